import type { LightMyRequestResponse } from "fastify";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_UNVERIFIED } from "../../shared/auth/auth";
import { registerAccess, route } from "../http/access";
import { registeredRoutes } from "../lib/route-table";
import { createTestApp } from "../test/app";
import { DECLARED, declaredRoutes } from "./test/declared-routes";
import { createSecurityApp, type Person, type SecurityApp } from "./test/harness";
import { methodOf, patternOf, type RouteRule, STATE_CHANGING, sampleFor, urlOf } from "./test/route-samples";

let s: SecurityApp;

/**
 * Writes without an account: signing in and up, the assistant, page views, ordering a PR report, voting,
 * and subscribing by mail (its token is the subscriber's key).
 */
const PUBLIC_WRITES = [
  "DELETE /api/push/subscriptions",
  "POST /api/analytics/pageview",
  "POST /api/auth/login",
  "POST /api/auth/password-reset",
  "POST /api/auth/password-reset/request",
  "POST /api/auth/register",
  "POST /api/auth/verify-email",
  "POST /api/chat",
  "POST /api/chat/stream",
  "POST /api/election/vote",
  "POST /api/generate-pr-report",
  "POST /api/groups/mail-setting/:token/unsubscribe",
  "POST /api/logout",
  "POST /api/mail/decisions/:token/unsubscribe",
  "POST /api/messages/mail-setting/:token/unsubscribe",
  "POST /api/push/subscriptions",
  "POST /api/subscriptions",
  "POST /api/subscriptions/:token/unsubscribe",
  "POST /api/subscriptions/confirm",
  "PUT /api/subscriptions/:token",
];

/** Path parameters no route accepts. */
const NONSENSE_PARAMS = Object.fromEntries(
  ["id", "itemId", "slug", "userId", "kind", "name", "category", "year", "month", "width"].map((name) => [
    name,
    "-1.5 OR 1=1",
  ]),
);

beforeAll(async () => {
  s = await createSecurityApp();
});
afterAll(() => s.close());

const allowed = (response: LightMyRequestResponse) =>
  ![401, 403].includes(response.statusCode) && response.statusCode < 500;

