import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Ban, Check, CheckCheck, Send } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link } from "wouter";
import { formatLongDateTime } from "../../../shared/common/dates";
import { priceLabel } from "../../../shared/marketplace/basics";
import {
  INBOX_POLL_MS,
  MESSAGE_MAX_LENGTH,
  memberName,
  OLDER_PAGE_SIZE,
  RECENT_PER_CONVERSATION,
  SEND_FAILED,
} from "../../../shared/messages/basics";
import type {
  ClientEvent,
  InboxMessage,
  PublicMember,
  RelatedEntry,
} from "../../../shared/messages/messages";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { Textarea } from "../../components/ui/field";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { useSite } from "../../lib/site";
import { ReportButton } from "../reports/ReportButton";
import { MemberAvatar } from "./ConversationList";
import { conversationMessages, entryGreeting, openConversation } from "./conversations";
import { blockedMembersQuery, contactEntryQuery, messagesQuery, onlineStatusQuery } from "./queries";
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

function useMessageTime() {
  const { timeZone } = useSite();
  return useCallback((iso: string) => formatLongDateTime(iso, timeZone), [timeZone]);
}

function Bubble({ message, mine, time }: { message: InboxMessage; mine: boolean; time: string }) {
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")} data-testid="message">
      <div
        className={cn(
          "max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
          mine ? "rounded-br-sm bg-red-700 text-white" : "rounded-bl-sm bg-stone-100 text-stone-900",
        )}
      >
        <span className="sr-only">{mine ? "Sie: " : `${memberName(message.fromUser)}: `}</span>
        {message.content}
        <span
          className={cn(
            "mt-1 flex items-center justify-end gap-1 text-xs",
            mine ? "text-red-50" : "text-stone-600",
          )}
        >
          <time dateTime={message.createdAt}>{time}</time>
          {mine ? (
            message.isRead ? (
              <span data-testid="tick-read" className="inline-flex">
                <CheckCheck className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">Gelesen</span>
              </span>
            ) : (
              <span data-testid="tick-sent" className="inline-flex">
                <Check className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">Gesendet</span>
              </span>
            )
          ) : null}
        </span>
      </div>
      {mine ? null : (
        <ReportButton
          kind="message"
          itemId={message.id}
          className="ml-1 shrink-0 self-end whitespace-nowrap"
        />
      )}
    </li>
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
  recent: InboxMessage[];
  /** ?entry= when the member came from a marketplace card: the card shows and the message is prefilled. */
  entryId: string | null;
  live: boolean;
  send: (event: ClientEvent) => void;
}) {
  const queryClient = useQueryClient();
  const time = useMessageTime();
  const composerId = useId();
  const [older, setOlder] = useState<InboxMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(
    () =>
      recent.filter((message) => message.fromUserId === partner.id || message.toUserId === partner.id)
        .length >= RECENT_PER_CONVERSATION,
  );
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState("");
  const scroller = useRef<HTMLDivElement>(null);
  const keepScroll = useRef<number | null>(null);

  const thread = conversationMessages(recent, older, me, partner.id);
  useEffect(() => {
    openConversation.set(partner.id);
    return () => openConversation.set(null);
  }, [partner.id]);
  const status = useQuery({
    ...onlineStatusQuery(partner.id),
    refetchInterval: live ? false : INBOX_POLL_MS,
  });
  const isOnline = status.data?.isOnline ?? false;
  const blocked = useQuery(blockedMembersQuery).data?.includes(partner.id) ?? false;
  const typing = usePartnerTyping(me, partner.id);

  const contactEntry = useQuery({ ...contactEntryQuery(entryId ?? ""), enabled: Boolean(entryId) });
  const aboutEntry = contactEntry.data?.ownerUserId === partner.id ? contactEntry.data : undefined;
  const card =
    aboutEntry ?? [...thread].reverse().find((message) => message.relatedEntry)?.relatedEntry ?? null;

  const prefilled = useRef(false);
  useEffect(() => {
    if (aboutEntry && !prefilled.current) {
      prefilled.current = true;
      setDraft((current) => current || entryGreeting(aboutEntry.title));
    }
  }, [aboutEntry]);

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

  const lastId = thread.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId, typing]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keeps the reading position when older messages arrive above
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && keepScroll.current !== null) {
      element.scrollTop = element.scrollHeight - keepScroll.current;
      keepScroll.current = null;
    }
  }, [older]);

  const loadOlder = async () => {
    const oldest = thread[0];
    if (!oldest || loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    try {
      const response = await apiRequest(
        "GET",
        `/api/messages/conversations/${partner.id}?before=${oldest.id}`,
      );
      const page = (await response.json()) as InboxMessage[];
      if (scroller.current) keepScroll.current = scroller.current.scrollHeight - scroller.current.scrollTop;
      setOlder((current) => [...page, ...current]);
      setHasOlder(page.length === OLDER_PAGE_SIZE);
    } catch {
      toast({ title: "Fehler beim Laden", variant: "destructive" });
    } finally {
      setLoadingOlder(false);
    }
  };

  const sending = useMutation({
    mutationFn: (content: string) =>
      apiRequest("POST", "/api/messages", {
        toUserId: partner.id,
        content,
        relatedEntryId: aboutEntry?.id ?? null,
      }),
    onSuccess: () => {
      setDraft("");
      void queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey, exact: true });
    },
    onError: (error) => {
      toast({ title: "Fehler", description: errorMessage(error) ?? SEND_FAILED, variant: "destructive" });
    },
  });
  const canSend = draft.trim() !== "" && !sending.isPending && !blocked;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    typingNotifier.stop();
    sending.mutate(draft.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) submit(event);
  };

  const block = useMutation({
    mutationFn: () => apiRequest(blocked ? "DELETE" : "PUT", `/api/messages/blocks/${partner.id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockedMembersQuery.queryKey }),
    onError: (error) => toast({ title: "Fehler", description: errorMessage(error), variant: "destructive" }),
  });

  const name = memberName(partner);
  return (
    <section aria-label={`Unterhaltung mit ${name}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-stone-200 px-3 py-2">
        <Link
          href="/inbox"
          className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 md:hidden"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Zurück
        </Link>
        <MemberAvatar member={partner} online={isOnline} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-stone-900">{name}</h2>
          <p className="text-xs text-stone-600" data-testid="partner-status">
            {isOnline
              ? "Online"
              : status.data?.lastSeenAt
                ? `Zuletzt online: ${time(status.data.lastSeenAt)}`
                : "Offline"}
          </p>
        </div>
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
      </header>
      {card ? <RelatedEntryCard entry={card} /> : null}
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < 48) void loadOlder();
        }}
      >
        {hasOlder ? (
          <div className="mb-3 text-center">
            <Button
              variant="secondary"
              className="text-xs"
              onClick={() => void loadOlder()}
              disabled={loadingOlder}
            >
              {loadingOlder ? "Wird geladen..." : "Ältere Nachrichten laden"}
            </Button>
          </div>
        ) : null}
        {thread.length === 0 ? (
          <p className="py-8 text-center text-sm text-stone-600">Schreiben Sie die erste Nachricht.</p>
        ) : (
          <ol className="space-y-2" aria-label="Nachrichten">
            {thread.map((message) => (
              <Bubble
                key={message.id}
                message={message}
                mine={message.fromUserId === me}
                time={time(message.createdAt)}
              />
            ))}
          </ol>
        )}
        <p
          aria-live="polite"
          className="mt-2 h-5 text-xs text-stone-600 italic"
          data-testid="typing-indicator"
        >
          {typing ? `${partner.firstName ?? name} schreibt...` : ""}
        </p>
      </div>
      {blocked ? (
        <p className="border-t border-stone-200 px-4 py-2 text-sm text-stone-700">
          Sie haben dieses Mitglied blockiert. Sie erhalten keine Nachrichten mehr von ihm.
        </p>
      ) : null}
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-stone-200 p-3">
        <label htmlFor={composerId} className="sr-only">
          {`Nachricht an ${name}`}
        </label>
        <Textarea
          id={composerId}
          rows={2}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={blocked}
          placeholder="Nachricht schreiben..."
          onChange={(event) => {
            setDraft(event.target.value);
            typingNotifier.input(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className="min-h-11 flex-1 resize-none"
        />
        <Button type="submit" disabled={!canSend} aria-label="Senden">
          <Send className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Senden</span>
        </Button>
      </form>
    </section>
  );
}
