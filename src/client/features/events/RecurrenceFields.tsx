import { WEEKDAY_NAMES } from "../../../shared/common/dates";
import { WEEKDAYS } from "../../../shared/events/series";
import { Field, Input } from "../../components/ui/field";
import type { RecurrenceInput } from "./editorial-events";

/** The repetition of an editorial event: none, weekly on chosen days, or monthly on the same day. */
export function RecurrenceFields({
  value,
  onChange,
}: {
  value: RecurrenceInput;
  onChange: (next: RecurrenceInput) => void;
}) {
  const change = (part: Partial<RecurrenceInput>) => onChange({ ...value, ...part });
  return (
    <fieldset className="space-y-4 rounded-md border border-stone-300 p-4">
      <legend className="px-1 font-semibold text-stone-900">Wiederholung</legend>
      <Field label="Wiederholung">
        {(props) => (
          <select
            {...props}
            className="w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm"
            value={value.freq}
            onChange={(event) => change({ freq: event.target.value as RecurrenceInput["freq"] })}
          >
            <option value="none">Keine</option>
            <option value="weekly">Wöchentlich</option>
            <option value="monthly">Monatlich (gleicher Tag im Monat)</option>
          </select>
        )}
      </Field>
      {value.freq === "none" ? null : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={value.freq === "weekly" ? "Alle … Wochen" : "Alle … Monate"}>
              {(props) => (
                <Input
                  {...props}
                  type="number"
                  min={1}
                  max={52}
                  value={value.every}
                  onChange={(event) => change({ every: event.target.value })}
                />
              )}
            </Field>
            <Field label="Enddatum" hint="Leer lassen für eine Serie ohne Ende.">
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={value.until}
                  onChange={(event) => change({ until: event.target.value })}
                />
              )}
            </Field>
          </div>
          {value.freq === "weekly" ? (
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-stone-800">
                Wochentage (ohne Auswahl: der Wochentag des Datums)
              </legend>
              <div className="flex flex-wrap gap-3">
                {WEEKDAYS.map((day, index) => (
                  <label key={day} className="inline-flex items-center gap-1 text-sm">
                    <input
                      type="checkbox"
                      checked={value.byDay.includes(day)}
                      onChange={(event) =>
                        change({
                          byDay: event.target.checked
                            ? [...value.byDay, day]
                            : value.byDay.filter((chosen) => chosen !== day),
                        })
                      }
                    />
                    {WEEKDAY_NAMES[index]}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
