import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { formatLongDate } from "../../../shared/common/dates";
import { insertArticle, insertLetter, insertPrReport, insertUserArticle } from "../../test/content";
import { sharedTestApp } from "../../test/shared-by-tests";

/** Server-rendered reading pages: what a visitor (or a crawler) gets without JavaScript. */
const t = sharedTestApp();

const page = (url: string) => t.app.inject({ url });
const XSS = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const jsonLdOf = (html: string) => {
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/);
  return match ? JSON.parse(match[1] ?? "{}") : null;
};

/** The German not-found page for a missing `what` ("Artikel", "Leserbrief", …), with status 404. */
function expectNotFoundPage(response: LightMyRequestResponse, what: string, label?: string) {
  expect(response.statusCode, label).toBe(404);
  expect(response.body).toContain(`${what} nicht gefunden`);
  expect(response.body).toContain(`Der angeforderte ${what} konnte nicht gefunden werden.`);
}

describe("article page /post/{slug}", () => {
  it("renders title, markdown content and the sharing tags without JavaScript", async () => {
    const article = await insertArticle(t.app.ctx.db, {
      slug: "budget-2026",
      title: "Budget 2026 & Steuerfuss",
      excerpt: "Der Gemeinderat legt das Budget vor.",
      imageUrl: "/objects/seed/gemeindehaus.jpg",
      content: [
        "Der **Gemeinderat** beantragt ~~102~~ 100 Prozent.",
        "",
        "| Jahr | Steuerfuss |",
        "|---|---|",
        "| 2026 | 100 |",
        "",
        "- [x] Budget beraten",
        "- [ ] Abstimmung",
        "",
        "Mehr unter https://www.suhr.ch und [hier](javascript:alert(3)).",
        "",
        XSS,
      ].join("\n"),
    });
    const response = await page("/post/budget-2026");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<h1");
    expect(html).toContain("Budget 2026 &amp; Steuerfuss</h1>");
    expect(html).toContain("Der Gemeinderat legt das Budget vor.");
    expect(html).toContain("<strong>Gemeinderat</strong>");
    expect(html).toContain("<del>102</del>");
    expect(html).toMatch(/<table>[\s\S]*<td>2026<\/td>/);
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
    expect(html).toContain('href="https://www.suhr.ch"');
    expect(html).not.toContain('href="javascript:');
    expect(html).toMatch(/<a[^>]*>hier<\/a>/);
    expect(html).not.toContain('<img src="x"');
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('srcSet="/img/320/seed/gemeindehaus.jpg 320w');

    expect(html).toContain(
      '<meta property="og:title" content="Budget 2026 &amp; Steuerfuss – Dorfportal Suhr">',
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:5000/objects/seed/gemeindehaus.jpg">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:5000/post/budget-2026">');
    expect(html).toContain(
      `<meta property="article:published_time" content="${article.publishedAt.toISOString()}">`,
    );
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Dorfportal Suhr" href="http://localhost:5000/rss.xml">',
    );
    expect(jsonLdOf(html)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Budget 2026 & Steuerfuss",
      datePublished: article.publishedAt.toISOString(),
      image: ["http://localhost:5000/objects/seed/gemeindehaus.jpg"],
      mainEntityOfPage: "http://localhost:5000/post/budget-2026",
      publisher: { "@type": "Organization", name: "Dorfportal Suhr" },
    });
  });

  it("answers 404 with the German not-found text", async () => {
    const response = await page("/post/gibt-es-nicht");
    expectNotFoundPage(response, "Artikel");
    expect(response.body).toContain("Zurück zur Startseite");
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it("names a user article's own address as canonical when it is read under /post/", async () => {
    const article = await insertUserArticle(t.app.ctx.db, { slug: "turnverein-jubilaeum" });
    const response = await page(`/post/${article.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<link rel="canonical" href="http://localhost:5000/user-artikel/turnverein-jubilaeum">',
    );
  });
});

describe("PR report page /pr-report/{id}", () => {
  it("shows badge, German date, a paragraph per line and the company box", async () => {
    const report = await insertPrReport(t.app.ctx.db);
    const response = await page(`/pr-report/${report.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(">PR-Bericht</span>");
    expect(html).toContain(formatLongDate(report.publishedAt!, "Europe/Zurich"));
    expect(html).toContain("<p>Erster Absatz.</p><p>Zweiter Absatz.</p>");
    expect(html).toContain("Unternehmen</h2>");
    expect(html).toContain("Bäckerei Muster");
    expect(html).toMatch(/Website:(<!-- -->)? ?<a href="https:\/\/baeckerei-muster.ch"/);
    expect(html).not.toContain("info@baeckerei-muster.ch");
  });

  it("answers 404 with the German not-found text for unknown, malformed and unpublished reports", async () => {
    const unpublished = await insertPrReport(t.app.ctx.db, { isPublished: false });
    for (const id of ["999999", "abc", String(unpublished.id)]) {
      const response = await page(`/pr-report/${id}`);
      expectNotFoundPage(response, "PR-Bericht", id);
    }
  });
});

describe("reader letter page /leserbriefe/{slug}", () => {
  it("shows badges, topic, author, date and the keywords, and the text as text", async () => {
    const letter = await insertLetter(t.app.ctx.db, {
      slug: "baenke-suhrenweg",
      content: `Erste Zeile\nZweite Zeile ${XSS}`,
      isAiAssisted: true,
      originalPrompt: "Bänke, Suhrenweg, Senioren",
    });
    const response = await page("/leserbriefe/baenke-suhrenweg");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(">Leserbrief</span>");
    expect(html).toContain("KI-unterstützt");
    expect(html).toMatch(/Thema: <\/dt><dd[^>]*>Dorfleben/);
    expect(html).toMatch(/Von: <\/dt><dd[^>]*>Vreni Huber(<!-- -->)?, Suhr/);
    expect(html).toContain(formatLongDate(letter.publishedAt!, "Europe/Zurich"));
    expect(html).toContain("whitespace-pre-line");
    expect(html).toContain(
      "Erste Zeile\nZweite Zeile &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;",
    );
    expect(html).not.toContain('<img src="x"');
    expect(html).toContain("KI-Unterstützung");
    expect(html).toMatch(/<li[^>]*>Suhrenweg<\/li>/);
    expect(html).toMatch(/href="\/leserbrief-schreiben"[^>]*>.*Eigenen Leserbrief schreiben/);
  });

  it("answers 404 with the German not-found text for a pending letter", async () => {
    const letter = await insertLetter(t.app.ctx.db, { status: "pending" });
    const response = await page(`/leserbriefe/${letter.slug}`);
    expectNotFoundPage(response, "Leserbrief");
  });
});

describe("user article page /user-artikel/{slug}", () => {
  it("shows author, date, category link, image under /objects and markdown without raw HTML", async () => {
    const article = await insertUserArticle(t.app.ctx.db, {
      slug: "velo-boerse",
      imageUrl: "/uploads/velo.jpg",
      content: `Die **Velobörse** war ein Erfolg. ${XSS}`,
      isAiAssisted: true,
      originalPrompt: "Velobörse, Schulhaus",
    });
    const response = await page("/user-artikel/velo-boerse");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/category/Sport"');
    expect(html).toContain("Peter Keller");
    expect(html).toContain(formatLongDate(article.publishedAt!, "Europe/Zurich"));
    expect(html).toContain('src="/objects/uploads/velo.jpg"');
    expect(html).toContain("<strong>Velobörse</strong>");
    expect(html).not.toContain('<img src="x"');
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("Velobörse, Schulhaus");
  });

  it("answers 404 with the German not-found text", async () => {
    const response = await page("/user-artikel/gibt-es-nicht");
    expectNotFoundPage(response, "Artikel");
  });
});

describe("category page /category/{category}", () => {
  it("renders the cards with links by the card rule and links the category feed", async () => {
    await insertArticle(t.app.ctx.db, { title: "Turnfest in Suhr", slug: "turnfest", category: "Sport" });
    const response = await page("/category/Sport");
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Sport<\/h1>/);
    expect(response.body).toContain('href="/post/turnfest"');
    expect(response.body).toContain('href="/user-artikel/turnverein-jubilaeum"');
    expect(response.body).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Dorfportal Suhr – Sport" href="http://localhost:5000/category/Sport/rss.xml">',
    );
  });

  it("says so when a category is empty", async () => {
    const response = await page("/category/Familie");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Keine Artikel in dieser Kategorie");
  });

  it("answers 404 with a not-found text and the real categories for a category that does not exist", async () => {
    const response = await page("/category/Gibtsnicht");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Kategorie nicht gefunden");
    expect(response.body).toContain("gibt es im Dorfportal nicht.");
    expect(response.body).toContain('href="/category/Sport"');
    expect(response.body).not.toContain("Fehler beim Laden");
  });
});

describe("search page /suche", () => {
  it("renders the hits with marked words, and a search form in the header", async () => {
    await insertArticle(t.app.ctx.db, {
      title: "Neue Gemeinderäte vereidigt",
      content: "Feierlich wurde der Gemeinderat <b>vereidigt</b>.",
    });
    const response = await page("/suche?q=Gemeinderat");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('role="search"');
    expect(response.body).toMatch(/<mark[^>]*>Gemeinderäte<\/mark><span> vereidigt<\/span>/);
    expect(response.body).toMatch(/Feierlich wurde der <\/span><mark[^>]*>Gemeinderat<\/mark>/);
    expect(response.body).not.toContain("<b>vereidigt");
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it("asks for a term when there is none", async () => {
    const response = await page("/suche");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Geben Sie einen Suchbegriff mit mindestens");
  });
});
