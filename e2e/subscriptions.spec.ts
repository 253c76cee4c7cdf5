import { expect, test } from "@playwright/test";
import {
  expectFitsScreens,
  expectNoSeriousA11yViolations,
  mailedMatch,
  signInAsAdmin,
  signUpInBrowser,
  waitForHydration,
} from "./helpers";

/** Issue 25, item 2: a resident subscribes without an account, confirms, manages topics and unsubscribes. */

const EMAIL = `abo-${Date.now()}@example.ch`;

test("a resident subscribes to notices without an account, confirms, changes topics and unsubscribes", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/mitteilungen");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Per E-Mail abonnieren" }).click();
  await expect(page.getByRole("heading", { name: "Per E-Mail informiert", level: 1 })).toBeVisible();
  await waitForHydration(page);
  const notices = page.getByRole("group", { name: "Amtliche Mitteilungen" });
  await expect(notices.getByRole("checkbox", { name: "Baugesuch" })).toBeChecked();
  await notices.getByRole("checkbox", { name: "Abfall & Entsorgung" }).uncheck();
  await expectFitsScreens(page, "subscribe");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("E-Mail-Adresse").fill(EMAIL);
  await page.getByRole("button", { name: "Abonnieren" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bitte bestätigen Sie Ihr Abo" })).toBeVisible();

  const confirmLink = await mailedMatch(EMAIL, /https?:\/\/[^\s]+\/abo\/bestaetigen\?token=[A-Za-z0-9_-]+/g);
  await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Abo bestätigen" }).click();
  await expect(page.getByRole("heading", { name: "Ihr E-Mail-Abo", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/abo\/[A-Za-z0-9_-]+$/);
  const managePath = new URL(page.url()).pathname;
  await expect(page.getByRole("checkbox", { name: "Baugesuch" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Abfall & Entsorgung" })).not.toBeChecked();
  await page.getByRole("group", { name: "Nachrichten" }).getByRole("checkbox", { name: "Sport" }).check();
  await page.getByRole("button", { name: "Themen speichern" }).click();
  await expect(page.getByText("Ihre Themen sind gespeichert.").first()).toBeVisible();
  // Without an account, push of the same public topics can be turned on for this device (issue 26).
  await expect(
    page.getByRole("button", { name: "Push-Mitteilungen auf diesem Gerät einschalten" }),
  ).toBeVisible();
  await expectFitsScreens(page, "subscription");
  await expectNoSeriousA11yViolations(page);

  // The team publishes a Baugesuch: the subscriber's mail carries the one-click unsubscribe (RFC 8058).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const published = await admin.request.post("/api/admin/notices", {
    data: {
      kind: "baugesuch",
      title: `Baugesuch Pergola ${Date.now()}`,
      content: "Auflage",
      status: "published",
      details: {
        applicant: "Familie Test",
        parcel: "12",
        address: "Bachstrasse 2, 5034 Suhr",
        project: "Pergola",
        objectionDeadline: day,
        plansLocation: "Bauverwaltung",
      },
    },
  });
  expect(published.status()).toBe(201);
  await adminContext.close();
  const header = await mailedMatch(EMAIL, /List-Unsubscribe:\s+<https?:\/\/[^>]+\/unsubscribe>/g);
  expect(header).toContain(`/api/subscriptions/${managePath.split("/").at(-1)}/unsubscribe`);
  await mailedMatch(EMAIL, /List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/g);

  await page.goto(managePath);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Alles abbestellen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "keine E-Mails mehr" })).toBeVisible();
  await page.goto(managePath);
  await expect(page.getByRole("heading", { name: "Abo nicht gefunden" })).toBeVisible();
  await context.close();
});

test("a member chooses the topics mailed to them in the profile, beside the message mails", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpInBrowser(page, { firstName: "Paula", lastName: "Profil" });
  await page.goto("/profil");
  await waitForHydration(page);
  const section = page.getByRole("heading", { name: "Benachrichtigungen", level: 2 }).locator("..");
  await expect(section.getByText("E-Mail bei neuen Nachrichten")).toBeVisible();
  await expect(section.getByRole("checkbox", { name: "E-Mail bei Entscheiden der Redaktion" })).toBeChecked();
  const mailTopics = section.getByRole("region", { name: "E-Mail zu Themen" });
  await mailTopics
    .getByRole("group", { name: "Amtliche Mitteilungen" })
    .getByRole("checkbox", { name: "Baugesuch" })
    .check();
  await mailTopics.getByRole("button", { name: "Themen speichern" }).click();
  await expect(page.getByText("Ihre Themen sind gespeichert.").first()).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByRole("region", { name: "E-Mail zu Themen" }).getByRole("checkbox", { name: "Baugesuch" }),
  ).toBeChecked();
  await expectFitsScreens(page, "profile-notifications");
  await expectNoSeriousA11yViolations(page);
});
