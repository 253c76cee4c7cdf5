import { eq } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import { PROFILE_IMAGE_NOT_OWN, type ProfileValues } from "../../../shared/profile/profile";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { badRequest, unauthorized } from "../../lib/http-errors";
import { toAuthUser } from "../auth/presenter";
import { uploadedByMember } from "../uploads/service";

/**
 * The member changes their own first and last name and picture. A new picture must be one they uploaded
 * themselves; keeping the current one needs no check.
 */
export async function updateProfile(db: Db, member: AuthUser, values: ProfileValues): Promise<AuthUser> {
  const picture = values.profileImageUrl;
  if (picture && picture !== member.profileImageUrl && !(await uploadedByMember(db, member.id, [picture])))
    throw badRequest(PROFILE_IMAGE_NOT_OWN);
  const [row] = await db
    .update(users)
    .set({ firstName: values.firstName, lastName: values.lastName, profileImageUrl: picture })
    .where(eq(users.id, member.id))
    .returning();
  if (!row) throw unauthorized();
  return toAuthUser(row);
}
