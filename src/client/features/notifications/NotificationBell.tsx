import { Bell } from "lucide-react";
import { Link } from "wouter";
import { useNotificationCount } from "./useNotificationCount";

// The header is on every page: it imports nothing of the notification topics (the budget, docs/performance.md).
const countLabel = (count: number) => (count > 99 ? "99+" : String(count));

/** The header's bell: the member's unread notifications, linking to the centre. */
export function NotificationBell({ userId }: { userId: string }) {
  const unread = useNotificationCount(userId);
  return (
    <Link
      href="/benachrichtigungen"
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-md border border-stone-300 text-stone-800 hover:bg-stone-100"
      data-testid="notification-bell"
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">
        {unread > 0 ? `Benachrichtigungen, ${unread} ungelesen` : "Benachrichtigungen"}
      </span>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          data-testid="notification-count"
        >
          {countLabel(unread)}
        </span>
      ) : null}
    </Link>
  );
}
