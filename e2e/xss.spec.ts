import { expect, test } from "@playwright/test";
import { expectShownInert, spread, trappedPage, visit, walkTabs } from "./fixtures/xss-checks";
import {
  ARTICLE_CATEGORIES,
  adminEmail,
  long,
  pieces,
  type Seeded,
  seed,
  WORD,
  type Writer,
} from "./fixtures/xss-seed";
import { mainPort, type Portal, startPortal } from "./portal";

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
