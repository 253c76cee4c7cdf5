import type { Env } from "../config";
import { type FakeAnswers, startFakeModelServer } from "../providers/ai/fake-model-server";
import { createTestApp, type Member, signUp, type TestApp } from "./app";

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
