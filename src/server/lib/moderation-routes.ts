import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { moderationNotesSchema, rejectReasonSchema } from "../../shared/admin/admin";
import type { EditorialRevision } from "../../shared/newsroom/newsroom";
import type { ContributionEdit } from "../../shared/reporter/reporter";
import { contributionEditSchema } from "../../shared/reporter/reporter";
import { type Saver, saverOf } from "../features/newsroom/revisions";
import { admitted } from "../http/access";

const idParams = z.object({ id: z.string().max(64) });

/** Approve, reject and the corrections after approval take notes ('moderationNotes') or a reason. */
const NOTE_SCHEMAS = { notes: moderationNotesSchema, reason: rejectReasonSchema } as const;

/**
 * What a kind of member submission offers the moderation inbox; each area names its calls and registers
 * them with `moderationRoutes`, so that the admin area holds none of them.
 */
export interface ModerationKind {
  /** /api/admin/... paths of the kind (letters have two names, spec portal-members §7). */
  paths: readonly string[];
  /** Who decides: the editorial team, or administrators alone (PR reports). */
  decidedBy: "editor" | "admin";
  /** What an approval or rejection carries: moderation notes for the author, or a reason. */
  note: keyof typeof NOTE_SCHEMAS;
  approve: (id: string, actorId: string, note: string | null) => Promise<unknown>;
  /** Approving needs no body at all (events). */
  approveWithoutNote?: boolean;
  reject: (id: string, actorId: string, note: string | null) => Promise<unknown>;
  /** Correcting a published submission and its revision history, taking it off and putting it back. */
  corrections?: {
    edit: (id: string, saver: Saver & { id: string }, edit: ContributionEdit) => Promise<unknown>;
    revisions: (id: string) => Promise<EditorialRevision[]>;
    setPublished: (id: string, actorId: string, published: boolean) => Promise<unknown>;
  };
  /** Deleting is administrators' alone, on the kind's first path. */
  remove: (id: string, actorId: string) => Promise<void>;
}

const PUBLICATION_ACTIONS = [
  ["withdraw", false],
  ["republish", true],
] as const;

/** Registers a kind's moderation calls, each declaring who may call it. */
export function moderationRoutes(app: FastifyInstance, kind: ModerationKind) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: kind.decidedBy };
  const note = NOTE_SCHEMAS[kind.note];
  for (const base of kind.paths) {
    if (kind.approveWithoutNote) {
      api.post(`${base}/:id/approve`, { config, schema: { params: idParams } }, async (request) =>
        kind.approve(request.params.id, admitted(request).id, null),
      );
    } else {
      api.post(`${base}/:id/approve`, { config, schema: { params: idParams, body: note } }, async (request) =>
        kind.approve(request.params.id, admitted(request).id, request.body),
      );
    }
    api.post(`${base}/:id/reject`, { config, schema: { params: idParams, body: note } }, async (request) =>
      kind.reject(request.params.id, admitted(request).id, request.body),
    );
    const corrections = kind.corrections;
    if (!corrections) continue;
    api.patch(
      `${base}/:id`,
      { config, schema: { params: idParams, body: contributionEditSchema } },
      async (request) => corrections.edit(request.params.id, saverOf(admitted(request)), request.body),
    );
    for (const [action, published] of PUBLICATION_ACTIONS) {
      api.post(`${base}/:id/${action}`, { config, schema: { params: idParams } }, async (request) =>
        corrections.setPublished(request.params.id, admitted(request).id, published),
      );
    }
    api.get(`${base}/:id/revisions`, { config, schema: { params: idParams } }, async (request) => ({
      revisions: await corrections.revisions(request.params.id),
    }));
  }
  api.delete(
    `${kind.paths[0]}/:id`,
    { config: { access: "admin" }, schema: { params: idParams } },
    async (request, reply) => {
      await kind.remove(request.params.id, admitted(request).id);
      return reply.code(204).send();
    },
  );
}
