import { expect, test } from "@playwright/test";
import { activeGroup, openTeamGroups } from "./fixtures/groups";
import {
  expectFitsScreens,
  expectNoSeriousA11yViolations,
  newDesktopPage,
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

test("a member founds a group, the team approves it, a neighbour joins by invitation and the directory finds it", async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // The founder asks for the group from the directory.
  const founder = await newDesktopPage(browser);
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
  const visitor = await newDesktopPage(browser);
  const hidden = await visitor.goto(groupPath);
  expect(hidden?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Gruppe nicht gefunden.", level: 1 })).toBeVisible();

  // The team approves it in its inbox.
  const admin = await newDesktopPage(browser);
  await signInAsAdmin(admin);
  await openTeamGroups(admin);
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
  const joiner = await newDesktopPage(browser);
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

/**
 * Issue 27, item 2: a group's life on its page. The owner writes an announcement, edits and pins it; a
 * member likes and comments on it, asks a poll and votes; the owner invites to a public event, which is
 * then in the village's calendar; a member subscribes to the groups' calendar.
 */

/** A short mark of the run: a long number would not fit the heading of a phone's screen. */
const RUN = String(STAMP).slice(-6);
const LIFE_NAME = `Turngruppe Leben ${RUN}`;
const CLOSED_NAME = `Chor im Stillen ${RUN}`;
const MEMBER = { firstName: "Mara", lastName: `Meier${String(STAMP).slice(-4)}` };
const EVENT_TITLE = `Schnuppertraining ${RUN}`;
const ZONE = "Europe/Zurich";

/** 'YYYY-MM-DD' in the site's zone, some days from now. */
function dayFromToday(days: number) {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test("a group's members write, comment, like, ask and vote, and its public event is in the village's calendar", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await newDesktopPage(browser);
  await signInAsAdmin(owner);
  const groupPath = await activeGroup(owner, LIFE_NAME, "open");
  const closedPath = await activeGroup(owner, CLOSED_NAME, "closed");

  // The owner writes the first post, as an announcement.
  await owner.goto(groupPath);
  await waitForHydration(owner);
  const posts = owner.getByRole("region", { name: "Beiträge" });
  await expect(posts.getByText("Noch keine Beiträge.")).toBeVisible();
  await posts
    .getByLabel("Beitrag schreiben")
    .fill("Am Dienstag turnen wir **draussen** auf dem Schulhausplatz.");
  await posts.getByLabel(/Als Ankündigung an alle senden/).check();
  await posts.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(posts.getByText("Ihr Beitrag ist veröffentlicht.")).toBeVisible();
  const post = posts.getByRole("article");
  await expect(post).toHaveCount(1);
  await expect(post).toHaveAttribute("id", /^beitrag-\d+$/);
  await expect(post.getByText("Ankündigung", { exact: true })).toBeVisible();
  await expect(post.locator("strong")).toHaveText("draussen");
  await expect(posts.getByLabel("Beitrag schreiben")).toHaveValue("");

  // The owner corrects the text and pins the post.
  await post.getByRole("button", { name: "Bearbeiten" }).click();
  await expect(post.getByLabel("Beitrag bearbeiten")).toBeFocused();
  await post
    .getByLabel("Beitrag bearbeiten")
    .fill("Am Dienstag turnen wir **draussen** auf der Wiese beim Schulhaus.");
  await post.getByRole("button", { name: "Speichern" }).click();
  await expect(post.getByText("auf der Wiese beim Schulhaus")).toBeVisible();
  await expect(post.getByText("(bearbeitet)")).toBeVisible();
  await post.getByRole("button", { name: "Anheften" }).click();
  await expect(post.getByText("Angeheftet", { exact: true })).toBeVisible();
  await expect(post.getByRole("button", { name: "Lösen" })).toBeVisible();
  // The author does not report their own post.
  await expect(post.getByRole("button", { name: "Melden" })).toHaveCount(0);

  // A neighbour joins, likes the post and comments on it; they may report it, not edit or pin it.
  const member = await newDesktopPage(browser);
  await signUpInBrowser(member, MEMBER);
  await member.goto(groupPath);
  await waitForHydration(member);
  await member.getByRole("button", { name: "Beitreten" }).click();
  await expect(member.getByText("Mitglied", { exact: true })).toBeVisible();
  const memberPost = member.getByRole("region", { name: "Beiträge" }).getByRole("article");
  await expect(memberPost.getByRole("button", { name: "Bearbeiten" })).toHaveCount(0);
  await expect(memberPost.getByRole("button", { name: "Anheften" })).toHaveCount(0);
  await expect(memberPost.getByRole("button", { name: "Lösen" })).toHaveCount(0);
  await expect(memberPost.getByRole("button", { name: "Melden" })).toBeVisible();
  const like = memberPost.getByRole("button", { name: /^Gefällt mir/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAccessibleName(/1 Person gefällt das/);
  await memberPost.getByLabel("Kommentar schreiben").fill("Super, ich bringe eine Matte mit!");
  await memberPost.getByRole("button", { name: "Kommentieren" }).click();
  const comments = memberPost.getByRole("list", { name: "Kommentare" });
  await expect(comments).toContainText("Super, ich bringe eine Matte mit!");
  await expect(comments).toContainText(`${MEMBER.firstName} ${MEMBER.lastName}`);
  await expect(memberPost.getByLabel("Kommentar schreiben")).toHaveValue("");

  // The member asks a poll with three answers and votes in it.
  const polls = member.getByRole("region", { name: "Umfragen" });
  await expect(polls.getByText("Noch keine Umfragen.")).toBeVisible();
  await polls.getByRole("button", { name: "Umfrage erstellen" }).click();
  await expect(polls.getByLabel("Frage")).toBeFocused();
  await polls.getByLabel("Frage").fill("Wann passt das Sommerfest?");
  await polls.getByLabel("Antwort 1", { exact: true }).fill("Samstag");
  await polls.getByLabel("Antwort 2", { exact: true }).fill("Sonntag");
  await polls.getByRole("button", { name: "Antwort hinzufügen" }).click();
  await polls.getByLabel("Antwort 3", { exact: true }).fill("Samstag");
  await polls.getByRole("button", { name: "Umfrage starten" }).click();
  await expect(polls.getByRole("alert")).toHaveText("Jede Antwort darf nur einmal vorkommen.");
  await polls.getByLabel("Antwort 3", { exact: true }).fill("Beide Tage");
  await polls.getByRole("button", { name: "Umfrage starten" }).click();
  const poll = polls.getByRole("article", { name: "Wann passt das Sommerfest?" });
  await expect(poll).toBeVisible();
  await expect(poll).toContainText("0 Stimmen");
  await poll.getByRole("radio", { name: "Sonntag" }).check();
  await poll.getByRole("button", { name: "Abstimmen" }).click();
  await expect(poll).toContainText("1 Stimme");
  const sunday = poll.getByRole("listitem").filter({ hasText: "Sonntag" });
  await expect(sunday).toContainText("Ihre Wahl");
  await expect(sunday).toContainText("1 Stimme (100 %)");
  await expect(poll.getByRole("radio")).toHaveCount(0);

  // The member subscribes to the calendar of their groups.
  const events = member.getByRole("region", { name: "Termine" });
  await expect(events.getByRole("button", { name: "Termin eintragen" })).toHaveCount(0);
  await events.getByRole("button", { name: "Kalender abonnieren" }).click();
  await expect(events.getByLabel("Ihre Kalender-Adresse")).toHaveValue(/\/gruppen-kalender\/[^/]+\.ics$/);
  await expect(events.getByRole("button", { name: "Adresse kopieren" })).toBeVisible();

  // The owner invites to a public event: it is on the group's page and in the village's calendar.
  await owner.reload();
  await waitForHydration(owner);
  const ownerEvents = owner.getByRole("region", { name: "Termine" });
  await ownerEvents.getByRole("button", { name: "Termin eintragen" }).click();
  await ownerEvents.getByLabel("Titel").fill(EVENT_TITLE);
  await ownerEvents.getByLabel("Datum").fill(dayFromToday(1));
  await ownerEvents.getByLabel("Beginn", { exact: true }).fill("19:00");
  await ownerEvents.getByLabel("Ende", { exact: true }).fill("20:30");
  await ownerEvents.getByLabel("Ort", { exact: true }).fill("Turnhalle Feld, Suhr");
  await ownerEvents
    .getByLabel("Beschreibung", { exact: true })
    .fill("Alle sind willkommen, bitte Turnschuhe mitbringen.");
  await expect(ownerEvents.getByLabel(/Nur für Mitglieder/)).not.toBeChecked();
  await ownerEvents.getByRole("button", { name: "Termin eintragen" }).click();
  const listed = ownerEvents.getByRole("list", { name: "Kommende Termine der Gruppe" }).getByRole("listitem");
  await expect(listed.filter({ hasText: EVENT_TITLE }).first()).toContainText("19:00 – 20:30 Uhr");
  await expect(listed.filter({ hasText: EVENT_TITLE }).first()).toContainText("Turnhalle Feld, Suhr");
  await expect(ownerEvents.getByRole("button", { name: "Termin eintragen" })).toBeFocused();
  await expect(owner.getByRole("region", { name: "Umfragen" }).getByRole("article")).toContainText(
    "1 Stimme",
  );
  await expectFitsScreens(owner, "group-life");
  await expectNoSeriousA11yViolations(owner);

  await ownerEvents.getByRole("link", { name: EVENT_TITLE }).click();
  await expect(owner.getByRole("heading", { name: EVENT_TITLE, level: 1 })).toBeVisible();

  const visitor = await newDesktopPage(browser);
  await visitor.clock.setFixedTime(new Date());
  await visitor.goto("/category/Events");
  await waitForHydration(visitor);
  const strip = visitor.getByTestId("week-view");
  await strip.locator(`[data-testid="day-tile"][data-date="${dayFromToday(1)}"]`).click();
  await expect(strip.getByRole("button", { name: new RegExp(EVENT_TITLE) })).toBeVisible();

  // A visitor reads the open group's posts without the members' tools; a closed group's are for members.
  await visitor.goto(groupPath);
  await waitForHydration(visitor);
  const visitorPost = visitor.getByRole("region", { name: "Beiträge" }).getByRole("article");
  await expect(visitorPost).toContainText("auf der Wiese beim Schulhaus");
  await expect(visitorPost).toContainText("1 Person gefällt das");
  await expect(visitorPost).toContainText("Super, ich bringe eine Matte mit!");
  await expect(visitor.getByLabel("Beitrag schreiben")).toHaveCount(0);
  await expect(visitor.getByLabel("Kommentar schreiben")).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: /^Gefällt mir/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor);
  await visitor.goto(closedPath);
  await waitForHydration(visitor);
  await expect(visitor.getByText("Die Beiträge sehen nur Mitglieder der Gruppe.")).toBeVisible();
  await expect(visitor.getByText("Die Umfragen sehen nur Mitglieder der Gruppe.")).toBeVisible();
});
