import { useId, useState } from "react";
import { useLocation } from "wouter";
import { TEST_MODE_NOTICE } from "../../../shared/pr-reports/pr-service-basics";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/field";
import { apiRequest, errorMessage } from "../../lib/api";
import {
  type PaymentFormProps,
  paymentFailed,
  paymentSaved,
  startSetup,
  successPath,
  usePaymentSubmit,
} from "./usePaymentSetup";

/** The built-in test provider's card form: clearly marked, through the same server code as Stripe. */
export function TestCardForm(props: PaymentFormProps) {
  const id = useId();
  const [, navigate] = useLocation();
  const [cardNumber, setCardNumber] = useState("");
  const { busy, submit } = usePaymentSubmit(async () => {
    const clientSecret = await startSetup(props);
    try {
      await apiRequest("POST", `/api/pr-reports/${props.prReportId}/test-card`, {
        clientSecret,
        cardNumber,
      });
    } catch (error) {
      if (error instanceof Error && /^(402|400): /.test(error.message)) {
        paymentFailed(errorMessage(error) ?? "Die Karte wurde abgelehnt.");
        return;
      }
      throw error;
    }
    paymentSaved();
    navigate(successPath(props.prReportId));
  });

  return (
    <form id="payment-form" onSubmit={submit} className="space-y-3">
      <p className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900">
        {TEST_MODE_NOTICE}
      </p>
      <div>
        <Label htmlFor={id}>Kartennummer (Testkarte)</Label>
        <Input
          id={id}
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          4242 4242 4242 4242 wird angenommen, 4000 0000 0000 0002 abgelehnt.
        </p>
      </div>
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={!props.canSubmit || !cardNumber.trim() || busy}
      >
        {busy ? "Verarbeitung..." : "Zahlungsmethode hinterlegen"}
      </Button>
    </form>
  );
}
