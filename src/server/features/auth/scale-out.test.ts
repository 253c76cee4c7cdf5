import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

/** Two instances behind a load balancer share the sign-in limit through Redis (REDIS_URL). */
const REDIS_URL = "redis://127.0.0.1:6379";

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  // A prefix of this run's own: counters of other runs on the same Redis never mix in.
  const env = { REDIS_URL, REDIS_PREFIX: `test-${randomBytes(6).toString("hex")}` };
  first = await createTestApp(env);
  second = await createTestApp(env);
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe("several instances", () => {
  it("count sign-in attempts together", async () => {
    // A fresh account name per run: Redis keeps its counters between test runs.
    const email = `geteilt-${randomBytes(4).toString("hex")}@example.ch`;
    const attempt = (target: TestApp) =>
      target.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "falsch-falsch" },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(first)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
