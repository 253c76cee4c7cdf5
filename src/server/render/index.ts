import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ViteDevServer } from "vite";
import type { ApiResponse } from "../../client/lib/api";
import type { PageHead } from "../../client/lib/head";
import { type SiteSettings, STATE_ELEMENT_ID } from "../../shared/common/site";
import { sharingImage } from "../../shared/images/og-images";
import { publicRouteOf, sharedWithMembers } from "../cache/public-routes";
import type { ResponseCache } from "../cache/response-cache";
import type { Config } from "../config";
import { hasSessionCookie, INTERNAL_REQUEST_HEADER } from "../http/headers";
import { escapeHtml } from "../lib/html";
import { siteDescription, siteName, WEB_APP_HEAD_TAGS } from "../lib/web-app";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_PAGE } from "../ops/database-outage";
import { createDirectDispatcher } from "./dispatch";

type EntryServer = typeof import("../../client/entry-server");

/**
 * How pages are rendered:
 * - production: the client built by Vite (dist/client) and its SSR bundle (dist/server);
 * - development: Vite in middleware mode, with hot reload;
 * - source: the TypeScript sources as they are (the test suite, where Vitest compiles them).
 */
export type RenderMode = "production" | "development" | "source";

const projectRoot = process.cwd();

/** JSON inside a script element must not be able to close it. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The policy of every page, the same for all: no inline script may run at all; images come only from this
 * site (an external picture in a letter would tell a third party who reads it), and scripts talk only to
 * this site, its own WebSocket and the payment provider. The page's data block
 * (type="application/json") and its structured data (application/ld+json) are not executed, so the
 * policy does not apply to them and they need no nonce (docs/decisions.md) — which lets a finished page
 * be kept and sent as the same bytes to every anonymous visitor.
 */
export function pageContentSecurityPolicy(
  publicUrl: string,
  development?: { inlineScripts: string[] },
): string {
  const socket = new URL(publicUrl);
  socket.protocol = socket.protocol === "https:" ? "wss:" : "ws:";
  // `npm run dev`: Vite's React preamble is an inline script (allowed by its hash, no other inline script
  // runs) and its hot reload talks over a WebSocket on a port of its own.
  const scriptHashes = (development?.inlineScripts ?? []).map(
    (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
  const devSocket = development ? ` ${socket.protocol}//${socket.hostname}:*` : "";
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, "https://js.stripe.com"].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The service worker (/sw.js) and the web app manifest, both from this site only.
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src 'self' ${socket.origin}${devSocket} https://api.stripe.com`,
    "frame-src https://js.stripe.com https://hooks.stripe.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const AUTH_USER_PATH = "/api/auth/user";
/** What /api/auth/user answers a visitor without a session: known without asking the database. */
const SIGNED_OUT = JSON.stringify({ message: "Unauthorized" });

/**
 * The picture a page shows first (its first eagerly loaded image), preloaded from the head so that the
 * browser fetches it before it has the style sheet and layout: usually the page's largest paint.
 */
export function leadImagePreload(appHtml: string): string | undefined {
  const image = appHtml.match(/<img\b[^>]*\bloading="eager"[^>]*>/)?.[0];
  if (!image) return undefined;
  const attribute = (name: string) => image.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const src = attribute("src");
  if (!src) return undefined;
  const srcset = attribute("srcSet") ?? attribute("srcset");
  const sizes = attribute("sizes");
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ""}${sizes ? ` imagesizes="${sizes}"` : ""} fetchpriority="high">`;
}

function headHtml(
  head: PageHead | undefined,
  site: SiteSettings,
  pathname: string,
  preload: string | undefined,
) {
  const title = head?.title ?? siteName(site.municipality);
  const description = head?.description ?? siteDescription(site.municipality);
  const url = `${site.publicUrl}${head?.canonicalPath ?? pathname}`;
  const image = sharingImage(head?.image, pathname, site);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(`Dorfportal ${site.municipality}`)}">`,
    `<meta property="og:locale" content="de_CH">`,
    `<meta property="og:type" content="${head?.type ?? "website"}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  ];
  tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
  tags.push(`<meta name="twitter:image" content="${escapeHtml(image)}">`);
  if (head?.publishedTime) {
    tags.push(`<meta property="article:published_time" content="${escapeHtml(head.publishedTime)}">`);
  }
  if (head?.modifiedTime) {
    tags.push(`<meta property="article:modified_time" content="${escapeHtml(head.modifiedTime)}">`);
  }
  if (head?.noindex) tags.push(`<meta name="robots" content="noindex">`);
  const feeds = [
    { title: `Dorfportal ${site.municipality}`, path: "/rss.xml" },
    ...(head?.feed ? [head.feed] : []),
  ];
  for (const feed of feeds) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(`${site.publicUrl}${feed.path}`)}">`,
    );
  }
  tags.push(...WEB_APP_HEAD_TAGS);
  if (head?.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);
  if (preload) tags.push(preload);
  return tags.join("\n    ");
}

