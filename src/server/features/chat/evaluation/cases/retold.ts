import { type CaseBuilder, type Expectation, forbidden } from "../case-builder";
import { conversation } from "../conversation";
import type { addCommunityCases } from "./community";
import type { addEventCases } from "./events";
import type { addPlaceCases } from "./places";

/** Questions asked before, again: in Swiss German, with typos, and as follow-ups of an earlier turn. */
export function addRetoldCases(
  b: CaseBuilder,
  events: ReturnType<typeof addEventCases>,
  places: ReturnType<typeof addPlaceCases>,
  community: ReturnType<typeof addCommunityCases>,
) {
  const { village } = b;
  const { todayEvents, tomorrow, weekend, onSaturday, onSunday, thisWeek, nextWeek } = events;
  const { samichlaus, gemeindeversammlung, wochenmarkt } = events;
  const { pharmacy, pharmacySaturday, coiffeurThursdayEvening, restaurantsMonday, bakeries, find } = places;
  const { sundayBread, veloRepair, tutoring } = places;
  const { presidents, council, offerForm, letter, submitEvent } = community;
  // swiss-german
  b.add("swiss-german", "Wo chan i am Sunntig Brot chaufe?", sundayBread);
  b.add("swiss-german", "Was lauft am Wuchenänd?", weekend);
  b.add("swiss-german", "Was lauft hüt?", todayEvents);
  b.add("swiss-german", "Was lauft morn?", tomorrow);
  b.add("swiss-german", "Wänn isch de Samichlaus-Iizug?", samichlaus);
  b.add("swiss-german", "Het d Apothek am Samschtig offe?", pharmacySaturday);
  b.add("swiss-german", "Wo cha mer sis Velo lah flicke?", veloRepair);
  b.add("swiss-german", "Wo isch d Gmeindsversammlig?", gemeindeversammlung);
  b.add("swiss-german", "Wär git Nachhilf i Mathi?", tutoring);
  b.add("swiss-german", "Wänn isch de nächscht Wuchemärt?", wochenmarkt);

  // typos
  b.add("typos", "Wan findet der Samichlausinzug statt?", samichlaus);
  b.add("typos", "Hat die Apoteke am Samstag offen?", pharmacySaturday);
  b.add("typos", "Wo kann ich am Sontag Brot kaufen?", sundayBread);
  b.add("typos", "Was ist am Wochenede los?", weekend);
  b.add("typos", "Wer kandidirt für das Gemeindepresidium?", presidents);
  b.add("typos", "Ich suche Nachilfe in Mathe", tutoring);
  b.add("typos", "Wie kann ich ein Inserrat aufgeben?", offerForm);
  b.add("typos", "Wann ist der nächste Wochnmarkt?", wochenmarkt);
  b.add("typos", "Welcher Cooiffeur hat am Donnerstagabend offen?", coiffeurThursdayEvening);
  b.add("typos", "Wie schreibe ich einen Lesebrief?", letter);

  // follow-up: the second question is read with the first
  const followUp = (question: string, expectation: Expectation, first: string, firstAnswer: Expectation) =>
    b.add("follow-up", question, expectation, conversation(first, firstAnswer, village));
  /** A follow-up about another day: what only the first day has must not be named again. */
  const withoutFirst = (next: Expectation, first: Expectation): Expectation => {
    const firstOnly = first.items.filter((title) => !next.items.includes(title));
    return { ...next, mustNotContain: forbidden([...next.mustNotContain, ...firstOnly], next.items) };
  };
  followUp("Und am Sonntag?", withoutFirst(onSunday, onSaturday), "Was ist am Samstag los?", onSaturday);
  followUp("Und morgen?", withoutFirst(tomorrow, todayEvents), "Was ist heute los?", todayEvents);
  followUp("Und nächste Woche?", nextWeek, "Was läuft diese Woche?", thisWeek);
  followUp(
    "Und am Sonntag?",
    b.hoursOf(pharmacy, "sunday"),
    "Hat die Apotheke am Samstag offen?",
    pharmacySaturday,
  );
  followUp(
    "Und am Dienstag?",
    b.openOfCategory("Restaurant", "tuesday", 0, 24 * 60 - 1),
    "Welche Restaurants haben am Montag offen?",
    restaurantsMonday,
  );
  followUp(
    "Und das Beck Feldmatt?",
    b.hoursOf(
      bakeries.find((x) => /feldmatt/i.test(x.name)),
      "saturday",
    ),
    "Wann hat die Bäckerei Wynaeck am Samstag offen?",
    b.hoursOf(find(/wynaeck/i), "saturday"),
  );
  followUp("Und für den Gemeinderat?", council, "Wer kandidiert für das Gemeindepräsidium?", presidents);
  followUp(
    "Und wo findet er statt?",
    b.namedEvent(/samichlaus/i, "where"),
    "Wann ist der Samichlaus-Einzug?",
    samichlaus,
  );
  followUp("Und wie melde ich einen Event?", submitEvent, "Wie schreibe ich einen Leserbrief?", letter);
}
