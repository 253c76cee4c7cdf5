import { describe, expect, it } from "vitest";
import { PROFILE_IMAGE_NOT_OWN } from "../../../shared/profile/profile";
import { as, asVisitor, me } from "../../test/app";
import { sharedTestAppWithPeople } from "../../test/shared-by-tests";
import { uploadPicture } from "../../test/uploads";

const s = sharedTestAppWithPeople({ member: { firstName: "Anna", lastName: "Muster" }, other: {} });

describe("PATCH /api/profile", () => {
  it("refuses signed-out visitors", async () => {
    expect(
      (await asVisitor(s.t.app).patch("/api/profile", { firstName: "X", lastName: "Y" })).statusCode,
    ).toBe(401);
  });

  it("changes the member's own names and picture, as the current-user call then tells", async () => {
    const picture = await uploadPicture(s.t.app, s.member.cookie);
    const response = await as(s.t.app, s.member).patch("/api/profile", {
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
    const user = await me(s.t.app, s.member);
    expect(user.json()).toMatchObject({
      id: s.member.user.id,
      firstName: "Anna-Lena",
      profileImageUrl: picture,
    });

    const cleared = await as(s.t.app, s.member).patch("/api/profile", {
      firstName: "Anna-Lena",
      lastName: "Meier",
      profileImageUrl: null,
    });
    expect(cleared.json().profileImageUrl).toBeNull();
  });

  it("refuses pictures the member did not upload, and empty names, with German messages", async () => {
    const foreign = await uploadPicture(s.t.app, s.other.cookie);
    for (const profileImageUrl of [foreign, "https://example.com/a.png", "/api/help-images/0123"]) {
      const response = await as(s.t.app, s.member).patch("/api/profile", {
        firstName: "A",
        lastName: "B",
        profileImageUrl,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: PROFILE_IMAGE_NOT_OWN });
    }
    expect(
      (await as(s.t.app, s.member).patch("/api/profile", { firstName: " ", lastName: "B" })).json(),
    ).toMatchObject({
      message: "Bitte geben Sie Ihren Vornamen ein.",
    });
    expect(
      (
        await as(s.t.app, s.member).patch("/api/profile", { firstName: "A", lastName: "B".repeat(81) })
      ).json(),
    ).toMatchObject({
      message: "Der Nachname darf höchstens 80 Zeichen lang sein.",
    });
  });
});
