import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { STATE_ELEMENT_ID } from "../../shared/common/site";
import { signUp } from "../test/app";
import { sharedTestApp } from "../test/shared-by-tests";
import { pageContentSecurityPolicy } from "./index";

const t = sharedTestApp();

const page = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** Every route of the route table answers server-rendered HTML with its own German heading. */
const routeHeadings: Array<[string, string]> = [
  ["/", "Marktplatz Suhr"],
  ["/kontakt", "Kontakt und Redaktion"],
  ["/ueber-uns", "Über uns"],
  ["/login", "Anmelden"],
  // Detail, category and search pages render content: features/articles/pages.test.ts.
  ["/pr-service", "PR-Service"],
  ["/pr-payment/1", "PR-Bericht Abonnement"],
  ["/pr-payment-success/1", "Zahlungsmethode"],
  ["/lesereporter", "Lesereporter"],
  ["/kommunalwahlen/abstimmung", "Kommunalwahlen"],
  ["/marktplatz", "Marktplatz"],
  ["/marktplatz/anbieten", "Angebot erstellen"],
  ["/marktplatz/anbieten-old", "Angebot erstellen"],
  ["/marktplatz/suchen", "Gesuch erstellen"],
  ["/nachbarschaftshilfe-anbieten?edit=1", "Angebot bearbeiten"],
  ["/nachbarschaftshilfe-suchen?edit=1", "Gesuch bearbeiten"],
  // Signed out, the admin screens ask for a sign-in (e2e/admin.spec.ts covers them signed in).
  ["/admin", "Anmeldung erforderlich"],
  ["/admin/users", "Anmeldung erforderlich"],
  ["/profil", "Profil"],
  ["/dashboard", "Mein Marktplatz"],
  ["/inbox", "Nachrichten"],
  ["/business-directory", "Business-Verzeichnis"],
];

describe("server-side rendering", () => {
  it.each(routeHeadings)("renders %s with its heading, title and description", async (url, heading) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toMatch(new RegExp(`<h[12][^>]*>[^<]*${heading}`));
    expect(response.body).toMatch(/<title>[^<]+<\/title>/);
    expect(response.body).toMatch(/<meta name="description" content="[^"]+">/);
    expect(response.body).toContain('property="og:title"');
    expect(response.body).toContain(`id="${STATE_ELEMENT_ID}"`);
  });

  it("answers unknown paths with 404 and the not-found screen", async () => {
    for (const url of ["/gibt-es-nicht", "/post", "/admin/unbekannt"]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("404 Page Not Found");
      expect(response.body).toContain("Did you forget to add the page to the router?");
    }
  });

  it("answers unknown API paths with JSON 404", async () => {
    const response = await page("/api/gibt-es-nicht");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Nicht gefunden" });
  });

  it("redirects the old writing addresses to /lesereporter", async () => {
    for (const url of ["/leserbrief-schreiben", "/artikel-schreiben"]) {
      const response = await page(url);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe("/lesereporter");
    }
  });

  it("embeds the prefetched data so that the browser does not fetch it again", async () => {
    const response = await page("/");
    const state = response.body.match(
      new RegExp(`<script type="application/json" id="${STATE_ELEMENT_ID}">(.*?)</script>`),
    );
    expect(state).not.toBeNull();
    const parsed = JSON.parse(state?.[1] ?? "{}");
    const keys = parsed.queries.queries.map((query: { queryHash: string }) => query.queryHash);
    expect(keys).toEqual(
      expect.arrayContaining([
        '["/api/auth/user"]',
        '["/api/homepage-content"]',
        '["/api/articles/featured"]',
      ]),
    );
    expect(parsed.site).toMatchObject({ municipality: "Suhr", timeZone: "Europe/Zurich" });
  });

  it("shows the empty home page without content", async () => {
    const response = await page("/");
    expect(response.body).toContain("Jetzt entdecken");
    expect(response.body).toContain("Keine Artikel verfügbar");
    expect(response.body).toContain("Es sind derzeit keine Artikel vorhanden.");
  });

  it("renders the signed-in navigation for a member and the login button otherwise", async () => {
    // A page the response cache does not keep: a member's copy of a kept page is the visitors' (members.test.ts).
    const signedOut = await page("/lesereporter");
    expect(signedOut.body).toContain("Anmelden");
    expect(signedOut.body).not.toContain("Mein Marktplatz");

    const { cookie } = await signUp(t.app, { firstName: "Heidi", lastName: "Keller" });
    const signedIn = await page("/lesereporter", cookie);
    expect(signedIn.body).toContain("Heidi Keller");
    expect(signedIn.body).toContain("Mein Marktplatz");
    expect(signedIn.body).toContain("Nachrichten");
    expect(signedIn.body).toContain('href="/api/logout"');
    expect(signedIn.body).not.toContain('href="/admin"');
  });

  it("leaves out the assistant slot on /inbox only", async () => {
    expect((await page("/")).body).toContain('id="assistant-slot"');
    expect((await page("/inbox")).body).not.toContain('id="assistant-slot"');
  });

  it("escapes user-controlled text in the data block", async () => {
    const response = await page("/login?returnTo=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E");
    expect(response.body).not.toContain("<script>alert(1)</script>");
  });
});

