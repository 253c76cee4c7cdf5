import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";
import type { Db } from "../db/client";
import { admitted, route } from "../http/access";
import type { Ai } from "../providers/ai/index";
import { createAi } from "../providers/ai/index";
import type { ContributionModeration } from "./contribution-moderation";
import { notFound } from "./http-errors";
import { moderationContext } from "./moderation";
import { moderationRoutes } from "./moderation-routes";
import { AI_DRAFT_LIMIT, CONTRIBUTION_SUBMIT_LIMIT, limitPerMember } from "./rate-limits";
import {
  type ContributionSubmission,
  type ContributionTable,
  contributionsOfMember,
  type MemberContributionKind,
  submitContribution,
} from "./reader-contributions";
import { type Viewer, viewerOf } from "./viewer";

/**
 * A kind of reader contribution (letters, user articles): members draft it with the writing assistant,
 * submit it, read their own list and the detail page (a pending one only its author and the team); the
 * team moderates it. One flow, two kinds: each area names its paths, schemas, kind and services.
 */
export interface ContributionRoutes<
  Table extends ContributionTable,
  Submission extends ContributionSubmission,
  DraftRequest,
> {
  /** e.g. /api/leserbriefe */
  path: string;
  /** The paths of its moderation calls under /api/admin. */
  adminPaths: readonly string[];
  /** The rate-limit counters' names: `${counter}-ai`, `${counter}-submit`. */
  counter: string;
  notFoundMessage: string;
  submissionSchema: ZodType<Submission>;
  draftSchema: ZodType<DraftRequest>;
  /** How the kind is stored and answered to its members (submitting, one's own list). */
  contribution: MemberContributionKind<Table, Submission, unknown>;
  bySlug: (db: Db, slug: string, viewer: Viewer) => Promise<unknown | null>;
  draft: (ai: Ai, municipality: string, request: DraftRequest) => Promise<unknown>;
  moderation: ContributionModeration;
}

export function contributionRoutes<
  Table extends ContributionTable,
  Submission extends ContributionSubmission,
  DraftRequest,
>(app: FastifyInstance, kind: ContributionRoutes<Table, Submission, DraftRequest>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.ctx;
  const ai = createAi(config.ai, { log: app.log });
  const moderation = moderationContext(app.ctx);

  // A read of one's own: counts against no write budget.
  api.get(`${kind.path}/user`, route.confirmed, async (request) =>
    contributionsOfMember(db, kind.contribution, admitted(request).id),
  );

  api.post(
    `${kind.path}/ai-generate`,
    {
      schema: { body: kind.draftSchema },
      config: { access: "verified", rateLimit: limitPerMember(`${kind.counter}-ai`, AI_DRAFT_LIMIT) },
    },
    async (request) => kind.draft(ai, config.municipality, request.body as DraftRequest),
  );

  api.post(
    kind.path,
    {
      schema: { body: kind.submissionSchema },
      config: {
        access: "verified",
        rateLimit: limitPerMember(`${kind.counter}-submit`, CONTRIBUTION_SUBMIT_LIMIT),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await submitContribution(db, kind.contribution, request.body as Submission, admitted(request).id),
        ),
  );

  api.get(
    `${kind.path}/:slug`,
    { ...route.public, schema: { params: z.object({ slug: z.string().max(300) }) } },
    async (request) => {
      const found = await kind.bySlug(db, request.params.slug, await viewerOf(request));
      if (!found) throw notFound(kind.notFoundMessage);
      return found;
    },
  );

  const calls = kind.moderation;
  moderationRoutes(app, {
    paths: kind.adminPaths,
    decidedBy: "editor",
    note: "notes",
    approve: (id, actorId, notes) => calls.approve(moderation, id, actorId, notes),
    reject: (id, actorId, notes) => calls.reject(moderation, id, actorId, notes),
    corrections: {
      edit: (id, saver, edit) => calls.edit(moderation, id, saver, edit),
      revisions: (id) => calls.revisions(moderation, id),
      setPublished: (id, actorId, published) => calls.setPublished(moderation, id, actorId, published),
    },
    remove: (id, actorId) => calls.remove(moderation, id, actorId),
  });
}
