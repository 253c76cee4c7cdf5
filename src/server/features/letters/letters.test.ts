import { describe, expect, it } from "vitest";
import type { LetterDetail } from "../../../shared/letters/letters";
import { expectUndecidedForAuthorAndAdminsOnly } from "../../test/access";
import { insertArticle, insertLetter } from "../../test/content";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

const s = sharedTestAppWithMembers();

describe("GET /api/leserbriefe/{slug}", () => {
  it("answers an approved letter with the fields the page reads, never the author's e-mail", async () => {
    const letter = await insertLetter(s.t.app.ctx.db, {
      isAiAssisted: true,
      originalPrompt: "Bänke, Suhrenweg, Senioren",
      moderationNotes: "intern",
    });
    const response = await s.get(`/api/leserbriefe/${letter.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: letter.id,
      slug: letter.slug,
      title: "Mehr Bänke am Suhrenweg",
      topic: "Dorfleben",
      content: "Liebe Redaktion\nAm Suhrenweg fehlen Bänke.\nHerzliche Grüsse",
      authorName: "Vreni Huber",
      authorLocation: "Suhr",
      imageUrl: null,
      isAiAssisted: true,
      originalPrompt: "Bänke, Suhrenweg, Senioren",
      status: "approved",
      isPublished: true,
      publishedAt: letter.publishedAt?.toISOString() ?? null,
      createdAt: letter.createdAt.toISOString(),
    } satisfies LetterDetail);
    expect(response.body).not.toContain("vreni.huber@example.ch");
    expect(response.body).not.toContain("intern");
  });

  it("keeps the content as written: markup in a letter is data, not HTML", async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const letter = await insertLetter(s.t.app.ctx.db, { content: payload });
    expect((await s.get(`/api/leserbriefe/${letter.slug}`)).json().content).toBe(payload);
  });

  it("answers 404 in German for an unknown letter", async () => {
    const response = await s.get("/api/leserbriefe/gibt-es-nicht");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Leserbrief nicht gefunden" });
  });

  it("shows a pending or rejected letter only to its author and admins", async () => {
    await expectUndecidedForAuthorAndAdminsOnly(
      s,
      (values) => insertLetter(s.t.app.ctx.db, values),
      (slug) => `/api/leserbriefe/${slug}`,
      (status) => ({ status, isPublished: false }),
    );
  });

  it("hides an approved letter that is not published", async () => {
    const letter = await insertLetter(s.t.app.ctx.db, { isPublished: false, userId: s.author.user.id });
    expect((await s.get(`/api/leserbriefe/${letter.slug}`, s.other)).statusCode).toBe(404);
    expect((await s.get(`/api/leserbriefe/${letter.slug}`, s.author.cookie)).statusCode).toBe(200);
  });

  it("answers an editorial article filed under Leserbriefe, which the cards link here", async () => {
    const article = await insertArticle(s.t.app.ctx.db, {
      category: "Leserbriefe",
      title: "Aus der Redaktion",
    });
    const response = await s.get(`/api/leserbriefe/${article.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "Aus der Redaktion", authorName: "Redaktion" });
    const otherCategory = await insertArticle(s.t.app.ctx.db, { category: "Sport" });
    expect((await s.get(`/api/leserbriefe/${otherCategory.slug}`)).statusCode).toBe(404);
  });
});
