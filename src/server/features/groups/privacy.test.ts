import { describe, expect, it } from "vitest";
import type { NotificationsPage } from "../../../shared/notifications/basics";
import { as, type Member, signUp } from "../../test/app";
import { sharedByTheTests } from "../../test/shared-by-tests";
import {
  castGroup,
  expectNoTrace,
  foundGroup,
  type GroupCast,
  type GroupsPortal,
  groupsPortal,
  twoWeeksAhead,
} from "./test-groups";

/**
 * A private group leaks through no route (issue 27, item 4): its name, description, posts, comments, members,
 * members-only event and poll are in no answer of the rest of the portal for a visitor, a signed-in
 * non-member and a member who has left. A closed group's page is public, its life and members are not.
 * Each trace is a word found nowhere else on the portal, so that an answer that names it has leaked it.
 */
const PRIVATE = {
  name: "Geheimbund Zwetschgenhain",
  description: "Wir treffen uns bei Mondschein: die Mondscheinkegler von Suhr, nur mit Einladung.",
  post: "Die Pfefferminzrakete startet am Samstag hinter der Scheune.",
  announcement: "Ankündigung: das Sternschnuppenfest findet statt.",
  afterLeaving: "Neues vom Quittengelee, nach dem Austritt geschrieben.",
  comment: "Ich bringe die Kupferkesselrunde mit.",
  event: "Klausur Zwetschgenhain",
  eventPlace: "Hütte am Holunderbach",
  poll: "Wohin geht der Ausflug der Mondscheinkegler?",
  options: ["Hagebuttenweg", "Brombeerhalde"],
  memberLastName: "Holzapfel",
};
const PRIVATE_TRACES = [
  "Zwetschgenhain",
  "Mondscheinkegler",
  "Pfefferminzrakete",
  "Sternschnuppenfest",
  "Quittengelee",
  "Kupferkesselrunde",
  "Holunderbach",
  "Hagebuttenweg",
  "Brombeerhalde",
  "Holzapfel",
];

/** A closed group: its page is the village's, its posts, poll, members-only event and members are not. */
const CLOSED = {
  post: "Das Rezept für den Birnenweggen bleibt unter uns.",
  comment: "Mit Zimtschnecken dazu.",
  event: "Vorstandsessen Pastetenkeller",
  poll: "Wer übernimmt den Marronistand?",
  options: ["Ich", "Du"],
  memberLastName: "Wacholder",
};
const CLOSED_TRACES = ["Birnenweggen", "Zimtschnecken", "Pastetenkeller", "Marronistand", "Wacholder"];

interface Scene {
  portal: GroupsPortal;
  hidden: GroupCast;
  closed: GroupCast;
  exMember: Member;
  /** The centre's entries the ex-member was sent while they belonged (their addresses). */
  toldWhileMember: string[];
  eventSlug: string;
  eventId: string;
  pollId: number;
  /** The ids of a post and a comment, for 'Melden'. */
  reported: { post: string; comment: string };
}

async function created(response: { statusCode: number; body: string; json(): unknown }) {
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as { id: number | string; slug: string };
}

/** A group's life: a post with a comment, an announcement, a members-only event and a poll. */
async function fillGroup(
  portal: GroupsPortal,
  cast: GroupCast,
  life: { post: string; comment: string; event: string; poll: string; options: string[] },
  extra: { announcement?: string; eventPlace?: string } = {},
) {
  const app = portal.t.app;
  const post = await created(
    await as(app, cast.member).post(`/api/groups/${cast.slug}/posts`, { body: life.post }),
  );
  const comment = await created(
    await as(app, cast.owner).post(`/api/groups/${cast.slug}/posts/${post.id}/comments`, {
      body: life.comment,
    }),
  );
  if (extra.announcement)
    await created(
      await as(app, cast.groupAdmin).post(`/api/groups/${cast.slug}/posts`, {
        body: extra.announcement,
        announcement: true,
      }),
    );
  const event = await created(
    await as(app, cast.groupAdmin).post(`/api/groups/${cast.slug}/events`, {
      title: life.event,
      eventDate: twoWeeksAhead().iso,
      startTime: "20:00",
      location: extra.eventPlace ?? "Vereinslokal",
      description: life.event,
      membersOnly: true,
    }),
  );
  const poll = await created(
    await as(app, cast.member).post(`/api/groups/${cast.slug}/polls`, {
      question: life.poll,
      options: life.options,
    }),
  );
  return { event, poll: poll.id as number, post: String(post.id), comment: String(comment.id) };
}

async function joinByInvitation(portal: GroupsPortal, cast: GroupCast, joining: Member) {
  const app = portal.t.app;
  const { url } = (await as(app, cast.owner).post(`/api/groups/${cast.slug}/invitations`)).json() as {
    url: string;
  };
  const token = new URL(url).searchParams.get("einladung");
  await created(await as(app, joining).post(`/api/groups/${cast.slug}/join`, { invitation: token }));
}

