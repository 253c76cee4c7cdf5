import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One answer of the fake model: a status and the assistant's text (or a raw body for errors). */
export interface FakeAnswer {
  status?: number;
  content?: string;
  body?: unknown;
  /** Waits this long before answering: a slow model. */
  delayMs?: number;
  /** For a streamed request: the pieces the text arrives in (default: the content in pieces of 12 characters). */
  chunks?: string[];
  /** For a streamed request: ends the connection after this many pieces, as a model dying mid-answer. */
  breakAfterChunks?: number;
}

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
    stream?: boolean;
  };
}

/** Either answers in order (the last one repeats) or a function that answers each request as it comes. */
export type FakeAnswers = FakeAnswer[] | ((request: ReceivedRequest) => FakeAnswer | Promise<FakeAnswer>);

const STREAM_PIECE = 12;

const piecesOf = (text: string) =>
  Array.from({ length: Math.ceil(text.length / STREAM_PIECE) }, (_, index) =>
    text.slice(index * STREAM_PIECE, (index + 1) * STREAM_PIECE),
  );

/** As OpenAI streams: one `data:` event per piece of the text, then `data: [DONE]`. */
function streamAnswer(response: ServerResponse, answer: FakeAnswer, id: string) {
  response.writeHead(200, { "content-type": "text/event-stream" });
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: "chat.completion.chunk",
      created: Math.floor(Date.now() / 1000),
      model: "test-model",
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const pieces = answer.chunks ?? piecesOf(answer.content ?? "");
  response.write(chunk({ role: "assistant", content: "" }, null));
  for (const [index, piece] of pieces.entries()) {
    if (index === answer.breakAfterChunks) {
      response.destroy();
      return;
    }
    response.write(chunk({ content: piece }, null));
  }
  response.write(chunk({}, "stop"));
  response.end("data: [DONE]\n\n");
}

/**
 * A local OpenAI-compatible chat endpoint for tests: answers `/chat/completions` (streamed when the request
 * asks for it) and keeps every request it received, so tests see what the SDK really sent. A handler
 * function lets a test answer from the prompt itself, as a model would.
 */
export async function startFakeModelServer(answers: FakeAnswers) {
  const received: ReceivedRequest[] = [];
  const queue = Array.isArray(answers) ? [...answers] : [];
  const next = (request: ReceivedRequest) =>
    typeof answers === "function"
      ? answers(request)
      : ((queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 500 });
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", async () => {
      const got: ReceivedRequest = {
        path: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(raw || "{}"),
      };
      received.push(got);
      const answer = await next(got);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (response.destroyed) return;
      const status = answer.status ?? 200;
      const id = `chatcmpl-${received.length}`;
      if (status === 200 && !answer.body && got.body.stream) {
        streamAnswer(response, answer, id);
        return;
      }
      const body =
        answer.body ??
        (status === 200
          ? {
              id,
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
    close: () =>
      new Promise<void>((resolve) => {
        // A slow answer still waiting must not keep the test run open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
