import { useQueries } from "@tanstack/react-query";
import { BellOff } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { INBOX_POLL_MS } from "../../../shared/messages/basics";
import type { PublicMember } from "../../../shared/messages/messages";
import { SearchBox } from "../../components/search-box";
import { Avatar } from "../../components/ui/avatar";
import { cn } from "../../components/ui/cn";
import { Input } from "../../components/ui/field";
import { GroupLogo } from "../groups/GroupLogo";
import {
  type AnyConversation,
  type Conversation,
  conversationName,
  searchConversations,
} from "./conversations";
import { groupConversationHref, onlineStatusQuery } from "./queries";

export function MemberAvatar({ member, online }: { member: PublicMember; online?: boolean }) {
  const initials =
    [member.firstName, member.lastName]
      .filter(Boolean)
      .map((part) => part?.[0]?.toUpperCase())
      .join("") || "?";
  return (
    <span className="relative inline-flex h-10 w-10 shrink-0">
      <Avatar src={member.profileImageUrl} alt="" initials={initials} size="small" />
      {online === undefined ? null : (
        <span
          data-testid="online-dot"
          data-online={online}
          className={cn(
            "absolute right-0 bottom-0 h-3 w-3 rounded-full border-2 border-white",
            online ? "bg-green-600" : "bg-stone-400",
          )}
        />
      )}
    </span>
  );
}

/** Spec §2 Inbox: the left pane, with search, online dots and unread badges. */
export function ConversationList({
  conversations,
  selectedKey,
  pollStatus,
}: {
  conversations: AnyConversation[];
  selectedKey: string | null;
  pollStatus: boolean;
}) {
  const [term, setTerm] = useState("");
  const searchId = useId();
  const direct = conversations.filter(
    (conversation): conversation is Conversation => conversation.kind === "direct",
  );
  const statuses = useQueries({
    queries: direct.map((conversation) => ({
      ...onlineStatusQuery(conversation.partner.id),
      refetchInterval: pollStatus ? INBOX_POLL_MS : (false as const),
    })),
  });
  const online = new Map(
    direct.map((conversation, index) => [conversation.partner.id, statuses[index]?.data?.isOnline ?? false]),
  );
  const shown = searchConversations(conversations, term);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-stone-200 p-3">
        <SearchBox inputId={searchId} label="Unterhaltungen durchsuchen" iconSize="h-4 w-4">
          <Input
            id={searchId}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Unterhaltungen durchsuchen..."
            className="pl-9"
          />
        </SearchBox>
      </div>
      {shown.length === 0 ? (
        <p className="p-6 text-center text-sm text-stone-600">Keine Unterhaltungen</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto" aria-label="Unterhaltungen">
          {shown.map((conversation) => {
            const selected = conversation.key === selectedKey;
            const isOnline = conversation.kind === "direct" && (online.get(conversation.partner.id) ?? false);
            return (
              <li key={conversation.key}>
                <Link
                  href={
                    conversation.kind === "group"
                      ? groupConversationHref(conversation.group.slug)
                      : `/inbox?contact=${conversation.partner.id}`
                  }
                  aria-current={selected ? "true" : undefined}
                  className={cn(
                    "flex items-center gap-3 border-b border-stone-100 px-3 py-3 hover:bg-stone-50",
                    "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-sky-600",
                    selected && "bg-red-50",
                  )}
                >
                  {conversation.kind === "group" ? (
                    <GroupLogo group={conversation.group} className="h-10 w-10 text-sm" />
                  ) : (
                    <MemberAvatar member={conversation.partner} online={isOnline} />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-stone-900">
                      {conversationName(conversation)}
                      <span className="sr-only">
                        {conversation.kind === "group"
                          ? conversation.group.muted
                            ? " (Gruppe, stummgeschaltet)"
                            : " (Gruppe)"
                          : isOnline
                            ? " (online)"
                            : " (offline)"}
                      </span>
                    </span>
                    <span className="block truncate text-sm text-stone-600">
                      {conversation.kind === "group"
                        ? `${conversation.last.senderName}: ${conversation.last.content}`
                        : conversation.last.content}
                    </span>
                  </span>
                  {conversation.kind === "group" && conversation.group.muted ? (
                    <BellOff className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
                  ) : null}
                  {conversation.unread > 0 ? (
                    <span
                      data-testid="conversation-unread"
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-bold text-white",
                        conversation.kind === "group" && conversation.group.muted
                          ? "bg-stone-600"
                          : "bg-red-700",
                      )}
                    >
                      {conversation.unread}
                      <span className="sr-only"> ungelesen</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
