import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { useCallback, useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { INBOX_POLL_MS } from "../../../shared/messages/basics";
import type { PublicMember, ServerEvent } from "../../../shared/messages/messages";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { isUnauthorizedError } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { useAuth } from "../auth/useAuth";
import { ConversationList } from "./ConversationList";
import { ConversationPane } from "./ConversationPane";
import { type Conversation, conversationsOf, groupKey } from "./conversations";
import { GroupConversationPane } from "./GroupConversationPane";
import { useLiveConnection } from "./liveConnection";
import { inboxParams, memberQuery, messagesQuery, onlineStatusQuery } from "./queries";

const loginPath = (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`;

function SignInRequired({ returnTo }: { returnTo: string }) {
  return (
    <Card className="mx-auto max-w-md p-6 text-center">
      <h2 className="text-xl font-semibold">Anmeldung erforderlich</h2>
      <p className="mt-2 text-stone-700">Melden Sie sich an, um Ihre Nachrichten zu lesen.</p>
      <a href={loginPath(returnTo)} className={buttonClass("primary", "mt-4")}>
        Anmelden
      </a>
    </Card>
  );
}

function Inbox({
  me,
  contact,
  entry,
  group,
}: {
  me: string;
  contact: string | null;
  entry: string | null;
  group: string | null;
}) {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: ServerEvent) => {
      if (event.type === "user_online" || event.type === "user_offline") {
        queryClient.setQueryData(onlineStatusQuery(event.userId).queryKey, {
          isOnline: event.type === "user_online",
          lastSeenAt: event.lastSeenAt,
        });
      }
    },
    [queryClient],
  );
  const { usable, send } = useLiveConnection(me, onEvent);
  // Spec §7, §9: the 3-second poll is the fallback while the live connection is down.
  const messages = useQuery({ ...messagesQuery, refetchInterval: usable ? false : INBOX_POLL_MS });
  const conversations = conversationsOf(messages.data ?? [], me);
  const known = conversations.find(
    (conversation): conversation is Conversation =>
      conversation.kind === "direct" && conversation.partner.id === contact,
  )?.partner;
  const newPartner = useQuery({ ...memberQuery(contact ?? ""), enabled: Boolean(contact) && !known });
  const partner: PublicMember | undefined = known ?? newPartner.data;

  const selected = (contact !== null && contact !== me) || group !== null;
  return (
    <QueryState
      query={messages}
      loading={<Skeleton className="h-[600px] w-full" />}
      error={
        isUnauthorizedError(messages.error) ? (
          <p className="p-6 text-center font-semibold">Anmeldung erforderlich</p>
        ) : (
          <div
            role="alert"
            className="flex h-[600px] flex-col items-center justify-center gap-4 rounded-lg border"
          >
            <p className="font-semibold">Fehler beim Laden</p>
            <Button variant="secondary" onClick={() => void messages.refetch()}>
              Neu laden
            </Button>
          </div>
        )
      }
    >
      {(recent) => (
        <div className="flex h-[600px] overflow-hidden rounded-lg border border-stone-200 bg-white">
          <div
            className={cn(
              "w-full flex-col border-r border-stone-200 md:flex md:w-80",
              selected ? "hidden" : "flex",
            )}
          >
            <ConversationList
              conversations={conversations}
              selectedKey={group ? groupKey(group) : contact}
              pollStatus={!usable}
            />
          </div>
          <div
            className={cn(
              "min-w-0 flex-1 flex-col bg-white",
              // Spec §2: on a phone the open conversation takes the whole screen.
              selected ? "fixed inset-0 z-40 flex md:static md:z-auto" : "hidden md:flex",
            )}
          >
            {group ? (
              <GroupConversationPane key={group} me={me} slug={group} live={usable} send={send} />
            ) : selected && partner ? (
              <ConversationPane
                key={partner.id}
                me={me}
                partner={partner}
                recent={recent}
                entryId={entry}
                live={usable}
                send={send}
              />
            ) : selected && newPartner.isError ? (
              <p className="m-auto p-6 text-center text-stone-700">Dieses Mitglied gibt es nicht.</p>
            ) : selected ? (
              <Skeleton className="m-4 h-full" />
            ) : (
              <div className="m-auto flex flex-col items-center gap-2 p-6 text-center text-stone-600">
                <MessageCircle className="h-10 w-10" aria-hidden="true" />
                <p>Wählen Sie eine Unterhaltung</p>
              </div>
            )}
          </div>
        </div>
      )}
    </QueryState>
  );
}

/** /inbox (spec portal-members §2): private messages between members. */
export function InboxPage() {
  const { municipality } = useSite();
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const { contact, entry, group } = inboxParams(new URLSearchParams(search));
  const returnTo = search ? `${location}?${search}` : location;

  useEffect(() => {
    if (!isLoading && !user) window.location.replace(loginPath(returnTo));
  }, [isLoading, user, returnTo]);

  return (
    <section>
      <PageMeta
        title={`Nachrichten – Dorfportal ${municipality}`}
        description={`Private Nachrichten und Gruppenchats der Mitglieder des Dorfportals ${municipality}.`}
        noindex
      />
      <h1 className="mb-4 text-2xl font-bold">Nachrichten</h1>
      {user ? (
        <Inbox me={user.id} contact={contact} entry={entry} group={group} />
      ) : (
        <SignInRequired returnTo={returnTo} />
      )}
    </section>
  );
}
