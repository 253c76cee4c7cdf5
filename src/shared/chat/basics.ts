// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).

/** The chat assistant (spec portal-members §2 "Layout … chat assistant", §3 chat message, §7, §8). */

export const CHAT_MESSAGE_MAX = 500;
/** How many earlier turns a question may bring along, and how long each may be (an answer is longer). */
export const CHAT_HISTORY_MAX = 12;
export const CHAT_TURN_MAX = 4_000;
export const CHAT_EMPTY = "Bitte geben Sie eine Frage ein.";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ChatAnswer {
  response: string;
}

/** How an answer begins when the portal holds nothing that fits: honest, never an unrelated list. */
export const ASSISTANT_UNKNOWN = "Das weiss ich leider nicht.";

export const CHAT_GREETING =
  "Grüezi! Ich bin der Assistent des Dorfportals. Fragen Sie mich nach Events, Öffnungszeiten, dem Marktplatz, den neusten Beiträgen oder wie Sie einen Leserbrief schreiben.";

/** Spec §8: the reply when the assistant fails, with the editorial team's address. */
export const chatApology = (email: string) =>
  `Entschuldigung, ich kann Ihre Frage im Moment nicht beantworten. Bitte versuchen Sie es später noch einmal oder schreiben Sie der Redaktion: ${email}`;
