import { useMutation } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";

/** What a list the team keeps fetches again after a change (its own list and the public reads it feeds). */
type Refresh = () => Promise<unknown>;

const failedWith = (fallback: string) => (error: unknown) => {
  toast({ title: "Fehler", description: errorMessage(error) ?? fallback, variant: "destructive" });
};

/**
 * Saving an item of a list the team keeps (the directory, the ballot, the assistant's knowledge): a new
 * one is POSTed to `path`, an existing one sent with `editMethod` to `path/id`; the spec's success
 * toasts, or the server's German message with `failed` as the fallback.
 */
export function useUpkeepSave<Id extends number | string, Input>({
  path,
  editMethod,
  failed,
  onSaved,
  refresh,
}: {
  path: string;
  editMethod: "PUT" | "PATCH";
  failed: string;
  onSaved: () => void;
  refresh: Refresh;
}) {
  return useMutation({
    mutationFn: async ({ id, input }: { id: Id | null; input: Input }) => {
      await apiRequest(id === null ? "POST" : editMethod, id === null ? path : `${path}/${id}`, input);
    },
    onSuccess: async (_saved, { id }) => {
      toast({ title: id === null ? "Erfolgreich erstellt!" : "Erfolgreich aktualisiert!" });
      onSaved();
      await refresh();
    },
    onError: failedWith(failed),
  });
}

/** Deleting an item of a list the team keeps: DELETE `path/id`, with the same toasts as saving. */
export function useUpkeepRemove<Id extends number | string>({
  path,
  failed,
  onRemoved,
  refresh,
}: {
  path: string;
  failed: string;
  onRemoved?: () => void;
  refresh: Refresh;
}) {
  return useMutation({
    mutationFn: async (id: Id) => {
      await apiRequest("DELETE", `${path}/${id}`);
    },
    onSuccess: async () => {
      toast({ title: "Erfolgreich gelöscht!" });
      onRemoved?.();
      await refresh();
    },
    onError: failedWith(failed),
  });
}
