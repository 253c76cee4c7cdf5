import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { as, type Who } from "./app";

/** Each German message a form is refused with, and the changes to a valid form that draw it. */
export type Refusals = Record<string, Array<Record<string, unknown>>>;

/** Posts `form` as `who` once for each change in `refusals`, and expects a 400 with that change's message. */
export async function expectRefusals(
  app: FastifyInstance,
  who: Who,
  url: string,
  form: object,
  refusals: Refusals,
) {
  for (const [message, changes] of Object.entries(refusals)) {
    for (const change of changes) {
      const response = await as(app, who).post(url, { ...form, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json(), JSON.stringify(change)).toMatchObject({ message });
    }
  }
}
