import { describe, expect, it } from "vitest";
import { GROUP_ALREADY_DECIDED, GROUP_NAME_TAKEN, GROUP_NOT_FOUND } from "../../../shared/groups/basics";
import { groups as groupsTable } from "../../db/schema";
import { as, asVisitor, mailsTo, signUp, signUpUnverified } from "../../test/app";
import { castGroup, foundGroup, sharedGroupsOfEachKind } from "./test-groups";

const groups = sharedGroupsOfEachKind();
const app = () => groups.portal.t.app;

describe("founding a group", () => {
  it("is asked for by a confirmed member and waits for the team: 201 with its slug and status pending", async () => {
    const founder = await signUp(app());
    const founded = await foundGroup(groups.portal, founder, "open", "Musikgesellschaft Suhr");
    expect(founded).toMatchObject({ slug: "musikgesellschaft-suhr", status: "pending" });

    // Until the team approves it, only its founder and the team know it.
    expect((await asVisitor(app()).get("/api/groups/musikgesellschaft-suhr")).statusCode).toBe(404);
    expect((await as(app(), await signUp(app())).get("/api/groups/musikgesellschaft-suhr")).statusCode).toBe(
      404,
    );
    const own = await as(app(), founder).get("/api/groups/musikgesellschaft-suhr");
    expect(own.json()).toMatchObject({ status: "pending", viewer: { role: "owner", status: "member" } });
    const directory = await asVisitor(app()).get("/api/groups");
    expect(directory.json().map((group: { slug: string }) => group.slug)).not.toContain(
      "musikgesellschaft-suhr",
    );

    const pending = await as(app(), groups.portal.editor).get("/api/admin/groups/pending");
    expect(pending.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          slug: "musikgesellschaft-suhr",
          foundedBy: expect.stringContaining("Anna"),
        }),
      ]),
    );
  });

  it("never takes the address of the founding form: a group called 'Neu' is /gruppen/neu-2", async () => {
    const { slug } = await foundGroup(groups.portal, await signUp(app()), "open", "Neu");
    expect(slug).toBe("neu-2");
  });

  it("refuses bad input with German messages, an unconfirmed member, and a name that exists in any case", async () => {
    const member = await signUp(app());
    const bad = await as(app(), member).post("/api/groups", {
      name: "TV",
      kind: "club",
      visibility: "secret",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Name ist zu kurz|Art der Gruppe|wer die Gruppe sieht|Beschreib/);

    const unconfirmed = await signUpUnverified(app());
    const refused = await as(app(), unconfirmed).post("/api/groups", {
      name: "Unbestätigte Gruppe",
      kind: "verein",
      visibility: "open",
      description: "Eine Gruppe von jemandem, der die Adresse noch nicht bestätigt hat.",
    });
    expect(refused.statusCode).toBe(403);

    await foundGroup(groups.portal, member, "open", "Frauenverein Suhr");
    const again = await as(app(), await signUp(app())).post("/api/groups", {
      name: "frauenverein suhr",
      kind: "verein",
      visibility: "closed",
      description: "Noch einmal derselbe Verein, von jemand anderem angemeldet.",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GROUP_NAME_TAKEN);
  });

  it("is approved or rejected once by the team: a second decision hears 409, members and visitors 401/403", async () => {
    const founder = await signUp(app());
    const { slug } = await foundGroup(groups.portal, founder, "closed");
    expect((await asVisitor(app()).post(`/api/admin/groups/${slug}/approve`)).statusCode).toBe(401);
    expect((await as(app(), founder).post(`/api/admin/groups/${slug}/approve`)).statusCode).toBe(403);

    const [first, second] = await Promise.all([
      as(app(), groups.portal.editor).post(`/api/admin/groups/${slug}/approve`),
      as(app(), groups.portal.admin).post(`/api/admin/groups/${slug}/reject`, { reason: "Doppelt" }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().message).toBe(GROUP_ALREADY_DECIDED);
    expect(
      (await as(app(), groups.portal.admin).post("/api/admin/groups/gibt-es-nicht/approve")).statusCode,
    ).toBe(404);
  });

  it("tells its founder of the team's decision, with the reason of a rejection", async () => {
    const approvedFounder = await signUp(app());
    const approved = await foundGroup(groups.portal, approvedFounder, "open");
    await as(app(), groups.portal.editor).post(`/api/admin/groups/${approved.slug}/approve`);
    const approval = (await mailsTo(app(), approvedFounder.user.email)).at(-1);
    expect(approval?.subject).toBe("Ihre Gruppe wurde freigegeben");
    expect(approval?.body).toContain(`/gruppen/${approved.slug}`);

    const rejectedFounder = await signUp(app());
    const rejected = await foundGroup(groups.portal, rejectedFounder, "closed");
    await as(app(), groups.portal.editor).post(`/api/admin/groups/${rejected.slug}/reject`, {
      reason: "Diese Gruppe gibt es schon unter anderem Namen.",
    });
    const rejection = (await mailsTo(app(), rejectedFounder.user.email)).at(-1);
    expect(rejection?.subject).toBe("Ihre Gruppe wurde abgelehnt");
    expect(rejection?.body).toContain("Diese Gruppe gibt es schon unter anderem Namen.");
    const centre = (await as(app(), rejectedFounder).get("/api/notifications")).json();
    expect(centre.items[0]).toMatchObject({ kind: "decision", title: "Ihre Gruppe wurde abgelehnt" });
  });

  it("is suspended by the team: gone from the directory and its page, kept for its members", async () => {
    const cast = await castGroup(groups.portal, "open");
    const suspended = await as(app(), groups.portal.admin).post(`/api/admin/groups/${cast.slug}/suspend`);
    expect(suspended.json()).toMatchObject({ status: "suspended" });
    expect((await asVisitor(app()).get(`/api/groups/${cast.slug}`)).statusCode).toBe(404);
    const directory = await asVisitor(app()).get("/api/groups");
    expect(directory.json().map((group: { slug: string }) => group.slug)).not.toContain(cast.slug);
    expect((await as(app(), cast.member).get(`/api/groups/${cast.slug}`)).json()).toMatchObject({
      status: "suspended",
    });
    // A stopped group takes no changes from its admins and no new members.
    expect(
      (await as(app(), cast.owner).patch(`/api/groups/${cast.slug}`, { meetingPlace: "Bärenmatte" }))
        .statusCode,
    ).toBe(403);
    expect((await as(app(), cast.outsider).post(`/api/groups/${cast.slug}/join`)).statusCode).toBe(404);
  });
});

describe("a group's page", () => {
  it("is kept in the response cache for visitors while the group runs; a private group's page never", async () => {
    const cast = await castGroup(groups.portal, "open");
    const { stats } = app().responseCache;
    const first = await asVisitor(app()).get(`/gruppen/${cast.slug}`);
    expect(first.statusCode).toBe(200);
    const [hits, computed] = [stats.hits, stats.computations];
    const again = await asVisitor(app()).get(`/gruppen/${cast.slug}`);
    expect(again.body).toBe(first.body);
    // One hit, the page's own, and nothing computed (a page rendered anew would read its data again).
    expect([stats.hits, stats.computations]).toEqual([hits + 1, computed]);
    // A suspension ends the entry: the page is gone at once.
    await as(app(), groups.portal.editor).post(`/api/admin/groups/${cast.slug}/suspend`);
    expect((await asVisitor(app()).get(`/gruppen/${cast.slug}`)).statusCode).toBe(404);

    const hiddenPath = `/gruppen/${groups.hidden.slug}`;
    expect((await as(app(), groups.hidden.member).get(hiddenPath)).statusCode).toBe(200);
    // Each visitor's request is computed again: a 404 is never kept.
    for (const _ of [1, 2]) {
      const before = stats.computations;
      expect((await asVisitor(app()).get(hiddenPath)).statusCode).toBe(404);
      expect(stats.computations).toBeGreaterThan(before);
    }
    expect((await as(app(), groups.hidden.member).get(hiddenPath)).body).toContain(groups.hidden.slug);
  });
});

describe("the team's list of groups", () => {
  type Listed = {
    groups: Array<{ slug: string; name: string; status: string; decisionReason: string | null }>;
    matching: number;
    page: number;
    pageCount: number;
  };
  const list = async (query: string) => {
    const response = await as(app(), groups.portal.editor).get(`/api/admin/groups${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Listed;
  };

  it("is the team's: running groups searched by name, a page of 20 at a time, every visibility", async () => {
    expect((await asVisitor(app()).get("/api/admin/groups")).statusCode).toBe(401);
    expect((await as(app(), groups.open.owner).get("/api/admin/groups")).statusCode).toBe(403);
    expect((await as(app(), groups.portal.admin).get("/api/admin/groups")).statusCode).toBe(200);
    const running = await list("");
    expect(running.groups.every((group) => group.status === "active")).toBe(true);
    expect(running.groups.map((group) => group.slug)).toEqual(
      expect.arrayContaining([groups.open.slug, groups.closed.slug, groups.hidden.slug]),
    );

    await app()
      .ctx.db.insert(groupsTable)
      .values(
        Array.from({ length: 23 }, (_, index) => ({
          slug: `seitenverein-${index}`,
          name: `Seitenverein ${String(index).padStart(2, "0")}`,
          kind: "verein" as const,
          visibility: "open" as const,
          status: "active" as const,
          description: "Ein Verein, der die Liste des Teams füllt.",
        })),
      );
    const first = await list("?q=seitenVEREIN");
    expect(first).toMatchObject({ matching: 23, page: 1, pageCount: 2 });
    expect(first.groups).toHaveLength(20);
    expect(first.groups[0]!.name).toBe("Seitenverein 00");
    const second = await list("?q=seitenverein&page=2");
    expect(second.groups.map((group) => group.name)).toEqual([
      "Seitenverein 20",
      "Seitenverein 21",
      "Seitenverein 22",
    ]);
    // A page past the end shows the last one; a search for a LIKE wildcard finds it literally.
    expect((await list("?q=seitenverein&page=9")).page).toBe(2);
    expect((await list("?q=%25")).matching).toBe(0);

    for (const [query, message] of [
      ["?status=pending", "Unbekannter Zustand einer Gruppe."],
      ["?page=0", "Ungültige Seitenzahl."],
      [`?q=${"x".repeat(101)}`, "Der Suchbegriff ist zu lang (höchstens 100 Zeichen)."],
    ]) {
      const refused = await as(app(), groups.portal.editor).get(`/api/admin/groups${query}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it("lists the suspended groups with the reason, and lets the team reinstate one, audited", async () => {
    const cast = await castGroup(groups.portal, "closed");
    await as(app(), groups.portal.editor).post(`/api/admin/groups/${cast.slug}/suspend`, {
      reason: "Werbung für Kredite",
    });
    const stopped = await list("?status=suspended");
    expect(stopped.groups.find((group) => group.slug === cast.slug)).toMatchObject({
      status: "suspended",
      decisionReason: "Werbung für Kredite",
    });
    expect((await list("")).groups.map((group) => group.slug)).not.toContain(cast.slug);

    const reinstate = `/api/admin/groups/${cast.slug}/reinstate`;
    expect((await asVisitor(app()).post(reinstate)).statusCode).toBe(401);
    expect((await as(app(), cast.owner).post(reinstate)).statusCode).toBe(403);
    const [first, second] = await Promise.all([
      as(app(), groups.portal.editor).post(reinstate),
      as(app(), groups.portal.admin).post(reinstate),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((first.statusCode === 200 ? first : second).json()).toMatchObject({
      slug: cast.slug,
      status: "active",
    });
    expect((await asVisitor(app()).get(`/api/groups/${cast.slug}`)).statusCode).toBe(200);
    expect((await list("?status=suspended")).groups.map((group) => group.slug)).not.toContain(cast.slug);
    // Only a suspended group is reinstated.
    expect(
      (await as(app(), groups.portal.admin).post(`/api/admin/groups/${groups.open.slug}/reinstate`)).json()
        .message,
    ).toBe(GROUP_ALREADY_DECIDED);

    const audit = (await as(app(), groups.portal.admin).get("/api/admin/audit?entityType=group")).json() as {
      entries: Array<{ action: string; title: string | null }>;
    };
    expect(audit.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["group.suspend", "group.reinstate"]),
    );
  });
});

describe("the directory", () => {
  it("lists approved open and closed groups by name with member counts, never a private one", async () => {
    const directory = (await asVisitor(app()).get("/api/groups")).json() as Array<{
      slug: string;
      memberCount: number;
      visibility: string;
    }>;
    const slugs = directory.map((group) => group.slug);
    expect(slugs).toEqual(expect.arrayContaining([groups.open.slug, groups.closed.slug]));
    expect(slugs).not.toContain(groups.hidden.slug);
    // Owner, admin and member; the request to the closed group is no member yet.
    expect(directory.find((group) => group.slug === groups.closed.slug)?.memberCount).toBe(3);
    expect(directory.every((group) => group.visibility !== "private")).toBe(true);
  });

  it("filters by kind and by words, and refuses an unknown kind", async () => {
    const founder = await signUp(app());
    const { slug } = await foundGroup(groups.portal, founder, "open", "Elternrat Schulhaus Dorf");
    await as(app(), groups.portal.editor).post(`/api/admin/groups/${slug}/approve`);
    await as(app(), founder).patch(`/api/groups/${slug}`, { kind: "schule" });

    const schools = (await asVisitor(app()).get("/api/groups?kind=schule")).json() as Array<{ slug: string }>;
    expect(schools.map((group) => group.slug)).toEqual([slug]);
    const found = (await asVisitor(app()).get("/api/groups?q=elternrat")).json() as Array<{ slug: string }>;
    expect(found.map((group) => group.slug)).toEqual([slug]);
    expect((await asVisitor(app()).get("/api/groups?q=%25")).json()).toEqual([]);
    const unknown = await asVisitor(app()).get("/api/groups?kind=partei");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unbekannte Art von Gruppe.");
  });
});

describe("a group's profile", () => {
  it("is the club's public page for open and closed groups; a private one is not found by non-members", async () => {
    const page = await asVisitor(app()).get(`/api/groups/${groups.closed.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      slug: groups.closed.slug,
      visibility: "closed",
      viewer: { role: null },
    });
    for (const who of [null, groups.hidden.outsider, groups.hidden.requester]) {
      const response = await as(app(), who).get(`/api/groups/${groups.hidden.slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(GROUP_NOT_FOUND);
    }
    expect(
      (await as(app(), groups.hidden.member).get(`/api/groups/${groups.hidden.slug}`)).json(),
    ).toMatchObject({
      viewer: { role: "member", status: "member", notificationLevel: "all" },
    });
  });

  it("is kept by the group's owners and admins only, with pictures of their own and a website that is one", async () => {
    const changed = await as(app(), groups.open.groupAdmin).patch(`/api/groups/${groups.open.slug}`, {
      contactName: "Adrian Suhrer",
      meetingPlace: "Turnhalle Bärenmatte, Suhr",
      website: "https://tv-suhr.ch",
      membershipFee: "CHF 80 im Jahr, Kinder gratis",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      meetingPlace: "Turnhalle Bärenmatte, Suhr",
      website: "https://tv-suhr.ch",
    });

    expect(
      (await as(app(), groups.open.member).patch(`/api/groups/${groups.open.slug}`, { meetingPlace: "x" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(app(), groups.open.outsider).patch(`/api/groups/${groups.open.slug}`, { meetingPlace: "x" }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await as(app(), groups.hidden.outsider).patch(`/api/groups/${groups.hidden.slug}`, {
          meetingPlace: "x",
        })
      ).statusCode,
    ).toBe(404);
    const script = await as(app(), groups.open.owner).patch(`/api/groups/${groups.open.slug}`, {
      website: "javascript:alert(1)",
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe("Die Website muss mit http:// oder https:// beginnen.");
    const foreign = await as(app(), groups.open.owner).patch(`/api/groups/${groups.open.slug}`, {
      logoUrl: "https://example.com/logo.png",
    });
    expect(foreign.statusCode).toBe(400);
    const notOwn = await as(app(), groups.open.owner).patch(`/api/groups/${groups.open.slug}`, {
      logoUrl: `/objects/uploads/${"a".repeat(32)}`,
    });
    expect(notOwn.statusCode).toBe(400);
    expect(notOwn.json().message).toBe("Bitte laden Sie das Bild über das Formular hoch.");
  });
});
