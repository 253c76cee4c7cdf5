import { READ_PAGES_CACHE } from "../../../shared/web-app/offline";

export interface ReadPage {
  path: string;
  title: string;
}

/** A kept page's own title: every page's title ends with the site's name, which the list leaves out. */
function titleOf(html: string, siteName: string): string | null {
  const escaped = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (escaped === undefined) return null;
  const title = new DOMParser().parseFromString(`<title>${escaped}</title>`, "text/html").title;
  const suffix = ` – ${siteName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/**
 * The pages the service worker kept for offline reading (src/client/sw.js), the newest first. Read in
 * this browser only: the server knows nothing of them.
 */
export async function keptReadPages(siteName: string): Promise<ReadPage[]> {
  if (!("caches" in window) || !(await caches.has(READ_PAGES_CACHE))) return [];
  const cache = await caches.open(READ_PAGES_CACHE);
  const requests = [...(await cache.keys())].reverse();
  const pages = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request, { ignoreVary: true });
      const title = response ? titleOf(await response.text(), siteName) : null;
      return title ? { path: new URL(request.url).pathname, title } : null;
    }),
  );
  return pages.filter((page) => page !== null);
}
