import type { Config } from "../../config";
import { createStripeProvider } from "./stripe";
import { createTestProvider } from "./test-provider";
import type { PaymentProvider } from "./types";

export * from "./types";

export function createPaymentProvider(config: Config): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createTestProvider();
}
