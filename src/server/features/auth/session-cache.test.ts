import { describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  as,
  me,
  resetPasswordByMail,
  signIn,
  signUp,
  TEST_PASSWORD,
  type TestApp,
} from "../../test/app";
import { sharedTwoInstances } from "../../test/instances";

/**
 * Issue 24, item 2: each instance keeps the sessions of recent requests in memory for a few seconds, and
 * forgets them on every instance the moment they end or change. Two instances on one PostgreSQL database
 * and one Redis, as behind a load balancer: the member's own browser talks to either.
 */
const s = sharedTwoInstances(
  async ({ first }) => ({ chefin: await signUp(first.app, { email: ADMIN_EMAIL }) }),
  { ADMIN_EMAILS: ADMIN_EMAIL },
);

/**
 * The queries /api/auth/user asks with this cookie beyond those of the same request without one (the
 * test app's own watch reads the generations on every request): 0 when the session came from memory.
 */
const sessionQueries = async (app: TestApp, cookie: string) =>
  (await app.generationWatch.queriesDuring(() => me(app.app, cookie))) -
  (await app.generationWatch.queriesDuring(() => me(app.app)));

/** A member whose session both instances have just read (and so keep in memory). */
async function knownToBoth() {
  const member = await signUp(s.first.app);
  expect((await me(s.first.app, member.cookie)).statusCode).toBe(200);
  expect((await me(s.second.app, member.cookie)).statusCode).toBe(200);
  // Kept: the next read on each instance asks no query.
  expect(await sessionQueries(s.second, member.cookie)).toBe(0);
  expect(await sessionQueries(s.first, member.cookie)).toBe(0);
  return member;
}

describe("a session kept in memory", () => {
  it("is read once, then kept for a page and the API calls its render make", async () => {
    const member = await signUp(s.first.app);
    expect(await sessionQueries(s.first, member.cookie)).toBe(1);
    const page = await as(s.first.app, member).get("/profil");
    expect(page.statusCode).toBe(200);
    expect(await sessionQueries(s.first, member.cookie)).toBe(0);
  });

  it("ended by signing out on one instance is refused on the other at once", async () => {
    const member = await knownToBoth();
    expect((await as(s.first.app, member).post("/api/logout")).statusCode).toBe(204);
    expect((await me(s.second.app, member.cookie)).statusCode).toBe(401);
    expect((await me(s.first.app, member.cookie)).statusCode).toBe(401);
  });

  it("ended by signing out everywhere is refused on both instances, the other browsers' sessions too", async () => {
    const member = await knownToBoth();
    const elsewhere = await signIn(s.second.app, member.user.email);
    expect((await me(s.second.app, elsewhere.cookie)).statusCode).toBe(200);
    expect((await as(s.second.app, member).post("/api/auth/logout-everywhere")).statusCode).toBe(204);
    for (const app of [s.first, s.second]) {
      expect((await me(app.app, member.cookie)).statusCode).toBe(401);
      expect((await me(app.app, elsewhere.cookie)).statusCode).toBe(401);
    }
  });

  it("ended by a password change is refused on the other instance, the member's own session stays", async () => {
    const member = await knownToBoth();
    const thief = await signIn(s.second.app, member.user.email);
    expect((await me(s.first.app, thief.cookie)).statusCode).toBe(200);
    const changed = await as(s.second.app, member).post("/api/auth/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "ein-ganz-neues-passwort",
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(s.first.app, thief.cookie)).statusCode).toBe(401);
    expect((await me(s.first.app, member.cookie)).statusCode).toBe(200);
  });

  it("ended by a password reset is refused on the other instance", async () => {
    const member = await knownToBoth();
    const reset = await resetPasswordByMail(s.first.app, member.user.email, "zurueckgesetzt-1234");
    expect(reset.statusCode).toBe(200);
    expect((await me(s.second.app, member.cookie)).statusCode).toBe(401);
  });

  it("of a blocked member is refused on the other instance at once", async () => {
    const member = await knownToBoth();
    expect(
      (await as(s.first.app, s.chefin).post(`/api/admin/users/${member.user.id}/block`)).statusCode,
    ).toBe(200);
    expect((await me(s.second.app, member.cookie)).statusCode).toBe(401);
  });

  it("takes a role change on the next request, on either instance", async () => {
    const member = await knownToBoth();
    const admin = () => as(s.second.app, member).get("/api/admin/users");
    expect((await admin()).statusCode).toBe(403);
    const promoted = await as(s.first.app, s.chefin).post(`/api/admin/users/${member.user.id}/role`, {
      role: "admin",
    });
    expect(promoted.statusCode).toBe(200);
    expect((await me(s.second.app, member.cookie)).json()).toMatchObject({ role: "admin", isAdmin: true });
    expect((await admin()).statusCode).toBe(200);
    const demoted = await as(s.second.app, s.chefin).post(`/api/admin/users/${member.user.id}/role`, {
      role: "user",
    });
    expect(demoted.statusCode).toBe(200);
    expect((await me(s.first.app, member.cookie)).json()).toMatchObject({ role: "user", isAdmin: false });
    expect((await admin()).statusCode).toBe(403);
  });

  it("shows a changed name on the other instance from the next request on", async () => {
    const member = await knownToBoth();
    const changed = await as(s.first.app, member).patch("/api/profile", {
      firstName: "Neuer",
      lastName: "Name",
      profileImageUrl: null,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(s.second.app, member.cookie)).json()).toMatchObject({
      firstName: "Neuer",
      lastName: "Name",
    });
  });

  it("is not trusted while the instances cannot tell each other (Redis away): every read asks", async () => {
    const member = await knownToBoth();
    const hub = s.second.app.ctx.realtime;
    // The hub's own getter stays on its prototype; this instance's answer shadows it for the test.
    Object.defineProperty(hub, "live", { get: () => false, configurable: true });
    try {
      expect(await sessionQueries(s.second, member.cookie)).toBe(1);
      expect(await sessionQueries(s.second, member.cookie)).toBe(1);
    } finally {
      delete (hub as { live?: boolean }).live;
    }
  });
});
