import { queryOptions } from "@tanstack/react-query";
import type { Candidate, ElectionInfo, ElectionResults } from "../../../shared/election/basics";
import { HAS_VOTED_POLL_MS, RESULTS_POLL_MS } from "../../../shared/election/basics";

export const electionQuery = queryOptions<ElectionInfo>({ queryKey: ["/api/election"] });

export const candidatesQuery = queryOptions<Candidate[]>({ queryKey: ["/api/election/candidates"] });

/** Spec §9: results are polled every 5 s once they are shown. */
export const resultsQuery = (shown: boolean) =>
  queryOptions<ElectionResults>({
    queryKey: ["/api/election/results"],
    refetchInterval: shown ? RESULTS_POLL_MS : false,
  });

/** Spec §7: has-voted is polled every 30 s. Personal (account or address), so never rendered on the server. */
export const hasVotedQuery = queryOptions<{ hasVoted: boolean }>({
  queryKey: ["/api/election/has-voted"],
  refetchInterval: HAS_VOTED_POLL_MS,
});
