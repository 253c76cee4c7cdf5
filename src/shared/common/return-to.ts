/** Any origin that no real address has: a path resolved against it must keep it. */
const OWN = "http://own.invalid";

/**
 * Where to send the browser after signing in (server and client use this one function). Only paths of
 * this site qualify: they start with one '/' and contain no '//' (spec), no backslash (browsers read it as
 * '/') and no control character (browsers drop tab, CR and LF, so '/\t/evil.example' would become
 * '//evil.example'). What is left is resolved against an origin of its own and accepted only when the
 * origin stayed the same; the normalized path is returned.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (value.includes("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, OWN);
  } catch {
    return "/";
  }
  if (url.origin !== OWN) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? "/" : path;
}
