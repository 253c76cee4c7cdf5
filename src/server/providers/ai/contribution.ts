import { z } from "zod";
import { writeOffline } from "./offline-writer";
import { letterPrompt, userArticlePrompt } from "./prompts/reader-contribution";
import { renderPrompt } from "./prompts/template";
import type { Ai, ArticleTone, ContributionDraft, ContributionRequest, LetterTone } from "./types";

export type { ArticleTone, ContributionDraft, ContributionRequest, LetterTone } from "./types";

const TONE_WORDS: Record<LetterTone | ArticleTone, string> = {
  neutral: "neutral und sachlich",
  supportive: "unterstützend und wertschätzend",
  critical: "kritisch, aber respektvoll und konstruktiv",
  informative: "informativ und erklärend",
  engaging: "lebendig und mitreissend, mit direkter Ansprache",
};

const modelAnswer = z.object({
  title: z.string().trim().min(3).max(200),
  content: z.string().trim().min(80).max(10_000),
});

/** Splits what the member typed into keywords: by comma, semicolon or line, without repeats. */
export function splitKeywords(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,;\n]/)
    .map((keyword) => keyword.trim().replace(/\s+/g, " "))
    .filter((keyword) => {
      const key = keyword.toLowerCase();
      if (!keyword || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export const signatureOf = (authorName: string, authorLocation?: string) =>
  authorLocation ? `${authorName}, ${authorLocation}` : authorName;

/** A first draft of a reader letter or user article: from the model when there is one, else offline. */
export async function writeContribution(ai: Ai, request: ContributionRequest): Promise<ContributionDraft> {
  const originalPrompt = request.keywords.join(", ");
  if (!ai.model) return { ...writeOffline(request), originalPrompt };
  const prompt =
    request.kind === "letter"
      ? renderPrompt(letterPrompt, {
          municipality: request.municipality,
          topic: request.topic,
          keywords: originalPrompt,
          tone: TONE_WORDS[request.tone],
          signature: signatureOf(request.authorName, request.authorLocation),
        })
      : renderPrompt(userArticlePrompt, {
          municipality: request.municipality,
          category: request.category,
          keywords: originalPrompt,
          tone: TONE_WORDS[request.tone],
          author: request.authorName,
        });
  const answer = await ai.model.completeJson(prompt, modelAnswer);
  return { generatedContent: answer.content, suggestions: { title: answer.title }, originalPrompt };
}
