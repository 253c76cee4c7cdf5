import { CHAT_HISTORY_MAX, CHAT_TURN_MAX, type ChatAnswer, type ChatTurn } from "../../../shared/chat/basics";
import { apiRequest } from "../../lib/api";

/** The turns a question brings along, as the server takes them (docs/api.md, assistant). */
export const historyOf = (turns: ChatTurn[]): ChatTurn[] =>
  turns
    .slice(-CHAT_HISTORY_MAX)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_TURN_MAX) }));

/** A refusal of the question itself (blank, too long, too many): asking again the other way would not help. */
class Refused extends Error {}

/**
 * Reads POST /api/chat/stream: calls `onText` with the answer so far as its sentences arrive, and resolves
 * with the whole answer (the `done` event, which may differ from what arrived: the offline answer).
 */
async function streamed(body: object, onText: (text: string) => void): Promise<string> {
  const response = await fetch("/api/chat/stream", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (response.status >= 400 && response.status < 500 && response.status !== 404) {
    throw new Refused(`${response.status}: ${await response.text()}`);
  }
  if (!response.ok || !response.body) throw new Error(`${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let sofar = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      const type = /^event: (\w+)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!type || data === undefined) continue;
      const event = JSON.parse(data) as { text?: string; response?: string };
      if (type === "done" && typeof event.response === "string") return event.response;
      if (type === "sentence" && typeof event.text === "string") {
        sofar += event.text;
        onText(sofar);
      }
    }
  }
  throw new Error("stream ended without an answer");
}

/**
 * Asks the assistant: streamed when the browser and the way to the server allow it, otherwise (a proxy
 * that breaks the stream, an older browser) the same question once more as one request.
 */
export async function askAssistant(
  message: string,
  history: ChatTurn[],
  onText: (text: string) => void,
): Promise<string> {
  const body = { message, history: historyOf(history) };
  try {
    return await streamed(body, onText);
  } catch (error) {
    if (error instanceof Refused) throw error;
    const answer = (await (await apiRequest("POST", "/api/chat", body)).json()) as ChatAnswer;
    return answer.response;
  }
}
