import { queryOptions } from "@tanstack/react-query";
import type { SubscriptionView } from "../../../shared/subscriptions/basics";

/** GET /api/subscriptions/{token}: the subscription the link of a mail opens. */
export const subscriptionQuery = (token: string) =>
  queryOptions<SubscriptionView>({ queryKey: ["/api/subscriptions", encodeURIComponent(token)] });
