import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations, signUpInBrowser, waitForHydration } from "./helpers";

const ZONE = "Europe/Zurich";
/** The demo seed's approved one-off event of today (`{ once: 0 }`, 14:00). */
const TODAYS_EVENT = "Seniorennachmittag: Lotto mit Kaffee und Kuchen";

/** 'YYYY-MM-DD' in the site's zone, some days from now. */
function dayFromToday(days: number) {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE }).format(now);
}

/** The server renders with the real time; the browser's clock is held at that moment too. */
async function openEventsPage(page: Page) {
  await page.clock.setFixedTime(new Date());
  await page.goto("/category/Events");
  await expect(page.getByRole("heading", { level: 1, name: "Events in Suhr" })).toBeVisible();
  await waitForHydration(page);
}

test.describe("events", () => {
  test("the page arrives with its events and hydrates without fetching them again", async ({ page }) => {
    const eventCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/events")) eventCalls.push(request.url());
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await openEventsPage(page);
    await expect(
      page.getByTestId("event-calendar").getByRole("button", { name: TODAYS_EVENT }),
    ).toBeVisible();
    // Hydrated: the strip reacts to clicks.
    await page.getByTestId("week-view").getByRole("button", { name: "Nächste Tage" }).click();
    await expect(page.getByTestId("week-view").getByRole("button", { name: "Vorherige Tage" })).toBeEnabled();
    expect(eventCalls).toEqual([]);
    expect(errors.filter((text) => /hydrat|Content Security Policy/i.test(text))).toEqual([]);
  });

  test("the day strip moves by one day between today and 25 days ahead", async ({ page }) => {
    await openEventsPage(page);
    const strip = page.getByTestId("week-view");
    const previous = strip.getByRole("button", { name: "Vorherige Tage" });
    const next = strip.getByRole("button", { name: "Nächste Tage" });
    const tiles = strip.getByTestId("day-tile");

    await expect(tiles).toHaveCount(5);
    await expect(tiles.first()).toHaveAttribute("data-date", dayFromToday(0));
    await expect(tiles.first()).toHaveAttribute("aria-pressed", "true");
    await expect(previous).toBeDisabled();
    // Today is selected: its events are listed, and its tile carries the dot.
    await expect(strip.getByRole("button", { name: new RegExp(TODAYS_EVENT) })).toBeVisible();
    await expect(tiles.first().getByTestId("event-dot")).toHaveCount(1);

    for (let click = 1; click <= 25; click++) {
      await expect(next).toBeEnabled();
      await next.click();
      await expect(tiles.first()).toHaveAttribute("data-date", dayFromToday(click));
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(tiles.last()).toHaveAttribute("data-date", dayFromToday(29));

    await previous.click();
    await expect(tiles.first()).toHaveAttribute("data-date", dayFromToday(24));
    await expect(next).toBeEnabled();

    // Choosing a day shows its date as heading.
    await tiles.last().click();
    await expect(tiles.last()).toHaveAttribute("aria-pressed", "true");
    const chosen = await tiles.last().getAttribute("data-date");
    const [year, month, day] = chosen!.split("-").map(Number) as [number, number, number];
    const long = new Intl.DateTimeFormat("de-CH", {
      timeZone: "UTC",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date(Date.UTC(year, month - 1, day, 12)));
    await expect(strip.getByRole("heading", { level: 3 })).toHaveText(long);
  });

  test("the month grid shows six weeks from Monday for the month chosen", async ({ page }) => {
    await openEventsPage(page);
    const calendar = page.getByTestId("event-calendar");
    const cells = calendar.getByTestId("calendar-day");
    await expect(cells).toHaveCount(42);
    await expect(calendar.getByRole("columnheader")).toHaveText(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
    await expect(
      calendar.locator(`[data-date="${dayFromToday(0)}"]`).getByRole("button", { name: TODAYS_EVENT }),
    ).toBeVisible();

    // June 2026 begins on a Monday; go there from whatever month it is now.
    const [nowYear, nowMonth] = dayFromToday(0).split("-").map(Number) as [number, number];
    const steps = 2026 * 12 + 5 - (nowYear * 12 + nowMonth - 1);
    const button = calendar.getByRole("button", { name: steps < 0 ? "Vorheriger Monat" : "Nächster Monat" });
    for (let step = 0; step < Math.abs(steps); step++) await button.click();

    await expect(calendar.getByRole("heading", { level: 2 })).toHaveText("Juni 2026");
    await expect(cells).toHaveCount(42);
    await expect(cells.first()).toHaveAttribute("data-date", "2026-06-01");
    await expect(cells.last()).toHaveAttribute("data-date", "2026-07-12");
    await expect(calendar.locator('[data-outside-month="true"]')).toHaveCount(12);

    // July 2026 begins on a Wednesday: the grid starts on Monday 29 June.
    await calendar.getByRole("button", { name: "Nächster Monat" }).click();
    await expect(calendar.getByRole("heading", { level: 2 })).toHaveText("Juli 2026");
    await expect(cells.first()).toHaveAttribute("data-date", "2026-06-29");
    await expect(cells.first()).toHaveAttribute("data-outside-month", "true");
  });

  test("an event opens with its details, contact and calendar download", async ({ page }) => {
    await openEventsPage(page);
    await expectNoSeriousA11yViolations(page);

    await page
      .getByTestId("week-view")
      .getByRole("button", { name: new RegExp(TODAYS_EVENT) })
      .click();
    const dialog = page.getByRole("dialog", { name: TODAYS_EVENT });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("14:00 – 17:00 Uhr")).toBeVisible();
    await expect(dialog.getByText("Gemeindesaal, Suhr")).toBeVisible();
    await expect(dialog.getByText("Seniorenrat Suhr")).toBeVisible();
    await expect(dialog.getByText("Kontakt:")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "seniorenrat.suhr@example.ch" })).toHaveAttribute(
      "href",
      "mailto:seniorenrat.suhr@example.ch",
    );
    await expect(dialog.getByRole("link", { name: "062 842 31 77" })).toBeVisible();
    const download = dialog.getByRole("link", { name: "Zum Kalender hinzufügen" });
    await expect(download).toHaveAttribute("href", /^\/events\/[0-9a-f-]{36}\.ics$/);
    await expectNoSeriousA11yViolations(page);

    const ics = await page.request.get((await download.getAttribute("href"))!);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await ics.text()).toContain("SUMMARY:Seniorennachmittag: Lotto mit Kaffee und Kuchen");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("signed out, the submission dialog asks to sign in", async ({ page }) => {
    await openEventsPage(page);
    await page.getByRole("button", { name: "Event hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Event einreichen" });
    await expect(dialog.getByText("Sie müssen sich anmelden, um Events einzureichen")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", /^\/api\/login/);
    await expectNoSeriousA11yViolations(page);
  });

  test("a member submits an event with an image", async ({ page }) => {
    await signUpInBrowser(page);
    await openEventsPage(page);
    await page.getByRole("button", { name: "Event hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Event einreichen" });

    // The schema's German messages, before anything is sent.
    await dialog.getByRole("button", { name: "Event einreichen" }).click();
    await expect(dialog.getByText("Bitte geben Sie einen Titel ein")).toBeVisible();
    await expect(dialog.getByText("Bitte wählen Sie ein Datum")).toBeVisible();
    await expect(dialog.getByLabel("Beschreibung")).toHaveAttribute("rows", "3");
    await expect(dialog.getByLabel("Datum")).toHaveAttribute("min", dayFromToday(0));
    await expect(dialog.getByLabel("Kontakt-E-Mail")).toHaveAttribute("type", "email");
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel("Titel").fill("Velobörse auf dem Schulhausplatz");
    await dialog.getByLabel("Datum").fill(dayFromToday(3));
    await dialog.getByLabel("Beginn").fill("09:00");
    await dialog.getByLabel("Ende").fill("12:30");
    await dialog.getByLabel("Ort").fill("Schulhausplatz");
    await dialog.getByLabel("Beschreibung").fill("Gebrauchte Velos kaufen und verkaufen.");
    await dialog.getByLabel("Veranstalter").fill("Elternverein");

    // Not an image: refused in the browser.
    const picker = dialog.getByLabel("Bild (optional)");
    await picker.setInputFiles({ name: "notiz.txt", mimeType: "text/plain", buffer: Buffer.from("Notiz") });
    await expect(dialog.getByRole("alert")).toHaveText("Bitte wählen Sie eine Bilddatei aus.");

    // The upload is held until its progress has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/objects/uploads/**", async (route) => {
      if (route.request().method() === "PUT") await held;
      await route.continue();
    });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2e7d32" } })
      .jpeg()
      .toBuffer();
    await picker.setInputFiles({ name: "velo.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(dialog.getByRole("status").filter({ hasText: /Wird hochgeladen\.\.\. \d+%/ })).toBeVisible();
    release();
    await expect(dialog.getByRole("img", { name: "Vorschau des hochgeladenen Bildes" })).toHaveAttribute(
      "src",
      /^\/objects\/uploads\/[0-9a-f]{32}$/,
    );

    const submitted = page.waitForRequest(
      (request) => request.url().endsWith("/api/events") && request.method() === "POST",
    );
    await dialog.getByRole("button", { name: "Event einreichen" }).click();
    const body = (await submitted).postDataJSON();
    expect(body).toMatchObject({
      title: "Velobörse auf dem Schulhausplatz",
      eventDate: dayFromToday(3),
      startTime: "09:00",
      endTime: "12:30",
      contactEmail: null,
      contactPhone: null,
    });
    expect(body.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f]{32}$/);

    await expect(dialog.getByText("Event erfolgreich eingereicht!")).toBeVisible();
    // The dialog is modal, so the toast is outside the accessibility tree for now: found by its element.
    const toast = page.locator("li").filter({ hasText: "Event eingereicht" });
    await expect(toast.getByText("Event eingereicht", { exact: true })).toBeVisible();
    await expect(
      toast.getByText("Ihr Event wurde erfolgreich eingereicht und wird nach Prüfung veröffentlicht."),
    ).toBeVisible();

    // Closing starts the next submission with an empty form.
    await dialog.getByRole("button", { name: "Schliessen" }).first().click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Event hinzufügen" }).click();
    await expect(page.getByRole("dialog").getByLabel("Titel")).toHaveValue("");

    // Pending until an admin approves it: the member sees it among their own events only.
    const own = await page.request.get("/api/events/user");
    expect(
      (await own.json()).map((event: { title: string; status: string }) => [event.title, event.status]),
    ).toEqual([["Velobörse auf dem Schulhausplatz", "pending"]]);
  });

  test("a refused submission says why, and a lost session leads to the sign-in", async ({
    page,
    context,
  }) => {
    await signUpInBrowser(page);
    await openEventsPage(page);
    await page.getByRole("button", { name: "Event hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Event einreichen" });
    await dialog.getByLabel("Titel").fill("Räbeliechtli-Umzug");
    await dialog.getByLabel("Datum").fill(dayFromToday(2));
    const toast = page.locator("li[data-state]");

    await page.route("**/api/events", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: '{"message":"Der Ort ist zu lang."}',
      }),
    );
    await dialog.getByRole("button", { name: "Event einreichen" }).click();
    await expect(toast.filter({ hasText: "Fehler" })).toContainText("Der Ort ist zu lang.");
    await page.unroute("**/api/events");

    await context.clearCookies();
    await dialog.getByRole("button", { name: "Event einreichen" }).click();
    await expect(toast.filter({ hasText: "Anmeldung erforderlich" })).toContainText(
      "Sie sind nicht mehr angemeldet. Melden Sie sich erneut an...",
    );
    await page.waitForURL(/\/login\?returnTo=%2Fcategory%2FEvents$/);
  });
});
