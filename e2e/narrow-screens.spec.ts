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
async function checkShown(page: Page, name: string, { idle = true } = {}) {
  // An open conversation keeps its live connection and presence reads going: never idle.
  if (idle) await page.waitForLoadState("networkidle");
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

  test("the events' day strip and a conversation's 'Melden' keep their words whole", async ({
    page,
    browser,
  }) => {
    await checkScreen(page, "/category/Events", "veranstaltungen");

    const sender = await browser.newContext();
    const senderPage = await sender.newPage();
    await signUpInBrowser(senderPage, { firstName: "Sämi", lastName: "Schreiber" });
    const senderId = ((await (await senderPage.request.get("/api/auth/user")).json()) as { id: string }).id;
    await signUpInBrowser(page, { ...LONG_NAME, email: longEmail() });
    const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
    const sent = await senderPage.request.post("/api/messages", {
      data: {
        toUserId: me.id,
        content: "Grüezi! Ist das Velo noch zu haben? Ich würde es am Samstag abholen.",
      },
    });
    expect(sent.status()).toBe(201);
    await sender.close();
    await page.goto(`/inbox?contact=${senderId}`);
    const pane = page.getByRole("region", { name: "Unterhaltung mit Sämi Schreiber" });
    await expect(pane.getByText("Ist das Velo noch zu haben?")).toBeVisible();
    await checkShown(page, "unterhaltung", { idle: false });
    await expect(pane.getByRole("button", { name: "Melden" })).toBeVisible();
  });

  test("the assistant button shrinks while a field is filled in or the page scrolls, and covers no field", async ({
    page,
  }) => {
    await page.goto("/login");
    await waitForHydration(page);
    const launcher = page.locator("#assistant-slot").getByRole("button", { name: "Assistent" });
    await expect(launcher).toBeVisible();
    await expect(launcher).not.toHaveAttribute("data-compact");
    // The sign-up form's last field, low on a phone's screen.
    const field = page.getByLabel("Passwort (mindestens 10 Zeichen)");
    await field.scrollIntoViewIfNeeded();
    await field.focus();
    await expect(launcher).toHaveAttribute("data-compact", "true");
    const [fieldBox, launcherBox] = [await field.boundingBox(), await launcher.boundingBox()];
    expect(fieldBox && launcherBox).toBeTruthy();
    const overlaps =
      fieldBox!.x < launcherBox!.x + launcherBox!.width &&
      launcherBox!.x < fieldBox!.x + fieldBox!.width &&
      fieldBox!.y < launcherBox!.y + launcherBox!.height &&
      launcherBox!.y < fieldBox!.y + fieldBox!.height;
    expect(overlaps, "the focused field lies under the assistant button").toBe(false);
    await field.blur();
    await expect(launcher).not.toHaveAttribute("data-compact");

    // At the end of the page the footer's last line lies above the button.
    await page.mouse.wheel(0, 10_000);
    await expect(launcher).toHaveAttribute("data-compact", "true");
    await expect(launcher).not.toHaveAttribute("data-compact");
    const lastLink = page.locator("footer a").last();
    const [linkBox, restingBox] = [await lastLink.boundingBox(), await launcher.boundingBox()];
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(restingBox!.y);
    await page.screenshot({ path: test.info().outputPath("assistant-390.png") });
  });
});
