import type { AdminLists, AuditPage, PendingLists } from "../../../shared/admin/admin";
import { mailsTo as mailsToMember } from "../../test/app";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

/** What the moderation tests of a file share: one portal with its members, and the team's lists. */
export function moderationPortal() {
  const s = sharedTestAppWithMembers();
  return {
    s,
    db: () => s.t.app.ctx.db,
    pending: async () => (await s.get("/api/admin/pending", s.admin)).json() as PendingLists,
    completed: async () => (await s.get("/api/admin/completed", s.admin)).json() as AdminLists,
    mailsTo: (address: string) => mailsToMember(s.t.app, address),
    auditOf: async (entityType: string, entityId: string | number) =>
      (
        await s.get(`/api/admin/audit?entityType=${entityType}&entityId=${entityId}`, s.admin)
      ).json() as AuditPage,
  };
}
