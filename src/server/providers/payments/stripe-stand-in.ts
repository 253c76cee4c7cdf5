import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as flat keys (items[0][price_data][unit_amount] → "1000"). */
  form: Record<string, string>;
}

/**
 * A local stand-in for the parts of Stripe's API the PR service uses, for tests that run the real
 * `stripe` SDK against it: it keeps every request and answers with objects shaped like Stripe's. Tests
 * set what Stripe "knows" (a saved card, a subscription's status) through `state`.
 */
export async function startStripeStandIn() {
  const received: StandInRequest[] = [];
  const state = {
    setupIntents: new Map<string, { status: string; payment_method: string | null }>(),
    subscriptions: new Map<
      string,
      { status: string; trial_end: number; cancel_at_period_end: boolean; current_period_end?: number }
    >(),
    /** Paid invoices by subscription, as `GET /v1/invoices?subscription=` lists them. */
    invoices: new Map<string, object[]>(),
  };
  const subscriptionObject = (id: string) => {
    const { current_period_end, ...subscription } = state.subscriptions.get(id)!;
    const periodEnd = current_period_end ?? subscription.trial_end;
    return {
      id,
      object: "subscription",
      ...subscription,
      items: { object: "list", data: [{ id: `si_${id}`, current_period_end: periodEnd }] },
    };
  };
  let counter = 0;
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const url = new URL(request.url ?? "/", "http://stand-in");
      const path = url.pathname;
      received.push({ method: request.method ?? "GET", path, headers: request.headers, form });
      const answer = (status: number, body: object) => {
        response.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${received.length}`,
        });
        response.end(JSON.stringify(body));
      };
      const [, version, resource, id, action] = path.split("/");
      if (version !== "v1")
        return answer(404, { error: { message: "unknown", type: "invalid_request_error" } });
      if (resource === "customers") {
        return answer(200, { id: id ?? `cus_${++counter}`, object: "customer", email: form.email ?? null });
      }
      if (resource === "setup_intents" && request.method === "POST" && !id) {
        const intentId = `seti_${++counter}`;
        state.setupIntents.set(intentId, { status: "requires_payment_method", payment_method: null });
        return answer(200, {
          id: intentId,
          object: "setup_intent",
          client_secret: `${intentId}_secret_standin`,
          customer: form.customer,
          status: "requires_payment_method",
          payment_method: null,
        });
      }
      if (resource === "setup_intents" && id) {
        const intent = state.setupIntents.get(id);
        if (!intent)
          return answer(404, { error: { message: "No such setup intent", type: "invalid_request_error" } });
        return answer(200, { id, object: "setup_intent", client_secret: `${id}_secret_standin`, ...intent });
      }
      if (resource === "products") return answer(200, { id: `prod_${++counter}`, object: "product" });
      if (resource === "subscriptions" && request.method === "POST" && !id) {
        const subscriptionId = `sub_${++counter}`;
        state.subscriptions.set(subscriptionId, {
          status: "trialing",
          trial_end: Number(form.trial_end),
          cancel_at_period_end: false,
        });
        return answer(200, subscriptionObject(subscriptionId));
      }
      if (resource === "subscriptions" && id) {
        const subscription = state.subscriptions.get(id);
        if (!subscription)
          return answer(404, { error: { message: "No such subscription", type: "invalid_request_error" } });
        if (request.method === "DELETE" || action === "cancel") subscription.status = "canceled";
        else if (request.method === "POST" && form.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
        }
        return answer(200, subscriptionObject(id));
      }
      if (resource === "invoices" && request.method === "GET" && !id) {
        const data = state.invoices.get(url.searchParams.get("subscription") ?? "") ?? [];
        return answer(200, { object: "list", data, has_more: false, url: "/v1/invoices" });
      }
      return answer(404, { error: { message: "unknown", type: "invalid_request_error" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: { host: "127.0.0.1", port, protocol: "http" as const },
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
