import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type ElectionInfo, formatElectionDate } from "../../../../shared/election/basics";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api";
import { electionQuery } from "../queries";

/** The admins' setting of the real election's day: the poll closes by itself once it has passed. */
export function ElectionDateAdmin() {
  const queryClient = useQueryClient();
  const election = useQuery(electionQuery);
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? election.data?.electionDate ?? "";
  const save = useMutation({
    mutationFn: async (electionDate: string | null) =>
      (await apiRequest("PUT", "/api/admin/election", { electionDate })).json() as Promise<ElectionInfo>,
    onSuccess: (saved) => {
      queryClient.setQueryData(electionQuery.queryKey, saved);
      setDraft(null);
      toast({ title: "Wahltag gespeichert" });
    },
    onError: (error) =>
      toast({
        title: "Fehler",
        description: errorMessage(error) ?? "Der Wahltag konnte nicht gespeichert werden.",
        variant: "destructive",
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value || null);
  };
  const info = election.data;
  return (
    <form onSubmit={submit} className="mb-6 flex flex-wrap items-end gap-3" aria-label="Wahltag">
      <Field
        label="Wahltag"
        hint={
          info?.electionDate
            ? `${formatElectionDate(info.electionDate)}: ${info.closed ? "Die Umfrage ist geschlossen." : "Die Umfrage läuft bis zum Ende dieses Tages."}`
            : "Noch kein Wahltag gesetzt: Die Umfrage läuft, bis einer gesetzt ist und vorbei ist."
        }
      >
        {(props) => (
          <Input {...props} type="date" value={value} onChange={(event) => setDraft(event.target.value)} />
        )}
      </Field>
      <Button type="submit" disabled={save.isPending || !election.data}>
        Speichern
      </Button>
    </form>
  );
}
