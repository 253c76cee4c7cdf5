import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, LogIn, RotateCcw, Send, Sparkles } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { UNAUTHORIZED_REDIRECT_MS } from "../../../shared/common/constants";
import { fullName } from "../../../shared/common/text";
import {
  ARTICLE_TONES,
  LETTER_TONES,
  MESSAGES,
  type ReporterForm,
  reporterFormSchema,
  SUBMITTABLE_CATEGORIES,
  TONE_LABELS,
} from "../../../shared/reporter/reporter";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormInputField } from "../../components/ui/form-input-field";
import { FormSelectField } from "../../components/ui/form-select-field";
import { Options } from "../../components/ui/options";
import { LoadingLine } from "../../components/ui/query-state";
import { toast } from "../../components/ui/use-toast";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { loginHref, useAuth } from "../auth/useAuth";
import { FormImageUpload } from "../uploads/FormImageUpload";
import { draftRequest, useGenerateDraft, useSubmitContribution } from "./useReporter";

const emptyForm = (name = "", email = ""): ReporterForm => ({
  isLeserbrief: true,
  title: "",
  content: "",
  authorName: name,
  authorEmail: email,
  authorLocation: "",
  topic: "",
  category: "",
  excerpt: "",
  tone: "neutral",
  keywords: "",
  imageUrl: null,
  isAiAssisted: false,
  originalPrompt: "",
});

/** Spec portal-members §2 "Reader-reporter screen"; portal-public §2 "Reader reporter". */
export function ReporterPage() {
  const { user, isLoading, isAuthenticated } = useAuth();
  const { municipality } = useSite();
  const [location] = useLocation();

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    const timer = setTimeout(() => window.location.assign(loginHref(location)), UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isLoading, isAuthenticated, location]);

  return (
    <div className="mx-auto max-w-3xl">
      <PageMeta
        title={`Lesereporter – Dorfportal ${municipality}`}
        description={`Schreiben Sie einen Leserbrief oder einen Artikel für das Dorfportal ${municipality}, auf Wunsch mit KI-Unterstützung.`}
      />
      <h1 className="text-3xl font-bold">Lesereporter</h1>
      <p className="mt-2 text-stone-700">
        Schreiben Sie einen Leserbrief oder einen Artikel für {municipality}. Die Redaktion prüft jeden
        Beitrag vor der Veröffentlichung.
      </p>
      {isLoading ? (
        <LoadingLine className="mt-6" />
      ) : !user ? (
        <Card className="mt-6 p-6 text-center">
          <h2 className="text-xl font-semibold">{MESSAGES.signInRequired}</h2>
          <p className="mt-2 text-stone-700">{MESSAGES.signInRequiredText}</p>
          <a href={loginHref(location)} className={buttonClass("primary", "mt-4")}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            Anmelden
          </a>
        </Card>
      ) : (
        <ReporterFormCard
          defaults={emptyForm(fullName(user), user.email ?? "")}
          loginHref={loginHref(location)}
        />
      )}
    </div>
  );
}

