import { describe, expect, it } from "vitest";
import type { GroupInboxMessage, InboxMessage, PublicMember } from "../../../shared/messages/messages";
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
    kind: "direct",
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
    expect(list.map((c) => [c.key, c.last.content, c.unread])).toEqual([
      ["anna", "Und morgen?", 2],
      ["beat", "Velo noch da?", 1],
    ]);
    expect(unreadTotal(newestFirst, "me")).toBe(3);
  });

  it("does not count what arrives in the conversation open on screen as news", () => {
    expect(unreadFromOthers(newestFirst, "me", "anna")).toBe(1);
    expect(unreadFromOthers(newestFirst, "me", null)).toBe(3);
  });

  it("searches names and the newest text, ignoring case", () => {
    const list = conversationsOf(newestFirst, "me");
    expect(searchConversations(list, "beat").map((c) => c.key)).toEqual(["beat"]);
    expect(searchConversations(list, "MORGEN").map((c) => c.key)).toEqual(["anna"]);
    expect(searchConversations(list, "  ")).toHaveLength(2);
  });

  it("lists a group's conversation by the group, counting others' unread messages but not muted ones in the total", () => {
    const group = (id: number, from: string, isRead: boolean, muted = false): GroupInboxMessage => ({
      kind: "group",
      id,
      group: { id: 7, slug: "turnverein", name: "Turnverein", logoUrl: null, muted },
      fromUserId: from,
      senderName: from,
      senderImageUrl: null,
      content: `Gruppe ${id}`,
      isRead,
      createdAt: new Date(Date.UTC(2026, 0, 2, 0, id)).toISOString(),
    });
    const items = [group(3, "anna", false), group(2, "me", false), group(1, "beat", true), ...newestFirst];
    const list = conversationsOf(items, "me");
    expect(list[0]).toMatchObject({ kind: "group", key: "gruppe:turnverein", unread: 1 });
    expect(unreadTotal(items, "me")).toBe(4);
    expect(unreadFromOthers(items, "me", "gruppe:turnverein")).toBe(3);
    expect(unreadTotal([group(4, "anna", false, true)], "me")).toBe(0);
    expect(searchConversations(list, "turn").map((c) => c.key)).toEqual(["gruppe:turnverein"]);
  });

  it("merges recent and older pages of one conversation, oldest first, once each", () => {
    expect(
      conversationMessages([fourth, third, second], [second, first], "me", "anna").map((m) => m.id),
    ).toEqual([first.id, second.id, fourth.id]);
  });
});
