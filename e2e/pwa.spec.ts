import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, expect, type Page, test, type Worker } from "@playwright/test";
import { contentHref, type TileItem } from "../src/shared/articles/articles";
import { READ_PAGES_CACHE } from "../src/shared/web-app/offline";
import { expectFitsScreens, expectNoSeriousA11yViolations, waitForHydration } from "./helpers";

/**
 * The installable portal (issue 26) in Chromium: the manifest and the service worker as the browser's
 * installability check sees them, reading offline, and a push. Each test has a fresh context, so a
 * worker of its own; the worker is registered after the load event, when the browser is idle.
 */

/** The page once the service worker controls it (it claims the page that registered it). */
async function controlled(page: Page): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const worker = page.context().serviceWorkers()[0];
  expect(worker, "the service worker").toBeTruthy();
  return worker!;
}

async function articles(page: Page): Promise<{ path: string; title: string }[]> {
  const response = await page.request.get("/api/homepage-content");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as TileItem[])
    .map((tile) => ({ path: contentHref(tile, "tile"), title: tile.title }))
    .filter((tile) => tile.path.startsWith("/post/"));
}

/** The paths the worker kept for offline reading, as the offline page reads them. */
const keptPaths = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, READ_PAGES_CACHE);

test("the manifest is valid and the portal installable", async ({ browserName }, testInfo) => {
  // Chromium installs nothing from an off-the-record profile, which every new context is: a profile on disk.
  expect(browserName).toBe("chromium");
  const { baseURL, launchOptions } = testInfo.project.use;
  const profile = mkdtempSync(path.join(tmpdir(), "dorfportal-pwa-"));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await installable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page) {
  await page.goto("/");
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = await cdp.send("Page.getAppManifest");
  expect(new URL(url).pathname).toBe("/manifest.webmanifest");
  expect(errors).toEqual([]);

  const response = await page.request.get(url);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({ start_url: "/", scope: "/", display: "standalone", lang: "de-CH" });
  expect(manifest.name).toMatch(/^Dorfportal /);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"], icon.src).toBe("image/png");
  }
  for (const path of ["/icons/apple-touch-icon.png", "/icons/badge-96.png"]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toContain("javascript");
}

test("an article read before opens offline, another shows the offline page", async ({ page, context }) => {
  const [read, clicked, unread] = await articles(page);
  expect(unread, "three articles on the home page").toBeTruthy();

  await page.goto("/");
  await controlled(page);
  // Read by loading its address, and by following a link (a client-side navigation).
  await page.goto(read!.path);
  await waitForHydration(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.locator(`a[href="${clicked!.path}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1, name: clicked!.title })).toBeVisible();
  await expect.poll(() => keptPaths(page)).toEqual(expect.arrayContaining([read!.path, clicked!.path]));
  expect(await keptPaths(page)).not.toContain(unread!.path);

  await context.setOffline(true);
  try {
    for (const article of [read!, clicked!]) {
      await page.goto(article.path);
      await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    }

    await page.goto(unread!.path);
    await expect(page).toHaveURL(/\/offline\?seite=/);
    await expect(page.getByRole("heading", { level: 1, name: "Sie sind offline" })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Erneut versuchen" })).toHaveAttribute("href", unread!.path);
    const list = page.getByRole("region", { name: "Zuletzt gelesen" });
    await expect(list.getByRole("link", { name: read!.title })).toHaveAttribute("href", read!.path);
    await expect(list.getByRole("link", { name: clicked!.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectFitsScreens(page, "offline");

    // From the list, a kept article opens without a network.
    await list.getByRole("link", { name: read!.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: read!.title })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

/** The registration's id as Chromium's DevTools know it, for delivering a push to it. */
async function registrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const active = registrations.find((registration) => !registration.isDeleted);
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return { cdp, id: await found };
}

test("a push shows a notification, a push it cannot read a general one", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await page.goto("/");
  const worker = await controlled(page);
  const { cdp, id } = await registrationId(context, page);
  const origin = new URL(page.url()).origin;
  const shown = () =>
    worker.evaluate(async () =>
      (
        await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()
      ).map(({ title, body, tag, data, icon }) => ({ title, body, tag, data, icon })),
    );

  const payload = { title: "Wasser abkochen", body: "Bis Freitag", url: "/mitteilungen/wasser", tag: "n-1" };
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: id,
    data: JSON.stringify(payload),
  });
  await expect.poll(shown).toContainEqual({
    title: payload.title,
    body: payload.body,
    tag: payload.tag,
    data: { url: payload.url },
    icon: `${origin}/icons/icon-192.png`,
  });

  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: id, data: "kein JSON" });
  await expect
    .poll(async () => (await shown()).map((notification) => notification.title))
    .toContain("Neues im Dorfportal");
});
