import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signUpInBrowser } from "./helpers";

/** A member in a browser context of their own, signed up through the login page. */
async function member(browser: Browser, firstName: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signUpInBrowser(page, { firstName, lastName: "Muster" });
  const user = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  return { context, page, id: user.id };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe("messages", () => {
  test("signed-out visitors are sent to the login page with the inbox as returnTo", async ({ page }) => {
    await page.goto("/inbox?contact=00000000-0000-4000-8000-000000000000");
    await page.waitForURL(/\/login\?returnTo=/);
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(
      "/inbox?contact=00000000-0000-4000-8000-000000000000",
    );
  });

  test("two members write live: message without reload, typing, double tick after reading", async ({
    browser,
  }) => {
    const anna = await member(browser, "Anna");
    const beat = await member(browser, "Beat");

    await beat.page.goto("/inbox");
    await expect(beat.page.getByText("Keine Unterhaltungen")).toBeVisible();
    await expect(beat.page.getByText("Wählen Sie eine Unterhaltung")).toBeVisible();

    await anna.page.goto(`/inbox?contact=${beat.id}`);
    const annaPane = anna.page.getByRole("region", { name: "Unterhaltung mit Beat Muster" });
    await expect(annaPane.getByRole("heading", { name: "Beat Muster" })).toBeVisible();
    // The inbox has no assistant's button to tell that it hydrated: text typed into the server's markup
    // before that is not React's, so the text is typed until 'Senden' takes it.
    await expect(async () => {
      await annaPane.getByLabel("Nachricht an Beat Muster").fill("Hallo Beat, hast du am Samstag Zeit?");
      await expect(annaPane.getByRole("button", { name: "Senden" })).toBeEnabled({ timeout: 1000 });
    }).toPass();
    await annaPane.getByRole("button", { name: "Senden" }).click();
    await expect(annaPane.getByTestId("tick-sent")).toHaveCount(1);

    // Beat sees it without reloading: conversation, unread badge, header badge and the toast.
    const conversation = beat.page.getByRole("link", { name: /Anna Muster/ });
    await expect(conversation).toBeVisible();
    await expect(conversation.getByTestId("conversation-unread")).toHaveText(/1/);
    await expect(beat.page.getByTestId("unread-badge").first()).toHaveText(/1/);
    await expect(beat.page.getByText("Neue Nachricht!").first()).toBeVisible();
    await expect(conversation.getByTestId("online-dot")).toHaveAttribute("data-online", "true");

    await conversation.click();
    const beatPane = beat.page.getByRole("region", { name: "Unterhaltung mit Anna Muster" });
    await expect(beatPane.getByText("Hallo Beat, hast du am Samstag Zeit?")).toBeVisible();
    // Reading it turns Anna's tick double, without a reload on her side.
    await expect(annaPane.getByTestId("tick-read")).toHaveCount(1);
    await expect(beat.page.getByTestId("unread-badge")).toHaveCount(0);

    // Anna types: Beat sees it; when she empties the field it goes away.
    const annaInput = annaPane.getByLabel("Nachricht an Beat Muster");
    await annaInput.fill("Ich bringe");
    await expect(beatPane.getByTestId("typing-indicator")).toHaveText("Anna schreibt...");
    await annaInput.fill("");
    await expect(beatPane.getByTestId("typing-indicator")).toHaveText("");

    await beatPane.getByLabel("Nachricht an Anna Muster").fill("Ja, gerne!");
    await beatPane.getByLabel("Nachricht an Anna Muster").press("Enter");
    await expect(annaPane.getByText("Ja, gerne!")).toBeVisible();

    await expectNoSeriousA11yViolations(beat.page);
    await beat.page.screenshot({ path: "test-results/inbox-1280.png" });
    expect(await noSidewaysScroll(beat.page)).toBe(true);

    // On a phone the conversation fills the screen, with a way back to the list.
    const phone = await beat.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/inbox?contact=${anna.id}`);
    const phonePane = phone.getByRole("region", { name: "Unterhaltung mit Anna Muster" });
    await expect(phonePane.getByText("Ja, gerne!")).toBeVisible();
    const box = await phonePane.boundingBox();
    expect(box?.width).toBe(390);
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.screenshot({ path: "test-results/inbox-390-conversation.png" });
    await expectNoSeriousA11yViolations(phone);
    await phonePane.getByRole("link", { name: "Zurück" }).click();
    await expect(phone.getByRole("link", { name: /Anna Muster/ })).toBeVisible();
    await expect(phone.getByPlaceholder("Unterhaltungen durchsuchen...")).toBeVisible();
    await phone.screenshot({ path: "test-results/inbox-390-list.png" });

    await anna.context.close();
    await beat.context.close();
  });

  test("contacting the owner of a seeded marketplace entry shows its card and a prefilled message", async ({
    browser,
  }) => {
    const carla = await member(browser, "Carla");
    const entry = (await (await carla.page.request.get("/api/messages/entries/1")).json()) as {
      id: number;
      title: string;
      ownerUserId: string;
    };
    await carla.page.goto(`/inbox?contact=${entry.ownerUserId}&entry=${entry.id}`);
    const card = carla.page.getByTestId("related-entry");
    await expect(card).toContainText(entry.title);
    const input = carla.page.getByRole("textbox", { name: /Nachricht an/ });
    await expect(input).toHaveValue(
      `Hallo, ich interessiere mich für Ihren Eintrag «${entry.title}». Ist er noch aktuell?`,
    );
    await carla.page.getByRole("button", { name: "Senden" }).click();
    await expect(carla.page.getByTestId("message")).toHaveCount(1);
    await expect(input).toHaveValue("");
    // The message carries the entry: after a reload the card comes from the conversation itself.
    await carla.page.goto(`/inbox?contact=${entry.ownerUserId}`);
    await expect(carla.page.getByTestId("related-entry")).toContainText(entry.title);
    await carla.context.close();
  });
});