/**
 * The built style sheet, inlined into the page template: a page then paints without a second round trip
 * (Lighthouse counted the sheet as render-blocking). The page policy allows inline styles; the sheet is
 * about 10 KiB compressed, and cached pages keep their compressed bytes. A sheet that could close the
 * style element is left linked.
 */
export function inlineStyleSheets(template: string, readAsset: (href: string) => string): string {
  return template.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (link, href) => {
      const css = readAsset(href);
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    },
  );
}

/** Refused at start, so that the server cannot serve a 500 on every page ("jsxDEV is not a function"). */
export class BuildMismatchError extends Error {}

/** What `npm run build` recorded in dist/ (scripts/build-stamp.mjs): a production server needs a production build. */
export async function assertProductionBuild() {
  const stampFile = path.join(projectRoot, "dist/server/build-stamp.json");
  const stamp = await readFile(stampFile, "utf8")
    .then((text) => JSON.parse(text) as { mode?: string })
    .catch(() => undefined);
  if (stamp?.mode === "production") return;
  throw new BuildMismatchError(
    stamp
      ? `Der Build in dist/ ist für NODE_ENV=${stamp.mode} gebaut, nicht für production. Bitte mit \`npm start\` starten (baut neu) oder vorher \`NODE_ENV=production npm run build\` ausführen.`
      : "In dist/ liegt kein vollständiger Build. Bitte mit `npm start` starten (baut) oder vorher `NODE_ENV=production npm run build` ausführen.",
  );
}

export interface Renderer {
  renderPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  close(): Promise<void>;
}

