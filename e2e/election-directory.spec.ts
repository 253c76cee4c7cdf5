import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signUpInBrowser, waitForHydration } from "./helpers";

const ELECTION = "/kommunalwahlen/abstimmung";

async function expectNoSidewaysScroll(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe("election poll", () => {
  test("a visitor sees the ballot grouped by position and the provisional top 6", async ({ page }) => {
    await page.goto(ELECTION);
    await expect(page.getByRole("heading", { name: "Kommunalwahlen Suhr", level: 1 })).toBeVisible();
    // The demo election is three weeks ahead, on a Sunday.
    await expect(page.getByText(/^Wahltag: Sonntag, \d{1,2}\. [A-Za-zä]+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole("note")).toContainText("Inoffizielle Umfrage");
    await expect(page.getByRole("group", { name: "Gemeindepräsidium" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Gemeinderat" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Stimme abgeben" })).toBeDisabled();

    await page.getByRole("button", { name: "Zwischenergebnisse anzeigen" }).click();
    await expect(
      page.getByRole("heading", { name: "Zwischenergebnis: die 6 Bestplatzierten" }),
    ).toBeVisible();
    await expect(page.getByTestId("election-result")).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page, "election-ballot");
    await page.getByRole("button", { name: "Zwischenergebnisse ausblenden" }).click();
    await expect(page.getByTestId("election-result")).toHaveCount(0);
  });

  test("a member votes, sees the results with 'Gewählt', and a second vote shows the failure alert", async ({
    page,
    context,
  }) => {
    await signUpInBrowser(page);
    await page.goto(ELECTION);
    const second = await context.newPage();
    await second.goto(ELECTION);
    await expect(second.getByRole("group", { name: "Gemeinderat" })).toBeVisible();

    await page.getByRole("radio", { name: /Corinne Bolliger/ }).check();
    await expect(page.getByRole("button", { name: "Stimme abgeben" })).toBeEnabled();
    await page.getByRole("button", { name: "Stimme abgeben" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Vielen Dank! Ihre Stimme wurde gezählt." }),
    ).toBeVisible();
    const bolliger = page.getByTestId("election-result").filter({ hasText: "Corinne Bolliger" });
    await expect(bolliger).toContainText("Gewählt");
    await expect(bolliger).toContainText("SP");
    await expect(page.getByTestId("election-result")).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page, "election-results");

    await second.getByRole("radio", { name: /Thomas Gautschi/ }).check();
    await second.getByRole("button", { name: "Stimme abgeben" }).click();
    await expect(second.getByRole("alert")).toHaveText(
      "Sie haben bereits abgestimmt. Pro Person zählt eine Stimme.",
    );

    await page.reload();
    await expect(
      page.getByText("Sie haben bereits abgestimmt. Hier sehen Sie den aktuellen Stand."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Stimme abgeben" })).toHaveCount(0);
  });
});

test.describe("business directory", () => {
  test("search tolerates umlauts, tabs filter by category, the map link points at the business", async ({
    page,
  }) => {
    await page.goto("/business-directory");
    await expect(page.getByRole("heading", { name: "Business-Verzeichnis Suhr", level: 1 })).toBeVisible();
    await expect(page.getByTestId("business-count")).toHaveText("15 Unternehmen");
    // Typed before hydration, the search is lost when React takes the field over (flaky on a busy machine).
    await waitForHydration(page);

    await page.getByLabel("Unternehmen suchen").fill("backerei");
    await expect(page.getByTestId("business-count")).toHaveText("2 Unternehmen");
    await expect(page).toHaveURL(/\?q=backerei$/);
    const card = page.getByTestId("business-card").filter({ hasText: "Bäckerei Wynaeck" });
    await expect(card.getByText(/^(Geöffnet|Geschlossen)$/)).toBeVisible();
    await expect(card.getByText(/^Heute \(\w+\): /)).toBeVisible();
    await expect(card.getByRole("link", { name: /Auf Karte anzeigen/ })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=47.37205&mlon=8.07942#map=18/47.37205/8.07942",
    );
    await expect(card.getByRole("link", { name: "062 842 11 34" })).toHaveAttribute("href", "tel:0628421134");

    await page.getByLabel("Unternehmen suchen").fill("");
    await page.getByRole("button", { name: "Restaurant", exact: true }).click();
    await expect(page.getByTestId("business-count")).toHaveText("3 Unternehmen");
    await expect(page.getByRole("button", { name: "Restaurant", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page).toHaveURL(/kategorie=Restaurant/);

    await page.getByLabel("Unternehmen suchen").fill("Skilift");
    await expect(
      page.getByText("Keine Unternehmen gefunden. Versuchen Sie es mit anderen Suchbegriffen."),
    ).toBeVisible();
    await expect(page.getByTestId("business-count")).toHaveText("0 Unternehmen");
  });

  test("a shared address opens the same filtered list, server-rendered; axe and both widths", async ({
    page,
  }) => {
    const response = await page.goto("/business-directory?q=cafe");
    expect(await response?.text()).toContain("Business-Verzeichnis Suhr");
    await expect(page.getByLabel("Unternehmen suchen")).toHaveValue("cafe");
    await expect(page.getByTestId("business-card").first()).toBeVisible();
    await page.goto("/business-directory");
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page, "business-directory");
  });
});
