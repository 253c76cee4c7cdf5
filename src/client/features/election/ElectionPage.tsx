import { useQuery } from "@tanstack/react-query";
import { Info, Vote } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type Candidate,
  COUNCIL_SEATS,
  ELECTION_POSITIONS,
  formatElectionDate,
  POLL_CLOSED,
  POSITION_LABELS,
  partyColor,
} from "../../../shared/election/basics";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { ProblemAlert } from "../../components/ui/problem-alert";
import { LoadFailedCard, QueryState } from "../../components/ui/query-state";
import { Skeleton, SkeletonList } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { ElectionResultsList } from "./ElectionResultsList";
import { candidatesQuery, electionQuery, hasVotedQuery, resultsQuery } from "./queries";
import { useVote } from "./useVote";

/** /kommunalwahlen/abstimmung: the unofficial poll, then its live results. */
export function ElectionPage() {
  const { municipality } = useSite();
  const election = useQuery(electionQuery);
  const hasVoted = useQuery(hasVotedQuery);
  const vote = useVote();
  const closed = election.data?.closed === true;
  const showResultsOnly = vote.voted || hasVoted.data?.hasVoted === true;
  const day = election.data?.electionDate ? formatElectionDate(election.data.electionDate) : null;

  return (
    <section className="mx-auto max-w-3xl">
      <PageMeta
        title={`Kommunalwahlen ${municipality} – Umfrage – Dorfportal ${municipality}`}
        description={`Inoffizielle Umfrage des Dorfportals zu den Kommunalwahlen ${municipality}${day ? ` vom ${day}` : ""}: Kandidatinnen und Kandidaten, ${closed ? "Schlussresultat" : "Zwischenergebnisse"}.`}
      />
      <h1 className="text-3xl font-bold text-stone-900">Kommunalwahlen {municipality}</h1>
      <p className="mt-1 text-lg text-stone-700">
        Wahltag: <strong>{day ?? "wird noch bekannt gegeben"}</strong>
      </p>
      <div
        className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        role="note"
      >
        <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>Inoffizielle Umfrage.</strong> Diese Abstimmung ist eine Simulation des Dorfportals und hat
          keinen Einfluss auf die Wahl. An der echten Wahl können Sie bis zu {COUNCIL_SEATS} Personen in den
          Gemeinderat wählen; hier zählt eine Stimme pro Person.
        </p>
      </div>
      {closed ? (
        <ResultsPanel closed notice={POLL_CLOSED} />
      ) : showResultsOnly ? (
        <ResultsPanel
          closed={false}
          notice={
            vote.voted
              ? "Vielen Dank! Ihre Stimme wurde gezählt."
              : "Sie haben bereits abgestimmt. Hier sehen Sie den aktuellen Stand."
          }
        />
      ) : (
        <Ballot vote={vote} />
      )}
    </section>
  );
}

/** A notice above the results: the final ones once the poll closed, else the live ones after voting. */
function ResultsPanel({ notice, closed }: { notice: string; closed: boolean }) {
  const results = useQuery(resultsQuery(!closed));
  return (
    <div className="mt-6 space-y-4">
      <p
        className={cn(
          "rounded-lg p-4",
          closed ? "bg-stone-100 text-stone-900" : "bg-emerald-50 text-emerald-950",
        )}
        role="status"
      >
        {notice}
      </p>
      {results.data ? (
        <ElectionResultsList results={results.data} title={closed ? "Schlussresultat" : "Resultate"} />
      ) : results.isError ? (
        <p className="text-stone-700">Die Resultate konnten nicht geladen werden.</p>
      ) : (
        <Skeleton className="h-64" />
      )}
    </div>
  );
}

function Ballot({ vote }: { vote: ReturnType<typeof useVote> }) {
  const candidates = useQuery(candidatesQuery);
  const [choice, setChoice] = useState<number | null>(null);
  const [showProvisional, setShowProvisional] = useState(false);
  const provisional = useQuery({ ...resultsQuery(showProvisional), enabled: showProvisional });
  const provisionalId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null) vote.vote(choice);
  };

  return (
    <QueryState
      query={candidates}
      loading={
        <SkeletonList
          count={4}
          label="Kandidaten werden geladen"
          className="mt-6 space-y-3"
          itemClassName="h-20"
        />
      }
      error={<LoadFailedCard text="Die Kandidatinnen und Kandidaten konnten nicht geladen werden." />}
      isEmpty={(ballot) => ballot.length === 0}
      empty={<p className="mt-6 text-stone-700">Für diese Umfrage sind noch keine Kandidaturen erfasst.</p>}
    >
      {(ballot) => (
        <>
          <form onSubmit={submit} className="mt-6 space-y-6">
            {ELECTION_POSITIONS.map((position) => {
              const group = ballot.filter((candidate) => candidate.position === position);
              if (group.length === 0) return null;
              return (
                <fieldset key={position}>
                  <legend className="mb-3 text-xl font-bold text-stone-900">
                    {POSITION_LABELS[position]}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {group.map((candidate) => (
                      <CandidateChoice
                        key={candidate.id}
                        candidate={candidate}
                        checked={choice === candidate.id}
                        onChoose={() => setChoice(candidate.id)}
                      />
                    ))}
                  </div>
                </fieldset>
              );
            })}
            <ProblemAlert text={vote.failure} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={choice === null || vote.isPending}>
                <Vote className="h-4 w-4" aria-hidden="true" />
                {vote.isPending ? "Wird gezählt..." : "Stimme abgeben"}
              </Button>
              <Button
                variant="outline"
                aria-expanded={showProvisional}
                aria-controls={provisionalId}
                onClick={() => setShowProvisional((shown) => !shown)}
              >
                {showProvisional ? "Zwischenergebnisse ausblenden" : "Zwischenergebnisse anzeigen"}
              </Button>
            </div>
          </form>
          <div id={provisionalId} className="mt-6">
            {showProvisional ? (
              provisional.data ? (
                <ElectionResultsList
                  results={provisional.data}
                  limit={COUNCIL_SEATS}
                  title={`Zwischenergebnis: die ${COUNCIL_SEATS} Bestplatzierten`}
                />
              ) : (
                <Skeleton className="h-64" />
              )
            ) : null}
          </div>
        </>
      )}
    </QueryState>
  );
}

function CandidateChoice({
  candidate,
  checked,
  onChoose,
}: {
  candidate: Candidate;
  checked: boolean;
  onChoose: () => void;
}) {
  const colour = partyColor(candidate.party);
  return (
    <label
      className={cn(
        "flex cursor-pointer gap-3 rounded-lg border bg-white p-4 shadow-sm transition-colors",
        "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600",
        checked ? "border-red-700 ring-2 ring-red-700" : "border-stone-200 hover:border-stone-400",
      )}
    >
      <input
        type="radio"
        name="candidate"
        value={candidate.id}
        checked={checked}
        onChange={onChoose}
        className="mt-1 h-4 w-4 shrink-0 accent-red-700"
      />
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{candidate.name}</span>
          <Badge className={colour.badge}>{candidate.party}</Badge>
        </span>
        {candidate.description ? (
          <span className="mt-1 block text-sm text-stone-700">{candidate.description}</span>
        ) : null}
      </span>
    </label>
  );
}
