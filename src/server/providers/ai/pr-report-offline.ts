import { listInWords } from "../../../shared/common/text";
import type { PrReportDraft, PrReportRequest } from "./types";

/**
 * The PR writer without a model: a draft for the editorial team to revise, built from the facts read off
 * the company's homepage and nothing else. Each paragraph stands for one kind of fact (what the company
 * says of itself, what it offers, how to reach it) and is left out when the site did not say it, so the
 * draft claims no year, price or quality and has no sentence that says nothing. A company whose site
 * could not be read gets only what is known, its name and website; the team completes it with the
 * company (the order pages say so).
 */
export function writePrReportOffline({ municipality, company }: PrReportRequest): PrReportDraft {
  const { name, domain } = company;
  const introduction = `${name} stellt sich den Leserinnen und Lesern in ${municipality} vor.`;
  const contact = [
    company.address ? `Adresse: ${company.address}.` : null,
    company.phone ? `Telefon: ${company.phone}.` : null,
    company.email ? `E-Mail: ${company.email}.` : null,
    `Website: ${domain}.`,
  ]
    .filter(Boolean)
    .join(" ");

  if (!company.fromWebsite) {
    return { title: `${name} stellt sich vor`, excerpt: introduction, content: contact };
  }

  const { services, description } = company;
  const firstSentence = description?.match(/^.{20,200}?[.!?](\s|$)/)?.[0]?.trim();
  return {
    title: services.length ? `${name}: ${listInWords(services.slice(0, 2))}` : `${name} stellt sich vor`,
    excerpt: firstSentence ?? introduction,
    content: [
      description,
      // 'umfasst' fits one service and several, a heading in the singular and in the plural.
      services.length ? `Das Angebot von ${name} umfasst ${listInWords(services)}.` : null,
      contact,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
