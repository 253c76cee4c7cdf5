import { useQueryClient } from "@tanstack/react-query";
import { invalidateAdmin } from "../../admin/queries";
import { useUpkeepRemove, useUpkeepSave } from "../../admin/useUpkeep";

export const FAQ_PATH = "/api/admin/assistant/faq";
export const SYNONYMS_PATH = "/api/admin/assistant/synonyms";

/**
 * Saving (POST a new item, PATCH one) and deleting an item of the assistant's knowledge at `path`; the
 * list and the audit log refresh. Deleting closes nothing: its question closes itself.
 */
export function useKnowledgeUpkeep<Input>(
  path: typeof FAQ_PATH | typeof SYNONYMS_PATH,
  failed: { save: string; remove: string },
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateAdmin(queryClient, [path, "/api/admin/audit"]);
  const save = useUpkeepSave<string, Input>({
    path,
    editMethod: "PATCH",
    failed: failed.save,
    onSaved: onDone,
    refresh,
  });
  const remove = useUpkeepRemove<string>({ path, failed: failed.remove, refresh });
  return { save, remove };
}
