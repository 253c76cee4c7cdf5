import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  candidateInputSchema,
  type ElectionResults,
  electionDateSchema,
  voteSchema,
} from "../../../shared/election/election";
import { admitted, route } from "../../http/access";
import { collectionRoutes } from "../../http/collection-routes";
import { assertCanVote, rememberBrowserVote, voterOf } from "./policy";
import {
  candidateCollection,
  candidates,
  castVote,
  electionInfo,
  electionResults,
  hasVoted,
  resultsVersion,
  setElectionDate,
} from "./service";

export async function electionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  // The results of the last version asked for: a poll that finds the version unchanged answers from here.
  let memo: { version: number; body: ElectionResults } | null = null;

  api.get("/api/election/candidates", route.public, async () => candidates(db));

  // Every page's header reads it (the poll's link): kept in the response cache until the poll's day or
  // ballot changes, or it closes at midnight after election day (cache/public-routes.ts).
  api.get("/api/election", route.public, async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return electionInfo(db, config.timeZone);
  });

  api.get("/api/election/results", route.public, async (request, reply) => {
    const version = await resultsVersion(db);
    const etag = `"wahl-${version}"`;
    reply.header("ETag", etag).header("Cache-Control", "no-cache");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    if (memo?.version !== version) {
      const { version: current, ...body } = await electionResults(db);
      memo = { version: current, body };
      if (current !== version) reply.header("ETag", `"wahl-${current}"`);
    }
    return memo.body;
  });

  api.get("/api/election/has-voted", route.public, async (request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return { hasVoted: await hasVoted(db, await voterOf(request)) };
  });

  api.post(
    "/api/election/vote",
    { ...route.public, schema: { body: voteSchema } },
    async (request, reply) => {
      await assertCanVote(request);
      const voteId = await castVote(db, await voterOf(request), request.body.candidateId, config.timeZone);
      rememberBrowserVote(request, reply, voteId);
      return reply.code(201).send({ message: "Vielen Dank! Ihre Stimme wurde gezählt." });
    },
  );

  api.put(
    "/api/admin/election",
    { ...route.admin, schema: { body: electionDateSchema } },
    async (request) => {
      const user = admitted(request);
      await setElectionDate(db, request.body.electionDate, user.id);
      return electionInfo(db, config.timeZone);
    },
  );

  collectionRoutes(app, {
    path: "/api/admin/candidates",
    access: "admin",
    schemas: { create: candidateInputSchema, change: candidateInputSchema },
    ...candidateCollection(db),
  });
}
