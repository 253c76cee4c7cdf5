import { paths } from "../../../shared/common/paths";
import type { SiteSettings } from "../../../shared/common/site";
import type { GroupProfile } from "../../../shared/groups/basics";
import { imageSrc } from "../articles/categoryStyle";
import { metaDescription } from "../articles/seo";

/** schema.org Organization: a club, a school or a neighbourhood's association is one, with its public page. */
export function groupJsonLd(site: SiteSettings, group: GroupProfile): Record<string, unknown> {
  const logo = imageSrc(group.logoUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: group.name,
    description: metaDescription(null, group.excerpt || group.description),
    url: `${site.publicUrl}${paths.group(group.slug)}`,
    ...(logo ? { logo: new URL(logo, site.publicUrl).href } : {}),
  };
}

/** The map of a meeting place: OpenStreetMap's search for it. */
export const meetingPlaceMapHref = (place: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;

/** 'https://www.tv-suhr.ch/verein' → 'www.tv-suhr.ch'. */
export function websiteHost(website: string): string {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
}
