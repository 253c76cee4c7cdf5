import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { mailSettingQuery } from "./queries";

/**
 * The member's choice whether to get an e-mail about a new message while offline (at most one per
 * conversation and hour). Self-contained, for the profile page.
 */
export function MessageMailSetting() {
  const queryClient = useQueryClient();
  const id = useId();
  const setting = useQuery(mailSettingQuery);
  const save = useMutation({
    mutationFn: async (notifyByMail: boolean) =>
      (await apiRequest("PUT", "/api/messages/mail-setting", { notifyByMail })).json() as Promise<{
        notifyByMail: boolean;
      }>,
    onSuccess: (saved) => {
      queryClient.setQueryData(mailSettingQuery.queryKey, saved);
      toast({ title: "Erfolgreich aktualisiert!" });
    },
    onError: (error) =>
      toast({
        title: "Fehler",
        description: errorMessage(error) ?? "Die Einstellung konnte nicht gespeichert werden.",
        variant: "destructive",
      }),
  });
  if (setting.isError) {
    return <p className="text-sm text-stone-700">Die E-Mail-Einstellung konnte nicht geladen werden.</p>;
  }
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 accent-red-700"
        checked={setting.data?.notifyByMail ?? true}
        disabled={!setting.data || save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="font-medium text-stone-900">
          E-Mail bei neuen Nachrichten
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          Wenn Sie nicht online sind, erhalten Sie höchstens eine E-Mail pro Unterhaltung und Stunde.
        </p>
      </div>
    </div>
  );
}
