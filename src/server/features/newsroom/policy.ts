import type { UserRole } from "../../../shared/constants";

/**
 * THE policy of the newsroom: what each role may do to each kind of item. Routes ask `may`; nothing
 * else compares roles. Admins can do everything editors can, plus users and roles, PR reports,
 * businesses, candidates and settings.
 */
export const EDITORIAL_KINDS = ["article", "event", "letter", "user-article"] as const;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];

export type EditorialAction =
  | "read-drafts"
  | "write"
  | "publish"
  | "withdraw"
  | "delete-draft"
  | "moderate"
  | "edit-approved";

const EDITORIAL: Record<EditorialKind, readonly EditorialAction[]> = {
  article: ["read-drafts", "write", "publish", "withdraw", "delete-draft"],
  event: ["read-drafts", "write", "publish", "withdraw", "moderate", "edit-approved"],
  letter: ["moderate", "edit-approved", "withdraw"],
  "user-article": ["moderate", "edit-approved", "withdraw"],
};

/** The role a stored user row stands for; unknown values read as the least. */
export function roleOf(user: { role: string; isAdmin: boolean }): UserRole {
  if (user.isAdmin) return "admin";
  return user.role === "editor" ? "editor" : "user";
}

export const isEditorial = (user: { role: string; isAdmin: boolean }) => roleOf(user) !== "user";

export function may(
  user: { role: string; isAdmin: boolean } | null,
  action: EditorialAction,
  kind: EditorialKind,
): boolean {
  if (!user || !isEditorial(user)) return false;
  return EDITORIAL[kind].includes(action);
}
