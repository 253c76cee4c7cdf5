import type { AdminUser } from "../../../shared/admin/admin";
import type { users } from "../../db/schema";
import { roleOf } from "../newsroom/policy";

export const toAdminUser = (row: typeof users.$inferSelect): AdminUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: roleOf(row),
  isAdmin: row.isAdmin,
  blocked: row.blockedAt !== null,
  createdAt: row.createdAt.toISOString(),
});
