import { type FormEvent, useState } from "react";
import type { PrSubscriptionSetup } from "../../../shared/pr-reports/pr-service";
import { failureToast } from "../../components/ui/failure-toast";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import type { BillingAddressInput } from "./BillingAddressFields";

export interface PaymentFormProps {
  prReportId: number;
  companyName: string;
  email: string;
  billingAddress: BillingAddressInput;
  /** Whether the form may be submitted (an e-mail and the billing address are entered). */
  canSubmit: boolean;
}

/** Asks the server for the setup of this report's card: the client secret the provider confirms with. */
export async function startSetup(props: PaymentFormProps): Promise<string> {
  const response = await apiRequest("POST", "/api/create-pr-subscription", {
    prReportId: props.prReportId,
    email: props.email,
    companyName: props.companyName,
    billingAddress: props.billingAddress,
  });
  return ((await response.json()) as PrSubscriptionSetup).clientSecret;
}

export const successPath = (prReportId: number) => `/pr-payment-success/${prReportId}`;

/** Spec §8: the provider's refusal is a 'Zahlungsfehler' with its message. */
export const paymentFailed = (message: string) =>
  toast({ title: "Zahlungsfehler", description: message, variant: "destructive" });

const unexpectedError = (error: unknown) => failureToast(error, "Ein unerwarteter Fehler ist aufgetreten.");

export const paymentSaved = () =>
  toast({
    title: "Zahlungsmethode hinterlegt",
    description: "Ihr PR-Bericht wurde eingereicht und kann vom Admin genehmigt werden.",
  });

/** The payment form's submission: busy while it runs, anything unexpected shown as an error toast. */
export function usePaymentSubmit(run: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await run();
    } catch (error) {
      unexpectedError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
