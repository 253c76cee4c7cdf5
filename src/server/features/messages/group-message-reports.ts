import { eq, inArray } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import { fullName } from "../../../shared/common/text";
import type { Db } from "../../db/client";
import { groupMessages, groups, users } from "../../db/schema";
import { serialId } from "../../lib/moderation";
import { membershipOf } from "../groups/service";
import { canReportGroupMessage } from "./policy";

/**
 * 'Melden' in a group's conversation: like a private message, a message there reaches the portal's team
 * (the group's admins have no say over what members write to each other), reported by a member who reads it.
 */

/** How the team's list and the audit log name a message of a group's conversation. */
export const groupMessageTitle = (groupName: string) => `Nachricht in «${groupName}»`;

/** Whether the member may report the message; an id they may not know of is answered as unknown. */
export async function groupMessageReportableBy(db: Db, rawId: string, member: AuthUser): Promise<boolean> {
  const id = serialId(rawId);
  if (id === null) return false;
  const [message] = await db
    .select({ senderUserId: groupMessages.senderUserId, group: groups })
    .from(groupMessages)
    .innerJoin(groups, eq(groups.id, groupMessages.groupId))
    .where(eq(groupMessages.id, id));
  if (!message) return false;
  const membership = await membershipOf(db, message.group.id, member.id);
  return canReportGroupMessage({ user: member, membership }, message.group, message.senderUserId);
}

/**
 * The reported messages as the team's list names them: where, by whom (the account's name or address, as
 * for a private message, so that the team finds it), and what they say.
 */
export async function groupMessageSummaries(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: groupMessages.id, content: groupMessages.content, groupName: groups.name, sender: users })
    .from(groupMessages)
    .innerJoin(groups, eq(groups.id, groupMessages.groupId))
    .leftJoin(users, eq(users.id, groupMessages.senderUserId))
    .where(inArray(groupMessages.id, ids));
  return rows.map((row) => ({
    id: row.id,
    title: `${groupMessageTitle(row.groupName)} von ${
      row.sender ? fullName(row.sender) || row.sender.email : "einem ehemaligen Mitglied"
    }`,
    content: row.content,
  }));
}
