import type { Config } from "../../config";
import { createModelClient, type ModelClient, type ModelOptions } from "./model";

export { AI_JUNK_ANSWER, AI_UNAVAILABLE, AiError } from "./errors";
export type { ModelClient } from "./model";
export { chatAnswerPrompt } from "./prompts/chat-answer";
export { type PromptTemplate, type RenderedPrompt, renderPrompt } from "./prompts/template";

/**
 * The portal's AI: a model when AI_BASE_URL is set, otherwise none. Each writing task (a reader
 * contribution, a PR report, a chat answer) is a function of its own that takes this and falls back to
 * its built-in offline implementation when `model` is null, so that a new task never changes another.
 */
export interface Ai {
  model: ModelClient | null;
}

export function createAi(config: Config["ai"], options: ModelOptions = {}): Ai {
  return { model: config ? createModelClient(config, options) : null };
}
export {
  type ArticleTone,
  type ContributionDraft,
  type ContributionRequest,
  type LetterTone,
  splitKeywords,
  writeContribution,
} from "./contribution";
