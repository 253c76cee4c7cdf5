import { eq } from "drizzle-orm";
import { addDays, calendarDayOf, zonedTime } from "../../../shared/common/dates";
import { slugFromTitle } from "../../../shared/common/slug";
import type {
  GroupKind,
  GroupNotificationLevel,
  GroupRole,
  GroupVisibility,
} from "../../../shared/groups/basics";
import type { Tx } from "../client";
import {
  events,
  groupMembers,
  groupPollBallots,
  groupPollChoices,
  groupPollOptions,
  groupPolls,
  groupPosts,
  groups,
  users,
} from "../schema";
import { daysAgo } from "./schedule";

/**
 * The demo village's groups (issue 27, item 5): one of each visibility and kind that a newcomer
 * recognises, with members, posts, polls and events. People are indexes into seedMembers; `demoMember` is the
 * demo member account, a member of the private group so that signing in shows what only members see.
 */
interface SeedGroup {
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

const seedGroups: SeedGroup[] = [
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

/** Inserts the demo groups, approved, with their people, posts, polls and events (inside the seed's transaction). */
export async function insertSeedGroups(
  tx: Tx,
  memberIds: string[],
  now: Date,
  demoMemberEmail: string,
  timeZone: string,
) {
  const [demoMember] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demoMemberEmail));
  const idOf = (person: number | "demoMember") =>
    person === "demoMember" ? demoMember?.id : memberIds[person % memberIds.length];
  for (const [index, seed] of seedGroups.entries()) {
    const created = daysAgo(now, 40 + index * 7, 10);
    const [group] = await tx
      .insert(groups)
      .values({
        slug: slugFromTitle(seed.name),
        name: seed.name,
        kind: seed.kind,
        visibility: seed.visibility,
        status: "active",
        description: seed.description,
        contactName: seed.contactName,
        meetingPlace: seed.meetingPlace,
        website: seed.website,
        membershipFee: seed.membershipFee,
        foundedByUserId: idOf(seed.members[0]!.person) ?? null,
        decidedAt: created,
        createdAt: created,
      })
      .returning({ id: groups.id });
    if (!group) throw new Error("demo group not created");
    const seats = seed.members.flatMap(({ person, role, level }) => {
      const userId = idOf(person);
      return userId
        ? [
            {
              groupId: group.id,
              userId,
              role,
              status: "member" as const,
              notificationLevel: level,
              joinedAt: created,
            },
          ]
        : [];
    });
    const asked = (seed.requests ?? []).flatMap((person) => {
      const userId = idOf(person);
      return userId ? [{ groupId: group.id, userId, status: "requested" as const }] : [];
    });
    await tx.insert(groupMembers).values([...seats, ...asked]);
    for (const post of seed.posts) {
      await tx.insert(groupPosts).values({
        groupId: group.id,
        authorUserId: idOf(post.author),
        body: post.body,
        announcement: post.announcement ?? false,
        pinned: post.pinned ?? false,
        createdAt: daysAgo(now, post.daysAgo, 17),
      });
    }
    if (seed.poll) await insertSeedPoll(tx, group.id, seed.poll, idOf, now);
    if (seed.events)
      await insertSeedEvents(
        tx,
        { id: group.id, name: seed.name },
        seed.events,
        idOf(seed.members[0]!.person),
        {
          now,
          timeZone,
        },
      );
  }
}

/** A group's events as its admins make them (groups/events.ts): the group as organizer, told to nobody. */
async function insertSeedEvents(
  tx: Tx,
  group: { id: number; name: string },
  seedEvents: NonNullable<SeedGroup["events"]>,
  userId: string | undefined,
  { now, timeZone }: { now: Date; timeZone: string },
) {
  const today = calendarDayOf(now, timeZone);
  await tx.insert(events).values(
    seedEvents.map((event) => {
      const [hour = 0, minute = 0] = event.startTime.split(":").map(Number);
      return {
        slug: slugFromTitle(event.title),
        title: event.title,
        description: event.description,
        location: event.location,
        eventDate: zonedTime(addDays(today, event.daysAhead), hour, minute, timeZone),
        startTime: event.startTime,
        endTime: event.endTime ?? null,
        organizer: group.name,
        userId: userId ?? null,
        status: event.membersOnly ? ("members" as const) : ("approved" as const),
        groupId: group.id,
        notifiedAt: now,
        createdAt: daysAgo(now, 2, 9),
      };
    }),
  );
}

async function insertSeedPoll(
  tx: Tx,
  groupId: number,
  poll: NonNullable<SeedGroup["poll"]>,
  idOf: (person: number) => string | undefined,
  now: Date,
) {
  const [row] = await tx
    .insert(groupPolls)
    .values({
      groupId,
      authorUserId: idOf(poll.author),
      question: poll.question,
      multiple: poll.multiple ?? false,
      closesAt: new Date(now.getTime() + 14 * 86_400_000),
      createdAt: daysAgo(now, 3, 12),
    })
    .returning({ id: groupPolls.id });
  if (!row) throw new Error("demo poll not created");
  const options = await tx
    .insert(groupPollOptions)
    .values(poll.options.map((text, position) => ({ pollId: row.id, position, text })))
    .returning({ id: groupPollOptions.id, position: groupPollOptions.position });
  const optionAt = new Map(options.map((option) => [option.position, option.id]));
  for (const [person, chosen] of poll.votes) {
    const userId = idOf(person);
    if (!userId) continue;
    await tx.insert(groupPollBallots).values({ pollId: row.id, userId });
    await tx
      .insert(groupPollChoices)
      .values(chosen.map((position) => ({ pollId: row.id, optionId: optionAt.get(position)!, userId })));
  }
}