function ReporterFormCard({ defaults, loginHref }: { defaults: ReporterForm; loginHref: string }) {
  const form = useForm<ReporterForm>({ resolver: zodResolver(reporterFormSchema), defaultValues: defaults });
  const isLeserbrief = form.watch("isLeserbrief");
  // AI mode is the switch; isAiAssisted says the text came from a draft (spec §4: two separate states).
  const [aiMode, setAiMode] = useState(false);
  const { writer } = useSite();
  // Set once the text came from the template writer: it is a frame to fill in, not a finished text.
  const [fromTemplate, setFromTemplate] = useState(false);
  const tones = isLeserbrief ? LETTER_TONES : ARTICLE_TONES;
  const aiSwitchId = useId();

  const reset = () => {
    form.reset(defaults);
    setAiMode(false);
    setFromTemplate(false);
  };
  const generate = useGenerateDraft({
    loginHref,
    onDraft: (draft) => {
      form.setValue("content", draft.generatedContent, { shouldValidate: form.formState.isSubmitted });
      form.setValue("title", draft.suggestions.title, { shouldValidate: form.formState.isSubmitted });
      form.setValue("originalPrompt", draft.originalPrompt);
      // Only a model's text is AI-assisted; a template filled from the member's own keywords is not.
      form.setValue("isAiAssisted", writer === "model");
      setFromTemplate(writer === "template");
    },
  });
  const submit = useSubmitContribution({ loginHref, onSubmitted: reset });
  const busy = generate.isPending || submit.isPending;

  function switchKind(letter: boolean) {
    form.setValue("isLeserbrief", letter);
    const allowed: readonly string[] = letter ? LETTER_TONES : ARTICLE_TONES;
    if (!allowed.includes(form.getValues("tone"))) form.setValue("tone", "neutral");
  }

  function requestDraft() {
    const request = draftRequest(form.getValues());
    if ("missing" in request) {
      toast({ title: MESSAGES.aiFieldsMissingTitle, description: request.missing, variant: "destructive" });
      return;
    }
    generate.mutate(request);
  }

  return (
    <Card className="mt-6 p-4 sm:p-6">
      <form
        noValidate
        aria-busy={busy}
        onSubmit={form.handleSubmit((values) => {
          if (!busy) submit.mutate(values);
        })}
        className="space-y-5"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">Art des Beitrags</legend>
          <div className="flex flex-wrap gap-2">
            {[
              { letter: true, label: "Leserbrief" },
              { letter: false, label: "Artikel" },
            ].map((option) => (
              <label
                key={option.label}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-red-700 has-[:checked]:bg-red-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-600"
              >
                <input
                  type="radio"
                  name="kind"
                  className="accent-red-700"
                  checked={isLeserbrief === option.letter}
                  onChange={() => switchKind(option.letter)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex items-center gap-3">
          <button
            id={aiSwitchId}
            type="button"
            role="switch"
            aria-checked={aiMode}
            onClick={() => setAiMode(!aiMode)}
            className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-500 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 aria-checked:bg-red-700"
          >
            <span
              aria-hidden="true"
              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${aiMode ? "translate-x-5" : "translate-x-0.5"}`}
            />
          </button>
          <label htmlFor={aiSwitchId} className="flex items-center gap-1 text-sm font-medium text-stone-800">
            <Sparkles className="h-4 w-4 text-indigo-700" aria-hidden="true" />
            {writer === "model" ? "KI-Unterstützung verwenden" : "Schreibhilfe verwenden"}
          </label>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormInputField form={form} name="authorName" label="Name" required autoComplete="name" />
          <FormInputField
            form={form}
            name="authorEmail"
            label="E-Mail"
            required
            hint="Wird nicht veröffentlicht, nur für Rückfragen der Redaktion."
            type="email"
            autoComplete="email"
          />
        </div>

        {isLeserbrief ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInputField
              form={form}
              name="authorLocation"
              label="Wohnort (optional)"
              hint="Wird zusammen mit Ihrem Namen veröffentlicht."
            />
            <FormInputField
              form={form}
              name="topic"
              label="Thema"
              required
              placeholder="z.B. Verkehr, Schule, Dorfleben"
            />
          </div>
        ) : (
          <FormSelectField form={form} name="category" label="Kategorie" required>
            <option value="">Kategorie wählen</option>
            <Options values={SUBMITTABLE_CATEGORIES} />
          </FormSelectField>
        )}

        {aiMode ? (
          <div className="space-y-4 rounded-lg border border-indigo-200 bg-indigo-50 p-4">
            <FormInputField
              form={form}
              name="keywords"
              label="Stichwörter"
              hint="Durch Kommas getrennt, z.B. Schulweg, Tempo 30, Zebrastreifen"
            />
            <FormSelectField form={form} name="tone" label="Tonalität">
              <Options values={tones} labels={TONE_LABELS} />
            </FormSelectField>
            <Button variant="outline" onClick={requestDraft} disabled={busy} className="bg-white">
              {generate.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Sparkles className="h-4 w-4" aria-hidden="true" />
              )}
              {generate.isPending
                ? "Text wird erstellt..."
                : writer === "model"
                  ? "Text mit KI erstellen"
                  : "Vorlage erstellen"}
            </Button>
            <p role="status" className="sr-only">
              {generate.isPending ? "Der Text wird erstellt." : ""}
            </p>
          </div>
        ) : null}

        {fromTemplate ? (
          <p
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            role="note"
          >
            <strong>Vorlage:</strong> Dieser Text ist aus Ihren Stichwörtern zusammengesetzt, nicht von einer
            KI geschrieben. Ersetzen Sie die allgemeinen Sätze durch Ihre eigenen Beobachtungen, Namen und
            Daten, bevor Sie ihn einreichen.
          </p>
        ) : null}
        <FormInputField form={form} name="title" label="Titel" required />
        {isLeserbrief ? null : (
          <FormInputField form={form} name="excerpt" label="Kurzbeschreibung (optional)" rows={2} />
        )}
        <FormInputField
          form={form}
          name="content"
          label={isLeserbrief ? "Ihr Leserbrief" : "Ihr Artikel"}
          required
          hint={isLeserbrief ? "Ein Leserbrief sollte etwa 150 bis 400 Wörter lang sein." : undefined}
          rows={12}
        />

        <FormImageUpload
          control={form.control}
          name="imageUrl"
          label="Bild (optional)"
          errorId="reporter-image-error"
          onUploaded={() => toast({ title: "Bild hochgeladen" })}
        />

        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={reset} disabled={busy}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Zurücksetzen
          </Button>
          <Button type="submit" disabled={busy}>
            {submit.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="h-4 w-4" aria-hidden="true" />
            )}
            {submit.isPending ? "Wird eingereicht..." : "Beitrag einreichen"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
