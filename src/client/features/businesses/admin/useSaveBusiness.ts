import { useQueryClient } from "@tanstack/react-query";
import type { BusinessInput } from "../../../../shared/businesses/businesses";
import { useUpkeepSave } from "../../admin/useUpkeep";
import { businessesQuery } from "../queries";

export const adminBusinessesKey = ["/api/admin/businesses"] as const;

/** POST or PUT /api/admin/businesses; the directory's public list refreshes with the team's. */
export function useSaveBusiness(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useUpkeepSave<number, BusinessInput>({
    path: adminBusinessesKey[0],
    editMethod: "PUT",
    failed: "Das Unternehmen konnte nicht gespeichert werden.",
    onSaved,
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBusinessesKey }),
        queryClient.invalidateQueries({ queryKey: businessesQuery.queryKey }),
      ]),
  });
}
