import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  faqInputSchema,
  faqPatchSchema,
  synonymInputSchema,
  synonymPatchSchema,
} from "../../../shared/chat/knowledge";
import { collectionRoutes } from "../../http/collection-routes";
import { faqCollection, synonymCollection } from "./knowledge";

/** Any text up to a uuid's length; the service answers 404 for what names no entry. */
const idParams = z.object({ id: z.string().max(64) });

/** The assistant's FAQ and synonyms (issue 28): the whole editorial team keeps them at /admin. */
export async function assistantKnowledgeRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Every change is audited by the service.
  const kept = { access: "editor", params: idParams, changeMethod: "patch" } as const;
  collectionRoutes(app, {
    ...kept,
    path: "/api/admin/assistant/faq",
    schemas: { create: faqInputSchema, change: faqPatchSchema },
    ...faqCollection(db),
  });
  collectionRoutes(app, {
    ...kept,
    path: "/api/admin/assistant/synonyms",
    schemas: { create: synonymInputSchema, change: synonymPatchSchema },
    ...synonymCollection(db),
  });
}
