import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin, signUpInBrowser, waitForHydration, wordsBrokenInside } from "./helpers";

const LONG_NAME = { firstName: "Anna-Barbara", lastName: "Müller-Hintermeister" };
/** 40 characters, unique per run: the server is shared by the specs. */
const longEmail = () => `ab.mueller-hintermeister.${String(Date.now()).slice(-4)}@example.ch`;

async function checkScreen(page: Page, path: string, name: string) {
  await page.goto(path);
  // The inbox has no assistant button to show that the page is hydrated.
  if (path === "/inbox") await expect(page.getByRole("heading", { name: "Nachrichten" })).toBeVisible();
  else await waitForHydration(page);
  await checkShown(page, name);
}

/** What the page shows now: a screenshot kept with the run, no word broken inside, no sideways scroll. */
async function checkShown(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  // The screen with its data, not its loading skeleton.
  await expect(page.locator("main .animate-pulse")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  expect(await wordsBrokenInside(page), `${name}: text narrower than one word`).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${name}: scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe("member and admin screens at 390 px with long German names", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no word is broken inside on /profil, /inbox and /dashboard", async ({ page }) => {
    const email = longEmail();
    expect(email).toHaveLength(40);
    await signUpInBrowser(page, { ...LONG_NAME, email });
    await checkScreen(page, "/profil", "profil");
    await expect(page.getByTestId("profile-name")).toHaveText("Anna-Barbara Müller-Hintermeister");
    await expect(page.getByText(email)).toBeVisible();
    // The tab row wraps: every tab is visible without scrolling.
    const tabs = page.getByRole("tablist", { name: "Meine Beiträge" }).getByRole("tab");
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await checkScreen(page, "/inbox", "inbox");
    await checkScreen(page, "/dashboard", "dashboard");
    // The member's forms: the reader reporter and the marketplace's offer and request.
    await checkScreen(page, "/lesereporter", "lesereporter");
    await checkScreen(page, "/marktplatz/anbieten", "marktplatz-anbieten");
    await checkScreen(page, "/marktplatz/suchen", "marktplatz-suchen");
  });

  test("/admin breaks no word and opens on the first kind with waiting items", async ({ page }) => {
    await signInAsAdmin(page);
    await checkScreen(page, "/admin", "admin");
    const kinds = page.getByRole("tablist", { name: "Art der Beiträge" }).first().getByRole("tab");
    const counts = await kinds.evaluateAll((tabs) =>
      tabs.map((tab) => ({
        selected: tab.getAttribute("aria-selected") === "true",
        count: Number(tab.querySelector("span")?.textContent ?? 0),
      })),
    );
    const firstWaiting = counts.findIndex((kind) => kind.count > 0);
    expect(counts.findIndex((kind) => kind.selected)).toBe(Math.max(firstWaiting, 0));
    // Every area of the administration, then the users with their roles.
    const areas = page.getByRole("tablist", { name: "Bereiche der Administration" }).getByRole("tab");
    for (const area of await areas.all()) {
      await area.click();
      await expect(area).toHaveAttribute("aria-selected", "true");
      await checkShown(page, `admin-${await area.textContent()}`);
    }
    await checkScreen(page, "/admin/users", "admin-users");
  });
});
