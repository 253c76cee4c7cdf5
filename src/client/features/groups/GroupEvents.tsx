import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Clock, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { calendarDayOf, isoDay } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import type { GroupDetail, GroupEvent } from "../../../shared/groups/basics";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { boxedListClass } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { useSite } from "../../lib/site";
import { longDate } from "../events/calendar";
import { CopyableAddress } from "./CopyableAddress";
import { CheckboxField, LifeSection, lifeFormClass, submitWith } from "./GroupLifeParts";
import type { GroupPlace } from "./GroupPosts";
import { groupCalendarQuery, groupEventsQuery } from "./queries";
import { ActionError, ActionFormEnd, groupApi, useGroupAction } from "./useGroupAction";

function EventItem({ event }: { event: GroupEvent }) {
  const { timeZone } = useSite();
  const times = [event.startTime, event.endTime].filter(Boolean).join(" – ");
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 break-words font-semibold text-stone-900">
          {event.membersOnly ? (
            event.title
          ) : (
            <Link
              href={paths.event(event.slug)}
              className="text-red-800 underline underline-offset-2 hover:text-red-900"
            >
              {event.title}
            </Link>
          )}
        </h3>
        {event.membersOnly ? <Badge className="bg-sky-100 text-sky-900">Nur für Mitglieder</Badge> : null}
        {event.cancelled ? <Badge className="bg-stone-200 text-stone-900">Abgesagt</Badge> : null}
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <li className="inline-flex items-center gap-1">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {longDate(calendarDayOf(new Date(event.eventDate), timeZone))}
        </li>
        {times ? (
          <li className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {`${times} Uhr`}
          </li>
        ) : null}
        {event.location ? (
          <li className="inline-flex min-w-0 items-center gap-1 break-words">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {event.location}
          </li>
        ) : null}
      </ul>
    </li>
  );
}

/** The event's own fields, as every event is entered (the group's name is its organiser). */
const EVENT_FIELDS = [
  { name: "title", label: "Titel", required: true, maxLength: 200, wide: true },
  { name: "eventDate", label: "Datum", required: true, type: "date" },
  { name: "location", label: "Ort", maxLength: 200 },
  { name: "startTime", label: "Beginn", type: "time" },
  { name: "endTime", label: "Ende", type: "time" },
] as const;

type EventFieldName = (typeof EVENT_FIELDS)[number]["name"];

/** The group's admins invite to an event: public ones are in the village's calendar at once. */
function EventForm({ group, onDone }: { group: GroupDetail; onDone: () => void }) {
  const { timeZone, municipality } = useSite();
  const first = useRef<HTMLInputElement>(null);
  const privateGroup = group.visibility === "private";
  const [fields, setFields] = useState<Record<EventFieldName, string>>(
    () => Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, ""])) as Record<EventFieldName, string>,
  );
  const [description, setDescription] = useState("");
  const [membersOnly, setMembersOnly] = useState(privateGroup);
  const create = useGroupAction<void>(
    group.slug,
    () => ({
      method: "POST",
      url: groupApi(group.slug, "/events"),
      body: { ...fields, description, membersOnly: privateGroup || membersOnly },
    }),
    onDone,
  );
  useEffect(() => first.current?.focus(), []);
  const today = isoDay(calendarDayOf(new Date(), timeZone));
  return (
    <form noValidate onSubmit={submitWith(() => create.mutate())} className={lifeFormClass}>
      <div className="grid gap-4 sm:grid-cols-2">
        {EVENT_FIELDS.map((field) => (
          <div key={field.name} className={"wide" in field ? "sm:col-span-2" : undefined}>
            <TextField
              label={field.label}
              required={"required" in field}
              type={"type" in field ? field.type : "text"}
              maxLength={"maxLength" in field ? field.maxLength : undefined}
              min={field.name === "eventDate" ? today : undefined}
              value={fields[field.name]}
              onValue={(value) => setFields((previous) => ({ ...previous, [field.name]: value }))}
              ref={field.name === "title" ? first : undefined}
            />
          </div>
        ))}
      </div>
      <TextField
        label="Beschreibung"
        rows={4}
        maxLength={5000}
        value={description}
        onValue={setDescription}
      />
      <CheckboxField
        label="Nur für Mitglieder"
        hint={
          privateGroup
            ? "Eine private Gruppe lädt nur ihre Mitglieder ein."
            : `Ohne dieses Häkchen steht der Termin sofort im Veranstaltungskalender von ${municipality}.`
        }
        checked={privateGroup || membersOnly}
        disabled={privateGroup}
        onChange={setMembersOnly}
      />
      <ActionFormEnd action={create} label="Termin eintragen" onCancel={onDone} />
    </form>
  );
}

/** A member's secret address of all their groups' events, for the calendar app on phone or computer. */
function CalendarSubscription() {
  const [open, setOpen] = useState(false);
  const calendar = useQuery({ ...groupCalendarQuery, enabled: open });
  if (!open) {
    return (
      <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        Kalender abonnieren
      </Button>
    );
  }
  return (
    <div className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-4">
      <p className="text-stone-800">
        Fügen Sie diese Adresse in Ihrer Kalender-App als abonnierten Kalender hinzu (zum Beispiel «Kalender
        abonnieren» oder «Aus dem Internet»). Sie enthält die Termine aller Ihrer Gruppen, auch die nur für
        Mitglieder. Die Adresse ist persönlich: Geben Sie sie nicht weiter.
      </p>
      {calendar.isError ? (
        <ActionError error={calendar.error} />
      ) : !calendar.data ? (
        <Skeleton className="mt-3 h-10 w-full" />
      ) : (
        <CopyableAddress
          label="Ihre Kalender-Adresse"
          value={calendar.data.url}
          copyLabel="Adresse kopieren"
          copiedText="Die Adresse ist kopiert."
        />
      )}
    </div>
  );
}

/** 'Termine': the group's coming events; its admins add one, its members subscribe to them. */
export function GroupEvents({ group, place }: { group: GroupDetail; place: GroupPlace }) {
  const events = useQuery(groupEventsQuery(place.slug));
  return (
    <LifeSection
      id="gruppe-termine"
      title="Termine"
      adding={
        place.manager
          ? { label: "Termin eintragen", form: (done) => <EventForm group={group} onDone={done} /> }
          : undefined
      }
      query={events}
      empty="Zurzeit sind keine Termine geplant."
      end={place.member ? <CalendarSubscription /> : null}
    >
      {(list) => (
        <ul aria-label="Kommende Termine der Gruppe" className={boxedListClass("mt-4")}>
          {list.map((event) => (
            <EventItem key={`${event.id}@${event.eventDate}`} event={event} />
          ))}
        </ul>
      )}
    </LifeSection>
  );
}
