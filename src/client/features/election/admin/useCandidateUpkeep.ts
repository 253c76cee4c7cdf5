import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Candidate } from "../../../../shared/election/basics";
import type { CandidateInput } from "../../../../shared/election/election";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api";
import { candidatesQuery, electionQuery, resultsQuery } from "../queries";

export const adminCandidatesKey = ["/api/admin/candidates"] as const;

/** Save and delete of candidates, with the spec's success toasts and the server's German message. */
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
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: "Fehler", description: errorMessage(error) ?? fallback, variant: "destructive" });

  const save = useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: CandidateInput }) => {
      const response = await apiRequest(
        id === null ? "POST" : "PUT",
        id === null ? "/api/admin/candidates" : `/api/admin/candidates/${id}`,
        input,
      );
      return (await response.json()) as Candidate;
    },
    onSuccess: async (_candidate, { id }) => {
      toast({ title: id === null ? "Erfolgreich erstellt!" : "Erfolgreich aktualisiert!" });
      onDone();
      await refresh();
    },
    onError: failed("Die Kandidatur konnte nicht gespeichert werden."),
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/admin/candidates/${id}`);
    },
    onSuccess: async () => {
      toast({ title: "Erfolgreich gelöscht!" });
      onDone();
      await refresh();
    },
    onError: failed("Die Kandidatur konnte nicht gelöscht werden."),
  });
  return { save, remove };
}
