import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./helpers";

/** The assistant as a conversation (issue 28, item 5), on the demo content of the main portal. */

const launcherOf = (page: Page) => page.getByRole("button", { name: "Assistent", exact: true });
const panelOf = (page: Page) => page.getByRole("region", { name: "Assistent" });

async function ask(page: Page, question: string, answersBefore: number) {
  const panel = panelOf(page);
  const input = panel.getByLabel("Ihre Frage an den Assistenten");
  await input.fill(question);
  await input.press("Enter");
  await expect(input).toBeFocused();
  // Finished answers only: one still arriving is marked busy.
  const answers = panel.getByTestId("chat-bot-message");
  await expect(answers).toHaveCount(answersBefore + 1);
  return answers.nth(answersBefore);
}

test("a resident asks a follow-up, follows a cited page and finds the conversation there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await waitForHydration(page);
  await launcherOf(page).click();
  const panel = panelOf(page);
  await expect(panel.getByTestId("chat-bot-message")).toHaveText(/Grüezi!/);

  const saturday = await ask(page, "Was ist am Samstag los?", 1);
  await expect(saturday).toContainText("Samstag");
  const saturdayText = page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem("dorfportal.assistant.conversation") ?? "[]") as {
          content: string;
        }[]
      )[1]?.content,
  );
  const followUp = page.waitForRequest("**/api/chat/stream");
  const sunday = await ask(page, "Und am Sonntag?", 2);
  // The follow-up carries the turn before it, which is how the assistant reads 'Und am Sonntag?'.
  const { history } = (await followUp).postDataJSON() as { history: { role: string; content: string }[] };
  expect(history.map((turn) => turn.role)).toEqual(["user", "assistant"]);
  expect(history[0]!.content).toBe("Was ist am Samstag los?");
  expect(history[1]!.content).toBe(await saturdayText);
  await expect(sunday).toContainText(/am Sonntag/i);

  // The live region says the finished answer (its words, once), not the pieces it arrived in.
  const live = panel.getByRole("status");
  await expect(live).toHaveAttribute("aria-live", "polite");
  const words = (text: string | null) => (text ?? "").replace(/^\s*Assistent: /, "").replace(/\s+/g, "");
  const shown = words(await sunday.textContent());
  await expect.poll(async () => words(await live.textContent())).toBe(shown);
  await expect(panel.getByRole("log")).toHaveAttribute("aria-live", "off");

  await page.screenshot({ path: test.info().outputPath("assistant-390.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath("assistant-1280.png") });
  await expectNoSeriousA11yViolations(page);

  // A cited page opens in the portal itself, and the conversation is still there.
  await page.setViewportSize({ width: 390, height: 800 });
  const cited = saturday.getByRole("link").first();
  const href = await cited.getAttribute("href");
  expect(href).toMatch(/^\/(?![/\\])/);
  await cited.click();
  await expect(page).toHaveURL(href!);
  // On a phone the panel gives the page back; the launcher opens the same conversation again.
  await expect(panel).toBeHidden();
  await launcherOf(page).click();
  await expect(panel.getByTestId("chat-user-message")).toHaveText([
    "Sie: Was ist am Samstag los?",
    "Sie: Und am Sonntag?",
  ]);

  // And after a reload in the tab.
  await page.reload();
  await waitForHydration(page);
  await launcherOf(page).click();
  await expect(panel.getByTestId("chat-user-message")).toHaveCount(2);
  await expect(panel.getByTestId("chat-bot-message")).toHaveCount(3);

  await panel.getByRole("button", { name: "Gespräch löschen" }).click();
  await expect(panel.getByTestId("chat-user-message")).toHaveCount(0);
  await expect(panel.getByTestId("chat-bot-message")).toHaveText([/Grüezi!/]);
  await expect(panel.getByLabel("Ihre Frage an den Assistenten")).toBeFocused();
  await page.reload();
  await waitForHydration(page);
  await launcherOf(page).click();
  await expect(panel.getByTestId("chat-bot-message")).toHaveCount(1);
});

test("works by keyboard alone: Tab to the launcher, Enter, a question, Escape", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await waitForHydration(page);
  const launcher = launcherOf(page);
  for (let step = 0; step < 150; step++) {
    await page.keyboard.press("Tab");
    if (await launcher.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(launcher).toBeFocused();
  await page.keyboard.press("Enter");
  const panel = panelOf(page);
  const input = panel.getByLabel("Ihre Frage an den Assistenten");
  await expect(input).toBeFocused();
  await page.keyboard.type("Was ist am Samstag los?");
  await page.keyboard.press("Enter");
  await expect(panel.getByTestId("chat-bot-message")).toHaveCount(2);
  await expect(input).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("reads the answer as it streams and shows only links to this site", async ({ page }) => {
  // A model's answer as the server streams it: sentences, then the whole answer.
  await page.route("**/api/chat/stream", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/event-stream; charset=utf-8",
      body: [
        'event: sentence\ndata: {"text":"Am Samstag ist der [Markt](/events). "}\n\n',
        'event: sentence\ndata: {"text":"Mehr [draussen](https://evil.example/) und [dort](//evil.example/x)."}\n\n',
        'event: done\ndata: {"response":"Am Samstag ist der [Markt](/events). Mehr [draussen](https://evil.example/) und [dort](//evil.example/x)."}\n\n',
      ].join(""),
    }),
  );
  await page.goto("/");
  await waitForHydration(page);
  await launcherOf(page).click();
  const answer = await ask(page, "Was ist am Samstag los?", 1);
  await expect(answer).toHaveText("Assistent: Am Samstag ist der Markt. Mehr draussen und dort.");
  await expect(answer.getByRole("link")).toHaveCount(1);
  await expect(answer.getByRole("link", { name: "Markt" })).toHaveAttribute("href", "/events");
});

test("falls back to the single answer when the stream is not available", async ({ page }) => {
  await page.route("**/api/chat/stream", (route) => route.fulfill({ status: 502, body: "" }));
  await page.goto("/");
  await waitForHydration(page);
  await launcherOf(page).click();
  const answer = await ask(page, "Hat die Bäckerei am Sonntag offen?", 1);
  await expect(answer).toContainText("Bäckerei Wynaeck");
});
