import {
  ADMIN_NOT_BLOCKABLE,
  LAST_ADMIN,
  SELF_BLOCK_ACCOUNT,
  SELF_DEMOTION,
} from "../../../shared/admin/admin";
import type { AuthUser } from "../../../shared/auth/auth";
import { conflict, forbidden } from "../../lib/http-errors";

/**
 * Who may do what on the admin side. Every /api/admin route is for administrators only (the routes
 * declare `access: "admin"`, enforced by http/access.ts); these are the rules beyond that.
 */

/**
 * A role change (spec §5, §6): an admin cannot take away their own rights, and the portal never loses
 * its last administrator (two admins demoting each other at once leave one).
 */
export function assertCanChangeRole(
  actor: AuthUser,
  target: { id: string; isAdmin: boolean },
  makeAdmin: boolean,
  adminsBesidesTarget: number,
): void {
  if (makeAdmin || !target.isAdmin) return;
  if (actor.id === target.id) throw forbidden(SELF_DEMOTION.description);
  if (adminsBesidesTarget === 0) throw conflict(LAST_ADMIN);
}

/** Blocking an account: never one's own, never an administrator's (demote first, with its own rules). */
export function assertCanBlockAccount(actor: AuthUser, target: { id: string; isAdmin: boolean }): void {
  if (actor.id === target.id) throw forbidden(SELF_BLOCK_ACCOUNT);
  if (target.isAdmin) throw conflict(ADMIN_NOT_BLOCKABLE);
}
