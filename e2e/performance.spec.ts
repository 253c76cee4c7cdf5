import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

/** What the browser downloads, and that a cached page is still the working page (demo content). */
test.describe("fast public reads", () => {
  test("sends the scripts brotli-compressed and the home page from the cache with its ETag", async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/assets/") && response.url().endsWith(".js")) scripts.push(response.url());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);

    // The entry script (files under 1 KiB are sent as they are).
    const entry = scripts.find((url) => /\/assets\/index-[^/]+\.js$/.test(url));
    const asset = await request.get(new URL(entry!).pathname, { headers: { "accept-encoding": "br" } });
    expect(asset.headers()["content-encoding"]).toBe("br");

    const first = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    expect(first.headers().vary).toBe("Cookie, Accept-Encoding");
    const again = await request.get("/", {
      headers: { "if-none-match": etag!, "accept-encoding": "br, gzip" },
    });
    expect(again.status()).toBe(304);
  });

  test("preloads the picture of an article and hydrates the cached page", async ({ page }) => {
    await page.goto("/");
    // An article with a picture: the newsroom's specs may have published newer ones without.
    const firstArticle = page.locator('[data-testid="home-tile"]:has(img) a[href^="/post/"]').first();
    const href = await firstArticle.getAttribute("href");
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await page.goto(href!);
      const html = await response!.text();
      expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+"/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await page
      .getByRole("link", { name: /Dorfportal|Startseite/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("loads the deferred parts without a Content-Security-Policy violation", async ({ page }) => {
    // Recorded from before the page's own scripts run; CSP does not apply to an init script.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto("/");
    // The assistant loads once the page has loaded.
    await page.getByRole("button", { name: "Assistent" }).click();
    await expect(page.getByRole("region", { name: "Assistent" })).toBeVisible();
    expect(scripts.some((file) => /ChatWidget/.test(file))).toBe(true);
    expect(await violations()).toEqual([]);

    // zod and the form's schema load with the first validation; zod must not probe for eval.
    await page.goto("/login");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Neues Konto erstellen" }) });
    await form.getByLabel("E-Mail").fill("nicht-gueltig");
    await form.getByRole("button", { name: "Registrieren" }).click();
    await expect(form.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("an article's text is the server's HTML until another text is shown", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto("/");
    const links = page.locator('a[href^="/post/"]');
    const [first, second] = [
      await links.nth(0).getAttribute("href"),
      await links.nth(1).getAttribute("href"),
    ];
    await page.goto(first!);
    const text = page.getByTestId("markdown-content");
    await expect(text.locator("p").first()).toBeVisible();
    // Hydrated (client-side navigation works) without the markdown renderer.
    await page.getByRole("link", { name: "Kontakt/Redaktion" }).click();
    await expect(page).toHaveTitle(/Kontakt und Redaktion/);
    expect(scripts.filter((file) => /MarkdownRenderer/.test(file))).toEqual([]);
    // Another article, opened in the page, is rendered in the browser: now the renderer loads.
    await page.evaluate((href) => {
      history.pushState(null, "", href);
      dispatchEvent(new PopStateEvent("popstate"));
    }, second!);
    await expect(page.getByTestId("markdown-content").locator("p").first()).toBeVisible();
    expect(scripts.filter((file) => /MarkdownRenderer/.test(file))).toHaveLength(1);
  });
});
