import type { ModelClient } from "./model";

/**
 * The portal's AI: a model when AI_BASE_URL is set, otherwise none. Each writing task (a reader
 * contribution, a PR report, a chat answer) is a function of its own that takes this and falls back to
 * its built-in offline implementation when `model` is null, so that a new task never changes another.
 */
export interface Ai {
  model: ModelClient | null;
}

export type LetterTone = "neutral" | "supportive" | "critical";
export type ArticleTone = "neutral" | "informative" | "engaging";

/** What a member gives the writing assistant on /lesereporter. */
export type ContributionRequest = {
  municipality: string;
  keywords: string[];
  authorName: string;
} & (
  | { kind: "letter"; topic: string; authorLocation?: string; tone: LetterTone }
  | { kind: "article"; category: string; tone: ArticleTone }
);

/** The answer of the ai-generate calls (spec portal-members §7). */
export interface ContributionDraft {
  generatedContent: string;
  suggestions: { title: string };
  /** The keywords the text was written from, comma separated: the pages list them under 'KI-Unterstützung'. */
  originalPrompt: string;
}

/** What a company's homepage says about it (or, when it could not be read, only its domain). */
export interface CompanyFacts {
  domain: string;
  name: string;
  description: string | null;
  services: string[];
  address: string | null;
  phone: string | null;
  email: string | null;
  fromWebsite: boolean;
}

export interface PrReportRequest {
  municipality: string;
  company: CompanyFacts;
}

/** A PR article: title, a one-sentence excerpt and plain-text content with one paragraph per block. */
export interface PrReportDraft {
  title: string;
  excerpt: string;
  content: string;
}
