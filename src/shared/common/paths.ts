// Every public page's address, built in one place for the server, the browser, feeds, the sitemap, mails
// and the assistant. Slugs and categories are encoded here, so no caller has to remember to.
const part = encodeURIComponent;

export const paths = {
  article: (slug: string) => `/post/${part(slug)}`,
  letter: (slug: string) => `/leserbriefe/${part(slug)}`,
  userArticle: (slug: string) => `/user-artikel/${part(slug)}`,
  prReport: (id: number) => `/pr-report/${id}`,
  event: (slug: string) => `/veranstaltungen/${part(slug)}`,
  category: (category: string) => `/category/${part(category)}`,
  /** A subscription's own page, opened by the link in each of its mails. */
  subscription: (token: string) => `/abo/${part(token)}`,
  notice: (slug: string) => `/mitteilungen/${part(slug)}`,
  group: (slug: string) => `/gruppen/${part(slug)}`,
  noticeAttachment: (slug: string, id: number) => `/api/notices/${part(slug)}/attachments/${id}`,
  /** A marketplace entry is shown in the list, opened by its anchor. */
  helpEntry: (id: number) => `/marktplatz?entry=${id}#eintrag-${id}`,
} as const;
