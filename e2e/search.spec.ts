import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./helpers";

/** The site search as a resident uses it, on the demo content of the main portal. */
const MEETING = "Wintergemeindeversammlung: Budget 2026 und Steuerfuss im Fokus";

test("the header field suggests titles from two letters on and opens one with the keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  // Typed before hydration, the text stays in the field but React never hears of it: no suggestions.
  await waitForHydration(page);
  const search = page.getByRole("search", { name: "Website durchsuchen" });
  const field = search.getByRole("combobox", { name: "Suche im Dorfportal" });
  await field.fill("W");
  await expect(search.getByRole("listbox", { name: "Vorschläge" })).toBeHidden();
  await field.fill("Wi");
  const options = search.getByRole("option");
  await expect(options.filter({ hasText: MEETING })).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  // HTML allows the combobox role on a text field only (vnu); the keyboard still offers "search".
  await expect(field).toHaveAttribute("type", "text");
  await expect(field).toHaveAttribute("enterkeyhint", "search");
  const listbox = search.getByRole("listbox", { name: "Vorschläge" });
  await expect(field).toHaveAttribute("aria-controls", (await listbox.getAttribute("id")) ?? "");
  await expectNoSeriousA11yViolations(page);

  const position = (await options.allTextContents()).findIndex((text) => text.startsWith(MEETING));
  for (let step = 0; step <= position; step++) await field.press("ArrowDown");
  await expect(options.nth(position)).toHaveAttribute("aria-selected", "true");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.getByRole("heading", { level: 1, name: MEETING })).toBeVisible();
});

test("a one-letter or empty search says what it needs", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  // Before hydration the field is a plain form that goes to /suche: the hint is the hydrated field's.
  await waitForHydration(page);
  const search = page.getByRole("search", { name: "Website durchsuchen" });
  const field = search.getByRole("combobox", { name: "Suche im Dorfportal" });
  await field.press("Enter");
  await expect(search.getByText("Bitte geben Sie mindestens 2 Zeichen ein.")).toBeVisible();
  await field.fill("a");
  await field.press("Enter");
  await expect(search.getByText("Bitte geben Sie mindestens 2 Zeichen ein.")).toBeVisible();
  await expect(page).toHaveURL("/");
});

test("'Winter' finds the Wintergemeindeversammlung and lists title matches first", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/suche?q=Winter");
    const hits = page.getByTestId("search-hit");
    await expect(hits.filter({ hasText: MEETING })).toBeVisible();
    const titles = await hits.locator("h2").allTextContents();
    const firstBodyOnly = titles.findIndex((title) => !/winter/i.test(title));
    const lastTitled = titles.findLastIndex((title) => /winter/i.test(title));
    expect(lastTitled).toBeLessThan(firstBodyOnly === -1 ? titles.length : firstBodyOnly);
    const snippet = (await hits.first().locator("p").textContent()) ?? "";
    expect(snippet).toMatch(/^(… )?[A-ZÄÖÜ«0-9]/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/search-winter-${width}.png`, fullPage: true });
  }
});
