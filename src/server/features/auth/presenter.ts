import type { AuthUser } from "../../../shared/auth/auth";
import type { users } from "../../db/schema";
import { roleOf } from "../newsroom/policy";

export type UserRow = typeof users.$inferSelect;

/** A member as the browser and every route see them: never the password, tokens or block state. */
export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: roleOf(user),
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
