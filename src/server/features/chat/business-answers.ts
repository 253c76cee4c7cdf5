import { calendarDayOf } from "../../../shared/dates";
import { fold } from "./normalize";
import type { BusinessFact } from "./retrieval";
import {
  type Answer,
  type AssistantContext,
  capitalize,
  DIRECTORY_LINK,
  STOPWORDS,
  WEEKDAYS,
  wordsOf,
} from "./vocabulary";
import { type AskedTime, weekdayIndex } from "./when";

/** '08:00-12:00, 13:30-18:30' → minute ranges; 'Geschlossen' → none; '24h' → the whole day. */
export function openRanges(hours: string | undefined): [number, number][] {
  if (!hours) return [];
  if (hours.trim().toLowerCase() === "24h") return [[0, 24 * 60]];
  const ranges: [number, number][] = [];
  for (const match of hours.matchAll(/(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})/g)) {
    ranges.push([Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])]);
  }
  return ranges;
}

/** Open when the current time lies within one of today's ranges, inclusive (spec §4). */
export const isOpenAt = (hours: string | undefined, minute: number) =>
  openRanges(hours).some(([start, end]) => minute >= start && minute <= end);

const hoursText = (hours: string | undefined) =>
  !hours || hours.trim().toLowerCase() === "geschlossen" || openRanges(hours).length === 0
    ? "geschlossen"
    : hours.trim().toLowerCase() === "24h"
      ? "rund um die Uhr geöffnet"
      : `geöffnet ${hours.trim()}`;

export function businessesAsked(all: BusinessFact[], words: string[]): BusinessFact[] {
  const asked = words.filter((word) => word.length >= 4 && !STOPWORDS.has(word));
  return all.filter((business) => {
    const name = fold(business.name);
    const category = fold(business.category);
    return asked.some(
      (word) =>
        name.includes(word) ||
        category.includes(word) ||
        word.startsWith(category) ||
        wordsOf(business.name).some((part) => part.length >= 4 && word.startsWith(part)),
    );
  });
}

/** Whether a day's hours cover the time asked: a clock time, part of a part of the day, or any time. */
function openAtAsked(hours: string | undefined, asked: AskedTime): boolean {
  if (asked.atMinute !== undefined) return isOpenAt(hours, asked.atMinute);
  const between = asked.between;
  if (between) return openRanges(hours).some(([start, end]) => start < between[1] && end > between[0]);
  return openRanges(hours).length > 0;
}

const clockLabel = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")} Uhr`;

const timeLabel = (asked: AskedTime) =>
  asked.atMinute !== undefined ? `${asked.label} um ${clockLabel(asked.atMinute)}` : asked.label;

export function businessesAnswer(
  context: AssistantContext,
  all: BusinessFact[],
  matched: BusinessFact[],
  asked: AskedTime | null,
  now: Date,
): Answer {
  const today = calendarDayOf(now, context.timeZone);
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: context.timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(now)
    .split(":")
    .map(Number);
  const minuteNow = (clock[0] ?? 0) * 60 + (clock[1] ?? 0);
  const todayKey = WEEKDAYS[weekdayIndex(today)]!.key;

  if (!asked || (asked.label === "heute" && asked.atMinute === undefined && !asked.between)) {
    if (matched.length === 0) {
      const open = all.filter((business) => isOpenAt(business.openingHours[todayKey], minuteNow));
      if (open.length === 0)
        return { text: `Im Moment hat laut Business-Verzeichnis kein Geschäft geöffnet. ${DIRECTORY_LINK}` };
      const lines = open
        .slice(0, 10)
        .map(
          (business) =>
            `- **${business.name}** (${business.category}): heute ${hoursText(business.openingHours[todayKey])}`,
        );
      return { text: `Jetzt geöffnet:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
    }
    const lines = matched.slice(0, 6).map((business) => {
      const state = isOpenAt(business.openingHours[todayKey], minuteNow)
        ? "jetzt geöffnet"
        : "jetzt geschlossen";
      return `- **${business.name}** (${business.category}${whereOf(business)}): ${state}; heute ${hoursText(business.openingHours[todayKey])}`;
    });
    return { text: `Laut Business-Verzeichnis:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
  }

  const key = WEEKDAYS[weekdayIndex(asked.days[0]!)]!.key;
  const when = timeLabel(asked);
  const timed = asked.atMinute !== undefined || Boolean(asked.between);
  if (matched.length === 0) {
    const openThen = all.filter((business) => openAtAsked(business.openingHours[key], asked));
    if (openThen.length === 0)
      return {
        text: `${capitalize(when)} hat laut Business-Verzeichnis kein Geschäft geöffnet. ${DIRECTORY_LINK}`,
      };
    const lines = openThen
      .slice(0, 10)
      .map(
        (business) =>
          `- **${business.name}** (${business.category}): ${hoursText(business.openingHours[key])}`,
      );
    return { text: `${capitalize(when)} geöffnet:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
  }
  const dayName = WEEKDAYS[weekdayIndex(asked.days[0]!)]!.name;
  const lines = matched.slice(0, 6).map((business) => {
    const hours = business.openingHours[key];
    if (!timed)
      return `- **${business.name}** (${business.category}${whereOf(business)}): ${asked.label} ${hoursText(hours)}`;
    const state = openAtAsked(hours, asked) ? "geöffnet" : "geschlossen";
    return `- **${business.name}** (${business.category}${whereOf(business)}): ${when} ${state}; ${dayName} ${hoursText(hours)}`;
  });
  return { text: `Laut Business-Verzeichnis:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
}

const whereOf = (business: BusinessFact) => (business.address ? `, ${business.address}` : "");
