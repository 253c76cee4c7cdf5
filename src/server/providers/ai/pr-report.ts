import { z } from "zod";
import type { PrDraftWriter } from "../../../shared/pr-reports/pr-service-basics";
import { writePrReportOffline } from "./pr-report-offline";
import { prReportPrompt } from "./prompts/pr-report";
import { renderPrompt } from "./prompts/template";
import type { Ai, CompanyFacts, PrReportDraft, PrReportRequest } from "./types";

export type { CompanyFacts, PrReportDraft, PrReportRequest } from "./types";

const modelAnswer = z.object({
  title: z.string().trim().min(5).max(200),
  excerpt: z.string().trim().min(10).max(300),
  content: z.string().trim().min(200).max(10_000),
});

/** The company facts as lines for the prompt; missing ones are left out rather than guessed. */
export function factLines(company: CompanyFacts): string {
  return [
    `Name: ${company.name}`,
    `Website: ${company.domain}`,
    company.description ? `Beschreibung: ${company.description}` : null,
    company.services.length ? `Angebot: ${company.services.join("; ")}` : null,
    company.address ? `Adresse: ${company.address}` : null,
    company.phone ? `Telefon: ${company.phone}` : null,
    company.email ? `E-Mail: ${company.email}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The PR report's article: from the model when there is one, else from the offline writer; with who wrote
 * it, which the company is told before it pays.
 */
export async function writePrReport(
  ai: Ai,
  request: PrReportRequest,
): Promise<PrReportDraft & { writtenBy: PrDraftWriter }> {
  if (!ai.model) return { ...writePrReportOffline(request), writtenBy: "template" };
  const prompt = renderPrompt(prReportPrompt, {
    municipality: request.municipality,
    facts: factLines(request.company),
    source: request.company.fromWebsite
      ? "die Website des Unternehmens"
      : "nur der Domainname; die Website war nicht erreichbar",
  });
  return { ...(await ai.model.completeJson(prompt, modelAnswer)), writtenBy: "model" };
}