const scene: Scene = sharedByTheTests(
  async () => {
    const portal = await groupsPortal();
    const app = portal.t.app;
    const closed = await castGroup(portal, "closed");
    await joinByInvitation(
      portal,
      closed,
      await signUp(app, { firstName: "Zora", lastName: CLOSED.memberLastName }),
    );
    await fillGroup(portal, closed, CLOSED);

    const { slug } = await foundGroup(portal, portal.people.owner, "private", PRIVATE.name);
    await as(app, portal.editor).post(`/api/admin/groups/${slug}/approve`);
    const hidden: GroupCast = { ...portal.people, slug };
    await as(app, hidden.owner).patch(`/api/groups/${slug}`, { description: PRIVATE.description });
    for (const joining of [hidden.groupAdmin, hidden.member]) await joinByInvitation(portal, hidden, joining);
    await as(app, hidden.owner).patch(`/api/groups/${slug}/members/${hidden.groupAdmin.user.id}`, {
      role: "admin",
    });
    await joinByInvitation(
      portal,
      hidden,
      await signUp(app, { firstName: "Wendelin", lastName: PRIVATE.memberLastName }),
    );

    // The ex-member belonged while the group lived, kept the address of their calendar, then left.
    const exMember = await signUp(app, { firstName: "Edith", lastName: "Gegangen" });
    await joinByInvitation(portal, hidden, exMember);
    const { event, poll, post, comment } = await fillGroup(portal, hidden, PRIVATE, {
      announcement: PRIVATE.announcement,
      eventPlace: PRIVATE.eventPlace,
    });
    const toldWhileMember = (await notificationsOf(portal, exMember)).map((item) => item.href);
    expect(toldWhileMember.length).toBeGreaterThan(0);
    const left = await as(app, exMember).post(`/api/groups/${slug}/leave`);
    if (left.statusCode !== 204) throw new Error(`leaving failed: ${left.body}`);
    await created(
      await as(app, hidden.member).post(`/api/groups/${slug}/posts`, { body: PRIVATE.afterLeaving }),
    );
    return {
      portal,
      hidden,
      closed,
      exMember,
      toldWhileMember,
      eventSlug: event.slug,
      eventId: String(event.id),
      pollId: poll,
      reported: { post, comment },
    };
  },
  (s) => s.portal.t.close(),
);

async function notificationsOf(portal: GroupsPortal, member: Member) {
  const page = (await as(portal.t.app, member).get("/api/notifications")).json() as NotificationsPage;
  return page.items;
}

const VIEWERS = ["visitor", "non-member", "ex-member"] as const;
type Viewer = (typeof VIEWERS)[number];

const whoIs = (viewer: Viewer): Member | null =>
  viewer === "visitor" ? null : viewer === "ex-member" ? scene.exMember : scene.portal.people.outsider;

const get = (viewer: Viewer, url: string) => as(scene.portal.t.app, whoIs(viewer)).get(url);

/** Every answer of the portal beyond the group's own routes, as text; null where the viewer has none. */
/** The answers of some addresses, as one text. */
const bodies = async (viewer: Viewer, urls: string[]) =>
  (await Promise.all(urls.map((url) => get(viewer, url)))).map((answer) => answer.body).join("\n");

