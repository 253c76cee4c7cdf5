import { z } from "zod";

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

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Montag",
  tuesday: "Dienstag",
  wednesday: "Mittwoch",
  thursday: "Donnerstag",
  friday: "Freitag",
  saturday: "Samstag",
  sunday: "Sonntag",
};

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

const dayHoursSchema = (day: Weekday) =>
  z
    .string({ message: `Öffnungszeiten für ${WEEKDAY_LABELS[day]} fehlen.` })
    .trim()
    .refine((value) => parseDayHours(value) !== null, {
      message: `Öffnungszeiten für ${WEEKDAY_LABELS[day]} sind ungültig: erlaubt sind «${CLOSED}», «${ALWAYS_OPEN}» oder Zeiten wie «08:00-12:00, 13:30-18:30».`,
    });

export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema(day)])) as Record<
    Weekday,
    ReturnType<typeof dayHoursSchema>
  >,
  { message: "Öffnungszeiten für alle sieben Wochentage angeben." },
);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** What an admin enters for a business (POST/PUT /api/admin/businesses). */
export const businessInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name ist erforderlich")
    .max(120, "Der Name ist zu lang (höchstens 120 Zeichen)."),
  category: z
    .string()
    .trim()
    .min(1, "Kategorie ist erforderlich")
    .max(60, "Die Kategorie ist zu lang (höchstens 60 Zeichen)."),
  description: optionalText(1000, "Die Beschreibung ist zu lang (höchstens 1000 Zeichen)."),
  address: optionalText(200, "Die Adresse ist zu lang (höchstens 200 Zeichen)."),
  phone: optionalText(40, "Die Telefonnummer ist zu lang (höchstens 40 Zeichen)."),
  email: z
    .union([z.literal(""), z.email("Ungültige E-Mail-Adresse")])
    .nullish()
    .transform((value) => (value ? value : null)),
  website: z
    .union([
      z.literal(""),
      z.url({ protocol: /^https?$/, message: "Die Website muss mit http:// oder https:// beginnen." }),
    ])
    .nullish()
    .transform((value) => (value ? value : null)),
  openingHours: openingHoursSchema,
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((value) => value ?? null),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((value) => value ?? null),
  isActive: z.boolean().default(true),
});
export type BusinessInput = z.infer<typeof businessInputSchema>;

/** A coordinate as typed in a form ('47,372' or '47.372'); empty means none. */
const coordinateField = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : Number(value.replace(",", "."))))
    .refine((value) => value === null || (Number.isFinite(value) && value >= min && value <= max), message);

/** The admins' form: the same rules, with coordinates typed as text. */
export const businessFormSchema = businessInputSchema.extend({
  latitude: coordinateField(-90, 90, "Breitengrad zwischen -90 und 90 angeben, z.B. 47.372."),
  longitude: coordinateField(-180, 180, "Längengrad zwischen -180 und 180 angeben, z.B. 8.079."),
});
export type BusinessFormValues = z.input<typeof businessFormSchema>;

export const businessFormValues = (business: Business | null): BusinessFormValues => ({
  name: business?.name ?? "",
  category: business?.category ?? "",
  description: business?.description ?? "",
  address: business?.address ?? "",
  phone: business?.phone ?? "",
  email: business?.email ?? "",
  website: business?.website ?? "",
  openingHours:
    business?.openingHours ??
    (Object.fromEntries(
      WEEKDAYS.map((day) => [day, day === "sunday" ? CLOSED : "08:00-18:00"]),
    ) as OpeningHours),
  latitude: business?.latitude?.toString() ?? "",
  longitude: business?.longitude?.toString() ?? "",
  isActive: business?.isActive ?? true,
});

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
 * Spec §4: 'Geschlossen' is closed, '24h' open, a range open when the time lies within it, inclusive.
 * A range past midnight ('18:00-02:00') also opens the early hours of the next day. A malformed value
 * never counts as open.
 */
export function isOpenAt(hours: OpeningHours | null, now: Date, timeZone: string): boolean {
  if (!hours) return false;
  const { weekday, minute } = wallClock(now, timeZone);
  const today = parseDayHours(hours[WEEKDAYS[weekday] ?? "monday"] ?? "") ?? [];
  const yesterday = parseDayHours(hours[WEEKDAYS[(weekday + 6) % 7] ?? "sunday"] ?? "") ?? [];
  const openToday = today.some((range) =>
    range.start <= range.end ? minute >= range.start && minute <= range.end : minute >= range.start,
  );
  const spillsOver = yesterday.some((range) => range.start > range.end && minute <= range.end);
  return openToday || spillsOver;
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
