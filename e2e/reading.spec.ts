import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { contentHref, type TileItem } from "../src/shared/articles/articles";
import { FAMILY_ARTICLE_COUNT } from "./fixtures/reading-constants";
import { expectNoSeriousA11yViolations, waitForHydration } from "./helpers";
import { mainPort, type Portal, startPortal } from "./portal";

/**
 * The public reading side. The main portal runs with the demo content (playwright.config.ts); two more
 * are started here on the same build (e2e/portal.ts): one empty, and one whose database a script filled
 * beforehand with what the demo lacks, a category longer than one page. Markup in what readers write is
 * e2e/xss.spec.ts's.
 */
const root = path.resolve(import.meta.dirname, "..");

const fillWithReadingContent = (dataDir: string) => {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "e2e/fixtures/reading-content.ts", dataDir],
    { cwd: root, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`preparing the content failed: ${result.stderr}`);
};

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

test.describe("reading with the demo content", () => {
  test("the home page shows 12 tiles that lead where the spec's table says", async ({ page }) => {
    const tiles = await apiJson<TileItem[]>(page, "/api/homepage-content");
    expect(tiles).toHaveLength(12);
    await page.goto("/");
    const tileElements = page.getByTestId("home-tile");
    await expect(tileElements).toHaveCount(12);
    for (const [index, tile] of tiles.entries()) {
      const element = tileElements.nth(index);
      await expect(element.getByRole("link")).toHaveAttribute("href", contentHref(tile, "tile"));
      await expect(element.getByRole("heading")).toHaveText(tile.title);
      const label = { "pr-report": "PR-Bericht", leserbrief: "Leserbrief", marketplace: "Marktplatz" }[
        tile.contentType as string
      ];
      if (label) await expect(element.getByText(label, { exact: true }).first()).toBeVisible();
      if (tile.marketplaceData) {
        await expect(element).toContainText(
          tile.marketplaceData.kind === "offer" ? "Ich biete" : "Ich suche",
        );
      }
      if (!tile.imageUrl && tile.category === "Events") {
        await expect(element.getByTestId("calendar-illustration")).toBeVisible();
      }
      // Only the first tile shows its excerpt, clamped to two lines.
      const excerpt = element.locator("p.line-clamp-2");
      await expect(excerpt).toHaveCount(index === 0 && tile.excerpt ? 1 : 0);
    }
    await expectNoSeriousA11yViolations(page);

    const first = tiles[0]!;
    await tileElements.first().getByRole("link").click();
    await expect(page).toHaveURL(contentHref(first, "tile"));
    // A marketplace tile opens the marketplace at the entry's card; everything else its own page.
    if (first.contentType === "marketplace") {
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Marktplatz");
      await expect(page.getByText(first.title).first()).toBeVisible();
    } else {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    }
  });

  test("tile pictures come as WebP variants that fit the tile", async ({ page }) => {
    await page.goto("/");
    const image = page.getByTestId("home-tile").locator("img[srcset]").first();
    await expect(image).toHaveAttribute("srcset", /\/img\/320\/.+ 320w, \/img\/640\//);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    const current = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(current).toMatch(/\/img\/\d+\//);
    const response = await page.request.get(current);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toContain("immutable");
  });

  test("an article shows its markdown, and an unknown one the not-found card with status 404", async ({
    page,
  }) => {
    await page.goto("/post/fc-suhr-wynental-ueberwintert-auf-rang-zwei");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "FC Suhr-Wynental überwintert auf Rang zwei",
    );
    await expect(page.getByRole("link", { name: "Zurück" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Sport" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("FC Suhr-Wynental");
    await expect(
      page.getByRole("heading", { level: 2, name: "Die Tabelle nach der Vorrunde" }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const response = await page.goto("/post/unbekannt");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Artikel nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Der angeforderte Artikel konnte nicht gefunden werden.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an article is readable without JavaScript, with its sharing tags", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${mainPort}/post/fc-suhr-wynental-ueberwintert-auf-rang-zwei`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "FC Suhr-Wynental überwintert auf Rang zwei",
    );
    await expect(page.getByText("Zum Abschluss gab es am Samstagnachmittag")).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "FC Suhr-Wynental überwintert auf Rang zwei – Dorfportal Suhr",
    );
    await context.close();
  });

  test("a PR report shows badge, date, paragraphs and company; an unknown one its not-found card", async ({
    page,
  }) => {
    const reports = await apiJson<TileItem[]>(page, "/api/articles/category/PR-Berichte");
    const report = reports[0]!;
    await page.goto(`/pr-report/${report.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(report.title);
    await expect(page.getByText("PR-Bericht", { exact: true })).toBeVisible();
    await expect(page.locator("time")).toHaveText(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    const company = page.getByRole("complementary", { name: "Unternehmen" });
    await expect(company).toBeVisible();
    // The company's box names its website (a report drafted from an unread site names it in its text too).
    await expect(company.getByText(/^Website:/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const response = await page.goto("/pr-report/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "PR-Bericht nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Der angeforderte PR-Bericht konnte nicht gefunden werden.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/");
  });

  test("a reader letter shows its badges, author, keywords and the writing button", async ({ page }) => {
    await page.goto("/leserbriefe/ein-dankeschoen-an-den-werkhof");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ein Dankeschön an den Werkhof");
    await expect(page.getByText("Leserbrief", { exact: true })).toBeVisible();
    await expect(page.getByText("KI-unterstützt", { exact: true })).toBeVisible();
    await expect(page.getByText("Thema:")).toBeVisible();
    await expect(page.getByText("Von:")).toBeVisible();
    await expect(page.getByText("Verena Schöni, Suhr (Quartier Feld)", { exact: true })).toBeVisible();
    const keywords = page
      .getByRole("complementary")
      .filter({ hasText: "KI-Unterstützung" })
      .getByRole("listitem");
    await expect(keywords).toHaveText([
      "Dank Werkhof",
      "Laubsammlung",
      "pünktlich",
      "freundlich",
      "Rollator",
      "Quartier Feld",
    ]);
    // Line breaks of the letter are kept (innerText keeps only the breaks that are rendered).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered breaks are the point
    expect(await page.getByTestId("letter-content").innerText()).toMatch(
      /Man liest in Leserbriefen[^\n]+\n+In unserem Quartier/,
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Eigenen Leserbrief schreiben" }).click();
    await expect(page).toHaveURL(/\/lesereporter$/);

    const response = await page.goto("/leserbriefe/unbekannt");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Leserbrief nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Der angeforderte Leserbrief konnte nicht gefunden werden.")).toBeVisible();
  });

  test("a user article shows author, category link and markdown; an unknown one its not-found card", async ({
    page,
  }) => {
    await page.goto("/user-artikel/25-jahre-seniorenturnen-am-donnerstag");
    await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Mehr aus Sport" })).toHaveAttribute(
      "href",
      "/category/Sport",
    );
    await expect(page.getByText("KI-Unterstützung")).toBeVisible();
    await expect(page.locator("img").first()).toHaveAttribute("src", /^\/objects\//);
    await expectNoSeriousA11yViolations(page);

    const response = await page.goto("/user-artikel/unbekannt");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Artikel nicht gefunden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toBeVisible();
  });

  test("a category page lists its cards; an unknown category says it could not be loaded", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Kategorien" }).click();
    await page.getByRole("menuitem", { name: "Sport" }).click();
    await expect(page).toHaveURL("/category/Sport");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sport");
    const cards = page.getByTestId("article-card");
    const items = await apiJson<TileItem[]>(page, "/api/articles/category/Sport");
    await expect(cards).toHaveCount(items.length);
    for (const [index, item] of items.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", contentHref(item, "card"));
    }
    await expect(cards.locator("img").first()).toHaveClass(/h-48/);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/category/Leserbriefe");
    await expect(page.getByTestId("article-card").first().getByRole("link")).toHaveAttribute(
      "href",
      /^\/leserbriefe\//,
    );

    const response = await page.goto("/category/Unbekannt");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Kategorie nicht gefunden" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Fehler beim Laden" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/");
  });

  test("the header search finds inflected words and marks them", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("search", { name: "Website durchsuchen" });
    await search.getByRole("combobox", { name: "Suche im Dorfportal" }).fill("Gemeinderäte");
    await search.getByRole("combobox").press("Enter");
    await expect(page).toHaveURL("/suche?q=Gemeinder%C3%A4te");
    await expect(page.getByRole("heading", { level: 1, name: "Suche" })).toBeVisible();
    const hits = page.getByTestId("search-hit");
    await expect(hits.first()).toBeVisible();
    await expect(hits.first().locator("mark").first()).toHaveText(/^Gemeinder/);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/suche?q=Xylophonkonzertabend");
    await expect(page.getByText("Keine Treffer für «Xylophonkonzertabend».")).toBeVisible();
  });

  test("every page change is reported to the page counter, unless the visitor opted out", async ({
    page,
    browser,
  }) => {
    const reported: Array<{ path: string }> = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/analytics/pageview")
        reported.push(request.postDataJSON());
    });
    await page.goto("/");
    await expect.poll(() => reported.map((view) => view.path)).toEqual(["/"]);
    await page.getByRole("link", { name: "Kontakt/Redaktion" }).click();
    await expect.poll(() => reported.map((view) => view.path)).toEqual(["/", "/kontakt"]);

    const context = await browser.newContext();
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const privatePage = await context.newPage();
    const privateReports: string[] = [];
    privatePage.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/analytics/pageview") privateReports.push(request.url());
    });
    await privatePage.goto(`http://127.0.0.1:${mainPort}/`);
    // A click during hydration can be lost on a loaded machine: the page is used once it is hydrated.
    await waitForHydration(privatePage);
    await privatePage.getByRole("link", { name: "Kontakt/Redaktion" }).click();
    await expect(privatePage.getByRole("heading", { level: 1, name: "Kontakt und Redaktion" })).toBeVisible();
    expect(privateReports).toEqual([]);
    await context.close();
  });
});

test.describe("reading on an empty portal", () => {
  let portal: Portal;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    portal = await startPortal(mainPort + 1);
  });
  test.afterAll(async () => {
    await portal.stop();
  });

  test("the home page says there are no articles", async ({ page }) => {
    await page.goto(`${portal.baseURL}/`);
    await expect(page.getByRole("heading", { name: "Keine Artikel verfügbar" })).toBeVisible();
    await expect(page.getByText("Es sind derzeit keine Artikel vorhanden.")).toBeVisible();
    await expect(page.getByTestId("home-tile")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${portal.baseURL}/category/Sport`);
    await expect(page.getByText("Keine Artikel in dieser Kategorie")).toBeVisible();
  });
});

test.describe("reading content the demo does not have", () => {
  let portal: Portal;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    portal = await startPortal(mainPort + 2, { prepare: fillWithReadingContent });
  });
  test.afterAll(async () => {
    await portal.stop();
  });

  test("a long category loads its further pages on request", async ({ page }) => {
    await page.goto(`${portal.baseURL}/category/Familie`);
    const cards = page.getByTestId("article-card");
    await expect(cards).toHaveCount(24);
    await page.getByRole("button", { name: "Weitere Artikel laden" }).click();
    await expect(cards).toHaveCount(FAMILY_ARTICLE_COUNT);
    await expect(cards.last()).toContainText(`Familiennachricht ${FAMILY_ARTICLE_COUNT}`);
    await expect(page.getByRole("button", { name: "Weitere Artikel laden" })).toHaveCount(0);
  });
});
