import { expect, test } from "@playwright/test";
import { expectFitsScreens, expectNoSeriousA11yViolations, signInAsAdmin, waitForHydration } from "./helpers";

/** Issue 25, item 1: an editor publishes a Baugesuch with its plans, a resident finds it with its deadline. */

const ZONE = "Europe/Zurich";
const TITLE = `Baugesuch Carport ${Date.now()}`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** 'YYYY-MM-DD' some days from today in the site's zone. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE }).format(new Date());
  const moved = new Date(`${today}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

test("an editor publishes a Baugesuch with a PDF and a resident finds it with its deadline", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const editor = await editorContext.newPage();
  await signInAsAdmin(editor);
  await editor.goto("/admin");
  await waitForHydration(editor);
  await editor
    .getByRole("navigation", { name: "Bereiche des Teams" })
    .getByRole("link", { name: "Mitteilungen" })
    .click();
  await expect(editor.getByRole("heading", { name: "Amtliche Mitteilungen", level: 1 })).toBeVisible();
  await editor.getByRole("link", { name: "Neue Mitteilung" }).click();
  await waitForHydration(editor);

  await editor.getByLabel("Art der Mitteilung").selectOption("baugesuch");
  await editor.getByLabel("Titel").fill(TITLE);
  await editor.getByLabel("Bauherrschaft").fill("Familie Beispiel");
  await editor.getByLabel("Bauvorhaben").fill("Carport mit Gründach");
  await editor.getByLabel("Standort (Adresse)").fill("Obertelstrasse 3, 5034 Suhr");
  await editor.getByLabel("Parzelle Nr.").fill("3301");
  await editor.getByLabel("Planauflage (wo und wann)").fill("Bauverwaltung, Tramstrasse 1");
  await editor.getByLabel("Einsprachefrist bis").fill(dayFromToday(14));
  await editor
    .getByRole("textbox", { name: "Text", exact: true })
    .fill("Das Baugesuch liegt während 30 Tagen öffentlich auf.");
  // A kind's missing field is refused with the kind's own message.
  await editor.getByLabel("Parzelle Nr.").fill("");
  await editor.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await expect(
    editor.getByRole("alert").filter({ hasText: "Bitte geben Sie die Parzellennummer an." }),
  ).toBeVisible();
  await editor.getByLabel("Parzelle Nr.").fill("3301");
  await editor.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await expect(editor).toHaveURL(/\/admin\/mitteilungen\/\d+$/);
  await waitForHydration(editor);

  await editor.getByLabel("PDF anhängen (höchstens 10 MB)").setInputFiles({
    name: "Situationsplan Carport.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(editor.getByRole("link", { name: "Situationsplan Carport.pdf" })).toBeVisible();
  await editor.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(editor.getByText("Status: Veröffentlicht")).toBeVisible();
  await expectFitsScreens(editor, "notice-editor");
  await expectNoSeriousA11yViolations(editor);
  await editorContext.close();

  const residentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const resident = await residentContext.newPage();
  await resident.goto("/");
  await waitForHydration(resident);
  await resident
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Mitteilungen" })
    .click();
  await expect(resident.getByRole("heading", { name: "Amtliche Mitteilungen", level: 1 })).toBeVisible();
  await resident
    .getByRole("navigation", { name: "Art der Mitteilung" })
    .getByRole("link", { name: "Baugesuch" })
    .click();
  const card = resident.getByTestId("notice-card").filter({ hasText: TITLE });
  await expect(card.getByTestId("notice-deadline")).toContainText("noch 14 Tage");
  await expectFitsScreens(resident, "notices");
  await expectNoSeriousA11yViolations(resident);

  await card.getByRole("link", { name: TITLE }).click();
  await expect(resident.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(resident.getByTestId("notice-deadline")).toContainText("Einsprachefrist:");
  await expect(resident.getByTestId("notice-deadline")).toContainText("noch 14 Tage");
  await expect(resident.getByText("Parzelle Nr.")).toBeVisible();
  const download = resident.waitForEvent("download");
  await resident.getByRole("link", { name: /Situationsplan Carport\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe("Situationsplan Carport.pdf");
  await expectFitsScreens(resident, "notice");
  await expectNoSeriousA11yViolations(resident);

  // The home page shows current notices in a strip of their own.
  await resident.goto("/");
  await expect(resident.getByRole("region", { name: "Amtliche Mitteilungen" })).toBeVisible();
  await residentContext.close();
});

test("the archive goes on past its first page, with and without JavaScript", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInAsAdmin(editor);
  // More expired notices of one kind than the archive's page holds (20): valid until days gone by.
  const stamp = Date.now();
  for (let index = 1; index <= 21; index++) {
    const created = await editor.request.post("/api/admin/notices", {
      data: {
        kind: "abfall",
        title: `Abfuhrplan ${stamp} Nr. ${index}`,
        content: "Der Plan galt bis zum genannten Tag.",
        status: "published",
        details: { validUntil: dayFromToday(-index) },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await editorContext.close();

  const archiveTitles = () =>
    page.getByRole("list", { name: "Archivierte Mitteilungen" }).getByRole("heading").allTextContents();
  await page.goto("/mitteilungen?art=abfall");
  await waitForHydration(page);
  const first = await archiveTitles();
  expect(first).toHaveLength(20);
  await page
    .getByRole("navigation", { name: "Seiten des Archivs" })
    .getByRole("link", { name: "Ältere Mitteilungen" })
    .click();
  await expect(page).toHaveURL("/mitteilungen?art=abfall&seite=2");
  await expect(page.getByRole("heading", { name: "Archiv, Seite 2", level: 2 })).toBeInViewport();
  const second = await archiveTitles();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((title) => first.includes(title))).toEqual([]);
  await expect(page.getByRole("heading", { name: "Aktuell", level: 2 })).toHaveCount(0);
  await expectFitsScreens(page, "notices-archive-2");
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("navigation", { name: "Seiten des Archivs" })
    .getByRole("link", { name: "Neuere Mitteilungen" })
    .click();
  await expect(page).toHaveURL("/mitteilungen?art=abfall");
  expect(await archiveTitles()).toEqual(first);

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto("/mitteilungen?art=abfall");
  await plain.getByRole("link", { name: "Ältere Mitteilungen" }).click();
  await expect(plain).toHaveURL("/mitteilungen?art=abfall&seite=2");
  await expect(plain.getByRole("heading", { name: "Archiv, Seite 2", level: 2 })).toBeVisible();
  await expect(plain.getByRole("list", { name: "Archivierte Mitteilungen" }).getByRole("heading")).toHaveText(
    second,
  );
  await withoutScripts.close();
});
