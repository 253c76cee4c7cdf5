import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import type { Logger } from "drizzle-orm";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import "../shared/zod-locale";
import { Generations } from "./cache/generations";
import { frontServer, hasSessionCookie, ResponseCache } from "./cache/response-cache";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { seedDemoContent } from "./db/seed";
import { adminRoutes } from "./features/admin/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { purgeOldPageViews } from "./features/analytics/service";
import { articleRoutes } from "./features/articles/routes";
import { authRoutes } from "./features/auth/routes";
import { purgeExpiredSessions } from "./features/auth/service";
import { businessRoutes } from "./features/businesses/routes";
import { chatRoutes } from "./features/chat/routes";
import { electionRoutes } from "./features/election/routes";
import { deriveVoterKey } from "./features/election/service";
import { eventRoutes } from "./features/events/routes";
import { feedRoutes } from "./features/feeds/routes";
import { imageRoutes } from "./features/images/routes";
import { letterRoutes } from "./features/letters/routes";
import { marketplaceRoutes } from "./features/marketplace/routes";
import { messageRoutes } from "./features/messages/routes";
import { derivePreviewKey } from "./features/newsroom/lifecycle";
import { newsroomRoutes, previewRoutes } from "./features/newsroom/routes";
import { prReportRoutes, prServiceContext } from "./features/pr-reports/routes";
import { startPrBilling } from "./features/pr-reports/scheduler";
import { createSiteFetcher, type SiteFetcher } from "./features/pr-reports/site-fetcher";
import { profileRoutes } from "./features/profile/routes";
import { reportRoutes } from "./features/reports/routes";
import { searchRoutes } from "./features/search/routes";
import { objectRoutes } from "./features/uploads/routes";
import { deriveUploadKey } from "./features/uploads/service";
import { userArticleRoutes } from "./features/user-articles/routes";
import { HttpError, TOO_MANY_REQUESTS } from "./lib/http-errors";
import { trackRoutes } from "./lib/route-table";
import { securityHeaders } from "./lib/security-headers";
import { IMMUTABLE_CACHE } from "./lib/send-object";
import {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE,
  DATABASE_UNAVAILABLE_PAGE,
  databaseOutageCheck,
} from "./ops/database-outage";
import { registerDraining } from "./ops/draining";
import { healthRoutes } from "./ops/health";
import { createMetrics } from "./ops/metrics";
import { redisWithFallbackStore } from "./ops/rate-limit-store";
import { registerRequestTracing, requestIdOf } from "./ops/request-tracing";
import { createMailer, type Mailer } from "./providers/mail/index";
import { createPaymentProvider, type PaymentProvider } from "./providers/payments/index";
import { createObjectStorage, type ObjectStorage } from "./providers/storage/index";
import { RealtimeHub } from "./realtime/hub";
import { liveRoutes } from "./realtime/routes";
import { createRenderer, type RenderMode } from "./render/index";

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
  /** Signs newsroom preview links; derived from the session secret (features/newsroom/lifecycle.ts). */
  previewKey: Buffer;
  /** Keys the hashes of visitors' addresses in the election poll (features/election/service.ts). */
  voterKey: Buffer;
  /** The PR subscription: Stripe when configured, else the built-in test provider (providers/payments). */
  payments: PaymentProvider;
  /** Reads company homepages for PR reports from public addresses only (features/pr-reports). */
  siteFetcher: SiteFetcher;
  /** Live events to members over /ws, across instances through Redis when configured (realtime/). */
  realtime: RealtimeHub;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
    /** Anonymous answers of public routes (cache/public-routes.ts), kept until their content changes. */
    responseCache: ResponseCache;
  }
}

export interface BuildOptions {
  config: Config;
  renderMode?: RenderMode;
  /** PGlite's folder; "memory://" keeps the database in memory (tests). */
  pgliteDir?: string;
  /** Logs to stdout when true; tests pass a stream of their own. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Passed to the database (tests watch the statements of each request). */
  queryLogger?: Logger;
}

const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Mail that could not be delivered at once (SMTP down) is tried again at this pace. */
const MAIL_RETRY_INTERVAL_MS = 60 * 1000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const INVALID_CHARACTER = "Die Eingabe enthält ein unzulässiges Steuerzeichen (NUL).";

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([key, entry]) => key.includes("\u0000") || containsNul(entry, depth + 1),
  );
}

