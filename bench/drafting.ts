/**
 * Publishing while residents read (issue 21): the cached home page measured quiet, then while an editor
 * saves a draft every second through the newsroom's service (the same transaction, revision and
 * invalidation as PATCH /api/admin/articles/{id}).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createArticle, updateArticle } from "../src/server/features/articles/editorial";
import type { AuthUser } from "../src/shared/auth/auth";
import { ARTICLE_CATEGORIES } from "../src/shared/common/constants";
import type { LoadOptions, LoadResult } from "./load";

export interface DraftingMeasurement {
  quiet: number;
  drafting: number;
  saves: number;
}

export async function measureWhileDrafting(
  app: FastifyInstance,
  load: (url: string, options: Partial<LoadOptions>) => Promise<LoadResult>,
  portal: string,
  seconds: number,
): Promise<DraftingMeasurement> {
  const editor: AuthUser = {
    id: randomUUID(),
    email: "redaktion@bench.invalid",
    firstName: "Bench",
    lastName: "Redaktion",
    profileImageUrl: null,
    role: "editor",
    isAdmin: false,
    emailVerified: true,
  };
  await app.ctx.db.execute(
    sql`insert into users (id, email, first_name, last_name, role) values (${editor.id}, ${editor.email}, 'Bench', 'Redaktion', 'editor')`,
  );
  let draft = await createArticle(app.ctx.db, editor, {
    title: "Entwurf der Redaktion",
    excerpt: "",
    content: "Erster Satz.",
    category: ARTICLE_CATEGORIES[0],
    status: "draft",
  });
  const quiet = await load(`${portal}/`, { seconds });
  let saves = 0;
  const timer = setInterval(() => {
    saves += 1;
    updateArticle(app.ctx.db, editor, draft.id, {
      content: `Satz ${saves} des Entwurfs.`,
      version: draft.version,
    }).then((saved) => {
      draft = saved;
    }, console.error);
  }, 1_000);
  try {
    const drafting = await load(`${portal}/`, { seconds });
    return { quiet: quiet.rps, drafting: drafting.rps, saves };
  } finally {
    clearInterval(timer);
  }
}
