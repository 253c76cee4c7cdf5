import { ASSISTANT_UNKNOWN, type ChatTurn } from "../../../shared/chat/basics";
import { chatAnswerPrompt, type RenderedPrompt, renderPrompt } from "../../providers/ai/index";
import { offlineAnswer } from "./assistant";
import {
  checkedAgainst,
  checkedSentence,
  completeSentences,
  knownFacts,
  linksIn,
  saysSomething,
  tidy,
} from "./fact-check";
import type { AssistantContext } from "./vocabulary";

/** What the model path needs besides the retrieval: somewhere to note that it fell back. */
export interface PhrasingContext extends AssistantContext {
  log: { warn(details: object, message: string): void };
}

export interface ChatQuestion {
  message: string;
  history?: ChatTurn[];
}

/** The turns the model reads to understand a follow-up; older ones only cost time. */
const PROMPT_TURNS = 6;
/** An earlier answer in the prompt is cut here: the question it answered is what a follow-up refers to. */
const PROMPT_TURN_CHARS = 600;

function historyText(history: ChatTurn[] = []): string {
  const turns = history.slice(-PROMPT_TURNS);
  if (turns.length === 0) return "";
  const lines = turns.map(
    (turn) =>
      `${turn.role === "user" ? "Frage" : "Antwort"}: ${turn.content.slice(0, PROMPT_TURN_CHARS).replace(/\s+/g, " ")}`,
  );
  return `Bisheriges Gespräch:\n${lines.join("\n")}\n\n`;
}

function promptFor(
  context: AssistantContext,
  { message, history }: ChatQuestion,
  facts: string,
): RenderedPrompt {
  return renderPrompt(chatAnswerPrompt, {
    municipality: context.municipality,
    editorialEmail: context.editorialEmail,
    history: historyText(history),
    question: message,
    facts,
  });
}

/** The prompt names the portal and its editorial address: the model may name them too. */
const knownTo = (context: AssistantContext, facts: string) =>
  `${facts}\n${context.municipality}\n${context.editorialEmail}`;

/**
 * The checked answer, if it still says something: when the facts cite pages and the model kept none of
 * them, the pages are added, so that every answer leads to where the facts are.
 */
function finished(checked: string, facts: string): string | null {
  if (!saysSomething(checked)) return null;
  const links = [...new Set(linksIn(facts))];
  if (links.length === 0 || linksIn(checked).length > 0) return checked;
  const cited = [...facts.matchAll(/\[[^\]]+\]\([^)\s]+\)/g)].map((match) => match[0]);
  return `${checked}\n\nMehr dazu: ${[...new Set(cited)].join(", ")}`;
}

/**
 * The model's phrasing of the facts, checked against them; the facts themselves when there is no model,
 * when it fails or is too slow (ModelOptions.timeoutMs), or when nothing of its answer survives the check.
 */
export async function phraseAnswer(
  context: PhrasingContext,
  question: ChatQuestion,
  facts: string,
): Promise<string> {
  // An honest 'I do not know' is the answer as it stands: a model could only add what the portal lacks.
  if (!context.ai.model || facts.startsWith(ASSISTANT_UNKNOWN)) return facts;
  try {
    const text = await context.ai.model.completeText(promptFor(context, question, facts));
    const answer = finished(checkedAgainst(knownTo(context, facts), text), facts);
    if (answer) return answer;
    context.log.warn(
      { answer: text.slice(0, 500) },
      "chat: nothing of the model's answer survived the check",
    );
  } catch (error) {
    context.log.warn({ err: error }, "chat: the model failed; the offline answer is given");
  }
  return facts;
}

/** Answers one question: the retrieval's facts, phrased by the model when there is one. */
export async function answerQuestion(
  context: PhrasingContext,
  question: ChatQuestion,
  now = new Date(),
): Promise<string> {
  return phraseAnswer(context, question, await offlineAnswer(context, question, now));
}

/** A streamed answer: checked sentences as they complete, then the whole answer (which is what counts). */
export type ChatStreamEvent = { type: "sentence"; text: string } | { type: "done"; response: string };

/**
 * The model's answer sentence by sentence, each checked against the facts before it is sent. It never
 * throws: without a model, or when the model fails midway, the last event carries the offline answer, and
 * the client shows that in place of what had arrived.
 */
export async function* streamAnswer(
  context: PhrasingContext,
  question: ChatQuestion,
  facts: string,
): AsyncGenerator<ChatStreamEvent> {
  if (!context.ai.model || facts.startsWith(ASSISTANT_UNKNOWN)) {
    yield { type: "sentence", text: facts };
    yield { type: "done", response: facts };
    return;
  }
  const known = knownFacts(knownTo(context, facts));
  let written = "";
  let pending = "";
  let sent = "";
  try {
    for await (const piece of context.ai.model.streamText(promptFor(context, question, facts))) {
      written += piece;
      const { sentences, rest } = completeSentences(pending + piece);
      pending = rest;
      for (const sentence of sentences) {
        const checked = checkedSentence(sentence, known, sent);
        sent += checked;
        if (checked) yield { type: "sentence", text: checked };
      }
    }
    const last = checkedSentence(pending, known, sent);
    if (last) yield { type: "sentence", text: last };
    const checked = tidy(sent + last);
    const answer = finished(checked, facts);
    if (answer) {
      if (answer.length > checked.length) yield { type: "sentence", text: answer.slice(checked.length) };
      yield { type: "done", response: answer };
      return;
    }
    context.log.warn(
      { answer: written.slice(0, 500) },
      "chat: nothing of the model's answer survived the check",
    );
  } catch (error) {
    context.log.warn({ err: error }, "chat: the model failed; the offline answer is given");
  }
  yield { type: "done", response: facts };
}
