import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { UNREAD_POLL_MS } from "../../../shared/messages/basics";
import type { ServerEvent } from "../../../shared/messages/messages";
import { toast } from "../../components/ui/use-toast";
import { openConversation, unreadFromOthers, unreadTotal } from "./conversations";
import { useLiveConnection } from "./liveConnection";
import { messagesQuery } from "./queries";

/** Events after which the member's message list is no longer what the server holds. */
const CHANGES_MESSAGES = new Set<ServerEvent["type"]>([
  "message",
  "messages_read",
  "unread_count",
  "group_message",
  "group_read",
]);

/**
 * Spec portal-members §7, §8: the header's unread count. New messages and read marks are pushed over the
 * live connection; while it is down the badge polls every 5 s. An increase is greeted with a toast.
 */
export function useUnreadCount(userId: string | undefined) {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: ServerEvent) => {
      if (CHANGES_MESSAGES.has(event.type)) {
        void queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey, exact: true });
      }
    },
    [queryClient],
  );
  const { usable } = useLiveConnection(userId, onEvent);
  const { data } = useQuery({
    ...messagesQuery,
    enabled: Boolean(userId),
    refetchInterval: usable ? false : UNREAD_POLL_MS,
  });
  const unread = unreadTotal(data, userId);
  const unseen = unreadFromOthers(data, userId, openConversation.get());
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (previous.current !== null && unseen > previous.current) {
      toast({ title: "Neue Nachricht!", duration: 4000 });
    }
    previous.current = unseen;
  }, [unseen]);
  return unread;
}

export const unreadLabel = (count: number) => (count > 9 ? "9+" : String(count));
