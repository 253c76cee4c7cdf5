/**
 * German text folded for comparing and for addresses, the one way the portal does it: lower case,
 * umlauts spelled out as people type them without the keys (ä → ae, ß → ss), other accents dropped.
 * 'Bäckerei', 'Baeckerei' and 'BÄCKEREI' are the same word.
 */
export function foldGerman(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** Folded text as an address part: letters and digits, words joined by '-'. */
export const slugPart = (text: string) =>
  foldGerman(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** A person as the portal names them: first and last name, '' when they gave neither. */
export const fullName = (person: { firstName?: string | null; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ");

/** Text cut to at most `max` characters, the cut marked with '…'. */
export const clipText = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Items named in a German sentence: 'A', 'A und B', 'A, B und C'. */
export const listInWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;
