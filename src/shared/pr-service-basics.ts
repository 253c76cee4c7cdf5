// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).

/** The built-in test provider's card numbers, as Stripe's test cards behave. */
export const TEST_CARD_ACCEPTED = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";
export const TEST_MODE_NOTICE = "Testmodus – es wird nichts abgebucht";
