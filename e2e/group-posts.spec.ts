import path from "node:path";
import { expect, test } from "@playwright/test";
import { activeGroup } from "./fixtures/groups";
import {
  expectFitsScreens,
  expectNoSeriousA11yViolations,
  newDesktopPage,
  signInAsAdmin,
  signUpInBrowser,
  waitForHydration,
} from "./helpers";

/**
 * Issue 27, item 2: a member of a closed group posts with a picture and a PDF, another member sees the
 * picture and downloads the PDF (a visitor cannot), the author edits the post and its 'Verlauf' shows the
 * earlier text.
 */

const STAMP = String(Date.now()).slice(-6);
const GROUP = `Fotoclub Feld ${STAMP}`;
const AUTHOR = { firstName: "Alina", lastName: `Bild${STAMP.slice(-4)}` };
const FIRST_TEXT = "Die Bilder vom Ausflug und das Programm für den Herbst.";
const EDITED_TEXT = "Die Bilder vom Ausflug nach Hallwil und das Programm für den Herbst.";
const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);

test("a member posts a picture and a PDF, another member downloads it, and the post's history shows the earlier text", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The administrator founds a closed group (they are its owner) and invites the author.
  const owner = await newDesktopPage(browser);
  await signInAsAdmin(owner);
  const groupPath = await activeGroup(owner, GROUP, "closed", {
    kind: "interessen",
    description: "Wir fotografieren das Dorf und zeigen uns die Bilder jeden ersten Montag im Monat.",
  });
  const slug = groupPath.slice("/gruppen/".length);
  const invitation = (await (await owner.request.post(`/api/groups/${slug}/invitations`)).json()) as {
    url: string;
  };

  const author = await newDesktopPage(browser);
  await signUpInBrowser(author, AUTHOR);
  await author.goto(new URL(invitation.url).pathname + new URL(invitation.url).search);
  await waitForHydration(author);
  await author.getByRole("button", { name: "Einladung annehmen" }).click();
  await expect(author.getByText("Mitglied", { exact: true })).toBeVisible();

  // The author attaches a picture and a PDF: each is shown before the post goes out.
  const posts = author.getByRole("region", { name: "Beiträge" });
  await posts.getByLabel("Beitrag schreiben").fill(FIRST_TEXT);
  await posts
    .getByLabel("Bild anhängen")
    .setInputFiles(path.join(process.cwd(), "src/server/db/seed/images/markt.jpg"));
  const attached = posts.getByRole("list", { name: "Anhänge" });
  await expect(attached.getByRole("img", { name: "markt.jpg" })).toBeVisible();
  await posts.getByLabel("PDF anhängen").setInputFiles({
    name: "kein-pdf.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Hallo, ich bin kein PDF, nur Text, der sich als PDF-Datei ausgibt. Wirklich."),
  });
  await expect(posts.getByRole("alert")).toHaveText("Nur PDF-Dateien bis 10 MB.");
  await posts
    .getByLabel("PDF anhängen")
    .setInputFiles({ name: "Herbstprogramm 2026.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(attached).toContainText(`Herbstprogramm 2026.pdf (PDF, 1 kB)`);
  await expect(posts.getByRole("alert")).toHaveCount(0);
  await posts.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(posts.getByText("Ihr Beitrag ist veröffentlicht.")).toBeVisible();
  await expect(posts.getByRole("list", { name: "Anhänge" })).toHaveCount(0);
  const written = posts.getByRole("article");
  await expect(written.getByRole("img", { name: /Bild 1 von 1 zum Beitrag von Alina/ })).toBeVisible();

  // The owner, another member, sees the picture and downloads the PDF; a visitor hears nothing of it.
  await owner.goto(`/gruppen/${slug}`);
  await waitForHydration(owner);
  const seen = owner.getByRole("region", { name: "Beiträge" }).getByRole("article");
  const picture = seen.getByRole("img", {
    name: `Bild 1 von 1 zum Beitrag von ${AUTHOR.firstName} ${AUTHOR.lastName}`,
  });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const pdfLink = seen.getByRole("link", { name: /Herbstprogramm 2026\.pdf \(PDF, 1 kB\)/ });
  const downloading = owner.waitForEvent("download");
  await pdfLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Herbstprogramm 2026.pdf");
  const href = (await pdfLink.getAttribute("href")) ?? "";
  const visitor = await newDesktopPage(browser);
  expect((await visitor.request.get(href)).status()).toBe(404);
  const fetched = await owner.request.get(href);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()["content-type"]).toBe("application/pdf");
  expect(await fetched.body()).toEqual(PDF);

  // The author edits the text; the owner opens the history and reads what it said before.
  await written.getByRole("button", { name: "Bearbeiten" }).click();
  await written.getByLabel("Beitrag bearbeiten").fill(EDITED_TEXT);
  await written.getByRole("button", { name: "Speichern" }).click();
  await expect(written.getByText("nach Hallwil")).toBeVisible();
  await expect(written.getByText("(bearbeitet)")).toBeVisible();

  await owner.reload();
  await waitForHydration(owner);
  await expect(seen.getByText("(bearbeitet)")).toBeVisible();
  await expectFitsScreens(owner, "group-post-files");
  await owner.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(owner);
  await seen.getByRole("button", { name: /^Verlauf/ }).click();
  const history = owner.getByRole("dialog", { name: "Verlauf des Beitrags" });
  const versions = history.getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText("Aktuelle Fassung");
  await expect(versions.nth(0)).toContainText(EDITED_TEXT);
  await expect(versions.nth(1)).toContainText("Fassung 1");
  await expect(versions.nth(1)).toContainText(FIRST_TEXT);
  const year = new Date().getFullYear();
  await expect(versions.nth(1)).toContainText(new RegExp(`\\d{1,2}\\. \\p{L}+ ${year}`, "u"));
  await expectNoSeriousA11yViolations(owner);
  for (const width of [390, 1280]) {
    await owner.setViewportSize({ width, height: 900 });
    await owner.screenshot({ path: test.info().outputPath(`group-post-history-${width}.png`) });
  }
  await history.getByRole("button", { name: "Schliessen" }).click();
  await expect(seen.getByRole("button", { name: /^Verlauf/ })).toBeFocused();
});
