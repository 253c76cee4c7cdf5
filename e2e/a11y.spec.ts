import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { contentHref, type TileItem } from "../src/shared/articles/articles";
import { seriousA11yViolations, waitForHydration } from "./helpers";
import { apiMember, mainPort, type Portal, startPortal } from "./portal";

/**
 * Every page of the client router (src/client/routes.tsx) as a visitor, a member and an administrator:
 * no serious or critical axe violation, and at 390 px no sideways scrolling. The list of pages is read
 * from the router itself, so a new page joins by itself; one with a parameter needs a sample address
 * below, or this test fails and says so. The states that matter are checked too: the event and submission
 * dialogs, the report dialog, the assistant, the mobile menu, writing a message, the not-found pages.
 */
const routerSource = readFileSync(path.resolve(import.meta.dirname, "../src/client/routes.tsx"), "utf8");
// Routes are objects ({ path: … }) or, for the page of one item, itemRoute("…", …) or detailRoute("…", …).
const ROUTES = [...routerSource.matchAll(/(?:\{\s*path: |(?:item|detail)Route\()"([^"]+)"/g)].map(
  (match) => match[1]!,
);

type Role = "visitor" | "member" | "admin";

interface Samples {
  article: string;
  /** An editorial article's id, for the newsroom's editor. */
  articleId: string;
  /** An event of the calendar, for the team's events form. */
  eventId: string;
  letter: string;
  prReport: string;
  /** A PR report this browser ordered, so that its payment pages show the order, not an error. */
  ordered: string;
  /** Another member, to write to. */
  contact: string;
  /** A current official notice: its page and its editor. */
  notice: string;
  noticeId: string;
  /** An approved group, founded for this walk (the demo content has none). */
  group: string;
}

/** Where a page with parameters (or one that needs a query) is looked at. */
const SAMPLE_URLS: Record<string, (samples: Samples) => string> = {
  "/post/:slug": (samples) => samples.article,
  "/pr-report/:id": (samples) => `/pr-report/${samples.prReport}`,
  "/leserbriefe/:slug": (samples) => samples.letter,
  "/user-artikel/:slug": () => "/user-artikel/25-jahre-seniorenturnen-am-donnerstag",
  "/category/:category": () => "/category/Sport",
  "/suche": () => "/suche?q=Gemeinde",
  "/pr-payment/:prReportId": (samples) => `/pr-payment/${samples.ordered}`,
  "/pr-payment-success/:prReportId": (samples) => `/pr-payment-success/${samples.ordered}`,
  "/inbox": (samples) => `/inbox?contact=${samples.contact}`,
  "/vorschau/artikel/:token": () => "/vorschau/artikel/ungueltig",
  "/veranstaltungen/:slug": () => "/veranstaltungen/wochenmarkt-auf-dem-dorfplatz",
  "/admin/artikel/:id": (samples) => `/admin/artikel/${samples.articleId}`,
  "/admin/veranstaltungen/:id": (samples) => `/admin/veranstaltungen/${samples.eventId}`,
  "/mitteilungen/:slug": (samples) => samples.notice,
  "/admin/mitteilungen/:id": (samples) => `/admin/mitteilungen/${samples.noticeId}`,
  "/gruppen/:slug": (samples) => samples.group,
  // A subscription's own address comes by mail: the page as a stale link shows it.
  "/abo/:token": () => "/abo/gibt-es-nicht-gibt-es-nicht-0123",
};

/** The sign-out page ends the session: it comes last. */
const LAST = "/abmelden";

/** What a visitor sees for an address that names nothing: each page's not-found state. */
const NOT_FOUND = [
  "/post/unbekannt",
  "/pr-report/999999",
  "/leserbriefe/unbekannt",
  "/user-artikel/unbekannt",
  "/category/Unbekannt",
  "/pr-payment/999999",
  "/vorschau/artikel/ungueltig",
  "/veranstaltungen/unbekannt",
  "/mitteilungen/unbekannt",
  "/gruppen/unbekannt",
  "/gibt-es-nicht",
];

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

async function samplesFor(page: Page, contact: string, group: string): Promise<Samples> {
  const first = async (category: string) =>
    contentHref((await json<TileItem[]>(page, `/api/articles/category/${category}`))[0]!, "card");
  const [report] = await json<TileItem[]>(page, "/api/articles/category/PR-Berichte");
  const editorial = (await json<TileItem[]>(page, "/api/articles/category/Sport")).find(
    (item) => item.contentType === "article",
  );
  const today = new Date();
  const [event] = await json<Array<{ id: string }>>(
    page,
    `/api/events/month/${today.getFullYear()}/${today.getMonth() + 1}`,
  );
  const {
    notices: [notice],
  } = await json<{ notices: Array<{ id: number; slug: string }> }>(page, "/api/notices");
  const order = await page.request.post("/api/generate-pr-report", {
    data: { companyDomain: "a11y-beispiel.invalid" },
  });
  expect(order.ok()).toBe(true);
  return {
    article: await first("Sport"),
    articleId: String(editorial!.id),
    eventId: event!.id,
    letter: await first("Leserbriefe"),
    prReport: String(report!.id),
    ordered: String(((await order.json()) as { prReportId: number }).prReportId),
    contact,
    notice: `/mitteilungen/${notice!.slug}`,
    noticeId: String(notice!.id),
    group,
  };
}

interface Finding {
  role: Role;
  where: string;
  problem: unknown;
}

/** Hydrated, as people use it (the inbox has no assistant to wait for). */
async function hydrated(page: Page) {
  if (new URL(page.url()).pathname === "/inbox") return;
  await waitForHydration(page);
}

/** Axe on the page as it is now, and at 390 px no sideways scrolling. */
async function inspect(page: Page, role: Role, where: string, findings: Finding[]) {
  const violations = await seriousA11yViolations(page);
  if (violations.length > 0) findings.push({ role, where, problem: violations });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - window.innerWidth;
  });
  if (overflow > 0) findings.push({ role, where, problem: `${overflow} px wider than 390 px` });
  await page.setViewportSize(size);
}

