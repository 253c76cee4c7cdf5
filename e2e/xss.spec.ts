import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect,
  type Page,
  type Request,
  request,
  test,
} from "@playwright/test";
import { CLOSED, WEEKDAYS } from "../src/shared/businesses/businesses";
import { XSS_PAYLOADS } from "./fixtures/xss-corpus";
import { apiMember, mainPort, PASSWORD, type Portal, startPortal } from "./portal";

/**
 * The XSS corpus (e2e/fixtures/xss-corpus.ts) through every text a person can write — reader letters,
 * user articles, events, marketplace entries, messages, member names, business entries, candidates, PR
 * reports, reports and moderation notes, chat questions and search words — stored through the API and
 * then shown in Chromium on the pages that show it, to visitors, writers and the administration. No
 * page may run any of it. It runs on a portal of its own, so that the other specs never meet it.
 *
 * A long field (a letter's text, a message) carries the whole corpus in every item. A short one (a
 * title, a name) carries as many whole payloads as fit, a different share in each item; each kind has as
 * many items as its shortest field needs, so that every payload that fits a field passes through it.
 */
const WORD = "Fliederbusch"; // every item's long text has it, so that the search finds them all
const CORPUS = XSS_PAYLOADS.join("\n");

/** The corpus in pieces of whole payloads, each fitting `room` characters. */
function pieces(room: number): string[] {
  const result: string[] = [];
  let current = "";
  for (const payload of XSS_PAYLOADS.filter((payload) => payload.length <= room)) {
    if (current && current.length + 1 + payload.length > room) {
      result.push(current);
      current = "";
    }
    current = current ? `${current} ${payload}` : payload;
  }
  if (current) result.push(current);
  return result;
}

/** Every item's tag ('Brief07') is shorter than this, and is followed by a space. */
const TAG_ROOM = 11;

/** Item `index`'s share of the corpus for a field of `max` characters, after its tag if it has one. */
function share(max: number, index: number, tag?: string): string {
  const all = pieces(tag ? max - TAG_ROOM : max);
  const piece = all[index % all.length]!;
  return tag ? `${tag} ${piece}` : piece;
}

/** How many items a kind needs so that each of its tagged fields (of these lengths) sees every piece. */
const itemsFor = (...maxes: number[]) => Math.max(...maxes.map((max) => pieces(max - TAG_ROOM).length));

const tagOf = (kind: string, index: number) => `${kind}${String(index).padStart(2, "0")}`;

const long = (tag: string) => `${tag} ${WORD}\n${CORPUS}`;

async function ok<T>(response: Promise<APIResponse>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status(), `${answer.url()}: ${await answer.text()}`).toBe(status);
  return (answer.headers()["content-type"] ?? "").includes("json")
    ? ((await answer.json()) as T)
    : (null as T);
}

interface Writer {
  api: APIRequestContext;
  id: string;
}

interface Seeded {
  admin: APIRequestContext;
  writers: Writer[];
  people: string[];
  letters: Array<{ slug: string; tag: string }>;
  articles: Array<{ slug: string; tag: string; category: string }>;
  events: string[];
  entries: Array<{ id: number; tag: string }>;
  businesses: string[];
  candidates: string[];
  prReports: Array<{ id: number; tag: string }>;
  /** The newsroom's markdown (issue 21): a published article's page and a draft's signed-out preview. */
  editorial: Array<{ path: string; tag: string }>;
}

const ARTICLE_CATEGORIES = ["Sport", "Dorfläbe", "Gewerbe", "Familie"] as const;
/** Letters and articles are limited to 10 an hour per member (CONTRIBUTION_SUBMIT_LIMIT). */
const WRITERS = 5;

const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Zurich" }).format(new Date());

/** Each start of the portal has its own administrator: the mail sink keeps the links of earlier runs. */
const adminEmail = (stamp: number) => `xss-admin-${stamp}@example.ch`;

/** First and last name of person `index`: over all people, every piece that fits a name of 80. */
const nameOf = (index: number) => ({ firstName: share(80, index * 2), lastName: share(80, index * 2 + 1) });

