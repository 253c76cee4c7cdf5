import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CONTACT_REQUIRED,
  HELP_IMAGE_NOT_OWN,
  type HelpEntry,
} from "../../../shared/marketplace/marketplace";
import { helpEntries, messages } from "../../db/schema";
import { as, asVisitor, signUp } from "../../test/app";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";
import { uploadPicture } from "../../test/uploads";
import { ENTRY_FORBIDDEN } from "./policy";
import { createEntry, offer } from "./test-entries";

/** Writing marketplace entries: creating, changing and deleting them; reading the list is in marketplace-list.test.ts. */

const w = sharedTestAppWithMembers();

const db = () => w.t.app.ctx.db;

/** An entry's pictures go through the help-images upload. */
const uploadImage = (cookie: string) => uploadPicture(w.t.app, cookie, "/api/help-images/upload");

describe("POST /api/help-entries", () => {
  it("refuses signed-out visitors before looking at the input", async () => {
    const response = await asVisitor(w.t.app).post("/api/help-entries", { title: "" });
    expect(response.statusCode).toBe(401);
  });

  it("stores the entry for the session's member, whatever the body claims, with the spec's defaults", async () => {
    const response = await as(w.t.app, w.author).post("/api/help-entries", {
      kind: "offer",
      title: "Rasen mähen",
      description: "Im Quartier Feld.",
      name: "Anna",
      ownerUserId: "00000000-0000-4000-8000-000000000000",
      moderationState: "pending",
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json() as HelpEntry;
    expect(entry).toMatchObject({
      ownerUserId: w.author.user.id,
      category: "household_garden",
      status: "open",
      moderationState: "approved",
      contactEmail: null,
      price: null,
      images: [],
    });
  });

  it.each([
    [{ title: "  " }, "Titel ist erforderlich"],
    [{ description: "" }, "Beschreibung ist erforderlich"],
    [{ name: "" }, "Name ist erforderlich"],
    [{ contactEmail: "keine-adresse" }, "Ungültige E-Mail-Adresse"],
    [{ title: "x".repeat(121) }, "Der Titel darf höchstens 120 Zeichen lang sein."],
    [{ price: "9".repeat(61) }, "Der Preis darf höchstens 60 Zeichen lang sein."],
    [{ category: "garten" }, "Bitte wählen Sie eine Kategorie aus."],
    [{ kind: "tausch" }, "Bitte wählen Sie 'Biete' oder 'Suche'."],
    [{ status: "done" }, "Ungültiger Status: erlaubt sind open, assigned und closed."],
    [{ kind: "request", contactEmail: "", contactPhone: " " }, CONTACT_REQUIRED],
  ])("refuses %j with a German message", async (overrides, message) => {
    const response = await as(w.t.app, w.author).post("/api/help-entries", offer(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it("takes a request with only a phone number, and an offer without any contact", async () => {
    await createEntry(w.t.app, w.author.cookie, {
      kind: "request",
      contactEmail: "",
      contactPhone: "062 000 00 00",
    });
    await createEntry(w.t.app, w.author.cookie, { contactEmail: "", contactPhone: "" });
  });

  it("accepts only pictures the member uploaded through the help-images upload, at most five", async () => {
    const own = await uploadImage(w.author.cookie);
    const entry = await createEntry(w.t.app, w.author.cookie, { images: [own], imageUrl: own });
    expect(entry.images).toEqual([own]);

    const foreign = await uploadImage(w.other);
    for (const images of [
      [foreign],
      ["/api/help-images/0123456789abcdef0123456789abcdef"],
      ["https://example.com/bild.png"],
      ["/objects/uploads/0123456789abcdef0123456789abcdef"],
    ]) {
      const response = await as(w.t.app, w.author).post("/api/help-entries", offer({ images }));
      expect(response.statusCode, images[0]).toBe(400);
      expect(response.json()).toMatchObject({ message: HELP_IMAGE_NOT_OWN });
    }
    const tooMany = await as(w.t.app, w.author).post(
      "/api/help-entries",
      offer({ images: Array.from({ length: 6 }, () => own) }),
    );
    expect(tooMany.json()).toMatchObject({ message: "Höchstens 5 Bilder sind erlaubt." });
    // A picture not yet sent (an issued but unused address) is not an upload either.
    const issued = await as(w.t.app, w.author).post("/api/help-images/upload");
    const unused = (issued.json().uploadURL as string).split("?")[0];
    const response = await as(w.t.app, w.author).post("/api/help-entries", offer({ imageUrl: unused }));
    expect(response.json()).toMatchObject({ message: HELP_IMAGE_NOT_OWN });
  });
});

describe("changing an entry: owner and admins only", () => {
  const writes = (id: number | string) =>
    [
      ["PUT", `/api/help-entries/${id}`, offer({ title: "Geändert" })],
      ["PATCH", `/api/help-entries/${id}/status`, { status: "assigned" }],
      ["DELETE", `/api/help-entries/${id}`, undefined],
    ] as const;

  it("refuses signed-out visitors (401) and other members (403), and answers 404 for unknown entries", async () => {
    const entry = await createEntry(w.t.app, w.author.cookie);
    for (const [method, url, payload] of writes(entry.id)) {
      expect(
        (await asVisitor(w.t.app).request(method, url, payload)).statusCode,
        `${method} signed out`,
      ).toBe(401);
      const other = await as(w.t.app, w.other).request(method, url, payload);
      expect(other.statusCode, `${method} other`).toBe(403);
      expect(other.json()).toMatchObject({ message: ENTRY_FORBIDDEN });
    }
    for (const id of [999_999, "abc", "0", "99999999999"]) {
      for (const [method, url, payload] of writes(id)) {
        expect(
          (await as(w.t.app, w.author).request(method, url, payload)).statusCode,
          `${method} ${id}`,
        ).toBe(404);
      }
    }
    const [row] = await db().select().from(helpEntries).where(eq(helpEntries.id, entry.id));
    expect(row).toMatchObject({ title: entry.title, status: "open" });
  });

  it("lets the owner update, set each status and delete", async () => {
    const entry = await createEntry(w.t.app, w.author.cookie);
    const updated = await as(w.t.app, w.author).put(
      `/api/help-entries/${entry.id}`,
      offer({ title: "Neue Bohrmaschine", kind: "request", status: "assigned" }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: "Neue Bohrmaschine", kind: "request", status: "assigned" });
    for (const status of ["closed", "open", "assigned"]) {
      const response = await as(w.t.app, w.author).patch(`/api/help-entries/${entry.id}/status`, {
        status,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const bad = await as(w.t.app, w.author).patch(`/api/help-entries/${entry.id}/status`, {
      status: "x",
    });
    expect(bad.statusCode).toBe(400);
    expect((await as(w.t.app, w.author).delete(`/api/help-entries/${entry.id}`)).statusCode).toBe(204);
    expect((await w.get(`/api/help-entries/${entry.id}`)).statusCode).toBe(404);
  });

  it("lets an admin change and delete a member's entry, keeping the member's pictures", async () => {
    const picture = await uploadImage(w.author.cookie);
    const entry = await createEntry(w.t.app, w.author.cookie, { images: [picture] });
    const updated = await as(w.t.app, w.admin).put(
      `/api/help-entries/${entry.id}`,
      offer({ title: "Von der Redaktion korrigiert", images: [picture] }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ownerUserId: w.author.user.id, images: [picture] });
    expect(
      (await as(w.t.app, w.admin).patch(`/api/help-entries/${entry.id}/status`, { status: "closed" }))
        .statusCode,
    ).toBe(200);
    expect((await as(w.t.app, w.admin).delete(`/api/help-entries/${entry.id}`)).statusCode).toBe(204);
  });

  it("keeps messages about a deleted entry readable", async () => {
    const entry = await createEntry(w.t.app, w.author.cookie);
    const other = await signUp(w.t.app);
    const [message] = await db()
      .insert(messages)
      .values({
        fromUserId: other.user.id,
        toUserId: w.author.user.id,
        content: "Ist die Bohrmaschine noch frei?",
        relatedEntryId: entry.id,
      })
      .returning();
    expect((await as(w.t.app, w.author).delete(`/api/help-entries/${entry.id}`)).statusCode).toBe(204);
    const [kept] = await db().select().from(messages).where(eq(messages.id, message!.id));
    expect(kept).toMatchObject({ content: "Ist die Bohrmaschine noch frei?", relatedEntryId: null });
    const inbox = await w.get("/api/messages", other.cookie);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toEqual([
      expect.objectContaining({ content: "Ist die Bohrmaschine noch frei?", relatedEntry: null }),
    ]);
  });
});
