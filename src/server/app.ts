import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyError, type FastifyInstance, LogController } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import "../shared/zod-locale";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { seedDemoContent } from "./db/seed";
import { trackAdminRoutes } from "./features/admin/route-table";
import { adminRoutes } from "./features/admin/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { articleRoutes } from "./features/articles/routes";
import { authRoutes } from "./features/auth/routes";
import { purgeExpiredSessions } from "./features/auth/service";
import { eventRoutes } from "./features/events/routes";
import { feedRoutes } from "./features/feeds/routes";
import { imageRoutes } from "./features/images/routes";
import { letterRoutes } from "./features/letters/routes";
import { messageRoutes } from "./features/messages/routes";
import { prReportRoutes } from "./features/pr-reports/routes";
import { reportRoutes } from "./features/reports/routes";
import { searchRoutes } from "./features/search/routes";
import { objectRoutes } from "./features/uploads/routes";
import { deriveUploadKey } from "./features/uploads/service";
import { userArticleRoutes } from "./features/user-articles/routes";
import { HttpError } from "./lib/http-errors";
import { IMMUTABLE_CACHE } from "./lib/send-object";
import { createMailer, type Mailer } from "./providers/mail/index";
import { createObjectStorage, type ObjectStorage } from "./providers/storage/index";
import { createRenderer, INTERNAL_REQUEST_HEADER, type RenderMode } from "./render/index";

export interface AppContext {
  config: Config;
  db: Database["db"];
  database: Database;
  storage: ObjectStorage;
  redis?: Redis;
  /** Outgoing mail: the outbox, delivered over SMTP when configured (providers/mail). */
  mailer: Mailer;
  /** Signs upload URLs; derived from the session secret (features/uploads/service.ts). */
  uploadKey: Buffer;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: Config;
  renderMode?: RenderMode;
  /** PGlite's folder; "memory://" keeps the database in memory (tests). */
  pgliteDir?: string;
  logger?: boolean;
}

const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Mail that could not be delivered at once (SMTP down) is tried again at this pace. */
const MAIL_RETRY_INTERVAL_MS = 60 * 1000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** SESSION_SECRET, or one generated once and kept in the data folder. */
async function sessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, "session-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    await writeFile(file, secret, { mode: 0o600, flag: "wx" }).catch(() => {});
    return (await readFile(file, "utf8")).trim();
  }
}

/** Builds the whole portal from a configuration; nothing happens on import. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request instead of two, and none for the API calls a page render makes in process.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.pgliteDir ?? path.join(config.dataDir, "db"),
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const secret = await sessionSecret(config);
  app.decorate("ctx", {
    config,
    db: database.db,
    database,
    storage: await createObjectStorage(config),
    redis,
    mailer: createMailer(
      database.db,
      { smtpUrl: config.mail.smtpUrl, from: config.mail.from, logText: config.env !== "production" },
      app.log,
    ),
    uploadKey: deriveUploadKey(secret),
  } satisfies AppContext);

  if (config.seed === "demo") await seedDemoContent(app.ctx);

  await app.register(cookie, { secret });
  await app.register(helmet, {
    // Pages get their own policy with a nonce (render/index.ts); everything else may embed nothing.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureCookies,
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    errorResponseBuilder: () =>
      new HttpError(
        429,
        "Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
      ),
  });

  // DESIGN.md §3: a browser that says a state-changing request is cross-site is refused.
  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers["sec-fetch-site"] === "cross-site")
      throw new HttpError(403, "Anfragen von fremden Seiten sind nicht erlaubt.");
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new HttpError(403, "Anfragen von fremden Seiten sind nicht erlaubt.");
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: error.validation[0]?.message ?? "Ungültige Eingabe." });
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ message: "Die Anfrage ist zu gross." });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ message: "Dieses Datenformat wird nicht unterstützt." });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: "Ungültige Anfrage." });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Interner Serverfehler. Bitte versuchen Sie es später erneut." });
  });

  const mode = options.renderMode ?? "production";
  const renderer = await createRenderer(app, config, mode);

  trackAdminRoutes(app);
  await app.register(authRoutes);
  await app.register(articleRoutes);
  await app.register(letterRoutes);
  await app.register(userArticleRoutes);
  await app.register(prReportRoutes);
  await app.register(searchRoutes);
  await app.register(feedRoutes);
  await app.register(analyticsRoutes);
  await app.register(imageRoutes);
  await app.register(messageRoutes);
  await app.register(objectRoutes);
  await app.register(eventRoutes);
  await app.register(adminRoutes);
  await app.register(reportRoutes);

  if (mode === "production") {
    await app.register(fastifyStatic, {
      root: path.join(process.cwd(), "dist/client"),
      wildcard: false,
      index: false,
      allowedPath: (pathname) => pathname !== "/index.html",
      setHeaders(reply, filePath) {
        reply.header(
          "Cache-Control",
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE_CACHE : "public, max-age=3600",
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
    if (!isPage) return reply.code(404).send({ message: "Nicht gefunden" });
    return renderer.renderPage(request, reply);
  });

  app.addHook("onResponse", async (request, reply) => {
    if (request.headers[INTERNAL_REQUEST_HEADER]) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });

  let purgeTimer: NodeJS.Timeout | undefined;
  let mailTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    app.ctx.mailer.flushSoon();
    mailTimer = setInterval(() => app.ctx.mailer.flushSoon(), MAIL_RETRY_INTERVAL_MS);
    mailTimer.unref();
    await purgeExpiredSessions(database.db);
    purgeTimer = setInterval(() => {
      purgeExpiredSessions(database.db).catch((error) =>
        app.log.warn({ err: error }, "session purge failed"),
      );
    }, SESSION_PURGE_INTERVAL_MS);
    purgeTimer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(purgeTimer);
    clearInterval(mailTimer);
    await app.ctx.mailer.flush().catch(() => 0);
    app.ctx.mailer.close();
    await renderer.close();
    redis?.disconnect();
    await database.close();
  });

  return app;
}
