import { describe, expect, it } from "vitest";
import { sharedByTheTests } from "../test/shared-by-tests";
import { declaredRoutes } from "./test/declared-routes";
import { createSecurityApp } from "./test/harness";
import { callAsAllowed, methodOf, STATE_CHANGING } from "./test/route-samples";

const s = sharedByTheTests(createSecurityApp, (s) => s.close());

const CROSS_SITE = "Anfragen von fremden Seiten sind nicht erlaubt.";
/** The test app's PUBLIC_URL. */
const OWN_ORIGIN = "http://localhost:5000";

/** What a browser adds to a request another site's page makes (form post, fetch, sandboxed frame). */
const FOREIGN: Record<string, Record<string, string>> = {
  "Sec-Fetch-Site: cross-site": { "sec-fetch-site": "cross-site", origin: "https://boese.example" },
  "a foreign Origin (older browsers)": { origin: "https://boese.example" },
  "a look-alike Origin": { origin: "http://localhost:5000.boese.example" },
  "Origin: null (sandboxed frame)": { origin: "null" },
};

const writes = declaredRoutes().filter(([route]) => STATE_CHANGING.has(methodOf(route)));
const stateChanging = writes.filter(([, rule]) => !rule.crossSiteAllowed);
/** Writes other sites' servers send for a person, authorized by a secret in the address alone. */
const openToOtherSites = writes.filter(([, rule]) => rule.crossSiteAllowed);

describe("cross-site requests (DESIGN.md §3)", () => {
  it("are walked over every state-changing route", () => {
    expect(stateChanging.length).toBeGreaterThan(50);
  });

  it.each(stateChanging)("%s is refused from another site and served from this one", async (route, rule) => {
    for (const [label, headers] of Object.entries(FOREIGN)) {
      const refused = await callAsAllowed(s, route, rule, headers);
      expect(refused.statusCode, `${label}: ${refused.body}`).toBe(403);
      expect(refused.json()).toMatchObject({ message: CROSS_SITE });
    }
    const own = await callAsAllowed(s, route, rule, { "sec-fetch-site": "same-origin", origin: OWN_ORIGIN });
    expect(own.statusCode, own.body).toBeLessThan(500);
    // A machine's route without its secret is refused by its own check, not as cross-site.
    if (rule.access === "operations") expect(own.body).not.toContain(CROSS_SITE);
    else expect([401, 403], own.body).not.toContain(own.statusCode);
  });

  it("opens only the one-click unsubscribes of mail programs (RFC 8058) to other sites", async () => {
    expect(openToOtherSites.map(([route]) => route)).toEqual([
      "POST /api/groups/mail-setting/:token/unsubscribe",
      "POST /api/mail/decisions/:token/unsubscribe",
      "POST /api/messages/mail-setting/:token/unsubscribe",
      "POST /api/subscriptions/:token/unsubscribe",
    ]);
    for (const [route, rule] of openToOtherSites) {
      for (const [label, headers] of Object.entries(FOREIGN)) {
        const answered = await callAsAllowed(s, route, rule, headers);
        expect(answered.statusCode, `${label}: ${answered.body}`).toBe(404);
        expect(answered.body).not.toContain(CROSS_SITE);
      }
    }
  });

  it("refuses before anything is read or written: a cross-site post that would be valid stores nothing", async () => {
    const member = await s.person();
    const entry = {
      kind: "offer",
      title: "Velo zu verschenken",
      description: "Kinder-Velo, 20 Zoll.",
      name: "Vreni",
    };
    const refused = await s.call({
      method: "POST",
      url: "/api/help-entries",
      payload: entry,
      cookie: member.cookie,
      headers: { "sec-fetch-site": "cross-site", origin: "https://boese.example" },
    });
    expect(refused.statusCode).toBe(403);
    const mine = await s.call({ url: "/api/help-entries/my-entries", cookie: member.cookie });
    expect(mine.json()).toEqual([]);

    // Not even the body is parsed: malformed JSON from another site hears the same 403, not 400.
    const unparsed = await s.call({
      method: "POST",
      url: "/api/help-entries",
      payload: "{kein json",
      cookie: member.cookie,
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    });
    expect(unparsed.statusCode).toBe(403);
  });

  it("lets reading stay open to links from other sites", async () => {
    const member = await s.person();
    const read = await s.call({
      url: "/api/auth/user",
      cookie: member.cookie,
      headers: { "sec-fetch-site": "cross-site", origin: "https://boese.example" },
    });
    expect(read.statusCode).toBe(200);
  });

  it("opens no live connection for another site's page (cross-site WebSocket hijacking)", async () => {
    const member = await s.person();
    for (const headers of Object.values(FOREIGN)) {
      const refused = await s.call({ url: "/ws", cookie: member.cookie, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: CROSS_SITE });
    }
  });

  it("signs out through GET /api/logout only on a navigation this site started", async () => {
    const member = await s.person();
    const fromImage = await s.call({
      url: "/api/logout",
      cookie: member.cookie,
      headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
    });
    expect(fromImage.statusCode).toBe(302);
    expect(fromImage.headers.location).toBe("/abmelden");
    expect((await s.call({ url: "/api/auth/user", cookie: member.cookie })).statusCode).toBe(200);

    const ownNavigation = await s.call({
      url: "/api/logout",
      cookie: member.cookie,
      headers: {
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      },
    });
    expect(ownNavigation.headers.location).toBe("/");
    expect((await s.call({ url: "/api/auth/user", cookie: member.cookie })).statusCode).toBe(401);
  });
});
