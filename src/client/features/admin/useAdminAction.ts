import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ToastInput, toast } from "../../components/ui/use-toast";
import { type ApiCall, callApi } from "../../lib/api";
import { invalidateAdmin, MODERATION_PATHS } from "./queries";

/** The four kinds of submission, as the admin's toasts name them. */
export type ModeratedKind = "event" | "leserbrief" | "user-article" | "pr-report";
export type ModerationVerb = "approve" | "reject" | "delete" | "update";

const KIND_WORDS: Record<ModeratedKind, string> = {
  event: "Event",
  leserbrief: "Leserbrief",
  "user-article": "Artikel",
  "pr-report": "PR-Bericht",
};
const PARTICIPLES: Record<ModerationVerb, string> = {
  approve: "freigegeben",
  reject: "abgelehnt",
  delete: "gelöscht",
  update: "aktualisiert",
};

/** Spec §8 (dashboard B): one fixed message per action and kind. */
export const failureMessage = (kind: ModeratedKind, verb: ModerationVerb) =>
  `${KIND_WORDS[kind]} konnte nicht ${PARTICIPLES[verb]} werden. Bitte versuchen Sie es erneut.`;

export const successToast = (kind: ModeratedKind, verb: ModerationVerb, title: string): ToastInput => {
  if (verb === "delete") return { title: "Erfolgreich gelöscht!" };
  if (verb === "update") return { title: "Erfolgreich aktualisiert!" };
  return {
    title: `${KIND_WORDS[kind]} ${PARTICIPLES[verb]}`,
    description:
      verb === "approve" ? `«${title}» ist jetzt veröffentlicht.` : `«${title}» wird nicht veröffentlicht.`,
  };
};

/**
 * One admin call with its toasts: on success the lists and the audit log are fetched again, on
 * failure the spec's fixed message is shown.
 */
export function useAdminAction<T>({
  call,
  onSuccess,
  failure,
  paths = MODERATION_PATHS,
}: {
  call: (input: T) => ApiCall;
  onSuccess: (input: T, answer: unknown) => ToastInput;
  failure: string;
  paths?: string[];
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => callApi(call(input)),
    onSuccess: async (answer, input) => {
      toast(onSuccess(input, answer));
      await invalidateAdmin(queryClient, paths);
    },
    onError: () => {
      toast({ title: "Fehler", description: failure, variant: "destructive" });
    },
  });
}
