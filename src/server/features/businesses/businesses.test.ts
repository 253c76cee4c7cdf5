import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Business } from "../../../shared/businesses/businesses";
import type { SearchHit, SearchSuggestion } from "../../../shared/search/search";
import { auditLog } from "../../db/schema";
import { expectAdminsOnly } from "../../test/access";
import { as } from "../../test/app";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

const h = sharedTestAppWithMembers();

const hours = {
  monday: "08:00-12:00, 13:30-18:30",
  tuesday: "08:00-18:30",
  wednesday: "08:00-18:30",
  thursday: "08:00-18:30",
  friday: "08:00-18:30",
  saturday: "08:00-16:00",
  sunday: "Geschlossen",
};
const bakery = {
  name: "Bäckerei Wynaeck",
  category: "Bäckerei",
  description: "Familienbäckerei mit Café",
  address: "Tramstrasse 21, 5034 Suhr",
  phone: "062 842 11 34",
  email: "backstube@example.ch",
  website: "https://www.baeckerei-wynaeck.ch",
  openingHours: hours,
  latitude: 47.37205,
  longitude: 8.07942,
};

describe("business directory", () => {
  let bakeryId: number;

  it("lets an admin add a business, which the public directory then lists", async () => {
    const created = await as(h.t.app, h.admin).post("/api/admin/businesses", bakery);
    expect(created.statusCode).toBe(201);
    bakeryId = (created.json() as Business).id;
    const list = (await h.get("/api/businesses")).json() as Business[];
    expect(list).toEqual([
      expect.objectContaining({ ...bakery, id: bakeryId, isActive: true, imageUrl: null }),
    ]);
  });

  it("refuses malformed opening hours with a German message, and stores nothing", async () => {
    const refused = await as(h.t.app, h.admin).post("/api/admin/businesses", {
      ...bakery,
      name: "Falsche Zeiten",
      openingHours: { ...hours, friday: "ab 8 Uhr" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Öffnungszeiten für Freitag sind ungültig: erlaubt sind «Geschlossen», «24h» oder Zeiten wie «08:00-12:00, 13:30-18:30».",
    );
    const missingDay = await as(h.t.app, h.admin).post("/api/admin/businesses", {
      ...bakery,
      openingHours: { monday: "24h" },
    });
    expect(missingDay.statusCode).toBe(400);
    expect(missingDay.json().message).toBe("Öffnungszeiten für Dienstag fehlen.");
    expect((await h.get("/api/businesses")).json()).toHaveLength(1);
  });

  it("refuses a website that is not an http(s) address and a bad e-mail", async () => {
    const script = await as(h.t.app, h.admin).post("/api/admin/businesses", {
      ...bakery,
      website: "javascript:alert(1)",
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe("Die Website muss mit http:// oder https:// beginnen.");
    const mail = await as(h.t.app, h.admin).post("/api/admin/businesses", {
      ...bakery,
      email: "keine-adresse",
    });
    expect(mail.statusCode).toBe(400);
    expect(mail.json().message).toBe("Ungültige E-Mail-Adresse");
  });

  it("is found by the site search by its name and by what it offers, and leads to the directory", async () => {
    const search = async (q: string) =>
      (await h.get(`/api/search?q=${encodeURIComponent(q)}`)).json() as SearchHit[];
    // Asked once before the business is changed: the cached answer must end with the directory's write.
    expect((await search("Kaffeerösterei")).filter((hit) => hit.kind === "business")).toEqual([]);
    const roastery = await as(h.t.app, h.admin).post("/api/admin/businesses", {
      ...bakery,
      name: "Rösterei am Bach",
      category: "Café",
      description: "Frisch gerösteter Kaffee, Espressobohnen und Kaffeerösterei-Kurse.",
    });
    expect(roastery.statusCode).toBe(201);
    const roasteryId = (roastery.json() as Business).id;

    const byProduct = await search("Kaffeerösterei");
    expect(byProduct).toEqual([
      expect.objectContaining({
        kind: "business",
        id: String(roasteryId),
        title: "Rösterei am Bach",
        category: "Café",
        date: null,
      }),
    ]);
    const byName = await search("Bäckerei Wynaeck");
    expect(byName[0]).toMatchObject({ kind: "business", id: String(bakeryId), title: "Bäckerei Wynaeck" });
    const suggested = (await h.get("/api/search/suggest?q=R%C3%B6ster")).json() as SearchSuggestion[];
    expect(suggested).toContainEqual({
      kind: "business",
      title: "Rösterei am Bach",
      href: "/business-directory?q=R%C3%B6sterei%20am%20Bach",
    });
    const page = await h.get("/suche?q=Kaffeer%C3%B6sterei");
    expect(page.body).toContain('href="/business-directory?q=R%C3%B6sterei%20am%20Bach"');
    expect(page.body).toContain("Verzeichnis");

    const closed = await as(h.t.app, h.admin).put(`/api/admin/businesses/${roasteryId}`, {
      ...(roastery.json() as Business),
      isActive: false,
    });
    expect(closed.statusCode).toBe(200);
    expect((await search("Kaffeerösterei")).filter((hit) => hit.kind === "business")).toEqual([]);
  });

  it("takes a deactivated business out of the directory but keeps it for admins, audited", async () => {
    const updated = await as(h.t.app, h.admin).put(`/api/admin/businesses/${bakeryId}`, {
      ...bakery,
      isActive: false,
    });
    expect(updated.statusCode).toBe(200);
    expect((await h.get("/api/businesses")).json()).toEqual([]);
    const all = (await h.get("/api/admin/businesses", h.admin)).json() as Business[];
    expect(all).toContainEqual(expect.objectContaining({ id: bakeryId, isActive: false }));
    const audit = await h.t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "business"), eq(auditLog.entityId, String(bakeryId))));
    expect(audit.map((row) => row.action).sort()).toEqual(["business.create", "business.deactivate"]);
    expect(audit.find((row) => row.action === "business.deactivate")?.details).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it("answers 404 for an unknown business", async () => {
    const response = await as(h.t.app, h.admin).put("/api/admin/businesses/999999", bakery);
    expect(response.statusCode).toBe(404);
  });

  it("keeps the upkeep to admins: 401 signed out, 403 for members", async () => {
    await expectAdminsOnly(h.t.app, h.other, [
      { method: "GET", url: "/api/admin/businesses" },
      { method: "POST", url: "/api/admin/businesses", payload: bakery },
      { method: "POST", url: "/api/admin/businesses", payload: {} },
      { method: "PUT", url: `/api/admin/businesses/${bakeryId}`, payload: bakery },
    ]);
  });
});
