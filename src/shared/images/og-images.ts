import type { SiteSettings } from "../common/site";

/** The shipped site-wide sharing picture (1200×630), used unless OG_IMAGE_URL names another. */
export const DEFAULT_OG_IMAGE = "/images/og/site.png";

/** Pictures per category and page kind, for pages whose content brings none (public/images/og). */
const CATEGORY_IMAGES: Record<string, string> = {
  Sport: "sport",
  Dorfläbe: "dorflaebe",
  Gewerbe: "gewerbe",
  Events: "events",
  Familie: "familie",
  "PR-Berichte": "pr-berichte",
  Leserbriefe: "leserbriefe",
};
const PAGE_KIND_IMAGES: Array<[prefix: string, image: string]> = [
  ["/veranstaltungen/", "events"],
  ["/leserbriefe/", "leserbriefe"],
  ["/pr-report/", "pr-berichte"],
  ["/pr-service", "pr-berichte"],
  ["/marktplatz", "marktplatz"],
  ["/business-directory", "gewerbeverzeichnis"],
  ["/kommunalwahlen", "wahlen"],
];

const CATEGORY_PATH = /^\/category\/([^/]+)/;
const imagePath = (name: string | undefined) => (name ? `/images/og/${name}.png` : null);

/** The picture of an article category, if it has one. */
export const categoryImage = (category: string | undefined) =>
  imagePath(category ? CATEGORY_IMAGES[category.normalize("NFC")] : undefined);

/** The picture of a page's kind (its category, or what kind of page it is), if it has one. */
export function pageKindImage(pathname: string): string | null {
  const category = pathname.match(CATEGORY_PATH)?.[1];
  if (!category) return imagePath(PAGE_KIND_IMAGES.find(([prefix]) => pathname.startsWith(prefix))?.[1]);
  try {
    return categoryImage(decodeURIComponent(category));
  } catch {
    return null; // a malformed escape names no category
  }
}

/**
 * The absolute og:image of a page: the content's own picture, else its kind's, else the site's.
 * Every public page has one, so a shared link always shows a picture.
 */
export function sharingImage(
  image: string | null | undefined,
  pathname: string,
  site: Pick<SiteSettings, "publicUrl" | "ogImageUrl">,
): string {
  return new URL(image ?? pageKindImage(pathname) ?? site.ogImageUrl, site.publicUrl).href;
}
