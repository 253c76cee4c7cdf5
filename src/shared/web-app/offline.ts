// What the service worker (src/client/sw.js, served at /sw.js with these values filled in by the server), the
// offline page and the page that tells it what was read agree on (issue 26).

export const SERVICE_WORKER_PATH = "/sw.js";
export const OFFLINE_PATH = "/offline";
/**
 * The offline page is shown at its own address (so that it hydrates as itself); the page that could not
 * be loaded goes along in this parameter, for its "Erneut versuchen".
 */
export const OFFLINE_WANTED_PARAM = "seite";

/** The pages read, for offline reading: kept across releases, unlike the service worker's own files. */
export const READ_PAGES_CACHE = "dorfportal-gelesen";
/** How many read pages are kept; the one read longest ago goes first. */
export const READ_PAGES_KEPT = 30;

/**
 * The pages of one text a reader may want again without a network: the detail pages of `paths.ts`
 * (article, letter, reader's article, PR report, event, notice), not the notices' feed beside them.
 */
export const READABLE_PAGE =
  /^\/(?:post|leserbriefe|user-artikel|pr-report|veranstaltungen|mitteilungen)\/(?!rss\.xml$)[^/]+$/;

/** What a page posts to the service worker after a client-side navigation to a readable page. */
export const KEEP_READ_PAGE = "keep-read-page";
export interface KeepReadPageMessage {
  type: typeof KEEP_READ_PAGE;
  path: string;
}
