import { ExternalLink } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { AUDIT_ENTITY_LABELS, previewOf } from "../../../shared/admin/admin";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Label, Textarea } from "../../components/ui/field";
import { ContentImage } from "../articles/ContentImage";
import { imageSrc } from "../articles/categoryStyle";
import { useAuth } from "../auth/useAuth";
import { ConfirmDialog, RejectDialog } from "./ConfirmDialog";
import { ItemHistory } from "./ItemHistory";
import { failureMessage, type ModeratedKind, successToast, useAdminAction } from "./useAdminAction";

// What every moderation card shares: its frame, its decision buttons and notes, and the calls behind them.

const STATUS_LABELS: Record<string, { label: string; className: string }> = {
  pending: { label: "Wartet auf Freigabe", className: "bg-amber-100 text-amber-900" },
  withdrawn: { label: "Zurückgezogen", className: "bg-stone-200 text-stone-900" },
  approved: { label: "Freigegeben", className: "bg-green-100 text-green-900" },
  rejected: { label: "Abgelehnt", className: "bg-stone-200 text-stone-900" },
  cancelled: { label: "Gekündigt", className: "bg-stone-200 text-stone-900" },
};

const KIND_PATHS: Record<ModeratedKind, { decide: string; remove: string }> = {
  event: { decide: "/api/admin/events", remove: "/api/admin/events" },
  leserbrief: { decide: "/api/admin/reader-letters", remove: "/api/admin/leserbriefe" },
  "user-article": { decide: "/api/admin/user-articles", remove: "/api/admin/user-articles" },
  "pr-report": { decide: "/api/admin/pr-reports", remove: "/api/admin/pr-reports" },
};
const DELETE_QUESTIONS: Record<ModeratedKind, string> = {
  event: "Sind Sie sicher, dass Sie dieses Event löschen möchten?",
  leserbrief: "Sind Sie sicher, dass Sie diesen Leserbrief löschen möchten?",
  "user-article": "Sind Sie sicher, dass Sie diesen Artikel löschen möchten?",
  "pr-report": "Sind Sie sicher, dass Sie diesen PR-Bericht löschen möchten?",
};

/** Approve, reject (with notes or a reason) and delete, with the spec's toasts. */
function useDecisions(kind: ModeratedKind, id: string | number, title: string) {
  const paths = KIND_PATHS[kind];
  const decision = (verb: "approve" | "reject") => ({
    call: (body: Record<string, string | null>) => ({
      method: "POST",
      url: `${paths.decide}/${id}/${verb}`,
      body,
    }),
    onSuccess: (_input: unknown, answer: unknown) => {
      const trial = (answer as { freeTrialInfo?: { message?: string } } | null)?.freeTrialInfo?.message;
      const toast = successToast(kind, verb, title);
      return trial ? { ...toast, description: trial } : toast;
    },
    failure: failureMessage(kind, verb),
  });
  const approve = useAdminAction(decision("approve"));
  const reject = useAdminAction(decision("reject"));
  const remove = useAdminAction<void>({
    call: () => ({ method: "DELETE", url: `${paths.remove}/${id}` }),
    onSuccess: () => successToast(kind, "delete", title),
    failure: failureMessage(kind, "delete"),
  });
  return { approve, reject, remove, busy: approve.isPending || reject.isPending || remove.isPending };
}

export function ItemShell({
  kind,
  item: { id, title },
  status,
  meta,
  text,
  href,
  image,
  children,
}: {
  kind: ModeratedKind;
  item: { id: string | number; title: string };
  status: string;
  meta: ReactNode;
  text: string;
  href: string | null;
  /** The member's picture: the team sees it before deciding. */
  image?: string | null;
  children: ReactNode;
}) {
  const [full, setFull] = useState(false);
  // The audit log is administrators' (GET /api/admin/audit); editors decide without it.
  const isAdmin = useAuth().user?.role === "admin";
  const badge = STATUS_LABELS[status] ?? STATUS_LABELS.pending!;
  const picture = imageSrc(image);
  return (
    <Card className="p-4" data-testid={`admin-item-${kind}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="bg-stone-100 text-stone-900">{AUDIT_ENTITY_LABELS[kind]}</Badge>
        <Badge className={badge.className}>{badge.label}</Badge>
      </div>
      <h3 className="mt-2 break-words text-lg font-semibold text-stone-900">{title}</h3>
      <div className="mt-1 space-y-0.5 break-words text-sm text-stone-700">{meta}</div>
      {picture ? (
        <ContentImage
          src={picture}
          sizes="16rem"
          alt={`Bild zu «${title}»`}
          className="mt-3 max-h-48 w-64 max-w-full rounded-md border border-stone-200 object-cover"
        />
      ) : null}
      <p className="mt-3 whitespace-pre-line break-words text-stone-800">{full ? text : previewOf(text)}</p>
      <div className="mt-2 flex flex-wrap gap-3 text-sm">
        {text.length > 300 ? (
          <button type="button" className="font-medium text-red-800 underline" onClick={() => setFull(!full)}>
            {full ? "Weniger anzeigen" : "Vollständig anzeigen"}
          </button>
        ) : null}
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-red-800 underline"
          >
            Beitrag öffnen
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">(neues Fenster)</span>
          </a>
        ) : null}
      </div>
      {children}
      {isAdmin ? <ItemHistory entityType={kind} entityId={id} /> : null}
    </Card>
  );
}

export function DecisionButtons({
  kind,
  id,
  title,
  pending,
  notes,
}: {
  kind: ModeratedKind;
  id: string | number;
  title: string;
  pending: boolean;
  notes?: string;
}) {
  const { approve, reject, remove, busy } = useDecisions(kind, id, title);
  const isAdmin = useAuth().user?.role === "admin";
  const withNotes = notes !== undefined;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {pending ? (
        <>
          <Button
            disabled={busy}
            onClick={() => approve.mutate(withNotes ? { moderationNotes: notes || null } : {})}
          >
            Freigeben
          </Button>
          {withNotes ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => reject.mutate({ moderationNotes: notes || null })}
            >
              Ablehnen
            </Button>
          ) : (
            <RejectDialog
              itemTitle={title}
              onReject={(reason) => reject.mutate({ reason: reason || null })}
              disabled={busy}
            />
          )}
        </>
      ) : null}
      {/* Deleting cannot be undone: administrators only (editors reject or withdraw instead). */}
      {isAdmin ? (
        <ConfirmDialog
          title="Löschen bestätigen"
          question={DELETE_QUESTIONS[kind]}
          confirmLabel="Löschen"
          onConfirm={() => remove.mutate()}
          trigger={
            <Button variant="ghost" disabled={busy}>
              Löschen
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

export function NotesField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="mt-3">
      <Label htmlFor={id}>Moderationsnotiz (geht mit der Mail an die Verfasserin oder den Verfasser)</Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={2000}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
