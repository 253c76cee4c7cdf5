import { type CaseBuilder, dayForms } from "../case-builder";

/** The election, how-tos, news, official notices and the team's FAQ; returns what later questions reuse. */
export function addCommunityCases(b: CaseBuilder) {
  const { village } = b;
  const { today } = village;
  // election
  const presidents = b.candidates((candidate) => candidate.position === "president");
  const council = b.candidates((candidate) => candidate.position === "council");
  const party = (name: string) => b.candidates((candidate) => candidate.party === name);
  b.add("election", "Wer kandidiert für das Gemeindepräsidium?", presidents);
  b.add("election", "Wer kandidiert für den Gemeinderat?", council);
  b.add("election", "Wer tritt für die SP an?", party("SP"));
  b.add("election", "Welche Kandidierenden hat die FDP?", party("FDP"));
  b.add("election", "Wer kandidiert für die Grünen?", party("Grüne"));
  b.add("election", "Wer kandidiert für Die Mitte?", party("Die Mitte"));
  const wälti = village.candidates.find((candidate) => /wälti/i.test(candidate.name));
  b.add(
    "election",
    "Für welche Partei kandidiert Martin Wälti?",
    wälti
      ? {
          mustContain: [[wälti.party]],
          mustNotContain: [...b.businessNames, ...village.eventTitles],
          items: [wälti.name],
        }
      : b.honest(b.businessNames),
  );
  b.add(
    "election",
    "Wann sind die Gemeindewahlen?",
    village.electionDate
      ? {
          mustContain: [dayForms(village.electionDate, today)],
          mustNotContain: [...b.businessNames, ...village.eventTitles],
          items: [],
        }
      : b.honest(b.businessNames),
  );
  b.add("election", "Wo kann ich bei der Wahlumfrage abstimmen?", b.howTo(["/kommunalwahlen/abstimmung"]));

  // how-to
  const offerForm = b.howTo(["/marktplatz/anbieten", "/marktplatz/suchen"]);
  const letter = b.howTo(["/lesereporter"]);
  // The form is a dialog of the calendar page, opened by its button 'Event einreichen'.
  const submitEvent = b.howTo(
    ["/category/Events"],
    ["Event einreichen", "einreichen", "Event melden", "vorschlagen"],
  );
  b.add("how-to", "Wie kann ich ein Inserat aufgeben?", offerForm);
  b.add("how-to", "Wie biete ich auf dem Marktplatz meine Hilfe an?", b.howTo(["/marktplatz/anbieten"]));
  b.add("how-to", "Wie erstelle ich ein Gesuch auf dem Marktplatz?", b.howTo(["/marktplatz/suchen"]));
  b.add("how-to", "Wie schreibe ich einen Leserbrief?", letter);
  b.add("how-to", "Wie kann ich als Lesereporter einen Artikel einreichen?", letter);
  b.add("how-to", "Wie melde ich einen Event?", submitEvent);
  b.add("how-to", "Wie kann ich eine Veranstaltung eintragen lassen?", submitEvent);
  b.add("how-to", "Wie bestelle ich einen PR-Bericht über meine Firma?", b.howTo(["/pr-service"]));
  b.add("how-to", "Wie erreiche ich die Redaktion?", b.howTo(["/kontakt"]));
  b.add("how-to", "Wie kann ich die Neuigkeiten per E-Mail abonnieren?", b.howTo(["/abonnieren"]));
  b.add("how-to", "Wie kann ich mich registrieren?", b.howTo(["/login"]));
  b.add("how-to", "Ich habe mein Passwort vergessen, was nun?", b.howTo(["/passwort-vergessen"]));

  // news
  b.add("news", "Was gibt es Neues vom FC Suhr-Wynental?", b.news(/FC Suhr-Wynental/));
  b.add("news", "Wie lief der Wynalauf?", b.news(/Wynalauf/));
  b.add("news", "Was ändert sich beim Fahrplanwechsel am Bahnhof?", b.news(/Fahrplanwechsel/));
  b.add("news", "Wie räumt der Werkhof im Winter den Schnee?", b.news(/Winterdienst|Werkhof/));
  b.add("news", "Ist der Entsorgungskalender 2026 erschienen?", b.news(/Entsorgungskalender/));
  b.add("news", "Was wurde über den neuen Spielplatz geschrieben?", b.news(/Spielplatz/));
  b.add("news", "Wie war die Jungbürgerfeier?", b.news(/Jungbürgerfeier/));
  b.add("news", "Stimmt es, dass die Bäckerei einen neuen Holzofen hat?", b.news(/Holzofen/));
  b.add("news", "Welche Betriebe bieten Lehrstellen an?", b.news(/Lehrstellen/));
  b.add("news", "Gibt es einen neuen Hofladen mit Selbstbedienung?", b.news(/Hofladen/));
  b.add("news", "Wo bekomme ich den Suhrer Einkaufsgutschein?", b.news(/Einkaufsgutschein/));
  b.add("news", "Wie haben die Wyna Tigers im Unihockey gespielt?", b.news(/Unihockey/));
  // The young people's own article is not public; a candidate who takes up their wish is.
  b.add("news", "Wer wünscht sich einen Pumptrack?", {
    mustContain: [["Nadia Kaufmann"]],
    mustNotContain: [],
    items: ["Nadia Kaufmann"],
  });
  b.add("news", "Was schreiben die Leser zu Tempo 30 auf der Tramstrasse?", b.news(/Tempo 30/));

  // notices
  b.add(
    "notices",
    "Welche Baugesuche liegen zurzeit auf?",
    b.notices((notice) => notice.kind === "baugesuch", true),
  );
  b.add(
    "notices",
    "Gibt es ein Baugesuch an der Bachstrasse?",
    b.notices((notice) => /Bachstrasse/.test(notice.title)),
  );
  b.add(
    "notices",
    "Kommt eine Solaranlage auf die Turnhalle Feld?",
    b.notices((notice) => /Turnhalle Feld/.test(notice.title)),
  );
  b.add(
    "notices",
    "Wer will an der Pfisterstrasse einen Wintergarten bauen?",
    b.notices((notice) => /Pfisterstrasse/.test(notice.title)),
  );
  b.add(
    "notices",
    "Welche Strasse ist wegen Bauarbeiten gesperrt?",
    b.notices((notice) => notice.kind === "strassensperrung"),
  );
  b.add(
    "notices",
    "Was hat der Gemeinderat zuletzt beschlossen?",
    b.notices((notice) => notice.kind === "gemeinderat"),
  );
  b.add(
    "notices",
    "Wann werden die Christbäume abgeführt?",
    b.notices((notice) => /Christbaum/.test(notice.title)),
  );
  b.add(
    "notices",
    "Ist die Gemeindeverwaltung über die Feiertage geschlossen?",
    b.notices((notice) => /Gemeindeverwaltung/.test(notice.title)),
  );
  b.add(
    "notices",
    "Gibt es eine amtliche Mitteilung zur Gränicherstrasse?",
    b.notices((notice) => /Gränicherstrasse/.test(notice.title)),
  );

  // faq
  b.add(
    "faq",
    "Wann hat die Gemeindeverwaltung offen?",
    b.faq(/gemeindeverwaltung|gemeindekanzlei|schalter/i),
  );
  b.add("faq", "Wann wird der Kehricht abgeholt?", b.faq(/kehricht|abfuhr/i));
  b.add("faq", "Wie entsorge ich Sperrgut?", b.faq(/sperrgut/i));
  b.add("faq", "Wie hoch ist die Hundesteuer?", b.faq(/hund/i));
  b.add("faq", "Wie melde ich meinen Wohnsitz an?", b.faq(/wohnsitz|anmeld|zuzug|zügle|umzug/i));
  b.add("faq", "Wo bekomme ich eine Tageskarte für den Zug?", b.faq(/tageskarte/i));
  b.add("faq", "Wo ist das Fundbüro?", b.faq(/fund/i));
  b.add("faq", "Welche Notfallnummern muss ich kennen?", b.faq(/notfall/i));

  return { presidents, council, offerForm, letter, submitEvent };
}
