import type { FastifyInstance } from "fastify";
import { articleAiRequestSchema, userArticleSubmissionSchema } from "../../../shared/reporter/reporter";
import { USER_ARTICLE_NOT_FOUND } from "../../../shared/user-articles/user-articles";
import { contributionRoutes } from "../../lib/contribution-routes";
import { userArticleModeration } from "./moderation";
import { draftUserArticle, memberUserArticles, userArticleBySlug } from "./service";

export async function userArticleRoutes(app: FastifyInstance) {
  contributionRoutes(app, {
    path: "/api/user-articles",
    adminPaths: ["/api/admin/user-articles"],
    counter: "article",
    notFoundMessage: USER_ARTICLE_NOT_FOUND,
    submissionSchema: userArticleSubmissionSchema,
    draftSchema: articleAiRequestSchema,
    contribution: memberUserArticles,
    bySlug: userArticleBySlug,
    draft: draftUserArticle,
    moderation: userArticleModeration,
  });
}
