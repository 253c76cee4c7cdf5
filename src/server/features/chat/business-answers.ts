import { calendarDayOf } from "../../../shared/dates";
import { searchHitHref } from "../../../shared/search";
import type { BusinessFact } from "./retrieval";
import { capitalize, WEEKDAYS } from "./vocabulary";
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

const businessLink = (business: BusinessFact) =>
  `[${business.name}](${searchHitHref({ kind: "business", id: String(business.id), slug: null, category: business.category, title: business.name })})`;

const whereOf = (business: BusinessFact) => (business.address ? `, ${business.address}` : "");

/** The moment the hours are read for: the time asked, or now when the question names none. */
function momentOf(asked: AskedTime | null, now: Date, timeZone: string): AskedTime & { now: boolean } {
  if (asked && !(asked.label === "heute" && asked.atMinute === undefined && !asked.between))
    return { ...asked, now: false };
  const [hour, minute] = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(now)
    .split(":")
    .map(Number);
  return {
    days: [calendarDayOf(now, timeZone)],
    label: "jetzt",
    atMinute: (hour ?? 0) * 60 + (minute ?? 0),
    now: true,
  };
}

/** The businesses a question named, each with its state at the time asked (or now) and that day's hours. */
export function businessesSection(
  matched: BusinessFact[],
  asked: AskedTime | null,
  now: Date,
  timeZone: string,
) {
  const moment = momentOf(asked, now, timeZone);
  const day = WEEKDAYS[weekdayIndex(moment.days[0]!)]!;
  const timed = moment.atMinute !== undefined || Boolean(moment.between);
  const dayLabel = moment.now ? "heute" : day.name;
  const lines = matched.slice(0, 6).map((business) => {
    const hours = business.openingHours[day.key];
    const what = `- ${businessLink(business)} (${business.category}${whereOf(business)})`;
    if (!timed) return `${what}: ${moment.label} ${hoursText(hours)}`;
    const state = openAtAsked(hours, moment) ? "geöffnet" : "geschlossen";
    return `${what}: ${moment.now ? "jetzt" : timeLabel(moment)} ${state}; ${dayLabel} ${hoursText(hours)}`;
  });
  return `Laut Business-Verzeichnis:\n${lines.join("\n")}`;
}

/** 'Wer hat am Sonntag offen?': every business open at the time asked (or now). */
export function openBusinessesSection(
  all: BusinessFact[],
  asked: AskedTime | null,
  now: Date,
  timeZone: string,
) {
  const moment = momentOf(asked, now, timeZone);
  const day = WEEKDAYS[weekdayIndex(moment.days[0]!)]!;
  const open = all.filter((business) => openAtAsked(business.openingHours[day.key], moment));
  const when = moment.now ? "Im Moment" : capitalize(timeLabel(moment));
  if (open.length === 0) return `${when} hat laut Business-Verzeichnis kein Geschäft geöffnet.`;
  const lines = open
    .slice(0, 10)
    .map(
      (business) =>
        `- ${businessLink(business)} (${business.category}): ${moment.now ? "heute " : ""}${hoursText(business.openingHours[day.key])}`,
    );
  return `${moment.now ? "Jetzt" : capitalize(timeLabel(moment))} geöffnet:\n${lines.join("\n")}`;
}
