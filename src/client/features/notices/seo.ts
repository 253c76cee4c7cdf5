import { paths } from "../../../shared/common/paths";
import type { SiteSettings } from "../../../shared/common/site";
import { NOTICE_KIND_LABELS, type NoticeDetail } from "../../../shared/notices/basics";

/**
 * schema.org SpecialAnnouncement: "an information update made by a locally-oriented organization, for
 * example schools, pharmacies, healthcare providers, community groups, police, local government" with the
 * date it was posted and the date it expires, which is what a notice is. GovernmentService describes a
 * service a government offers (a permit office), not one of its announcements (docs/decisions.md).
 */
export function noticeJsonLd(site: SiteSettings, notice: NoticeDetail) {
  const url = `${site.publicUrl}${paths.notice(notice.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "SpecialAnnouncement",
    name: notice.title,
    text: notice.excerpt,
    category: NOTICE_KIND_LABELS[notice.kind],
    datePosted: notice.publishedAt,
    expires: notice.expiresAt,
    url,
    inLanguage: "de-CH",
    announcementLocation: {
      "@type": "CivicStructure",
      name: `Gemeinde ${site.municipality}`,
      address: { "@type": "PostalAddress", addressLocality: site.municipality, addressCountry: "CH" },
    },
    spatialCoverage: { "@type": "AdministrativeArea", name: site.municipality },
    ...(notice.attachments.length > 0
      ? {
          subjectOf: notice.attachments.map((attachment) => ({
            "@type": "DigitalDocument",
            name: attachment.fileName,
            encodingFormat: "application/pdf",
            url: `${site.publicUrl}${attachment.href}`,
          })),
        }
      : {}),
  };
}
