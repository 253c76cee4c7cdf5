import type { FastifyInstance } from "fastify";
import { ping, schemaCurrent } from "../db/client";
import { route } from "../http/access";
import type { Draining } from "./draining";

/** A check that has not answered by then counts as failed: a load balancer must not wait on a stuck pool. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckResult = "ok" | "unreachable" | "not migrated" | "shutting down";

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for the load balancer and the orchestrator (docs/operations.md). `/healthz`: the process answers
 * (restart it when not). `/readyz`: it can serve requests — the database answers and holds this release's
 * schema, and the instance is not shutting down (send it no traffic when not). Redis, when configured, is
 * reported but does not fail readiness: every instance shares it, so its outage would take all of them out
 * at once, while each serves on without it (docs/decisions.md).
 */
export const healthRoutes = (draining: Draining) => async (app: FastifyInstance) => {
  app.get("/healthz", route.public, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  const databaseCheck = async (): Promise<CheckResult> => {
    const { db } = app.ctx;
    try {
      await withTimeout(ping(db), CHECK_TIMEOUT_MS);
      return (await withTimeout(schemaCurrent(db), CHECK_TIMEOUT_MS)) ? "ok" : "not migrated";
    } catch {
      return "unreachable";
    }
  };

  const redisCheck = async (): Promise<CheckResult> => {
    const { redis } = app.ctx;
    // ioredis queues commands while it reconnects: its status tells at once what a PING would tell late.
    if (redis?.status !== "ready") return "unreachable";
    try {
      await withTimeout(redis.ping(), CHECK_TIMEOUT_MS);
      return "ok";
    } catch {
      return "unreachable";
    }
  };

  app.get("/readyz", route.public, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const checks: Record<string, CheckResult> = { database: await databaseCheck() };
    if (draining.closing) checks.instance = "shutting down";
    const failed = Object.entries(checks).filter(([, result]) => result !== "ok");
    const redis = app.ctx.redis ? await redisCheck() : undefined;
    if (redis) checks.redis = redis;
    if (failed.length === 0) return { status: redis === "unreachable" ? "degraded" : "ok", checks };
    return reply.code(503).send({
      status: "unavailable",
      message: `Nicht bereit: ${failed.map(([name, result]) => `${name} ${result}`).join(", ")}`,
      checks,
    });
  });
};
