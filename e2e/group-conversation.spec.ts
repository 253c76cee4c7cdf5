import { expect, test } from "@playwright/test";
import {
  expectFitsScreens,
  expectNoSeriousA11yViolations,
  newDesktopPage,
  signInAsAdmin,
  signUpInBrowser,
  waitForHydration,
} from "./helpers";

/**
 * Issue 27, item 2: a group's conversation in the inbox. A member finds it in the inbox beside private
 * messages, with the group's name; another member, in a browser of their own, sees the typing and the
 * new message arrive live, with the writer's name, and can report another's message to the team, which
 * takes it out of the conversation.
 */

const MARK = Date.now().toString(36).slice(-5);
const NAME = `Chor Feld ${MARK}`;

test("members talk in their group's conversation in the inbox, live", async ({ browser }) => {
  test.setTimeout(240_000);

  // The group, founded, approved and joined through the API: what this test is about is the inbox.
  const owner = await newDesktopPage(browser);
  await signUpInBrowser(owner, { firstName: "Olivia", lastName: `Chor${MARK}` });
  const founded = await owner.request.post("/api/groups", {
    data: {
      name: NAME,
      kind: "verein",
      visibility: "open",
      description: "Wir singen jeden Donnerstag im Kirchgemeindehaus und freuen uns über neue Stimmen.",
    },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const { slug } = (await founded.json()) as { slug: string };
  const admin = await newDesktopPage(browser);
  await signInAsAdmin(admin);
  expect((await admin.request.post(`/api/admin/groups/${slug}/approve`, { data: {} })).status()).toBe(200);
  await admin.context().close();

  const member = await newDesktopPage(browser);
  await signUpInBrowser(member, { firstName: "Mia", lastName: `Stimme${MARK}` });
  expect((await member.request.post(`/api/groups/${slug}/join`, { data: {} })).status()).toBe(200);
  const welcome = await owner.request.post(`/api/groups/${slug}/conversation`, {
    data: { content: "Willkommen im Chor-Chat!" },
  });
  expect(welcome.status()).toBe(201);

  // The member finds the conversation in the inbox, by the group's name, with one unread message.
  await member.goto("/inbox");
  const listed = member
    .getByRole("list", { name: "Unterhaltungen" })
    .getByRole("link", { name: new RegExp(NAME) });
  await expect(listed).toContainText("Willkommen im Chor-Chat!");
  await expect(listed.getByTestId("conversation-unread")).toContainText("1");
  await listed.click();
  const memberPane = member.getByRole("region", { name: `Gruppenchat ${NAME}` });
  await expect(memberPane.getByTestId("message-sender")).toContainText(`Olivia Chor${MARK}`);
  // Opened is read: the badge of the conversation goes.
  await expect(listed.getByTestId("conversation-unread")).toHaveCount(0);

  // The owner opens it from the group's page.
  await owner.goto(`/gruppen/${slug}`);
  await waitForHydration(owner);
  await owner.getByRole("link", { name: "Gruppenchat" }).click();
  const ownerPane = owner.getByRole("region", { name: `Gruppenchat ${NAME}` });
  await expect(ownerPane.getByText("Willkommen im Chor-Chat!")).toBeVisible();

  // The member writes; the owner sees the typing and then the message, without reloading.
  const composer = memberPane.getByLabel(`Nachricht an die Gruppe ${NAME}`);
  await composer.fill("Ich bringe am Donnerstag die Noten mit.");
  await expect(ownerPane.getByTestId("typing-indicator")).toHaveText(`Mia Stimme${MARK} schreibt...`);
  await memberPane.getByRole("button", { name: "Senden" }).click();
  const arrived = ownerPane
    .getByTestId("message")
    .filter({ hasText: "Ich bringe am Donnerstag die Noten mit." });
  await expect(arrived).toBeVisible();
  await expect(arrived.getByTestId("message-sender")).toContainText(`Mia Stimme${MARK}`);
  await expect(ownerPane.getByTestId("typing-indicator")).toHaveText("");
  // The owner read it: the member's message shows two ticks.
  await expect(
    memberPane.getByTestId("message").filter({ hasText: "Noten mit." }).getByTestId("tick-read"),
  ).toBeVisible();

  // 'Melden' under the others' messages, never under one's own; such a report goes to the team.
  await expect(
    memberPane
      .getByTestId("message")
      .filter({ hasText: "Noten mit." })
      .getByRole("button", { name: "Melden" }),
  ).toHaveCount(0);
  await memberPane
    .getByTestId("message")
    .filter({ hasText: "Willkommen im Chor-Chat!" })
    .getByRole("button", { name: "Melden" })
    .click();
  const reportDialog = member.getByRole("dialog", { name: "Inhalt melden" });
  await reportDialog.getByLabel("Grund").fill("Das gehört nicht in den Chor-Chat.");
  await reportDialog.getByRole("button", { name: "Meldung senden" }).click();
  await expect(reportDialog).toHaveCount(0);
  await expect(member.getByText("Danke. Die Redaktion prüft den Inhalt.").first()).toBeVisible();

  // The team finds it among the reports and takes it out of the conversation, after asking; the member's
  // open conversation loses it at once.
  const team = await newDesktopPage(browser);
  await signInAsAdmin(team);
  await team.goto("/admin");
  await waitForHydration(team);
  await team.getByRole("tab", { name: /Meldungen/ }).click();
  const card = team.getByTestId("admin-item-report").filter({ hasText: "Willkommen im Chor-Chat!" });
  await expect(card.getByText("Gruppennachricht")).toBeVisible();
  await expect(
    card.getByRole("heading", { name: `Nachricht in «${NAME}» von Olivia Chor${MARK}` }),
  ).toBeVisible();
  await card.getByRole("button", { name: "Nachricht entfernen" }).click();
  const ask = team.getByRole("dialog", { name: "Nachricht entfernen" });
  await expectNoSeriousA11yViolations(team);
  await ask.getByRole("button", { name: "Entfernen" }).click();
  await expect(team.getByText("Nachricht entfernt").first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await team.context().close();
  await expect(memberPane.getByText("Willkommen im Chor-Chat!")).toHaveCount(0);

  // Muting is the member's own choice and says what it means.
  await memberPane.getByRole("button", { name: "Stummschalten" }).click();
  await expect(memberPane.getByRole("button", { name: "Stummschalten" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(memberPane.getByText(/Sie erhalten zu dieser Unterhaltung keine E-Mails/)).toBeVisible();

  await expectNoSeriousA11yViolations(member);
  await expectFitsScreens(member, "group-conversation");
  await member.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(owner);
});
