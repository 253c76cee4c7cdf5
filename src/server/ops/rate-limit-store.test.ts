import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sharedTestApp } from "../test/shared-by-tests";

describe("rate limits while Redis is away", () => {
  // Configured, but nobody listens there (a port of the fault tests' range).
  const t = sharedTestApp({ REDIS_URL: "redis://127.0.0.1:5698", REDIS_PREFIX: "ops-rate-limit-test" });

  it("are counted by this instance alone instead of lapsing", async () => {
    expect(t.app.ctx.redis?.status).not.toBe("ready");
    const email = `allein-${randomBytes(4).toString("hex")}@example.ch`;
    const attempt = () =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "falsch-falsch" } });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.stringContaining("Zu viele Anfragen") });
  });
});
