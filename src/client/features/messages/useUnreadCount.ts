import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "../../components/ui/use-toast";

interface InboxMessage {
  toUserId: string;
  isRead: boolean;
}

const UNREAD_POLL_MS = 5000;

/** Spec portal-members §7, §8: the badge polls every 5 s and greets an increase with a toast. */
export function useUnreadCount(userId: string | undefined) {
  const { data } = useQuery<InboxMessage[]>({
    queryKey: ["/api/messages"],
    enabled: Boolean(userId),
    refetchInterval: UNREAD_POLL_MS,
  });
  const unread = data?.filter((message) => message.toUserId === userId && !message.isRead).length ?? 0;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (previous.current !== null && unread > previous.current) {
      toast({ title: "Neue Nachricht!", duration: 4000 });
    }
    previous.current = unread;
  }, [unread]);
  return unread;
}

export const unreadLabel = (count: number) => (count > 9 ? "9+" : String(count));
