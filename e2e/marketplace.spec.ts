import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations, signUpInBrowser, waitForHydration } from "./helpers";

/** A word no demo entry contains, so that searches find only what the test created. */
const uniqueWord = () => `Tandem${Date.now().toString(36)}`;

async function pngFile() {
  const buffer = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
  return { name: "velo.png", mimeType: "image/png", buffer };
}

/** The dashboard's tab of this name (its count changes, so it is matched by its beginning). */
const tab = (page: Page, name: string) => page.getByRole("tab", { name: new RegExp(`^${name}`) });

const filters = (page: Page) => page.getByRole("form", { name: "Marktplatz durchsuchen" });

/** A toast by its title (the toast region also announces it in a second, visually hidden element). */
const toastWith = (page: Page, title: string) =>
  page.locator("li").filter({ hasText: title }).getByText(title, { exact: true });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("marketplace", () => {
  test("a member offers help with a picture, finds, edits, closes, reopens and deletes it", async ({
    page,
  }) => {
    const word = uniqueWord();
    const title = `${word} ausleihen`;
    await signUpInBrowser(page, { firstName: "Vreni" });

    await page.goto("/marktplatz/anbieten");
    await expect(page.getByRole("heading", { level: 1, name: "Angebot erstellen" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Vreni");
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Titel").fill(title);
    await page.getByLabel("Beschreibung").fill("Ein Tandem für zwei, gerne auch übers Wochenende.");
    await page.getByLabel("Kategorie").selectOption("gear_share");
    await page.getByLabel("Preis (CHF, optional)").fill("20");
    // The offer form takes PNG and JPEG only, and says so by the file's name.
    await page.getByLabel("Bild (optional)").setInputFiles({
      name: "notiz.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("GIF89a"),
    });
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "notiz.gif hat einen ungültigen Dateityp. Erlaubt: PNG, JPEG" }),
    ).toBeVisible();
    await page.getByLabel("Bild (optional)").setInputFiles(await pngFile());
    await expect(page.getByRole("img", { name: "Bild 1" })).toBeVisible();
    await expect(page.getByLabel("Bild (optional)")).toBeDisabled();
    await page.getByRole("button", { name: "Angebot veröffentlichen" }).click();
    await expect(toastWith(page, "Erfolgreich erstellt!")).toBeVisible();
    await expect(page).toHaveURL(/\/marktplatz\?entry=\d+$/);

    // Search and filters live in the address.
    await page.goto("/marktplatz");
    await waitForHydration(page);
    await filters(page).getByLabel("Suchbegriff").fill(word.toLowerCase());
    await filters(page).getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${word.toLowerCase()}$`));
    const card = page.getByTestId("help-entry-card").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(page.getByTestId("help-entry-card")).toHaveCount(1);
    await filters(page).getByLabel("Art", { exact: true }).selectOption("offer");
    await filters(page).getByLabel("Kategorie", { exact: true }).selectOption("gear_share");
    await expect(page).toHaveURL(/kind=offer&category=gear_share$/);
    await expect(card).toContainText("Biete");
    await expect(card).toContainText("Geräte teilen");
    await expect(card).toContainText("Verfügbar");
    await expect(card).toContainText("CHF 20");
    await expect(card).toContainText("Vreni");
    await expect(card.locator("img")).toBeVisible();
    await filters(page).getByLabel("Art", { exact: true }).selectOption("request");
    await expect(page.getByText("Keine Einträge gefunden")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/kind=offer&category=gear_share$/);
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Edit from the dashboard.
    await page.goto("/dashboard");
    await expect(tab(page, "Aktive Einträge")).toHaveText("Aktive Einträge (1)");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Bearbeiten" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Angebot bearbeiten" })).toBeVisible();
    await expect(page.getByLabel("Titel")).toHaveValue(title);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Titel").fill(`${title} (Velo)`);
    await page.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(toastWith(page, "Erfolgreich aktualisiert!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("dashboard-entry")).toContainText(`${title} (Velo)`);

    // Closed: 'Belegt' in the list.
    await page.getByRole("button", { name: "Als abgeschlossen markieren" }).click();
    await expect(toastWith(page, "Status aktualisiert")).toBeVisible();
    await expect(tab(page, "Abgeschlossen")).toHaveText("Abgeschlossen (1)");
    await page.goto(`/marktplatz?q=${word}`);
    await expect(card).toContainText("Belegt");

    // Reopened, then deleted with the preview of its description.
    await page.goto("/dashboard");
    await waitForHydration(page);
    await tab(page, "Abgeschlossen").click();
    await page.getByRole("button", { name: "Wieder öffnen" }).click();
    await expect(tab(page, "Aktive Einträge")).toHaveText("Aktive Einträge (1)");
    await tab(page, "Aktive Einträge").click();
    await page.getByRole("button", { name: "Löschen" }).click();
    const dialog = page.getByRole("dialog", { name: "Eintrag löschen?" });
    await expect(dialog.getByTestId("delete-preview")).toHaveText(
      "Ein Tandem für zwei, gerne auch übers Wochenende.",
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Löschen" }).click();
    await expect(toastWith(page, "Eintrag gelöscht")).toBeVisible();
    await expect(page.getByText("Sie haben keine aktiven Einträge.")).toBeVisible();
    await page.goto(`/marktplatz?q=${word}`);
    await expect(page.getByText("Keine Einträge gefunden")).toBeVisible();
  });

  test("a visitor's contact button leads to the sign-in and back to the same filtered list", async ({
    page,
    browser,
  }) => {
    const filtered = "/marktplatz?kind=offer&category=household_garden";
    await page.goto(filtered);
    await expect(page.getByRole("heading", { level: 1, name: /Marktplatz Suhr/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }).getByText("BETA")).toBeVisible();
    await expect(page.getByRole("link", { name: "Kontaktieren" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Anmelden zum Kontakt" }).first().click();
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(filtered)}`);

    // A member who already has an account signs in on that page and comes back to the same list.
    const member = await browser.newContext();
    const { email } = await signUpInBrowser(await member.newPage(), {
      firstName: "Ueli",
      lastName: "Kontakt",
    });
    await member.close();
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Anmelden" }) });
    await form.getByLabel("E-Mail").fill(email);
    await form.getByLabel("Passwort", { exact: true }).fill("ein-sicheres-passwort");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await page.waitForURL(filtered);
    await expect(filters(page).getByLabel("Art", { exact: true })).toHaveValue("offer");
    const contact = page.getByRole("link", { name: "Kontaktieren" }).first();
    await expect(contact).toHaveAttribute("href", /^\/inbox\?contact=[0-9a-f-]{36}&entry=\d+$/);
  });

  test("the profile shows the member's event and entry, edits the entry and the name", async ({ page }) => {
    const word = uniqueWord();
    await signUpInBrowser(page, { firstName: "Beat", lastName: "Profil" });
    const tomorrow = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Zurich" }).format(
      new Date(Date.now() + 86_400_000),
    );
    const event = await page.request.post("/api/events", {
      data: {
        title: `Dorfznacht ${word}`,
        eventDate: tomorrow,
        startTime: "18:00",
        location: "Gemeindesaal",
      },
    });
    expect(event.status()).toBe(201);
    const entry = await page.request.post("/api/help-entries", {
      data: {
        kind: "request",
        title: `Suche ${word}`,
        description: "Wer leiht mir eine Leiter?",
        name: "Beat",
        contactPhone: "062 000 00 00",
      },
    });
    expect(entry.status()).toBe(201);

    await page.goto("/profil");
    await expect(page.getByTestId("profile-name")).toHaveText("Beat Profil");
    await expect(page.getByText("Administrator")).toHaveCount(0);
    await expect(page.getByRole("tab")).toHaveText([
      "Meine Events",
      "Meine Leserbriefe",
      "Meine Artikel",
      "Meine Marktplatz-Einträge",
      "Meine PR-Berichte",
    ]);
    const ownEvent = page.getByTestId("own-event").filter({ hasText: `Dorfznacht ${word}` });
    await expect(ownEvent).toContainText("Ausstehend");
    await expect(ownEvent).toContainText("Gemeindesaal");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("tab", { name: "Meine Marktplatz-Einträge" }).click();
    const ownEntry = page.getByTestId("own-help-entry").filter({ hasText: `Suche ${word}` });
    await expect(ownEntry).toContainText("Verfügbar");
    await ownEntry.getByRole("button", { name: "Bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: "Eintrag bearbeiten" });
    await expect(dialog.getByLabel("Status").locator("option")).toHaveText([
      "Verfügbar",
      "Belegt",
      "Geschlossen",
    ]);
    await dialog.getByLabel("Status").selectOption("assigned");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(toastWith(page, "Erfolgreich aktualisiert!")).toBeVisible();
    await expect(ownEntry).toContainText("Belegt");

    await page.getByRole("button", { name: "Profil bearbeiten" }).click();
    await page.getByLabel("Vorname").fill("Beatrice");
    await page.getByRole("button", { name: "Profil speichern" }).click();
    await expect(page.getByTestId("profile-name")).toHaveText("Beatrice Profil");

    await ownEntry.getByRole("button", { name: "Löschen" }).click();
    await page
      .getByRole("dialog", { name: "Eintrag löschen?" })
      .getByRole("button", { name: "Löschen" })
      .click();
    await expect(toastWith(page, "Erfolgreich gelöscht!")).toBeVisible();
    await expect(ownEntry).toHaveCount(0);
  });

  test("a signed-out visitor of the profile, the forms and the dashboard is asked to sign in", async ({
    page,
  }) => {
    await page.goto("/profil");
    await expect(page.getByRole("heading", { name: "Anmeldung erforderlich" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Anmelden", exact: true }).last()).toHaveAttribute(
      "href",
      "/login?returnTo=%2Fprofil",
    );
    await expectNoSeriousA11yViolations(page);
    await page.goto("/marktplatz/suchen");
    await expect(page.getByRole("heading", { name: "Anmeldung erforderlich" })).toBeVisible();
    await page.goto("/dashboard");
    await page.waitForURL(/\/login\?returnTo=%2Fdashboard$/);
  });

  test("a home tile of an entry leads to its card on the marketplace", async ({ page }) => {
    const word = uniqueWord();
    await signUpInBrowser(page);
    const created = await page.request.post("/api/help-entries", {
      data: { kind: "offer", title: `Kuchen ${word}`, description: "Frisch gebacken.", name: "Erika" },
    });
    const { id } = (await created.json()) as { id: number };
    await page.goto("/");
    await page
      .getByRole("link", { name: `Kuchen ${word}` })
      .first()
      .click();
    await expect(page).toHaveURL(`/marktplatz?entry=${id}#eintrag-${id}`);
    const card = page.locator(`#eintrag-${id}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(`Kuchen ${word}`);
    await expect(card).toHaveClass(/ring-red-700/);
  });

  test("the screens fit 390 px and 1280 px without sideways scrolling", async ({ page }) => {
    await signUpInBrowser(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, name] of [
        ["/marktplatz", "marktplatz"],
        ["/marktplatz/anbieten", "anbieten"],
        ["/marktplatz/suchen", "suchen"],
        ["/dashboard", "dashboard"],
        ["/profil", "profil"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: `test-results/marketplace-${name}-${width}.png`, fullPage: true });
      }
    }
  });
});
