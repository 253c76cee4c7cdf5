import type { AppContext } from "../../app";
import { mayShowTyping } from "./policy";
import { conversationPartnerIds } from "./service";

/**
 * What messaging does on the live connection: a member's coming and going reaches their conversation
 * partners, and typing reaches the named partner when the policy allows it. The sender is always the
 * member of the socket; a fromUserId in what the browser sent is never read.
 */
export function connectMessagesToLive(ctx: AppContext) {
  const { db, realtime } = ctx;
  realtime.onPresence(async (userId, online, lastSeenAt) => {
    const partners = await conversationPartnerIds(db, userId);
    await realtime.sendTo(partners, {
      type: online ? "user_online" : "user_offline",
      userId,
      lastSeenAt: lastSeenAt?.toISOString() ?? null,
    });
  });
  realtime.onClientEvent(async (userId, event) => {
    if (event.type !== "typing_start" && event.type !== "typing_stop") return;
    if (!(await mayShowTyping(db, userId, event.toUserId, event.entryId))) return;
    await realtime.sendTo([event.toUserId], {
      type: event.type,
      fromUserId: userId,
      toUserId: event.toUserId,
      timestamp: Date.now(),
    });
  });
}
