import { createRequire } from "node:module";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

// The plugin's own stores: the shared counter in Redis and the one of this process (not in its typings).
const require = createRequire(import.meta.url);
const LocalStore = require("@fastify/rate-limit/store/LocalStore") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;
const RedisStore = require("@fastify/rate-limit/store/RedisStore") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  keyPrefix: string,
) => FastifyRateLimitStore;

type Incr = FastifyRateLimitStore["incr"];

/** One route's counters, in Redis while it answers and in this process while it does not. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr: Incr = (key, callback, timeWindow, max) => {
    // ioredis would hold the command until it reconnects: asking its status first answers at once.
    if (this.redis.status !== "ready") return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  };

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * Rate limits shared by every instance through Redis (REDIS_URL); while Redis is away each instance
 * counts on its own (one instance's view: a client spread over n instances gets up to n times the limit
 * for that moment) instead of every limited route failing or waiting for the reconnect. The counters live
 * under the site's REDIS_PREFIX, so that two portals (or test runs) on one Redis never count together.
 */
export function redisWithFallbackStore(redis: Redis, keyPrefix: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, keyPrefix),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
