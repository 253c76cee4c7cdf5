import type { NoticeKind } from "../../../shared/notices/basics";

/**
 * The demo village's official notices (issue 25). Days count from the day of seeding: `published` days
 * ago; dates in `details` are written as days from today (`+12`) and become calendar days when seeded.
 */
export interface SeedNotice {
  kind: NoticeKind;
  title: string;
  published: number;
  content: string;
  details: Record<string, string | string[] | number>;
}

export const seedNotices: SeedNotice[] = [
  {
    kind: "baugesuch",
    title: "Baugesuch: Ersatzneubau Mehrfamilienhaus an der Bachstrasse",
    published: 6,
    content:
      "Gestützt auf § 60 des Gesetzes über Raumentwicklung und Bauwesen (BauG) wird folgendes Baugesuch öffentlich aufgelegt.\n\nEinwendungen sind während der Auflagefrist schriftlich und begründet an den Gemeinderat Suhr, Tramstrasse 1, 5034 Suhr, zu richten. Sie müssen einen Antrag und eine Begründung enthalten.",
    details: {
      applicant: "Wohnbaugenossenschaft Suhrental, Suhr",
      parcel: "1287",
      address: "Bachstrasse 14, 5034 Suhr",
      project:
        "Abbruch des bestehenden Wohnhauses und Neubau eines Mehrfamilienhauses mit 8 Wohnungen und Tiefgarage",
      objectionDeadline: 24,
      plansLocation: "Bauverwaltung, Gemeindehaus, Tramstrasse 1 (Montag bis Freitag, 8.30–11.30 Uhr)",
    },
  },
  {
    kind: "baugesuch",
    title: "Baugesuch: Photovoltaikanlage auf dem Dach der Turnhalle Feld",
    published: 3,
    content:
      "Die Einwohnergemeinde Suhr will das Dach der Turnhalle Feld mit einer Photovoltaikanlage belegen (rund 420 m², Eigenverbrauch der Schulanlage).\n\nEinwendungen sind während der Auflagefrist schriftlich und begründet an den Gemeinderat zu richten.",
    details: {
      applicant: "Einwohnergemeinde Suhr",
      parcel: "603",
      address: "Schulanlage Feld, Feldstrasse 25, 5034 Suhr",
      project: "Photovoltaikanlage auf dem Flachdach der Turnhalle",
      objectionDeadline: 9,
      plansLocation: "Bauverwaltung, Gemeindehaus, Tramstrasse 1",
    },
  },
  {
    kind: "baugesuch",
    title: "Baugesuch: Wintergarten an der Pfisterstrasse",
    published: 50,
    content: "Anbau eines unbeheizten Wintergartens an ein bestehendes Einfamilienhaus.",
    details: {
      applicant: "Private Bauherrschaft",
      parcel: "2144",
      address: "Pfisterstrasse 7, 5034 Suhr",
      project: "Anbau eines Wintergartens",
      objectionDeadline: -20,
      plansLocation: "Bauverwaltung, Gemeindehaus, Tramstrasse 1",
    },
  },
  {
    kind: "strassensperrung",
    title: "Gränicherstrasse: Sperrung wegen Werkleitungsbau",
    published: 2,
    content:
      "Wegen Arbeiten an der Wasserleitung und am Fernwärmenetz ist die Gränicherstrasse zwischen dem Kreisel Bahnhof und der Einmündung Obertelstrasse für den Durchgangsverkehr gesperrt. Anwohnende und Zulieferer gelangen von Norden zu ihren Liegenschaften. Der Bus fährt eine Umleitung; die Haltestelle Gränicherstrasse wird verschoben.",
    details: {
      street: "Gränicherstrasse (Kreisel Bahnhof bis Obertelstrasse)",
      from: 4,
      to: 18,
      detour: "Über Tramstrasse und Bernstrasse, signalisiert",
    },
  },
  {
    kind: "gemeinderat",
    title: "Aus den Verhandlungen des Gemeinderats",
    published: 4,
    content:
      "Der Gemeinderat hat an seiner letzten Sitzung die folgenden Geschäfte behandelt. Die vollständigen Protokolle können auf der Gemeindekanzlei eingesehen werden, soweit sie nicht vertraulich sind.",
    details: {
      meetingDate: -6,
      decisions: [
        "Der Kredit von 185 000 Franken für die Sanierung des Spielplatzes Hofstatt wird freigegeben.",
        "Die Gebühren für die Benützung der Mehrzweckhalle bleiben 2027 unverändert.",
        "Die Weihnachtsbeleuchtung an der Tramstrasse wird neu mit LED betrieben.",
      ],
    },
  },
  {
    kind: "abfall",
    title: "Christbaumabfuhr und Abfuhrkalender 2027",
    published: 1,
    content:
      "Der neue Abfuhrkalender 2027 liegt auf der Gemeindekanzlei auf und wird in diesen Tagen in alle Haushalte verteilt.\n\nDie Christbäume werden am **8. Januar** abgeführt: bitte ohne Schmuck, Lametta und Ständer bis 7 Uhr an den Strassenrand stellen.",
    details: { validUntil: 44 },
  },
  {
    kind: "allgemein",
    title: "Öffnungszeiten der Gemeindeverwaltung über die Feiertage",
    published: 0,
    content:
      "Die Gemeindeverwaltung bleibt vom 24. Dezember bis und mit 2. Januar geschlossen. Für Todesfälle ist das Bestattungsamt telefonisch erreichbar; die Nummer wird auf dem Anrufbeantworter der Gemeindekanzlei angesagt.",
    details: { validUntil: 38 },
  },
];
