import { expect, type Page, test } from "@playwright/test";
import {
  expectFitsScreens,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  signUpInBrowser,
  waitForHydration,
} from "./helpers";

/**
 * Issue 27, item 1: a member founds a neighbourhood group, the team approves it in /admin, a second
 * member joins by the invitation link, and the directory finds it by its words and its kind.
 */

const STAMP = Date.now();
const NAME = `Quartierverein Feld ${STAMP}`;
const FOUNDER = { firstName: "Fabienne", lastName: `Feld${String(STAMP).slice(-4)}` };
const JOINER = { firstName: "Beat", lastName: `Bühler${String(STAMP).slice(-4)}` };
const LAST_OWNER =
  "Sie sind die letzte Inhaberin oder der letzte Inhaber. Übergeben Sie die Gruppe zuerst an ein anderes Mitglied.";

async function newPage(browser: import("@playwright/test").Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test("a member founds a group, the team approves it, a neighbour joins by invitation and the directory finds it", async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // The founder asks for the group from the directory.
  const founder = await newPage(browser);
  await signUpInBrowser(founder, FOUNDER);
  await founder.goto("/gruppen");
  await waitForHydration(founder);
  await expect(founder.getByRole("heading", { name: "Vereine und Gruppen", level: 1 })).toBeVisible();
  await founder.getByRole("link", { name: "Gruppe gründen" }).click();
  await expect(founder.getByRole("heading", { name: "Gruppe gründen", level: 1 })).toBeVisible();
  await waitForHydration(founder);
  // Too short a description is refused with the shared schema's German message.
  await founder.getByLabel("Name der Gruppe").fill(NAME);
  await founder.getByLabel("Art der Gruppe").selectOption({ label: "Quartier" });
  await founder.getByRole("radio", { name: /Geschlossen/ }).check();
  await founder.getByLabel("Beschreibung").fill("Zu kurz.");
  await founder.getByRole("button", { name: "Gruppe zur Prüfung senden" }).click();
  await expect(founder.getByText("Die Beschreibung ist zu kurz (mindestens 20 Zeichen).")).toBeVisible();
  await founder
    .getByLabel("Beschreibung")
    .fill(
      "Wir Nachbarinnen und Nachbarn im Feld organisieren das Quartierfest, den Flohmarkt und **gemeinsame Znüni**.",
    );
  await founder.getByRole("button", { name: "Gruppe zur Prüfung senden" }).click();
  await expect(founder.getByText("Danke! Ihre Gruppe wird von der Redaktion geprüft.")).toBeVisible();
  await founder.getByRole("link", { name: "Zur Seite der Gruppe" }).click();
  await expect(founder.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(founder.getByText("Ihre Gruppe wartet auf die Freigabe durch die Redaktion.")).toBeVisible();
  const groupPath = new URL(founder.url()).pathname;
  expect(groupPath).toMatch(/^\/gruppen\/quartierverein-feld-\d+$/);

  // Until then, nobody else finds it.
  const visitor = await newPage(browser);
  const hidden = await visitor.goto(groupPath);
  expect(hidden?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Gruppe nicht gefunden.", level: 1 })).toBeVisible();

  // The team approves it in its inbox.
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  await admin.goto("/admin");
  await waitForHydration(admin);
  await admin
    .getByRole("tablist", { name: "Art der Beiträge" })
    .first()
    .getByRole("tab", { name: /^Gruppen/ })
    .click();
  const card = admin.getByTestId("admin-item-group").filter({ hasText: NAME });
  await expect(card).toContainText("Quartier · Geschlossen");
  await expect(card).toContainText(`Gegründet von ${FOUNDER.firstName} ${FOUNDER.lastName}`);
  await expectNoSeriousA11yViolations(admin);
  await card.getByRole("button", { name: "Freigeben" }).click();
  await expect(admin.getByText(`«${NAME}» steht jetzt im Verzeichnis.`, { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The founder, now owner of an active group, keeps its profile and invites a neighbour.
  await founder.reload();
  await waitForHydration(founder);
  await expect(founder.getByText("Ihre Gruppe wartet auf die Freigabe durch die Redaktion.")).toHaveCount(0);
  const manage = founder.getByRole("region", { name: "Gruppe verwalten" });
  await manage.getByRole("button", { name: "Profil bearbeiten" }).click();
  await manage.getByLabel("Kontaktperson", { exact: true }).fill(`${FOUNDER.firstName} ${FOUNDER.lastName}`);
  await manage.getByLabel("Treffpunkt", { exact: true }).fill("Schulhaus Feld, Suhr");
  await manage.getByLabel("Website", { exact: true }).fill("https://quartier-feld.example.ch");
  await manage.getByLabel("Mitgliederbeitrag", { exact: true }).fill("CHF 20 im Jahr, Familien CHF 30");
  await manage.getByRole("button", { name: "Profil speichern" }).click();
  await expect(manage.getByText("Das Profil ist gespeichert.")).toBeVisible();
  const facts = founder.getByRole("region", { name: "Kontakt und Treffpunkt" });
  await expect(facts).toContainText("Schulhaus Feld, Suhr");
  await expect(facts).toContainText("CHF 20 im Jahr, Familien CHF 30");
  await expect(facts.getByRole("link", { name: /Auf der Karte zeigen/ })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/search?query=Schulhaus%20Feld%2C%20Suhr",
  );
  await expect(facts.getByRole("link", { name: /quartier-feld\.example\.ch/ })).toHaveAttribute(
    "rel",
    /noopener/,
  );
  await manage.getByRole("button", { name: "Einladungslink erstellen" }).click();
  const link = manage.getByLabel(/^Einladungslink/);
  await expect(link).toHaveValue(/\/gruppen\/.+\?einladung=/);
  const invitation = new URL(await link.inputValue());

  // The last owner cannot leave: the server's message is shown as it is.
  await founder.getByRole("button", { name: "Gruppe verlassen" }).click();
  await founder.getByRole("dialog").getByRole("button", { name: "Gruppe verlassen" }).click();
  await expect(founder.getByRole("alert").filter({ hasText: LAST_OWNER })).toBeVisible();

  // A second member follows the link and accepts the invitation, although the group is closed.
  const joiner = await newPage(browser);
  await signUpInBrowser(joiner, JOINER);
  await joiner.goto(`${invitation.pathname}${invitation.search}`);
  await waitForHydration(joiner);
  await expect(joiner.getByText(`Sie sind eingeladen, der Gruppe «${NAME}» beizutreten.`)).toBeVisible();
  await joiner.getByRole("button", { name: "Einladung annehmen" }).click();
  await expect(joiner).toHaveURL(groupPath);
  await expect(joiner.getByText("Mitglied", { exact: true })).toBeVisible();
  const members = joiner.getByRole("list", { name: "Mitglieder der Gruppe" });
  await expect(members).toContainText(`${FOUNDER.firstName} ${FOUNDER.lastName}`);
  await expect(members).toContainText(`${JOINER.firstName} ${JOINER.lastName}`);
  await expect(joiner.getByText("2 Mitglieder").first()).toBeVisible();
  await expect(joiner.getByRole("region", { name: "Gruppe verwalten" })).toHaveCount(0);
  await joiner
    .getByLabel("Benachrichtigungen aus dieser Gruppe")
    .selectOption({ label: "Nur Ankündigungen" });
  await expect(joiner.getByText("Gespeichert.")).toBeVisible();
  await expectFitsScreens(joiner, "group-member");
  await expectNoSeriousA11yViolations(joiner);

  // The founder sees the new member among those whose role can change.
  await founder.reload();
  await waitForHydration(founder);
  const roles = founder.getByRole("list", { name: "Mitglieder verwalten" });
  const joinerRow = roles.getByRole("listitem").filter({ hasText: `${JOINER.firstName} ${JOINER.lastName}` });
  await joinerRow.getByRole("button", { name: /^Zum Admin ernennen/ }).click();
  await expect(joinerRow.getByRole("button", { name: /^Admin-Rechte entziehen/ })).toBeVisible();
  await expect(joinerRow.getByRole("button", { name: /^Zur Inhaberin \/ zum Inhaber machen/ })).toBeVisible();
  await expectFitsScreens(founder, "group-owner");
  await expectNoSeriousA11yViolations(founder);

  // The directory finds it by its words and its kind; a visitor sees the profile, not the members.
  await visitor.goto(`/gruppen?q=${STAMP}`);
  await waitForHydration(visitor);
  await expect(visitor.getByTestId("group-card")).toHaveCount(1);
  const found = visitor.getByTestId("group-card").filter({ hasText: NAME });
  await expect(found).toContainText("Quartier · Geschlossen");
  await expect(found).toContainText("2 Mitglieder");
  await visitor
    .getByRole("navigation", { name: "Art der Gruppe" })
    .getByRole("link", { name: "Quartier" })
    .click();
  await expect(visitor).toHaveURL(`/gruppen?art=quartier&q=${STAMP}`);
  await expect(found).toBeVisible();
  await visitor
    .getByRole("navigation", { name: "Art der Gruppe" })
    .getByRole("link", { name: "Verein" })
    .click();
  await expect(visitor.getByText("Keine Gruppe gefunden.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "gründen Sie selbst eine Gruppe" })).toBeVisible();
  await visitor
    .getByRole("navigation", { name: "Art der Gruppe" })
    .getByRole("link", { name: "Alle" })
    .click();
  await visitor.getByRole("searchbox", { name: "Gruppen durchsuchen" }).fill(`Feld ${STAMP}`);
  await visitor
    .getByRole("search", { name: "Gruppen suchen" })
    .getByRole("button", { name: "Suchen" })
    .click();
  await expect(visitor).toHaveURL(`/gruppen?q=Feld+${STAMP}`);
  await expect(found).toBeVisible();
  await visitor.goto("/gruppen");
  await waitForHydration(visitor);
  await expect(visitor.getByRole("link", { name: "Anmelden, um eine Gruppe zu gründen" })).toBeVisible();
  await expectFitsScreens(visitor, "groups");
  await expectNoSeriousA11yViolations(visitor);

  const page = await visitor.goto(groupPath);
  expect(page?.status()).toBe(200);
  await waitForHydration(visitor);
  await expect(visitor.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(visitor.getByTestId("markdown-content").locator("strong")).toHaveText("gemeinsame Znüni");
  await expect(visitor.getByRole("link", { name: "Anmelden, um beizutreten" })).toBeVisible();
  await expect(visitor.getByRole("list", { name: "Mitglieder der Gruppe" })).toHaveCount(0);
  const ld = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(ld).toMatchObject({ "@type": "Organization", name: NAME });
  expect(ld.url).toMatch(new RegExp(`${groupPath}$`));
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(NAME));
  await expectFitsScreens(visitor, "group");
  await expectNoSeriousA11yViolations(visitor);
});
