// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).
import { WEEKDAY_NAMES } from "../common/dates";

/** Business directory (spec portal-members §2 Business directory, §3 Business, §4 open/closed). */

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS = Object.fromEntries(
  WEEKDAYS.map((day, index) => [day, WEEKDAY_NAMES[index]]),
) as Record<Weekday, string>;

export const CLOSED = "Geschlossen";
export const ALWAYS_OPEN = "24h";

export type OpeningHours = Record<Weekday, string>;

export interface Business {
  id: number;
  name: string;
  category: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  imageUrl: string | null;
  openingHours: OpeningHours | null;
  latitude: number | null;
  longitude: number | null;
  isActive: boolean;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A range in minutes after midnight; `end < start` runs past midnight into the next day. */
interface Range {
  start: number;
  end: number;
}

const minutesOf = (time: string) => {
  const match = TIME.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * The ranges of one day's value: 'Geschlossen' none, '24h' the whole day, else 'HH:MM-HH:MM' ranges
 * separated by commas ('08:00-12:00, 13:30-18:30', also '18:00-02:00'). Null when the value is malformed.
 */
export function parseDayHours(value: string): Range[] | null {
  const trimmed = value.trim();
  if (trimmed === CLOSED) return [];
  if (trimmed === ALWAYS_OPEN) return [{ start: 0, end: 24 * 60 - 1 }];
  const ranges: Range[] = [];
  for (const part of trimmed.split(",")) {
    const [from, to, ...rest] = part.split("-");
    if (from === undefined || to === undefined || rest.length > 0) return null;
    const start = minutesOf(from);
    const end = minutesOf(to);
    if (start === null || end === null || start === end) return null;
    ranges.push({ start, end });
  }
  return ranges;
}

/** The weekday and minute of the day a moment falls on, on the municipality's wall clock. */
function wallClock(now: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(get("weekday"));
  return { weekday, minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

export const weekdayOf = (now: Date, timeZone: string): Weekday =>
  WEEKDAYS[wallClock(now, timeZone).weekday] ?? "monday";

/**
 * The minutes of one weekday (0 Monday … 6 Sunday) a business is open, as [from, to] ranges, inclusive:
 * that day's ranges up to midnight and the early hours a range of the day before runs into
 * ('18:00-02:00'). A malformed value opens nothing.
 */
export function openMinutesOn(hours: Partial<OpeningHours> | null, weekday: number): [number, number][] {
  if (!hours) return [];
  const today = parseDayHours(hours[WEEKDAYS[weekday] ?? "monday"] ?? "") ?? [];
  const yesterday = parseDayHours(hours[WEEKDAYS[(weekday + 6) % 7] ?? "sunday"] ?? "") ?? [];
  return [
    ...yesterday.filter((range) => range.start > range.end).map((range): [number, number] => [0, range.end]),
    ...today.map((range): [number, number] => [range.start, range.start <= range.end ? range.end : 24 * 60]),
  ];
}

/**
 * Spec §4: 'Geschlossen' is closed, '24h' open, a range open when the time lies within it, inclusive.
 * A range past midnight ('18:00-02:00') also opens the early hours of the next day. A malformed value
 * never counts as open.
 */
export function isOpenAt(hours: OpeningHours | null, now: Date, timeZone: string): boolean {
  const { weekday, minute } = wallClock(now, timeZone);
  return openMinutesOn(hours, weekday).some(([from, to]) => minute >= from && minute <= to);
}

/** Folds case, accents and umlauts, so that 'backerei' finds 'Bäckerei' and 'cafe' finds 'Café'. */
export const foldForSearch = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Umlauts as people type them without the keys: 'baeckerei' finds 'Bäckerei' too. */
const spellOutUmlauts = (text: string) =>
  foldForSearch(text.replace(/[äÄ]/g, "ae").replace(/[öÖ]/g, "oe").replace(/[üÜ]/g, "ue"));

/** The directory's search: every word of the term somewhere in name, category, description or address. */
export function matchesBusinessSearch(business: Business, term: string): boolean {
  const words = foldForSearch(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [business.name, business.category, business.description, business.address]
    .filter(Boolean)
    .join(" ");
  const folded = foldForSearch(text);
  const spelled = spellOutUmlauts(text);
  return words.every((word) => folded.includes(word) || spelled.includes(word));
}

/** 'Auf Karte anzeigen': OpenStreetMap centred on the business. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
