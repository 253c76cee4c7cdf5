import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Bell,
  CalendarDays,
  CheckCircle2,
  Flag,
  Landmark,
  MessageCircle,
  Newspaper,
  ShoppingBasket,
  UsersRound,
} from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { formatLongDateTime } from "../../../shared/common/dates";
import {
  NOTIFICATIONS_TEXTS,
  type NotificationItem,
  type NotificationKind,
  type NotificationsPage as Page,
} from "../../../shared/notifications/basics";
import { MembersOnlyPage } from "../../components/members-only-page";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadFailed, QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { useSite } from "../../lib/site";
import { SignInRequired } from "../marketplace/SignInRequired";
import { notificationsQuery, olderNotificationsQuery } from "./queries";

const CENTRE = "/benachrichtigungen";

const ICONS: Record<NotificationKind, typeof Bell> = {
  message: MessageCircle,
  marketplace_answer: ShoppingBasket,
  decision: CheckCircle2,
  notice: Landmark,
  news: Newspaper,
  event: CalendarDays,
  group_post: UsersRound,
  group_report: Flag,
};

/** /benachrichtigungen: the member's notification centre (issue 26). */
export function NotificationsPage() {
  return (
    <MembersOnlyPage
      path={CENTRE}
      className="mx-auto max-w-3xl"
      heading="Benachrichtigungen"
      description={(municipality) =>
        `Ihre Benachrichtigungen im Dorfportal ${municipality}: Nachrichten, Entscheide der Redaktion und amtliche Mitteilungen.`
      }
      signedOut={<SignInRequired returnTo={CENTRE} text="Sie werden zur Anmeldung weitergeleitet..." />}
    >
      <Centre />
    </MembersOnlyPage>
  );
}

function Centre() {
  const queryClient = useQueryClient();
  const newest = useQuery(notificationsQuery);
  const [older, setOlder] = useState<NotificationItem[]>([]);
  const [hasMore, setHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  async function markRead(body: { all: true } | { ids: number[] }) {
    try {
      await apiRequest("POST", "/api/notifications/read", body);
      const readAt = new Date().toISOString();
      setOlder((items) =>
        items.map((item) =>
          "all" in body || body.ids.includes(item.id) ? { ...item, readAt: item.readAt ?? readAt } : item,
        ),
      );
      await queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
    } catch (failure) {
      toast({ title: errorMessage(failure) ?? "Das hat nicht geklappt. Bitte versuchen Sie es erneut." });
    }
  }

  async function loadOlder(page: Page) {
    const last = [...page.items, ...older].at(-1);
    if (!last) return;
    setLoadingOlder(true);
    try {
      const next = await queryClient.fetchQuery(olderNotificationsQuery(last.id));
      setOlder((items) => [...items, ...next.items]);
      setHasMore(next.hasMore);
    } catch (failure) {
      toast({ title: errorMessage(failure) ?? "Ältere Benachrichtigungen konnten nicht geladen werden." });
    } finally {
      setLoadingOlder(false);
    }
  }

  return (
    <QueryState
      query={newest}
      loading={<Skeleton className="mt-6 h-64" />}
      error={<LoadFailed className="mt-6" onRetry={() => void newest.refetch()} />}
      isEmpty={(page) => page.items.length === 0}
      empty={
        <Card className="mt-6 p-6 text-center text-stone-700">
          <Bell className="mx-auto h-8 w-8 text-stone-500" aria-hidden="true" />
          <p className="mt-2">{NOTIFICATIONS_TEXTS.empty}</p>
          <p className="mt-1 text-sm">
            Welche Themen hier erscheinen, wählen Sie im{" "}
            <Link href="/profil" className="text-red-800 underline">
              Profil unter «Benachrichtigungen»
            </Link>
            .
          </p>
        </Card>
      }
    >
      {(page) => (
        <div className="mt-6 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-stone-700" aria-live="polite">
              {page.unread === 0 ? "Alles gelesen." : `${page.unread} ungelesen`}
            </p>
            {page.unread > 0 ? (
              <Button variant="secondary" onClick={() => void markRead({ all: true })}>
                {NOTIFICATIONS_TEXTS.markAllRead}
              </Button>
            ) : null}
          </div>
          <ul className="space-y-3">
            {[
              ...page.items,
              ...older.filter((item) => !page.items.some((shown) => shown.id === item.id)),
            ].map((item) => (
              <Entry key={item.id} item={item} onRead={() => void markRead({ ids: [item.id] })} />
            ))}
          </ul>
          {(hasMore ?? page.hasMore) ? (
            <Button variant="secondary" disabled={loadingOlder} onClick={() => void loadOlder(page)}>
              Ältere Benachrichtigungen anzeigen
            </Button>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

function Entry({ item, onRead }: { item: NotificationItem; onRead: () => void }) {
  const { timeZone } = useSite();
  const Icon = ICONS[item.kind] ?? Bell;
  const unread = item.readAt === null;
  return (
    <li>
      <Card className={unread ? "border-red-200 bg-red-50/40 p-4" : "p-4"}>
        <div className="flex gap-3">
          <Icon className="mt-1 h-5 w-5 shrink-0 text-stone-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold break-words text-stone-900">
              <Link href={item.href} className="hover:underline" onClick={unread ? onRead : undefined}>
                {item.title}
              </Link>
              {unread ? <span className="sr-only"> (ungelesen)</span> : null}
            </h2>
            <p className="mt-1 break-words text-stone-700">{item.body}</p>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3">
              <p className="text-sm text-stone-600">{formatLongDateTime(item.createdAt, timeZone)}</p>
              {unread ? (
                <Button variant="ghost" className="-mx-2" onClick={onRead}>
                  {NOTIFICATIONS_TEXTS.markRead}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      </Card>
    </li>
  );
}
