import { CheckCircle2 } from "lucide-react";
import { formatLongDateTime } from "../../../shared/common/dates";
import { type ElectionResults, POSITION_LABELS, partyColor } from "../../../shared/election/basics";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../components/ui/cn";
import { useSite } from "../../lib/site";

/** Bars a reader takes in at a glance; names, parties and numbers are text, so colour is never needed. */
export function ElectionResultsList({
  results,
  limit,
  title,
}: {
  results: ElectionResults;
  limit?: number;
  title: string;
}) {
  const { timeZone } = useSite();
  const rows = limit ? results.results.slice(0, limit) : results.results;
  return (
    <section
      aria-labelledby="wahl-resultate"
      className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="wahl-resultate" className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        <p className="text-sm text-stone-700">
          {results.totalVotes === 1 ? "1 Stimme" : `${results.totalVotes} Stimmen`}
          {results.lastUpdated ? ` · Stand ${formatLongDateTime(results.lastUpdated, timeZone)}` : ""}
        </p>
      </div>
      {results.totalVotes === 0 ? (
        <p className="mt-3 text-stone-700">Es wurden noch keine Stimmen abgegeben.</p>
      ) : null}
      <ol className="mt-4 space-y-4">
        {rows.map((row, index) => {
          const colour = partyColor(row.party);
          return (
            <li key={row.candidateId} data-testid="election-result">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="w-6 text-right font-semibold text-stone-600">{index + 1}.</span>
                  <span className="font-semibold text-stone-900">{row.candidateName}</span>
                  <Badge className={colour.badge}>{row.party}</Badge>
                  <span className="text-sm text-stone-600">{POSITION_LABELS[row.position]}</span>
                  {row.isElected ? (
                    <Badge
                      icon={CheckCircle2}
                      iconClassName="h-3.5 w-3.5"
                      className="bg-emerald-700 text-white"
                    >
                      Gewählt
                    </Badge>
                  ) : null}
                </div>
                <span className="font-semibold tabular-nums text-stone-900">
                  {row.percentage} % <span className="font-normal text-stone-600">({row.voteCount})</span>
                </span>
              </div>
              <div className="mt-1.5 h-3 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                <div
                  className={cn("h-full rounded-full", colour.bar)}
                  style={{ width: `${row.percentage}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