describe("security headers", () => {
  it("sends a Content-Security-Policy under which no inline script runs, and only data blocks inline", async () => {
    const response = await page("/post/irgendwas");
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com;/);
    expect(policy).not.toContain("unsafe-inline' https://js.stripe.com");
    expect(policy).not.toContain("nonce-");
    const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) {
      expect(attributes).toMatch(/type="application\/(?:json|ld\+json)"/);
    }
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("loads images only from this site and connects only to it and its own WebSocket", async () => {
    const policy = String((await page("/")).headers["content-security-policy"]);
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).not.toMatch(/img-src[^;]*https:/);
    expect(policy).toContain("connect-src 'self' ws://localhost:5000 https://api.stripe.com;");
  });

  it("sends every page the same security headers, and JSON only the lean set", async () => {
    const api = await page("/api/homepage-content");
    expect(api.headers["content-security-policy"]).toBeUndefined();
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect((await page("/kontakt")).headers["cross-origin-opener-policy"]).toBe("same-origin");
    const a = (await page("/kontakt")).headers["content-security-policy"];
    const b = (await page("/ueber-uns")).headers["content-security-policy"];
    expect(a).toBe(b);
  });
});

describe("cross-site requests", () => {
  const payload = { email: "x@example.ch", password: "irgendwas-langes" };

  it("refuses a state-changing request the browser marks as cross-site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/fremden Seiten/);
  });

  it("refuses a foreign Origin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload,
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("lets same-origin and non-browser requests through", async () => {
    const same = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload,
      headers: { origin: "http://localhost:5000", "sec-fetch-site": "same-origin" },
    });
    expect(same.statusCode).toBe(401);
    const plain = await t.app.inject({ method: "POST", url: "/api/auth/login", payload });
    expect(plain.statusCode).toBe(401);
  });

  it("answers broken JSON with a German 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "{nicht json",
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Ungültige Anfrage." });
  });
});

describe("the page policy under npm run dev", () => {
  it("allows exactly the page's own inline scripts by hash and Vite's WebSocket, and nothing else inline", () => {
    const preamble = 'import { injectIntoGlobalHook } from "/@react-refresh";';
    const policy = pageContentSecurityPolicy("http://127.0.0.1:5000", { inlineScripts: [preamble] });
    const hash = createHash("sha256").update(preamble).digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}' https://js.stripe.com;`);
    expect(policy).not.toContain("unsafe-inline' https://js.stripe.com");
    expect(policy).toContain(
      "connect-src 'self' ws://127.0.0.1:5000 ws://127.0.0.1:* https://api.stripe.com",
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(pageContentSecurityPolicy("http://127.0.0.1:5000")).not.toContain("127.0.0.1:*");
  });
});
