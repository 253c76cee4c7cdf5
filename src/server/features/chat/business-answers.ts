import { ALWAYS_OPEN, openMinutesOn, parseDayHours } from "../../../shared/businesses/basics";
import { calendarDayOf } from "../../../shared/common/dates";
import { searchHitHref } from "../../../shared/search/search";
import type { BusinessFact } from "./retrieval";
import { capitalize, WEEKDAYS } from "./vocabulary";
import { type AskedTime, weekdayIndex } from "./when";

/** A day's hours as the answer says them; a malformed value says nothing it does not know. */
function hoursText(hours: string | undefined): string {
  const ranges = hours ? parseDayHours(hours) : null;
  if (!hours || !ranges || ranges.length === 0) return "geschlossen";
  return hours.trim() === ALWAYS_OPEN ? "rund um die Uhr geöffnet" : `geöffnet ${hours.trim()}`;
}

/**
 * Whether the business is open at the time asked: at a clock time, at some time in a part of the day, or
 * at all that day, with the directory's own reading of the hours (ranges past midnight included).
 */
export function openAtAsked(business: BusinessFact, weekday: number, asked: AskedTime): boolean {
  const ranges = openMinutesOn(business.openingHours, weekday);
  const minute = asked.atMinute;
  if (minute !== undefined) return ranges.some(([from, to]) => minute >= from && minute <= to);
  const between = asked.between;
  if (between) return ranges.some(([from, to]) => from < between[1] && to > between[0]);
  return ranges.length > 0;
}

const clockLabel = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")} Uhr`;

const timeLabel = (asked: AskedTime) =>
  asked.atMinute !== undefined ? `${asked.label} um ${clockLabel(asked.atMinute)}` : asked.label;

const businessLink = (business: BusinessFact) =>
  `[${business.name}](${searchHitHref({ kind: "business", id: String(business.id), slug: null, category: business.category, title: business.name })})`;

const whereOf = (business: BusinessFact) => (business.address ? `, ${business.address}` : "");

/** The current minute of the day in the site's zone, as a time asked: 'jetzt'. */
function nowAsked(now: Date, timeZone: string): AskedTime {
  const [hour, minute] = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(now)
    .split(":")
    .map(Number);
  return { days: [calendarDayOf(now, timeZone)], label: "jetzt", atMinute: (hour ?? 0) * 60 + (minute ?? 0) };
}

/**
 * The moment the hours are read for: the time asked, or now when the question names none; with the
 * weekday it falls on (its index for the hours, its key and German name for the answer).
 */
function momentOf(asked: AskedTime | null, now: Date, timeZone: string) {
  const readsNow = !asked || (asked.label === "heute" && asked.atMinute === undefined && !asked.between);
  const moment = readsNow ? nowAsked(now, timeZone) : asked;
  const weekday = weekdayIndex(moment.days[0]!);
  return { ...moment, now: readsNow, weekday, day: WEEKDAYS[weekday]! };
}

/** The businesses a question named, each with its state at the time asked (or now) and that day's hours. */
export function businessesSection(
  matched: BusinessFact[],
  asked: AskedTime | null,
  now: Date,
  timeZone: string,
) {
  const moment = momentOf(asked, now, timeZone);
  const timed = moment.atMinute !== undefined || Boolean(moment.between);
  const dayLabel = moment.now ? "heute" : moment.day.name;
  const lines = matched.slice(0, 6).map((business) => {
    const hours = business.openingHours[moment.day.key];
    const what = `- ${businessLink(business)} (${business.category}${whereOf(business)})`;
    if (!timed) return `${what}: ${moment.label} ${hoursText(hours)}`;
    const state = openAtAsked(business, moment.weekday, moment) ? "geöffnet" : "geschlossen";
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
  const open = all.filter((business) => openAtAsked(business, moment.weekday, moment));
  const when = moment.now ? "Im Moment" : capitalize(timeLabel(moment));
  if (open.length === 0) return `${when} hat laut Business-Verzeichnis kein Geschäft geöffnet.`;
  const lines = open
    .slice(0, 10)
    .map(
      (business) =>
        `- ${businessLink(business)} (${business.category}): ${moment.now ? "heute " : ""}${hoursText(business.openingHours[moment.day.key])}`,
    );
  return `${moment.now ? "Jetzt" : capitalize(timeLabel(moment))} geöffnet:\n${lines.join("\n")}`;
}
