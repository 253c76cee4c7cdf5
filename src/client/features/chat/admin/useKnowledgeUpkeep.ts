import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api";
import { invalidateAdmin } from "../../admin/queries";

export const FAQ_PATH = "/api/admin/assistant/faq";
export const SYNONYMS_PATH = "/api/admin/assistant/synonyms";

/**
 * Saving (POST a new item, PATCH one) and deleting an item of the assistant's knowledge at `path`, with
 * the admin screens' toasts and the server's German message; the list and the audit log refresh.
 */
export function useKnowledgeUpkeep<Input>(
  path: typeof FAQ_PATH | typeof SYNONYMS_PATH,
  failed: { save: string; remove: string },
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateAdmin(queryClient, [path, "/api/admin/audit"]);
  const failedWith = (fallback: string) => (error: unknown) =>
    toast({ title: "Fehler", description: errorMessage(error) ?? fallback, variant: "destructive" });

  const save = useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: Input }) => {
      await apiRequest(id === null ? "POST" : "PATCH", id === null ? path : `${path}/${id}`, input);
    },
    onSuccess: async (_saved, { id }) => {
      toast({ title: id === null ? "Erfolgreich erstellt!" : "Erfolgreich aktualisiert!" });
      onDone();
      await refresh();
    },
    onError: failedWith(failed.save),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${path}/${id}`);
    },
    onSuccess: async () => {
      toast({ title: "Erfolgreich gelöscht!" });
      await refresh();
    },
    onError: failedWith(failed.remove),
  });
  return { save, remove };
}
