import { expect, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  mailedLink,
  signInInBrowser,
  signUpInBrowser,
  waitForHydration,
} from "./helpers";

test("registration mails a verification link that verifies the member", async ({ page }) => {
  const email = `konto-${Date.now()}@example.ch`;
  await page.goto("/login");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Neues Konto erstellen" }) });
  await form.getByLabel("Vorname").fill("Vreni");
  await form.getByLabel("Nachname").fill("Huber");
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort (mindestens 10 Zeichen)").fill("ein-sicheres-passwort");
  await form.getByRole("button", { name: "Registrieren" }).click();
  await expect(form.getByRole("status")).toContainText("Bitte bestätigen Sie Ihre Adresse");

  await signInInBrowser(page, email);
  const before = await page.request.get("/api/auth/user");
  expect(await before.json()).toMatchObject({ email, emailVerified: false });

  const link = await mailedLink(email, "/email-bestaetigen");
  await page.goto(link);
  await expect(page.getByRole("status")).toContainText("Ihre E-Mail-Adresse ist bestätigt.");
  expect(page.url()).not.toContain("token");
  await expectNoSeriousA11yViolations(page);
  const after = await page.request.get("/api/auth/user");
  expect(await after.json()).toMatchObject({ email, emailVerified: true });
});

test("a forgotten password is reset through the mailed link and the old session elsewhere ends", async ({
  page,
  browser,
}) => {
  const { email } = await signUpInBrowser(page);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInInBrowser(other, email);
  expect((await other.request.get("/api/auth/user")).status()).toBe(200);

  const fresh = await browser.newContext();
  const reset = await fresh.newPage();
  await reset.goto("/login");
  await reset.getByRole("link", { name: "Passwort vergessen?" }).click();
  await expect(reset.getByRole("heading", { level: 1 })).toHaveText("Passwort vergessen?");
  await expectNoSeriousA11yViolations(reset);
  await reset.getByLabel("E-Mail").fill(email);
  await reset.getByRole("button", { name: "Link anfordern" }).click();
  await expect(reset.getByRole("status")).toContainText("Falls zu dieser Adresse ein Konto besteht");

  await reset.goto(await mailedLink(email, "/passwort-vergessen"));
  await expect(reset.getByRole("heading", { level: 1 })).toHaveText("Neues Passwort festlegen");
  await reset.getByLabel("Neues Passwort (mindestens 10 Zeichen)").fill("ganz-neues-passwort");
  await reset.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(reset.getByRole("status")).toContainText("Ihr Passwort wurde geändert");

  expect((await other.request.get("/api/auth/user")).status()).toBe(401);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await signInInBrowser(reset, email, "ganz-neues-passwort");
  expect((await reset.request.get("/api/auth/user")).status()).toBe(200);
  await elsewhere.close();
  await fresh.close();
});

test("the header's logout signs out; a logout link from elsewhere asks first", async ({ page }) => {
  await signUpInBrowser(page);
  // An <img> pointing at the logout address, as an event picture could, signs nobody out.
  await page.evaluate(async () => {
    const image = new Image();
    image.src = "/api/logout";
    await new Promise((resolve) => {
      image.onload = resolve;
      image.onerror = resolve;
    });
  });
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  await page.goto("/abmelden");
  await expect(page.getByRole("heading", { name: "Überall abmelden" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/abmelden-${width}.png`, fullPage: true });
  }
  await page.getByRole("button", { name: "Abmelden", exact: true }).click();
  await page.waitForURL("/");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("the sign-in form names what is missing before it sends, on the field, and clears it once mended", async ({
  page,
}) => {
  await page.goto("/login");
  await waitForHydration(page);
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Anmelden" }) });
  await form.getByRole("button", { name: "Anmelden" }).click();
  const password = form.getByLabel("Passwort");
  await expect(form.getByText("Bitte geben Sie Ihr Passwort ein.")).toBeVisible();
  await expect(form.getByLabel("E-Mail")).toBeFocused();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill("irgendetwas");
  await expect(form.getByText("Bitte geben Sie Ihr Passwort ein.")).toHaveCount(0);
  await expect(password).not.toHaveAttribute("aria-invalid");
});