async function walk(
  page: Page,
  role: Role,
  samples: Samples,
): Promise<{ findings: Finding[]; seen: string[] }> {
  const findings: Finding[] = [];
  const seen: string[] = [];
  const paths = [...ROUTES.filter((route) => route !== LAST), ...(role === "visitor" ? NOT_FOUND : []), LAST];
  for (const route of paths) {
    seen.push(route);
    const sample = SAMPLE_URLS[route];
    if (!sample && route.includes(":")) {
      findings.push({ role, where: route, problem: "no sample address in e2e/a11y.spec.ts SAMPLE_URLS" });
      continue;
    }
    const url = sample ? sample(samples) : route;
    await page.goto(url);
    // A page for members sends a visitor on to the sign-in, the sign-out page home: each is looked at
    // where it lands.
    for (let attempt = 1; ; attempt++) {
      try {
        await hydrated(page);
        const landed = new URL(page.url());
        await inspect(
          page,
          role,
          landed.pathname === new URL(url, landed).pathname ? url : `${url} → ${landed.pathname}`,
          findings,
        );
        break;
      } catch (error) {
        // Either symptom of a page that went on while axe was brought in or run.
        const navigated = /Execution context was destroyed|reading 'run'/.test(String(error));
        if (attempt === 3 || !navigated) throw error;
        await page.waitForLoadState("load");
      }
    }
    if (route === "/category/Events") {
      await page.getByTestId("calendar-day").getByRole("button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await inspect(page, role, `${url}, event dialog`, findings);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Event hinzufügen" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await inspect(page, role, `${url}, submission dialog`, findings);
      await page.keyboard.press("Escape");
    }
    if (route === "/") {
      await page.getByRole("button", { name: "Assistent", exact: true }).click();
      await expect(page.getByLabel("Ihre Frage an den Assistenten")).toBeVisible();
      await inspect(page, role, `${url}, assistant`, findings);
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: "Menü" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile Navigation" })).toBeVisible();
      await inspect(page, role, `${url}, mobile menu`, findings);
      await page.setViewportSize(size);
    }
    if (route === "/leserbriefe/:slug") {
      await page.getByRole("button", { name: "Melden" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await inspect(page, role, `${url}, report dialog`, findings);
      await page.keyboard.press("Escape");
    }
  }
  return { findings, seen };
}

/** A browser as visitor, or signed in as a member or the administrator made through the API. */
async function roleSession(browser: Browser, baseURL: string, role: Role, stamp: number) {
  let storageState: Awaited<ReturnType<APIRequestContext["storageState"]>> | undefined;
  if (role !== "visitor") {
    const api = await apiMember(baseURL, {
      email: role === "admin" ? adminEmail(stamp) : `a11y-${stamp}@example.ch`,
      firstName: role === "admin" ? "Ada" : "Alma",
      lastName: "Axe",
    });
    storageState = await api.storageState();
    await api.dispose();
  }
  const context = await browser.newContext({ baseURL, storageState });
  // Opted out of the page counter, which has nothing to check here.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** Each start of the portal has its own administrator: the mail sink keeps the links of earlier runs. */
const adminEmail = (stamp: number) => `a11y-admin-${stamp}@example.ch`;

/**
 * On a portal of its own with the demo content: three sessions walking every page would use up what the
 * main portal allows one address (sign-ins of the administrator, page views) for the other specs.
 */
test.describe("accessibility of every page", () => {
  let portal: Portal;
  let stamp: number;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stamp = Date.now();
    portal = await startPortal(mainPort + 4, { env: { SEED: "demo", ADMIN_EMAILS: adminEmail(stamp) } });
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  test("the router's list of pages is read", () => {
    expect(ROUTES).toContain("/");
    expect(ROUTES).toContain("/post/:slug");
    expect(ROUTES.length).toBeGreaterThan(30);
  });

  test("no serious violation and no sideways scrolling, as visitor, member and administrator", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const all = await Promise.all(
      (["visitor", "member", "admin"] as const).map(async (role) => ({
        role,
        ...(await roleSession(browser, portal.baseURL, role, stamp)),
      })),
    );
    const idOf = async (role: Role) =>
      (await json<{ id: string }>(all.find((session) => session.role === role)!.page, "/api/auth/user")).id;
    // Each writes to the other; the visitor is sent to the sign-in whatever the address.
    const contacts = {
      visitor: await idOf("admin"),
      member: await idOf("admin"),
      admin: await idOf("member"),
    };
    // The administrator founds a group and approves it: its page with the tools of its owner for them.
    const adminPage = all.find((session) => session.role === "admin")!.page;
    const founded = await adminPage.request.post("/api/groups", {
      data: {
        name: "Quartierverein Axe",
        kind: "quartier",
        visibility: "open",
        description: "Nachbarinnen und Nachbarn, die gemeinsam das Quartierfest organisieren.",
      },
    });
    expect(founded.status(), await founded.text()).toBe(201);
    const { slug } = (await founded.json()) as { slug: string };
    expect((await adminPage.request.post(`/api/admin/groups/${slug}/approve`)).ok()).toBe(true);
    const group = `/gruppen/${slug}`;
    const walks = await Promise.all(
      all.map(async ({ role, page }) => walk(page, role, await samplesFor(page, contacts[role], group))),
    );
    for (const { seen } of walks) expect(seen).toEqual(expect.arrayContaining(ROUTES));
    const findings = walks.flatMap((walked) => walked.findings);
    await Promise.all(all.map(({ close }) => close()));
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
});
