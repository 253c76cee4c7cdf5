import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import {
  ADMIN_EMAIL,
  as,
  createTestApp,
  type Member,
  type MemberDetails,
  signUp,
  type TestApp,
  type Who,
} from "./app";

/** The administrator gives a member the editor's role (the newsroom's rights). */
export async function promoteToEditor(app: FastifyInstance, admin: Who, userId: string) {
  const promoted = await as(app, admin).post(`/api/admin/users/${userId}/role`, { role: "editor" });
  expect(promoted.statusCode, promoted.body).toBe(200);
}

/** A portal with the editorial team and one member of the public, as the newsroom's tests need them. */
export interface TestAppWithTeam {
  t: TestApp;
  /** Session cookie of the administrator (listed in ADMIN_EMAILS). */
  admin: string;
  /** Erika Feder, promoted to editor by the administrator. */
  editor: Member;
  /** A verified member without any role. */
  member: Member;
}

/** `member` names the member of the public, where a test reads their name or address. */
export async function createTestAppWithTeam(member: MemberDetails = {}): Promise<TestAppWithTeam> {
  const t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  const admin = (await signUp(t.app, { email: ADMIN_EMAIL })).cookie;
  const editor = await signUp(t.app, { firstName: "Erika", lastName: "Feder" });
  const plain = await signUp(t.app, member);
  await promoteToEditor(t.app, admin, editor.user.id);
  return { t, admin, editor, member: plain };
}

/** The editorial team writes an official notice through the API; the tests build on it being taken. */
export async function writeNotice(app: FastifyInstance, editor: Who, notice: object) {
  const response = await as(app, editor).post("/api/admin/notices", notice);
  expect(response.statusCode, response.body).toBe(201);
  return response;
}
