import { useId, useState } from "react";
import type { AdminPrReport } from "../../../shared/admin";
import { formatLongDate } from "../../../shared/dates";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/field";
import { useSite } from "../../lib/site";
import { DecisionButtons, ItemShell } from "./moderationParts";
import { failureMessage, successToast, useAdminAction } from "./useAdminAction";

export function PrReportItem({ report }: { report: AdminPrReport }) {
  const { timeZone } = useSite();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(report.title);
  const [companyName, setCompanyName] = useState(report.companyName);
  const titleId = useId();
  const companyId = useId();
  const update = useAdminAction<void>({
    call: () => ({
      method: "PATCH",
      url: `/api/admin/pr-reports/${report.id}`,
      body: { title, companyName },
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
          <div>
            <Label htmlFor={titleId}>Titel</Label>
            <Input
              id={titleId}
              required
              maxLength={300}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={companyId}>Firmenname</Label>
            <Input
              id={companyId}
              required
              maxLength={200}
              value={companyName}
              onChange={(event) => setCompanyName(event.target.value)}
            />
          </div>
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
              }}
            >
              Abbrechen
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="mt-3" onClick={() => setEditing(true)}>
          Titel und Firma bearbeiten
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
