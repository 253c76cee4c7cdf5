import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import {
  type PaymentFormProps,
  paymentFailed,
  startSetup,
  successPath,
  usePaymentSubmit,
} from "./usePaymentSetup";

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is fetched once per key, and only by this page. */
const stripeFor = (publishableKey: string) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

/** Stripe's Payment Element; the SetupIntent is created on submit, once the e-mail is known. */
export function StripeSetupForm(props: PaymentFormProps & { publishableKey: string }) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{ mode: "setup", currency: "chf", locale: "de", setupFutureUsage: "off_session" }}
    >
      <SetupForm {...props} />
    </Elements>
  );
}

function SetupForm(props: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const { busy, submit } = usePaymentSubmit(async () => {
    if (!stripe || !elements) return;
    const checked = await elements.submit();
    if (checked.error) {
      paymentFailed(checked.error.message ?? "Die Angaben sind unvollständig.");
      return;
    }
    const clientSecret = await startSetup(props);
    const { error } = await stripe.confirmSetup({
      elements,
      clientSecret,
      confirmParams: {
        return_url: `${window.location.origin}${successPath(props.prReportId)}`,
        payment_method_data: { billing_details: { email: props.email } },
      },
    });
    // Without an error Stripe has already sent the browser to the return URL.
    if (error) paymentFailed(error.message ?? "Die Zahlung konnte nicht eingerichtet werden.");
  });

  return (
    <form id="payment-form" onSubmit={submit} className="space-y-3">
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" className="w-full sm:w-auto" disabled={!ready || !props.canSubmit || busy}>
        {busy ? "Verarbeitung..." : "Zahlungsmethode hinterlegen"}
      </Button>
    </form>
  );
}