describe("the authorization matrix (declared with each route, src/server/http/access.ts)", () => {
  it("reads every route's access from its declaration, and has no sample for a route that is gone", async () => {
    const oidc = await createTestApp({
      OIDC_ISSUER: "https://login.example",
      OIDC_CLIENT_ID: "dorfportal",
      OIDC_CLIENT_SECRET: "geheim",
    });
    // Started, so every route of the identity-provider configuration declares its access too.
    expect(registeredRoutes(oidc.app)).toContain("GET /api/callback");
    await oidc.close();
    expect(declaredRoutes().length).toBeGreaterThan(100);
    expect(DECLARED.unknownSamples, "samples in route-samples.ts for routes that are gone").toEqual([]);
  });

  // A declaration is one word: these two checks make a wrong one visible in review.
  it("declares every /api/admin route for the editorial team or administrators only", () => {
    const open = declaredRoutes().filter(
      ([route, rule]) =>
        patternOf(route).startsWith("/api/admin/") && !["editor", "admin"].includes(rule.access),
    );
    expect(open).toEqual([]);
  });

  it("opens writes to visitors only where the spec wants it", () => {
    const publicWrites = declaredRoutes()
      .filter(([route, rule]) => STATE_CHANGING.has(methodOf(route)) && rule.access === "public")
      .map(([route]) => route);
    expect(publicWrites).toEqual(PUBLIC_WRITES);
  });

  it("refuses to start when a route declares no access", async () => {
    const app = Fastify();
    registerAccess(app);
    app.get("/api/vergessen", async () => ({ ok: true }));
    app.get("/api/erklaert", route.public, async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/without an access declaration.*GET \/api\/vergessen/);
    await app.close().catch(() => {});
  });

  it.each(declaredRoutes())(
    "%s answers visitor, member, another member and admin as classified",
    async (route, rule: RouteRule) => {
      const [owner, other, admin, editor] = await Promise.all([
        s.person(),
        s.person(),
        s.person({ admin: true }),
        s.person({ editor: true }),
      ]);
      const call = async (who?: Person) => {
        const sample = await sampleFor(s, rule, owner);
        return s.call({
          method: methodOf(route),
          url: urlOf(patternOf(route), sample),
          payload: sample.body as object | undefined,
          cookie: who?.cookie,
        });
      };
      const visitor = await call();
      const asOwner = await call(owner);
      const asOther = await call(other);
      const asAdmin = await call(admin);
      const seen = (response: LightMyRequestResponse) =>
        `${response.statusCode} ${response.body.slice(0, 200)}`;

      switch (rule.access) {
        case "public":
          for (const response of [visitor, asOwner, asOther, asAdmin])
            expect(allowed(response), seen(response)).toBe(true);
          break;
        case "member":
          expect(visitor.statusCode, seen(visitor)).toBe(401);
          expect(visitor.json()).toMatchObject({ message: "Unauthorized" });
          for (const response of [asOwner, asOther, asAdmin])
            expect(allowed(response), seen(response)).toBe(true);
          {
            const unverified = await call(await s.person({ verified: false }));
            if (rule.verified) {
              expect(unverified.statusCode, seen(unverified)).toBe(403);
              expect(unverified.json()).toMatchObject({ message: EMAIL_UNVERIFIED });
            } else expect(allowed(unverified), seen(unverified)).toBe(true);
          }
          break;
        case "owner": {
          expect(visitor.statusCode, seen(visitor)).toBe(rule.visitorsHear ?? 401);
          // The owner is served: neither refused nor told the item does not exist.
          expect(allowed(asOwner) && asOwner.statusCode !== 404, seen(asOwner)).toBe(true);
          expect(asOther.statusCode, seen(asOther)).toBe(rule.othersHear);
          expect(asOther.json().message).toMatch(/[a-zäöü]{3}/);
          if (rule.adminMay === false) expect(asAdmin.statusCode, seen(asAdmin)).toBe(rule.othersHear);
          else expect(allowed(asAdmin) && asAdmin.statusCode !== 404, seen(asAdmin)).toBe(true);
          break;
        }
        case "admin":
        case "editor": {
          expect(visitor.statusCode, seen(visitor)).toBe(401);
          expect(visitor.json()).toMatchObject({ message: "Unauthorized" });
          const asEditor = await call(editor);
          const refused = rule.access === "admin" ? [asOwner, asOther, asEditor] : [asOwner, asOther];
          for (const response of refused) {
            expect(response.statusCode, seen(response)).toBe(403);
            expect(response.json().message).toMatch(/^Zugriff verweigert/);
          }
          expect(allowed(asAdmin), seen(asAdmin)).toBe(true);
          if (rule.access === "editor") expect(allowed(asEditor), seen(asEditor)).toBe(true);
          break;
        }
        case "operations":
          // Without the request's own secret every caller hears the same refusal; a session adds nothing.
          expect(visitor.statusCode, seen(visitor)).toBeGreaterThanOrEqual(400);
          expect(visitor.statusCode, seen(visitor)).toBeLessThan(500);
          for (const response of [asOwner, asOther, asAdmin])
            expect(response.statusCode, seen(response)).toBe(visitor.statusCode);
          break;
      }
    },
  );

  const guarded = declaredRoutes().filter(
    ([, rule]) =>
      rule.access === "admin" ||
      rule.access === "editor" ||
      rule.access === "member" ||
      (rule.access === "owner" && (rule.visitorsHear ?? 401) === 401),
  );
  it.each(guarded)("%s checks the caller before the input", async (route, rule) => {
    const member = await s.person();
    const nonsense = (cookie?: string) =>
      s.call({
        method: methodOf(route),
        url: urlOf(patternOf(route), { params: NONSENSE_PARAMS, query: { before: "x", page: "-1", q: "" } }),
        payload:
          methodOf(route) === "GET" ? undefined : { unerwartet: [1, { tief: true }], isAdmin: "vielleicht" },
        cookie,
      });
    const visitor = await nonsense();
    expect(visitor.statusCode, visitor.body).toBe(401);
    if (rule.access === "admin" || rule.access === "editor") {
      const asMember = await nonsense(member.cookie);
      expect(asMember.statusCode, asMember.body).toBe(403);
    }
  });
});
