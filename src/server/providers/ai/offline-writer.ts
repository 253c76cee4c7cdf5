import { listInWords } from "../../../shared/common/text";
import type { ArticleTone, ContributionRequest, LetterTone } from "./types";

/**
 * The writing assistant without a model: composes a first draft from what the member gave and nothing
 * else. It names no person, date, number or place beyond the member's own words, the municipality and
 * the location they gave, so the draft can be published after the member has filled in the facts. The
 * keywords stand in the sentences as the member typed them, as topics, not quoted: a frame to build on.
 */
export function writeOffline(request: ContributionRequest): {
  generatedContent: string;
  suggestions: { title: string };
} {
  const draft = request.kind === "letter" ? letterDraft(request) : articleDraft(request);
  return { generatedContent: draft.paragraphs.join("\n\n"), suggestions: { title: draft.title } };
}

type Letter = Extract<ContributionRequest, { kind: "letter" }>;
type Article = Extract<ContributionRequest, { kind: "article" }>;
type Frame = (keyword: string) => string;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The same keywords give the same draft; different ones start from a different sentence. */
function seedOf(keywords: string[]): number {
  let hash = 0;
  for (const char of keywords.join(",")) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** At most this many keywords get a sentence of their own; the rest are named in the overview. */
const KEYWORD_SENTENCES = 6;

function keywordSentences(keywords: string[], frames: Frame[]): string {
  const seed = seedOf(keywords);
  return keywords
    .slice(0, KEYWORD_SENTENCES)
    .map((keyword, index) => frames[(seed + index) % frames.length]?.(keyword))
    .join(" ");
}

interface LetterVoice {
  title(first: string, topic: string): string;
  opening(topic: string, place: string): string;
  overview(keywords: string): string;
  frames: Frame[];
  reflection: string;
  closing(place: string): string;
}

const LETTER_VOICES: Record<LetterTone, LetterVoice> = {
  neutral: {
    title: (first, topic) => `${capitalize(first)}: ein Beitrag zum Thema ${topic}`,
    opening: (topic, place) =>
      `Zum Thema ${topic} möchte ich mit diesem Leserbrief einige Gedanken beitragen, die mich hier in ${place} beschäftigen.`,
    overview: (keywords) => `Dabei geht es mir vor allem um ${keywords}.`,
    frames: [
      (k) => `Beim Thema ${k} lohnt es sich, genau hinzuschauen und die verschiedenen Seiten anzuhören.`,
      (k) => `Auch ${k} gehört dazu und verdient eine sachliche Betrachtung.`,
      (k) => `Zu ${k} gibt es sicher unterschiedliche Meinungen, die alle ihren Platz haben sollen.`,
      (k) => `Nicht vergessen möchte ich den Punkt ${k}, der im Alltag leicht untergeht.`,
    ],
    reflection:
      "Mir ist bewusst, dass man diese Fragen unterschiedlich beurteilen kann. Gerade deshalb halte ich einen offenen und respektvollen Austausch für wichtig, bei dem Argumente mehr zählen als laute Stimmen.",
    closing: (place) =>
      `Ich würde mich freuen, wenn dieser Brief zum Nachdenken anregt und weitere Stimmen aus ${place} dazukommen.`,
  },
  supportive: {
    title: (first) => `${capitalize(first)}: Das verdient Unterstützung`,
    opening: (topic) =>
      `Leserbriefe handeln oft von dem, was nicht gut läuft. Ich möchte zum Thema ${topic} bewusst einmal das Positive in den Vordergrund stellen.`,
    overview: (keywords) => `Besonders am Herzen liegen mir dabei ${keywords}.`,
    frames: [
      (k) => `Was ${k} betrifft, sehe ich vieles, das gut gelungen ist und Anerkennung verdient.`,
      (k) => `Auch beim Punkt ${k} zeigt sich, wie viel Engagement in unserem Dorf steckt.`,
      (k) => `Das Thema ${k} ist für mich ein gutes Beispiel dafür, was gemeinsam möglich ist.`,
      (k) => `Dass ${k} ein Thema ist, freut mich besonders.`,
    ],
    reflection:
      "Solche Dinge sind keine Selbstverständlichkeit. Hinter vielem, was bei uns gut funktioniert, stehen Menschen, die sich mit viel Einsatz engagieren, oft ohne dass es jemand bemerkt. Das verdient es, auch einmal öffentlich gesagt zu werden.",
    closing: () =>
      "Deshalb von meiner Seite ein herzliches Dankeschön. Ich hoffe, dass dieser Einsatz weitergeht und viele andere ansteckt.",
  },
  critical: {
    title: (first) => `${capitalize(first)}: Hier muss sich etwas ändern`,
    opening: (topic, place) =>
      `Zum Thema ${topic} möchte ich nicht länger schweigen. Was ich hier in ${place} beobachte, beschäftigt mich, und ich bin damit wohl nicht allein.`,
    overview: (keywords) => `Konkret geht es mir um ${keywords}.`,
    frames: [
      (k) => `Beim Punkt ${k} sehe ich deutlichen Handlungsbedarf.`,
      (k) => `Auch das Thema ${k} gehört auf den Tisch, ehrlich und ohne Schönfärberei.`,
      (k) => `Was ${k} angeht, erwarte ich klare Antworten statt Vertröstungen.`,
      (k) => `Auch ${k} verdient mehr Aufmerksamkeit, als es heute bekommt.`,
    ],
    reflection:
      "Ich schreibe diesen Brief nicht, um einfach zu kritisieren, sondern weil mir unser Dorf am Herzen liegt. Probleme werden nicht kleiner, wenn man sie verschweigt. Deshalb wünsche ich mir, dass die Verantwortlichen genau hinschauen und das Gespräch mit der Bevölkerung suchen.",
    closing: () =>
      "Ich erwarte, dass dieses Anliegen ernst genommen wird, und bin gespannt auf die Reaktionen aus der Leserschaft.",
  },
};

function letterDraft(request: Letter) {
  const voice = LETTER_VOICES[request.tone];
  const place = request.authorLocation || request.municipality;
  const [first = request.topic] = request.keywords;
  return {
    title: voice.title(first, request.topic),
    paragraphs: [
      voice.opening(request.topic, place),
      `${voice.overview(listInWords(request.keywords))} ${keywordSentences(request.keywords, voice.frames)}`,
      voice.reflection,
      voice.closing(request.municipality),
      request.authorLocation ? `${request.authorName}, ${request.authorLocation}` : request.authorName,
    ],
  };
}

interface ArticleVoice {
  title(first: string, municipality: string): string;
  lead(category: string, municipality: string, keywords: string): string;
  frames: Frame[];
  closing(municipality: string): string;
}

const ARTICLE_VOICES: Record<ArticleTone, ArticleVoice> = {
  neutral: {
    title: (first, municipality) => `${capitalize(first)}: aus dem Dorfleben von ${municipality}`,
    lead: (category, municipality, keywords) =>
      `Dieser Beitrag aus der Rubrik ${category} widmet sich einem Thema aus ${municipality}: ${keywords}.`,
    frames: [
      (k) => `Ein wichtiger Aspekt ist ${k}.`,
      (k) => `Hinzu kommt ${k}.`,
      (k) => `Ebenfalls eine Rolle spielt ${k}.`,
      (k) => `Nicht ausser Acht lassen sollte man ${k}.`,
    ],
    closing: (municipality) =>
      `Der Beitrag soll einen ersten Eindruck vermitteln. Ergänzungen und weitere Sichtweisen aus ${municipality} sind willkommen.`,
  },
  informative: {
    title: (first) => `${capitalize(first)}: das Wichtigste im Überblick`,
    lead: (category, _municipality, keywords) =>
      `Worum geht es, und was ist gut zu wissen? Dieser Beitrag aus der Rubrik ${category} gibt einen Überblick zu ${keywords}.`,
    frames: [
      (k) =>
        `Zum Thema ${k}: Hier lohnt es sich, die Hintergründe zu kennen, bevor man sich eine Meinung bildet.`,
      (k) => `Beim Punkt ${k} hilft es, die Zusammenhänge nüchtern zu betrachten.`,
      (k) => `Auch ${k} gehört zum vollständigen Bild.`,
      (k) => `Zu ${k} informiert man sich am besten direkt bei den Beteiligten.`,
    ],
    closing: () =>
      "Wer Fragen hat oder mehr erfahren möchte, wendet sich am besten direkt an die Beteiligten. Denn wer gut informiert ist, kann mitreden.",
  },
  engaging: {
    title: (first, municipality) => `${capitalize(first)}: ein Thema, das ${municipality} bewegt`,
    lead: (category, _municipality, keywords) =>
      `Hier lohnt es sich, genauer hinzuschauen! In der Rubrik ${category} dreht sich diesmal alles um ${keywords}.`,
    frames: [
      (k) => `Da wäre zunächst ${k}, ein Punkt, der neugierig macht.`,
      (k) => `Und dann ist da noch ${k}!`,
      (k) => `Nicht zu vergessen: ${k}.`,
      (k) => `Auch ${k} sorgt bestimmt für Gesprächsstoff.`,
    ],
    closing: (municipality) =>
      `Also: Augen auf, vorbeischauen und mitreden! ${municipality} lebt davon, dass viele mitmachen.`,
  },
};

function articleDraft(request: Article) {
  const voice = ARTICLE_VOICES[request.tone];
  const [first = request.category] = request.keywords;
  return {
    title: voice.title(first, request.municipality),
    paragraphs: [
      voice.lead(request.category, request.municipality, listInWords(request.keywords)),
      keywordSentences(request.keywords, voice.frames),
      voice.closing(request.municipality),
      `Text: ${request.authorName}`,
    ],
  };
}
