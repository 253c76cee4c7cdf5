import type {
  GroupKind,
  GroupNotificationLevel,
  GroupRole,
  GroupVisibility,
} from "../../../shared/groups/basics";

/**
 * The demo village's groups (issue 27, item 5): one of each visibility and kind that a newcomer
 * recognises, with members, posts, polls and events. People are indexes into seedMembers; `demoMember` is the
 * demo member account, a member of the private group so that signing in shows what only members see.
 */
export interface SeedGroup {
  name: string;
  kind: GroupKind;
  visibility: GroupVisibility;
  description: string;
  contactName: string;
  meetingPlace: string;
  website: string | null;
  membershipFee: string | null;
  members: Array<{ person: number | "demoMember"; role: GroupRole; level?: GroupNotificationLevel }>;
  /** Asked to join a closed group, not yet taken in. */
  requests?: number[];
  posts: Array<{ author: number; daysAgo: number; body: string; announcement?: true; pinned?: true }>;
  poll?: {
    author: number;
    question: string;
    options: string[];
    multiple?: true;
    votes: Array<[number, number[]]>;
  };
  /**
   * The group's coming events, some days after the seed day so that they never lie in the past: public
   * ones are in the village's calendar as the group's, `membersOnly` ones in the group alone.
   */
  events?: Array<{
    title: string;
    description: string;
    location: string;
    daysAhead: number;
    startTime: string;
    endTime?: string;
    membersOnly?: true;
  }>;
}

