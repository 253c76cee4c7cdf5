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

    const asset = await request.get(new URL(scripts[0]!).pathname, { headers: { "accept-encoding": "br" } });
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
    const firstArticle = page.locator('a[href^="/post/"]').first();
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
});