async function seedPeople(baseURL: string, stamp: number) {
  const admin = await apiMember(baseURL, { email: adminEmail(stamp), ...nameOf(0) });
  const writers: Writer[] = await Promise.all(
    Array.from({ length: WRITERS }, async (_, index) => {
      const api = await apiMember(baseURL, {
        email: `xss-${stamp}-${index}@example.ch`,
        ...nameOf(index + 1),
      });
      const { id } = await ok<{ id: string }>(api.get("/api/auth/user"));
      return { api, id };
    }),
  );
  // More names, for the list of members: registered, never verified, so no mail to wait for.
  const people = Math.ceil(pieces(80).length / 2);
  const visitor = await request.newContext({ baseURL });
  for (let index = WRITERS + 1; index < people; index++) {
    await ok(
      visitor.post("/api/auth/register", {
        data: { email: `xss-${stamp}-person-${index}@example.ch`, password: PASSWORD, ...nameOf(index) },
      }),
      202,
    );
  }
  await visitor.dispose();
  return { admin, writers, people: Array.from({ length: people }, (_, index) => nameOf(index).firstName) };
}

async function seed(baseURL: string, stamp: number): Promise<Seeded> {
  const { admin, writers, people } = await seedPeople(baseURL, stamp);
  const writer = (index: number) => writers[index % writers.length]!.api;

  // Letters: the first stays pending, for the moderation list; the others are approved with notes.
  const letters: Seeded["letters"] = [];
  for (let index = 0; index < itemsFor(200, 100, 1000); index++) {
    const tag = tagOf("Brief", index);
    const letter = await ok<{ id: number; slug: string }>(
      writer(index).post("/api/leserbriefe", {
        data: {
          title: share(200, index, tag),
          content: long(tag),
          authorName: share(100, index, tag),
          authorEmail: "leser@example.ch",
          authorLocation: share(100, index + 1, tag),
          topic: share(100, index + 2, tag),
          isAiAssisted: true,
          originalPrompt: share(1000, index, tag),
        },
      }),
      201,
    );
    letters.push({ slug: letter.slug, tag });
    if (index > 0) {
      await ok(
        admin.post(`/api/admin/leserbriefe/${letter.id}/approve`, {
          data: { moderationNotes: share(2000, index) },
        }),
      );
    }
  }

  const articles: Seeded["articles"] = [];
  for (let index = 0; index < itemsFor(200, 500, 100, 1000); index++) {
    const tag = tagOf("Artikel", index);
    const category = ARTICLE_CATEGORIES[index % ARTICLE_CATEGORIES.length]!;
    const article = await ok<{ id: number; slug: string }>(
      writer(index).post("/api/user-articles", {
        data: {
          title: share(200, index, tag),
          content: long(tag),
          excerpt: share(500, index, tag),
          authorName: share(100, index, tag),
          authorEmail: "leserin@example.ch",
          category,
          isAiAssisted: true,
          originalPrompt: share(1000, index, tag),
        },
      }),
      201,
    );
    articles.push({ slug: article.slug, tag, category });
    if (index > 0) {
      await ok(
        admin.post(`/api/admin/user-articles/${article.id}/approve`, {
          data: { moderationNotes: share(2000, index + 1) },
        }),
      );
    }
  }

  // Events: the first pending, the next ones rejected with a reason, the rest in the calendar today.
  const rejected = pieces(2000).length;
  const events: string[] = [];
  for (let index = 0; index < itemsFor(200, 254, 50); index++) {
    const tag = tagOf("Anlass", index);
    const event = await ok<{ id: number }>(
      writer(index).post("/api/events", {
        data: {
          title: share(200, index, tag),
          eventDate: today(),
          startTime: `${String(index % 24).padStart(2, "0")}:00`,
          description: long(tag),
          location: share(200, index + 1, tag),
          organizer: share(200, index + 2, tag),
          contactEmail: share(254, index, tag),
          contactPhone: share(50, index, tag),
        },
      }),
      201,
    );
    events.push(tag);
    if (index > 0 && index <= rejected) {
      await ok(admin.post(`/api/admin/events/${event.id}/reject`, { data: { reason: share(2000, index) } }));
    } else if (index > rejected) {
      await ok(admin.post(`/api/admin/events/${event.id}/approve`));
    }
  }

  const entries: Seeded["entries"] = [];
  for (let index = 0; index < itemsFor(120, 80, 60); index++) {
    const tag = tagOf("Hilfe", index);
    const entry = await ok<{ id: number }>(
      writer(index).post("/api/help-entries", {
        data: {
          kind: index % 2 ? "request" : "offer",
          title: share(120, index, tag),
          description: `${share(2000 - WORD.length - 1, index, tag)} ${WORD}`,
          name: share(80, index, tag),
          contactEmail: "nachbar@example.ch",
          contactPhone: share(40, index),
          price: share(60, index, tag),
        },
      }),
      201,
    );
    entries.push({ id: entry.id, tag });
  }

  const businesses: string[] = [];
  for (let index = 0; index < itemsFor(120, 60, 200); index++) {
    const tag = tagOf("Firma", index);
    await ok(
      admin.post("/api/admin/businesses", {
        data: {
          name: share(120, index, tag),
          category: share(60, index, tag),
          description: `${share(1000 - WORD.length - 1, index, tag)} ${WORD}`,
          address: share(200, index, tag),
          phone: share(40, index),
          email: "laden@example.ch",
          website: "https://example.ch/?q=%22%3E%3Cscript%3Ewindow.__xss=1%3C/script%3E",
          openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, CLOSED])),
        },
      }),
      201,
    );
    businesses.push(tag);
  }

  const candidates: string[] = [];
  for (let index = 0; index < itemsFor(120, 60, 1000); index++) {
    const tag = tagOf("Kandidat", index);
    await ok(
      admin.post("/api/admin/candidates", {
        data: {
          name: share(120, index, tag),
          party: share(60, index, tag),
          description: share(1000, index, tag),
          position: index % 2 ? "council" : "president",
        },
      }),
      201,
    );
    candidates.push(tag);
  }

  // Messages both ways, one about a marketplace entry; reports of letters with their reasons.
  const [first, second] = writers as [Writer, Writer];
  await ok(
    first.api.post("/api/messages", {
      data: { toUserId: second.id, content: long("Nachricht"), relatedEntryId: entries[1]!.id },
    }),
    201,
  );
  await ok(second.api.post("/api/messages", { data: { toUserId: first.id, content: long("Antwort") } }), 201);
  const ownLetters = await ok<Array<{ id: number }>>(first.api.get("/api/leserbriefe/user"));
  for (const [index, reason] of pieces(1000).entries()) {
    await ok(
      second.api.post("/api/reports", {
        data: { kind: "leserbrief", itemId: String(ownLetters[index]!.id), reason },
      }),
      201,
    );
  }

  // PR reports as companies order them (five per browser session at most), as the admin edits them.
  const prReports: Seeded["prReports"] = [];
  let company = first.api;
  for (let index = 0; index < itemsFor(300, 200); index++) {
    if (index > 0 && index % 5 === 0) company = await request.newContext({ baseURL });
    const tag = tagOf("PR", index);
    const { prReportId } = await ok<{ prReportId: number }>(
      company.post("/api/generate-pr-report", { data: { companyDomain: `xss-${index}.invalid` } }),
    );
    const { clientSecret } = await ok<{ clientSecret: string }>(
      company.post("/api/create-pr-subscription", {
        data: { prReportId, email: "buchhaltung@example.ch", companyName: share(200, index + 1, tag) },
      }),
    );
    await ok(
      company.post(`/api/pr-reports/${prReportId}/test-card`, {
        data: { clientSecret, cardNumber: "4242424242424242" },
      }),
    );
    await ok(
      admin.patch(`/api/admin/pr-reports/${prReportId}`, {
        data: { title: share(300, index, tag), companyName: share(200, index, tag) },
      }),
    );
    if (index > 0) await ok(admin.post(`/api/admin/pr-reports/${prReportId}/approve`));
    prReports.push({ id: prReportId, tag });
  }

  const editorial: Seeded["editorial"] = [];
  for (const [index, status] of (["published", "draft"] as const).entries()) {
    const tag = tagOf("Presse", index);
    const article = await ok<{ id: number; slug: string }>(
      admin.post("/api/admin/articles", {
        data: {
          title: share(200, index, tag),
          excerpt: share(500, index, tag),
          content: long(tag),
          category: "Dorfläbe",
          status,
        },
      }),
      201,
    );
    if (status === "published") {
      editorial.push({ path: `/post/${article.slug}`, tag });
    } else {
      const { url } = await ok<{ url: string }>(admin.post(`/api/admin/articles/${article.id}/preview-link`));
      editorial.push({ path: new URL(url).pathname, tag });
    }
  }

  return {
    admin,
    writers,
    people,
    letters,
    articles,
    events,
    entries,
    businesses,
    candidates,
    prReports,
    editorial,
  };
}

