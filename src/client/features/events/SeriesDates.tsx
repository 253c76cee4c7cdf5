import { useId, useState } from "react";
import type { EditorialEvent } from "../../../shared/events/events";
import { dayFromIso, type EventException, type SeriesDate } from "../../../shared/events/series";
import { Button } from "../../components/ui/button";
import { boxedListClass } from "../../components/ui/card";
import { Input } from "../../components/ui/field";
import { CancelledBadge } from "./CancelledBadge";
import { longDate } from "./calendar";
import { dateLabel } from "./editorial-events";

/** The dates of an editorial series, each of which can be moved or called off on its own. */
export function SeriesDates({
  event,
  busy,
  onMove,
  onCancel,
}: {
  event: EditorialEvent;
  busy: boolean;
  onMove: (moved: EventException) => void;
  onCancel: (date: string) => void;
}) {
  return (
    <section aria-labelledby="termine-der-serie">
      <h2 id="termine-der-serie" className="text-xl font-bold text-stone-900">
        Termine der Serie
      </h2>
      <ul className={boxedListClass("mt-3")}>
        {event.dates.map((date) => (
          <li
            key={date.date}
            className="flex flex-wrap items-center justify-between gap-2 p-3"
            data-testid="series-date"
          >
            <span>
              {date.cancelled ? <CancelledBadge /> : null}
              {dateLabel(date.day, date.startTime)}
              {date.moved ? ` (verschoben vom ${longDate(dayFromIso(date.date))})` : null}
            </span>
            {date.cancelled || event.cancelled ? null : (
              <span className="flex flex-wrap gap-2">
                <MoveDate
                  date={date}
                  label={dateLabel(date.day, date.startTime)}
                  busy={busy}
                  onMove={onMove}
                />
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => onCancel(date.date)}
                  aria-label={`Termin vom ${dateLabel(date.day, date.startTime)} absagen`}
                >
                  Absagen
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Moves one date of a series to another day and time: an exception of the series, not a new event. */
function MoveDate({
  date,
  label,
  busy,
  onMove,
}: {
  date: SeriesDate;
  label: string;
  busy: boolean;
  onMove: (moved: EventException) => void;
}) {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(date.day);
  const [startTime, setStartTime] = useState(date.startTime ?? "");
  const [endTime, setEndTime] = useState(date.endTime ?? "");
  const id = useId();
  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)} aria-label={`Termin vom ${label} verschieben`}>
        Verschieben
      </Button>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Termin vom ${label} verschieben`}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        onMove({ date: date.date, newDate: day, startTime: startTime || null, endTime: endTime || null });
        setOpen(false);
      }}
    >
      <label className="text-sm" htmlFor={`${id}-day`}>
        Neues Datum
        <Input id={`${id}-day`} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
      </label>
      <label className="text-sm" htmlFor={`${id}-start`}>
        Beginn
        <Input
          id={`${id}-start`}
          type="time"
          value={startTime}
          onChange={(e) => setStartTime(e.target.value)}
        />
      </label>
      <label className="text-sm" htmlFor={`${id}-end`}>
        Ende
        <Input id={`${id}-end`} type="time" value={endTime} onChange={(e) => setEndTime(e.target.value)} />
      </label>
      <Button type="submit" disabled={busy}>
        Speichern
      </Button>
      <Button variant="secondary" onClick={() => setOpen(false)}>
        Abbrechen
      </Button>
    </form>
  );
}
