import OpenAI, { APIError } from "openai";
import type { z } from "zod";
import type { Config } from "../../config";
import { AI_JUNK_ANSWER, AI_UNAVAILABLE, AiError } from "./errors";
import type { RenderedPrompt } from "./prompts/template";

/** Models served without a name of their own (a single-model server) still need one in the request. */
export const DEFAULT_MODEL = "gpt-4o-mini";
const DEFAULT_TIMEOUT_MS = 45_000;
const DEFAULT_RETRY_DELAY_MS = 1_000;
/** A server that asks for a longer pause than this is treated as unavailable rather than waited for. */
const MAX_RETRY_AFTER_MS = 10_000;

export interface ModelOptions {
  timeoutMs?: number;
  retryDelayMs?: number;
  log?: { warn(details: object, message: string): void };
}

/** A chat model behind an OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Mistral, Ollama, vLLM, …). */
export interface ModelClient {
  /** The answer as JSON, checked against `schema`; junk or a failing model throws an AiError. */
  completeJson<T>(prompt: RenderedPrompt, schema: z.ZodType<T>): Promise<T>;
  /** The answer as plain text; an empty answer throws an AiError. */
  completeText(prompt: RenderedPrompt): Promise<string>;
  /**
   * The answer as plain text in pieces as the model writes them. A failing model, one silent for longer
   * than the timeout between two pieces, or an empty answer throws an AiError (possibly after some pieces).
   */
  streamText(prompt: RenderedPrompt): AsyncIterable<string>;
}

const isRetryable = (error: unknown): error is APIError =>
  error instanceof APIError &&
  typeof error.status === "number" &&
  (error.status === 429 || error.status >= 500);

function retryDelay(error: APIError, fallbackMs: number): number {
  const seconds = Number(error.headers?.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : fallbackMs;
}

/** Models like to wrap JSON in a Markdown fence or a sentence; the object itself is what counts. */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = fenced?.[1] ?? text;
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  if (start === -1 || end <= start) return undefined;
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

export function createModelClient(ai: NonNullable<Config["ai"]>, options: ModelOptions = {}): ModelClient {
  const isAzure = new URL(ai.baseUrl).hostname.endsWith(".azure.com");
  const client = new OpenAI({
    baseURL: ai.baseUrl,
    // Self-hosted servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
    apiKey: ai.apiKey ?? "no-key",
    // Azure OpenAI's older deployments read the key from this header instead of the bearer token.
    defaultHeaders: isAzure && ai.apiKey ? { "api-key": ai.apiKey } : undefined,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Retries are ours: exactly one, and only for 429 and 5xx (the SDK would also retry timeouts).
    maxRetries: 0,
  });
  const model = ai.model ?? DEFAULT_MODEL;
  const fallbackDelay = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const messagesOf = (prompt: RenderedPrompt) => [
    { role: "system" as const, content: prompt.system },
    { role: "user" as const, content: prompt.user },
  ];
  const unavailable = (error: unknown, prompt: RenderedPrompt) => {
    options.log?.warn({ err: error, prompt: prompt.id, version: prompt.version }, "AI request failed");
    return new AiError(AI_UNAVAILABLE, { cause: error });
  };

  async function complete(prompt: RenderedPrompt, json: boolean): Promise<string> {
    const request = () =>
      client.chat.completions.create({
        model,
        temperature: 0.7,
        messages: messagesOf(prompt),
        ...(json ? { response_format: { type: "json_object" as const } } : {}),
      });
    try {
      let completion: OpenAI.ChatCompletion;
      try {
        completion = await request();
      } catch (error) {
        if (!isRetryable(error)) throw error;
        const delay = retryDelay(error, fallbackDelay);
        if (delay > MAX_RETRY_AFTER_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
        completion = await request();
      }
      return completion.choices[0]?.message?.content ?? "";
    } catch (error) {
      throw unavailable(error, prompt);
    }
  }

  return {
    async completeJson(prompt, schema) {
      const text = await complete(prompt, true);
      const parsed = schema.safeParse(extractJson(text));
      if (!parsed.success) {
        options.log?.warn(
          { prompt: prompt.id, version: prompt.version, answer: text.slice(0, 500) },
          "AI junk",
        );
        throw new AiError(AI_JUNK_ANSWER);
      }
      return parsed.data;
    },
    async completeText(prompt) {
      const text = (await complete(prompt, false)).trim();
      if (!text) throw new AiError(AI_JUNK_ANSWER);
      return text;
    },
    // Not retried: a reader is waiting for the first words, and the caller has an answer without the model.
    async *streamText(prompt) {
      const stalled = new AbortController();
      let timer = setTimeout(() => stalled.abort(), timeoutMs);
      let wrote = false;
      try {
        const stream = await client.chat.completions.create(
          { model, temperature: 0.7, messages: messagesOf(prompt), stream: true },
          { signal: stalled.signal },
        );
        for await (const chunk of stream) {
          clearTimeout(timer);
          timer = setTimeout(() => stalled.abort(), timeoutMs);
          const piece = chunk.choices[0]?.delta?.content;
          if (!piece) continue;
          wrote = true;
          yield piece;
        }
      } catch (error) {
        throw unavailable(error, prompt);
      } finally {
        clearTimeout(timer);
        // Also when the caller stops reading early: the model's connection is not left open.
        stalled.abort();
      }
      if (!wrote) throw new AiError(AI_JUNK_ANSWER);
    },
  };
}
