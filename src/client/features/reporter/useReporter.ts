import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UNAUTHORIZED_REDIRECT_MS } from "../../../shared/common/constants";
import {
  type AiDraft,
  articleAiRequestSchema,
  letterAiRequestSchema,
  MESSAGES,
  type ReporterForm,
} from "../../../shared/reporter/reporter";
import { failureToast } from "../../components/ui/failure-toast";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, isUnauthorizedError } from "../../lib/api";

/** Spec §8: a lost session shows 'Anmeldung erforderlich' and goes to the sign-in after 500 ms. */
function signInAgain(loginHref: string) {
  toast({ title: MESSAGES.signInRequired, description: MESSAGES.sessionExpired, variant: "destructive" });
  setTimeout(() => window.location.assign(loginHref), UNAUTHORIZED_REDIRECT_MS);
}

/** The AI call's payload for the chosen kind, or the toast of the first missing field (spec §5). */
export function draftRequest(form: ReporterForm): { url: string; body: object } | { missing: string } {
  const common = {
    keywords: form.keywords,
    authorName: form.authorName,
    authorEmail: form.authorEmail,
    tone: form.tone,
  };
  if (!form.keywords.trim() || !form.authorName.trim() || !form.authorEmail.trim())
    return { missing: MESSAGES.aiFieldsMissing };
  if (form.isLeserbrief) {
    const body = { ...common, topic: form.topic, authorLocation: form.authorLocation };
    const checked = letterAiRequestSchema.safeParse(body);
    return checked.success
      ? { url: "/api/leserbriefe/ai-generate", body }
      : { missing: checked.error.issues[0]?.message ?? MESSAGES.topicRequired };
  }
  const body = { ...common, category: form.category };
  const checked = articleAiRequestSchema.safeParse(body);
  return checked.success
    ? { url: "/api/user-articles/ai-generate", body }
    : { missing: checked.error.issues[0]?.message ?? MESSAGES.categoryRequired };
}

export function useGenerateDraft({
  loginHref,
  onDraft,
}: {
  loginHref: string;
  onDraft: (draft: AiDraft) => void;
}) {
  return useMutation({
    mutationFn: async ({ url, body }: { url: string; body: object }) =>
      (await (await apiRequest("POST", url, body)).json()) as AiDraft,
    onSuccess: onDraft,
    onError: (error) => {
      if (isUnauthorizedError(error)) return signInAgain(loginHref);
      failureToast(error, MESSAGES.generateFailed);
    },
  });
}

export function useSubmitContribution({
  loginHref,
  onSubmitted,
}: {
  loginHref: string;
  onSubmitted: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ReporterForm) => {
      const url = form.isLeserbrief ? "/api/leserbriefe" : "/api/user-articles";
      const body = {
        ...form,
        imageUrl: form.imageUrl || null,
        originalPrompt: form.isAiAssisted ? form.originalPrompt : null,
      };
      return (await apiRequest("POST", url, body)).json();
    },
    onSuccess: async () => {
      toast({ title: MESSAGES.submitted, description: MESSAGES.submittedText });
      onSubmitted();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/leserbriefe/user"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/user-articles/user"] }),
      ]);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return signInAgain(loginHref);
      failureToast(error, MESSAGES.submitFailed);
    },
  });
}
