import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpInBrowser, waitForHydration } from "./helpers";

test.describe("platform", () => {
  test("a visitor signs up, sees the member navigation and signs out again", async ({ page }) => {
    await signUpInBrowser(page, { firstName: "Erika", lastName: "Beispiel" });
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav.getByRole("link", { name: "Erika Beispiel" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Mein Marktplatz" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Nachrichten" })).toHaveAttribute("href", "/inbox");
    await expect(nav.getByRole("link", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Anmelden" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Logout" }).click();
    await page.waitForURL("/");
    await expect(nav.getByRole("link", { name: "Anmelden" })).toBeVisible();
  });

  test("sign-in goes back to a safe returnTo and shows German errors", async ({ page }) => {
    const { email } = await signUpInBrowser(page);
    await page.goto("/api/logout");
    await page.goto("/login?returnTo=/kontakt");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Anmelden" }) });
    await form.getByLabel("E-Mail").fill(email);
    await form.getByLabel("Passwort").fill("falsches-passwort");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.");
    await form.getByLabel("Passwort").fill("ein-sicheres-passwort");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await page.waitForURL("/kontakt");
    await expect(page.getByRole("heading", { level: 1, name: "Kontakt und Redaktion" })).toBeVisible();

    // Signed in already: the login page sends the browser on, but never off-site.
    await page.goto("/login?returnTo=//evil.example");
    await page.waitForURL("/");
  });

  test("validates the registration form in German before sending", async ({ page }) => {
    await page.goto("/login");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Neues Konto erstellen" }) });
    await form.getByLabel("E-Mail").fill("nicht-gueltig");
    await form.getByLabel("Passwort (mindestens 10 Zeichen)").fill("kurz");
    await form.getByRole("button", { name: "Registrieren" }).click();
    await expect(form.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await expect(form.getByText("Das Passwort muss mindestens 10 Zeichen lang sein.")).toBeVisible();
    await expect(form.getByText("Bitte geben Sie Ihren Vornamen ein.")).toBeVisible();
  });

  test("an administrator sees the Admin link", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(
      page
        .getByRole("navigation", { name: "Hauptnavigation" })
        .getByRole("link", { name: "Admin", exact: true }),
    ).toHaveAttribute("href", "/admin");
  });

  test("the mobile menu mirrors the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menü" }).click();
    await expect(menu).toBeVisible();
    for (const name of [
      "Sport",
      "Dorfläbe",
      "Leserbriefe",
      "Lesereporter",
      "PR-Service",
      "Marktplatz Suhr BETA",
      "Anmelden",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "PR-Berichte" })).toHaveCount(0);
  });

  test("the categories dropdown lists every category but PR-Berichte", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Kategorien" }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveText(["Sport", "Dorfläbe", "Gewerbe", "Events", "Familie", "Leserbriefe"]);
  });

  test("hydrates the server-rendered home page without fetching its data again", async ({ page }) => {
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      // Page views are reported on every page (reading.spec.ts); data must not be fetched again.
      if (pathname.startsWith("/api/") && pathname !== "/api/analytics/pageview")
        apiCalls.push(request.url());
    });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Jetzt entdecken" })).toBeVisible();
    await expect(page.getByTestId("home-tile")).toHaveCount(12);
    // Hydrated: client-side navigation works without a page load.
    await page.getByRole("link", { name: "Kontakt/Redaktion" }).click();
    await expect(page).toHaveTitle(/Kontakt und Redaktion/);
    expect(apiCalls).toEqual([]);
    expect(violations.filter((text) => /Content Security Policy|hydrat/i.test(text))).toEqual([]);
  });

  test("the old writing addresses lead to the reader reporter", async ({ page }) => {
    await page.goto("/leserbrief-schreiben");
    await expect(page).toHaveURL(/\/lesereporter$/);
    await page.goto("/artikel-schreiben");
    await expect(page).toHaveURL(/\/lesereporter$/);
  });

  test("unknown paths show the not-found screen", async ({ page }) => {
    const response = await page.goto("/diese-seite-gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});

test.describe("tooltips", () => {
  test("open after the 700 ms delay, 4 px from their trigger", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const link = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Marktplatz Suhr BETA" });
    await link.hover();
    const tooltip = page.getByRole("tooltip");
    await page.waitForTimeout(400);
    await expect(tooltip).toHaveCount(0);
    await expect(tooltip).toHaveText("Neu und noch in Erprobung: Angebote und Gesuche aus der Nachbarschaft");
    const [trigger, content] = await Promise.all([link.boundingBox(), tooltip.boundingBox()]);
    if (!trigger || !content) throw new Error("tooltip or trigger not laid out");
    const gap = Math.max(content.y - (trigger.y + trigger.height), trigger.y - (content.y + content.height));
    expect(Math.round(gap)).toBe(4);
  });
});

test.describe("page head on client-side navigation", () => {
  test("follows the page: title, canonical address and structured data", async ({ page }) => {
    await page.goto("/");
    const tile = page.locator('[data-testid="home-tile"] a[href^="/post/"]').first();
    const href = await tile.getAttribute("href");
    await tile.click();
    await page.waitForURL(href ?? "");
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute("href", new RegExp(`${href}$`));
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await expect(page).toHaveTitle(new RegExp(heading?.slice(0, 20) ?? "-"));
    const structured = page.locator('script[type="application/ld+json"]');
    await expect(structured).toHaveCount(1);
    expect(JSON.parse((await structured.textContent()) ?? "{}")).toMatchObject({ "@type": "NewsArticle" });

    await page.getByRole("link", { name: "Kontakt/Redaktion" }).click();
    await expect(canonical).toHaveAttribute("href", /\/kontakt$/);
    await expect(structured).toHaveCount(0);
  });
});
