// The earlier turns a follow-up case brings along, written from the data as the widget would show them.

import { ASSISTANT_UNKNOWN, type ChatTurn } from "../../../../shared/chat/basics";
import { chatAnswerPrompt } from "../../../providers/ai/index";
import type { Expectation } from "./case-builder";
import type { Village } from "./village";

export const PROMPT_LINES = chatAnswerPrompt.system
  .split("\n")
  .map((line) => line.split("{{")[0]!.trim())
  .filter((line) => line.length > 20);

/** A previous answer as the widget would have shown it: the items with their links. */
const replyOf = (expectation: Expectation, village: Village): string => {
  if (expectation.honest) return `${ASSISTANT_UNKNOWN} [Kontakt/Redaktion](/kontakt)`;
  const links = new Map(
    [...village.occurrences, ...village.content, ...village.notices, ...village.entries].map((item) => [
      item.title,
      item.href,
    ]),
  );
  return expectation.items.map((item) => `- [${item}](${links.get(item) ?? "/"})`).join("\n");
};

export const conversation = (question: string, expectation: Expectation, village: Village): ChatTurn[] => [
  { role: "user", content: question },
  { role: "assistant", content: replyOf(expectation, village) },
];

/** The next given weekday from today on (today included). */
