import { z } from "zod";
import { CHAT_EMPTY, CHAT_MESSAGE_MAX } from "./chat-basics";

export * from "./chat-basics";

export const chatRequestSchema = z.object({
  message: z
    .string({ error: CHAT_EMPTY })
    .trim()
    .min(1, { error: CHAT_EMPTY })
    .max(CHAT_MESSAGE_MAX, { error: `Die Frage darf höchstens ${CHAT_MESSAGE_MAX} Zeichen lang sein.` }),
});
