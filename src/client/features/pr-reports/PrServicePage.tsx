import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import type { PrReportPreview } from "../../../shared/pr-reports/pr-service";
import { PRICE_TEXT } from "../../../shared/pr-reports/pr-service-basics";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { failureToast } from "../../components/ui/failure-toast";
import { FieldError, Input, Label } from "../../components/ui/field";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { DraftNote } from "./DraftNote";

/** /pr-service (spec portal-public §2 "PR service"): domain → generated preview → payment page. */
export function PrServicePage() {
  const { municipality } = useSite();
  const inputId = useId();
  const [domain, setDomain] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [result, setResult] = useState<PrReportPreview | null>(null);

  const generate = useMutation({
    mutationFn: async (companyDomain: string) =>
      (await (
        await apiRequest("POST", "/api/generate-pr-report", { companyDomain })
      ).json()) as PrReportPreview,
    onSuccess: (answer) => {
      setResult(answer);
      toast({ title: "PR-Bericht erstellt" });
    },
    onError: (error) => failureToast(error, "Fehler beim Erstellen des PR-Berichts"),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The rules (zod) load with the first submission, not with the page.
    const { companyDomainSchema } = await import("../../../shared/pr-reports/pr-service");
    const parsed = companyDomainSchema.safeParse(domain);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    generate.mutate(parsed.data);
  };

  const benefits = [
    "Professioneller PR-Artikel über Ihr Unternehmen",
    `Veröffentlichung auf dem Dorfportal ${municipality}`,
    `Betonung Ihres lokalen Bezugs zu ${municipality}`,
    "Einmalige Einrichtung der Zahlungsmethode",
    PRICE_TEXT,
  ];

  return (
    <div className="mx-auto max-w-3xl">
      <PageMeta
        title={`PR-Service – Dorfportal ${municipality}`}
        description={`Lassen Sie einen PR-Bericht über Ihr Unternehmen schreiben und auf dem Dorfportal ${municipality} veröffentlichen.`}
        canonicalPath="/pr-service"
      />
      <h1 className="text-3xl font-bold text-stone-900">PR-Service</h1>
      <p className="mt-2 text-lg text-stone-700">
        Wir erstellen aus der Website Ihres Unternehmens einen PR-Bericht für die Leserinnen und Leser in{" "}
        {municipality}.
      </p>

      {result ? (
        <Card className="mt-6 p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-amber-800">Vorschau</h2>
          <p className="mt-2 text-xl font-bold text-stone-900">{result.preview.title}</p>
          <p className="mt-1 font-medium text-stone-700">{result.preview.companyName}</p>
          <p className="mt-3 text-stone-800">{result.preview.excerpt}</p>
          <div className="mt-4">
            <DraftNote writtenBy={result.writtenBy} fromWebsite={result.fromWebsite} />
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setResult(null)}>
              Neue Domain eingeben
            </Button>
            <Link href={`/pr-payment/${result.prReportId}`} className={buttonClass("primary")}>
              Zahlungsmethode einrichten
            </Link>
          </div>
        </Card>
      ) : (
        <Card className="mt-6 p-5">
          <form onSubmit={submit} noValidate>
            <Label htmlFor={inputId}>Domain Ihres Unternehmens</Label>
            <Input
              id={inputId}
              value={domain}
              onChange={(event) => setDomain(event.target.value)}
              placeholder="beispiel.ch"
              autoComplete="url"
              inputMode="url"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${inputId}-hint ${inputId}-error`}
            />
            <p id={`${inputId}-hint`} className="mt-1 text-sm text-stone-600">
              Die Domain oder Adresse Ihrer Website, z.B. beispiel.ch oder https://www.beispiel.ch.
            </p>
            <FieldError id={`${inputId}-error`} message={fieldError} />
            <Button type="submit" className="mt-4" disabled={generate.isPending}>
              {generate.isPending ? "PR-Bericht wird erstellt..." : "PR-Bericht erstellen"}
            </Button>
          </form>
        </Card>
      )}

      <section aria-labelledby="benefits" className="mt-8">
        <h2 id="benefits" className="text-xl font-semibold text-stone-900">
          Ihre Vorteile
        </h2>
        <ul className="mt-3 space-y-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-stone-800">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
