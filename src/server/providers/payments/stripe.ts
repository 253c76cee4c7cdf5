import Stripe from "stripe";
import {
  type PaymentEvent,
  PaymentEventRejected,
  type PaymentEventTarget,
  type PaymentProvider,
  PR_SUBSCRIPTION_AMOUNT_RAPPEN,
  PR_SUBSCRIPTION_CURRENCY,
  type SubscriptionInfo,
  type SubscriptionState,
} from "./types";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
}

/** Where the SDK sends its requests: Stripe itself, or a stand-in of its API in tests. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: "http" | "https";
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** Stripe's subscription status, read as the PR report's payment state. */
function subscriptionStateOf(status: Stripe.Subscription.Status): SubscriptionState {
  if (status === "trialing") return "trialing";
  if (status === "active") return "paid";
  if (status === "past_due" || status === "unpaid") return "failed";
  return "cancelled";
}

const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Where the current period ends: the trial's end, else the (single) item's billing period. */
function infoOf(subscription: Stripe.Subscription): SubscriptionInfo {
  const periodEnd =
    subscription.status === "trialing"
      ? dateOf(subscription.trial_end)
      : dateOf(subscription.items?.data?.[0]?.current_period_end);
  return {
    state: subscriptionStateOf(subscription.status),
    periodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

/** The object an event points at; the state itself is read from Stripe afterwards, never from the event. */
function targetOf(event: Stripe.Event): PaymentEventTarget {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith("setup_intent.")) return { kind: "setup", setupIntentId: String(object.id) };
  if (event.type.startsWith("customer.subscription.")) {
    return { kind: "subscription", subscriptionId: String(object.id) };
  }
  if (event.type.startsWith("invoice.")) {
    const invoice = event.data.object as Stripe.Invoice;
    const subscription = idOf(invoice.parent?.subscription_details?.subscription);
    return subscription ? { kind: "subscription", subscriptionId: subscription } : { kind: "ignored" };
  }
  return { kind: "ignored" };
}

export function createStripeProvider(settings: StripeSettings, endpoint?: StripeEndpoint): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(endpoint ?? {}),
  });

  return {
    mode: { provider: "stripe", publishableKey: settings.publishableKey },

    async startSetup(_store, request) {
      const key = `pr-report-${request.reportId}`;
      let customerId = request.customerId;
      if (customerId) {
        await stripe.customers.update(customerId, { email: request.email, name: request.companyName });
      } else {
        const customer = await stripe.customers.create(
          {
            email: request.email,
            name: request.companyName,
            metadata: { prReportId: String(request.reportId) },
          },
          { idempotencyKey: `${key}-customer` },
        );
        customerId = customer.id;
      }
      if (request.setupIntentId) {
        const open = await stripe.setupIntents.retrieve(request.setupIntentId);
        if (open.client_secret && open.status !== "canceled" && open.status !== "succeeded") {
          return { customerId, setupIntentId: open.id, clientSecret: open.client_secret };
        }
      }
      const intent = await stripe.setupIntents.create(
        {
          customer: customerId,
          usage: "off_session",
          automatic_payment_methods: { enabled: true },
          metadata: { prReportId: String(request.reportId) },
        },
        { idempotencyKey: `${key}-setup-${request.setupIntentId ?? "first"}` },
      );
      if (!intent.client_secret) throw new Error("Stripe answered a SetupIntent without client secret");
      return { customerId, setupIntentId: intent.id, clientSecret: intent.client_secret };
    },

    async setupState(_store, setupIntentId) {
      const intent = await stripe.setupIntents.retrieve(setupIntentId);
      return { succeeded: intent.status === "succeeded", paymentMethodId: idOf(intent.payment_method) };
    },

    async startSubscription(_store, request) {
      const key = `pr-report-${request.reportId}`;
      const product = await stripe.products.create(
        { name: "PR-Bericht Abonnement", metadata: { prReportId: String(request.reportId) } },
        { idempotencyKey: `${key}-product` },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: request.customerId,
          default_payment_method: request.paymentMethodId,
          items: [
            {
              price_data: {
                currency: PR_SUBSCRIPTION_CURRENCY,
                product: product.id,
                unit_amount: PR_SUBSCRIPTION_AMOUNT_RAPPEN,
                recurring: { interval: "month" },
              },
            },
          ],
          trial_end: Math.floor(request.trialEnd.getTime() / 1000),
          off_session: true,
          metadata: { prReportId: String(request.reportId) },
        },
        { idempotencyKey: `${key}-subscription` },
      );
      return subscription.id;
    },

    async subscription(_store, subscriptionId) {
      return infoOf(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async cancelAtPeriodEnd(_store, subscriptionId) {
      const subscription = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      const end = infoOf(subscription).periodEnd;
      if (!end) throw new Error(`Stripe answered subscription ${subscriptionId} without a period end`);
      return end;
    },

    async paidInvoices(_store, subscriptionId) {
      const invoices = await stripe.invoices.list({
        subscription: subscriptionId,
        status: "paid",
        limit: 100,
      });
      return invoices.data
        .filter((invoice) => invoice.id && invoice.amount_paid > 0)
        .map((invoice) => {
          const line = invoice.lines?.data?.[0]?.period;
          const paidAt = dateOf(invoice.status_transitions?.paid_at) ?? dateOf(invoice.created)!;
          return {
            id: invoice.id!,
            paidAt,
            periodStart: dateOf(line?.start) ?? paidAt,
            periodEnd: dateOf(line?.end) ?? paidAt,
            amountRappen: invoice.amount_paid,
          };
        })
        .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
    },

    async cancelSubscription(_store, subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return;
      await stripe.subscriptions.cancel(subscriptionId);
    },

    verifyEvent(rawBody, signature): PaymentEvent {
      if (!settings.webhookSecret || !signature) throw new PaymentEventRejected("no signature");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new PaymentEventRejected("bad signature");
      }
      return { id: event.id, type: event.type, target: targetOf(event) };
    },

    async billDue() {
      return [];
    },

    async now() {
      return new Date();
    },
  };
}
