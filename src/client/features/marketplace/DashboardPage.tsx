import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { formatLongDate } from "../../../shared/common/dates";
import {
  DASHBOARD_STATUS_LABELS,
  editHref,
  HELP_KIND_LABELS,
  type HelpEntry,
  helpCategoryLabel,
  priceLabel,
} from "../../../shared/marketplace/basics";
import { MembersOnlyPage } from "../../components/members-only-page";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { Card } from "../../components/ui/card";
import { LoadFailed, QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { useSite } from "../../lib/site";
import { loginHref } from "../auth/useAuth";
import { DeleteEntryDialog } from "./DeleteEntryDialog";
import { kindBadgeClass } from "./HelpEntryCard";
import { myEntriesQuery } from "./queries";
import { Tabs } from "./Tabs";
import { useDeleteHelpEntry, useSetHelpEntryStatus } from "./useHelpEntryMutations";

const DASHBOARD = "/dashboard";

/**
 * /dashboard ('Mein Marktplatz'): the member's own entries, active and completed (spec §2); signed-out
 * visitors are sent to the sign-in, which brings them back here.
 */
export function DashboardPage() {
  return (
    <MembersOnlyPage
      path={DASHBOARD}
      className="mx-auto max-w-4xl"
      heading="Mein Marktplatz"
      description={(municipality) =>
        `Ihre Einträge im Marktplatz ${municipality}: bearbeiten, abschliessen, wieder öffnen oder löschen.`
      }
      signedOut={
        <Card className="mx-auto mt-6 max-w-md p-6 text-center">
          <h2 className="text-xl font-semibold">Anmeldung erforderlich</h2>
          <p className="mt-2 text-stone-700">Sie werden zur Anmeldung weitergeleitet...</p>
          <a href={loginHref(DASHBOARD)} className={buttonClass("primary", "mt-4")}>
            Anmelden
          </a>
        </Card>
      }
    >
      <OwnEntries />
    </MembersOnlyPage>
  );
}

function OwnEntries() {
  const own = useQuery(myEntriesQuery);
  const [deleting, setDeleting] = useState<HelpEntry | null>(null);
  const setStatus = useSetHelpEntryStatus();
  const remove = useDeleteHelpEntry("dashboard", () => setDeleting(null));

  const list = (entries: HelpEntry[], empty: string) =>
    entries.length === 0 ? (
      <EmptyDashboard text={empty} />
    ) : (
      <ul className="space-y-4">
        {entries.map((entry) => (
          <DashboardEntry
            key={entry.id}
            entry={entry}
            busy={setStatus.isPending}
            onStatus={(status) => setStatus.mutate({ id: entry.id, status })}
            onDelete={() => setDeleting(entry)}
          />
        ))}
      </ul>
    );

  return (
    <QueryState
      query={own}
      loading={<Skeleton className="mt-6 h-64" />}
      error={<LoadFailed className="mt-6" onRetry={() => own.refetch()} />}
    >
      {(data) => {
        // Spec §2: active means not yet completed; an 'assigned' entry stays active until it is closed.
        const active = data.filter((entry) => entry.status !== "closed");
        const closed = data.filter((entry) => entry.status === "closed");
        return (
          <div className="mt-6">
            <Tabs
              label="Meine Einträge"
              items={[
                {
                  key: "active",
                  label: `Aktive Einträge (${active.length})`,
                  content: list(active, "Sie haben keine aktiven Einträge."),
                },
                {
                  key: "closed",
                  label: `Abgeschlossen (${closed.length})`,
                  content: list(closed, "Sie haben keine abgeschlossenen Einträge."),
                },
              ]}
            />
            <DeleteEntryDialog
              entry={deleting}
              pending={remove.isPending}
              onConfirm={(entry) => remove.mutate(entry.id)}
              onClose={() => setDeleting(null)}
            />
          </div>
        );
      }}
    </QueryState>
  );
}

function EmptyDashboard({ text }: { text: string }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-8 text-center">
      <p className="text-stone-700">{text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link href="/marktplatz/anbieten" className={buttonClass("primary")}>
          Angebot erstellen
        </Link>
        <Link href="/marktplatz/suchen" className={buttonClass("outline")}>
          Gesuch erstellen
        </Link>
      </div>
    </div>
  );
}

function DashboardEntry({
  entry,
  busy,
  onStatus,
  onDelete,
}: {
  entry: HelpEntry;
  busy: boolean;
  onStatus: (status: "open" | "closed") => void;
  onDelete: () => void;
}) {
  const { timeZone } = useSite();
  const isClosed = entry.status === "closed";
  return (
    <li>
      <Card className="p-4" data-testid="dashboard-entry">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className={kindBadgeClass(entry.kind)}>{HELP_KIND_LABELS[entry.kind]}</Badge>
          <Badge className="bg-stone-100 text-stone-800">{helpCategoryLabel(entry.category)}</Badge>
          <Badge className={isClosed ? "bg-stone-200 text-stone-800" : "bg-green-100 text-green-900"}>
            {DASHBOARD_STATUS_LABELS[entry.status]}
          </Badge>
          {entry.moderationState !== "approved" ? (
            <Badge className="bg-red-100 text-red-900">Von der Moderation ausgeblendet</Badge>
          ) : null}
        </div>
        <h2 className="mt-2 text-lg font-semibold break-words">{entry.title}</h2>
        <p className="mt-1 line-clamp-3 break-words text-stone-700">{entry.description}</p>
        <p className="mt-2 text-sm text-stone-600">
          <time dateTime={entry.createdAt}>{formatLongDate(entry.createdAt, timeZone)}</time>
          {entry.price ? ` · ${priceLabel(entry.price)}` : ""}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {isClosed ? (
            <Button variant="secondary" disabled={busy} onClick={() => onStatus("open")}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              Wieder öffnen
            </Button>
          ) : (
            <>
              <ButtonLink href={editHref(entry)} variant="secondary" icon={Pencil}>
                Bearbeiten
              </ButtonLink>
              <Button variant="secondary" disabled={busy} onClick={() => onStatus("closed")}>
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                Als abgeschlossen markieren
              </Button>
            </>
          )}
          <Button variant="outline" onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Löschen
          </Button>
        </div>
      </Card>
    </li>
  );
}
