import { queryOptions } from "@tanstack/react-query";
import type {
  ContactEntry,
  InboxMessage,
  OnlineStatus,
  PublicMember,
} from "../../../shared/messages/messages";

/** GET /api/messages; the header's badge and the inbox share this one query. */
export const messagesQuery = queryOptions<InboxMessage[]>({ queryKey: ["/api/messages"] });

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
/** The inbox's ?contact= and ?entry=, when they name something at all. */
export function inboxParams(search: URLSearchParams) {
  const contact = search.get("contact");
  const entry = search.get("entry");
  return {
    contact: contact && UUID.test(contact) ? contact.toLowerCase() : null,
    entry: entry && /^[1-9]\d{0,9}$/.test(entry) ? entry : null,
  };
}
