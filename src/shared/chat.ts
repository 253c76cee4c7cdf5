import { z } from "zod";

/** The chat assistant (spec portal-members §2 "Layout … chat assistant", §3 chat message, §7, §8). */

export const CHAT_MESSAGE_MAX = 500;
export const CHAT_EMPTY = "Bitte geben Sie eine Frage ein.";

export const chatRequestSchema = z.object({
  message: z
    .string({ error: CHAT_EMPTY })
    .trim()
    .min(1, { error: CHAT_EMPTY })
    .max(CHAT_MESSAGE_MAX, { error: `Die Frage darf höchstens ${CHAT_MESSAGE_MAX} Zeichen lang sein.` }),
});

export interface ChatAnswer {
  response: string;
}

export const CHAT_GREETING =
  "Grüezi! Ich bin der Assistent des Dorfportals. Fragen Sie mich nach Events, Öffnungszeiten, dem Marktplatz, den neusten Beiträgen oder wie Sie einen Leserbrief schreiben.";

/** Spec §8: the reply when the assistant fails, with the editorial team's address. */
export const chatApology = (email: string) =>
  `Entschuldigung, ich kann Ihre Frage im Moment nicht beantworten. Bitte versuchen Sie es später noch einmal oder schreiben Sie der Redaktion: ${email}`;
