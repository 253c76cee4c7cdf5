import { describe, expect, it } from "vitest";
import type { InboxMessage, PublicMember } from "../../../shared/messages/messages";
import {
  conversationMessages,
  conversationsOf,
  searchConversations,
  unreadFromOthers,
  unreadTotal,
} from "./conversations";

const person = (id: string, firstName: string): PublicMember => ({
  id,
  firstName,
  lastName: "Muster",
  profileImageUrl: null,
});
const me = person("me", "Ich");
const anna = person("anna", "Anna");
const beat = person("beat", "Beat");
let next = 0;
const message = (from: PublicMember, to: PublicMember, content: string, isRead = false): InboxMessage => {
  next += 1;
  return {
    id: next,
    fromUserId: from.id,
    toUserId: to.id,
    content,
    isRead,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, next)).toISOString(),
    relatedEntryId: null,
    fromUser: from,
    toUser: to,
    relatedEntry: null,
  };
};

describe("inbox conversations", () => {
  const first = message(anna, me, "Hallo");
  const second = message(me, anna, "Grüezi Anna", true);
  const third = message(beat, me, "Velo noch da?");
  const fourth = message(anna, me, "Und morgen?");
  const newestFirst = [fourth, third, second, first];

  it("groups by partner, newest conversation first, counting unread received messages", () => {
    const list = conversationsOf(newestFirst, "me");
    expect(list.map((c) => [c.partner.firstName, c.last.content, c.unread])).toEqual([
      ["Anna", "Und morgen?", 2],
      ["Beat", "Velo noch da?", 1],
    ]);
    expect(unreadTotal(newestFirst, "me")).toBe(3);
  });

  it("does not count what arrives in the conversation open on screen as news", () => {
    expect(unreadFromOthers(newestFirst, "me", "anna")).toBe(1);
    expect(unreadFromOthers(newestFirst, "me", null)).toBe(3);
  });

  it("searches names and the newest text, ignoring case", () => {
    const list = conversationsOf(newestFirst, "me");
    expect(searchConversations(list, "beat").map((c) => c.partner.id)).toEqual(["beat"]);
    expect(searchConversations(list, "MORGEN").map((c) => c.partner.id)).toEqual(["anna"]);
    expect(searchConversations(list, "  ")).toHaveLength(2);
  });

  it("merges recent and older pages of one conversation, oldest first, once each", () => {
    expect(
      conversationMessages([fourth, third, second], [second, first], "me", "anna").map((m) => m.id),
    ).toEqual([first.id, second.id, fourth.id]);
  });
});
