/**
 * The secret of a mailed link (verification, password reset) travels in the fragment (#token=…): it never
 * reaches a server log or a Referer.
 */
export const tokenFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, "")).get("token");
