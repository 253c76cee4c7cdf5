import { expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsAdmin, signUpInBrowser, waitForHydration } from "./helpers";

/** The profile's tab of PR orders. */
async function openPrOrders(page: Page) {
  await page.goto("/profil");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Meine PR-Berichte" }).click();
}

/**
 * The PR flow with the built-in test provider: domain → preview → payment page → test card → success
 * page; admin approval publishes it with a free trial; moving the test clock past 14 days bills it.
 * The '.invalid' domain never resolves, so the report is written from the domain alone.
 */
test.describe("PR service", () => {
  test("a company orders a report, saves a test card and is billed after the trial", async ({
    page,
    baseURL,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pr-service");
    await expect(page.getByRole("heading", { name: "PR-Service", level: 1 })).toBeVisible();
    await expect(
      page.getByText("14 Tage kostenlos nach Freigabe durch den Admin, danach 10 CHF pro Monat"),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const domain = page.getByLabel("Domain Ihres Unternehmens");
    await page.getByRole("button", { name: "PR-Bericht erstellen" }).click();
    await expect(page.getByText("Domain ist erforderlich")).toBeVisible();
    await domain.fill("https://beispiel");
    await page.getByRole("button", { name: "PR-Bericht erstellen" }).click();
    await expect(page.getByText("Bitte geben Sie eine gültige Domain ein (z.B. beispiel.ch)")).toBeVisible();

    // A pasted website address is read as its domain.
    await domain.fill("https://velo-beispiel.invalid/kontakt");
    await page.getByRole("button", { name: "PR-Bericht erstellen" }).click();
    await expect(page.getByText("PR-Bericht erstellt", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Velo Beispiel stellt sich vor")).toBeVisible();
    // Before it pays, the company reads who writes its report: no model here, and its site unread.
    const draftNote = page.getByTestId("pr-draft-note");
    await expect(draftNote).toHaveText(
      "Vorlage zum Ergänzen: Ihre Website konnte nicht gelesen werden. Dieser Entwurf enthält deshalb nur den Namen und die Website Ihres Unternehmens; die Redaktion ergänzt ihn mit Ihnen und prüft ihn vor der Veröffentlichung.",
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/pr-service-preview-390.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("link", { name: "Zahlungsmethode einrichten" }).click();
    await expect(page).toHaveURL(/\/pr-payment\/\d+$/);
    const prReportId = Number(page.url().split("/").at(-1));
    await expect(page.getByRole("heading", { name: "PR-Bericht Abonnement" })).toBeVisible();
    await expect(page.getByText("Testmodus – es wird nichts abgebucht")).toBeVisible();
    await expect(draftNote).toContainText("die Redaktion ergänzt ihn mit Ihnen und prüft ihn");
    const submit = page.getByRole("button", { name: "Zahlungsmethode hinterlegen" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("E-Mail für Rechnungen *").fill("buchhaltung@velo-beispiel.invalid");
    await page.getByLabel("Kartennummer (Testkarte)").fill("4000 0000 0000 0002");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Strasse und Nr. *").fill("Tramstrasse 12");
    await page.getByLabel("PLZ *").fill("5034");
    await page.getByLabel("Ort *").fill("Suhr");
    await expect(submit).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/pr-payment-390.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await submit.click();
    await expect(page.getByText("Zahlungsfehler", { exact: true })).toBeVisible();
    await expect(page.getByText("Ihre Karte wurde abgelehnt.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`/pr-payment/${prReportId}`);

    await page.getByLabel("Kartennummer (Testkarte)").fill("4242 4242 4242 4242");
    await submit.click();
    await expect(page).toHaveURL(`/pr-payment-success/${prReportId}`);
    await expect(
      page.getByRole("heading", { name: "Zahlungsmethode erfolgreich hinterlegt!" }),
    ).toBeVisible();
    await expect(page.getByText("velo-beispiel.invalid")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "test-results/pr-payment-success-1280.png", fullPage: true });

    const own = async () =>
      (
        (await (await page.request.get("/api/pr-reports/user")).json()) as Array<Record<string, unknown>>
      ).find((report) => report.id === prReportId);
    expect(await own()).toMatchObject({
      paymentStatusLabel: "Ausstehend",
      stateLine: "Zahlungsmethode hinterlegt, wartet auf Freigabe",
    });

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    const admin = adminPage.request;

    // The editorial team completes the draft before approving it.
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await adminPage.goto("/admin");
    await waitForHydration(adminPage);
    await adminPage.getByRole("tab", { name: /^PR-Berichte/ }).click();
    const pendingReport = adminPage
      .getByTestId("admin-item-pr-report")
      .filter({ hasText: "Velo Beispiel stellt sich vor" });
    await expect(pendingReport.getByTestId("pr-draft-line")).toHaveText(
      "Vorlage nur aus Name und Domain (Website nicht lesbar), vor der Freigabe mit der Firma ergänzen",
    );
    await pendingReport.getByRole("button", { name: "Bericht bearbeiten" }).click();
    await pendingReport.getByLabel("Kurzbeschreibung").fill("Velo Beispiel repariert Velos im Dorfzentrum.");
    await pendingReport
      .getByLabel("Text", { exact: true })
      .fill("Velo Beispiel repariert Velos und E-Bikes im Dorfzentrum.\n\nWebsite: velo-beispiel.invalid.");
    await expectNoSeriousA11yViolations(adminPage);
    await adminPage.screenshot({ path: "test-results/pr-admin-complete-1280.png", fullPage: true });
    await pendingReport.getByRole("button", { name: "Speichern" }).click();
    await expect(adminPage.getByText("Erfolgreich aktualisiert!", { exact: true })).toBeVisible();

    const approved = await admin.post(`/api/admin/pr-reports/${prReportId}/approve`);
    expect(approved.status()).toBe(200);
    expect((await approved.json()).freeTrialInfo.message).toContain("Gratis-Testphase");

    const visitor = await playwrightRequest.newContext({ baseURL });
    expect((await visitor.get(`/api/pr-reports/${prReportId}`)).status()).toBe(200);
    expect(await own()).toMatchObject({ paymentStatusLabel: "Gratis-Test" });
    await page.goto(`/pr-report/${prReportId}`);
    await expect(page.getByRole("heading", { name: "Velo Beispiel stellt sich vor" })).toBeVisible();
    await expect(page.getByText("Velo Beispiel repariert Velos und E-Bikes im Dorfzentrum.")).toBeVisible();

    const moved = await admin.post("/api/admin/test-payments/clock", { data: { days: 15 } });
    expect(moved.status()).toBe(200);
    expect(await own()).toMatchObject({ paymentStatusLabel: "Bezahlt", publicationLabel: "Veröffentlicht" });

    // The profile (a visitor's order becomes the member's at sign-up): one state line, the receipt,
    // and the cancellation at the period's end.
    await signUpInBrowser(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openPrOrders(page);
      const card = page.getByTestId("own-pr-report").filter({ hasText: "Velo Beispiel" });
      await expect(card.getByTestId("pr-state-line")).toHaveText(/^Aktiv, nächste Abbuchung am /);
      await expect(card.getByRole("link", { name: /^Quittung vom / })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `test-results/pr-order-profile-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    const card = page.getByTestId("own-pr-report").filter({ hasText: "Velo Beispiel" });
    const receiptHref = await card.getByRole("link", { name: /^Quittung vom / }).getAttribute("href");
    const receipt = await page.request.get(receiptHref!);
    expect(await receipt.text()).toContain("Tramstrasse 12");
    await page.goto(receiptHref!);
    await expect(page.getByRole("heading", { name: "Quittung" })).toBeVisible();
    // Its own style applies under its Content-Security-Policy (the default one refuses inline style).
    expect(await page.locator("table").evaluate((table) => getComputedStyle(table).borderCollapse)).toBe(
      "collapse",
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/pr-receipt-1280.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "test-results/pr-receipt-390.png", fullPage: true });

    await openPrOrders(page);
    await card.getByRole("button", { name: "Abonnement kündigen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Kündigen" }).click();
    await expect(card.getByTestId("pr-state-line")).toHaveText(/^Gekündigt per /);
    await expect(card.getByRole("button", { name: "Abonnement kündigen" })).toHaveCount(0);

    // The administration reads the same line.
    await adminPage.goto("/admin");
    await waitForHydration(adminPage);
    await adminPage.getByRole("tab", { name: /Erledigte Aufgaben/ }).click();
    await adminPage.getByRole("tab", { name: /^PR-Berichte/ }).click();
    await expect(
      adminPage
        .getByTestId("pr-state-line")
        .filter({ hasText: /^Gekündigt per / })
        .first(),
    ).toBeVisible();
    for (const width of [390, 1280]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await adminPage.screenshot({ path: `test-results/pr-order-admin-${width}.png`, fullPage: true });
    }
    await adminContext.close();
    await visitor.dispose();
  });

  test("a draft can be continued or deleted from the profile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pr-service");
    await page.getByLabel("Domain Ihres Unternehmens").fill("entwurf-beispiel.invalid");
    await page.getByRole("button", { name: "PR-Bericht erstellen" }).click();
    await expect(page.getByText("PR-Bericht erstellt", { exact: true })).toBeVisible({ timeout: 30_000 });
    await signUpInBrowser(page);
    await openPrOrders(page);
    const card = page.getByTestId("own-pr-report").filter({ hasText: "entwurf-beispiel.invalid" });
    await expect(card.getByTestId("pr-state-line")).toHaveText(
      "Entwurf: Zahlungsmethode noch nicht hinterlegt",
    );
    await page.screenshot({ path: "test-results/pr-order-draft-390.png", fullPage: true });
    await card.getByRole("link", { name: "Bestellung fortsetzen" }).click();
    await expect(page).toHaveURL(/\/pr-payment\/\d+$/);
    await openPrOrders(page);
    await card.getByRole("button", { name: "Entwurf löschen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Löschen" }).click();
    await expect(card).toHaveCount(0);
  });

  test("a payment page of somebody else's or an unknown report shows the load error; a bad address 'Seite nicht gefunden'", async ({
    page,
  }) => {
    await page.goto("/pr-payment/999999");
    await expect(page.getByText("Die Zahlungsinformationen konnten nicht geladen werden.")).toBeVisible();
    await page.goto("/pr-payment/abc");
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  });
});
