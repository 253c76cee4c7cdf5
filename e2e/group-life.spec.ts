import { expect, type Locator, type Page, test } from "@playwright/test";
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
 * Issue 27, item 2, beyond writing and voting (groups.spec.ts): older posts load on request; deleting and
 * 'Melden' ask first, on a post and on a comment; anonymous, multiple-choice and closed polls show what they
 * should; a second vote, from a tab that still shows the ballot, is answered with the server's 409 message.
 * The data is set up through the API, where groups.spec.ts already walks the forms.
 */

const RUN = String(Date.now()).slice(-6);
const OWNER_NAME = "Ada Admin";

/** The group's API, as the page's signed-in person calls it. */
async function groupCall(page: Page, path: string, data?: object) {
  const response = await page.request.post(`/api${path.replace(/^\/gruppen/, "/groups")}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ id: number; options?: Array<{ id: number; text: string }> }>;
}

/** A member who signed up in the browser and joined the open group. */
async function joinedMember(
  browser: import("@playwright/test").Browser,
  groupPath: string,
  lastName: string,
) {
  const member = await newDesktopPage(browser);
  await signUpInBrowser(member, { firstName: "Lena", lastName });
  await groupCall(member, `${groupPath}/join`, {});
  return member;
}

async function openGroup(page: Page, groupPath: string) {
  await page.goto(groupPath);
  await waitForHydration(page);
}

const postsOf = (page: Page) => page.getByRole("region", { name: "Beiträge" });
const pollsOf = (page: Page) => page.getByRole("region", { name: "Umfragen" });
const postWith = (page: Page, text: string) => postsOf(page).getByRole("article").filter({ hasText: text });

/** The dialog that a button opens, checked at a phone's and a desktop's width and by axe. */
async function expectDialogFits(page: Page, dialog: Locator, name: string) {
  await expect(dialog).toBeVisible();
  await expectFitsScreens(page, name, '[role="dialog"]');
  await expectNoSeriousA11yViolations(page);
}

test("older posts load on request; deleting and 'Melden' ask first, on a post and on a comment", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await newDesktopPage(browser);
  await signInAsAdmin(owner);
  const groupPath = await activeGroup(owner, `Lauftreff Ältere ${RUN}`, "open");
  // One post more than a page (20): the oldest is behind 'Ältere Beiträge laden'.
  for (let number = 1; number <= 21; number++)
    await groupCall(owner, `${groupPath}/posts`, { body: `Lauf Nummer ${number} am Suhrenweg.` });
  const newest = await groupCall(owner, `${groupPath}/posts`, {
    body: "Der Treffpunkt ist neu beim Bahnhof.",
  });
  await groupCall(owner, `${groupPath}/posts/${newest.id}/comments`, { body: "Bitte pünktlich sein." });

  const member = await joinedMember(browser, groupPath, `Leben${RUN.slice(-4)}`);
  await groupCall(member, `${groupPath}/posts`, { body: "Ich suche jemanden für lange Läufe." });
  await groupCall(member, `${groupPath}/posts/${newest.id}/comments`, { body: "Ich komme mit dem Velo." });
  await openGroup(member, groupPath);

  // The newest page of posts, then the older ones on request; the button goes once there are no more.
  await expect(postsOf(member).getByRole("article")).toHaveCount(20);
  await expect(postWith(member, "Lauf Nummer 1 am Suhrenweg.")).toHaveCount(0);
  const older = postsOf(member).getByRole("button", { name: "Ältere Beiträge laden" });
  await older.click();
  await expect(postWith(member, "Lauf Nummer 1 am Suhrenweg.")).toBeVisible();
  await expect(postWith(member, "Lauf Nummer 2 am Suhrenweg.")).toBeVisible();
  await expect(postsOf(member).getByRole("article")).toHaveCount(23);
  await expect(older).toHaveCount(0);

  // 'Melden' on the owner's post: too short a reason is refused in the dialog, a real one is sent.
  const ownersPost = postWith(member, "Der Treffpunkt ist neu beim Bahnhof.");
  const reportPost = ownersPost.getByRole("button", { name: "Melden" }).first();
  await reportPost.click();
  const reportDialog = member.getByRole("dialog", { name: "Inhalt melden" });
  await expectDialogFits(member, reportDialog, "group-report");
  await reportDialog.getByRole("button", { name: "Meldung senden" }).click();
  await expect(
    reportDialog.getByText(/Bitte beschreiben Sie den Grund in mindestens \d+ Zeichen/),
  ).toBeVisible();
  await reportDialog.getByLabel("Grund").fill("Das ist Werbung für ein Laufgeschäft.");
  await reportDialog.getByRole("button", { name: "Meldung senden" }).click();
  await expect(reportDialog).toHaveCount(0);
  await expect(member.getByText("Meldung gesendet").first()).toBeVisible();

  // 'Melden' on the owner's comment: 'Abbrechen' sends nothing and gives the focus back; then it is sent.
  const comments = ownersPost.getByRole("list", { name: "Kommentare" });
  const ownersComment = comments.getByRole("listitem").filter({ hasText: "Bitte pünktlich sein." });
  const reportComment = ownersComment.getByRole("button", { name: "Melden" });
  await reportComment.click();
  await reportDialog.getByLabel("Grund").fill("Der Ton ist unfreundlich.");
  await reportDialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(reportDialog).toHaveCount(0);
  await expect(reportComment).toBeFocused();
  await reportComment.click();
  await reportDialog.getByLabel("Grund").fill("Der Ton ist unfreundlich und verletzend.");
  await reportDialog.getByRole("button", { name: "Meldung senden" }).click();
  await expect(reportDialog).toHaveCount(0);
  // Each item is reported once: a second report is answered by the server's message in the dialog.
  await reportComment.click();
  await reportDialog.getByLabel("Grund").fill("Noch einmal, weil es mich ärgert.");
  await reportDialog.getByRole("button", { name: "Meldung senden" }).click();
  await expect(reportDialog.getByText("Sie haben diesen Inhalt bereits gemeldet.")).toBeVisible();
  await reportDialog.getByRole("button", { name: "Schliessen" }).click();

  // The member deletes their own comment, after 'Abbrechen' once; the owner's comment stays.
  const ownComment = comments.getByRole("listitem").filter({ hasText: "Ich komme mit dem Velo." });
  await expect(ownComment.getByRole("button", { name: "Melden" })).toHaveCount(0);
  const deleteComment = ownComment.getByRole("button", { name: /^Löschen\b.*Kommentar von Lena/ });
  await deleteComment.click();
  const commentDialog = member.getByRole("dialog", { name: "Kommentar löschen" });
  await expect(commentDialog).toContainText("Möchten Sie diesen Kommentar wirklich löschen?");
  await commentDialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(commentDialog).toHaveCount(0);
  await expect(ownComment).toBeVisible();
  await deleteComment.click();
  await commentDialog.getByRole("button", { name: "Löschen" }).click();
  await expect(ownComment).toHaveCount(0);
  await expect(ownersComment).toBeVisible();
  // The owner's comment is theirs to delete, not the member's.
  await expect(ownersComment.getByRole("button", { name: /^Löschen/ })).toHaveCount(0);

  // The member deletes their own post; the owner's posts have no 'Löschen' for them.
  const ownPost = postWith(member, "Ich suche jemanden für lange Läufe.");
  await expect(ownersPost.getByRole("button", { name: "Löschen", exact: true })).toHaveCount(0);
  await ownPost.getByRole("button", { name: "Löschen", exact: true }).click();
  const postDialog = member.getByRole("dialog", { name: "Beitrag löschen" });
  await expectDialogFits(member, postDialog, "group-post-delete");
  await expect(postDialog).toContainText(
    "Möchten Sie diesen Beitrag mit allen Kommentaren wirklich löschen?",
  );
  await postDialog.getByRole("button", { name: "Löschen" }).click();
  await expect(ownPost).toHaveCount(0);
  await member.reload();
  await waitForHydration(member);
  await expect(postWith(member, "Der Treffpunkt ist neu beim Bahnhof.")).toBeVisible();
  await expect(postWith(member, "Ich suche jemanden für lange Läufe.")).toHaveCount(0);
});

test("polls: anonymous without names, several answers, closed with its results, and a second vote refused", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await newDesktopPage(browser);
  await signInAsAdmin(owner);
  const groupPath = await activeGroup(owner, `Umfragerunde ${RUN}`, "open");

  // A poll that closes in a few seconds, with the owner's vote in it.
  const closesAt = Date.now() + 5_000;
  const closing = await groupCall(owner, `${groupPath}/polls`, {
    question: "Grillieren wir am Freitag?",
    options: ["Ja, gerne", "Lieber nicht"],
    closesAt: new Date(closesAt).toISOString(),
  });
  await groupCall(owner, `${groupPath}/polls/${closing.id}/vote`, { optionIds: [closing.options![0]!.id] });
  const anonymous = await groupCall(owner, `${groupPath}/polls`, {
    question: "Wie zufrieden sind Sie mit dem Vorstand?",
    options: ["Sehr", "Geht so"],
    anonymous: true,
  });
  await groupCall(owner, `${groupPath}/polls/${anonymous.id}/vote`, {
    optionIds: [anonymous.options![1]!.id],
  });
  await groupCall(owner, `${groupPath}/polls`, {
    question: "Welche Abende passen Ihnen?",
    options: ["Montag", "Dienstag", "Mittwoch"],
    multiple: true,
  });
  await groupCall(owner, `${groupPath}/polls`, {
    question: "Neues Vereinslokal?",
    options: ["Rössli", "Bären"],
  });

  const lastName = `Umfrage${RUN.slice(-4)}`;
  const member = await joinedMember(browser, groupPath, lastName);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, closesAt + 1_000 - Date.now())));
  await openGroup(member, groupPath);
  const polls = pollsOf(member);

  // The closed poll shows its results and no ballot.
  const closed = polls.getByRole("article", { name: "Grillieren wir am Freitag?" });
  await expect(closed.getByText("Geschlossen", { exact: true })).toBeVisible();
  await expect(closed).toContainText("Abgestimmt bis");
  await expect(closed.getByRole("listitem").filter({ hasText: "Ja, gerne" })).toContainText(
    "1 Stimme (100 %)",
  );
  await expect(closed.getByRole("button", { name: "Abstimmen" })).toHaveCount(0);
  await expect(closed.getByRole("radio")).toHaveCount(0);

  // The anonymous poll: after voting, counts only; nobody's name, not even the own choice.
  const secret = polls.getByRole("article", { name: "Wie zufrieden sind Sie mit dem Vorstand?" });
  await expect(secret).toContainText("Anonym");
  await secret.getByRole("radio", { name: "Sehr" }).check();
  await secret.getByRole("button", { name: "Abstimmen" }).click();
  await expect(secret).toContainText("2 Stimmen");
  await expect(secret.getByRole("listitem").filter({ hasText: "Sehr" })).toContainText("1 Stimme (50 %)");
  await expect(secret).toContainText("Sie haben abgestimmt. Die Umfrage ist anonym.");
  await expect(secret.getByText("Ihre Wahl")).toHaveCount(0);
  await expect(secret).not.toContainText(lastName);
  await expect(secret).not.toContainText(OWNER_NAME);

  // Several answers at once: checkboxes, each chosen answer marked as the member's.
  const evenings = polls.getByRole("article", { name: "Welche Abende passen Ihnen?" });
  await expect(evenings).toContainText("Mehrfachauswahl");
  await expect(evenings.getByText("Sie können mehrere Antworten wählen.")).toBeVisible();
  await evenings.getByRole("checkbox", { name: "Montag" }).check();
  await evenings.getByRole("checkbox", { name: "Mittwoch" }).check();
  await evenings.getByRole("button", { name: "Abstimmen" }).click();
  await expect(evenings).toContainText("1 Stimme");
  for (const chosen of ["Montag", "Mittwoch"])
    await expect(evenings.getByRole("listitem").filter({ hasText: chosen })).toContainText("Ihre Wahl");
  await expect(evenings.getByRole("listitem").filter({ hasText: "Dienstag" })).toContainText(
    "0 Stimmen (0 %)",
  );
  await expect(evenings.getByRole("listitem").filter({ hasText: "Dienstag" })).not.toContainText("Ihre Wahl");
  await expectFitsScreens(member, "group-polls");
  await expectNoSeriousA11yViolations(member);

  // A second tab still shows the ballot of a poll that the first tab then answers: the server says no.
  const second = await member.context().newPage();
  await openGroup(second, groupPath);
  const again = pollsOf(second).getByRole("article", { name: "Neues Vereinslokal?" });
  await again.getByRole("radio", { name: "Bären" }).check();
  const first = polls.getByRole("article", { name: "Neues Vereinslokal?" });
  await first.getByRole("radio", { name: "Rössli" }).check();
  await first.getByRole("button", { name: "Abstimmen" }).click();
  await expect(first.getByRole("listitem").filter({ hasText: "Rössli" })).toContainText("Ihre Wahl");
  const refused = second.waitForResponse((response) => response.url().endsWith("/vote"));
  await again.getByRole("button", { name: "Abstimmen" }).click();
  expect((await refused).status()).toBe(409);
  await expect(again.getByRole("alert")).toHaveText("Sie haben bereits abgestimmt.");
  // The outdated ballot gives way to the results with the vote that counts.
  await expect(again.getByRole("listitem").filter({ hasText: "Rössli" })).toContainText("Ihre Wahl");
  await expect(again.getByRole("button", { name: "Abstimmen" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(second);
  // The first vote stands.
  await member.reload();
  await waitForHydration(member);
  const counted = pollsOf(member).getByRole("article", { name: "Neues Vereinslokal?" });
  await expect(counted).toContainText("1 Stimme");
  await expect(counted.getByRole("listitem").filter({ hasText: "Rössli" })).toContainText("Ihre Wahl");
});
