import type { Config } from "../../config";
import { createModelClient, type ModelOptions } from "./model";
import type { Ai } from "./types";

export { AI_JUNK_ANSWER, AI_UNAVAILABLE, AiError } from "./errors";
export type { ModelClient } from "./model";
export { chatAnswerPrompt } from "./prompts/chat-answer";
export { type PromptTemplate, type RenderedPrompt, renderPrompt } from "./prompts/template";

export type { Ai } from "./types";

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
