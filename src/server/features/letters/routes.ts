import type { FastifyInstance } from "fastify";
import { LETTER_NOT_FOUND } from "../../../shared/letters/letters";
import { letterAiRequestSchema, letterSubmissionSchema } from "../../../shared/reporter/reporter";
import { contributionRoutes } from "../../lib/contribution-routes";
import { letterModeration } from "./moderation";
import { draftLetter, letterBySlug, memberLetters } from "./service";

export async function letterRoutes(app: FastifyInstance) {
  contributionRoutes(app, {
    path: "/api/leserbriefe",
    // The spec names both paths, /leserbriefe (dashboard A) and /reader-letters (B).
    adminPaths: ["/api/admin/leserbriefe", "/api/admin/reader-letters"],
    counter: "letter",
    notFoundMessage: LETTER_NOT_FOUND,
    submissionSchema: letterSubmissionSchema,
    draftSchema: letterAiRequestSchema,
    contribution: memberLetters,
    bySlug: (db, slug, viewer) => letterBySlug(db, slug, viewer),
    draft: draftLetter,
    moderation: letterModeration,
  });
}
