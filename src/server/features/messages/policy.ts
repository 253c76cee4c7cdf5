import type { AuthUser } from "../../../shared/auth/auth";
import { GROUP_NOT_A_MEMBER } from "../../../shared/groups/basics";
import { MESSAGE_NOT_DELIVERABLE, type SendMessageInput } from "../../../shared/messages/messages";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../lib/http-errors";
import {
  assertCanSeeGroup,
  canSeeGroup,
  type GroupAccess,
  type GroupViewer,
  isGroupMember,
} from "../groups/policy";
import { contactEntry, findMember, findMessage, hasConversation, isBlocked } from "./service";

/**
 * Who may do what in messaging: the one place the messages routes and the live connection ask.
 * The member is always the one of the session; ids in a request only name the other side.
 */

export const SELF_MESSAGE = "Sie können sich nicht selbst eine Nachricht schreiben.";
export const UNKNOWN_MEMBER = "Dieses Mitglied gibt es nicht.";
export const UNKNOWN_ENTRY = "Diesen Marktplatz-Eintrag gibt es nicht.";
export const SELF_BLOCK = "Sie können sich nicht selbst blockieren.";
export const SENDER_BLOCKED_RECIPIENT =
  "Sie haben dieses Mitglied blockiert. Heben Sie die Blockierung auf, um ihm zu schreiben.";

/**
 * A member may write to any other existing member who has not blocked them, about an entry that exists.
 * A blocked sender learns only that the message cannot be delivered, the same text for every refusal of
 * that kind, never that a block exists.
 */
export async function assertCanSendMessage(db: Db, senderId: string, input: SendMessageInput): Promise<void> {
  if (input.toUserId === senderId) throw badRequest(SELF_MESSAGE);
  if (!(await findMember(db, input.toUserId))) throw notFound(UNKNOWN_MEMBER);
  if (input.relatedEntryId != null && !(await contactEntry(db, input.relatedEntryId))) {
    throw badRequest(UNKNOWN_ENTRY);
  }
  if (await isBlocked(db, senderId, input.toUserId)) throw forbidden(SENDER_BLOCKED_RECIPIENT);
  if (await isBlocked(db, input.toUserId, senderId)) throw forbidden(MESSAGE_NOT_DELIVERABLE);
}

/** Only the recipient marks a message read; to anyone else it does not exist (404, not 403). */
export async function assertCanMarkMessageRead(db: Db, readerId: string, messageId: number): Promise<void> {
  const message = await findMessage(db, messageId);
  if (!message || message.toUserId !== readerId) throw notFound("Nachricht nicht gefunden");
}

/** Conversations, paging and read marking name another existing member. */
export async function assertCanReachMember(db: Db, userId: string, partnerId: string): Promise<void> {
  if (partnerId === userId) throw badRequest(SELF_MESSAGE);
  if (!(await findMember(db, partnerId))) throw notFound(UNKNOWN_MEMBER);
}

export async function assertCanBlockMember(db: Db, userId: string, targetId: string): Promise<void> {
  if (targetId === userId) throw badRequest(SELF_BLOCK);
  if (!(await findMember(db, targetId))) throw notFound(UNKNOWN_MEMBER);
}

/**
 * Typing reaches a partner only within a conversation, or when the member is contacting the partner about
 * the partner's own entry; never a member who blocked the typist. Refusals are silent (no answer on /ws).
 */
export async function canSeeTyping(
  db: Db,
  fromUserId: string,
  toUserId: string,
  entryId: number | null | undefined,
): Promise<boolean> {
  if (fromUserId === toUserId) return false;
  if (await isBlocked(db, toUserId, fromUserId)) return false;
  if (await hasConversation(db, fromUserId, toUserId)) return true;
  if (entryId == null) return false;
  const entry = await contactEntry(db, entryId);
  return entry?.ownerUserId === toUserId;
}

/**
 * Presence (online, last seen) is for conversation partners only, and never across a block in either
 * direction, nor for an account that never confirmed its address; to everybody else the member's status
 * does not exist (404).
 */
export async function assertCanSeePresence(db: Db, viewer: AuthUser, memberId: string): Promise<void> {
  const viewerId = viewer.id;
  if (viewerId === memberId) return;
  const seen =
    viewer.emailVerified &&
    (await hasConversation(db, viewerId, memberId)) &&
    !(await isBlocked(db, memberId, viewerId)) &&
    !(await isBlocked(db, viewerId, memberId));
  if (!seen) throw notFound(UNKNOWN_MEMBER);
}

/**
 * A group's conversation is its current members' alone, whatever the group's visibility: whoever may not
 * know of the group hears 404, everybody else who is not a member 403, as for the group's posts.
 */
export function assertCanReadGroupConversation(viewer: GroupViewer, group: GroupAccess) {
  assertCanSeeGroup(viewer, group);
  if (!isGroupMember(viewer)) throw forbidden(GROUP_NOT_A_MEMBER);
}

/** 'Melden' of a message in a group's conversation: another's, in a conversation the member reads. */
export const canReportGroupMessage = (
  viewer: GroupViewer & { user: AuthUser },
  group: GroupAccess,
  senderUserId: string | null,
) => senderUserId !== viewer.user.id && canSeeGroup(viewer, group) && isGroupMember(viewer);

/** Writing, reading marks and muting need the group active: a suspended group's members only read. */
export function assertCanWriteGroupConversation(viewer: GroupViewer, group: GroupAccess) {
  assertCanReadGroupConversation(viewer, group);
  if (group.status !== "active") throw forbidden(GROUP_CONVERSATION_CLOSED);
}

export const GROUP_CONVERSATION_CLOSED =
  "Die Gruppe ist gesperrt oder nicht aktiv: In ihrer Unterhaltung kann niemand mehr schreiben.";
