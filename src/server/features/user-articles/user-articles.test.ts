import { describe, expect, it } from "vitest";
import type { UserArticleDetail } from "../../../shared/user-articles/user-articles";
import { expectUndecidedForAuthorAndAdminsOnly } from "../../test/access";
import { insertUserArticle } from "../../test/content";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

const s = sharedTestAppWithMembers();

describe("GET /api/user-articles/{slug}", () => {
  it("answers a published user article with the fields the page reads, never the author's e-mail", async () => {
    const article = await insertUserArticle(s.t.app.ctx.db, {
      imageUrl: "/uploads/bild.png",
      isAiAssisted: true,
      originalPrompt: "Turnverein, Jubiläum",
      moderationNotes: "intern",
    });
    const response = await s.get(`/api/user-articles/${article.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: article.id,
      slug: article.slug,
      title: "Unser Turnverein feiert",
      excerpt: "Hundert Jahre Turnverein.",
      content: "Der Turnverein feiert sein **Jubiläum**.",
      category: "Sport",
      imageUrl: "/uploads/bild.png",
      authorName: "Peter Keller",
      isAiAssisted: true,
      originalPrompt: "Turnverein, Jubiläum",
      status: "approved",
      isPublished: true,
      publishedAt: article.publishedAt?.toISOString() ?? null,
      createdAt: article.createdAt.toISOString(),
    } satisfies UserArticleDetail);
    expect(response.body).not.toContain("peter.keller@example.ch");
    expect(response.body).not.toContain("intern");
  });

  it("answers 404 in German for an unknown article", async () => {
    const response = await s.get("/api/user-articles/gibt-es-nicht");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Artikel nicht gefunden" });
  });

  it("shows a pending or rejected article only to its author and admins", async () => {
    await expectUndecidedForAuthorAndAdminsOnly(
      s,
      (values) => insertUserArticle(s.t.app.ctx.db, values),
      (slug) => `/api/user-articles/${slug}`,
      (status) => ({ status }),
    );
  });
});
