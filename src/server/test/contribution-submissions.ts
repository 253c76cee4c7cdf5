import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Env } from "../config";
import { type FakeAnswers, startFakeModelServer } from "../providers/ai/fake-model-server";
import { as, createTestApp, type Member, signUp, type TestApp, type Who } from "./app";

/** A test that builds a second portal (its own database) wired to a fake model; on a busy machine that takes a while. */
export const MODEL_APP_TIMEOUT_MS = 120_000;

export interface ModelPortal {
  app: TestApp["app"];
  /** A verified member of that portal, who may ask the writing assistant. */
  member: Member;
  model: Awaited<ReturnType<typeof startFakeModelServer>>;
}

/**
 * The writing assistant of letters and user articles against a model: a second portal whose model is a
 * fake OpenAI-compatible server giving `answers` in turn; `env` adds to its configuration. Both are
 * closed after `use`, whatever it did.
 */
export async function withModelPortal(
  answers: FakeAnswers,
  env: Env,
  use: (portal: ModelPortal) => Promise<void>,
): Promise<void> {
  const model = await startFakeModelServer(answers);
  const withModel = await createTestApp({ AI_BASE_URL: model.baseUrl, ...env });
  try {
    await use({ app: withModel.app, member: await signUp(withModel.app), model });
  } finally {
    await withModel.close();
    await model.close();
  }
}

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
