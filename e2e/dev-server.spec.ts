import { expect, type Page, test } from "@playwright/test";
import { demoAccountsIn, firstArticleIn, MAIN_PAGES, type Role } from "../scripts/main-pages";
import { waitForHydration } from "./helpers";
import { mainPort, type Portal, startPortal } from "./portal";

/**
 * `npm run dev` as a developer runs it (Vite in middleware mode, its own port and data folder, the demo
 * content): its pages carry the page policy, not the API's `default-src 'none'`, and load and hydrate.
 * Development is also where React reports hydration mismatches (attributes, ids): none may appear on the
 * main pages of any role.
 */
const PORT = mainPort + 5;
let portal: Portal;
let log = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startPortal(PORT, {
    command: ["npm", "run", "dev"],
    env: { SEED: "demo" },
    output: (text) => {
      log += text;
    },
  });
});
test.afterAll(async () => {
  await portal?.stop();
});

/** Problems the browser reports while the page loads: policy refusals and React's hydration warnings. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|hydrat|did(?: not|n't) match/i.test(text))
      problems.push(`${page.url()}: ${text.slice(0, 500)}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

async function visit(page: Page, path: string) {
  await page.goto(`${portal.baseURL}${path}`, { timeout: 120_000 });
  // The inbox has no assistant button to wait for; its conversation list comes with hydration.
  if (path.startsWith("/inbox")) await page.waitForLoadState("networkidle");
  else await waitForHydration(page);
}

test("serves pages with the page policy, and they load and hydrate", async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watch(page);
  const response = await page.goto(`${portal.baseURL}/`, { timeout: 120_000 });
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain("default-src 'none'");
  expect(policy).not.toContain("'unsafe-inline' https://js.stripe.com");
  await waitForHydration(page);
  // Hydrated: a link navigates within the app.
  await page.getByRole("link", { name: "Kontakt/Redaktion" }).click();
  await expect(page).toHaveTitle(/Kontakt und Redaktion/);
  expect(problems).toEqual([]);
});

test("hydrates the main pages of every role without a warning", async ({ page }) => {
  test.setTimeout(600_000);
  const problems = watch(page);
  const accounts = demoAccountsIn(log);
  const home = await page.request.get(`${portal.baseURL}/`);
  const article = firstArticleIn(await home.text());
  const roles: Role[] = ["visitor", "member", "admin"];
  for (const role of roles) {
    if (role !== "visitor") {
      const signedIn = await page.request.post(`${portal.baseURL}/api/auth/login`, { data: accounts[role] });
      expect(signedIn.status(), role).toBe(200);
    }
    const paths = role === "visitor" ? [...MAIN_PAGES.visitor, article] : MAIN_PAGES[role];
    for (const path of paths) await visit(page, path);
  }
  expect(problems).toEqual([]);
});
