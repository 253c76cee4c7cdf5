import { foldGerman } from "./text";

/** Addresses made from titles, the same in the browser (the newsroom's editor) and on the server. */

const SLUG_MAX = 80;

/** 'Grüsse aus Suhr' → 'gruesse-aus-suhr': umlauts transliterated, other accents dropped. */
export function slugFromTitle(title: string): string {
  const slug = foldGerman(title)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug || "beitrag";
}
