import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { outbox, prReports } from "../../db/schema";
import { as, createTestAppWithMembers, signUp, type Who } from "../../test/app";
import { createSiteFetcher, isPublicAddress, type ResolvedAddress } from "./site-fetcher";

/**
 * What pr-service.test.ts (generating and paying) and pr-approval.test.ts (approval and billing) share:
 * the company's site, requests from addresses of their own, and an order that waits for approval.
 */

const COMPANY_HTML = `<!doctype html><html lang="de"><head>
<title>Startseite | Velo Huber AG</title>
<meta name="description" content="Velo Huber repariert und verkauft Velos und E-Bikes. Persönliche Beratung im Dorfzentrum.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BicycleStore","name":"Velo Huber AG",
"address":{"@type":"PostalAddress","streetAddress":"Tramstrasse 12","postalCode":"5034","addressLocality":"Suhr"},
"telephone":"+41 62 000 00 00"}</script></head>
<body><nav><a href="/kontakt">Kontakt</a></nav><h1>Willkommen</h1>
<h2>Velo-Reparaturen</h2><h2>E-Bike-Beratung</h2><h3>Kontakt</h3>
<p>Seit vielen Jahren sind wir die Adresse für alles rund ums Velo in der Region.</p>
<a href="mailto:info@velo-huber.ch">E-Mail</a><script>alert("nicht lesen")</script></body></html>`;

/**
 * Serves the company's site on loopback under the public-looking name velo-huber.ch (intern-firma.ch points
 * into a private network) and lets the app's site fetcher reach only that; answers how to stop it.
 */
async function serveCompanySite(app: FastifyInstance): Promise<() => Promise<void>> {
  const siteTable: Record<string, string[]> = {
    "velo-huber.ch": ["127.0.0.1"],
    "intern-firma.ch": ["10.0.0.1"],
  };
  const site = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(COMPANY_HTML);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const sitePort = (site.address() as AddressInfo).port;
  // The company site runs on loopback under a public-looking name; only that one address is let through.
  app.ctx.siteFetcher = createSiteFetcher({
    resolve: async (hostname): Promise<ResolvedAddress[]> => {
      const addresses = siteTable[hostname];
      if (!addresses) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
      return addresses.map((address) => ({ address, family: 4 }));
    },
    isAllowedAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
    ports: { http: sitePort, https: 1 },
    timeoutMs: 2_000,
  });
  return () => new Promise<void>((resolve) => site.close(() => resolve()));
}

/**
 * A portal with the three members of createTestAppWithMembers whose site fetcher reaches the company's site;
 * `env` adds to its configuration (a model).
 */
export async function startPrPortal(env: Record<string, string> = {}) {
  const { t, admin, author: owner, other } = await createTestAppWithMembers(env);
  const stopSite = await serveCompanySite(t.app);
  const stop = async () => {
    await t.close();
    await stopSite();
  };
  return { t, admin, owner, other, stop };
}

let address = 0;
/** `as(app, who)`, each request from an address of its own: the per-address limit is not what these tests are about. */
export const api = (app: FastifyInstance, who?: Who) =>
  as(app, who, { remoteAddress: () => `198.51.100.${(address++ % 250) + 1}` });

export const mailsTo = (app: FastifyInstance, address: string) =>
  app.ctx.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.id);

export const reportRow = async (app: FastifyInstance, id: number) =>
  (await app.ctx.db.select().from(prReports).where(eq(prReports.id, id)))[0]!;

/** Generates a report as a new member and saves the accepted test card: it then waits for approval. */
export async function orderedReport(app: FastifyInstance, card = "4242 4242 4242 4242") {
  const member = await signUp(app);
  const email = `buchhaltung-${member.user.id.slice(0, 8)}@velo-huber.ch`;
  const generated = await api(app, member).post("/api/generate-pr-report", {
    companyDomain: "velo-huber.ch",
  });
  expect(generated.statusCode).toBe(200);
  const { prReportId } = generated.json() as { prReportId: number };
  const setup = await api(app, member).post("/api/create-pr-subscription", {
    prReportId,
    email,
    companyName: "Velo Huber AG",
  });
  expect(setup.statusCode).toBe(200);
  const { clientSecret } = setup.json() as { clientSecret: string };
  const confirmed = await api(app, member).post(`/api/pr-reports/${prReportId}/test-card`, {
    clientSecret,
    cardNumber: card,
  });
  expect(confirmed.statusCode).toBe(200);
  return { id: prReportId as number, member, email };
}
