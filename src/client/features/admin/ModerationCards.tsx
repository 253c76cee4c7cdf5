import { ExternalLink } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type {
  AdminEvent,
  AdminLetter,
  AdminPrReport,
  AdminUserArticle,
  ReportedItem,
} from "../../../shared/admin";
import { previewOf } from "../../../shared/admin";
import { formatLongDate } from "../../../shared/dates";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input, Label, Textarea } from "../../components/ui/field";
import { useSite } from "../../lib/site";
import { ContentImage } from "../articles/ContentImage";
import { imageSrc } from "../articles/categoryStyle";
import { useAuth } from "../auth/useAuth";
import { ConfirmDialog, RejectDialog } from "./ConfirmDialog";
import { ContributionEditor, OriginalVersion, PublicationButton } from "./ContributionEditor";
import { ItemHistory } from "./ItemHistory";
import { failureMessage, type ModeratedKind, successToast, useAdminAction } from "./useAdminAction";

const STATUS_LABELS: Record<string, { label: string; className: string }> = {
  pending: { label: "Wartet auf Freigabe", className: "bg-amber-100 text-amber-900" },
  withdrawn: { label: "Zurückgezogen", className: "bg-stone-200 text-stone-900" },
  approved: { label: "Freigegeben", className: "bg-green-100 text-green-900" },
  rejected: { label: "Abgelehnt", className: "bg-stone-200 text-stone-900" },
  cancelled: { label: "Gekündigt", className: "bg-stone-200 text-stone-900" },
};
const PAYMENT_LABELS: Record<string, string> = { free_trial: "Gratis-Test", completed: "Bezahlt" };

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

