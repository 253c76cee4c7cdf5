import path from "node:path";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import type { Logger } from "drizzle-orm";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import "../shared/common/zod-locale";
import { frontServer } from "./cache/front-server";
import { Generations } from "./cache/generations";
import { ResponseCache } from "./cache/response-cache";
import type { Config } from "./config";
import { createContext, sessionSecret } from "./context";
import { openDatabase } from "./db/client";
import { seedDemoContent } from "./db/seed";
import { isConfirmed } from "./features/auth/session";
import { webAppRoutes } from "./features/web-app/routes";
import { allPublic, registerAccess } from "./http/access";
import { isPageRequest, registerErrorHandler } from "./http/error-handler";
import { registerGuards } from "./http/guards";
import { REQUEST_ID_HEADER } from "./http/headers";
import { registerJobs } from "./jobs";
import { HttpError, TOO_MANY_REQUESTS } from "./lib/http-errors";
import { trackRoutes } from "./lib/route-table";
import {
  API_SECURITY_HEADERS,
  registerSecurityHeaders,
  securityHeaders,
  securityHeadersFor,
} from "./lib/security-headers";
import { IMMUTABLE_CACHE } from "./lib/send-object";
import { registerDraining } from "./ops/draining";
import { healthRoutes } from "./ops/health";
import { createMetrics } from "./ops/metrics";
import { redisWithFallbackStore } from "./ops/rate-limit-store";
import { registerRequestTracing, requestIdOf } from "./ops/request-tracing";
import { createRenderer, type RenderMode } from "./render/index";
import { registerAreaRoutes } from "./routes";

export interface BuildOptions {
  config: Config;
  renderMode?: RenderMode;
  /** PGlite's folder; "memory://" keeps the database in memory (tests). */
  pgliteDir?: string;
  /** Logs to stdout when true; tests pass a stream of their own. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Passed to the database (tests watch the statements of each request). */
  queryLogger?: Logger;
  /** The minute's background runs (jobs.ts): the server's, never a test's, which runs them by hand. */
  everyMinute: boolean;
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
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      (reply as FastifyReply)
        .headers(API_SECURITY_HEADERS)
        .header(REQUEST_ID_HEADER, request.id)
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
  const secret = await sessionSecret(config);
  app.decorate("ctx", await createContext(config, database, secret, app.log));

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

  const generations = new Generations(database, app.log, config.timeZone);
  await generations.start();
  const responseCache = new ResponseCache({
    maxBytes: config.responseCacheBytes,
    generations,
    headersFor: securityHeadersFor(headers),
    isConfirmed,
  });
  app.decorate("responseCache", responseCache);
  metrics.observe({
    responseCache,
    databasePool: () => database.pool(),
    webSockets: () => app.ctx.realtime.all().length,
  });
  frontCache = responseCache;
  frontLog = app.log;
  registerSecurityHeaders(app, headers);
  // First of all hooks: a cached answer is sent before any other work.
  responseCache.register(app);

  await app.register(cookie, { secret });
  await app.register(rateLimit, {
    global: false,
    // Redis gone: each instance counts on its own until it is back (ops/rate-limit-store.ts).
    store: app.ctx.redis
      ? redisWithFallbackStore(app.ctx.redis, `${config.redisPrefix}:rate-limit:`)
      : undefined,
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  });

  registerGuards(app, config);
  registerErrorHandler(app, config);

  const mode = options.renderMode ?? "production";
  const renderer = await createRenderer(app, config, mode, responseCache);

  trackRoutes(app);
  registerAccess(app);
  await app.register(healthRoutes(draining));
  await app.register(metrics.routes);
  await registerAreaRoutes(app);
  // The service worker precaches the offline page's files of the build it is served with.
  await app.register(webAppRoutes({ build: mode === "production" }));

  if (mode === "production") {
    await app.register(async (files) => {
      allPublic(files);
      await files.register(fastifyStatic, {
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
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) return reply.code(404).send({ message: "Nicht gefunden" });
    return renderer.renderPage(request, reply);
  });

  registerJobs(app, metrics, options.everyMinute);
  app.addHook("onClose", async () => {
    await app.ctx.mailer.flush().catch(() => 0);
    app.ctx.mailer.close();
    await renderer.close();
    generations.stop();
    app.ctx.realtime.close();
    app.ctx.redis?.disconnect();
    await database.close();
  });

  return app;
}
