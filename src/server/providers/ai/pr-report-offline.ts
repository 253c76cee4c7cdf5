import type { PrReportDraft, PrReportRequest } from "./types";

/**
 * The PR writer without a model: composes the article from the facts read off the company's homepage
 * and nothing else, so it invents no year, price or claim. A company whose site could not be read gets
 * a short, visibly more general portrait built from its name and domain.
 */
export function writePrReportOffline({ municipality, company }: PrReportRequest): PrReportDraft {
  const { name, domain } = company;
  const contact = [
    `Mehr über ${name} erfahren Sie auf ${domain}.`,
    company.address ? `Adresse: ${company.address}.` : null,
    company.phone ? `Telefon: ${company.phone}.` : null,
    company.email ? `E-Mail: ${company.email}.` : null,
  ]
    .filter(Boolean)
    .join(" ");

  if (!company.fromWebsite) {
    return {
      title: `${name} stellt sich vor`,
      excerpt: `Ein kurzes Porträt von ${name} für die Leserinnen und Leser in ${municipality}.`,
      content: [
        `${name} ist im Internet unter ${domain} zu finden und möchte sich den Menschen in ${municipality} und der Region vorstellen.`,
        `Lokale Unternehmen prägen das Leben in ${municipality}: Sie sind ansprechbar, kennen die Region und schaffen Verbindungen zwischen Kundschaft und Anbietern vor Ort. Wer Angebote in der Nähe sucht, findet bei ${name} eine weitere Anlaufstelle.`,
        contact,
      ].join("\n\n"),
    };
  }

  const services = company.services;
  const list =
    services.length <= 1 ? (services[0] ?? "") : `${services.slice(0, -1).join(", ")} und ${services.at(-1)}`;
  const firstSentence = company.description?.match(/^.{20,200}?[.!?](\s|$)/)?.[0]?.trim();
  return {
    title: services[0]
      ? `${name}: ${services[0]} für ${municipality} und die Region`
      : `${name} – ein Angebot für ${municipality} und die Region`,
    excerpt:
      firstSentence ?? `${name} stellt sich den Leserinnen und Lesern des Dorfportals ${municipality} vor.`,
    content: [
      `Wer in ${municipality} und der Umgebung nach einem passenden Angebot sucht, stösst auf ${name}.${
        company.description ? ` ${company.description}` : ""
      }`,
      services.length ? `Zum Angebot von ${name} gehören ${list}.` : null,
      `Für die Menschen in ${municipality} zählt, was in der Nähe zu finden ist: kurze Wege, direkte Ansprechpersonen und Betriebe, die die Region kennen. ${name} ist eine dieser Adressen, die das lokale Angebot bereichern.`,
      contact,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
