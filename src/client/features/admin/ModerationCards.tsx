import { useState } from "react";
import type { AdminEvent, AdminLetter, AdminUserArticle } from "../../../shared/admin/admin";
import { formatLongDate } from "../../../shared/common/dates";
import { Button } from "../../components/ui/button";
import { useSite } from "../../lib/site";
import { ContributionEditor, OriginalVersion, PublicationButton } from "./ContributionEditor";
import { DecisionButtons, ItemShell, NotesField } from "./moderationParts";

export function EventItem({ event }: { event: AdminEvent }) {
  const { timeZone } = useSite();
  const times = [event.startTime, event.endTime].filter(Boolean).join(" – ");
  return (
    <ItemShell
      kind="event"
      item={event}
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
  href,
  extra,
}: {
  kind: "leserbrief" | "user-article";
  item: AdminLetter | AdminUserArticle;
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
      item={item}
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
    href={`/user-artikel/${encodeURIComponent(article.slug)}`}
    extra={`Kategorie: ${article.category}`}
  />
);
