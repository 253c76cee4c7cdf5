import { expect, test } from "@playwright/test";
import { signUpInBrowser, waitForHydration } from "./helpers";

/**
 * Issue 24: a signed-in member is served the cached page of visitors, marked on <html>; the browser
 * fills in the member's own parts after hydration, without a hydration warning and without ever
 * offering the sign-in.
 */
test.describe("a member on cached public pages", () => {
  test("sees the own header and the contact details only members see, on the visitors' cached pages", async ({
    page,
    browser,
  }) => {
    const word = `Leiter${Date.now().toString(36)}`;
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await signUpInBrowser(ownerPage, { firstName: "Olga", lastName: "Anbieterin" });
    const created = await ownerPage.request.post("/api/help-entries", {
      data: {
        kind: "offer",
        title: `Biete ${word}`,
        description: "Eine lange Leiter zum Ausleihen.",
        name: "Olga",
        contactPhone: "062 123 45 67",
      },
    });
    expect(created.status()).toBe(201);
    await owner.close();

    // A visitor's requests leave the pages in the response cache.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    for (const path of ["/", "/marktplatz"]) await visitorPage.goto(path);
    await expect(visitorPage.getByText(`Biete ${word}`)).toBeVisible();
    await expect(visitorPage.getByText("062 123 45 67")).toHaveCount(0);
    await visitor.close();

    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") warnings.push(message.text());
    });
    await signUpInBrowser(page, { firstName: "Mia", lastName: "Mitglied" });
    const served = await page.goto("/marktplatz");
    expect(await served?.text()).toContain("<html data-session");
    await waitForHydration(page);
    const header = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(header.getByRole("link", { name: "Mia Mitglied" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Anmelden" })).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-session");
    await expect(page.getByText("062 123 45 67")).toBeVisible();

    await page.goto("/");
    await waitForHydration(page);
    await expect(header.getByRole("link", { name: "Mein Marktplatz" })).toBeVisible();
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });
});
