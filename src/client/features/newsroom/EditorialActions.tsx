import { Copy } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import type { EditorialStatus } from "../../../shared/common/constants";
import { addDays, calendarDayOf, formatClockTime, isoDay, zonedTime } from "../../../shared/common/dates";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/field";
import { useSite } from "../../lib/site";
import { ConfirmDialog } from "../admin/ConfirmDialog";
import type { SaveIntent } from "./articleForm";

const ARTICLE_WITHDRAWAL = {
  title: "Artikel zurückziehen?",
  question:
    "Der Artikel verschwindet von allen Seiten, Listen und Feeds; seine Adresse meldet, dass er zurückgezogen wurde.",
};

/** One part of the planned publication moment, typed in the site's time zone. */
function PlanField({ id, label, ...input }: ComponentProps<"input"> & { id: string; label: string }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} className="w-auto" {...input} />
    </div>
  );
}

/**
 * The life cycle's buttons of an editorial item (the newsroom's articles, official notices): save, publish,
 * plan, withdraw, delete a draft, and (where the kind has one) a preview link.
 */
export function EditorialActions({
  status,
  saved,
  saving,
  publishAt,
  error,
  withdrawal = ARTICLE_WITHDRAWAL,
  onSave,
  onDelete,
  onPreviewLink,
}: {
  status: EditorialStatus;
  /** Whether the item has been saved once. */
  saved: boolean;
  saving: boolean;
  publishAt: string | null;
  error?: string;
  withdrawal?: { title: string; question: string };
  onSave: (intent?: SaveIntent) => Promise<boolean>;
  onDelete: () => void;
  onPreviewLink?: () => void;
}) {
  const { timeZone } = useSite();
  const planned = publishAt && status === "scheduled" ? new Date(publishAt) : null;
  const tomorrow = addDays(calendarDayOf(new Date(), timeZone), 1);
  const [day, setDay] = useState(planned ? isoDay(calendarDayOf(planned, timeZone)) : isoDay(tomorrow));
  const [time, setTime] = useState(planned ? formatClockTime(planned, timeZone) : "07:00");
  const [planProblem, setPlanProblem] = useState<string | null>(null);
  const ids = { day: useId(), time: useId(), problem: useId() };
  const unpublished = status === "draft" || status === "scheduled";

  function plan() {
    const [year, month, date] = day.split("-").map(Number);
    const [hour, minute] = time.split(":").map(Number);
    if (!year || !month || !date || hour === undefined || minute === undefined || Number.isNaN(hour)) {
      setPlanProblem("Bitte geben Sie Datum und Uhrzeit der Veröffentlichung an.");
      return;
    }
    const moment = zonedTime({ year, month, day: date }, hour, minute ?? 0, timeZone);
    if (moment.getTime() <= Date.now()) {
      setPlanProblem("Bitte wählen Sie einen Zeitpunkt in der Zukunft.");
      return;
    }
    setPlanProblem(null);
    void onSave({ status: "scheduled", publishAt: moment.toISOString() });
  }

  return (
    <div className="space-y-4 border-t border-stone-200 pt-4">
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={saving}>
          {status === "draft" ? "Als Entwurf speichern" : "Änderungen speichern"}
        </Button>
        {status === "scheduled" ? (
          <Button variant="ghost" disabled={saving} onClick={() => void onSave({ status: "draft" })}>
            Zurück zum Entwurf
          </Button>
        ) : null}
        {status !== "published" ? (
          <Button disabled={saving} onClick={() => void onSave({ status: "published" })}>
            Jetzt veröffentlichen
          </Button>
        ) : null}
        {status === "published" || status === "scheduled" ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={saving}>
                Zurückziehen
              </Button>
            }
            title={withdrawal.title}
            question={withdrawal.question}
            confirmLabel="Zurückziehen"
            onConfirm={() => void onSave({ status: "withdrawn" })}
          />
        ) : null}
        {saved && unpublished && onPreviewLink ? (
          <Button variant="ghost" disabled={saving} onClick={onPreviewLink}>
            Vorschau-Link erstellen
          </Button>
        ) : null}
        {saved && status === "draft" ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="text-red-800" disabled={saving}>
                Entwurf löschen
              </Button>
            }
            title="Entwurf löschen?"
            question="Der Entwurf und seine Versionen werden endgültig gelöscht."
            confirmLabel="Endgültig löschen"
            onConfirm={onDelete}
          />
        ) : null}
      </div>
      {unpublished ? (
        <fieldset className="rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">
            Planen (Zeit in {timeZone.replace("_", " ")})
          </legend>
          <div className="flex flex-wrap items-end gap-3">
            <PlanField
              id={ids.day}
              label="Datum"
              type="date"
              value={day}
              aria-describedby={planProblem || error ? ids.problem : undefined}
              onChange={(event) => setDay(event.target.value)}
            />
            <PlanField
              id={ids.time}
              label="Uhrzeit"
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
            <Button variant="secondary" disabled={saving} onClick={plan}>
              Planen
            </Button>
          </div>
          {planProblem || error ? (
            <p id={ids.problem} role="alert" className="mt-2 text-sm text-red-800">
              {planProblem ?? error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

export function PreviewLink({ url, dirty }: { url: string; dirty: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <Label htmlFor={id}>Vorschau-Link (7 Tage gültig, ohne Anmeldung)</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          className="min-w-0 flex-1"
          data-testid="preview-url"
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          {copied ? "Kopiert" : "Link kopieren"}
        </Button>
      </div>
      {dirty ? (
        <p className="mt-1 text-sm text-stone-800">Die Vorschau zeigt den zuletzt gespeicherten Stand.</p>
      ) : null}
    </div>
  );
}
