import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isOneOf } from "../../shared/common/labelled-values";
import { selectRows } from "../db/client";
import * as schema from "../db/schema";
import { articles, contentGenerations, readerLetters } from "../db/schema";
import { createTestApp, signUp } from "../test/app";
import { insertArticle, insertLetter } from "../test/content";
import { sharedTestApp } from "../test/shared-by-tests";
import { preferredEncoding } from "./encoding";
import { cacheKey } from "./entries";
import { CONTENT_AREAS, PUBLIC_ROUTES, TABLE_AREAS } from "./public-routes";

const t = sharedTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
/**
 * A write straight into the database, then what a write request does before it answers: on PostgreSQL the
 * notification of a write made outside a request arrives a moment later (scale-out.test.ts waits for it).
 */
const written = async <T>(write: Promise<T>): Promise<T> => {
  const result = await write;
  await t.app.responseCache.refresh();
  return result;
};
const generation = async (area: string) =>
  (await t.app.ctx.db.select().from(contentGenerations).where(eq(contentGenerations.area, area)))[0]
    ?.generation ?? -1;

describe("cached anonymous answers", () => {
  it("keeps an answer with a content ETag and Vary: Cookie, and answers 304 while it is unchanged", async () => {
    await insertArticle(t.app.ctx.db, { title: "Etag-Artikel" });
    await t.app.responseCache.refresh();
    const first = await get("/api/homepage-content");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.vary).toBe("Cookie, Accept-Encoding");
    const hits = t.app.responseCache.stats.hits;
    const again = await get("/api/homepage-content");
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    expect(t.app.responseCache.stats.hits).toBe(hits + 1);
    const notModified = await get("/api/homepage-content", { "if-none-match": etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");

    await written(insertArticle(t.app.ctx.db, { title: "Neuer Artikel ändert das ETag" }));
    const changed = await get("/api/homepage-content", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("Neuer Artikel ändert das ETag");
  });

  it("keeps brotli and gzip variants and sends the one the client accepts", async () => {
    await insertArticle(t.app.ctx.db, { title: "Komprimiert", content: "Text ".repeat(500) });
    await t.app.responseCache.refresh();
    const plain = await get("/");
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get("/", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.etag).not.toBe(br.headers.etag);
  });

  it("shows an edit, a deletion and an approval at once on the cached page and JSON", async () => {
    const { db } = t.app.ctx;
    const article = await insertArticle(db, { title: "Alter Titel", slug: "frisch-bleiben" });
    await t.app.responseCache.refresh();
    for (const url of [
      "/post/frisch-bleiben",
      "/api/articles/frisch-bleiben",
      "/",
      "/api/homepage-content",
    ]) {
      expect((await get(url)).body).toContain("Alter Titel");
      expect((await get(url)).body).toContain("Alter Titel");
    }

    await written(db.update(articles).set({ title: "Neuer Titel" }).where(eq(articles.id, article.id)));
    for (const url of [
      "/post/frisch-bleiben",
      "/api/articles/frisch-bleiben",
      "/",
      "/api/homepage-content",
    ]) {
      const body = (await get(url)).body;
      expect(body).toContain("Neuer Titel");
      expect(body).not.toContain("Alter Titel");
    }

    await written(db.delete(articles).where(eq(articles.id, article.id)));
    expect((await get("/post/frisch-bleiben")).statusCode).toBe(404);
    expect((await get("/api/articles/frisch-bleiben")).statusCode).toBe(404);
    expect((await get("/api/homepage-content")).body).not.toContain("Neuer Titel");

    const letter = await written(insertLetter(db, { title: "Wartender Brief", status: "pending" }));
    expect((await get("/")).body).not.toContain("Wartender Brief");
    expect((await get(`/leserbriefe/${letter.slug}`)).statusCode).toBe(404);
    await written(
      db
        .update(readerLetters)
        .set({ status: "approved", isApproved: true, isPublished: true, publishedAt: new Date() })
        .where(eq(readerLetters.id, letter.id)),
    );
    expect((await get("/")).body).toContain("Wartender Brief");
    expect((await get(`/leserbriefe/${letter.slug}`)).statusCode).toBe(200);
  });

  it("shows an article dated in the future once its moment has come", async () => {
    const publishAt = new Date(Date.now() + 3_600_000);
    await insertArticle(t.app.ctx.db, {
      title: "Geplanter Artikel",
      slug: "geplant",
      publishedAt: publishAt,
    });
    await t.app.responseCache.refresh();
    expect((await get("/api/homepage-content")).body).not.toContain("Geplanter Artikel");
    expect((await get("/api/homepage-content")).body).not.toContain("Geplanter Artikel");
    expect((await get("/post/geplant")).statusCode).toBe(404);
    expect((await get("/post/geplant")).statusCode).toBe(404);

    vi.useFakeTimers({ toFake: ["Date"], now: publishAt.getTime() + 1 });
    expect((await get("/api/homepage-content")).body).toContain("Geplanter Artikel");
    expect((await get("/post/geplant")).statusCode).toBe(200);
  });

  it("never keeps a page rendered for a member for others", async () => {
    t.app.responseCache.clear();
    const { cookie } = await signUp(t.app, { firstName: "Gret", lastName: "Nötzli" });
    const signedIn = await get("/kontakt", { cookie });
    expect(signedIn.body).toContain("Gret Nötzli");
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const anonymous = await get("/kontakt");
    expect(anonymous.body).not.toContain("Gret Nötzli");
    expect(anonymous.body).toContain("Anmelden");
  });

  it("computes an address once however many visitors ask for it at the same moment", async () => {
    await insertArticle(t.app.ctx.db, { title: "Ansturm" });
    await t.app.responseCache.refresh();
    const before = t.app.responseCache.stats.computations;
    const url = "/api/articles/category/Dorfl%C3%A4be";
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(url)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(t.app.responseCache.stats.computations - before).toBe(1);
  });
});

/** One request over a socket, as a browser sends it: status, head and the bytes as they came. */
function overSocket(url: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        { method: options.method ?? "GET", headers: options.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on("error", reject);
      request.end();
    },
  );
}

describe("hits over a socket", () => {
  it("are answered by the server's request handler before Fastify, with the same head, 304 and HEAD", async () => {
    await written(
      insertArticle(t.app.ctx.db, { title: "Vor Fastify beantwortet", content: "Wort ".repeat(400) }),
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const url = `${base}/api/homepage-content`;
    const { stats } = t.app.responseCache;
    const computed = await overSocket(url);
    expect(computed.status).toBe(200);
    const front = stats.frontHits;

    const hit = await overSocket(url);
    expect(stats.frontHits).toBe(front + 1);
    expect(hit.body.equals(computed.body)).toBe(true);
    // Every answer names its own request, a proxy's id when it gave one.
    const { date: _date, "x-request-id": hitId, ...head } = hit.headers;
    const { date: _computedDate, "x-request-id": computedId, ...computedHead } = computed.headers;
    expect(head).toEqual(computedHead);
    expect(hitId).toMatch(/^[\w-]{36}$/);
    expect(hitId).not.toBe(computedId);
    const traced = await overSocket(url, { headers: { "x-request-id": "proxy-42" } });
    expect(traced.headers["x-request-id"]).toBe("proxy-42");
    expect(head).toMatchObject({ vary: "Cookie, Accept-Encoding", "x-content-type-options": "nosniff" });
    expect(head.etag).toMatch(/^"[\w-]+"$/);

    const notModified = await overSocket(url, { headers: { "if-none-match": String(head.etag) } });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(head.etag);

    const headOnly = await overSocket(url, { method: "HEAD" });
    expect(headOnly.status).toBe(200);
    expect(headOnly.body.length).toBe(0);
    expect(headOnly.headers["content-length"]).toBe(String(computed.body.length));

    const br = await overSocket(url, { headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(computed.body)).toBe(true);
    expect(stats.frontHits).toBe(front + 5);

    // A member is served the same public answer by the front, and a page's member copy (members.test.ts).
    const member = await overSocket(url, { headers: { cookie: "sid=irgendwas" } });
    expect(member.body.equals(computed.body)).toBe(true);
    expect(stats.frontHits).toBe(front + 6);
    await overSocket(`${base}/kontakt`);
    const beforePage = stats.frontHits;
    const memberPage = await overSocket(`${base}/kontakt`, { headers: { cookie: "sid=irgendwas" } });
    expect(memberPage.body.toString()).toContain("<html data-session");
    expect(stats.frontHits).toBe(beforePage + 1);
    // A write ends the entry for the front as well.
    await written(insertArticle(t.app.ctx.db, { title: "Nach dem Eintrag geschrieben" }));
    const fresh = await overSocket(url);
    expect(fresh.body.toString()).toContain("Nach dem Eintrag geschrieben");
    expect(stats.frontHits).toBe(beforePage + 1);
  });
});

describe("memory bound", () => {
  it("keeps a flood of distinct searches within the configured bytes", async () => {
    const small = await createTestApp({ RESPONSE_CACHE_MB: "0.005" });
    try {
      await insertArticle(small.app.ctx.db, {
        title: "Suchbarer Artikel",
        content: "Gemeinderat ".repeat(200),
      });
      await small.app.responseCache.refresh();
      for (let index = 0; index < 25; index += 1) {
        const response = await small.app.inject({ url: `/api/search?q=gemeinderat${index}` });
        expect(response.statusCode).toBe(200);
        expect(small.app.responseCache.size.bytes).toBeLessThanOrEqual(small.app.responseCache.maxBytes);
      }
      expect(small.app.responseCache.size.entries).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  }, 120_000);
});

describe("invalidation that cannot be forgotten", () => {
  /** Tables whose rows never appear in a public answer; every other table must be an area. */
  const PRIVATE_TABLES = [
    // Of users, only names are public (a group's feed): the derived area member_names.
    "users",
    "password_credentials",
    "external_identities",
    "sessions",
    "messages",
    "upload_tokens",
    "outbox",
    "audit_log",
    "page_views",
    "analytics_salts",
    "content_generations",
    "content_reports",
    "account_tokens",
    "message_versions",
    "member_blocks",
    "message_mail_settings",
    "message_mail_notices",
    "live_connections",
    // The poll's results version: /api/election/results answers its own ETag and is not in the cache; a
    // change of its day raises the derived area 'election' (migration election_poll_area).
    "election_summary",
    "payment_events",
    "test_payments",
    "test_payment_clock",
    // The newsroom's history: read by editors only.
    "editorial_revisions",
    // Old slugs are written only together with their item's new slug, whose table's generation moves.
    "editorial_slug_redirects",
    // A notice's documents are written only together with a touch of their notice (notices/attachments.ts).
    "notice_attachments",
    // Invitation links are read by whoever holds one, never from the cache.
    "group_invitations",
    // A group's polls are answered live with the viewer's own choice, never from the cache.
    "group_polls",
    "group_poll_options",
    "group_poll_ballots",
    "group_poll_choices",
    // A group's conversation and each member's read marker and mute: its members' inboxes alone.
    "group_messages",
    "group_conversation_members",
    // Subscribers' addresses and topics: never shown to anybody but the holder of the token.
    "subscriptions",
    // Which week's digest went out, and which addresses turned a kind of mail off: read by no page.
    "digest_runs",
    // Notifications: each member's own centre and each device's pushes, never on a public page.
    "notification_events",
    "notifications",
    "notification_centre_settings",
    "push_subscriptions",
    "push_outbox",
    "mail_opt_outs",
    // The assistant's FAQ and synonyms: read by its answers (POST /api/chat, never cached) and the team.
    "assistant_faq",
    "assistant_synonyms",
  ];

  it("names every table of the schema either an area of public content or private", () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    const unclassified = tables.filter(
      (name) => !PRIVATE_TABLES.includes(name) && !isOneOf(TABLE_AREAS, name),
    );
    expect(unclassified).toEqual([]);
  });

  it("raises the area's generation on every kind of write to each table of public content", async () => {
    const triggers = await selectRows<{ table: string }>(
      t.app.ctx.db,
      sql`select event_object_table as table from information_schema.triggers
          where action_statement like '%bump_content_generation%' group by event_object_table`,
    );
    expect(triggers.map((row) => row.table).sort()).toEqual([...TABLE_AREAS].sort());
    for (const area of TABLE_AREAS) {
      const table = sql.identifier(area);
      // Any column does for a statement that changes no row (a member list has no id of its own).
      const [first] = await selectRows<{ name: string }>(
        t.app.ctx.db,
        sql`select column_name as name from information_schema.columns
            where table_name = ${area} order by ordinal_position limit 1`,
      );
      const column = sql.identifier(first?.name ?? "id");
      for (const statement of [
        sql`update ${table} set ${column} = ${column} where false`,
        sql`delete from ${table} where false`,
        sql`insert into ${table} (${column}) select ${column} from ${table} where false`,
      ]) {
        const before = await generation(area);
        await t.app.ctx.db.execute(statement);
        expect(await generation(area), `${area}: ${statement.queryChunks.length}`).toBe(before + 1);
      }
    }
  });

  it("lists only areas that exist, and each address once", () => {
    for (const route of PUBLIC_ROUTES) {
      if (route.areas === "page-data") continue;
      for (const area of route.areas) expect(CONTENT_AREAS).toContain(area);
    }
    expect(new Set(PUBLIC_ROUTES.map((route) => route.path)).size).toBe(PUBLIC_ROUTES.length);
  });
});

describe("keys and encodings", () => {
  it("orders query parameters, so that one answer serves both spellings", () => {
    expect(cacheKey("/api/search?q=a&limit=5")).toBe(cacheKey("/api/search?limit=5&q=a"));
    expect(cacheKey("/api/search?")).toBe("/api/search");
  });

  it("honours q=0 and prefers brotli", () => {
    expect(preferredEncoding("gzip, br")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});
