import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Env } from "../config";
import { type FakeAnswers, startFakeModelServer } from "../providers/ai/fake-model-server";
import { as, createTestApp, type Member, signUp, type TestApp } from "./app";

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

/**
 * A member is served `limit` posts of `payload` to `url` (each answered `served`), then 429 in German; a
 * neighbour from the same address is still served: the limit counts per member, not per address.
 */
export async function expectLimitPerMember(
  app: FastifyInstance,
  url: string,
  payload: object,
  { limit, served }: { limit: number; served: number },
) {
  const busy = await signUp(app);
  for (let i = 0; i < limit; i++) expect((await as(app, busy).post(url, payload)).statusCode).toBe(served);
  const limited = await as(app, busy).post(url, payload);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toMatch(/Zu viele Anfragen/);
  const neighbour = await signUp(app);
  expect((await as(app, neighbour).post(url, payload)).statusCode).toBe(served);
}
