/** Addresses made from titles, the same in the browser (the newsroom's editor) and on the server. */

const SLUG_MAX = 80;

/** 'Grüsse aus Suhr' → 'gruesse-aus-suhr': umlauts transliterated, other accents dropped. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFC")
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug || "beitrag";
}
