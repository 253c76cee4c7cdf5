import { describe, expect, it } from "vitest";
import { SESSION_MARK } from "../../shared/common/site";
import { ADMIN_EMAIL, createTestAppWithPeople, sendMessage } from "../test/app";
import { insertArticle, insertHelpEntry } from "../test/content";
import { sharedPortal } from "../test/shared-by-tests";
import { promoteToEditor } from "../test/team";

/**
 * Issue 24: personalisation never leaks. Two members and a visitor ask for the same pages and personal
 * answers in a random order, several at a time, through the server's front (real HTTP) and in process,
 * while the response cache is emptied now and then (so that pages are sometimes computed for a member,
 * sometimes served from the visitors' entry); each sees only their own name, counts and edit links.
 */
const ARTICLE_TITLE = "Gemeindeversammlung im Dezember";

const ANNA = "Annalena Ammann";
const BEAT = "Beatrix Bodmer";

const s = sharedPortal(async () => {
  const portal = await createTestAppWithPeople({
    chefin: { email: ADMIN_EMAIL, firstName: "Chefin", lastName: "Zaugg" },
    anna: { firstName: "Annalena", lastName: "Ammann" },
    beat: { firstName: "Beatrix", lastName: "Bodmer" },
    carla: { firstName: "Carla", lastName: "Caflisch" },
  });
  const { t, anna, beat, chefin, carla } = portal;
  // Anna edits for the newsroom: articles show her 'Bearbeiten'.
  await promoteToEditor(t.app, chefin, anna.user.id);
  // Unread: two for Anna, one for Beat.
  for (const [to, content] of [
    [anna, "Hallo Annalena"],
    [anna, "Noch etwas, Annalena"],
    [beat, "Hallo Beatrix"],
  ] as const) {
    const sent = await sendMessage(t.app, carla, to.user.id, content);
    expect(sent.statusCode, sent.body).toBe(201);
  }
  const db = t.app.ctx.db;
  const articleSlug = (await insertArticle(db, { title: ARTICLE_TITLE })).slug;
  await insertHelpEntry(db, { ownerUserId: anna.user.id, title: "Annalenas Velo zum Ausleihen", name: "A." });
  await insertHelpEntry(db, { ownerUserId: beat.user.id, title: "Beatrix' Leiterwagen", name: "B." });
  await t.app.responseCache.refresh();
  return { t, anna, beat, articleSlug, base: await t.app.listen({ port: 0, host: "127.0.0.1" }) };
});

type Person = "anna" | "beat" | "visitor";
const PAGES = ["/", "/kontakt", "/marktplatz", "/profil", "/inbox", "/dashboard"];
const JSON_READS = [
  "/api/auth/user",
  "/api/messages",
  "/api/help-entries/my-entries",
  "/api/homepage-content",
];

/** A small seeded generator: a failing order can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function ask(person: Person, url: string, viaHttp: boolean) {
  const cookie = person === "anna" ? s.anna.cookie : person === "beat" ? s.beat.cookie : undefined;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (viaHttp) {
    const response = await fetch(`${s.base}${url}`, { headers, redirect: "manual" });
    return { status: response.status, body: await response.text() };
  }
  const response = await s.t.app.inject({ url, headers });
  return { status: response.statusCode, body: response.body };
}

/** What each person may and must see in an answer. */
function check(person: Person, url: string, { status, body }: { status: number; body: string }) {
  const label = `${person} ${url} (${status})`;
  const others = { anna: BEAT, beat: ANNA, visitor: [ANNA, BEAT] }[person];
  for (const foreign of [others].flat()) expect(body, label).not.toContain(foreign);
  // The entries are public on the marketplace; a member's own list holds only their own.
  if (url === "/dashboard" || url === "/api/help-entries/my-entries") {
    const foreignEntry = { anna: "Beatrix' Leiterwagen", beat: "Annalenas Velo", visitor: "Annalenas Velo" };
    expect(body, label).not.toContain(foreignEntry[person]);
    if (person !== "visitor" && status === 200)
      expect(body, label).toContain(person === "anna" ? "Annalenas Velo" : "Beatrix' Leiterwagen");
  }
  const editLink = `aria-label="Bearbeiten: ${ARTICLE_TITLE}"`;
  if (person !== "anna") expect(body, label).not.toContain(editLink);
  if (person === "visitor") {
    expect(body, label).not.toContain(SESSION_MARK);
    if (url === "/api/auth/user" || url === "/api/messages") expect(status, label).toBe(401);
    return;
  }
  const me = person === "anna" ? s.anna : s.beat;
  if (url === "/api/auth/user") expect(JSON.parse(body), label).toMatchObject({ id: me.user.id });
  if (url === "/api/messages") {
    const messages = JSON.parse(body) as { toUserId: string; fromUserId: string; isRead: boolean }[];
    for (const message of messages)
      expect([message.toUserId, message.fromUserId], label).toContain(me.user.id);
    const unread = messages.filter((message) => message.toUserId === me.user.id && !message.isRead);
    expect(unread.length, label).toBe(person === "anna" ? 2 : 1);
  }
  // A page computed for the member (not the visitors' copy the browser fills in) names them, and shows
  // the editor's link where she may edit.
  if (body.startsWith("<!") && !body.includes(SESSION_MARK)) {
    expect(body, label).toContain(person === "anna" ? ANNA : BEAT);
    if (person === "anna" && url.startsWith("/post/")) expect(body, label).toContain(editLink);
  }
}

describe("personal parts of pages and answers", () => {
  it("reach only their own member, in any order and several at a time", async () => {
    const next = random(24);
    const urls = [...PAGES, `/post/${s.articleSlug}`, ...JSON_READS];
    const requests: { person: Person; url: string; viaHttp: boolean; clearBefore: boolean }[] = [];
    for (let round = 0; round < 4; round++) {
      for (const person of ["anna", "beat", "visitor"] as const) {
        for (const url of urls)
          requests.push({ person, url, viaHttp: next() < 0.5, clearBefore: next() < 0.08 });
      }
    }
    for (let i = requests.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [requests[i], requests[j]] = [requests[j]!, requests[i]!];
    }
    let position = 0;
    let checked = 0;
    const worker = async () => {
      while (position < requests.length) {
        const request = requests[position++]!;
        if (request.clearBefore) s.t.app.responseCache.clear();
        check(request.person, request.url, await ask(request.person, request.url, request.viaHttp));
        checked += 1;
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(checked).toBe(requests.length);
    // Both paths were taken: members were served the visitors' copy and had pages computed for them.
    expect(s.t.app.responseCache.stats.memberHits).toBeGreaterThan(0);
  });
});
