import { useMutation, useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { PR_FREE_TRIAL_DAYS, PR_MONTHLY_PRICE_CHF } from "../../../shared/common/constants";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { apiRequest } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import type { PageProps } from "../../lib/page";
import { isReportNumber, PageNotFound } from "./PrPaymentPage";
import { prReportQuery } from "./queries";

/**
 * /pr-payment-success/{prReportId} (spec portal-public §2). Arriving here proves nothing: the page asks
 * the server to read the card's state from the provider, which alone moves the report on.
 */
export function PrPaymentSuccessPage({ params }: PageProps) {
  const id = params.prReportId ?? "";
  const valid = isReportNumber(id);
  const report = useQuery({ ...prReportQuery(id), enabled: valid });
  const check = useMutation({
    mutationFn: () => apiRequest("POST", `/api/pr-reports/${id}/payment-check`),
    // Spec §8: a failure here is only logged.
    onError: (error) => console.error(error),
  });
  const { mutate } = check;
  useEffect(() => {
    if (valid) mutate();
  }, [valid, mutate]);

  if (!valid) return <PageNotFound />;
  return (
    <div className="mx-auto max-w-2xl">
      <PageMeta title="Zahlungsmethode hinterlegt" description="Ihr PR-Bericht wurde eingereicht." noindex />
      <Card className="p-6">
        <div className="flex items-center gap-3">
          <CheckCircle2 className="h-8 w-8 shrink-0 text-green-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-stone-900">Zahlungsmethode erfolgreich hinterlegt!</h1>
        </div>
        {report.data ? (
          <div className="mt-4 rounded-md bg-stone-50 p-4">
            <p className="font-semibold text-stone-900">{report.data.title}</p>
            <p className="text-stone-700">{report.data.companyName}</p>
            <p className="text-stone-700">{report.data.companyDomain}</p>
          </div>
        ) : null}
        <h2 className="mt-6 text-lg font-semibold text-stone-900">So geht es weiter</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-stone-800">
          <li>Die Redaktion prüft Ihren PR-Bericht.</li>
          <li>Nach der Freigabe wird er {PR_FREE_TRIAL_DAYS} Tage kostenlos veröffentlicht.</li>
          <li>
            Ab dem {PR_FREE_TRIAL_DAYS + 1}. Tag werden automatisch {PR_MONTHLY_PRICE_CHF} CHF pro Monat
            abgebucht.
          </li>
          <li>
            Sie können jederzeit in Ihrem Profil unter «Meine PR-Berichte» auf das Ende der laufenden Periode
            kündigen; dort finden Sie auch die Quittungen.
          </li>
        </ol>
        <p className="mt-4 text-stone-700">
          Sobald die Abrechnung beginnt, erhalten Sie eine Bestätigung per E-Mail.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/pr-service" className={buttonClass("secondary")}>
            Weiteren PR-Bericht erstellen
          </Link>
          <Link href="/" className={buttonClass("primary")}>
            Zur Startseite
          </Link>
        </div>
      </Card>
    </div>
  );
}
