import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routes } from "../src/client/routes";
import { moduleKey } from "../src/server/lib/vite-manifest";
import {
  chunkKey,
  entryKey,
  firstLoadFiles,
  lazyOnlyCodeIn,
  type Manifest,
  pagePaths,
  pageRoutes,
} from "./bundle-budget";

/** A small build: the entry imports React; the article page imports a shared chunk and loads markdown lazily. */
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: [
      "src/client/features/articles/ArticlePage.tsx",
      "src/client/features/chat/ChatWidget.tsx",
    ],
  },
  "_react.js": { file: "assets/react.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["_react.js", "index.html"] },
  "_style.css": { file: "assets/style.css" },
  "src/client/features/articles/ArticlePage.tsx": {
    file: "assets/ArticlePage.js",
    isDynamicEntry: true,
    imports: ["index.html", "_shared.js", "_style.css"],
    dynamicImports: ["src/client/features/articles/Markdown.tsx"],
  },
  "src/client/features/articles/Markdown.tsx": {
    file: "assets/Markdown.js",
    isDynamicEntry: true,
    imports: ["_react.js"],
  },
  "src/client/features/chat/ChatWidget.tsx": { file: "assets/ChatWidget.js", isDynamicEntry: true },
};

describe("the first-load JavaScript of a page", () => {
  it("follows static imports transitively, once each, and leaves dynamic imports and styles out", () => {
    const files = firstLoadFiles(manifest, [
      entryKey(manifest),
      "src/client/features/articles/ArticlePage.tsx",
    ]);
    expect(files).toEqual([
      "assets/index.js",
      "assets/react.js",
      "assets/ArticlePage.js",
      "assets/shared.js",
    ]);
  });

  it("is the entry alone for a page in the entry", () => {
    expect(firstLoadFiles(manifest, [entryKey(manifest)])).toEqual(["assets/index.js", "assets/react.js"]);
  });

  it("fails on an import the manifest does not hold", () => {
    expect(() =>
      firstLoadFiles({ "index.html": { file: "a.js", imports: ["_gone.js"] } }, ["index.html"]),
    ).toThrow("_gone.js");
  });

  it("finds a module's chunk by its source path without extension", () => {
    expect(moduleKey(manifest, "src/client/features/articles/ArticlePage")).toBe(
      "src/client/features/articles/ArticlePage.tsx",
    );
    expect(() => moduleKey(manifest, "src/client/features/Missing")).toThrow("not a chunk");
  });

  it("finds the chunk a lazily imported module arrives in, its own or one it shares", () => {
    const modules = {
      "assets/ArticlePage.js": ["src/client/features/articles/ArticlePage.tsx"],
      "assets/shared.js": ["src/client/lib/dates.ts", "src/client/features/articles/DetailStates.tsx"],
    };
    expect(chunkKey(manifest, modules, "src/client/features/articles/ArticlePage")).toBe(
      "src/client/features/articles/ArticlePage.tsx",
    );
    expect(chunkKey(manifest, modules, "src/client/features/articles/DetailStates")).toBe("_shared.js");
    expect(() => chunkKey(manifest, modules, "src/client/features/Missing")).toThrow("not a chunk");
  });

  it("reads each page's modules from routes.tsx, including those a route's helper loads", () => {
    const source = `
import { NotFoundPage } from "./features/pages/NotFoundPage";
const { ArticlePage } = lazyPages(() => import("./features/articles/ArticlePage"));
const { OfferPage, RequestPage } = lazyPages(
  () => import("./features/marketplace/HelpEntryFormPage"),
);
function itemRoute(path: string, component: AppRoute["component"]): AppRoute {
  return { path, component };
}
function detailRoute<T>(path: string, View: ComponentType<T>): AppRoute {
  const { DetailPage } = lazyPages(async () => {
    const [{ detailPage }] = await Promise.all([import("./features/articles/DetailStates"), View.preload?.()]);
    return { DetailPage: detailPage(View) };
  });
  return itemRoute(path, DetailPage);
}
export const routes: AppRoute[] = [
  { path: "/gone", component: NotFoundPage },
  detailRoute("/post/:slug", ArticlePage, articleQuery),
  itemRoute(
    "/marktplatz/:id",
    OfferPage,
  ),
  {
    path: "/marktplatz/suchen",
    component: RequestPage,
  },
];`;
    expect(pageRoutes(source, ["/gone", "/post/:slug", "/marktplatz/:id", "/marktplatz/suchen"])).toEqual([
      { path: "/gone", modules: [] },
      {
        path: "/post/:slug",
        modules: ["./features/articles/ArticlePage", "./features/articles/DetailStates"],
      },
      { path: "/marktplatz/:id", modules: ["./features/marketplace/HelpEntryFormPage"] },
      { path: "/marktplatz/suchen", modules: ["./features/marketplace/HelpEntryFormPage"] },
    ]);
    expect(() => pageRoutes(source, ["/elsewhere"])).toThrow("/elsewhere: no page found");
    expect(() => pageRoutes(`{ path: "/x", component: Unknown }`, ["/x"])).toThrow("Unknown");
  });

  it("counts the pages of a route table, not its redirects", () => {
    expect(pagePaths([{ path: "/a" }, { path: "/b", redirect: "/a" }])).toEqual(["/a"]);
  });

  it("finds every page of the app's route table, the detail pages too", () => {
    const source = readFileSync(path.join(import.meta.dirname, "../src/client/routes.tsx"), "utf8");
    const found = pageRoutes(source, pagePaths(routes));
    const details = [
      "/post/:slug",
      "/vorschau/artikel/:token",
      "/pr-report/:id",
      "/leserbriefe/:slug",
      "/user-artikel/:slug",
      "/mitteilungen/:slug",
    ];
    for (const detail of details) {
      expect(found.find((route) => route.path === detail)?.modules).toContain(
        "./features/articles/DetailStates",
      );
    }
  });

  it("names Stripe, markdown and chat code found in first-load chunks, and nothing else", () => {
    const modules = {
      "assets/index.js": ["src/client/main.tsx", "src/client/features/chat/ChatLauncher.tsx"],
      "assets/ArticlePage.js": [
        "node_modules/react-markdown/lib/index.js",
        "src/client/features/chat/ChatWidget.tsx",
      ],
      "assets/pay.js": ["node_modules/@stripe/stripe-js/dist/index.mjs"],
      "assets/AdminPage.js": ["src/client/features/chat/admin/AssistantAdmin.tsx"],
    };
    expect(lazyOnlyCodeIn(["assets/index.js"], modules)).toEqual([]);
    // The assistant's upkeep screen belongs to the admin page it sits on, not to the widget.
    expect(lazyOnlyCodeIn(["assets/AdminPage.js"], modules)).toEqual([]);
    expect(
      lazyOnlyCodeIn(["assets/index.js", "assets/ArticlePage.js", "assets/pay.js"], modules).map(
        (f) => f.name,
      ),
    ).toEqual(["Markdown", "Chat", "Stripe"]);
  });
});
