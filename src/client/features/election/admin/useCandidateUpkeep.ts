import { useQueryClient } from "@tanstack/react-query";
import type { CandidateInput } from "../../../../shared/election/election";
import { useUpkeepRemove, useUpkeepSave } from "../../admin/useUpkeep";
import { candidatesQuery, electionQuery, resultsQuery } from "../queries";

export const adminCandidatesKey = ["/api/admin/candidates"] as const;

/** Save and delete of candidates; the poll's public reads refresh with the team's list. */
export function useCandidateUpkeep(onDone: () => void) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      // The poll runs only with a ballot: the first candidate in or the last out moves the header's link.
      [
        adminCandidatesKey,
        candidatesQuery.queryKey,
        resultsQuery(false).queryKey,
        electionQuery.queryKey,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const path = adminCandidatesKey[0];
  const save = useUpkeepSave<number, CandidateInput>({
    path,
    editMethod: "PUT",
    failed: "Die Kandidatur konnte nicht gespeichert werden.",
    onSaved: onDone,
    refresh,
  });
  const remove = useUpkeepRemove<number>({
    path,
    failed: "Die Kandidatur konnte nicht gelöscht werden.",
    onRemoved: onDone,
    refresh,
  });
  return { save, remove };
}
