import type { AppContext } from "../../context";
import { canSeeTyping } from "./policy";
import { conversationPartnerIds, showsLastSeen } from "./service";
import { TypingGate } from "./typing-gate";

/** Announced to every instance when something between members changes who may see whose typing. */
const MESSAGING_CHANGED = "messaging-changed";

/**
 * What messaging does on the live connection: a member's coming and going reaches their conversation
 * partners, and typing reaches the named partner when the policy allows it. The sender is always the
 * member of the socket; a fromUserId in what the browser sent is never read.
 */
export function connectMessagesToLive(ctx: AppContext) {
  const { db, realtime } = ctx;
  const gate = new TypingGate();
  realtime.onPresence(async (userId, online, lastSeenAt) => {
    const partners = await conversationPartnerIds(db, userId);
    if (partners.length === 0) return;
    const shown = lastSeenAt && (await showsLastSeen(db, userId));
    await realtime.sendTo(partners, {
      type: online ? "user_online" : "user_offline",
      userId,
      lastSeenAt: shown ? lastSeenAt.toISOString() : null,
    });
  });
  realtime.onAnnouncement(MESSAGING_CHANGED, (userIds) => gate.forget(userIds as string[]));
  realtime.onClientEvent(async (userId, event) => {
    if (event.type !== "typing_start" && event.type !== "typing_stop") return;
    if (!gate.isNews(userId, event)) return;
    if (!(await gate.allows(userId, event, () => canSeeTyping(db, userId, event.toUserId, event.entryId)))) {
      return;
    }
    gate.sent(userId, event);
    await realtime.sendTo([event.toUserId], {
      type: event.type,
      fromUserId: userId,
      toUserId: event.toUserId,
      timestamp: Date.now(),
    });
  });
}

/** A first message, a block or its end: every instance asks the typing policy for these members again. */
export function messagingChanged(ctx: AppContext, userIds: string[]): Promise<void> {
  return ctx.realtime.announce(MESSAGING_CHANGED, userIds);
}
