import type { UserRole } from "../../../shared/common/constants";

/**
 * The newsroom's roles: editors and administrators form the editorial team (routes declare `editor`,
 * http/access.ts); administrators alone also run users and roles, PR reports, businesses, candidates and
 * settings (routes declare `admin`).
 */
export const EDITORIAL_KINDS = [
  "article",
  "event",
  "letter",
  "user-article",
  "notice",
  "group-post",
] as const;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];

/** The role a stored user row stands for; unknown values read as the least. */
export function roleOf(user: { role: string; isAdmin: boolean }): UserRole {
  if (user.isAdmin) return "admin";
  return user.role === "editor" ? "editor" : "user";
}

export const isEditorial = (user: { role: string; isAdmin: boolean }) => roleOf(user) !== "user";
