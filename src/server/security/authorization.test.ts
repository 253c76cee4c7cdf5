import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_UNVERIFIED } from "../../shared/auth";
import { registeredRoutes } from "../lib/route-table";
import { createTestApp } from "../test/app";
import { createSecurityApp, type Person, type SecurityApp } from "./harness";
import {
  classifiedRoutes,
  methodOf,
  patternOf,
  ROUTE_ACCESS,
  type RouteRule,
  sampleFor,
  urlOf,
} from "./route-access";

let s: SecurityApp;

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

describe("the authorization matrix (src/server/security/route-access.ts)", () => {
  it("classifies every route the portal registers, in either sign-in configuration, and no route that is gone", async () => {
    const oidc = await createTestApp({
      OIDC_ISSUER: "https://login.example",
      OIDC_CLIENT_ID: "dorfportal",
      OIDC_CLIENT_SECRET: "geheim",
    });
    const registered = [...new Set([...registeredRoutes(s.app), ...registeredRoutes(oidc.app)])];
    await oidc.close();
    expect(registered.length).toBeGreaterThan(100);
    expect(
      registered.filter((route) => !(route in ROUTE_ACCESS)),
      "unclassified routes: add each to ROUTE_ACCESS in src/server/security/route-access.ts",
    ).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((route) => !registered.includes(route as never))).toEqual([]);
  });

  it.each(classifiedRoutes())(
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

  const guarded = classifiedRoutes().filter(
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
