import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import {
  ADMIN_EMAIL,
  as,
  createTestAppWithPeople,
  type Member,
  type MemberDetails,
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
  const team = await createTestAppWithPeople({
    admin: { email: ADMIN_EMAIL },
    editor: { firstName: "Erika", lastName: "Feder" },
    member,
  });
  await promoteToEditor(team.t.app, team.admin, team.editor.user.id);
  return { ...team, admin: team.admin.cookie };
}

/** The editorial team writes an official notice through the API; the tests build on it being taken. */
export async function writeNotice(app: FastifyInstance, editor: Who, notice: object) {
  const response = await as(app, editor).post("/api/admin/notices", notice);
  expect(response.statusCode, response.body).toBe(201);
  return response;
}
