import { expect, request as playwrightRequest, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsAdmin } from "./helpers";

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
    await domain.fill("https://beispiel.ch");
    await page.getByRole("button", { name: "PR-Bericht erstellen" }).click();
    await expect(page.getByText("Bitte geben Sie eine gültige Domain ein (z.B. beispiel.ch)")).toBeVisible();

    await domain.fill("velo-beispiel.invalid");
    await page.getByRole("button", { name: "PR-Bericht erstellen" }).click();
    await expect(page.getByText("PR-Bericht erstellt", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Velo Beispiel stellt sich vor")).toBeVisible();
    await page.screenshot({ path: "test-results/pr-service-preview-390.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("link", { name: "Zahlungsmethode einrichten" }).click();
    await expect(page).toHaveURL(/\/pr-payment\/\d+$/);
    const prReportId = Number(page.url().split("/").at(-1));
    await expect(page.getByRole("heading", { name: "PR-Bericht Abonnement" })).toBeVisible();
    await expect(page.getByText("Testmodus – es wird nichts abgebucht")).toBeVisible();
    const submit = page.getByRole("button", { name: "Zahlungsmethode hinterlegen" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("E-Mail für Rechnungen *").fill("buchhaltung@velo-beispiel.invalid");
    await page.getByLabel("Kartennummer (Testkarte)").fill("4000 0000 0000 0002");
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
    expect(await own()).toMatchObject({ paymentStatusLabel: "Ausstehend" });

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    const admin = adminPage.request;
    const approved = await admin.post(`/api/admin/pr-reports/${prReportId}/approve`);
    expect(approved.status()).toBe(200);
    expect((await approved.json()).freeTrialInfo.message).toContain("Gratis-Testphase");

    const visitor = await playwrightRequest.newContext({ baseURL });
    expect((await visitor.get(`/api/pr-reports/${prReportId}`)).status()).toBe(200);
    expect(await own()).toMatchObject({ paymentStatusLabel: "Gratis-Test" });
    await page.goto(`/pr-report/${prReportId}`);
    await expect(page.getByRole("heading", { name: "Velo Beispiel stellt sich vor" })).toBeVisible();

    const moved = await admin.post("/api/admin/test-payments/clock", { data: { days: 15 } });
    expect(moved.status()).toBe(200);
    expect(await own()).toMatchObject({ paymentStatusLabel: "Bezahlt", publicationLabel: "Veröffentlicht" });
    await adminContext.close();
    await visitor.dispose();
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
