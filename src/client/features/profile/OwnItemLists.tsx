import { type QueryKey, queryOptions, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import type { AuthUser } from "../../../shared/auth/basics";
import { formatLongDate } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import type { OwnEvent } from "../../../shared/events/events";
import {
  entryImage,
  type HelpEntry,
  PROFILE_STATUS_LABELS,
  priceLabel,
} from "../../../shared/marketplace/basics";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { LoadFailed, QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { useSite } from "../../lib/site";
import { imageSrc } from "../articles/categoryStyle";
import { ownEventsKey } from "../events/queries";
import { DeleteEntryDialog } from "../marketplace/DeleteEntryDialog";
import { HelpEntryBadges } from "../marketplace/HelpEntryCard";
import { HelpEntryForm } from "../marketplace/HelpEntryForm";
import { ownEntriesQuery } from "../marketplace/queries";
import { useDeleteHelpEntry, useUpdateHelpEntry } from "../marketplace/useHelpEntryMutations";
import {
  letterReviewLabel,
  ownLettersQuery,
  ownUserArticlesQuery,
  reviewLabel,
  textPreview,
} from "./ownItems";

export const reviewBadgeClass = (label: string) =>
  label === "Genehmigt" || label === "Veröffentlicht" || label === "Bezahlt"
    ? "bg-green-100 text-green-900"
    : label === "Abgelehnt"
      ? "bg-red-100 text-red-900"
      : "bg-amber-100 text-amber-900";

/** One tab's list as it reads it: loading, failure, empty and filled states, with the tab's call to action. */
export function OwnList<T extends { id: number | string }>({
  query,
  empty,
  action,
  itemTestId,
  render,
}: {
  query: UseQueryOptions<T[], Error, T[], QueryKey>;
  empty: string;
  action: { href: string; label: string };
  itemTestId: string;
  render: (item: T) => ReactNode;
}) {
  const list = useQuery(query);
  const actionLink = (
    <Link href={action.href} className={buttonClass("primary")}>
      {action.label}
    </Link>
  );
  return (
    <QueryState
      query={list}
      loading={
        <div className="space-y-3" role="status" aria-busy="true" aria-label="Wird geladen">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      }
      error={<LoadFailed onRetry={() => list.refetch()} />}
      isEmpty={(items) => items.length === 0}
      empty={
        <div className="rounded-lg border border-stone-200 bg-white p-6 text-center">
          <p className="text-stone-700">{empty}</p>
          <div className="mt-4">{actionLink}</div>
        </div>
      }
    >
      {(items) => (
        <div className="space-y-4">
          <div className="flex justify-end">{actionLink}</div>
          <ul className="space-y-4">
            {items.map((item) => (
              <ItemCard key={item.id} testId={itemTestId}>
                {render(item)}
              </ItemCard>
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}

function ItemCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <li>
      <Card className="p-4" data-testid={testId}>
        {children}
      </Card>
    </li>
  );
}

export function Dates({ createdAt, publishedAt }: { createdAt: string; publishedAt?: string | null }) {
  const { timeZone } = useSite();
  return (
    <p className="mt-2 text-sm text-stone-600">
      {`Erstellt am ${formatLongDate(createdAt, timeZone)}`}
      {publishedAt ? ` · Veröffentlicht am ${formatLongDate(publishedAt, timeZone)}` : ""}
    </p>
  );
}

/** An item's title with its badges at the other end of the line. */
function ItemHeading({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="text-lg font-semibold break-words">{title}</h3>
      {children}
    </div>
  );
}

const ReviewBadge = ({ label }: { label: string }) => (
  <Badge className={reviewBadgeClass(label)}>{label}</Badge>
);

const AiBadge = () => (
  <Badge className="bg-violet-100 text-violet-900">
    <Sparkles className="mr-1 h-3 w-3" aria-hidden="true" />
    KI-unterstützt
  </Badge>
);

/**
 * A member's written text (letter, article): its title with whether the assistant helped and where its
 * review stands, what it is about, its beginning and its dates.
 */
function WrittenTextItem({
  title,
  aiAssisted,
  reviewLabel,
  about,
  dates,
  children,
}: {
  title: ReactNode;
  aiAssisted: boolean;
  reviewLabel: string;
  about: ReactNode;
  dates: { createdAt: string; publishedAt: string | null };
  children: ReactNode;
}) {
  return (
    <>
      <ItemHeading title={title}>
        <div className="flex flex-wrap gap-2">
          {aiAssisted ? <AiBadge /> : null}
          <ReviewBadge label={reviewLabel} />
        </div>
      </ItemHeading>
      {about}
      {children}
      <Dates createdAt={dates.createdAt} publishedAt={dates.publishedAt} />
    </>
  );
}

export function OwnEvents() {
  const { timeZone } = useSite();
  return (
    <OwnList
      query={queryOptions<OwnEvent[]>({ queryKey: ownEventsKey })}
      empty="Sie haben noch keine Events eingereicht."
      action={{ href: "/category/Events", label: "Zum Eventkalender" }}
      itemTestId="own-event"
      render={(event) => (
        <>
          <ItemHeading title={event.title}>
            <ReviewBadge label={reviewLabel(event.status)} />
          </ItemHeading>
          <p className="mt-1 text-sm text-stone-700">
            {formatLongDate(event.eventDate, timeZone)}
            {event.startTime ? `, ${event.startTime}${event.endTime ? `–${event.endTime}` : ""} Uhr` : ""}
            {event.location ? ` · ${event.location}` : ""}
          </p>
          {event.description ? (
            <p className="mt-2 break-words text-stone-700">{textPreview(event.description)}</p>
          ) : null}
          <p className="mt-2 text-sm break-all text-stone-600">
            {[
              event.organizer && `Veranstalter: ${event.organizer}`,
              event.contactEmail && `Kontakt: ${event.contactEmail}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </>
      )}
    />
  );
}

export function OwnLetters() {
  return (
    <OwnList
      query={ownLettersQuery}
      empty="Sie haben noch keine Leserbriefe geschrieben."
      action={{ href: "/leserbrief-schreiben", label: "Leserbrief schreiben" }}
      itemTestId="own-letter"
      render={(letter) => (
        <WrittenTextItem
          title={letter.title}
          aiAssisted={letter.isAiAssisted}
          reviewLabel={letterReviewLabel(letter)}
          about={
            letter.topic ? <p className="mt-1 text-sm text-stone-600">{`Thema: ${letter.topic}`}</p> : null
          }
          dates={letter}
        >
          <p className="mt-2 break-words text-stone-700">{textPreview(letter.content)}</p>
        </WrittenTextItem>
      )}
    />
  );
}

export function OwnUserArticles() {
  return (
    <OwnList
      query={ownUserArticlesQuery}
      empty="Sie haben noch keine Artikel geschrieben."
      action={{ href: "/artikel-schreiben", label: "Artikel schreiben" }}
      itemTestId="own-article"
      render={(article) => (
        <WrittenTextItem
          title={
            article.isPublished && article.status === "approved" ? (
              <Link href={paths.userArticle(article.slug)} className="underline hover:text-red-800">
                {article.title}
              </Link>
            ) : (
              article.title
            )
          }
          aiAssisted={article.isAiAssisted}
          reviewLabel={reviewLabel(article.status)}
          about={<p className="mt-1 text-sm text-stone-600">{article.category}</p>}
          dates={article}
        >
          {article.excerpt ? (
            <p className="mt-2 font-medium break-words text-stone-800">{article.excerpt}</p>
          ) : null}
          <p className="mt-1 break-words text-stone-700">{textPreview(article.content)}</p>
        </WrittenTextItem>
      )}
    />
  );
}

/** Spec §2: the member's entries with an edit dialog (all three statuses) and a delete confirmation. */
export function OwnHelpEntries({ user }: { user: AuthUser }) {
  const { timeZone } = useSite();
  const [editing, setEditing] = useState<HelpEntry | null>(null);
  const [deleting, setDeleting] = useState<HelpEntry | null>(null);
  const update = useUpdateHelpEntry({ onSuccess: () => setEditing(null) });
  const remove = useDeleteHelpEntry("profile", () => setDeleting(null));
  return (
    <>
      <OwnList
        query={ownEntriesQuery}
        empty="Sie haben noch keine Einträge im Marktplatz."
        action={{ href: "/marktplatz/anbieten", label: "Angebot erstellen" }}
        itemTestId="own-help-entry"
        render={(entry) => {
          const image = imageSrc(entryImage(entry));
          return (
            <div className="flex gap-4">
              {image ? (
                <img
                  src={image}
                  alt=""
                  className="hidden h-20 w-28 shrink-0 rounded-md object-cover sm:block"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <HelpEntryBadges entry={entry} statusLabel={PROFILE_STATUS_LABELS[entry.status]} />
                <h3 className="mt-2 text-lg font-semibold break-words">{entry.title}</h3>
                <p className="mt-1 line-clamp-3 break-words text-stone-700">{entry.description}</p>
                <p className="mt-2 text-sm text-stone-600">
                  {formatLongDate(entry.createdAt, timeZone)}
                  {entry.price ? ` · ${priceLabel(entry.price)}` : ""}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setEditing(entry)}>
                    Bearbeiten
                  </Button>
                  <Button variant="outline" onClick={() => setDeleting(entry)}>
                    Löschen
                  </Button>
                </div>
              </div>
            </div>
          );
        }}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent title="Eintrag bearbeiten" className="max-w-2xl">
            <HelpEntryForm
              variant="edit"
              kind={editing.kind}
              user={user}
              entry={editing}
              pending={update.isPending}
              submitLabel="Änderungen speichern"
              onSubmit={(values) => update.mutate({ id: editing.id, values })}
              onCancel={() => setEditing(null)}
            />
          </DialogContent>
        ) : null}
      </Dialog>
      <DeleteEntryDialog
        entry={deleting}
        pending={remove.isPending}
        onConfirm={(entry) => remove.mutate(entry.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
