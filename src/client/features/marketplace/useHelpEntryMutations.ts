import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { UNAUTHORIZED_REDIRECT_MS } from "../../../shared/common/constants";
import {
  HELP_ENTRY_MESSAGES,
  type HelpEntry,
  type HelpEntryStatus,
} from "../../../shared/marketplace/basics";
import type { HelpEntryValues } from "../../../shared/marketplace/marketplace";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage, isUnauthorizedError } from "../../lib/api";
import { loginHref } from "../auth/useAuth";
import { refreshHelpEntries } from "./queries";

/** The texts of a failed change; the success text and what follows are the caller's. */
interface Outcome<T> {
  success?: string;
  failure: string;
  /** The new offer form reports the HTTP status and the server's text (spec §8). */
  detailedFailure?: boolean;
  onSuccess?: (result: T) => void;
}

/** Spec §8: a lost session says 'Nicht autorisiert' and goes to the sign-in after 500 ms. */
function useFailureToast() {
  const [location] = useLocation();
  return (error: unknown, failure: string, detailed?: boolean) => {
    if (isUnauthorizedError(error)) {
      toast({
        title: HELP_ENTRY_MESSAGES.unauthorizedTitle,
        description: HELP_ENTRY_MESSAGES.unauthorizedDescription,
        variant: "destructive",
      });
      setTimeout(() => window.location.assign(loginHref(location)), UNAUTHORIZED_REDIRECT_MS);
      return;
    }
    const status = error instanceof Error ? /^(\d{3}): /.exec(error.message)?.[1] : undefined;
    const message = errorMessage(error);
    // The server's German reason (a refused field, someone else's entry) follows the spec's text.
    const description = detailed
      ? status
        ? `${status}: ${message ?? HELP_ENTRY_MESSAGES.unknownError}`
        : HELP_ENTRY_MESSAGES.unknownError
      : message && status?.startsWith("4")
        ? `${failure} ${message}`
        : failure;
    toast({ title: "Fehler", description, variant: "destructive" });
  };
}

function useEntryMutation<V, T>(call: (variables: V) => Promise<T>, outcome: Outcome<T>) {
  const queryClient = useQueryClient();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      if (outcome.success) toast({ title: outcome.success });
      outcome.onSuccess?.(result);
      await refreshHelpEntries(queryClient);
    },
    onError: (error) => fail(error, outcome.failure, outcome.detailedFailure),
  });
}

const json = async <T>(response: Response) => (await response.json()) as T;

export const useCreateHelpEntry = (outcome: Outcome<HelpEntry>) =>
  useEntryMutation(
    async (values: HelpEntryValues) => json<HelpEntry>(await apiRequest("POST", "/api/help-entries", values)),
    { success: HELP_ENTRY_MESSAGES.created, ...outcome },
  );

export const useUpdateHelpEntry = (outcome: Partial<Outcome<HelpEntry>> = {}) =>
  useEntryMutation(
    async ({ id, values }: { id: number; values: HelpEntryValues }) =>
      json<HelpEntry>(await apiRequest("PUT", `/api/help-entries/${id}`, values)),
    { success: HELP_ENTRY_MESSAGES.updated, failure: HELP_ENTRY_MESSAGES.updateFailed, ...outcome },
  );

export const useSetHelpEntryStatus = () =>
  useEntryMutation(
    async ({ id, status }: { id: number; status: HelpEntryStatus }) =>
      json<HelpEntry>(await apiRequest("PATCH", `/api/help-entries/${id}/status`, { status })),
    { success: HELP_ENTRY_MESSAGES.statusUpdated, failure: HELP_ENTRY_MESSAGES.statusFailed },
  );

/** The dashboard and the profile word the outcome of a deletion differently (spec §8). */
export const useDeleteHelpEntry = (surface: "dashboard" | "profile", onSuccess?: () => void) =>
  useEntryMutation(
    async (id: number) => {
      await apiRequest("DELETE", `/api/help-entries/${id}`);
    },
    surface === "dashboard"
      ? {
          success: HELP_ENTRY_MESSAGES.dashboardDeleted,
          failure: HELP_ENTRY_MESSAGES.dashboardDeleteFailed,
          onSuccess,
        }
      : { success: HELP_ENTRY_MESSAGES.deleted, failure: HELP_ENTRY_MESSAGES.deleteFailed, onSuccess },
  );
