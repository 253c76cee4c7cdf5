import { formatLongDate } from "../../../shared/common/dates";
import {
  type BaugesuchDetails,
  daysLeftText,
  type GemeinderatDetails,
  type NoticeSummary,
  type StrassensperrungDetails,
} from "../../../shared/notices/basics";
import { boxedListClass } from "../../components/ui/card";
import { useSite } from "../../lib/site";

/** A calendar day 'YYYY-MM-DD' in German long format ('14. Dezember 2026'); noon keeps it on its day. */
export const longDay = (day: string, timeZone: string) => formatLongDate(`${day}T12:00:00Z`, timeZone);

/** The deadline line of a list entry or a page: 'Einsprachefrist: 14. Dezember 2026 (noch 12 Tage)'. */
export function DeadlineLine({ notice }: { notice: NoticeSummary }) {
  const { timeZone } = useSite();
  if (!notice.deadline) return null;
  const label = notice.kind === "baugesuch" ? "Einsprachefrist" : "Gesperrt bis";
  return (
    <p className="text-sm text-stone-800" data-testid="notice-deadline">
      <span className="font-semibold">{label}:</span> {longDay(notice.deadline, timeZone)}
      {notice.daysLeft !== null ? (
        <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 font-semibold whitespace-nowrap text-amber-950">
          {daysLeftText(notice.daysLeft)}
        </span>
      ) : (
        <span className="ml-2 text-stone-700">(abgelaufen)</span>
      )}
    </p>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-stone-900">{term}</dt>
      <dd className="break-words text-stone-800">{children}</dd>
    </div>
  );
}

/** Each kind's own fields as a list of facts. */
export function NoticeFacts({ notice }: { notice: NoticeSummary }) {
  const { timeZone } = useSite();
  const day = (value: string) => longDay(value, timeZone);
  if (notice.kind === "baugesuch") {
    const details = notice.details as BaugesuchDetails;
    return (
      <dl className={boxedListClass("px-4")}>
        <Fact term="Bauherrschaft">{details.applicant}</Fact>
        <Fact term="Bauvorhaben">{details.project}</Fact>
        <Fact term="Standort">{details.address}</Fact>
        <Fact term="Parzelle Nr.">{details.parcel}</Fact>
        <Fact term="Planauflage">{details.plansLocation}</Fact>
        <Fact term="Einsprachefrist">{day(details.objectionDeadline)}</Fact>
      </dl>
    );
  }
  if (notice.kind === "strassensperrung") {
    const details = notice.details as StrassensperrungDetails;
    return (
      <dl className={boxedListClass("px-4")}>
        <Fact term="Strasse">{details.street}</Fact>
        <Fact term="Gesperrt">{`vom ${day(details.from)} bis ${day(details.to)}`}</Fact>
        {details.detour ? <Fact term="Umleitung">{details.detour}</Fact> : null}
      </dl>
    );
  }
  if (notice.kind === "gemeinderat") {
    const details = notice.details as GemeinderatDetails;
    return (
      <section aria-labelledby="beschluesse" className="rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="beschluesse" className="text-lg font-bold text-stone-900">
          {`Beschlüsse der Sitzung vom ${day(details.meetingDate)}`}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
          {details.decisions.map((decision) => (
            <li key={decision}>{decision}</li>
          ))}
        </ul>
      </section>
    );
  }
  return null;
}
