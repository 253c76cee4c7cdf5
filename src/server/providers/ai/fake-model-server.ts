import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One answer of the fake model: a status and the assistant's text (or a raw body for errors). */
export interface FakeAnswer {
  status?: number;
  content?: string;
  body?: unknown;
}

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

/**
 * A local OpenAI-compatible chat endpoint for tests: answers `/chat/completions` from a queue (the last
 * answer repeats) and keeps every request it received, so tests see what the SDK really sent.
 */
export async function startFakeModelServer(answers: FakeAnswer[]) {
  const received: ReceivedRequest[] = [];
  const queue = [...answers];
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: JSON.parse(raw || "{}") });
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 500 };
      const status = answer.status ?? 200;
      const body =
        answer.body ??
        (status === 200
          ? {
              id: `chatcmpl-${received.length}`,
              object: "chat.completion",
              created: Math.floor(Date.now() / 1000),
              model: "test-model",
              choices: [
                {
                  index: 0,
                  finish_reason: "stop",
                  message: { role: "assistant", content: answer.content ?? "" },
                },
              ],
            }
          : { error: { message: "kaputt", type: "server_error" } });
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
