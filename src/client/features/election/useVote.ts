import { useMutation, useQueryClient } from "@tanstack/react-query";
import { VOTE_FAILED } from "../../../shared/election/basics";
import { apiRequest, errorMessage } from "../../lib/api";
import { hasVotedQuery, resultsQuery } from "./queries";

/** POST /api/election/vote; on failure the spec's alert text (the server's message, else the fallback). */
export function useVote() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (candidateId: number) => {
      await apiRequest("POST", "/api/election/vote", { candidateId });
    },
    onSuccess: async () => {
      queryClient.setQueryData(hasVotedQuery.queryKey, { hasVoted: true });
      await queryClient.invalidateQueries({ queryKey: resultsQuery(true).queryKey });
    },
    onError: (error) => {
      console.error("Abstimmung fehlgeschlagen", error);
    },
  });
  return {
    vote: mutation.mutate,
    isPending: mutation.isPending,
    voted: mutation.isSuccess,
    failure: mutation.isError ? (errorMessage(mutation.error) ?? VOTE_FAILED) : null,
  };
}
