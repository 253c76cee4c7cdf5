import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Business } from "../../../../shared/businesses/basics";
import type { BusinessInput } from "../../../../shared/businesses/businesses";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../../lib/api";
import { businessesQuery } from "../queries";

export const adminBusinessesKey = ["/api/admin/businesses"] as const;

/** POST or PUT /api/admin/businesses with the spec's success toasts and the server's German message. */
export function useSaveBusiness(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: BusinessInput }) => {
      const response = await apiRequest(
        id === null ? "POST" : "PUT",
        id === null ? "/api/admin/businesses" : `/api/admin/businesses/${id}`,
        input,
      );
      return (await response.json()) as Business;
    },
    onSuccess: async (_business, { id }) => {
      toast({ title: id === null ? "Erfolgreich erstellt!" : "Erfolgreich aktualisiert!" });
      onSaved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBusinessesKey }),
        queryClient.invalidateQueries({ queryKey: businessesQuery.queryKey }),
      ]);
    },
    onError: (error) => {
      toast({
        title: "Fehler",
        description: errorMessage(error) ?? "Das Unternehmen konnte nicht gespeichert werden.",
        variant: "destructive",
      });
    },
  });
}
