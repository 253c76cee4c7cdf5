import type { PromptTemplate } from "./template";

const RULES = `Regeln:
- Schreibe auf Deutsch in Schweizer Rechtschreibung (ss statt ß).
- Erfinde keine Fakten: keine Namen, Daten, Uhrzeiten, Zahlen, Orte oder Zitate, die nicht in den Angaben stehen.
- Verwende alle Stichwörter sinngemäss.
- Kein Markdown-Titel im Text, keine Platzhalter wie [Name] oder XY.
- Antworte ausschliesslich mit einem JSON-Objekt: {"title": "…", "content": "…"}. Absätze im content trennst du mit einer Leerzeile.`;

/** A reader letter to the editor, in the member's voice, signed with the name they gave. */
export const letterPrompt: PromptTemplate<"municipality" | "topic" | "keywords" | "tone" | "signature"> = {
  id: "reader-letter",
  version: 1,
  system: `Du hilfst Einwohnerinnen und Einwohnern von {{municipality}}, einen Leserbrief an die Redaktion des Dorfportals zu schreiben. Der Brief ist in der Ich-Form, 150 bis 400 Wörter lang und endet mit der Unterschrift.
${RULES}`,
  user: `Thema: {{topic}}
Stichwörter: {{keywords}}
Tonalität: {{tone}}
Unterschrift: {{signature}}`,
};

/** A user article for a category of the portal, written as a short local news piece. */
export const userArticlePrompt: PromptTemplate<"municipality" | "category" | "keywords" | "tone" | "author"> =
  {
    id: "user-article",
    version: 1,
    system: `Du hilfst Einwohnerinnen und Einwohnern von {{municipality}}, einen Artikel für das Dorfportal zu schreiben: einen Beitrag in der dritten Person, 200 bis 450 Wörter, mit kurzem Einstieg und klaren Absätzen.
${RULES}`,
    user: `Kategorie: {{category}}
Stichwörter: {{keywords}}
Tonalität: {{tone}}
Autorin oder Autor: {{author}}`,
  };
