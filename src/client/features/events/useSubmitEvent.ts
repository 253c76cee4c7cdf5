import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UNAUTHORIZED_REDIRECT_MS } from "../../../shared/common/constants";
import type { EventSubmission, OwnEvent } from "../../../shared/events/events";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage, isUnauthorizedError } from "../../lib/api";
import { eventsMonthPrefix, ownEventsKey } from "./queries";

/** Spec §8: the texts of an event submission's outcome. */
export const SUBMIT_MESSAGES = {
  success: {
    title: "Event eingereicht",
    description: "Ihr Event wurde erfolgreich eingereicht und wird nach Prüfung veröffentlicht.",
  },
  unauthorized: {
    title: "Anmeldung erforderlich",
    description: "Sie sind nicht mehr angemeldet. Melden Sie sich erneut an...",
  },
  failed: {
    title: "Fehler",
    fallback: "Es gab einen Fehler beim Einreichen Ihres Events. Bitte versuchen Sie es erneut.",
  },
} as const;

/** POST /api/events with the spec's toasts; a lost session sends the browser to the sign-in after 500 ms. */
export function useSubmitEvent({ loginHref, onSubmitted }: { loginHref: string; onSubmitted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (event: EventSubmission) =>
      (await (await apiRequest("POST", "/api/events", event)).json()) as OwnEvent,
    onSuccess: async () => {
      toast(SUBMIT_MESSAGES.success);
      onSubmitted();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsMonthPrefix }),
        queryClient.invalidateQueries({ queryKey: ownEventsKey }),
      ]);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        toast({ ...SUBMIT_MESSAGES.unauthorized, variant: "destructive" });
        setTimeout(() => window.location.assign(loginHref), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      toast({
        title: SUBMIT_MESSAGES.failed.title,
        description: errorMessage(error) ?? SUBMIT_MESSAGES.failed.fallback,
        variant: "destructive",
      });
    },
  });
}
