import { describe, expect, it } from "vitest";
import { CHAT_EMPTY } from "../../../shared/chat/chat";
import { addDays, calendarDayOf, zonedTime } from "../../../shared/common/dates";
import { events, helpEntries, users } from "../../db/schema";
import { signUp } from "../../test/app";
import { sharedTestApp } from "../../test/shared-by-tests";

const TIME_ZONE = "Europe/Zurich";
const EDITORIAL = "redaktion@dorf.example.ch";

const t = sharedTestApp({ SEED: "demo", EDITORIAL_EMAIL: EDITORIAL });

async function ask(message: unknown, app = t.app, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url: "/api/chat", payload: { message }, headers });
}
const answerTo = async (message: string, headers: Record<string, string> = {}) => {
  const response = await ask(message, t.app, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().response as string;
};
/** Questions in a session of their own, so that a test's questions do not use up the visitors' rate limit. */
async function asker() {
  const { cookie } = await signUp(t.app);
  return (message: string) => answerTo(message, { cookie });
}

/** The coming Saturday in the site's zone (today when it is Saturday). */
function comingSaturday() {
  const today = calendarDayOf(new Date(), TIME_ZONE);
  const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
  return weekday === 6 ? today : addDays(today, (5 - weekday + 7) % 7);
}

describe("POST /api/chat without a model", () => {
  it("names the weekend's events with the calendar link", async () => {
    const saturday = comingSaturday();
    await t.app.ctx.db.insert(events).values([
      {
        title: "Herbstfest auf dem Chilbiplatz",
        eventDate: zonedTime(addDays(saturday, 1), 14, 0, TIME_ZONE),
        startTime: "14:00",
        endTime: "18:00",
        location: "Chilbiplatz",
        status: "approved",
      },
      {
        title: "Noch nicht freigegebenes Fest",
        eventDate: zonedTime(saturday, 10, 0, TIME_ZONE),
        startTime: "10:00",
        status: "pending",
      },
    ]);
    const answer = await answerTo("Was läuft am Wochenende?");
    expect(answer).toContain("Herbstfest auf dem Chilbiplatz");
    expect(answer).toContain("14:00–18:00 Uhr, Chilbiplatz");
    expect(answer).toContain("Sonntag");
    expect(answer).not.toContain("Noch nicht freigegebenes Fest");
    expect(answer).toMatch(/\[Herbstfest auf dem Chilbiplatz\]\(\/veranstaltungen\/[^)]+\)/);
    expect(await answerTo("Was ist heute los?")).toMatch(
      /Heute sind im Veranstaltungskalender keine Events|Diese Events stehen heute/,
    );
  });

  it("gives the opening hours of the bakeries on the day asked", async () => {
    const answer = await answerTo("Hat die Bäckerei am Sonntag offen?");
    expect(answer).toContain("[Bäckerei Wynaeck](");
    expect(answer).toContain("am Sonntag geöffnet 07:00-12:00");
    expect(answer).toContain("[Beck Feldmatt](");
    expect(answer).toMatch(/Beck Feldmatt[^\n]*am Sonntag geschlossen/);
    expect(answer).not.toContain("Apotheke");
    expect(answer).toContain("(/business-directory)");
  });

  it("says whether a business is open now", async () => {
    const answer = await answerTo("Hat die Baeckerei Wynaeck jetzt offen?");
    expect(answer).toMatch(/Bäckerei Wynaeck[^\n]*jetzt (geöffnet|geschlossen); heute/);
  });

  it("finds open, approved marketplace entries only", async () => {
    const [owner] = await t.app.ctx.db.select().from(users).limit(1);
    await t.app.ctx.db.insert(helpEntries).values([
      {
        kind: "offer",
        title: "Gartenhilfe im Verborgenen",
        description: "Garten",
        name: "X",
        moderationState: "pending",
        ownerUserId: owner!.id,
      },
      {
        kind: "offer",
        title: "Gartenhilfe vergeben",
        description: "Garten",
        name: "X",
        status: "closed",
        ownerUserId: owner!.id,
      },
    ]);
    const answer = await answerTo("Gibt es auf dem Marktplatz Hilfe im Garten?");
    expect(answer).toContain("Laub rechen, Hecke schneiden, Garten winterfest machen");
    expect(answer).not.toContain("Gartenhilfe im Verborgenen");
    expect(answer).not.toContain("Gartenhilfe vergeben");
    expect(answer).toContain("(/marktplatz)");
  });

  it("links the newest articles to their pages", async () => {
    const answer = await answerTo("Was gibt es Neues?");
    expect(answer).toMatch(/\]\(\/(post|leserbriefe|user-artikel|pr-report)\/[^)]+\)/);
    const sport = await answerTo("Gibt es aktuelle Artikel über Sport?");
    expect(sport).toContain("(/category/Sport)");
  });

  it("explains how to write a letter and order a PR report", async () => {
    expect(await answerTo("Wie kann ich einen Leserbrief schreiben?")).toContain(
      "[Lesereporter](/lesereporter)",
    );
    const pr = await answerTo("Was kostet ein PR-Bericht für meine Firma?");
    expect(pr).toContain("[PR-Service](/pr-service)");
    expect(pr).toContain("14 Tage gratis");
    expect(pr).toContain("CHF 10");
  });

  it("says honestly when it does not know, with the editorial contact", async () => {
    const answer = await answerTo("Wer wird Fussball-Weltmeister?");
    expect(answer).toContain("Das weiss ich leider nicht");
    expect(answer).toContain(EDITORIAL);
    expect(answer).toContain("(/kontakt)");
  });

  it("answers about a named event with its next dates, not with businesses", async () => {
    const answerTo = await asker();
    const chlaus = await answerTo("Wann findet der Samichlaus-Einzug statt?");
    expect(chlaus).toMatch(/\[Samichlaus-Einzug\]\(\/veranstaltungen\/[^)]+\)/);
    expect(chlaus).not.toContain("Garage");
    // The demo's assembly is on its yearly date; one of its own keeps the question answerable all year.
    await t.app.ctx.db.insert(events).values({
      title: "Wintergemeindeversammlung",
      eventDate: zonedTime(addDays(calendarDayOf(new Date(), TIME_ZONE), 10), 20, 0, TIME_ZONE),
      startTime: "20:00",
      location: "Gemeindesaal",
      status: "approved",
    });
    expect(await answerTo("Wo findet die Gemeindeversammlung statt?")).toContain("Wintergemeindeversammlung");
    const market = await answerTo("Wann ist der nächste Wochenmarkt?");
    const saturday = comingSaturday();
    expect(market).toContain("Wochenmarkt auf dem Dorfplatz");
    expect(market).toContain(
      new Intl.DateTimeFormat("de-CH", { timeZone: TIME_ZONE, day: "numeric", month: "long" }).format(
        zonedTime(saturday, 12, 0, TIME_ZONE),
      ),
    );
    expect(await answerTo("Wann isch dr Chlaus-Iizug?")).toMatch(/Chlaus|Samichlaus/);
  });

  it("reads dates and months and keeps to them", async () => {
    const answerTo = await asker();
    const fifth = await answerTo("Was ist am 5. Dezember los?");
    expect(fifth).toContain("am 5. Dezember");
    const lines = fifth.split("\n").filter((line) => line.startsWith("- "));
    for (const line of lines) expect(line).toContain("5. Dezember");
    const concert = await answerTo("Gibt es im Dezember ein Konzert?");
    expect(concert).toContain("Weihnachtskonzert der Harmonie Wynatal");
    expect(concert).not.toContain("Wochenmarkt");
    expect(await answerTo("Was lauft am Wuchenänd?")).toMatch(/am Wochenende/);
  });

  it("answers opening hours for the day and time asked", async () => {
    const answerTo = await asker();
    const answer = await answerTo("Welcher Coiffeur hat am Donnerstagabend offen?");
    expect(answer).toMatch(
      /Coiffeur Haarmonie[^\n]*am Donnerstagabend geöffnet; Donnerstag geöffnet 08:30-20:00/,
    );
    expect(answer).not.toContain("heute");
    const late = await answerTo("Hat der Coiffeur Haarmonie am Donnerstag um 21 Uhr offen?");
    expect(late).toMatch(/Coiffeur Haarmonie[^\n]*am Donnerstag um 21:00 Uhr geschlossen/);
    expect(await answerTo("Hat der Coiffeur Haarmonie am Mäntig offen?")).toMatch(
      /Coiffeur Haarmonie[^\n]*am Montag geschlossen/,
    );
  });

  it("understands residents' words for the portal's trades, also in Swiss German", async () => {
    const answerTo = await asker();
    const bread = await answerTo("Wo chan i am Sunntig Brot chaufe?");
    expect(bread).toMatch(/Bäckerei Wynaeck[^\n]*am Sonntag geöffnet 07:00-12:00/);
    expect(bread).not.toContain("Garage");
    const hair = await answerTo("Welcher Friseur hat am Samstag offen?");
    expect(hair).toContain("Coiffeur Haarmonie");
    expect(hair).not.toContain("Bäckerei");
  });

  it("never names an event that is not approved", async () => {
    const answerTo = await asker();
    await t.app.ctx.db.insert(events).values({
      title: "Geheimer Samichlaus-Probelauf",
      eventDate: zonedTime(addDays(calendarDayOf(new Date(), TIME_ZONE), 3), 18, 0, TIME_ZONE),
      status: "pending",
    });
    expect(await answerTo("Wann ist der Samichlaus?")).not.toContain("Probelauf");
    expect(await answerTo("Was ist der Samichlaus-Probelauf?")).not.toContain("Probelauf");
  });

  it("refuses a blank or missing message in German", async () => {
    for (const message of ["   ", undefined, 42]) {
      const response = await ask(message);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: CHAT_EMPTY });
    }
  });

  it("is rate-limited per session, not per address", async () => {
    const chatty = await signUp(t.app);
    for (let i = 0; i < 20; i++) {
      expect((await ask("Hallo", t.app, { cookie: chatty.cookie })).statusCode).toBe(200);
    }
    expect((await ask("Hallo", t.app, { cookie: chatty.cookie })).statusCode).toBe(429);
    const quiet = await signUp(t.app);
    expect((await ask("Hallo", t.app, { cookie: quiet.cookie })).statusCode).toBe(200);
  });
});
