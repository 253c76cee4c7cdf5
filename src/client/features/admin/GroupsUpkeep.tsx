import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { formatLongDate } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import {
  type AdminGroup,
  type AdminGroupStatus,
  GROUP_KIND_LABELS,
  GROUP_VISIBILITY_LABELS,
} from "../../../shared/groups/basics";
import { Button } from "../../components/ui/button";
import { ResultCount } from "../../components/ui/result-count";
import { usePagedFilter } from "../../components/use-paged-filter";
import { useSite } from "../../lib/site";
import { ConfirmDialog, ReasonDialog } from "./ConfirmDialog";
import { PagedList, PagedSearch } from "./Pager";
import { useGroupDecision } from "./PendingGroupItem";
import { adminGroupsQuery } from "./queries";

const STATUS_CHOICES: Array<{ value: AdminGroupStatus; label: string }> = [
  { value: "active", label: "Aktiv" },
  { value: "suspended", label: "Gesperrt" },
];

/**
 * The groups that run, and those the team stopped (issue 27, item 4): a group found by its name is
 * suspended with a reason, or a suspension lifted. Below the groups waiting in the 'Gruppen' tab.
 */
export function GroupsUpkeep() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = usePagedFilter<AdminGroupStatus>("active", setPage);
  const [search, setSearch] = usePagedFilter("", setPage);
  const deferredSearch = useDeferredValue(search);
  const list = useQuery({
    ...adminGroupsQuery({ status, q: deferredSearch, page }),
    placeholderData: (previous) => previous,
  });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-stone-200 pt-6">
      <h3 id={headingId} className="text-xl font-semibold text-stone-900">
        Gruppen im Portal
      </h3>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-stone-800">Zustand</legend>
          <div className="flex gap-2">
            {STATUS_CHOICES.map((choice) => (
              <Button
                key={choice.value}
                variant={status === choice.value ? "primary" : "outline"}
                aria-pressed={status === choice.value}
                onClick={() => setStatus(choice.value)}
              >
                {choice.label}
              </Button>
            ))}
          </div>
        </fieldset>
        <PagedSearch
          className="w-full max-w-sm"
          label="Gruppe suchen"
          placeholder="Name der Gruppe"
          value={search}
          onSearch={setSearch}
        />
      </div>
      <PagedList
        query={list}
        failed="Die Gruppen konnten nicht geladen werden. Bitte laden Sie die Seite neu."
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <p className="text-stone-700">
            {status === "active" ? "Keine aktive Gruppe gefunden." : "Keine gesperrte Gruppe gefunden."}
          </p>
        }
        onPage={setPage}
      >
        {(data) => (
          <>
            <ResultCount count={data.matching} one="Gruppe" many="Gruppen" />
            <ul className="mt-2 space-y-2" data-testid="admin-groups">
              {data.groups.map((group) => (
                <GroupRow key={group.id} group={group} />
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </section>
  );
}

function GroupRow({ group }: { group: AdminGroup }) {
  const { timeZone } = useSite();
  const suspend = useGroupDecision(group, "suspend");
  const reinstate = useGroupDecision(group, "reinstate");
  const busy = suspend.isPending || reinstate.isPending;
  const suspended = group.status === "suspended";
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white p-3"
      data-testid="admin-group-row"
    >
      <div className="min-w-0">
        <a href={paths.group(group.slug)} className="break-words font-medium text-red-800 underline">
          {group.name}
        </a>
        <p className="text-sm text-stone-700">
          {`${GROUP_KIND_LABELS[group.kind]} · ${GROUP_VISIBILITY_LABELS[group.visibility]} · ${
            group.memberCount === 1 ? "1 Mitglied" : `${group.memberCount} Mitglieder`
          }`}
        </p>
        {suspended ? (
          <p className="break-words text-sm text-stone-800">
            {group.decidedAt ? `Gesperrt am ${formatLongDate(group.decidedAt, timeZone)}` : "Gesperrt"}
            {group.decisionReason ? `: ${group.decisionReason}` : ""}
          </p>
        ) : null}
      </div>
      {suspended ? (
        <ConfirmDialog
          title={`Sperre von «${group.name}» aufheben`}
          question="Die Gruppe erscheint wieder im Verzeichnis, ihre öffentlichen Termine wieder im Kalender."
          confirmLabel="Sperre aufheben"
          onConfirm={() => reinstate.mutate({})}
          trigger={
            <Button variant="secondary" disabled={busy}>
              Sperre aufheben
            </Button>
          }
        />
      ) : (
        <ReasonDialog
          title={`«${group.name}» sperren`}
          question="Die Gruppe verschwindet aus dem Verzeichnis und dem Kalender; ihre Mitglieder sehen sie noch, ihre Admins können sie aber nicht mehr bearbeiten."
          confirmLabel="Sperren"
          maxLength={1000}
          onConfirm={(reason) => suspend.mutate(reason ? { reason } : {})}
          disabled={busy}
        />
      )}
    </li>
  );
}
