import {
  type QueryKey,
  type queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useId } from "react";
import { apiRequest } from "../../lib/api";
import { failureToast } from "./failure-toast";
import { toast } from "./use-toast";

interface SettingToggleProps<K extends string> {
  query: ReturnType<typeof queryOptions<Record<K, boolean>, Error, Record<K, boolean>, QueryKey>>;
  field: K;
  label: string;
  hint: string;
  loadError: string;
}

/** One yes/no setting of the profile, saved as soon as it is changed (PUT to the query's own address). */
export function SettingToggle<K extends string>({
  query,
  field,
  label,
  hint,
  loadError,
}: SettingToggleProps<K>) {
  const queryClient = useQueryClient();
  const id = useId();
  const setting = useQuery(query);
  const url = String(query.queryKey[0]);
  const save = useMutation({
    mutationFn: async (value: boolean) =>
      (await apiRequest("PUT", url, { [field]: value })).json() as Promise<Record<K, boolean>>,
    onSuccess: (saved) => {
      queryClient.setQueryData(query.queryKey, saved);
      toast({ title: "Erfolgreich aktualisiert!" });
    },
    onError: (error) => failureToast(error, "Die Einstellung konnte nicht gespeichert werden."),
  });
  if (setting.isError) return <p className="text-sm text-stone-700">{loadError}</p>;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 accent-red-700"
        checked={setting.data?.[field] ?? true}
        disabled={!setting.data || save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="font-medium text-stone-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
