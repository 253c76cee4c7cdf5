import type { PromptTemplate } from "./template";

/** A sponsored portrait of a local company, written from what its homepage says (or only its domain). */
export const prReportPrompt: PromptTemplate<"municipality" | "facts" | "source"> = {
  id: "pr-report",
  version: 1,
  system: `Du schreibst für das Dorfportal von {{municipality}} einen PR-Bericht über ein lokales Unternehmen: einen gut lesbaren, sachlich-positiven Artikel in der dritten Person, 250 bis 450 Wörter, mit einem Bezug zu {{municipality}} und der Region (was das Angebot den Menschen vor Ort bringt).
Regeln:
- Schreibe auf Deutsch in Schweizer Rechtschreibung (ss statt ß).
- Verwende nur die Angaben über das Unternehmen; erfinde keine Namen, Jahreszahlen, Preise, Auszeichnungen, Zitate oder Adressen.
- Stehen nur wenige Angaben zur Verfügung, bleibe allgemein und sage das nicht ausdrücklich.
- Kein Markdown, keine Platzhalter wie [Name] oder XY.
- Antworte ausschliesslich mit einem JSON-Objekt: {"title": "…", "excerpt": "…", "content": "…"}. Der excerpt ist ein Satz mit höchstens 200 Zeichen. Absätze im content trennst du mit einer Leerzeile.`,
  user: `Quelle der Angaben: {{source}}
{{facts}}`,
};
