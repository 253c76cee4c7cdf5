import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SaveCancelButtons } from "../../components/ui/save-cancel-buttons";
import { type ApiCall, callApi, errorMessage } from "../../lib/api";
import { isGroupRead } from "./queries";

/** A group's API address: /api/groups/{slug}, and what lies below it. */
export const groupApi = (slug: string, rest = "") => `/api/groups/${encodeURIComponent(slug)}${rest}`;

/**
 * One call about a group (joining, leaving, a member's role…): afterwards every read of the group and the
 * directory is fetched again, so that counts, lists and the viewer's place agree with the server.
 */
export function useGroupAction<T = void>(
  slug: string,
  call: (input: T) => ApiCall,
  onDone?: (answer: unknown, input: T) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => callApi(call(input)),
    onSuccess: async (answer, input) => {
      await queryClient.invalidateQueries({ predicate: (query) => isGroupRead(slug)(query.queryKey) });
      onDone?.(answer, input);
    },
  });
}

/** The frame of the viewer's place in a group, under the group's name. */
export const panelClass = "mt-6 rounded-lg border border-stone-200 bg-stone-50 p-4";

/** The server's German message of a failed call, or a general one. */
export const actionFailure = (error: unknown) =>
  errorMessage(error) ?? "Das hat nicht geklappt. Bitte versuchen Sie es erneut.";

/** A failed call's message under the buttons that made it. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-800">
      {actionFailure(error)}
    </p>
  );
}

/** The end of a group's form: the failed call's message, then save and 'Abbrechen'. */
export function ActionFormEnd({
  action,
  label,
  onCancel,
}: {
  action: { error: unknown; isPending: boolean };
  label: string;
  onCancel: () => void;
}) {
  return (
    <>
      <ActionError error={action.error} />
      <SaveCancelButtons
        saving={action.isPending}
        label={label}
        savingLabel="Wird gespeichert..."
        onCancel={onCancel}
      />
    </>
  );
}