export async function createRenderer(
  app: FastifyInstance,
  config: Config,
  mode: RenderMode,
  cache: ResponseCache,
): Promise<Renderer> {
  const pagePolicy = pageContentSecurityPolicy(config.publicUrl);
  const dispatch = createDirectDispatcher(app);
  let vite: ViteDevServer | undefined;
  let loadEntry: () => Promise<EntryServer>;
  let loadTemplate: (url: string) => Promise<string>;

  if (mode === "production") {
    await assertProductionBuild();
    const client = path.join(projectRoot, "dist/client");
    const template = inlineStyleSheets(await readFile(path.join(client, "index.html"), "utf8"), (href) =>
      readFileSync(path.join(client, href), "utf8"),
    );
    const entryPath = path.join(projectRoot, "dist/server/entry-server.js");
    const entry = (await import(entryPath)) as EntryServer;
    loadEntry = async () => entry;
    loadTemplate = async () => template;
  } else if (mode === "development") {
    const { createServer } = await import("vite");
    const server = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    vite = server;
    await app.register(import("@fastify/middie"));
    app.use(server.middlewares);
    loadEntry = () => server.ssrLoadModule("/src/client/entry-server.tsx") as Promise<EntryServer>;
    loadTemplate = async (url) =>
      server.transformIndexHtml(url, await readFile(path.join(projectRoot, "index.html"), "utf8"));
  } else {
    const template = await readFile(path.join(projectRoot, "index.html"), "utf8");
    loadEntry = () => import("../../client/entry-server");
    loadTemplate = async () => template;
  }

  const site: SiteSettings = {
    municipality: config.municipality,
    editorialEmail: config.editorialEmail,
    timeZone: config.timeZone,
    publicUrl: config.publicUrl,
    ogImageUrl: config.ogImageUrl,
    authMode: config.oidc ? "oidc" : "password",
    publisher: config.publisher,
    writer: config.ai ? "model" : "template",
  };

  return {
    async renderPage(request, reply) {
      const entry = await loadEntry();
      const signedOut = !hasSessionCookie(request.headers.cookie);
      /** Set when the database could not be reached for the page's data: the page is not rendered then. */
      let unavailable = false;
      const answered = (status: number, body: string) => {
        if (status === 503) unavailable = true;
        return apiResponse(status, body);
      };
      const transport = async (apiPath: string): Promise<ApiResponse> => {
        if (signedOut) {
          const answer =
            apiPath === AUTH_USER_PATH
              ? { status: 401, body: SIGNED_OUT }
              : await cache.read(
                  request,
                  apiPath,
                  async () => (await dispatch(request, apiPath)) ?? injected(apiPath),
                );
          if (answer) return answered(answer.status, answer.body);
        } else if (!servedFromCacheToMembers(apiPath)) {
          // A member's own reads: the route's handler called directly with the member's request (its
          // session is read once, session-cache.ts), instead of a whole request through Fastify each.
          const answer = await dispatch(request, apiPath);
          if (answer) return answered(answer.status, answer.body);
        }
        const fallback = await injected(apiPath);
        return answered(fallback.status, fallback.body);
      };
      // A signed-in visitor's page reads through the same API the browser uses, with their cookie.
      const injected = async (apiPath: string) => {
        const response = await app.inject({
          method: "GET",
          url: apiPath,
          headers: {
            cookie: request.headers.cookie ?? "",
            "user-agent": request.headers["user-agent"] ?? "",
            [INTERNAL_REQUEST_HEADER]: "1",
          },
        });
        return { status: response.statusCode, body: response.body, headers: {} };
      };
      const result = await entry.render({ url: request.url, transport, site });
      if (unavailable) {
        return reply
          .code(503)
          .header("Retry-After", String(DATABASE_RETRY_AFTER_S))
          .header("Content-Type", "text/html; charset=utf-8")
          .header("Cache-Control", "no-store")
          .send(DATABASE_UNAVAILABLE_PAGE);
      }
      if (result.kind === "redirect") return reply.redirect(result.location, 301);

      const pathname = new URL(request.url, "http://x").pathname;
      const [beforeHead, beforeApp, beforeData, end] = templateParts(await loadTemplate(request.url));
      const html =
        beforeHead +
        headHtml(result.head, site, pathname, leadImagePreload(result.appHtml)) +
        beforeApp +
        result.appHtml +
        beforeData +
        `<script type="application/json" id="${STATE_ELEMENT_ID}">${safeJson(result.state)}</script>` +
        end;
      reply.header(
        "Content-Security-Policy",
        mode === "development"
          ? pageContentSecurityPolicy(config.publicUrl, { inlineScripts: inlineScriptsOf(html) })
          : pagePolicy,
      );
      return reply
        .code(result.status)
        .header("Content-Type", "text/html; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send(html);
    },
    async close() {
      await vite?.close();
    },
  };
}

const SLOTS = ["<!--ssr-head-->", "<!--ssr-app-->", "<!--ssr-data-->"] as const;
let cutTemplate: string | undefined;
let cutParts: string[] = [];

/**
 * The page template cut at its three slots, once per template (in production once: the template is one
 * string), instead of three searches and copies of the whole page (the style sheet is inlined) each time.
 */
function templateParts(template: string): string[] {
  if (template !== cutTemplate) {
    const parts: string[] = [];
    let rest = template;
    for (const slot of SLOTS) {
      const at = rest.indexOf(slot);
      if (at === -1) throw new Error(`The page template has no ${slot}.`);
      parts.push(rest.slice(0, at));
      rest = rest.slice(at + slot.length);
    }
    parts.push(rest);
    cutTemplate = template;
    cutParts = parts;
  }
  return cutParts;
}

/** Public reads the response cache answers members too (the same bytes as visitors'): asked through it. */
function servedFromCacheToMembers(apiPath: string): boolean {
  const mark = apiPath.indexOf("?");
  const route = publicRouteOf(mark === -1 ? apiPath : apiPath.slice(0, mark));
  return route !== null && sharedWithMembers(route);
}

/** The text of every inline script that runs (not data blocks: JSON and structured data). */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\//.test(attributes ?? ""))
    .map(([, , body]) => body ?? "");

const apiResponse = (status: number, body: string): ApiResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: "",
  text: async () => body,
});
