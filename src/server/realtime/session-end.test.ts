import { describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  as,
  type Member,
  me,
  resetPasswordByMail,
  signIn,
  signUp,
  TEST_PASSWORD,
} from "../test/app";
import { sharedTwoInstances } from "../test/instances";
import { connectLive, type LiveClient } from "../test/live-client";
import { CLOSE } from "./hub";

/**
 * A thief's socket must not outlive the session it was opened with. Two instances on one PostgreSQL
 * database and one Redis: the session ends on instance A, the socket lives on instance B.
 */
const s = sharedTwoInstances(
  async ({ first, second }) => {
    await first.app.listen({ port: 0, host: "127.0.0.1" });
    const secondUrl = await second.app.listen({ port: 0, host: "127.0.0.1" });
    return { secondUrl, beat: await signUp(first.app, { firstName: "Beat" }) };
  },
  { ADMIN_EMAILS: ADMIN_EMAIL },
);

/** Within a second the socket is closed with this code, and a message sent afterwards never reaches it. */
async function expectClosed(socket: LiveClient, code: number, victim: Member) {
  const closed = await Promise.race([
    socket.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000)),
  ]);
  expect(closed?.code).toBe(code);
  const received = socket.events.length;
  await as(s.first.app, s.beat).post("/api/messages", { toUserId: victim.user.id, content: "Nach dem Ende" });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(socket.events.slice(received)).toEqual([]);
}

async function thiefOf(member: Member): Promise<{ thief: LiveClient; again: Member }> {
  const again = await signIn(s.second.app, member.user.email);
  const thief = await connectLive(s.secondUrl, again.cookie);
  await thief.next("live");
  return { thief, again: { ...again } };
}

describe("a socket on another instance closes within a second when its session ends", () => {
  it("by signing out", async () => {
    const anna = await signUp(s.first.app);
    const socket = await connectLive(s.secondUrl, anna.cookie);
    await socket.next("live");
    expect((await as(s.first.app, anna).post("/api/logout")).statusCode).toBe(204);
    await expectClosed(socket, CLOSE.sessionEnded, anna);
  });

  it("by signing out everywhere, the thief's session included", async () => {
    const anna = await signUp(s.first.app);
    const { thief } = await thiefOf(anna);
    expect((await as(s.first.app, anna).post("/api/auth/logout-everywhere")).statusCode).toBe(204);
    await expectClosed(thief, CLOSE.sessionEnded, anna);
  });

  it("by another member signing in in the same browser", async () => {
    const anna = await signUp(s.first.app);
    const socket = await connectLive(s.secondUrl, anna.cookie);
    await socket.next("live");
    const signedIn = await as(s.first.app, anna).post("/api/auth/login", {
      email: s.beat.user.email,
      password: TEST_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    await expectClosed(socket, CLOSE.sessionEnded, anna);
  });

  it("by a password change, while the member's own socket stays", async () => {
    const anna = await signUp(s.first.app);
    const own = await connectLive(s.secondUrl, anna.cookie);
    await own.next("live");
    const { thief } = await thiefOf(anna);
    const changed = await as(s.first.app, anna).post("/api/auth/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "ein-ganz-neues-passwort",
    });
    expect(changed.statusCode).toBe(200);
    await expectClosed(thief, CLOSE.sessionEnded, anna);
    expect(own.open).toBe(true);
    await own.close();
  });

  it("by a password reset", async () => {
    const anna = await signUp(s.first.app);
    const { thief } = await thiefOf(anna);
    const reset = await resetPasswordByMail(s.first.app, anna.user.email, "zurueckgesetzt-1234");
    expect(reset.statusCode).toBe(200);
    await expectClosed(thief, CLOSE.sessionEnded, anna);
  });

  it("by a role change: the socket reconnects to get the new rights", async () => {
    const chefin = await signUp(s.first.app, { email: ADMIN_EMAIL });
    const anna = await signUp(s.first.app);
    const { thief } = await thiefOf(anna);
    const promoted = await as(s.first.app, chefin).post(`/api/admin/users/${anna.user.id}/role`, {
      isAdmin: true,
    });
    expect(promoted.statusCode).toBe(200);
    await expectClosed(thief, CLOSE.rightsChanged, anna);
  });

  it("by an administrator blocking the account", async () => {
    const chefin = await signIn(s.first.app, ADMIN_EMAIL);
    const anna = await signUp(s.first.app);
    const { thief } = await thiefOf(anna);
    const blocked = await as(s.first.app, chefin).post(`/api/admin/users/${anna.user.id}/block`);
    expect(blocked.statusCode).toBe(200);
    await expectClosed(thief, CLOSE.sessionEnded, anna);
    const again = await me(s.first.app, anna);
    expect(again.statusCode).toBe(401);
  });
});