const SURFACES: Array<[string, (viewer: Viewer) => Promise<string | null>]> = [
  [
    "the site search and its suggestions",
    (viewer) =>
      bodies(
        viewer,
        [...PRIVATE_TRACES, ...CLOSED_TRACES].flatMap((word) => [
          `/api/search?q=${encodeURIComponent(word)}`,
          `/api/search/suggest?q=${encodeURIComponent(word)}`,
        ]),
      ),
  ],
  ["the search page", (viewer) => bodies(viewer, ["/suche?q=Geheimbund"])],
  ["the sitemap", (viewer) => bodies(viewer, ["/sitemap.xml"])],
  [
    "the news, notices and events feeds",
    (viewer) =>
      bodies(viewer, ["/rss.xml", "/category/Events/rss.xml", "/mitteilungen/rss.xml", "/events.ics"]),
  ],
  [
    "the home page and its answers",
    (viewer) => bodies(viewer, ["/", "/api/homepage-content", "/api/articles/featured", "/api/events/week"]),
  ],
  [
    "the village's calendar",
    (viewer) =>
      bodies(viewer, [
        `/api/events/month/${twoWeeksAhead().year}/${twoWeeksAhead().month}`,
        "/category/Events",
      ]),
  ],
  [
    "the groups' directory",
    (viewer) =>
      bodies(viewer, ["/api/groups", "/api/groups?q=Geheimbund", "/gruppen", "/gruppen?q=Geheimbund"]),
  ],
  [
    "the assistant's answers",
    async (viewer) => {
      const questions = [
        "Was ist der Geheimbund?",
        "Welche Vereine gibt es in Suhr?",
        "Was läuft in den nächsten zwei Wochen?",
        "Wann ist die Klausur?",
      ];
      const answers = await Promise.all(
        questions.map((message) => as(scene.portal.t.app, whoIs(viewer)).post("/api/chat", { message })),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      return answers.map((answer) => answer.body).join("\n");
    },
  ],
  [
    "the inbox",
    async (viewer) => {
      const inbox = await get(viewer, "/api/messages");
      expect(inbox.statusCode).toBe(viewer === "visitor" ? 401 : 200);
      return inbox.body;
    },
  ],
  [
    "the member's own events and group calendar",
    async (viewer) => {
      if (viewer === "visitor") return null;
      const { url } = (await get(viewer, "/api/group-calendar")).json() as { url: string };
      const feed = await get(viewer, new URL(url).pathname);
      return `${feed.body}\n${(await get(viewer, "/api/events/user")).body}`;
    },
  ],
];

describe.each(VIEWERS)("a private group, for a %s", (viewer) => {
  it.each(SURFACES)("leaves no trace in %s", async (where, read) => {
    const text = await read(viewer);
    if (text !== null) expectNoTrace(text, [...PRIVATE_TRACES, ...CLOSED_TRACES], where, scene.hidden.slug);
  });

  it("is not found at its page, its event's page and any of its own routes: 404, never 403", async () => {
    const { slug } = scene.hidden;
    const urls = [
      `/gruppen/${slug}`,
      `/gruppen/${slug}?einladung=erfunden`,
      `/api/groups/${slug}`,
      `/api/groups/${slug}/invitations/erfunden`,
      `/api/groups/${slug}/posts`,
      `/api/groups/${slug}/polls`,
      `/api/groups/${slug}/polls/${scene.pollId}`,
      `/api/groups/${slug}/events`,
      `/api/groups/${slug}/members`,
      `/veranstaltungen/${scene.eventSlug}`,
      `/api/veranstaltungen/${scene.eventSlug}`,
      `/events/${scene.eventId}.ics`,
    ];
    for (const url of urls) {
      const answer = await get(viewer, url);
      expect(answer.statusCode, url).toBe(404);
      // The address asked for may be repeated (it is the asker's own); nothing else of the group is.
      expectNoTrace(answer.body.replaceAll(slug, ""), PRIVATE_TRACES, url);
    }
  });

  it("cannot have its post or comment reported: 'Melden' knows no such item", async () => {
    for (const [kind, itemId] of [
      ["group-post", scene.reported.post],
      ["group-comment", scene.reported.comment],
    ] as const) {
      const answer = await as(scene.portal.t.app, whoIs(viewer)).post("/api/reports", {
        kind,
        itemId,
        reason: "Das gehört nicht hierher, bitte prüfen.",
      });
      expect(answer.statusCode, kind).toBe(viewer === "visitor" ? 401 : 404);
      expectNoTrace(answer.body, PRIVATE_TRACES, kind);
    }
  });

  it("tells them nothing in the notification centre that they were not told as a member", async () => {
    const member = whoIs(viewer);
    if (!member) {
      expect((await get(viewer, "/api/notifications")).statusCode).toBe(401);
      return;
    }
    const told = (await notificationsOf(scene.portal, member)).filter(
      (item) => item.href.includes(scene.hidden.slug) || PRIVATE_TRACES.some((t) => item.title.includes(t)),
    );
    expect(told.map((item) => item.href)).toEqual(viewer === "ex-member" ? scene.toldWhileMember : []);
  });
});

describe.each(["visitor", "non-member"] as const)("a closed group, for a %s", (viewer) => {
  it("shows its page, but neither its posts, poll, members-only event nor members", async () => {
    const { slug } = scene.closed;
    const page = await get(viewer, `/gruppen/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain((await get(viewer, `/api/groups/${slug}`)).json().name);
    expectNoTrace(page.body, CLOSED_TRACES, "the group's page");
    for (const life of ["posts", "polls", "members"]) {
      const answer = await get(viewer, `/api/groups/${slug}/${life}`);
      expect(answer.statusCode, life).toBe(403);
      expectNoTrace(answer.body, CLOSED_TRACES, life);
    }
    expectNoTrace((await get(viewer, `/api/groups/${slug}/events`)).body, CLOSED_TRACES, "its events");
  });
});

describe("a member of the groups", () => {
  it("sees what the others do not: the traces above are real", async () => {
    const { hidden, closed } = scene;
    const app = scene.portal.t.app;
    const texts = await Promise.all(
      [
        `/api/groups/${hidden.slug}`,
        `/api/groups/${hidden.slug}/posts`,
        `/api/groups/${hidden.slug}/polls`,
        `/api/groups/${hidden.slug}/events`,
        `/api/groups/${hidden.slug}/members`,
        `/api/groups/${closed.slug}/posts`,
        `/api/groups/${closed.slug}/polls`,
        `/api/groups/${closed.slug}/events`,
        `/api/groups/${closed.slug}/members`,
      ].map(async (url) => (await as(app, hidden.member).get(url)).body),
    );
    const all = texts.join("\n");
    for (const trace of [...PRIVATE_TRACES, ...CLOSED_TRACES]) expect(all).toContain(trace);
  });
});
