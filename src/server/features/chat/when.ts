import { addDays, type CalendarDay, MONTH_NAMES, WEEKDAY_NAMES } from "../../../shared/common/dates";
import { fold, normalizedWords } from "./normalize";

/**
 * The time a German question asks about, resolved against today's calendar day in the municipality's
 * zone. chrono-node's German locale was considered: it misses 'übers Wochenende', 'über die Feiertage',
 * month-only phrases ('im Dezember') and the parts of a day glued to a weekday ('Donnerstagabend'), so the
 * handful of patterns residents use are read here, after dialect normalization.
 */
export interface AskedTime {
  /** The calendar days asked about, in order. */
  days: CalendarDay[];
  /** How the answer names them: 'am Samstag', 'im Dezember'. */
  label: string;
  /** A clock time asked for ('um 20 Uhr'), minutes after midnight. */
  atMinute?: number;
  /** A part of the day asked for ('abends'), minutes after midnight, end exclusive. */
  between?: [number, number];
}

const FOLDED_WEEKDAYS = WEEKDAY_NAMES.map(fold);
const FOLDED_MONTHS = MONTH_NAMES.map(fold);
/** Short forms residents type ('5. Dez.'). */
const MONTH_ABBREVIATIONS: Record<string, number> = {
  jan: 1,
  feb: 2,
  maer: 3,
  mrz: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  okt: 10,
  nov: 11,
  dez: 12,
};

/** Longer stems first: 'vormittag' also ends with 'mittag'. */
const PARTS_OF_DAY: { stem: string; noun: string; adverb: string; between: [number, number] }[] = [
  { stem: "vormittag", noun: "Vormittag", adverb: "vormittags", between: [6 * 60, 12 * 60] },
  { stem: "nachmittag", noun: "Nachmittag", adverb: "nachmittags", between: [12 * 60, 18 * 60] },
  { stem: "mittag", noun: "Mittag", adverb: "mittags", between: [11 * 60 + 30, 14 * 60] },
  { stem: "abend", noun: "Abend", adverb: "abends", between: [18 * 60, 24 * 60] },
  { stem: "nacht", noun: "Nacht", adverb: "nachts", between: [22 * 60, 24 * 60] },
];

/**
 * 'abends', 'Nachmittag', 'Donnerstagabend': a part of the day alone or after a weekday; never inside
 * another word ('Waldweihnacht', 'Fasnacht').
 */
const partWords = (part: (typeof PARTS_OF_DAY)[number]) => [
  part.stem,
  `${part.stem}s`,
  ...FOLDED_WEEKDAYS.flatMap((day) => [`${day}${part.stem}`, `${day}${part.stem}s`]),
];
const isPartOfDayWord = (word: string) => PARTS_OF_DAY.some((part) => partWords(part).includes(word));

/** Words that only say when ('Dezember', 'Donnerstagabend', 'Feiertage'): never what is asked about. */
export function isTimeWord(word: string): boolean {
  return (
    /\d/.test(word) ||
    FOLDED_WEEKDAYS.some((name) => word.startsWith(name)) ||
    FOLDED_MONTHS.includes(word) ||
    word in MONTH_ABBREVIATIONS ||
    isPartOfDayWord(word) ||
    /^(feiertag|weihnachten$|wochenend|uebermorgen$|morgen$|heute$|woche$|uhr$|naechst|kommend)/.test(word)
  );
}

