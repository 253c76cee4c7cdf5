import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { type ComponentType, useEffect, useId, useState } from "react";
import { Card } from "../../components/ui/card";
import { Input, Label } from "../../components/ui/field";
import { PageMeta } from "../../lib/head";
import type { PageProps } from "../../lib/page";
import {
  BillingAddressFields,
  EMPTY_BILLING_ADDRESS,
  isBillingAddressComplete,
} from "./BillingAddressFields";
import { DraftNote } from "./DraftNote";
import { PriceBox } from "./PriceBox";
import { paymentModeQuery, prReportQuery } from "./queries";
import { TestCardForm } from "./TestCardForm";
import type { PaymentFormProps } from "./usePaymentSetup";

type StripeForm = ComponentType<PaymentFormProps & { publishableKey: string }>;

/**
 * Stripe's scripts load with this page's Stripe form only, in the browser after hydration: the server has
 * nothing to render for them, and a Suspense boundary would stream an inline script the CSP refuses
 * (docs/decisions.md "Pages are loaded per route, without Suspense").
 */
function useStripeForm(wanted: boolean): StripeForm | null {
  const [form, setForm] = useState<StripeForm | null>(null);
  useEffect(() => {
    if (wanted) void import("./StripeSetupForm").then((m) => setForm(() => m.StripeSetupForm));
  }, [wanted]);
  return form;
}

export const isReportNumber = (value: string | undefined) => /^[1-9]\d{0,9}$/.test(value ?? "");

export function Spinner() {
  return (
    <div role="status" className="flex justify-center py-16">
      <Loader2 className="h-8 w-8 animate-spin text-red-700" aria-hidden="true" />
      <span className="sr-only">Wird geladen...</span>
    </div>
  );
}

export function PageNotFound() {
  return (
    <Card className="mx-auto max-w-xl p-6 text-center">
      <h1 className="text-2xl font-bold text-stone-900">Seite nicht gefunden</h1>
    </Card>
  );
}

/** /pr-payment/{prReportId} (spec portal-public §2 "Payment page"). */
export function PrPaymentPage({ params }: PageProps) {
  const id = params.prReportId ?? "";
  const valid = isReportNumber(id);
  const report = useQuery({ ...prReportQuery(id), enabled: valid });
  const mode = useQuery({ ...paymentModeQuery(), enabled: valid });
  const emailId = useId();
  const [email, setEmail] = useState<string | null>(null);
  const [billingAddress, setBillingAddress] = useState(EMPTY_BILLING_ADDRESS);
  const StripeSetupForm = useStripeForm(mode.data?.provider === "stripe");

  if (!valid) return <PageNotFound />;
  const meta = (
    <PageMeta
      title="PR-Bericht Abonnement"
      description="Hinterlegen Sie die Zahlungsmethode für Ihren PR-Bericht."
      noindex
    />
  );
  if (report.isLoading || mode.isLoading)
    return (
      <>
        {meta}
        <Spinner />
      </>
    );
  if (!report.data || !mode.data) {
    return (
      <div className="mx-auto max-w-xl">
        {meta}
        <h1 className="text-3xl font-bold text-stone-900">PR-Bericht Abonnement</h1>
        <Card className="mt-6 p-6">
          <p role="alert" className="text-stone-800">
            Die Zahlungsinformationen konnten nicht geladen werden.
          </p>
        </Card>
      </div>
    );
  }

  const currentEmail = email ?? report.data.companyEmail ?? "";
  const formProps = {
    prReportId: report.data.id,
    companyName: report.data.companyName,
    email: currentEmail.trim(),
    billingAddress,
    canSubmit: currentEmail.trim().length > 0 && isBillingAddressComplete(billingAddress),
  };

  return (
    <div className="mx-auto max-w-3xl">
      {meta}
      <h1 className="text-3xl font-bold text-stone-900">PR-Bericht Abonnement</h1>
      <p className="mt-1 text-lg text-stone-700">{report.data.companyName}</p>
      {report.data.writtenBy && report.data.fromWebsite !== null ? (
        <div className="mt-4">
          <DraftNote writtenBy={report.data.writtenBy} fromWebsite={report.data.fromWebsite} />
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_16rem]">
        <Card className="space-y-4 p-5">
          <div>
            <Label htmlFor={emailId}>E-Mail für Rechnungen *</Label>
            <Input
              id={emailId}
              type="email"
              required
              autoComplete="email"
              value={currentEmail}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <BillingAddressFields value={billingAddress} onChange={setBillingAddress} />
          {mode.data.provider === "stripe" ? (
            StripeSetupForm ? (
              <StripeSetupForm {...formProps} publishableKey={mode.data.publishableKey} />
            ) : (
              <Spinner />
            )
          ) : (
            <TestCardForm {...formProps} />
          )}
        </Card>
        <PriceBox />
      </div>
    </div>
  );
}
