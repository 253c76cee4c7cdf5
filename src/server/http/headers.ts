// A leaf module: the names the front handler, the renderer, tracing and auth agree on, importing nothing,
// so that none of them has to import another for a constant.

/** The signed session cookie (features/auth/session.ts). */
export const SESSION_COOKIE = "sid";

/** Marks the API calls a page render makes in process, so that they are not logged as visits. */
export const INTERNAL_REQUEST_HEADER = "x-dorfportal-render";

export const REQUEST_ID_HEADER = "x-request-id";

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|[;,]\\s*)${SESSION_COOKIE}=`);

/** Whether a request carries a session cookie, read from the raw header (before any cookie parsing). */
export const hasSessionCookie = (cookie: string | undefined) =>
  cookie !== undefined && SESSION_COOKIE_PATTERN.test(cookie);

/** Whether an If-None-Match header names this ETag (or any): the client's copy is current, answer 304. */
export const matchesTag = (header: string | undefined, etag: string) =>
  header?.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*") ?? false;
