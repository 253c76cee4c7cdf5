import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsAdmin, signUpInBrowser, waitForHydration } from "./helpers";

/** Issue 21, item 3: an editor publishes a weekly series, cancels one date, and the calendar shows it. */

const ZONE = "Europe/Zurich";
const TITLE = `Lauftreff ${Date.now()}`;

/** 'YYYY-MM-DD' some days from today in the site's zone. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE }).format(new Date());
  const moved = new Date(`${today}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** A screenshot kept with the run, and no sideways scroll at this width. */
async function checkShown(page: Page, name: string, width: number) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The month grid showing the month of a day: the calendar opens on today's month. */
async function showMonthOf(page: Page, day: string) {
  await page.goto("/category/Events");
  await waitForHydration(page);
  if (day.slice(0, 7) !== dayFromToday(0).slice(0, 7))
    await page.getByRole("button", { name: "Nächster Monat" }).click();
  await expect(page.locator(`[data-date="${day}"]`)).toBeVisible();
}

test("an editor publishes a weekly series, cancels one date, and the month view marks it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await editorContext.newPage();
  await signUpInBrowser(page, { firstName: "Erika", lastName: "Redaktorin" });
  const editorId = ((await (await page.request.get("/api/auth/user")).json()) as { id: string }).id;

  // Members see 'Zugriff verweigert' until an admin makes them an editor.
  await page.goto("/admin/veranstaltungen");
  await expect(page.getByRole("heading", { name: "Zugriff verweigert" })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const promoted = await admin.request.post(`/api/admin/users/${editorId}/role`, {
    data: { role: "editor" },
  });
  expect(promoted.status()).toBe(200);
  await admin.goto("/admin");
  await expect(
    admin
      .getByRole("navigation", { name: "Bereiche des Teams" })
      .getByRole("link", { name: "Veranstaltungen" }),
  ).toHaveAttribute("href", "/admin/veranstaltungen");
  await adminContext.close();

  const first = dayFromToday(1);
  const second = dayFromToday(8);
  await page.goto("/admin/veranstaltungen");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Neue Veranstaltung" }).click();
  await expect(page.getByRole("heading", { name: "Neue Veranstaltung", level: 1 })).toBeVisible();
  const form = page.locator("main form");
  await form.getByLabel("Titel").fill(TITLE);
  await form.getByLabel("Datum").fill(first);
  await form.getByLabel("Beginn", { exact: true }).fill("18:30");
  await form.getByLabel("Ende", { exact: true }).fill("19:30");
  await form.getByLabel("Ort", { exact: true }).fill("Sportplatz Suhr");
  await form.getByLabel("Wiederholung", { exact: true }).selectOption("weekly");
  await form.getByLabel("Enddatum", { exact: true }).fill(dayFromToday(22));
  await expectNoSeriousA11yViolations(page);
  await checkShown(page, "editor-form", 1280);
  await page.getByRole("button", { name: "Veröffentlichen" }).click();

  // The saved series lists its four dates; the second is cancelled.
  const dates = page.getByTestId("series-date");
  await expect(dates).toHaveCount(4);
  await dates
    .nth(1)
    .getByRole("button", { name: /absagen/ })
    .click();
  await expect(dates.nth(1)).toContainText("Abgesagt");
  await expect(dates.nth(0)).not.toContainText("Abgesagt");
  await expect(page.getByRole("button", { name: "Veranstaltung absagen" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The third date moves a day later, to 19:00.
  await dates
    .nth(2)
    .getByRole("button", { name: /verschieben/ })
    .click();
  const moving = dates.nth(2).getByRole("form", { name: /verschieben/ });
  await moving.getByLabel("Neues Datum").fill(dayFromToday(16));
  await moving.getByLabel("Beginn").fill("19:00");
  await moving.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Termin verschoben", { exact: true })).toBeVisible();
  await expect(page.getByTestId("series-date").filter({ hasText: "verschoben vom" })).toHaveCount(1);
  await expect(page.getByTestId("series-date")).toHaveCount(4);

  await page.goto("/admin/veranstaltungen");
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(1);

  // The month view (as anyone sees it): every date, the cancelled one marked.
  await showMonthOf(page, second);
  const cancelledCell = page.locator(`[data-date="${second}"]`);
  await expect(cancelledCell.getByRole("button", { name: new RegExp(TITLE) })).toContainText("Abgesagt");
  const firstCell = page.locator(`[data-date="${first}"]`);
  if (first.slice(0, 7) === second.slice(0, 7)) {
    await expect(firstCell.getByRole("button", { name: new RegExp(TITLE) })).not.toContainText("Abgesagt");
  }
  await expectNoSeriousA11yViolations(page);
  await checkShown(page, "month-view", 1280);

  await page.setViewportSize({ width: 390, height: 844 });
  await showMonthOf(page, second);
  const list = page.getByTestId("month-event-list");
  await expect(list.getByRole("button", { name: new RegExp(`Abgesagt.*${TITLE}`) })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await checkShown(page, "month-view", 390);

  await page.goto("/admin/veranstaltungen");
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByTestId("series-date")).toHaveCount(4);
  await checkShown(page, "editor-form", 390);
  await editorContext.close();
});

test("the editor of an unknown event says that it does not exist", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/veranstaltungen/999999");
  await expect(page.getByRole("alert")).toHaveText("Diese Veranstaltung gibt es nicht.");
});

test("a reload that fails after a save keeps the editor and what was typed in it", async ({ page }) => {
  await signInAsAdmin(page);
  const created = await page.request.post("/api/admin/events", {
    data: { title: `Flohmarkt ${Date.now()}`, eventDate: dayFromToday(10) },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.goto(`/admin/veranstaltungen/${id}`);
  await waitForHydration(page);
  // The save goes through; the editor's reload of the event after it does not (a dropped connection).
  await page.route(`**/api/admin/events/${id}`, (route) =>
    route.request().method() === "GET" ? route.abort() : route.continue(),
  );
  await page.getByLabel("Ort", { exact: true }).fill("Bärenmatte");
  const reloadFailed = page.waitForEvent("requestfailed", (request) =>
    request.url().endsWith(`/api/admin/events/${id}`),
  );
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(page.getByText("Veranstaltung gespeichert", { exact: true })).toBeVisible();
  await reloadFailed;
  await page.getByLabel("Ort", { exact: true }).fill("Bärenmatte, Halle 2");
  await expect(page.getByLabel("Ort", { exact: true })).toHaveValue("Bärenmatte, Halle 2");
  await expect(page.getByText("Diese Veranstaltung gibt es nicht.")).toHaveCount(0);
});
