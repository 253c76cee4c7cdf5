import { type Browser, expect, test } from "@playwright/test";
import {
  ADMIN_EMAIL,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  signUpInBrowser,
  waitForHydration,
} from "./helpers";

const _PASSWORD = "ein-sicheres-passwort";
/** The demo seed's PR report that waits for approval. */
const PENDING_PR_TITLE =
  "Farbwerk Malerei übernimmt traditionsreiches Malergeschäft und sichert sechs Arbeitsplätze";

const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Zurich" }).format(new Date());

/** A member in a browser of their own. */
async function memberPage(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await signUpInBrowser(page, { firstName, lastName: "Mitglied" });
  return { page, email, close: () => context.close() };
}

test.describe("administration", () => {
  test("visitors are asked to sign in and members see 'Zugriff verweigert'", async ({ page, browser }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Anmeldung erforderlich" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Anmelden" }).last()).toHaveAttribute(
      "href",
      "/login?returnTo=%2Fadmin",
    );
    await expectNoSeriousA11yViolations(page);

    const member = await memberPage(browser, "Mara");
    await member.page.goto("/admin");
    await expect(member.page.getByRole("heading", { name: "Zugriff verweigert" })).toBeVisible();
    await expect(
      member.page.getByText(
        "Ihr Konto hat keine Administrator-Berechtigung. Wenden Sie sich an einen Administrator.",
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(member.page);
    await member.page.goto("/admin/users");
    await expect(member.page.getByRole("heading", { name: "Zugriff verweigert" })).toBeVisible();
    await expect(
      member.page.getByText("Sie haben keine Berechtigung, diese Seite zu besuchen."),
    ).toBeVisible();
    await member.close();
  });

  test("an admin approves a member's event into the calendar and edits a PR title", async ({
    page,
    browser,
  }) => {
    const member = await memberPage(browser, "Erwin");
    const submitted = await member.page.request.post("/api/events", {
      data: { title: "Kürbisschnitzen im Werkhof", eventDate: today(), startTime: "23:00" },
    });
    expect(submitted.status()).toBe(201);
    await member.close();

    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Ausstehende Aufgaben" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("link", { name: "Benutzerverwaltung" })).toHaveAttribute(
      "href",
      "/admin/users",
    );
    const card = page.getByTestId("admin-item-event").filter({ hasText: "Kürbisschnitzen im Werkhof" });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole("button", { name: "Freigeben" }).click();
    await expect(page.getByText("Event freigegeben", { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.getByRole("tab", { name: "Erledigte Aufgaben" }).click();
    const done = page.getByTestId("admin-item-event").filter({ hasText: "Kürbisschnitzen im Werkhof" });
    await expect(done.getByText("Freigegeben")).toBeVisible();
    await done.getByText("Verlauf").click();
    await expect(done.getByText(/Ada Admin hat «Kürbisschnitzen im Werkhof» freigegeben/)).toBeVisible();

    await page.goto("/category/Events");
    await expect(
      page.getByTestId("week-view").getByRole("button", { name: /Kürbisschnitzen im Werkhof/ }),
    ).toBeVisible();

    // The pending PR report of the demo: its title is edited inline.
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("tab", { name: /PR-Berichte/ }).click();
    const report = page.getByTestId("admin-item-pr-report").filter({ hasText: PENDING_PR_TITLE });
    await report.getByRole("button", { name: "Bericht bearbeiten" }).click();
    await report.getByLabel("Titel").fill("Farbwerk Malerei sichert sechs Arbeitsplätze in Suhr");
    await expectNoSeriousA11yViolations(page);
    await report.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Erfolgreich aktualisiert!", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Farbwerk Malerei sichert sechs Arbeitsplätze in Suhr" }),
    ).toBeVisible();

    // Deleting asks first; cancelling keeps the report.
    const edited = page
      .getByTestId("admin-item-pr-report")
      .filter({ hasText: "Farbwerk Malerei sichert sechs Arbeitsplätze in Suhr" });
    await edited.getByRole("button", { name: "Löschen" }).click();
    const confirm = page.getByRole("dialog", { name: "Löschen bestätigen" });
    await expect(
      confirm.getByText("Sind Sie sicher, dass Sie diesen PR-Bericht löschen möchten?"),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    await expect(edited).toBeVisible();
  });

  test("the statistics chart shows seeded page views, and the audit log lists decisions", async ({
    page,
  }) => {
    for (const path of ["/", "/", "/category/Sport"]) {
      const response = await page.request.post("/api/analytics/pageview", {
        data: { path, referrer: "https://www.google.com/" },
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" },
      });
      expect(response.status()).toBe(204);
    }
    await signInAsAdmin(page);
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Statistik" }).click();
    const chart = page.getByTestId("views-chart");
    await expect(chart).toBeVisible();
    await expect(chart.getByTestId("views-bar")).toHaveCount(30);
    const lastBar = chart.getByTestId("views-bar").last();
    expect(Number(await lastBar.getAttribute("height"))).toBeGreaterThan(0);
    await expect(page.getByText("www.google.com")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Postausgang" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("tab", { name: "Protokoll" }).click();
    await expect(page.getByTestId("audit-log")).toContainText("freigegeben");
    await page.getByLabel("Art des Eintrags").selectOption("pr-report");
    await expect(page.getByTestId("audit-log")).toContainText("bearbeitet");
    await expectNoSeriousA11yViolations(page);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `sideways scroll at ${width}px`).toBe(false);
      await page.screenshot({ path: `test-results/admin-statistics-${width}.png`, fullPage: true });
    }
  });

  test("an admin makes a member admin, and cannot demote themselves", async ({ page, browser }) => {
    const member = await memberPage(browser, "Tobias");
    await member.close();
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Benutzerverwaltung" })).toBeVisible();
    await expect(page.getByText("Alle Benutzer")).toBeVisible();
    await expect(page.getByText("Sie können sich nicht selbst die Admin-Rechte entziehen.")).toBeVisible();

    // Exactly this address: the demo administrator's (demo-admin@example.ch) contains it.
    const me = page.getByTestId("admin-user").filter({ has: page.getByText(ADMIN_EMAIL, { exact: true }) });
    await expect(me.getByText("Sie", { exact: true })).toBeVisible();
    await me.getByRole("switch", { name: "Admin" }).click();
    await expect(page.getByText("Aktion nicht erlaubt", { exact: true })).toBeVisible();
    await expect(me.getByRole("switch", { name: "Admin" })).toHaveAttribute("aria-checked", "true");

    await page.getByLabel("Benutzer suchen").fill(member.email);
    const row = page.getByTestId("admin-user").filter({ hasText: member.email });
    await expect(page.getByTestId("admin-user")).toHaveCount(1);
    const adminSwitch = row.getByRole("switch", { name: "Admin" });
    const editorSwitch = row.getByRole("switch", { name: "Redaktion" });
    await expect(adminSwitch).toHaveAttribute("aria-checked", "false");
    await expect(editorSwitch).toHaveAttribute("aria-checked", "false");
    await expectNoSeriousA11yViolations(page);
    // Into the editorial team first, then administrator: an admin's rights include the team's.
    await editorSwitch.click();
    await expect(page.getByText("User-Rolle aktualisiert", { exact: true }).first()).toBeVisible();
    await expect(editorSwitch).toHaveAttribute("aria-checked", "true");
    await expect(row.getByText("Redaktion", { exact: true }).first()).toBeVisible();
    await adminSwitch.click();
    await expect(adminSwitch).toHaveAttribute("aria-checked", "true");
    await expect(editorSwitch).toHaveCount(0);
    await expect(row.getByText("Admin", { exact: true }).last()).toBeVisible();

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `sideways scroll at ${width}px`).toBe(false);
      await page.screenshot({ path: `test-results/admin-users-${width}.png`, fullPage: true });
    }
  });

  test("a member reports a letter and it lands in the admin's pending list", async ({ page, browser }) => {
    const member = await memberPage(browser, "Rita");
    const tiles = (await (await member.page.request.get("/api/homepage-content")).json()) as Array<{
      contentType: string;
      slug: string;
      title: string;
    }>;
    const letter = tiles.find((tile) => tile.contentType === "leserbrief")!;
    await member.page.goto(`/leserbriefe/${letter.slug}`);
    await waitForHydration(member.page);
    await member.page.getByRole("button", { name: "Melden" }).click();
    const dialog = member.page.getByRole("dialog", { name: "Inhalt melden" });
    await dialog.getByLabel("Grund").fill("kurz");
    await dialog.getByRole("button", { name: "Meldung senden" }).click();
    await expect(dialog.getByText("Bitte beschreiben Sie den Grund in mindestens 5 Zeichen.")).toBeVisible();
    await expectNoSeriousA11yViolations(member.page);
    await dialog.getByLabel("Grund").fill("Der Brief beleidigt eine Nachbarin.");
    await dialog.getByRole("button", { name: "Meldung senden" }).click();
    await expect(member.page.getByText("Meldung gesendet", { exact: true })).toBeVisible();
    await member.close();

    await signInAsAdmin(page);
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("tab", { name: /Meldungen/ }).click();
    const card = page.getByTestId("admin-item-report").filter({ hasText: letter.title });
    await expect(card.getByText("1 Meldung")).toBeVisible();
    await expect(card.getByText("Der Brief beleidigt eine Nachbarin.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole("button", { name: "Meldungen verwerfen" }).click();
    await expect(card).toHaveCount(0);
  });

  test("an admin corrects a waiting letter before approving it, and the member's version stays readable", async ({
    page,
    browser,
  }) => {
    const member = await memberPage(browser, "Trudi");
    const submitted = await member.page.request.post("/api/leserbriefe", {
      data: {
        title: "Mer brauche meh Bänkli",
        content: "Am Dorfplatz fehlen Bänkli für die älteren Leute, die dort gerne verweilen würden.",
        authorName: "Trudi Mitglied",
        authorEmail: member.email,
        topic: "Dorfplatz",
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    await member.close();

    await signInAsAdmin(page);
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("tab", { name: /Leserbriefe/ }).click();
    const card = page.getByTestId("admin-item-leserbrief").filter({ hasText: "Mer brauche meh Bänkli" });
    await card.getByRole("button", { name: "Text korrigieren" }).click();
    await card.getByLabel("Titel").fill("");
    await card.getByRole("button", { name: "Korrektur speichern" }).click();
    await expect(card.getByText("Titel ist erforderlich")).toBeVisible();
    await card.getByLabel("Titel").fill("Mehr Bänke für den Dorfplatz");
    await card.getByRole("button", { name: "Korrektur speichern" }).click();
    await expect(page.getByText("Erfolgreich aktualisiert!", { exact: true })).toBeVisible();

    const edited = page
      .getByTestId("admin-item-leserbrief")
      .filter({ hasText: "Mehr Bänke für den Dorfplatz" });
    await edited.getByText("Von der Redaktion bearbeitet: ursprüngliche Fassung anzeigen").click();
    await expect(edited.getByText("Mer brauche meh Bänkli")).toBeVisible();
    await expect(edited.getByText("Eingereicht von Trudi Mitglied")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath("letter-corrected-1280.png"), fullPage: false });

    // Published, then taken off the portal and put back from the completed list.
    await edited.getByRole("button", { name: "Freigeben" }).click();
    await expect(edited).toHaveCount(0);
    await page.getByRole("tab", { name: "Erledigte Aufgaben" }).click();
    await page
      .getByRole("tabpanel")
      .getByRole("tab", { name: /Leserbriefe/ })
      .click();
    const done = page
      .getByTestId("admin-item-leserbrief")
      .filter({ hasText: "Mehr Bänke für den Dorfplatz" });
    await done.getByRole("button", { name: "Zurückziehen" }).click();
    await expect(done.getByText("Zurückgezogen", { exact: true })).toBeVisible();
    await done.getByRole("button", { name: "Wieder veröffentlichen" }).click();
    await expect(done.getByText("Freigegeben", { exact: true })).toBeVisible();
  });
});
