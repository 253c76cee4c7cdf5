import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { UNREAD_POLL_MS } from "../../../shared/messages/basics";
import type { ServerEvent } from "../../../shared/messages/messages";
import { useLiveConnection } from "../messages/liveConnection";
import { notificationsQuery } from "./queries";

/**
 * The bell's count: the centre's newest page, read again when the live connection says the count changed
 * (a new notification, or entries read in another tab); while the connection is down it polls, and an
 * unchanged centre answers 304.
 */
export function useNotificationCount(userId: string | undefined): number {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: ServerEvent) => {
      if (event.type === "notifications") {
        void queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
      }
    },
    [queryClient],
  );
  const { usable } = useLiveConnection(userId, onEvent);
  const { data } = useQuery({
    ...notificationsQuery,
    enabled: Boolean(userId),
    refetchInterval: usable ? false : UNREAD_POLL_MS * 6,
  });
  return data?.unread ?? 0;
}
