import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type AuditEntityType, type AuditEntry, auditActionLabel } from "../../../shared/admin/admin";
import { QueryState } from "../../components/ui/query-state";
import { useSite } from "../../lib/site";
import { auditQuery } from "./queries";

const dateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("de-CH", { timeZone, dateStyle: "long", timeStyle: "short" }).format(new Date(iso));

/** A change as 'field: before → after', for the fields that changed. */
export function changeSummary(entry: Pick<AuditEntry, "before" | "after">): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const show = (value: unknown) => (value === null || value === undefined ? "–" : String(value));
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => entry.after === null || JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) =>
      entry.after === null
        ? `${key}: ${show(before[key])}`
        : `${key}: ${show(before[key])} → ${show(after[key])}`,
    )
    .join("; ");
}

export function AuditLine({ entry }: { entry: AuditEntry }) {
  const { timeZone } = useSite();
  const summary = changeSummary(entry);
  return (
    <li className="border-stone-200 border-b py-2 text-sm last:border-b-0">
      <p>
        <time dateTime={entry.createdAt} className="font-medium">
          {dateTime(entry.createdAt, timeZone)}
        </time>
        {" · "}
        {entry.actorName ?? "Unbekannt"} hat {entry.title ? `«${entry.title}» ` : ""}
        {auditActionLabel(entry.action)}
      </p>
      {summary ? <p className="break-words text-stone-700">{summary}</p> : null}
    </li>
  );
}

/** The audit log of one item, opened on demand. */
export function ItemHistory({
  entityType,
  entityId,
}: {
  entityType: AuditEntityType;
  entityId: string | number;
}) {
  const [open, setOpen] = useState(false);
  const history = useQuery({
    ...auditQuery({ entityType, entityId: String(entityId) }),
    enabled: open,
  });
  return (
    <details className="mt-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-stone-800">Verlauf</summary>
      <QueryState
        query={history}
        loading={<p className="mt-2 text-stone-700">Wird geladen…</p>}
        error={<p className="mt-2 text-red-800">Der Verlauf konnte nicht geladen werden.</p>}
        isEmpty={(data) => data.entries.length === 0}
        empty={<p className="mt-2 text-stone-700">Noch keine Entscheidungen.</p>}
      >
        {(data) => (
          <ul className="mt-2">
            {data.entries.map((entry) => (
              <AuditLine key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </QueryState>
    </details>
  );
}
