// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).
import { ELECTION_POSITIONS } from "../common/constants";

export { ELECTION_POSITIONS };

export const RESULTS_POLL_MS = 5_000;
export const HAS_VOTED_POLL_MS = 30_000;

/** The unofficial election poll (spec portal-members §2 Election poll, §3, §5, §9). */

export type ElectionPosition = (typeof ELECTION_POSITIONS)[number];

/** The council has six seats: the six candidates with the most votes are marked 'Gewählt'. */
export const COUNCIL_SEATS = 6;

export const POSITION_LABELS: Record<ElectionPosition, string> = {
  president: "Gemeindepräsidium",
  council: "Gemeinderat",
};

export interface Candidate {
  id: number;
  name: string;
  party: string;
  description: string | null;
  position: ElectionPosition;
}

export interface CandidateResult {
  candidateId: number;
  candidateName: string;
  party: string;
  position: ElectionPosition;
  voteCount: number;
  /** Whole number: votes over all votes, 0 while nobody has voted. */
  percentage: number;
  isElected: boolean;
}

export interface ElectionResults {
  results: CandidateResult[];
  totalVotes: number;
  lastUpdated: string | null;
}

export const VOTE_FAILED = "Fehler beim Abstimmen. Möglicherweise haben Sie bereits abgestimmt.";
export const VOTE_NEEDS_CONFIRMED_ADDRESS =
  "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse (Link in unserer Mail), um als Mitglied abzustimmen.";
export const ALREADY_VOTED = "Sie haben bereits abgestimmt. Pro Person zählt eine Stimme.";
export const UNKNOWN_CANDIDATE = "Diese Kandidatin oder dieser Kandidat steht nicht zur Wahl.";

/** Whole-number shares and the six seats, from the counts (the poll answers this, not the client). */
export function tallyResults(
  rows: Array<Omit<CandidateResult, "percentage" | "isElected">>,
): Pick<ElectionResults, "results" | "totalVotes"> {
  const totalVotes = rows.reduce((sum, row) => sum + row.voteCount, 0);
  const ranked = [...rows].sort((a, b) => b.voteCount - a.voteCount);
  const elected = new Set(
    ranked
      .filter((row) => row.voteCount > 0)
      .slice(0, COUNCIL_SEATS)
      .map((row) => row.candidateId),
  );
  return {
    totalVotes,
    results: ranked.map((row) => ({
      ...row,
      percentage: totalVotes === 0 ? 0 : Math.round((row.voteCount * 100) / totalVotes),
      isElected: elected.has(row.candidateId),
    })),
  };
}

/** Party colours of the poll; any other party is shown in a neutral grey. Names are always printed too. */
export const PARTY_COLORS: Record<string, { bar: string; badge: string }> = {
  SVP: { bar: "bg-green-800", badge: "bg-green-100 text-green-900" },
  SP: { bar: "bg-red-700", badge: "bg-red-100 text-red-900" },
  FDP: { bar: "bg-blue-700", badge: "bg-blue-100 text-blue-900" },
  "Die Mitte": { bar: "bg-orange-600", badge: "bg-orange-100 text-orange-900" },
  Grüne: { bar: "bg-lime-600", badge: "bg-lime-100 text-lime-900" },
};
export const NEUTRAL_PARTY_COLOR = { bar: "bg-stone-500", badge: "bg-stone-100 text-stone-800" };
export const partyColor = (party: string) => PARTY_COLORS[party] ?? NEUTRAL_PARTY_COLOR;

/** GET /api/election: the real election's day ('YYYY-MM-DD', null until an admin sets it) and whether the poll closed. */
export interface ElectionInfo {
  electionDate: string | null;
  closed: boolean;
  /** Open and with candidates on the ballot: the header links the poll only then. */
  running: boolean;
}

export const POLL_CLOSED =
  "Die Umfrage ist geschlossen: Der Wahltag ist vorbei. Hier sehen Sie das Schlussresultat.";

/** 'Sonntag, 29. November 2026': a day without a time, so no zone can move it. */
export const formatElectionDate = (electionDate: string) =>
  new Intl.DateTimeFormat("de-CH", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${electionDate}T00:00:00Z`));
