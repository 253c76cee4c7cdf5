import { WEEKDAYS, type Weekday } from "../../../../../shared/businesses/businesses";
import { addDays, type CalendarDay, isoDay, MONTH_NAMES } from "../../../../../shared/common/dates";
import { dayFromIso, weekdayIndex } from "../../../../../shared/events/series";
import type { CaseBuilder } from "../case-builder";
import type { Occurrence, Village } from "../village";

const nextWeekday = (today: CalendarDay, weekday: Weekday) =>
  addDays(today, (WEEKDAYS.indexOf(weekday) - weekdayIndex(today) + 7) % 7);

/** The days with the most one-off events from three days ahead on: the '5. Dezember' questions. */
function busyDays(village: Village, count: number): string[] {
  const from = isoDay(addDays(village.today, 3));
  const perDay = new Map<string, number>();
  for (const item of village.occurrences) {
    if (!item.series && item.day >= from) perDay.set(item.day, (perDay.get(item.day) ?? 0) + 1);
  }
  return [...perDay.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([day]) => day)
    .sort();
}

const spoken = (iso: string) => {
  const day = dayFromIso(iso);
  return `${day.day}. ${MONTH_NAMES[day.month - 1]}`;
};

const eveningOnly = (item: Occurrence) => (item.startTime ?? "") >= "17:00";

/** Events by date (today, the weekend, a month, the holidays) and by name; returns what later questions reuse. */
export function addEventCases(b: CaseBuilder) {
  const { village } = b;
  const { today } = village;
  const sunday = addDays(today, 6 - weekdayIndex(today));
  const nextMonday = addDays(sunday, 1);
  const saturday = nextWeekday(today, "saturday");
  const weekendEnd = weekdayIndex(today) === 6 ? today : addDays(saturday, 1);
  const monthAhead =
    today.month === 12 ? { year: today.year + 1, month: 1 } : { ...today, month: today.month + 1 };
  const monthFirst = { year: monthAhead.year, month: monthAhead.month, day: 1 };
  const monthLast = addDays(
    monthAhead.month === 12
      ? { year: monthAhead.year + 1, month: 1, day: 1 }
      : { ...monthFirst, month: monthAhead.month + 1 },
    -1,
  );
  const monthName = MONTH_NAMES[monthAhead.month - 1]!;
  // The coming holidays: Christmas Eve to the 2nd of January, this year's while they last.
  const holidayYear = today.month === 1 && today.day <= 2 ? today.year - 1 : today.year;
  const holidays = {
    first: { year: holidayYear, month: 12, day: 24 },
    last: { year: holidayYear + 1, month: 1, day: 2 },
  };
  const [busyA, busyB] = busyDays(village, 2);

  const todayEvents = b.eventsOf(today, today);
  const weekend = b.eventsOf(saturday, weekendEnd);
  const onSaturday = b.eventsOf(saturday, saturday);
  const onSunday = b.eventsOf(nextWeekday(today, "sunday"), nextWeekday(today, "sunday"));
  const thisWeek = b.eventsOf(today, sunday);
  const nextWeek = b.eventsOf(nextMonday, addDays(nextMonday, 6));
  const tomorrow = b.eventsOf(addDays(today, 1), addDays(today, 1));

  // events-date
  b.add("events-date", "Was ist heute los?", todayEvents);
  b.add("events-date", "Was läuft morgen?", tomorrow);
  b.add("events-date", "Was ist übermorgen los?", b.eventsOf(addDays(today, 2), addDays(today, 2)));
  b.add("events-date", "Was ist am Wochenende los?", weekend);
  b.add("events-date", "Welche Veranstaltungen finden diese Woche statt?", thisWeek);
  b.add("events-date", "Was läuft nächste Woche?", nextWeek);
  b.add("events-date", "Was ist am Samstag los?", onSaturday);
  b.add("events-date", "Welche Anlässe gibt es am Sonntag?", onSunday);
  const friday = nextWeekday(today, "friday");
  b.add("events-date", "Was findet am Freitag statt?", b.eventsOf(friday, friday));
  for (const day of [busyA, busyB]) {
    if (!day) continue;
    b.add("events-date", `Was ist am ${spoken(day)} los?`, b.eventsOf(dayFromIso(day), dayFromIso(day)));
  }
  b.add("events-date", `Was ist im ${monthName} los?`, b.eventsOf(monthFirst, monthLast));
  b.add(
    "events-date",
    `Gibt es im ${monthName} ein Konzert?`,
    b.eventsOf(monthFirst, monthLast, (item) => /konzert/i.test(item.title)),
  );
  b.add("events-date", "Was läuft über die Feiertage?", b.eventsOf(holidays.first, holidays.last));
  b.add("events-date", "Was läuft diese Woche am Abend?", b.eventsOf(today, addDays(today, 6), eveningOnly));
  b.add("events-date", "Gibt es heute Abend eine Veranstaltung?", b.eventsOf(today, today, eveningOnly));
  b.add(
    "events-date",
    "Was kann ich am Samstag mit Kindern machen?",
    b.eventsOf(
      saturday,
      saturday,
      (item) => /kind|famil|gross und klein/i.test(`${item.title} ${item.description}`),
      false,
    ),
  );
  b.add(
    "events-date",
    "Welche Events gibt es in den nächsten drei Tagen?",
    b.eventsOf(today, addDays(today, 2)),
  );

  // events-named
  const samichlaus = b.namedEvent(/samichlaus/i, "when");
  const gemeindeversammlung = b.namedEvent(/gemeindeversammlung/i, "where");
  const wochenmarkt = b.namedEvent(/wochenmarkt/i, "when");
  b.add("events-named", "Wann findet der Samichlaus-Einzug statt?", samichlaus);
  b.add("events-named", "Wo findet die Gemeindeversammlung statt?", gemeindeversammlung);
  b.add("events-named", "Wann ist der nächste Wochenmarkt?", wochenmarkt);
  b.add("events-named", "Wann ist das nächste Repair-Café?", b.namedEvent(/repair/i, "when"));
  b.add("events-named", "Wann ist der Adventsmarkt?", b.namedEvent(/adventsmarkt/i, "when"));
  b.add("events-named", "Wann kann man Kerzen ziehen?", b.namedEvent(/kerzenziehen/i, "when"));
  b.add("events-named", "Wann ist die nächste Blutspendeaktion?", b.namedEvent(/blutspende/i, "when"));
  b.add(
    "events-named",
    "Wann spielt die Harmonie ihr Weihnachtskonzert?",
    b.namedEvent(/weihnachtskonzert/i, "when"),
  );
  b.add("events-named", "Wo findet die Waldweihnacht statt?", b.namedEvent(/waldweihnacht/i, "where"));
  b.add("events-named", "Wann ist der Silvesterapéro?", b.namedEvent(/silvester/i, "when"));
  b.add("events-named", "Wann ist das Jassturnier?", b.namedEvent(/jassturnier/i, "when"));
  b.add("events-named", "Wann ist die Krimilesung in der Bibliothek?", b.namedEvent(/krimilesung/i, "when"));

  return {
    todayEvents,
    tomorrow,
    weekend,
    onSaturday,
    onSunday,
    thisWeek,
    nextWeek,
    samichlaus,
    gemeindeversammlung,
    wochenmarkt,
  };
}
