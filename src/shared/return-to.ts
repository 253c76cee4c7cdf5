/**
 * Where to send the browser after signing in. Only paths of this site qualify:
 * they start with one '/' and contain no '//' (nor a backslash, which browsers read as '/').
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string") return "/";
  if (!value.startsWith("/") || value.includes("//") || value.includes("\\")) return "/";
  return value;
}