/** Catches what would run: the trap variable, dialogs and what the page's policy refused. */
async function trappedPage(
  browser: Browser,
  baseURL: string,
  storageState?: Awaited<ReturnType<APIRequestContext["storageState"]>>,
) {
  const context = await browser.newContext({ baseURL, storageState });
  await context.addInitScript(() => {
    const caught: string[] = [];
    (window as unknown as { __caught: string[] }).__caught = caught;
    document.addEventListener("securitypolicyviolation", (event) => {
      // Zod probes once whether it may compile validators (new Function, caught); markup cannot reach eval
      // without first running inline, which the policy reports as such.
      if (event.blockedURI === "eval") return;
      caught.push(`policy refused ${event.violatedDirective}: ${event.sample || event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  // What a page loads for its content; a live connection never finishes and is no part of it.
  const loading = new Set<Request>();
  const counted = ["document", "fetch", "xhr", "script"];
  page.on("request", (request) => {
    if (counted.includes(request.resourceType())) loading.add(request);
  });
  page.on("requestfinished", (request) => loading.delete(request));
  page.on("requestfailed", (request) => loading.delete(request));
  /** Resolves once no request has been under way for two looks in a row: what a click loads is there. */
  const settled = async () => {
    let quiet = 0;
    await expect
      .poll(
        () => {
          quiet = loading.size === 0 ? quiet + 1 : 0;
          return quiet;
        },
        { intervals: [50], message: "requests of the page still under way" },
      )
      .toBeGreaterThanOrEqual(2);
  };
  return { page, dialogs, settled, close: () => context.close() };
}

/**
 * Nothing of the corpus is live in the page: no trap set, no dialog, no policy refusal, no element
 * with an event handler attribute, no script address, no script element but the site's own, no
 * frames, plugins, base or refresh, no SVG animation; structured data still parses.
 */
async function expectInert(page: Page, dialogs: string[], where: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [...(window as unknown as { __caught?: string[] }).__caught!];
    const trap = (window as unknown as { __xss?: unknown }).__xss;
    if (trap !== undefined) found.push(`window.__xss = ${String(trap)}`);
    const scriptAddress = /^(javascript|vbscript|data):/i;
    const urlAttributes = ["href", "xlink:href", "src", "action", "formaction", "data", "srcdoc", "poster"];
    const forbidden = ["IFRAME", "FRAME", "OBJECT", "EMBED", "BASE", "ANIMATE", "SET", "FOREIGNOBJECT"];
    for (const element of document.querySelectorAll("*")) {
      const tag = element.tagName.toUpperCase();
      if (forbidden.includes(tag)) found.push(`<${tag.toLowerCase()}> element`);
      if (tag === "META" && element.getAttribute("http-equiv")) found.push("<meta http-equiv>");
      if (tag === "SCRIPT") {
        const type = element.getAttribute("type") ?? "";
        const src = element.getAttribute("src");
        if (type === "application/ld+json" || type === "application/json") {
          try {
            JSON.parse(element.textContent ?? "");
          } catch {
            found.push(`${type} block does not parse`);
          }
        } else if (!src || new URL(src, location.href).origin !== location.origin) {
          found.push(`script element ${src ?? (element.textContent ?? "").slice(0, 60)}`);
        }
      }
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith("on")) found.push(`<${tag.toLowerCase()} ${name}>`);
        // Browsers drop control characters and spaces around an address before reading its scheme.
        const value = [...attribute.value]
          .filter(
            (char) => char.charCodeAt(0) > 0x20 && (char.charCodeAt(0) < 0x7f || char.charCodeAt(0) > 0x9f),
          )
          .join("");
        const imageData = tag === "IMG" && name === "src" && /^data:image\/(png|gif|jpeg|webp)/i.test(value);
        if (urlAttributes.includes(name) && scriptAddress.test(value) && !imageData) {
          found.push(`<${tag.toLowerCase()} ${name}="${attribute.value.slice(0, 60)}">`);
        }
      }
    }
    return found;
  });
  expect([...problems, ...dialogs.map((message) => `dialog: ${message}`)], where).toEqual([]);
}

type Session = Awaited<ReturnType<typeof trappedPage>>;

/** Shows the tags (the content is really there), and nothing of it runs. */
async function expectShownInert(session: Session, tags: string[], where: string) {
  const body = session.page.locator("body");
  for (const tag of tags) await expect(body, where).toContainText(tag);
  await expectInert(session.page, session.dialogs, where);
}

/**
 * Opens `path` and waits for what it loads (unless it keeps asking, as the payment page and the inbox do), then as
 * expectShownInert. A `paged` list gets all its pages first (its button appears once the page, hydrated,
 * has asked for the address of the next page).
 */
async function visit(
  session: Session,
  path: string,
  tags: string[],
  { paged = false, settle = true }: { paged?: boolean; settle?: boolean } = {},
) {
  const { page } = session;
  await page.goto(path);
  if (settle) await session.settled();
  if (paged) {
    // Hydrated first (the assistant's button comes after hydration): then the list asks for its next page.
    await expect(page.getByRole("button", { name: "Assistent", exact: true })).toBeVisible();
    await session.settled();
    const more = page.getByRole("button", { name: /^Weitere .* laden$/ });
    while (await more.isVisible()) {
      await more.click();
      await session.settled();
    }
  }
  await expectShownInert(session, tags, path);
}

/** Runs `each` over the items, spread over the sessions, which work side by side. */
async function spread<T>(
  sessions: Session[],
  items: T[],
  each: (session: Session, item: T) => Promise<void>,
) {
  await Promise.all(
    sessions.map(async (session, lane) => {
      for (const [index, item] of items.entries())
        if (index % sessions.length === lane) await each(session, item);
    }),
  );
}

/** Clicks through every tab (and the tabs inside each), checking each view; returns all the text seen. */
async function walkTabs(session: Session, where: string): Promise<string> {
  const { page } = session;
  const seen: string[] = [];
  const outer = page.locator('[role="tablist"]').first().getByRole("tab");
  for (let section = 0; section < (await outer.count()); section++) {
    await outer.nth(section).click();
    await session.settled();
    await expectInert(page, session.dialogs, `${where}, tab ${section}`);
    seen.push((await page.locator("main").textContent()) ?? "");
    const inner = page.locator('[role="tabpanel"][data-state="active"] [role="tab"]');
    for (let kind = 0; kind < (await inner.count()); kind++) {
      await inner.nth(kind).click();
      await session.settled();
      await expectInert(page, session.dialogs, `${where}, tab ${section}.${kind}`);
      seen.push((await page.locator("main").textContent()) ?? "");
    }
  }
  return seen.join("\n");
}

const SHOWN = "window.__xss"; // what every piece of the corpus shows as text

test.describe("markup in every user text", () => {
  let portal: Portal;
  let seeded: Seeded;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    portal = await startPortal(mainPort + 3, { env: { ADMIN_EMAILS: adminEmail(stamp) } });
    seeded = await seed(portal.baseURL, stamp);
  });
  test.afterAll(async () => {
    await Promise.all([seeded?.admin.dispose(), ...(seeded?.writers ?? []).map(({ api }) => api.dispose())]);
    await portal?.stop();
  });

  test("is shown as text and never runs on the public pages", async ({ browser }) => {
    test.setTimeout(240_000);
    const lanes = await Promise.all([1, 2, 3].map(() => trappedPage(browser, portal.baseURL)));
    const visitor = lanes[0]!;
    const letters = seeded.letters.slice(1);
    const articles = seeded.articles.slice(1);
    const prReports = seeded.prReports.slice(1);
    const events = seeded.events.slice(pieces(2000).length + 1);

    await visit(visitor, "/", [SHOWN]);
    await expect(visitor.page.getByTestId("home-tile")).toHaveCount(12);
    await spread(lanes, letters, async (lane, letter) => {
      await visit(lane, `/leserbriefe/${letter.slug}`, [letter.tag]);
      // A letter is plain text: every payload is there to read, exactly as written.
      expect(await lane.page.getByTestId("letter-content").textContent()).toBe(long(letter.tag));
    });
    await visit(
      visitor,
      "/category/Leserbriefe",
      letters.map((letter) => letter.tag),
      { paged: true },
    );
    await spread(lanes, articles, (lane, article) =>
      visit(lane, `/user-artikel/${article.slug}`, [article.tag]),
    );
    for (const category of ARTICLE_CATEGORIES) {
      const tags = articles.filter((article) => article.category === category).map((article) => article.tag);
      await visit(visitor, `/category/${category}`, tags, { paged: true });
    }
    await spread(lanes, prReports, (lane, report) => visit(lane, `/pr-report/${report.id}`, [report.tag]));
    // The newsroom's markdown, on the public page and in the signed-out preview.
    for (const item of seeded.editorial) await visit(visitor, item.path, [item.tag]);
    await visit(
      visitor,
      "/category/PR-Berichte",
      prReports.map((report) => report.tag),
      { paged: true },
    );

    await visit(visitor, "/category/Events", events);
    for (const tag of events) {
      await visitor.page
        .getByTestId("event-calendar")
        .getByRole("button", { name: new RegExp(tag) })
        .click();
      const dialog = visitor.page.getByRole("dialog");
      await expectShownInert(visitor, [`${tag} ${WORD}`], `event dialog ${tag}`);
      await visitor.page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }

    await visit(
      visitor,
      "/marktplatz",
      seeded.entries.map((entry) => entry.tag),
      { paged: true },
    );
    await visit(visitor, "/business-directory", seeded.businesses);
    await visit(visitor, "/kommunalwahlen/abstimmung", seeded.candidates);
    await visit(visitor, `/suche?q=${WORD}`, [SHOWN], { paged: true });
    await spread(lanes, pieces(200), (lane, words) =>
      visit(lane, `/suche?q=${encodeURIComponent(words)}`, []),
    );
    const search = visitor.page.getByRole("search", { name: "Website durchsuchen" }).getByRole("combobox");
    for (const typed of ["Brief", "Artikel", "Anlass", "Hilfe", "PR0"]) {
      await search.fill(typed);
      await expect(visitor.page.getByRole("option").first()).toBeVisible();
      await expectShownInert(visitor, [SHOWN], `suggestions for ${typed}`);
    }

    // The assistant quotes what it finds (businesses, events, entries) and hears the corpus as questions.
    await visitor.page.goto("/");
    await visitor.page.getByRole("button", { name: "Assistent", exact: true }).click();
    const question = visitor.page.getByLabel("Ihre Frage an den Assistenten");
    const answers = visitor.page.getByTestId("chat-bot-message");
    const asked = [
      "Welche Events sind heute?",
      "Was gibt es auf dem Marktplatz?",
      "Welche Geschäfte haben offen?",
      "Firma00",
      ...pieces(500),
    ];
    for (const [index, ask] of asked.entries()) {
      await question.fill(ask);
      await question.press("Enter");
      await expect(answers).toHaveCount(index + 2); // the greeting, then one answer per question
    }
    await expectShownInert(visitor, [SHOWN], "chat");
    await Promise.all(lanes.map((lane) => lane.close()));
  });

  test("is shown as text and never runs for its writers and the administration", async ({ browser }) => {
    test.setTimeout(240_000);
    const [first, second] = seeded.writers as [Writer, Writer];
    // The first two writers' own lists (the others' hold the same kinds of text).
    for (const writer of [first, second]) {
      const own = await trappedPage(browser, portal.baseURL, await writer.api.storageState());
      await visit(own, "/profil", [SHOWN]);
      await walkTabs(own, "/profil");
      await visit(own, "/dashboard", [SHOWN]);
      await own.close();
    }

    const writer = await trappedPage(browser, portal.baseURL, await first.api.storageState());
    // The inbox keeps asking who is online: its messages, once shown, are what is waited for.
    await visit(writer, `/inbox?contact=${second.id}`, ["Nachricht", "Antwort"], { settle: false });
    await visit(writer, `/nachbarschaftshilfe-anbieten?edit=${seeded.entries[0]!.id}`, []);
    for (const report of seeded.prReports.slice(0, 5)) {
      await visit(writer, `/pr-payment-success/${report.id}`, [], { settle: false });
    }
    await writer.close();

    const partner = await trappedPage(browser, portal.baseURL, await second.api.storageState());
    await visit(
      partner,
      `/inbox?contact=${first.id}&entry=${seeded.entries[1]!.id}`,
      ["Nachricht", "Antwort"],
      {
        settle: false,
      },
    );
    await partner.close();
    const admin = await trappedPage(browser, portal.baseURL, await seeded.admin.storageState());
    await visit(admin, "/admin", []);
    const seen = await walkTabs(admin, "/admin");
    // Pending: the first of each kind; done: the latest decisions; and the directory and the candidates.
    const latest = [seeded.letters, seeded.articles, seeded.prReports].map((items) => items.at(-1)!.tag);
    for (const tag of ["Brief00", "Artikel00", "Anlass00", "PR00", ...latest, "Firma00", "Kandidat00"]) {
      expect(seen).toContain(tag);
    }
    await visit(admin, "/admin/users", [SHOWN]);
    const pager = admin.page.getByRole("navigation", { name: "Seiten" });
    const pages = Number((await pager.getByText(/^Seite 1 von \d+$/).textContent())?.split(" ").at(-1));
    for (let shown = 2; shown <= pages; shown++) {
      await pager.getByRole("button", { name: "Weiter" }).click();
      await expect(pager.getByText(`Seite ${shown} von ${pages}`)).toBeVisible();
      await admin.settled();
      await expectShownInert(admin, [SHOWN], `/admin/users, page ${shown}`);
    }
    await admin.close();
  });
});
