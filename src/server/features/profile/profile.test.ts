import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_IMAGE_NOT_OWN } from "../../../shared/profile";
import { createTestApp, type Member, signUp, type TestApp } from "../../test/app";

let t: TestApp;
let member: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app, { firstName: "Anna", lastName: "Muster" });
  other = await signUp(t.app);
});
afterAll(() => t.close());

const patch = (payload: object, cookie?: string) =>
  t.app.inject({ method: "PATCH", url: "/api/profile", payload, headers: cookie ? { cookie } : {} });

async function uploadPicture(cookie: string) {
  const issued = await t.app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } });
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
    expect((await patch({ firstName: "X", lastName: "Y" })).statusCode).toBe(401);
  });

  it("changes the member's own names and picture, as the current-user call then tells", async () => {
    const picture = await uploadPicture(member.cookie);
    const response = await patch(
      { firstName: " Anna-Lena ", lastName: "Meier", profileImageUrl: picture },
      member.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Anna-Lena",
      lastName: "Meier",
      profileImageUrl: picture,
    });
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: member.cookie } });
    expect(me.json()).toMatchObject({ id: member.user.id, firstName: "Anna-Lena", profileImageUrl: picture });

    const cleared = await patch(
      { firstName: "Anna-Lena", lastName: "Meier", profileImageUrl: null },
      member.cookie,
    );
    expect(cleared.json().profileImageUrl).toBeNull();
  });

  it("refuses pictures the member did not upload, and empty names, with German messages", async () => {
    const foreign = await uploadPicture(other.cookie);
    for (const profileImageUrl of [foreign, "https://example.com/a.png", "/api/help-images/0123"]) {
      const response = await patch({ firstName: "A", lastName: "B", profileImageUrl }, member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: PROFILE_IMAGE_NOT_OWN });
    }
    expect((await patch({ firstName: " ", lastName: "B" }, member.cookie)).json()).toMatchObject({
      message: "Bitte geben Sie Ihren Vornamen ein.",
    });
    expect((await patch({ firstName: "A", lastName: "B".repeat(81) }, member.cookie)).json()).toMatchObject({
      message: "Der Nachname darf höchstens 80 Zeichen lang sein.",
    });
  });
});