export const seedGroups: SeedGroup[] = [
  {
    name: "Turnverein Suhr",
    kind: "verein",
    visibility: "open",
    description:
      "Der Turnverein Suhr bewegt das Dorf seit 1892: Geräteturnen für Kinder, Jugendriege, Fitness für Erwachsene und die Männer- und Frauenriege.\n\nSchnuppern ist jederzeit möglich, einfach vorbeikommen oder der Kontaktperson schreiben.",
    contactName: "Thomas Vogel",
    meetingPlace: "Turnhalle Feld, Suhr",
    website: null,
    membershipFee: "Erwachsene CHF 120, Jugendliche CHF 60 im Jahr",
    members: [
      { person: 1, role: "owner" },
      { person: 3, role: "admin" },
      { person: 0, role: "member" },
      { person: 5, role: "member", level: "announcements" },
    ],
    posts: [
      {
        author: 1,
        daysAgo: 6,
        announcement: true,
        pinned: true,
        body: "Ab Montag trainiert die Jugendriege wieder in der Turnhalle Feld, jeweils 18.30 bis 20 Uhr. Bitte Hallenschuhe mitbringen.",
      },
      {
        author: 0,
        daysAgo: 2,
        body: "Wer hat Lust, am Samstag beim Aufstellen für den Chlausabend zu helfen? Wir treffen uns um 9 Uhr beim Materialraum.",
      },
    ],
    poll: {
      author: 3,
      question: "Wohin soll die Vereinsreise im Frühling gehen?",
      options: ["Flumserberg", "Creux du Van", "Rheinfall und Stein am Rhein"],
      votes: [
        [1, [2]],
        [0, [0]],
        [5, [2]],
      ],
    },
    events: [
      {
        title: "Schnuppertraining Geräteturnen",
        description:
          "Kinder ab 7 Jahren probieren Reck, Barren, Ringe und Trampolin aus, begleitet von unseren Leiterinnen und Leitern. Turnkleider und Hallenschuhe mitbringen, eine Anmeldung braucht es nicht.",
        location: "Turnhalle Feld, Suhr",
        daysAhead: 9,
        startTime: "14:00",
        endTime: "16:00",
      },
      {
        title: "Vorstandssitzung Turnverein",
        description: "Traktanden: Jahresprogramm, Leiterkurse, Hallenbelegung im Winter.",
        location: "Turnerstübli, Turnhalle Feld",
        daysAhead: 13,
        startTime: "20:00",
        membersOnly: true,
      },
    ],
  },
  {
    name: "Musikgesellschaft Suhr",
    kind: "verein",
    visibility: "closed",
    description:
      "Blasmusik für Jung und Alt: Wir proben jeden Donnerstag im Gemeindesaal und spielen am Jahreskonzert, an der 1.-August-Feier und am Dorffest.\n\nNeue Musikantinnen und Musikanten sind herzlich willkommen, auch Wiedereinsteigende.",
    contactName: "Werner Schenk",
    meetingPlace: "Gemeindesaal Suhr",
    website: null,
    membershipFee: "CHF 90 im Jahr",
    members: [
      { person: 3, role: "owner" },
      { person: 2, role: "member" },
      { person: 4, role: "member" },
    ],
    requests: [5],
    posts: [
      {
        author: 3,
        daysAgo: 4,
        announcement: true,
        body: "Die Noten für das Jahreskonzert liegen ab Donnerstag im Probelokal bereit. Bitte bis zur nächsten Probe die Stimmen durchspielen.",
      },
    ],
    events: [
      {
        title: "Jahreskonzert der Musikgesellschaft Suhr",
        description:
          "Die Musikgesellschaft spielt Märsche, Filmmusik und Polkas; in der Pause gibt es Kaffee und Kuchen. Eintritt frei, Kollekte.",
        location: "Gemeindesaal Suhr",
        daysAhead: 24,
        startTime: "19:30",
        endTime: "22:00",
      },
      {
        title: "Zusatzprobe fürs Jahreskonzert",
        description: "Gesamtprobe mit allen Registern, bitte pünktlich und mit allen Stimmen.",
        location: "Probelokal im Gemeindesaal",
        daysAhead: 10,
        startTime: "19:30",
        endTime: "21:30",
        membersOnly: true,
      },
    ],
  },
  {
    name: "Elternrat Schulhaus Feld",
    kind: "schule",
    visibility: "closed",
    description:
      "Der Elternrat vertritt die Eltern der Kinder im Schulhaus Feld gegenüber Schulleitung und Lehrpersonen und organisiert Anlässe wie den Räbeliechtli-Umzug und den Pausenkiosk.",
    contactName: "Priska Huber",
    meetingPlace: "Schulhaus Feld, Lehrerzimmer",
    website: null,
    membershipFee: null,
    members: [
      { person: 2, role: "owner" },
      { person: 4, role: "admin" },
      { person: 0, role: "member" },
    ],
    posts: [
      {
        author: 4,
        daysAgo: 3,
        body: "Für den Pausenkiosk im Dezember suchen wir noch Eltern, die Zopf oder Grittibänzen backen. Bitte hier im Kommentar melden.",
      },
    ],
    poll: {
      author: 2,
      question: "Welcher Abend passt für die nächste Sitzung?",
      options: ["Dienstag, 19.30 Uhr", "Mittwoch, 19.30 Uhr", "Donnerstag, 20 Uhr"],
      multiple: true,
      votes: [
        [2, [0, 1]],
        [4, [1]],
      ],
    },
    events: [
      {
        title: "Sitzung des Elternrats",
        description: "Wir planen den Räbeliechtli-Umzug und verteilen die Schichten am Pausenkiosk.",
        location: "Schulhaus Feld, Lehrerzimmer",
        daysAhead: 12,
        startTime: "19:30",
        membersOnly: true,
      },
    ],
  },
  {
    name: "Quartierverein Bärenmatte",
    kind: "quartier",
    visibility: "open",
    description:
      "Wir pflegen das Zusammenleben im Quartier Bärenmatte: Quartierfest im Juni, Adventsfenster, Spielplatz-Putzete und ein offenes Ohr für Anliegen an die Gemeinde.",
    contactName: "Mira Hasler",
    meetingPlace: "Spielplatz Bärenmatte",
    website: null,
    membershipFee: "CHF 20 pro Haushalt und Jahr",
    members: [
      { person: 4, role: "owner" },
      { person: 5, role: "member" },
      { person: 1, role: "member" },
    ],
    posts: [
      {
        author: 4,
        daysAgo: 1,
        announcement: true,
        body: "Die Adventsfenster sind verteilt: Ab dem 1. Dezember öffnet jeden Abend um 18 Uhr ein Fenster im Quartier. Die Liste hängt beim Spielplatz.",
      },
    ],
    events: [
      {
        title: "Spielplatz-Putzete Bärenmatte",
        description:
          "Gemeinsam putzen wir den Spielplatz, schneiden die Hecke und füllen den Sandkasten auf. Danach offeriert der Quartierverein Wurst und Brot.",
        location: "Spielplatz Bärenmatte",
        daysAhead: 16,
        startTime: "09:00",
        endTime: "12:00",
      },
    ],
  },
  {
    name: "Nachbarschaft Bachstrasse",
    kind: "quartier",
    visibility: "private",
    description:
      "Die Nachbarinnen und Nachbarn der Bachstrasse: Abmachungen zu Velos im Keller, Ferienabwesenheiten und dem gemeinsamen Grill im Hof.",
    contactName: "Dominik Roth",
    meetingPlace: "Innenhof Bachstrasse 10",
    website: null,
    membershipFee: null,
    members: [
      { person: 5, role: "owner" },
      { person: 0, role: "member" },
      { person: "demoMember", role: "member" },
    ],
    posts: [
      {
        author: 5,
        daysAgo: 5,
        body: "Ich bin vom 20. bis 27. Dezember weg. Wer mag in dieser Zeit meine Pflanzen giessen? Der Schlüssel liegt bei Lara.",
      },
    ],
    events: [
      {
        title: "Grillabend im Hof der Bachstrasse",
        description: "Jede Familie bringt etwas zum Grillieren mit, Getränke und Grill stellt Dominik.",
        location: "Innenhof Bachstrasse 10",
        daysAhead: 6,
        startTime: "18:00",
        membersOnly: true,
      },
    ],
  },
];
