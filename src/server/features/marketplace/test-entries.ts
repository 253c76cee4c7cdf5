import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { HelpEntry } from "../../../shared/marketplace/marketplace";
import { as, type Who } from "../../test/app";

/** A valid marketplace entry as the form sends it; `overrides` change or add fields. */
export const offer = (overrides: object = {}) => ({
  kind: "offer",
  category: "gear_share",
  title: "Bohrmaschine zum Ausleihen",
  description: "Eine Schlagbohrmaschine, gerne auch übers Wochenende.",
  name: "Anna",
  contactEmail: "anna@example.ch",
  contactPhone: "",
  price: "Gratis",
  ...overrides,
});

/** Creates an entry through the API as `who` and answers it (both marketplace test files make entries). */
export async function createEntry(
  app: FastifyInstance,
  who: Who,
  overrides: object = {},
): Promise<HelpEntry> {
  const response = await as(app, who).post("/api/help-entries", offer(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
