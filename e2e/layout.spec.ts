import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./helpers";

const WIDTHS = [320, 390, 768, 1280];
const PAGES = [
  { name: "home", path: "/" },
  { name: "article-with-table", path: "/post/fc-suhr-wynental-ueberwintert-auf-rang-zwei" },
  { name: "events", path: "/category/Events" },
  { name: "category", path: "/category/Sport" },
];

/** Elements that stick out of the viewport to the right (ignoring those inside their own scroll box). */
async function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsItself = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === "auto" || style.overflowX === "scroll" || style.overflowX === "hidden")
          return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      if (scrollsItself(element.parentElement)) continue;
      offenders.push(`${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    }
    return { offenders, pageWidth: document.documentElement.scrollWidth, width };
  });
}

test.describe("layout at every width", () => {
  for (const { name, path } of PAGES) {
    test(`${name}: nothing wider than the viewport at ${WIDTHS.join(", ")} px`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator("main")).toBeVisible();
        const result = await overflowingElements(page);
        expect(result.offenders, `${name} at ${width}px`).toEqual([]);
        expect(result.pageWidth, `${name} at ${width}px`).toBeLessThanOrEqual(width);
        await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
      }
    });
  }

  test("the home grid has no empty cell and the longest title is fully visible", async ({ page }) => {
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const gaps = await page.evaluate(() => {
        const grid = document.querySelector('section[aria-label="Aktuelle Beiträge"]') as HTMLElement;
        const tiles = [...grid.querySelectorAll('[data-testid="home-tile"]')].map((tile) =>
          tile.getBoundingClientRect(),
        );
        const box = grid.getBoundingClientRect();
        // Sample the grid area: every point must lie in a tile or in a gap between tiles (< 32 px).
        let empty = 0;
        for (let y = box.top + 10; y < box.bottom - 10; y += 20) {
          for (let x = box.left + 10; x < box.right - 10; x += 20) {
            const inTile = tiles.some((t) => x >= t.left && x <= t.right && y >= t.top && y <= t.bottom);
            if (inTile) continue;
            const nearTile = tiles.some(
              (t) => x >= t.left - 32 && x <= t.right + 32 && y >= t.top - 32 && y <= t.bottom + 32,
            );
            if (!nearTile) empty += 1;
          }
        }
        return empty;
      });
      expect(gaps, `empty grid area at ${width}px`).toBe(0);
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="home-tile"] h3')]
          .filter((heading) => heading.scrollWidth > heading.clientWidth + 1)
          .map((heading) => heading.textContent),
      );
      expect(clipped, `clipped titles at ${width}px`).toEqual([]);
    }
  });

  test("home tiles show their date, relative for recent days", async ({ page }) => {
    await page.goto("/");
    const dates = await page.locator('[data-testid="home-tile"] time').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(/^(heute|gestern|\d{1,2}\. [A-Za-zäöü]+( \d{4})?)$/);
  });

  test("on a phone the month grid shows dots and the month's events as a readable list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/category/Events");
    // A click before hydration reaches the server's markup without its handlers (a loaded machine).
    await waitForHydration(page);
    const list = page.getByTestId("month-event-list");
    await expect(list).toBeVisible();
    const first = list.getByRole("button").first();
    const title = (await first.textContent()) ?? "";
    expect(title.length).toBeGreaterThan(5);
    await first.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});

test.describe("errors and legal pages", () => {
  test("an unknown path answers 404 with the spec's text, a German sentence and a way home", async ({
    page,
  }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Diese Seite gibt es leider nicht.", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an unknown category answers 404 and offers the real categories", async ({ page }) => {
    const response = await page.goto("/category/Quatsch");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Kategorie nicht gefunden", level: 1 })).toBeVisible();
    await expect(page.getByText("Fehler beim Laden")).toHaveCount(0);
    await page.locator("main").getByRole("link", { name: "Sport" }).click();
    await expect(page).toHaveURL("/category/Sport");
  });

  test("a reader who scrolls down while the page is still loading keeps the place once it has hydrated", async ({
    page,
  }) => {
    // A slow phone: hydration ends seconds after the page is shown (it used to scroll back to the top then,
    // which also swallowed a click on the footer in CI).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("button", { name: "Assistent", exact: true })).toHaveCount(0);
    await waitForHydration(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
    await expect(page.getByRole("heading", { name: "Impressum", level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Impressum and Datenschutz are linked in the footer and readable", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
    await expect(page.getByRole("heading", { name: "Impressum", level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText("redaktion@");
    await expect(page.locator("main")).not.toContainText("@127.0.0.1");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }).click();
    await expect(page.getByRole("heading", { name: "Datenschutzerklärung", level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText("13 Monaten");
    await expectNoSeriousA11yViolations(page);
  });
});