function ItemShell({
  kind,
  kindLabel,
  id,
  title,
  status,
  meta,
  text,
  href,
  image,
  children,
}: {
  kind: ModeratedKind;
  kindLabel: string;
  id: string | number;
  title: string;
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
        <Badge className="bg-stone-100 text-stone-900">{kindLabel}</Badge>
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

function DecisionButtons({
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
              trigger={
                <Button variant="secondary" disabled={busy}>
                  Ablehnen
                </Button>
              }
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

function NotesField({
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

export function EventItem({ event }: { event: AdminEvent }) {
  const { timeZone } = useSite();
  const times = [event.startTime, event.endTime].filter(Boolean).join(" – ");
  return (
    <ItemShell
      kind="event"
      kindLabel="Event"
      id={event.id}
      title={event.title}
      status={event.status}
      href={null}
      text={event.description ?? ""}
      image={event.imageUrl}
      meta={
        <>
          <p>
            {formatLongDate(event.eventDate, timeZone)}
            {times ? `, ${times} Uhr` : ""}
            {event.location ? ` · ${event.location}` : ""}
          </p>
          {event.organizer || event.contactEmail ? (
            <p>{[event.organizer, event.contactEmail].filter(Boolean).join(" · ")}</p>
          ) : null}
          <p>Eingereicht am {formatLongDate(event.createdAt, timeZone)}</p>
        </>
      }
    >
      <DecisionButtons kind="event" id={event.id} title={event.title} pending={event.status === "pending"} />
    </ItemShell>
  );
}

function ContributionItem({
  kind,
  item,
  kindLabel,
  href,
  extra,
}: {
  kind: "leserbrief" | "user-article";
  item: AdminLetter | AdminUserArticle;
  kindLabel: string;
  href: string;
  extra: string | null;
}) {
  const { timeZone } = useSite();
  const [notes, setNotes] = useState(item.moderationNotes ?? "");
  const [editing, setEditing] = useState(false);
  const pending = item.status === "pending";
  const editable = item.status !== "rejected";
  return (
    <ItemShell
      kind={kind}
      kindLabel={kindLabel}
      id={item.id}
      title={item.title}
      status={item.status === "approved" && !item.isPublished ? "withdrawn" : item.status}
      href={href}
      image={item.imageUrl}
      text={item.content}
      meta={
        <>
          {extra ? <p>{extra}</p> : null}
          <p>
            Von {item.authorName} ({item.authorEmail}) · eingereicht am{" "}
            {formatLongDate(item.createdAt, timeZone)}
          </p>
          {item.isAiAssisted ? <p>Mit KI-Unterstützung geschrieben</p> : null}
          {!pending && item.moderationNotes ? <p>Moderationsnotiz: {item.moderationNotes}</p> : null}
        </>
      }
    >
      {item.editedByTeam ? <OriginalVersion kind={kind} id={item.id} /> : null}
      {editable && editing ? (
        <ContributionEditor kind={kind} item={item} onDone={() => setEditing(false)} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {editable && !editing ? (
          <Button variant="outline" className="mt-3" onClick={() => setEditing(true)}>
            Text korrigieren
          </Button>
        ) : null}
        {item.status === "approved" ? (
          <PublicationButton kind={kind} id={item.id} title={item.title} published={item.isPublished} />
        ) : null}
      </div>
      {pending ? <NotesField value={notes} onChange={setNotes} disabled={false} /> : null}
      <DecisionButtons
        kind={kind}
        id={item.id}
        title={item.title}
        pending={pending}
        notes={pending ? notes : undefined}
      />
    </ItemShell>
  );
}

export const LetterItem = ({ letter }: { letter: AdminLetter }) => (
  <ContributionItem
    kind="leserbrief"
    item={letter}
    kindLabel="Leserbrief"
    href={`/leserbriefe/${encodeURIComponent(letter.slug)}`}
    extra={
      [letter.topic && `Thema: ${letter.topic}`, letter.authorLocation && `Wohnort: ${letter.authorLocation}`]
        .filter(Boolean)
        .join(" · ") || null
    }
  />
);

export const UserArticleItem = ({ article }: { article: AdminUserArticle }) => (
  <ContributionItem
    kind="user-article"
    item={article}
    kindLabel="Leserartikel"
    href={`/user-artikel/${encodeURIComponent(article.slug)}`}
    extra={`Kategorie: ${article.category}`}
  />
);

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
            Zahlung: {PAYMENT_LABELS[report.paymentStatus] ?? "Ausstehend"} · erstellt am{" "}
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

const REPORT_KIND_LABELS: Record<ReportedItem["kind"], string> = {
  article: "Artikel",
  leserbrief: "Leserbrief",
  "user-article": "Leserartikel",
  "pr-report": "PR-Bericht",
  event: "Event",
  "help-entry": "Marktplatz-Eintrag",
  message: "Nachricht",
};

export function ReportedItemCard({ item }: { item: ReportedItem }) {
  const dismiss = useAdminAction<void>({
    call: () => ({
      method: "POST",
      url: `/api/admin/reports/${item.kind}/${encodeURIComponent(item.itemId)}/dismiss`,
    }),
    onSuccess: () => ({ title: "Meldungen verworfen", description: `«${item.title}» bleibt unverändert.` }),
    failure: "Die Meldungen konnten nicht verworfen werden. Bitte versuchen Sie es erneut.",
  });
  const visibility = useAdminAction<void>({
    call: () => ({
      method: "POST",
      url: `/api/admin/help-entries/${item.itemId}/${item.hidden ? "show" : "hide"}`,
    }),
    onSuccess: () => ({ title: item.hidden ? "Eintrag wieder sichtbar" : "Eintrag ausgeblendet" }),
    failure: "Der Eintrag konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
  });
  return (
    <Card className="p-4" data-testid="admin-item-report">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="bg-stone-100 text-stone-900">{REPORT_KIND_LABELS[item.kind]}</Badge>
        <Badge className="bg-red-100 text-red-900">
          {item.count === 1 ? "1 Meldung" : `${item.count} Meldungen`}
        </Badge>
        {item.hidden ? <Badge className="bg-stone-200 text-stone-900">Nicht öffentlich</Badge> : null}
      </div>
      <h3 className="mt-2 break-words text-lg font-semibold text-stone-900">{item.title}</h3>
      <p className="mt-2 whitespace-pre-line break-words text-stone-800">{item.excerpt}</p>
      <p className="mt-3 text-sm font-semibold text-stone-900">Gründe:</p>
      <ul className="list-disc pl-5 text-sm text-stone-800">
        {item.reasons.map((reason, index) => (
          // Reasons repeat; their order is fixed by the server.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once per answer
          <li key={index} className="break-words">
            {reason}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        {item.href ? (
          <a href={item.href} target="_blank" rel="noreferrer" className={buttonClass("secondary")}>
            Ansehen
          </a>
        ) : null}
        {item.kind === "help-entry" ? (
          <Button variant="outline" disabled={visibility.isPending} onClick={() => visibility.mutate()}>
            {item.hidden ? "Wieder anzeigen" : "Ausblenden"}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
          Meldungen verwerfen
        </Button>
      </div>
    </Card>
  );
}
