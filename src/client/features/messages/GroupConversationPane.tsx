import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, BellOff } from "lucide-react";
import { useCallback, useEffect, useMemo } from "react";
import { Link } from "wouter";
import { paths } from "../../../shared/common/paths";
import { INBOX_POLL_MS, OLDER_PAGE_SIZE } from "../../../shared/messages/basics";
import type {
  ClientEvent,
  GroupConversationPage,
  GroupInboxMessage,
  ServerEvent,
} from "../../../shared/messages/messages";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { GroupLogo } from "../groups/GroupLogo";
import { groupKey } from "./conversations";
import { useLiveConnection } from "./liveConnection";
import { groupConversationQuery, messagesQuery } from "./queries";
import * as Pane from "./ThreadParts";
import { TypingNotifier, useGroupTyping } from "./typing";

const typingText = (names: string[]) =>
  names.length === 0
    ? ""
    : names.length === 1
      ? `${names[0]} schreibt...`
      : `${names.slice(0, -1).join(", ")} und ${names.at(-1)} schreiben...`;

function GroupBubble({ message, mine }: { message: GroupInboxMessage; mine: boolean }) {
  return (
    <Pane.MessageBubble
      message={message}
      mine={mine}
      sender={
        mine ? (
          <span className="sr-only">Sie: </span>
        ) : (
          <span className="block text-xs font-semibold text-sky-900" data-testid="message-sender">
            {message.senderName}
            <span className="sr-only">: </span>
          </span>
        )
      }
      reportAs="group-message"
    />
  );
}

/** The inbox's right pane with a group's conversation: every member writes, everyone sees who wrote. */
export function GroupConversationPane({
  me,
  slug,
  live,
  send,
}: {
  me: string;
  slug: string;
  live: boolean;
  send: (event: ClientEvent) => void;
}) {
  const queryClient = useQueryClient();
  const query = groupConversationQuery(slug);
  const conversation = useQuery({ ...query, refetchInterval: live ? false : INBOX_POLL_MS });
  const group = conversation.data?.group;
  const groupId = group?.id ?? null;

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey, exact: true });
  }, [queryClient, query.queryKey]);

  const onEvent = useCallback(
    (event: ServerEvent) => {
      const aboutThisGroup =
        event.type === "group_message" ||
        event.type === "group_read" ||
        event.type === "group_message_removed";
      if (aboutThisGroup && event.groupId === groupId) refresh();
    },
    [groupId, refresh],
  );
  useLiveConnection(me, onEvent);
  const typing = useGroupTyping(me, groupId);

  Pane.useOpenConversation(groupKey(slug));

  const newest = conversation.data?.messages ?? [];
  const { thread, paging } = Pane.usePagedThread({
    build: (older: GroupInboxMessage[]) => {
      const byId = new Map<number, GroupInboxMessage>();
      for (const message of [...older, ...newest]) byId.set(message.id, message);
      return [...byId.values()].sort((a, b) => a.id - b.id);
    },
    firstPageFull: newest.length >= OLDER_PAGE_SIZE,
    typing: typing.length,
    fetchBefore: async (id) => {
      const path = `/api/groups/${encodeURIComponent(slug)}/conversation?before=${id}`;
      return ((await (await apiRequest("GET", path)).json()) as GroupConversationPage).messages;
    },
  });

  // Opening the conversation reads it, and so does every message arriving while it is open.
  const unreadHere = thread.filter((message) => message.fromUserId !== me && !message.isRead).length;
  useEffect(() => {
    if (unreadHere === 0) return;
    void apiRequest("POST", `/api/groups/${encodeURIComponent(slug)}/conversation/read`)
      .then(refresh)
      .catch(() => undefined);
  }, [unreadHere, slug, refresh]);

  const typingNotifier = useMemo(
    () =>
      new TypingNotifier((type) => {
        if (groupId !== null)
          send({ type: type === "typing_start" ? "group_typing_start" : "group_typing_stop", groupId });
      }),
    [send, groupId],
  );
  useEffect(() => () => typingNotifier.stop(), [typingNotifier]);

  const { draft, setDraft, sending } = Pane.useMessageSending(
    (content) => apiRequest("POST", `/api/groups/${encodeURIComponent(slug)}/conversation`, { content }),
    refresh,
  );
  const mute = useMutation({
    mutationFn: (muted: boolean) =>
      apiRequest("PUT", `/api/groups/${encodeURIComponent(slug)}/conversation/mute`, { muted }),
    onSuccess: refresh,
    onError: (error) => toast({ title: "Fehler", description: errorMessage(error), variant: "destructive" }),
  });

  if (conversation.isError) {
    return (
      <p className="m-auto p-6 text-center text-stone-700">
        Diese Unterhaltung gibt es nicht, oder Sie sind nicht Mitglied der Gruppe.
      </p>
    );
  }
  if (!group) return <p className="m-auto p-6 text-center text-stone-600">Wird geladen...</p>;

  const mayWrite = group.mayWrite;
  const canSend = mayWrite && draft.trim() !== "" && !sending.isPending;

  return (
    <section aria-label={`Gruppenchat ${group.name}`} className="flex min-h-0 flex-1 flex-col">
      <Pane.ConversationHeader
        picture={<GroupLogo group={group} className="h-10 w-10 text-sm" />}
        title={group.name}
        subtitle={
          <Link href={paths.group(group.slug)} className="text-xs text-sky-900 underline">
            Zur Gruppe
          </Link>
        }
        action={
          <Button
            variant="ghost"
            // Pressed looks pressed: the bell alone would not tell a sighted member that it is on.
            className={group.muted ? "bg-stone-200 px-2 text-xs text-stone-900" : "px-2 text-xs"}
            onClick={() => mute.mutate(!group.muted)}
            disabled={mute.isPending}
            aria-pressed={group.muted}
            aria-label="Stummschalten"
          >
            {group.muted ? (
              <BellOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Bell className="h-4 w-4" aria-hidden="true" />
            )}
            {/* The state is the button's pressed state and the note below the messages. */}
            <span className="hidden sm:inline">Stummschalten</span>
          </Button>
        }
      />
      <Pane.Thread paging={paging} empty={thread.length === 0} typing={typingText(typing)}>
        {thread.map((message) => (
          <GroupBubble key={message.id} message={message} mine={message.fromUserId === me} />
        ))}
      </Pane.Thread>
      {group.muted ? (
        <p className="border-t border-stone-200 px-4 py-2 text-sm text-stone-700">
          Stummgeschaltet: Sie erhalten zu dieser Unterhaltung keine E-Mails und Benachrichtigungen.
        </p>
      ) : null}
      {mayWrite ? (
        <Pane.Composer
          label={`Nachricht an die Gruppe ${group.name}`}
          draft={draft}
          setDraft={setDraft}
          typing={typingNotifier}
          canSend={canSend}
          send={(content) => sending.mutate(content)}
        />
      ) : (
        <p className="border-t border-stone-200 px-4 py-3 text-sm text-stone-700">
          Die Gruppe ist gesperrt oder nicht aktiv: In ihrer Unterhaltung kann niemand mehr schreiben.
        </p>
      )}
    </section>
  );
}
