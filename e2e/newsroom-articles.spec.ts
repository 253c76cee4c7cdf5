import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  signUpInBrowser,
  waitForHydration,
  wordsBrokenInside,
} from "./helpers";
import { apiMember, PASSWORD } from "./portal";

/** Issue 21: the newsroom's screens, as an editor uses them. */

let editorEmail: string;
let run = 0;
const unique = () => {
  run += 1;
  return `${Date.now().toString(36)}${run}`;
};

/** An editor: registered like any member, then given the role by the administrator. */
test.beforeAll(async ({ browser, baseURL }) => {
  editorEmail = `redaktorin-${unique()}@example.ch`;
  const api = await apiMember(baseURL!, { email: editorEmail, firstName: "Erika", lastName: "Feder" });
  const { id } = (await (await api.get("/api/auth/user")).json()) as { id: string };
  await api.dispose();
  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage);
  const promoted = await adminPage.request.post(`/api/admin/users/${id}/role`, { data: { role: "editor" } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await adminPage.close();
});

async function signInAsEditor(page: Page) {
  const login = await page.request.post("/api/auth/login", {
    data: { email: editorEmail, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
}

/** A new article through the editor's form, saved as a draft; answers its address in the newsroom. */
async function writeDraft(page: Page, title: string) {
  await page.goto("/admin/artikel/neu");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Text (Markdown)" }).fill("Ein erster Absatz.");
  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await page.waitForURL(/\/admin\/artikel\/\d+$/);
  await expect(page.getByTestId("save-state")).toContainText("Gespeichert um");
  return new URL(page.url()).pathname;
}

/** The screen as it is now: kept as a screenshot, no sideways scroll, no word broken inside. */
async function checkScreen(page: Page, name: string) {
  await expect(page.locator("main .animate-pulse")).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  expect(await wordsBrokenInside(page), `${name}: text narrower than one word`).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${name}: scrolls sideways`).toBeLessThanOrEqual(0);
}

async function signedOutPage(browser: Browser) {
  const context = await browser.newContext({ locale: "de-CH", timezoneId: "Europe/Zurich" });
  return context.newPage();
}

test.describe("newsroom at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an editor writes, previews, schedules, publishes and corrects an article", async ({
    page,
    browser,
  }) => {
    await signInAsEditor(page);
    const word = unique();
    const title = `Neue Sitzbänke für den Dorfplatz ${word}`;

    // /admin: moderation and the articles, nothing of the administrators'.
    await page.goto("/admin");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Redaktion", exact: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Ausstehende Aufgaben" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Statistik" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Protokoll" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Benutzerverwaltung" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: /PR-Berichte/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Artikel", exact: true }).click();
    await expect(page).toHaveURL("/admin/artikel");
    await page.getByRole("link", { name: "Neuer Artikel" }).click();
    await expect(page.getByRole("heading", { name: "Neuer Artikel" })).toBeVisible();

    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
    await expect(page.getByLabel("Adresse (Slug)")).toHaveValue(`neue-sitzbaenke-fuer-den-dorfplatz-${word}`);
    await page.getByLabel("Anriss").fill("Zehn Bänke aus Suhrer Holz.");
    await expect(page.getByText("27 von 500 Zeichen")).toBeVisible();
    await page
      .getByRole("textbox", { name: "Text (Markdown)" })
      .fill(`Die Gemeinde stellt **zehn** neue Bänke auf.\n\nStichwort ${word}.`);
    await expect(page.getByTestId("live-preview").locator("strong")).toHaveText("zehn");
    await page.getByLabel("Kategorie").selectOption("Dorfläbe");

    // The lead picture: uploaded, re-encoded by the server, with its description.
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8d6e63" } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Bild hochladen")
      .setInputFiles({ name: "baenke.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("img", { name: "Vorschau des hochgeladenen Bildes" })).toBeVisible();
    await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
    await expect(page.getByText("Bitte beschreiben Sie das Bild (Alternativtext).")).toBeVisible();
    await page
      .getByRole("textbox", { name: "Alternativtext", exact: true })
      .fill("Zehn neue Holzbänke auf dem Dorfplatz");
    await page.getByLabel("Bildlegende und Quelle").fill("Bild: Gemeinde Suhr");

    // A picture inside the text goes in as markdown and shows in the preview.
    await page.getByLabel("Bildbeschreibung (Alternativtext)").fill("Die Bank beim Brunnen");
    await page
      .getByLabel("Bilddatei")
      .setInputFiles({ name: "brunnen.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("textbox", { name: "Text (Markdown)" })).toHaveValue(
      /!\[Die Bank beim Brunnen\]\(\/objects\/uploads\/[0-9a-f]+\)/,
    );
    await expect(
      page.getByTestId("live-preview").getByRole("img", { name: "Die Bank beim Brunnen" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
    await page.waitForURL(/\/admin\/artikel\/\d+$/);
    const editorPath = new URL(page.url()).pathname;
    await expect(page.getByTestId("article-status")).toHaveText("Entwurf");
    await expect(page.getByTestId("save-state")).toContainText("Gespeichert um");
    await checkScreen(page, "artikel-editor");
    await expectNoSeriousA11yViolations(page);

    // The preview link works without an account, marked and kept out of search engines.
    await page.getByRole("button", { name: "Vorschau-Link erstellen" }).click();
    const previewUrl = await page.getByTestId("preview-url").inputValue();
    expect(previewUrl).toMatch(/\/vorschau\/artikel\//);
    const visitor = await signedOutPage(browser);
    await visitor.goto(previewUrl);
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
    await expect(visitor.getByText("Vorschau – dieser Artikel ist noch nicht veröffentlicht.")).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(visitor.getByRole("link", { name: /Bearbeiten/ })).toHaveCount(0);

    // Scheduled for tomorrow: not on the home page yet.
    await page.getByLabel("Uhrzeit").fill("06:30");
    await page.getByRole("button", { name: "Planen", exact: true }).click();
    await expect(page.getByTestId("article-status")).toHaveText("Geplant");
    await expect(page.getByText(/erscheint am .* 06:30/)).toBeVisible();
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);

    // Published now: on the home page, where the editor finds 'Bearbeiten'.
    await page.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
    await expect(page.getByTestId("article-status")).toHaveText("Veröffentlicht");
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
    await expect(visitor.getByRole("link", { name: /^Bearbeiten/ })).toHaveCount(0);
    await visitor.context().close();

    await page.goto("/");
    await waitForHydration(page);
    const tile = page.getByTestId("home-tile").filter({ hasText: title });
    await expect(tile).toBeVisible();
    await tile.getByRole("link", { name: `Bearbeiten: ${title}` }).click();
    await expect(page).toHaveURL(editorPath);

    // A correction of the title shows on the article's page; the address stays.
    const corrected = `Zwölf Sitzbänke für den Dorfplatz ${word}`;
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(corrected);
    await page.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(page.getByTestId("save-state")).toHaveText(/^Gespeichert um \d\d:\d\d$/);
    await page.goto(`/post/neue-sitzbaenke-fuer-den-dorfplatz-${word}`);
    await expect(page.getByRole("heading", { name: corrected })).toBeVisible();
    await expect(page.getByRole("img", { name: "Die Bank beim Brunnen" })).toBeVisible();
    await page.getByRole("link", { name: `Bearbeiten: ${corrected}` }).click();
    await expect(page).toHaveURL(editorPath);

    // The revisions: who and when, and what changed against now.
    const revisions = page.getByTestId("revision");
    await expect(revisions.first()).toContainText("Erika Feder");
    await expect(revisions.first()).toContainText("aktuell");
    const older = revisions.nth(1);
    await older.getByRole("button", { name: "Unterschiede anzeigen" }).click();
    await expect(older.getByTestId("revision-diff")).toContainText("Titel");
    await expect(older.getByTestId("revision-diff")).toContainText(corrected);
    await expectNoSeriousA11yViolations(page);
    // Restoring it saves its content as a new revision on top.
    await older.getByRole("button", { name: "Wiederherstellen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Wiederherstellen" }).click();
    await expect(page.getByRole("textbox", { name: "Titel", exact: true })).toHaveValue(title);
    await expect(revisions.first()).toContainText("Wiederhergestellt aus Version");
    await expect(revisions.first()).toContainText("aktuell");

    await page.goto("/admin/artikel");
    await page.getByLabel("Suche in Titel und Text").fill(word);
    await expect(page.getByTestId("newsroom-article")).toHaveCount(1);
    await expect(page.getByTestId("newsroom-article")).toContainText("Veröffentlicht");
    await expect(page.getByTestId("newsroom-article")).toContainText(title);
    await page.getByLabel("Status").selectOption("draft");
    await expect(page.getByText("Keine Artikel gefunden.")).toBeVisible();
    await checkScreen(page, "artikel-liste");
    await expectNoSeriousA11yViolations(page);
  });

  test("a save based on an older version names who saved in between and offers a reload", async ({
    page,
    context,
  }) => {
    await signInAsEditor(page);
    const editorPath = await writeDraft(page, `Zwei Tabs ${unique()}`);
    const second = await context.newPage();
    await second.goto(editorPath);
    await waitForHydration(second);

    await page.getByRole("textbox", { name: "Titel", exact: true }).fill("Fassung aus dem ersten Tab");
    await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
    await expect(page.getByTestId("save-state")).toHaveText(/^Gespeichert um/);

    await second.getByLabel("Anriss").fill("Fassung aus dem zweiten Tab");
    await second.getByRole("button", { name: "Als Entwurf speichern" }).click();
    const conflict = second.getByRole("alert").filter({ hasText: "inzwischen von Erika Feder gespeichert" });
    await expect(conflict).toBeVisible();
    await conflict.getByRole("button", { name: "Neu laden" }).click();
    await expect(second.getByRole("textbox", { name: "Titel", exact: true })).toHaveValue(
      "Fassung aus dem ersten Tab",
    );
    await expect(conflict).toHaveCount(0);
  });

  test("drafts save themselves; leaving with unsaved changes asks first", async ({ page }) => {
    await signInAsEditor(page);
    // A new article becomes a draft by itself, at its own address, and the page keeps its place.
    await page.goto("/admin/artikel/neu");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(`Entwurf ${unique()}`);
    await page.getByRole("textbox", { name: "Text (Markdown)" }).fill("Ein erster Absatz.");
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForURL(/\/admin\/artikel\/\d+$/);
    const editorPath = new URL(page.url()).pathname;
    await expect(page.getByTestId("save-state")).toHaveText(/^Gespeichert um \d\d:\d\d$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    await page.getByLabel("Anriss").fill("Von selbst gespeichert");
    await expect(page.getByTestId("save-state")).toHaveText(/^Gespeichert um \d\d:\d\d$/, {
      timeout: 10_000,
    });
    await page.reload();
    await expect(page.getByLabel("Anriss")).toHaveValue("Von selbst gespeichert");

    // A published article does not save itself, so its changes stay unsaved.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
    await expect(page.getByTestId("article-status")).toHaveText("Veröffentlicht");
    await page.getByLabel("Anriss").fill("Noch nicht gespeichert");
    await expect(page.getByTestId("save-state")).toContainText("seither geändert");

    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Alle Artikel" }).click();
    await expect
      .poll(() => questions)
      .toEqual(["Sie haben ungespeicherte Änderungen. Möchten Sie die Seite trotzdem verlassen?"]);
    await expect(page).toHaveURL(editorPath);
    await expect(page.getByLabel("Anriss")).toHaveValue("Noch nicht gespeichert");

    // Closing the tab asks too (beforeunload).
    const kinds: string[] = [];
    page.once("dialog", (dialog) => {
      kinds.push(dialog.type());
      void dialog.accept();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => kinds).toEqual(["beforeunload"]);
  });

  test("one save with the keyboard alone", async ({ page }) => {
    await signInAsEditor(page);
    await page.goto("/admin/artikel/neu");
    await waitForHydration(page);
    const title = `Mit der Tastatur ${unique()}`;
    const focusedLabel = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return (element as HTMLInputElement | null)?.labels?.[0]?.textContent ?? element?.textContent ?? "";
      });
    for (let step = 0; step < 80 && !(await focusedLabel()).startsWith("Titel"); step++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.type(title);
    for (let step = 0; step < 10 && !(await focusedLabel()).startsWith("Text (Markdown)"); step++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.type("Geschrieben ohne Maus.");
    for (let step = 0; step < 40 && (await focusedLabel()) !== "Als Entwurf speichern"; step++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/artikel\/\d+$/);
    await expect(page.getByTestId("save-state")).toHaveText(/^Gespeichert um/);
    await expect(page.getByRole("textbox", { name: "Titel", exact: true })).toHaveValue(title);
  });

  test("members hear 'Zugriff verweigert'", async ({ page }) => {
    await signUpInBrowser(page);
    for (const path of ["/admin/artikel", "/admin/artikel/neu"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Zugriff verweigert" })).toBeVisible();
      await expect(page.getByText("Diese Seite ist der Redaktion vorbehalten.")).toBeVisible();
    }
  });
});

test.describe("newsroom at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list and the editor fit a phone", async ({ page }) => {
    await signInAsEditor(page);
    const editorPath = await writeDraft(page, `Schmal ${unique()}`);
    await page.goto(editorPath);
    await waitForHydration(page);
    await checkScreen(page, "artikel-editor");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/admin/artikel");
    await waitForHydration(page);
    await checkScreen(page, "artikel-liste");
    await page.goto("/admin");
    await waitForHydration(page);
    await checkScreen(page, "admin-redaktion");

    // A draft is deleted only after a confirmation.
    await page.goto(editorPath);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Entwurf löschen" }).click();
    const confirm = page.getByRole("dialog", { name: "Entwurf löschen?" });
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    await expect(page).toHaveURL(editorPath);
    await page.getByRole("button", { name: "Entwurf löschen" }).click();
    await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(page).toHaveURL("/admin/artikel");
    expect(
      (await page.request.get(`/api${editorPath.replace("/admin/artikel", "/admin/articles")}`)).status(),
    ).toBe(404);
  });
});
