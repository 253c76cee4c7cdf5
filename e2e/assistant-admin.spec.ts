import { expect, test } from "@playwright/test";
import { expectFitsScreens, expectNoSeriousA11yViolations, signInAsAdmin, waitForHydration } from "./helpers";

/** Letters only (a synonym's term is words), new on every run: the e2e server's database is shared. */
const runLetters = () =>
  Date.now()
    .toString()
    .slice(-6)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

test.describe("the assistant's knowledge at /admin (issue 28)", () => {
  test("an administrator adds, edits and deletes a question and a synonym", async ({ page }) => {
    const suffix = runLetters();
    const question = `Wo kann ich Kompost holen (${suffix})?`;
    const term = `Weggli${suffix}`;

    await signInAsAdmin(page);
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Assistent" }).click();
    const faq = page.getByRole("region", { name: "Häufige Fragen" });
    const synonyms = page.getByRole("region", { name: "Synonyme" });
    // The demo municipality's answers and the default synonyms are there from the start.
    await expect(faq.getByText("Wann ist die Gemeindeverwaltung geöffnet?", { exact: true })).toBeVisible();
    await expect(synonyms.getByText("zuegeln", { exact: true })).toBeVisible();

    // A question: the form says what is wrong before anything is sent.
    await faq.getByRole("button", { name: "Frage hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Frage hinzufügen" });
    await dialog.getByLabel("Frage").fill("Wo?");
    await dialog.getByLabel("Antwort").fill("Beim Werkhof.");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(dialog.getByText("Die Frage muss 5 bis 300 Zeichen lang sein.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Frage").fill(question);
    await dialog.getByLabel("Antwort").fill("Gratis beim **Werkhof**, jeden Samstagvormittag.");
    await dialog.getByLabel("Stichwörter").fill("Humus Erde Garten");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Erfolgreich erstellt!", { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const entry = faq.getByRole("listitem").filter({ hasText: question });
    await expect(entry.getByText("Stichwörter: Humus Erde Garten")).toBeVisible();
    await expect(entry.getByText(/von Ada Admin$/)).toBeVisible();

    // Edited with the keyboard: the answer is Markdown, shown rendered.
    await entry.getByRole("button", { name: /^Bearbeiten/ }).focus();
    await page.keyboard.press("Enter");
    const editing = page.getByRole("dialog", { name: `«${question}» bearbeiten` });
    await editing.getByLabel("Antwort").fill("Gratis beim **Werkhof**, jeden Mittwochnachmittag.");
    await editing.getByLabel("Antwort").press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Erfolgreich aktualisiert!", { exact: true })).toBeVisible();
    await entry.getByText("Antwort anzeigen").click();
    await expect(entry.locator("strong", { hasText: "Werkhof" })).toBeVisible();
    await expect(entry.getByText(/jeden Mittwochnachmittag/)).toBeVisible();

    // A synonym, the portal's words comma separated; a term that exists is refused by the server.
    await synonyms.getByRole("button", { name: "Synonym hinzufügen" }).click();
    const adding = page.getByRole("dialog", { name: "Synonym hinzufügen" });
    await adding.getByLabel("Begriff").fill("Brot");
    await adding.getByLabel("Wörter des Portals").fill("Bäckerei");
    await adding.getByRole("button", { name: "Speichern" }).click();
    await expect(
      page.getByText(
        "Für «brot» gibt es schon einen Eintrag. Bitte ergänzen Sie dort die Wörter des Portals.",
        { exact: true },
      ),
    ).toBeVisible();
    await adding.getByLabel("Begriff").fill(term);
    await adding.getByLabel("Wörter des Portals").fill("Bäckerei, Beck");
    await adding.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Erfolgreich erstellt!", { exact: true }).first()).toBeVisible();
    const synonym = synonyms.getByRole("listitem").filter({ hasText: term.toLowerCase() });
    await expect(synonym).toContainText("baeckerei, beck");

    await expectNoSeriousA11yViolations(page);
    await expectFitsScreens(page, "assistant-admin");

    await synonym.getByRole("button", { name: /^Bearbeiten/ }).click();
    const changing = page.getByRole("dialog", { name: `«${term.toLowerCase()}» bearbeiten` });
    await expect(changing.getByLabel("Wörter des Portals")).toHaveValue("baeckerei, beck");
    await changing.getByLabel("Wörter des Portals").fill("Bäckerei, Konditorei");
    await changing.getByRole("button", { name: "Speichern" }).click();
    await expect(synonym).toContainText("baeckerei, konditorei");

    // Deleting asks first; cancelling keeps it.
    await synonym.getByRole("button", { name: /^Löschen/ }).click();
    const confirmSynonym = page.getByRole("dialog", { name: "Synonym löschen" });
    await confirmSynonym.getByRole("button", { name: "Abbrechen" }).click();
    await expect(synonym).toBeVisible();
    await synonym.getByRole("button", { name: /^Löschen/ }).click();
    await confirmSynonym.getByRole("button", { name: "Löschen" }).click();
    await expect(synonym).toHaveCount(0);

    await entry.getByRole("button", { name: /^Löschen/ }).click();
    const confirmQuestion = page.getByRole("dialog", { name: "Frage löschen" });
    await expect(
      confirmQuestion.getByText(`Möchten Sie «${question}» wirklich löschen?`, { exact: false }),
    ).toBeVisible();
    await confirmQuestion.getByRole("button", { name: "Löschen" }).click();
    await expect(entry).toHaveCount(0);
    await expect(page.getByText("Erfolgreich gelöscht!", { exact: true }).first()).toBeVisible();
  });
});
