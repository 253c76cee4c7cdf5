import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sharedTestApp } from "../test/shared-by-tests";

describe("health and readiness", () => {
  const t = sharedTestApp();

  it("says the process is alive without asking anything", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("is ready when the database answers and holds every migration", async () => {
    const response = await t.app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", checks: { database: "ok" } });
  });

  it("is not ready when the database lacks this release's newest migration", async () => {
    const [newest] = (
      (await t.app.ctx.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const response = await t.app.inject({ url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: "unavailable",
        message: "Nicht bereit: database not migrated",
        checks: { database: "not migrated" },
      });
    } finally {
      await t.app.ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest!.hash}, ${newest!.created_at})`,
      );
    }
  });
});

describe("readiness with Redis configured", () => {
  // A port nobody listens on (inside the fault tests' range): Redis is configured but away.
  const t = sharedTestApp({ REDIS_URL: "redis://127.0.0.1:5699", REDIS_PREFIX: "ops-health-test" });

  it("stays ready while Redis is unreachable, and says it serves degraded", async () => {
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "degraded", checks: { database: "ok", redis: "unreachable" } });
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});
