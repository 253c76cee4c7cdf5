import {
  type QueryKey,
  type queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { mailSettingQuery, presenceSettingQuery } from "./queries";

interface SettingToggleProps<K extends string> {
  query: ReturnType<typeof queryOptions<Record<K, boolean>, Error, Record<K, boolean>, QueryKey>>;
  field: K;
  label: string;
  hint: string;
  loadError: string;
}

/** One yes/no setting of messaging, saved as soon as it is changed. */
function SettingToggle<K extends string>({ query, field, label, hint, loadError }: SettingToggleProps<K>) {
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
    onError: (error) =>
      toast({
        title: "Fehler",
        description: errorMessage(error) ?? "Die Einstellung konnte nicht gespeichert werden.",
        variant: "destructive",
      }),
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

/**
 * The member's choice whether to get an e-mail about a new message while offline (at most one per
 * conversation and hour). Self-contained, for the profile page.
 */
export function MessageMailSetting() {
  return (
    <SettingToggle
      query={mailSettingQuery}
      field="notifyByMail"
      label="E-Mail bei neuen Nachrichten"
      hint="Wenn Sie nicht online sind, erhalten Sie höchstens eine E-Mail pro Unterhaltung und Stunde."
      loadError="Die E-Mail-Einstellung konnte nicht geladen werden."
    />
  );
}

/** Whether conversation partners see when the member was last online. For the profile page. */
export function PresenceSetting() {
  return (
    <SettingToggle
      query={presenceSettingQuery}
      field="showLastSeen"
      label="'Zuletzt online' anzeigen"
      hint="Nur Mitglieder, mit denen Sie eine Unterhaltung führen, sehen, ob und wann Sie zuletzt online waren."
      loadError="Die Einstellung zur Anzeige 'zuletzt online' konnte nicht geladen werden."
    />
  );
}
