import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signUpInBrowser, waitForHydration } from "./helpers";

/** Issue 30, item 2: what residents look for is linked, and a newcomer is welcomed. */

/** Every address of this site that the header (desktop at 1280 px, or the opened mobile menu) links to. */
async function navigationTargets(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  let navigation = page.getByRole("navigation", { name: "Hauptnavigation" });
  if (width < 1024) {
    await page.getByRole("button", { name: "Menü" }).click();
    navigation = page.getByRole("navigation", { name: "Mobile Navigation" });
  }
  await expect(navigation.getByRole("link", { name: "Veranstaltungen", exact: true })).toHaveAttribute(
    "href",
    "/category/Events",
  );
  await expect(navigation.getByRole("link", { name: "Verzeichnis", exact: true })).toHaveAttribute(
    "href",
    "/business-directory",
  );
  const hrefsOf = (links: Locator) =>
    links
      .filter({ visible: true })
      .evaluateAll((found) => found.map((link) => link.getAttribute("href") ?? ""));
  const hrefs = await hrefsOf(page.locator("header a[href]"));
  if (width >= 1024) {
    // The categories are a menu of their own on a desktop.
    await navigation.getByRole("button", { name: "Kategorien" }).click();
    await expect(page.getByRole("menu").locator("a[href]").first()).toBeVisible();
    hrefs.push(...(await hrefsOf(page.getByRole("menu").locator("a[href]"))));
    await page.keyboard.press("Escape");
  }
  return [...new Set(hrefs.filter((href) => href.startsWith("/") && href !== "/api/logout"))];
}

async function expectEveryTargetAPage(page: Page, hrefs: string[]) {
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    if (response.headers()["content-type"]?.startsWith("text/html")) {
      expect(await response.text(), href).not.toContain("Seite nicht gefunden");
    }
  }
}

test.describe("finding things", () => {
  test("every link of the header and of the mobile menu leads to a page, for visitors and members", async ({
    page,
  }) => {
    for (const width of [1280, 390]) await expectEveryTargetAPage(page, await navigationTargets(page, width));
    await signUpInBrowser(page);
    for (const width of [1280, 390]) {
      const hrefs = await navigationTargets(page, width);
      expect(hrefs).toEqual(expect.arrayContaining(["/profil", "/inbox", "/dashboard"]));
      await expectEveryTargetAPage(page, hrefs);
    }
  });

  test("a newcomer is welcomed on the home page and led to the sign-up form; members are not", async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await waitForHydration(page);
      const welcome = page.getByRole("region", { name: "Willkommen im Dorfportal Suhr" });
      await expect(welcome).toBeVisible();
      await expect(welcome.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/api/login");
      await page.screenshot({ path: `test-results/welcome-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await welcome.getByRole("link", { name: "Registrieren" }).click();
      await expect(page).toHaveURL("/login#konto-erstellen");
      await expect(page.getByRole("heading", { name: "Neues Konto erstellen" })).toBeInViewport();
    }

    await signUpInBrowser(page);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Willkommen im Dorfportal Suhr" })).toHaveCount(0);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Willkommen im Dorfportal Suhr" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Marktplatz Suhr" })).toBeVisible();
  });
});
