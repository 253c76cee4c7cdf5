import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Ban } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { priceLabel } from "../../../shared/marketplace/basics";
import { INBOX_POLL_MS, memberName, RECENT_PER_CONVERSATION } from "../../../shared/messages/basics";
import type {
  ClientEvent,
  InboxItem,
  InboxMessage,
  PublicMember,
  RelatedEntry,
} from "../../../shared/messages/messages";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { MemberAvatar } from "./ConversationList";
import { conversationMessages, entryGreeting } from "./conversations";
import { blockedMembersQuery, contactEntryQuery, messagesQuery, onlineStatusQuery } from "./queries";
import * as Pane from "./ThreadParts";
import { TypingNotifier, usePartnerTyping } from "./typing";

const KIND_LABELS = { offer: "Biete", request: "Suche" } as const;

function RelatedEntryCard({ entry }: { entry: RelatedEntry }) {
  return (
    <div
      data-testid="related-entry"
      className="flex items-center gap-3 border-b border-stone-200 bg-stone-50 px-4 py-2"
    >
      {entry.imageUrl ? (
        <img src={entry.imageUrl} alt="" className="h-12 w-12 shrink-0 rounded object-cover" />
      ) : null}
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-stone-900">{entry.title}</p>
        <p className="text-xs text-stone-700">
          <span className="mr-2 rounded bg-white px-1.5 py-0.5 font-medium ring-1 ring-stone-300">
            {KIND_LABELS[entry.kind]}
          </span>
          {entry.price ? priceLabel(entry.price) : null}
        </p>
      </div>
    </div>
  );
}

function Bubble({ message, mine }: { message: InboxMessage; mine: boolean }) {
  return (
    <Pane.MessageBubble
      message={message}
      mine={mine}
      sender={<span className="sr-only">{mine ? "Sie: " : `${memberName(message.fromUser)}: `}</span>}
      reportAs="message"
    />
  );
}

/** Spec §2 Inbox: the right pane with one conversation. */
export function ConversationPane({
  me,
  partner,
  recent,
  entryId,
  live,
  send,
}: {
  me: string;
  partner: PublicMember;
  recent: InboxItem[];
  /** ?entry= when the member came from a marketplace card: the card shows and the message is prefilled. */
  entryId: string | null;
  live: boolean;
  send: (event: ClientEvent) => void;
}) {
  const queryClient = useQueryClient();
  const time = Pane.useMessageTime();
  const [fullFirstPage] = useState(
    () => conversationMessages(recent, [], me, partner.id).length >= RECENT_PER_CONVERSATION,
  );
  const typing = usePartnerTyping(me, partner.id);
  const { thread, paging } = Pane.usePagedThread({
    build: (older: InboxMessage[]) => conversationMessages(recent, older, me, partner.id),
    firstPageFull: fullFirstPage,
    typing,
    fetchBefore: async (id) => {
      const response = await apiRequest("GET", `/api/messages/conversations/${partner.id}?before=${id}`);
      return (await response.json()) as InboxMessage[];
    },
  });
  Pane.useOpenConversation(partner.id);
  const status = useQuery({
    ...onlineStatusQuery(partner.id),
    refetchInterval: live ? false : INBOX_POLL_MS,
  });
  const isOnline = status.data?.isOnline ?? false;
  const blocked = useQuery(blockedMembersQuery).data?.includes(partner.id) ?? false;

  const contactEntry = useQuery({ ...contactEntryQuery(entryId ?? ""), enabled: Boolean(entryId) });
  const aboutEntry = contactEntry.data?.ownerUserId === partner.id ? contactEntry.data : undefined;
  const card =
    aboutEntry ?? [...thread].reverse().find((message) => message.relatedEntry)?.relatedEntry ?? null;
  const { draft, setDraft, sending } = Pane.useMessageSending(
    (content) =>
      apiRequest("POST", "/api/messages", {
        toUserId: partner.id,
        content,
        relatedEntryId: aboutEntry?.id ?? null,
      }),
    () => void queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey, exact: true }),
  );

  const prefilled = useRef(false);
  useEffect(() => {
    if (aboutEntry && !prefilled.current) {
      prefilled.current = true;
      setDraft((current) => current || entryGreeting(aboutEntry.title));
    }
  }, [aboutEntry, setDraft]);

  const typingNotifier = useMemo(
    () =>
      new TypingNotifier((type) =>
        send({ type, toUserId: partner.id, entryId: aboutEntry ? aboutEntry.id : undefined }),
      ),
    [send, partner.id, aboutEntry],
  );
  useEffect(() => () => typingNotifier.stop(), [typingNotifier]);

  // Spec §4: opening the conversation reads what it received, and so does every message arriving while open.
  const unreadHere = thread.filter((message) => message.fromUserId === partner.id && !message.isRead).length;
  useEffect(() => {
    if (unreadHere === 0) return;
    void apiRequest("PUT", `/api/messages/conversations/${partner.id}/read`)
      .then(() => queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey, exact: true }))
      .catch(() => undefined);
  }, [unreadHere, partner.id, queryClient]);

  const canSend = draft.trim() !== "" && !sending.isPending && !blocked;

  const block = useMutation({
    mutationFn: () => apiRequest(blocked ? "DELETE" : "PUT", `/api/messages/blocks/${partner.id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockedMembersQuery.queryKey }),
    onError: (error) => toast({ title: "Fehler", description: errorMessage(error), variant: "destructive" }),
  });

  const name = memberName(partner);
  return (
    <section aria-label={`Unterhaltung mit ${name}`} className="flex min-h-0 flex-1 flex-col">
      <Pane.ConversationHeader
        picture={<MemberAvatar member={partner} online={isOnline} />}
        title={name}
        subtitle={
          <p className="text-xs text-stone-600" data-testid="partner-status">
            {isOnline
              ? "Online"
              : status.data?.lastSeenAt
                ? `Zuletzt online: ${time(status.data.lastSeenAt)}`
                : "Offline"}
          </p>
        }
        action={
          <Button
            variant="ghost"
            className="px-2 text-xs"
            onClick={() => block.mutate()}
            disabled={block.isPending}
            aria-label={blocked ? "Blockierung aufheben" : "Blockieren"}
          >
            <Ban className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">{blocked ? "Blockierung aufheben" : "Blockieren"}</span>
          </Button>
        }
      />
      {card ? <RelatedEntryCard entry={card} /> : null}
      <Pane.Thread
        paging={paging}
        empty={thread.length === 0}
        typing={typing ? `${partner.firstName ?? name} schreibt...` : ""}
      >
        {thread.map((message) => (
          <Bubble key={message.id} message={message} mine={message.fromUserId === me} />
        ))}
      </Pane.Thread>
      {blocked ? (
        <p className="border-t border-stone-200 px-4 py-2 text-sm text-stone-700">
          Sie haben dieses Mitglied blockiert. Sie erhalten keine Nachrichten mehr von ihm.
        </p>
      ) : null}
      <Pane.Composer
        label={`Nachricht an ${name}`}
        draft={draft}
        setDraft={setDraft}
        typing={typingNotifier}
        disabled={blocked}
        canSend={canSend}
        send={(content) => sending.mutate(content)}
      />
    </section>
  );
}
