import { type ChangeEvent, useState } from "react";
import type { AdminPrReport } from "../../../shared/admin/admin";
import { formatLongDate } from "../../../shared/common/dates";
import { Button } from "../../components/ui/button";
import { Field, Input, Textarea } from "../../components/ui/field";
import { useSite } from "../../lib/site";
import { DecisionButtons, ItemShell } from "./moderationParts";
import { failureMessage, successToast, useAdminAction } from "./useAdminAction";

/** How the draft came about, for the team: a template is theirs to complete before approving. */
const draftLine = (report: AdminPrReport) =>
  report.writtenBy === "model"
    ? "Entwurf eines Sprachmodells (KI), vor der Freigabe prüfen"
    : report.fromWebsite
      ? "Vorlage aus den Angaben der Website, vor der Freigabe überarbeiten"
      : "Vorlage nur aus Name und Domain (Website nicht lesbar), vor der Freigabe mit der Firma ergänzen";

type Draft = Pick<AdminPrReport, "title" | "companyName" | "content"> & { excerpt: string };

/** What the team may correct in a report, as the report stands. */
const draftOf = (report: AdminPrReport): Draft => ({
  title: report.title,
  companyName: report.companyName,
  excerpt: report.excerpt ?? "",
  content: report.content,
});

/** A field of the report's draft: one line, or a text of `rows` lines. */
function DraftField({
  label,
  value,
  onChange,
  rows,
  ...limits
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  required?: boolean;
  maxLength: number;
}) {
  return (
    <Field label={label}>
      {(props) => {
        const control = {
          ...props,
          ...limits,
          value,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(event.target.value),
        };
        return rows ? <Textarea {...control} rows={rows} /> : <Input {...control} />;
      }}
    </Field>
  );
}

export function PrReportItem({ report }: { report: AdminPrReport }) {
  const { timeZone } = useSite();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(report));
  const edit = (field: keyof Draft) => (value: string) =>
    setDraft((before) => ({ ...before, [field]: value }));
  const update = useAdminAction<void>({
    call: () => ({
      method: "PATCH",
      url: `/api/admin/pr-reports/${report.id}`,
      body: draft,
    }),
    onSuccess: () => {
      setEditing(false);
      return successToast("pr-report", "update", draft.title);
    },
    failure: failureMessage("pr-report", "update"),
  });
  return (
    <ItemShell
      kind="pr-report"
      item={report}
      status={report.status}
      href={`/pr-report/${report.id}`}
      text={report.excerpt ? `${report.excerpt}\n\n${report.content}` : report.content}
      meta={
        <>
          <p>
            {report.companyName} · {report.companyDomain}
          </p>
          <p>
            <span data-testid="pr-state-line">{report.stateLine}</span> · erstellt am{" "}
            {formatLongDate(report.createdAt, timeZone)}
          </p>
          {report.status === "pending" ? <p data-testid="pr-draft-line">{draftLine(report)}</p> : null}
        </>
      }
    >
      {editing ? (
        <form
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate();
          }}
        >
          <DraftField label="Titel" required maxLength={300} value={draft.title} onChange={edit("title")} />
          <DraftField
            label="Firmenname"
            required
            maxLength={200}
            value={draft.companyName}
            onChange={edit("companyName")}
          />
          <DraftField
            label="Kurzbeschreibung"
            rows={2}
            maxLength={500}
            value={draft.excerpt}
            onChange={edit("excerpt")}
          />
          <DraftField
            label="Text"
            required
            rows={12}
            maxLength={20_000}
            value={draft.content}
            onChange={edit("content")}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending}>
              Speichern
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setDraft(draftOf(report));
              }}
            >
              Abbrechen
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="mt-3" onClick={() => setEditing(true)}>
          Bericht bearbeiten
        </Button>
      )}
      <DecisionButtons
        kind="pr-report"
        id={report.id}
        title={report.title}
        pending={report.status === "pending"}
      />
    </ItemShell>
  );
}
