import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { chatRequestSchema } from "../../../shared/chat/chat";
import { perSession } from "../../lib/rate-limits";
import { createAi } from "../../providers/ai/index";
import { offlineAnswer } from "./assistant";
import { answerQuestion, type ChatStreamEvent, type PhrasingContext, streamAnswer } from "./phrasing";

/** A person types a question every few seconds at most; more is a script. */
const CHAT_LIMIT = { max: 20, timeWindow: "1 minute" };

/** Server-sent events (docs/api.md, assistant): a named event per line pair, its data as JSON. */
async function* serverSentEvents(events: AsyncIterable<ChatStreamEvent>) {
  for await (const { type, ...data } of events) yield `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function chatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.ctx;
  const context: PhrasingContext = {
    db,
    // A resident waits for the answer: a model slower than this is passed over for the offline one.
    ai: createAi(config.ai, { log: app.log, timeoutMs: config.aiChatTimeoutMs }),
    municipality: config.municipality,
    editorialEmail: config.editorialEmail,
    timeZone: config.timeZone,
    log: app.log,
  };
  const routeConfig = {
    access: "public" as const,
    rateLimit: { ...CHAT_LIMIT, keyGenerator: perSession("chat") },
  };

  api.post("/api/chat", { schema: { body: chatRequestSchema }, config: routeConfig }, async (request) => ({
    response: await answerQuestion(context, request.body),
  }));

  api.post(
    "/api/chat/stream",
    { schema: { body: chatRequestSchema }, config: routeConfig },
    async (request, reply) => {
      // Looked up before the stream opens: a failing database is an ordinary error answer, not a cut stream.
      const facts = await offlineAnswer(context, request.body);
      return (
        reply
          .header("content-type", "text/event-stream; charset=utf-8")
          .header("cache-control", "no-store")
          // Proxies (nginx) would otherwise hold the sentences back until the answer is complete.
          .header("x-accel-buffering", "no")
          .send(Readable.from(serverSentEvents(streamAnswer(context, request.body, facts))))
      );
    },
  );
}
