import { z } from "zod";
import { CHAT_EMPTY, CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, CHAT_TURN_MAX } from "./basics";

export * from "./basics";

export const chatRequestSchema = z.object({
  message: z
    .string({ error: CHAT_EMPTY })
    .trim()
    .min(1, { error: CHAT_EMPTY })
    .max(CHAT_MESSAGE_MAX, { error: `Die Frage darf höchstens ${CHAT_MESSAGE_MAX} Zeichen lang sein.` }),
  /** The visit's earlier turns, oldest first: a follow-up ('Und am Sonntag?') reads the question before it. */
  history: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"]),
        content: z.string().max(CHAT_TURN_MAX, { error: "Ein früherer Beitrag des Gesprächs ist zu lang." }),
      }),
    )
    .max(CHAT_HISTORY_MAX, { error: "Das Gespräch ist zu lang; bitte beginnen Sie ein neues." })
    .default([]),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
