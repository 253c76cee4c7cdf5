import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { EditorialStatus } from "../../../shared/common/constants";
import { formatLongDateTime } from "../../../shared/common/dates";
import { EDITORIAL_STATUS_LABELS, type EditorialRevision } from "../../../shared/newsroom/newsroom";
import { Button } from "../../components/ui/button";
import { boxedListClass } from "../../components/ui/card";
import { ProblemAlert } from "../../components/ui/problem-alert";
import { apiRequest, errorMessage } from "../../lib/api";
import { useSite } from "../../lib/site";
import { ConfirmDialog } from "../admin/ConfirmDialog";
import { ListState } from "../admin/ListState";
import { invalidateAdmin } from "../admin/queries";
import { lineDiff } from "./lineDiff";
import { editorialItemQuery, revisionsQuery } from "./queries";

/** The fields a revision keeps, as the editor names them. */
const FIELD_LABELS: Record<string, string> = {
  title: "Titel",
  slug: "Adresse",
  excerpt: "Anriss",
  content: "Text",
  category: "Kategorie",
  featured: "Hauptartikel",
  byline: "Autorenzeile",
  imageUrl: "Titelbild",
  imageAlt: "Alternativtext",
  imageCaption: "Bildlegende",
  status: "Status",
  publishAt: "Veröffentlichung",
  kind: "Art",
  details: "Angaben",
};

function shown(key: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === "") return "(leer)";
  if (key === "featured") return value ? "ja" : "nein";
  if (key === "status") return EDITORIAL_STATUS_LABELS[value as EditorialStatus] ?? String(value);
  if (key === "publishAt") return formatLongDateTime(String(value), timeZone);
  return typeof value === "object" ? JSON.stringify(value, null, 1) : String(value);
}

/** A saved editorial item of any kind (the newsroom's life cycle): its fields, id and version. */
interface RevisedItem {
  id: number;
  version: number;
}

/**
 * The revisions of an editorial item (an article, a notice), newest first: who saved when, what differs
 * from now, and restoring one. `apiBase` is the kind's newsroom address, e.g. /api/admin/articles.
 */
export function RevisionsPanel<Item extends RevisedItem>({
  apiBase,
  article,
  dirty,
  onRestored,
}: {
  apiBase: string;
  article: Item;
  dirty: boolean;
  onRestored: (item: Item) => void;
}) {
  const { timeZone } = useSite();
  const revisions = useQuery(revisionsQuery<EditorialRevision>(apiBase, article.id));
  const [open, setOpen] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function restore(revision: EditorialRevision) {
    try {
      const response = await apiRequest("POST", `${apiBase}/${article.id}/revisions/${revision.id}/restore`);
      const restored = (await response.json()) as Item;
      queryClient.setQueryData(editorialItemQuery(apiBase, article.id).queryKey, restored);
      void queryClient.invalidateQueries({ queryKey: revisionsQuery(apiBase, article.id).queryKey });
      void invalidateAdmin(queryClient, [`${apiBase}?`]);
      setProblem(null);
      setOpen(null);
      onRestored(restored);
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "Die Version konnte nicht wiederhergestellt werden.");
    }
  }

  return (
    <section aria-labelledby="revisions-heading" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="revisions-heading" className="text-xl font-bold text-stone-900">
        Versionen
      </h2>
      {dirty ? (
        <p className="mt-1 text-sm text-stone-700">
          Speichern Sie Ihre Änderungen, bevor Sie eine Version wiederherstellen.
        </p>
      ) : null}
      <ProblemAlert className="mt-2" text={problem} />
      <ListState
        query={revisions}
        skeleton="mt-3 h-24 w-full"
        failed="Die Versionen konnten nicht geladen werden."
        failedLine="mt-2"
      >
        {(data) => (
          <ol className={boxedListClass("mt-3")}>
            {data.revisions.map((revision) => {
              const current = revision.version === article.version;
              const differences = Object.keys(FIELD_LABELS).filter(
                (key) =>
                  JSON.stringify(revision.fields[key] ?? null) !==
                  JSON.stringify((article as unknown as Record<string, unknown>)[key] ?? null),
              );
              return (
                <li key={revision.id} className="p-4" data-testid="revision">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm text-stone-900">
                      <span className="font-semibold">Version {revision.version}</span>
                      {" · "}
                      {revision.savedBy}
                      {" · "}
                      <time dateTime={revision.savedAt}>
                        {formatLongDateTime(revision.savedAt, timeZone)}
                      </time>
                      {current ? " · aktuell" : ""}
                      {revision.note ? <span className="block text-stone-700">{revision.note}</span> : null}
                    </p>
                    {current ? null : (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="secondary"
                          aria-expanded={open === revision.id}
                          onClick={() => setOpen(open === revision.id ? null : revision.id)}
                        >
                          {open === revision.id ? "Unterschiede ausblenden" : "Unterschiede anzeigen"}
                        </Button>
                        <ConfirmDialog
                          trigger={
                            <Button variant="outline" disabled={dirty}>
                              Wiederherstellen
                            </Button>
                          }
                          title={`Version ${revision.version} wiederherstellen?`}
                          question="Ihr Inhalt wird als neue Version gespeichert; der Status des Artikels bleibt."
                          confirmLabel="Wiederherstellen"
                          onConfirm={() => void restore(revision)}
                        />
                      </div>
                    )}
                  </div>
                  {open === revision.id ? (
                    <div className="mt-3 space-y-3" data-testid="revision-diff">
                      {differences.length === 0 ? (
                        <p className="text-sm text-stone-700">Gleich wie die aktuelle Fassung.</p>
                      ) : (
                        differences.map((key) => (
                          <FieldDifference
                            key={key}
                            label={FIELD_LABELS[key] ?? key}
                            before={shown(key, revision.fields[key], timeZone)}
                            after={shown(key, (article as unknown as Record<string, unknown>)[key], timeZone)}
                          />
                        ))
                      )}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </ListState>
    </section>
  );
}

/** One field's change from the revision to the current version, line by line. */
function FieldDifference({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-900">{label}</h3>
      <ul className="mt-1 overflow-hidden rounded-md border border-stone-200 font-mono text-sm">
        {lineDiff(before, after).map((line, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a diff have no identity beyond their place
            key={index}
            className={
              line.kind === "removed"
                ? "bg-red-50 px-2 break-words whitespace-pre-wrap text-red-900"
                : line.kind === "added"
                  ? "bg-emerald-50 px-2 break-words whitespace-pre-wrap text-emerald-900"
                  : "px-2 break-words whitespace-pre-wrap text-stone-700"
            }
          >
            <span className="sr-only">
              {line.kind === "removed" ? "In dieser Version: " : line.kind === "added" ? "Aktuell: " : ""}
            </span>
            <span aria-hidden="true">
              {line.kind === "removed" ? "− " : line.kind === "added" ? "+ " : "  "}
            </span>
            {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
