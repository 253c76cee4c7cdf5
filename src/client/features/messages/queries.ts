import { queryOptions } from "@tanstack/react-query";
import type {
  ContactEntry,
  GroupConversationPage,
  InboxItem,
  OnlineStatus,
  PublicMember,
} from "../../../shared/messages/messages";

/** GET /api/messages; the header's badge and the inbox share this one query. */
export const messagesQuery = queryOptions<InboxItem[]>({ queryKey: ["/api/messages"] });

/** The newest page of a group's conversation, with the group as the member sees it. */
export const groupConversationQuery = (slug: string) =>
  queryOptions<GroupConversationPage>({ queryKey: [`/api/groups/${encodeURIComponent(slug)}/conversation`] });

/** The inbox with a group's conversation open (the group page's 'Gruppenchat'). */
export const groupConversationHref = (slug: string) => `/inbox?gruppe=${encodeURIComponent(slug)}`;

export const blockedMembersQuery = queryOptions<string[]>({ queryKey: ["/api/messages/blocks"] });

export const memberQuery = (id: string) =>
  queryOptions<PublicMember>({ queryKey: ["/api/messages/members", id] });

export const contactEntryQuery = (id: string) =>
  queryOptions<ContactEntry>({ queryKey: ["/api/messages/entries", id] });

export const onlineStatusQuery = (userId: string) =>
  queryOptions<OnlineStatus>({ queryKey: ["/api/users", userId, "online-status"] });

export const mailSettingQuery = queryOptions<{ notifyByMail: boolean }>({
  queryKey: ["/api/messages/mail-setting"],
});

export const presenceSettingQuery = queryOptions<{ showLastSeen: boolean }>({
  queryKey: ["/api/messages/presence-setting"],
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The inbox's ?contact=, ?entry= and ?gruppe=, when they name something at all. */
export function inboxParams(search: URLSearchParams) {
  const contact = search.get("contact");
  const entry = search.get("entry");
  const group = search.get("gruppe");
  return {
    contact: contact && UUID.test(contact) ? contact.toLowerCase() : null,
    entry: entry && /^[1-9]\d{0,9}$/.test(entry) ? entry : null,
    group: group && /^[a-z0-9-]{1,120}$/.test(group) ? group : null,
  };
}
