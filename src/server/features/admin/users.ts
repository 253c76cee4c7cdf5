import { and, asc, count, eq, ilike, ne, or, sql } from "drizzle-orm";
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersPage,
  USER_NOT_FOUND,
} from "../../../shared/admin/admin";
import type { AuthUser } from "../../../shared/auth/auth";
import type { UserRole } from "../../../shared/common/constants";
import { pageCountOf } from "../../../shared/common/paging-basics";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { recordAudit } from "../../lib/moderation";
import { endSessionsOf } from "../auth/sessions";
import { assertCanBlockAccount, assertCanChangeRole } from "./policy";
import { toAdminUser } from "./presenter";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A search term as a LIKE pattern that matches it literally anywhere. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of the members, admins first then by registration, and the counts of all of them. */
export async function adminUsers(db: Db, query: { search?: string; page: number }): Promise<AdminUsersPage> {
  const pattern = query.search ? containing(query.search) : null;
  const filter = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
      )
    : undefined;
  const [[totals], [matching]] = await Promise.all([
    db.select({ all: count(), admins: sql<number>`count(*) filter (where ${users.isAdmin})` }).from(users),
    db.select({ total: count() }).from(users).where(filter),
  ]);
  const pageCount = pageCountOf(Number(matching!.total), ADMIN_USERS_PAGE_SIZE);
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select()
    .from(users)
    .where(filter)
    .orderBy(sql`${users.isAdmin} desc`, asc(users.createdAt), asc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE);
  const all = Number(totals!.all);
  const admins = Number(totals!.admins);
  return {
    users: rows.map(toAdminUser),
    counts: { all, admins, users: all - admins },
    matching: Number(matching!.total),
    page,
    pageCount,
  };
}

/** Sets a member's role; role and isAdmin always change together (users_admin_role_check). */
export async function setUserRole(
  db: Db,
  actor: AuthUser,
  targetId: string,
  role: UserRole,
): Promise<AdminUser> {
  const makeAdmin = role === "admin";
  if (!UUID.test(targetId)) throw notFound(USER_NOT_FOUND);
  return db.transaction(async (tx) => {
    // Every admin row is locked, so that two demotions at once cannot both see another admin left.
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
    if (!target) throw notFound(USER_NOT_FOUND);
    assertCanChangeRole(actor, target, makeAdmin, admins.filter((admin) => admin.id !== target.id).length);
    if (target.role === role) return toAdminUser(target);
    const [after] = await tx
      .update(users)
      .set({ isAdmin: makeAdmin, role })
      .where(and(eq(users.id, targetId), ne(users.role, role)))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "user.role",
      entityType: "user",
      entityId: target.id,
      title: target.email,
      before: { role: target.role, isAdmin: target.isAdmin },
      after: { role: after!.role, isAdmin: after!.isAdmin },
    });
    return toAdminUser(after!);
  });
}

/**
 * Blocks or unblocks an account. Blocking ends every session in the same transaction, so that the member
 * is out on the next request; the caller then announces it to the live connections of every instance.
 */
export async function setUserBlocked(
  db: Db,
  actor: AuthUser,
  targetId: string,
  block: boolean,
): Promise<AdminUser> {
  if (!UUID.test(targetId)) throw notFound(USER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
    if (!target) throw notFound(USER_NOT_FOUND);
    if (block) assertCanBlockAccount(actor, target);
    if ((target.blockedAt !== null) === block) return toAdminUser(target);
    const [after] = await tx
      .update(users)
      .set({ blockedAt: block ? new Date() : null })
      .where(eq(users.id, targetId))
      .returning();
    if (block) await endSessionsOf(tx, targetId);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: block ? "user.block" : "user.unblock",
      entityType: "user",
      entityId: target.id,
      title: target.email,
      before: { blocked: target.blockedAt !== null },
      after: { blocked: block },
    });
    return toAdminUser(after!);
  });
}
