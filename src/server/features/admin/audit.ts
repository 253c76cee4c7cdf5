import { and, count, desc, eq } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditEntityType, type AuditPage } from "../../../shared/admin/admin";
import { pageCountOf } from "../../../shared/common/paging-basics";
import { fullName } from "../../../shared/common/text";
import type { Db } from "../../db/client";
import { auditLog, users } from "../../db/schema";

interface AuditDetails {
  title?: string;
  before?: unknown;
  after?: unknown;
}

/** The audit log, newest first, filtered by kind of item and by one item. */
export async function auditEntries(
  db: Db,
  query: { entityType?: AuditEntityType; entityId?: string; page: number },
): Promise<AuditPage> {
  const filter = and(
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
  );
  const [total] = await db.select({ total: count() }).from(auditLog).where(filter);
  const pageCount = pageCountOf(Number(total!.total), AUDIT_PAGE_SIZE);
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select({ entry: auditLog, actor: users })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(filter)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    entries: rows.map(({ entry, actor }) => {
      const details = (entry.details ?? {}) as AuditDetails;
      return {
        id: entry.id,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        title: details.title ?? null,
        actorName: actor ? fullName(actor) || actor.email : null,
        before: details.before ?? null,
        after: details.after ?? null,
        createdAt: entry.createdAt.toISOString(),
      };
    }),
    page,
    pageCount,
  };
}