/** Monday 0 … Sunday 6. */
export const weekdayIndex = (day: CalendarDay) =>
  (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;

const range = (from: CalendarDay, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

const monthOf = (word: string): number | undefined => {
  const full = FOLDED_MONTHS.indexOf(word);
  if (full !== -1) return full + 1;
  return MONTH_ABBREVIATIONS[word];
};

/** A day and month without a year: this year's, or next year's once it has passed. */
function upcoming(today: CalendarDay, month: number, day: number): CalendarDay {
  const passed = month < today.month || (month === today.month && day < today.day);
  return { year: today.year + (passed ? 1 : 0), month, day };
}

function daysOfMonth(today: CalendarDay, month: number): CalendarDay[] {
  const year = month < today.month ? today.year + 1 : today.year;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first: CalendarDay = {
    year,
    month,
    day: month === today.month && year === today.year ? today.day : 1,
  };
  return range(first, length - first.day + 1);
}

const isValidDay = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;

/** Explicit dates: '5. Dezember', '5 dez', '5.12.', '05.12.2026'. */
function explicitDate(folded: string, today: CalendarDay): AskedTime | null {
  const named = folded.match(/\b(\d{1,2})\.?\s*([a-z]+)\b/g) ?? [];
  for (const candidate of named) {
    const [, day, word] = candidate.match(/(\d{1,2})\.?\s*([a-z]+)/) ?? [];
    const month = monthOf(word ?? "");
    if (month && isValidDay(month, Number(day))) {
      const date = upcoming(today, month, Number(day));
      return { days: [date], label: `am ${Number(day)}. ${MONTH_NAMES[month - 1]}` };
    }
  }
  const numeric = folded.match(/\b(\d{1,2})\.(\d{1,2})\.(\d{4})?/);
  if (numeric && isValidDay(Number(numeric[2]), Number(numeric[1]))) {
    const month = Number(numeric[2]);
    const day = Number(numeric[1]);
    const date = numeric[3] ? { year: Number(numeric[3]), month, day } : upcoming(today, month, day);
    return { days: [date], label: `am ${day}. ${MONTH_NAMES[month - 1]}` };
  }
  return null;
}

/** 'um 20 Uhr', '20:30 Uhr', 'um 20.30'; 'halb 8' is left out (morning or evening?). */
function clockTime(folded: string): number | undefined {
  const match =
    folded.match(/\b(?:um|ab|bis)?\s*(\d{1,2})(?:[:.](\d{2}))?\s*uhr\b/) ??
    folded.match(/\bum\s+(\d{1,2})[:.](\d{2})\b/);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  return hour <= 24 && minute < 60 ? hour * 60 + minute : undefined;
}

/** 'abends', 'Donnerstagabend', 'am Nachmittag': the first part of the day a word ends with. */
function partOfDay(words: string[]) {
  return PARTS_OF_DAY.find((part) => words.some((word) => partWords(part).includes(word)));
}

function withTime(asked: AskedTime, folded: string, words: string[]): AskedTime {
  const atMinute = clockTime(folded);
  if (atMinute !== undefined) return { ...asked, atMinute };
  const part = partOfDay(words);
  return part ? { ...asked, between: part.between } : asked;
}

/** 'Weihnachtskonzert' names an event, not the holidays. */
const HOLIDAY_WORDS = new Set([
  "weihnachten",
  "weihnachtstage",
  "weihnachtszeit",
  "weihnachtsferien",
  "festtage",
]);

const NUMBER_WORDS: Record<string, number> = {
  zwei: 2,
  drei: 3,
  vier: 4,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  zehn: 10,
  vierzehn: 14,
};

/** 'in den nächsten drei Tagen', 'die kommenden 5 Tage'. */
function comingDays(text: string): number | undefined {
  const match = text.match(/\b(?:naechsten|kommenden)\s+(\d{1,2}|[a-z]+)\s+tage/);
  if (!match) return undefined;
  const count = NUMBER_WORDS[match[1] as string] ?? Number(match[1]);
  return Number.isInteger(count) && count >= 1 && count <= 31 ? count : undefined;
}

/** The days, and possibly the time of day, a question asks about; null when it names none. */
export function askedTime(question: string, today: CalendarDay): AskedTime | null {
  const folded = fold(question);
  const words = normalizedWords(question);
  const text = words.join(" ");
  const weekday = weekdayIndex(today);
  const next = /\bnaechst/.test(text) || /\bkommend/.test(text);

  const date = explicitDate(folded, today);
  if (date) return withTime(date, folded, words);

  const days = comingDays(text);
  if (days)
    return withTime({ days: range(today, days), label: `in den nächsten ${days} Tagen` }, folded, words);

  if (words.some((word) => word.startsWith("feiertag") || HOLIDAY_WORDS.has(word))) {
    const start = upcoming(today, 12, 24);
    const from = today.month === 1 && today.day <= 2 ? today : start;
    const until = { year: from.month === 12 ? from.year + 1 : from.year, month: 1, day: 2 };
    const count =
      Math.round((Date.UTC(until.year, 0, 2) - Date.UTC(from.year, from.month - 1, from.day)) / 864e5) + 1;
    return { days: range(from, count), label: "über die Feiertage" };
  }

  const monthWord = words.find((word) => FOLDED_MONTHS.includes(word));
  if (monthWord) {
    const month = monthOf(monthWord) as number;
    return withTime(
      { days: daysOfMonth(today, month), label: `im ${MONTH_NAMES[month - 1]}` },
      folded,
      words,
    );
  }

  if (words.includes("uebermorgen"))
    return withTime({ days: [addDays(today, 2)], label: "übermorgen" }, folded, words);
  if (words.includes("heute") || words.includes("jetzt") || words.includes("heut"))
    return withTime({ days: [today], label: "heute" }, folded, words);
  // 'morgen' after a weekday or 'heute' is the morning; alone it is tomorrow.
  if (
    words.includes("morgen") &&
    !words.some((word) => FOLDED_WEEKDAYS.some((name) => word.startsWith(name)))
  )
    return withTime({ days: [addDays(today, 1)], label: "morgen" }, folded, words);

  if (words.some((word) => word.startsWith("wochenende"))) {
    // On Saturday and Sunday 'the weekend' is the one under way, from today.
    if (weekday >= 5 && !next)
      return withTime({ days: range(today, 7 - weekday), label: "am Wochenende" }, folded, words);
    const saturday = addDays(today, 5 - weekday + (weekday >= 5 ? 7 : 0));
    const label = next ? "am nächsten Wochenende" : "am Wochenende";
    return withTime({ days: range(saturday, 2), label }, folded, words);
  }

  if (words.includes("woche")) {
    if (next)
      return withTime({ days: range(addDays(today, 7 - weekday), 7), label: "nächste Woche" }, folded, words);
    if (/\bdiese\b/.test(text))
      return withTime({ days: range(today, 7 - weekday), label: "diese Woche" }, folded, words);
    return withTime({ days: range(today, 7), label: "in den nächsten sieben Tagen" }, folded, words);
  }

  const named = words
    .map((word) => FOLDED_WEEKDAYS.findIndex((name) => word.startsWith(name)))
    .find((index) => index !== -1);
  if (named !== undefined) {
    let ahead = (named - weekday + 7) % 7;
    if (ahead === 0 && next) ahead = 7;
    const part = partOfDay(words);
    const label = `am ${WEEKDAY_NAMES[named]}${part && clockTime(folded) === undefined ? part.noun.toLowerCase() : ""}`;
    return withTime({ days: [addDays(today, ahead)], label }, folded, words);
  }

  const part = partOfDay(words);
  if (part) return withTime({ days: [today], label: `heute ${part.adverb}` }, folded, words);
  return null;
}
