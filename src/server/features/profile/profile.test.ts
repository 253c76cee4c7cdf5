import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_IMAGE_NOT_OWN } from "../../../shared/profile/profile";
import { as, asVisitor, createTestApp, type Member, signUp, type TestApp } from "../../test/app";

let t: TestApp;
let member: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app, { firstName: "Anna", lastName: "Muster" });
  other = await signUp(t.app);
});
afterAll(() => t.close());

async function uploadPicture(cookie: string) {
  const issued = await as(t.app, cookie).post("/api/objects/upload");
  const uploadURL = issued.json().uploadURL as string;
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#1565c0" } })
    .jpeg()
    .toBuffer();
  await t.app.inject({
    method: "PUT",
    url: uploadURL,
    payload: bytes,
    headers: { "content-type": "image/jpeg" },
  });
  return uploadURL.split("?")[0]!;
}

describe("PATCH /api/profile", () => {
  it("refuses signed-out visitors", async () => {
    expect((await asVisitor(t.app).patch("/api/profile", { firstName: "X", lastName: "Y" })).statusCode).toBe(
      401,
    );
  });

  it("changes the member's own names and picture, as the current-user call then tells", async () => {
    const picture = await uploadPicture(member.cookie);
    const response = await as(t.app, member).patch("/api/profile", {
      firstName: " Anna-Lena ",
      lastName: "Meier",
      profileImageUrl: picture,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Anna-Lena",
      lastName: "Meier",
      profileImageUrl: picture,
    });
    const me = await as(t.app, member).get("/api/auth/user");
    expect(me.json()).toMatchObject({ id: member.user.id, firstName: "Anna-Lena", profileImageUrl: picture });

    const cleared = await as(t.app, member).patch("/api/profile", {
      firstName: "Anna-Lena",
      lastName: "Meier",
      profileImageUrl: null,
    });
    expect(cleared.json().profileImageUrl).toBeNull();
  });

  it("refuses pictures the member did not upload, and empty names, with German messages", async () => {
    const foreign = await uploadPicture(other.cookie);
    for (const profileImageUrl of [foreign, "https://example.com/a.png", "/api/help-images/0123"]) {
      const response = await as(t.app, member).patch("/api/profile", {
        firstName: "A",
        lastName: "B",
        profileImageUrl,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: PROFILE_IMAGE_NOT_OWN });
    }
    expect(
      (await as(t.app, member).patch("/api/profile", { firstName: " ", lastName: "B" })).json(),
    ).toMatchObject({
      message: "Bitte geben Sie Ihren Vornamen ein.",
    });
    expect(
      (await as(t.app, member).patch("/api/profile", { firstName: "A", lastName: "B".repeat(81) })).json(),
    ).toMatchObject({
      message: "Der Nachname darf höchstens 80 Zeichen lang sein.",
    });
  });
});
