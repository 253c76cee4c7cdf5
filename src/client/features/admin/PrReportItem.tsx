import { useState } from "react";
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

export function PrReportItem({ report }: { report: AdminPrReport }) {
  const { timeZone } = useSite();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(report.title);
  const [companyName, setCompanyName] = useState(report.companyName);
  const [excerpt, setExcerpt] = useState(report.excerpt ?? "");
  const [content, setContent] = useState(report.content);
  const update = useAdminAction<void>({
    call: () => ({
      method: "PATCH",
      url: `/api/admin/pr-reports/${report.id}`,
      body: { title, companyName, excerpt, content },
    }),
    onSuccess: () => {
      setEditing(false);
      return successToast("pr-report", "update", title);
    },
    failure: failureMessage("pr-report", "update"),
  });
  return (
    <ItemShell
      kind="pr-report"
      kindLabel="PR-Bericht"
      id={report.id}
      title={report.title}
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
          <Field label="Titel">
            {(props) => (
              <Input
                {...props}
                required
                maxLength={300}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </Field>
          <Field label="Firmenname">
            {(props) => (
              <Input
                {...props}
                required
                maxLength={200}
                value={companyName}
                onChange={(event) => setCompanyName(event.target.value)}
              />
            )}
          </Field>
          <Field label="Kurzbeschreibung">
            {(props) => (
              <Textarea
                {...props}
                rows={2}
                maxLength={500}
                value={excerpt}
                onChange={(event) => setExcerpt(event.target.value)}
              />
            )}
          </Field>
          <Field label="Text">
            {(props) => (
              <Textarea
                {...props}
                required
                rows={12}
                maxLength={20_000}
                value={content}
                onChange={(event) => setContent(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending}>
              Speichern
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setTitle(report.title);
                setCompanyName(report.companyName);
                setExcerpt(report.excerpt ?? "");
                setContent(report.content);
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
