import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsAdmin, signUpInBrowser, waitForHydration } from "./helpers";

const EDITORIAL_EMAIL = "redaktion@dorfportal-suhr.ch";

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openReporter(page: Page) {
  await page.goto("/lesereporter");
  // The form's choices (letter or article) are React's once the page is hydrated.
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Lesereporter" })).toBeVisible();
  await expect(page.getByLabel("Titel")).toBeVisible();
}

/** Approves a letter as the e2e server's administrator (ADMIN_EMAILS) through the moderation call. */
async function approveAsAdmin(browser: Browser, letterId: number) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  const response = await admin.request.post(`/api/admin/leserbriefe/${letterId}/approve`, { data: {} });
  expect(response.status()).toBeLessThan(300);
  await context.close();
}

test.describe("reader reporter", () => {
  test("signed out: 'Anmeldung erforderlich', then the sign-in", async ({ page }) => {
    await page.goto("/lesereporter");
    await expect(page.getByRole("heading", { name: "Anmeldung erforderlich" })).toBeVisible();
    await expect(
      page.getByText("Sie müssen sich anmelden, um als Lesereporter aktiv zu werden."),
    ).toBeVisible();
    await page.waitForURL(/\/login\?returnTo=%2Flesereporter/);
  });

  test("without a model a member writes a letter from a template, and it is not called 'KI-unterstützt'", async ({
    page,
    browser,
  }) => {
    await signUpInBrowser(page, { firstName: "Erika", lastName: "Beispiel" });
    await openReporter(page);
    await expect(page.getByLabel("Name")).toHaveValue("Erika Beispiel");

    await page.getByLabel("Thema").fill("Verkehr");
    // No model is configured here: the form offers the template writer and says so.
    await page.getByRole("switch", { name: "Schreibhilfe verwenden" }).click();
    await expect(page.getByLabel("Tonalität").locator("option")).toHaveText([
      "Neutral und sachlich",
      "Unterstützend und wertschätzend",
      "Kritisch und konstruktiv",
    ]);
    await page.getByRole("button", { name: "Vorlage erstellen" }).click();
    await expect(
      page.getByText("Bitte füllen Sie Stichwörter, Name und E-Mail aus.", { exact: true }),
    ).toBeVisible();

    await page.getByLabel("Stichwörter").fill("Schulweg, Tempo 30, Zebrastreifen");
    await page.getByLabel("Tonalität").selectOption("critical");
    await page.getByRole("button", { name: "Vorlage erstellen" }).click();
    await expect(page.getByLabel("Titel")).toHaveValue(/Schulweg/);
    await expect(page.getByLabel("Ihr Leserbrief")).toHaveValue(/Zebrastreifen/);
    await expect(page.getByLabel("Ihr Leserbrief")).not.toHaveValue(/[«»]/);
    await expect(page.getByRole("note").filter({ hasText: "Vorlage:" })).toBeVisible();
    await expect(page.getByLabel("Ihr Leserbrief")).toHaveValue(/Erika Beispiel$/);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/reporter-letter-${width}.png`, fullPage: true });
    }
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Beitrag einreichen" }).click();
    await expect(page.getByText("Beitrag eingereicht", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Titel")).toHaveValue("");
    await expect(page.getByRole("switch", { name: "Schreibhilfe verwenden" })).toHaveAttribute(
      "aria-checked",
      "false",
    );

    const own = (await (await page.request.get("/api/leserbriefe/user")).json()) as {
      id: number;
      slug: string;
      isAiAssisted: boolean;
    }[];
    expect(own).toHaveLength(1);
    // A template filled from the member's own keywords is not AI-assisted.
    expect(own[0]!.isAiAssisted).toBe(false);

    // Moderation is the admin area's: this step needs its approve call (branch i13).
    await approveAsAdmin(browser, own[0]!.id);
    await page.goto(`/leserbriefe/${own[0]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("KI-unterstützt")).toHaveCount(0);
  });

  test("a member submits an article without AI and gets a fresh form", async ({ page }) => {
    await signUpInBrowser(page);
    await openReporter(page);
    await page.getByLabel("Artikel").check();
    await expect(page.getByLabel("Kategorie").locator("option")).toHaveText([
      "Kategorie wählen",
      "Sport",
      "Dorfläbe",
      "Gewerbe",
      "Events",
      "Familie",
    ]);
    await page.getByRole("button", { name: "Beitrag einreichen" }).click();
    await expect(page.getByText("Titel ist erforderlich")).toBeVisible();
    await expect(page.getByText("Bitte wählen Sie eine Kategorie für den Artikel aus.")).toBeVisible();

    await page.getByLabel("Kategorie").selectOption("Sport");
    await page.getByLabel("Titel").fill("Grüsse vom Turnverein");
    await page.getByLabel("Kurzbeschreibung (optional)").fill("Ein Rückblick auf die Saison.");
    await page.getByLabel("Ihr Artikel").fill("Der Turnverein blickt auf eine schöne Saison zurück.");
    await page.getByRole("button", { name: "Beitrag einreichen" }).click();
    await expect(page.getByText("Beitrag eingereicht", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Titel")).toHaveValue("");
    await expect(page.getByLabel("Ihr Leserbrief")).toHaveValue("");

    const own = (await (await page.request.get("/api/user-articles/user")).json()) as { slug: string }[];
    expect(own.map((article) => article.slug)).toEqual(["gruesse-vom-turnverein"]);
  });
});

test.describe("chat assistant", () => {
  test("greets, sends no blank message and answers from the portal's data", async ({ page }) => {
    await page.goto("/");
    const launcher = page.getByRole("button", { name: "Assistent" });
    await launcher.click();
    const panel = page.getByRole("region", { name: "Assistent" });
    await expect(panel.getByTestId("chat-bot-message")).toHaveText(/Grüezi!/);

    const input = panel.getByLabel("Ihre Frage an den Assistenten");
    await expect(input).toBeFocused();
    await input.fill("   ");
    await expect(panel.getByRole("button", { name: "Frage senden" })).toBeDisabled();
    await input.press("Enter");
    await expect(panel.getByTestId("chat-user-message")).toHaveCount(0);

    await input.fill("Hat die Bäckerei am Sonntag offen?");
    await input.press("Enter");
    const answer = panel.getByTestId("chat-bot-message").nth(1);
    await expect(answer).toContainText("Bäckerei Wynaeck");
    await expect(answer).toContainText("am Sonntag geöffnet 07:00-12:00");
    await expect(answer.getByRole("link", { name: "Zum Business-Verzeichnis" })).toHaveAttribute(
      "href",
      "/business-directory",
    );

    await input.fill("Was läuft am Wochenende?");
    await input.press("Enter");
    await expect(
      panel.getByTestId("chat-bot-message").nth(2).getByRole("link", { name: "Zum Veranstaltungskalender" }),
    ).toBeVisible();

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/chat-${width}.png` });
    }
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test("apologises with the editorial address when the assistant fails", async ({ page }) => {
    await page.route(/\/api\/chat(\/stream)?$/, (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: '{"message":"kaputt"}' }),
    );
    await page.goto("/kontakt");
    await page.getByRole("button", { name: "Assistent" }).click();
    const input = page.getByLabel("Ihre Frage an den Assistenten");
    await input.fill("Was läuft heute?");
    await input.press("Enter");
    await expect(page.getByTestId("chat-bot-message").nth(1)).toContainText(EDITORIAL_EMAIL);
    await expect(page.getByTestId("chat-bot-message").nth(1)).toContainText("Entschuldigung");
  });

  test("is not on the inbox and is loaded only after the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("ChatWidget");
    await expect(page.getByRole("button", { name: "Assistent" })).toBeVisible();
    expect(scripts.some((script) => /ChatWidget/.test(script))).toBe(true);
    // The inbox is for members; signed out it sends the visitor to the sign-in.
    await signUpInBrowser(page);
    await page.goto("/inbox");
    await expect(page).toHaveURL("/inbox");
    await expect(page.getByTestId("assistant-slot")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Assistent" })).toHaveCount(0);
  });
});