/** PostgreSQL's class 22 (data exception: invalid text, out-of-range values): bad input, not a fault. */
function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth++) {
    const code = typeof current === "object" ? (current as { code?: unknown }).code : undefined;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A browser's request for a page (rendered by the not-found handler), not an API call. */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");

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
  // Computed once: every answer, the router's own refusals and cached ones alike, sends the same headers.
  const headers = securityHeaders(config);
  let frontCache: ResponseCache | undefined;
  let frontLog: FastifyBaseLogger | undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request instead of two, and none for the API calls a page render makes in process.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    // A hop count trusts that many proxies in front of the portal, counted from the nearest one.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // Refused in German by ops/draining.ts instead.
    return503OnClosing: false,
    // The router's own refusals (a path not valid UTF-8, a segment over 100 characters) answer like any
    // bad input: JSON, a German message, the usual headers.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      (reply as FastifyReply)
        .headers(headers)
        .code(tooLong ? 414 : 400)
        .send({ message: tooLong ? "Die Adresse ist zu lang." : "Die Adresse ist ungültig." });
    },
    // Cached answers are sent by the server's request handler, before Fastify (response-cache.ts).
    serverFactory: frontServer(
      () => frontCache,
      () => frontLog,
    ),
  });
  registerRequestTracing(app);
  const draining = registerDraining(app);
  const metrics = createMetrics(app, config.metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.pgliteDir ?? path.join(config.dataDir, "db"),
    queryLogger: options.queryLogger,
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
    previewKey: derivePreviewKey(secret),
    voterKey: deriveVoterKey(secret),
    payments: createPaymentProvider(config),
    siteFetcher: createSiteFetcher(),
    realtime: new RealtimeHub(app.log, redis, `${config.redisPrefix}:realtime`),
  } satisfies AppContext);

  if (config.seed === "demo") {
    const accounts = await seedDemoContent(app.ctx);
    // Printed this once only: the passwords are random and stored as hashes.
    for (const account of accounts || []) {
      app.log.warn(
        { demoAccount: account.email },
        `Demo-Zugang ${account.label}: E-Mail ${account.email}, Passwort ${account.password} (nur jetzt angezeigt)`,
      );
    }
  }

  const generations = new Generations(database, app.log);
  await generations.start();
  const responseCache = new ResponseCache({
    maxBytes: config.responseCacheBytes,
    generations,
    staticHeaders: headers,
  });
  app.decorate("responseCache", responseCache);
  metrics.observe({
    responseCache,
    databasePool: () => database.pool(),
    webSockets: () => app.ctx.realtime.all().length,
  });
  frontCache = responseCache;
  frontLog = app.log;
  // First of all hooks: a cached answer is sent before any other work.
  responseCache.register(app);

  await app.register(cookie, { secret });
  await app.register(rateLimit, {
    global: false,
    // Redis gone: each instance counts on its own until it is back (ops/rate-limit-store.ts).
    store: redis ? redisWithFallbackStore(redis, `${config.redisPrefix}:rate-limit:`) : undefined,
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
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

  // A NUL character is never text: PostgreSQL refuses it in every text column and query parameter. It is
  // refused here for every route, in the address and in any string of a parsed body.
  app.addHook("onRequest", async (request) => {
    if (/%00/i.test(request.url)) throw new HttpError(400, INVALID_CHARACTER);
  });
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.body)) throw new HttpError(400, INVALID_CHARACTER);
  });

  // What a signed-in visitor is answered may name them: no cache keeps it, only immutable files pass, and
  // answers a route marked private itself (the browser may keep those for revalidation by ETag). The
  // header, not the parsed cookies: a request refused before the cookie plugin ran (draining) has none.
  app.addHook("onSend", async (request, reply) => {
    const cacheControl = String(reply.getHeader("cache-control") ?? "");
    if (cacheControl.includes("immutable") || cacheControl.startsWith("private")) return;
    if (hasSessionCookie(request.headers.cookie) || reply.hasHeader("set-cookie"))
      reply.header("Cache-Control", "no-store");
  });

  const isDatabaseUnavailable = databaseOutageCheck(config.databaseUrl);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      reply.code(503).header("Retry-After", String(DATABASE_RETRY_AFTER_S));
      if (isPageRequest(request))
        return reply.type("text/html; charset=utf-8").send(DATABASE_UNAVAILABLE_PAGE);
      return reply.send({ message: DATABASE_UNAVAILABLE });
    }
    if (isDataException(error)) {
      return reply.code(400).send({ message: "Ungültige Eingabe." });
    }
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
  const renderer = await createRenderer(app, config, mode, responseCache);

  trackRoutes(app);
  await app.register(healthRoutes(draining));
  await app.register(metrics.routes);
  await app.register(authRoutes);
  await app.register(articleRoutes);
  await app.register(letterRoutes);
  await app.register(userArticleRoutes);
  await app.register(prReportRoutes);
  await app.register(searchRoutes);
  await app.register(feedRoutes);
  await app.register(analyticsRoutes);
  await app.register(imageRoutes);
  await app.register(liveRoutes);
  await app.register(messageRoutes);
  await app.register(objectRoutes);
  await app.register(eventRoutes);
  await app.register(electionRoutes);
  await app.register(businessRoutes);
  await app.register(chatRoutes);
  await app.register(marketplaceRoutes);
  await app.register(profileRoutes);
  await app.register(adminRoutes);
  await app.register(newsroomRoutes);
  await app.register(previewRoutes);
  await app.register(reportRoutes);

  if (mode === "production") {
    await app.register(fastifyStatic, {
      root: path.join(process.cwd(), "dist/client"),
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
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
    if (!isPageRequest(request)) return reply.code(404).send({ message: "Nicht gefunden" });
    return renderer.renderPage(request, reply);
  });

  let purgeTimer: NodeJS.Timeout | undefined;
  let mailTimer: NodeJS.Timeout | undefined;
  let stopPrBilling: (() => void) | undefined;
  app.addHook("onReady", async () => {
    stopPrBilling = startPrBilling(prServiceContext(app), app.log, metrics.schedulerRun);
    app.ctx.mailer.flushSoon();
    mailTimer = setInterval(() => app.ctx.mailer.flushSoon(), MAIL_RETRY_INTERVAL_MS);
    mailTimer.unref();
    const purge = () =>
      Promise.all([purgeExpiredSessions(database.db), purgeOldPageViews(database.db)]).then(
        () => metrics.schedulerRun("purge", "ok"),
        (error) => {
          metrics.schedulerRun("purge", "failed");
          throw error;
        },
      );
    await purge();
    purgeTimer = setInterval(() => {
      purge().catch((error) => app.log.warn({ err: error }, "purge of expired data failed"));
    }, SESSION_PURGE_INTERVAL_MS);
    purgeTimer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(purgeTimer);
    clearInterval(mailTimer);
    stopPrBilling?.();
    await app.ctx.mailer.flush().catch(() => 0);
    app.ctx.mailer.close();
    await renderer.close();
    generations.stop();
    app.ctx.realtime.close();
    redis?.disconnect();
    await database.close();
  });

  return app;
}
