import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { sharedTestApp } from "../test/shared-by-tests";

const TOKEN = "metrics-token-0123456789";

/** The value of one series in the Prometheus text format (0 when absent). */
function series(text: string, name: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

describe("metrics with a token and an allowed address range", () => {
  const t = sharedTestApp({
    METRICS_TOKEN: TOKEN,
    METRICS_ALLOW: "10.1.0.0/16,192.0.2.7",
    TRUST_PROXY: "1",
  });

  const scrape = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}`, ...headers } });

  it("counts requests and their latency by route pattern, not by address", async () => {
    await t.app.inject({ url: "/api/events/month/2026/4" });
    await t.app.inject({ url: "/api/events/month/2026/5" });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(
      series(text, 'http_requests_total{method="GET",route="/api/events/month/:year/:month",status="200"}'),
    ).toBe(2);
    expect(text).not.toContain("/api/events/month/2026");
    expect(
      series(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/events/month/:year/:month"}',
      ),
    ).toBe(2);
    expect(text).toMatch(/^websocket_connections 0$/m);
    expect(text).toMatch(/^scheduler_runs_total\{job="purge",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("counts the runs of the PR billing job, which starts with the app", async () => {
    await vi.waitFor(async () =>
      expect((await scrape()).body).toMatch(/^scheduler_runs_total\{job="pr_billing",outcome="ok"\} [1-9]/m),
    );
  });

  it("counts response-cache hits and misses", async () => {
    const before = await scrape();
    await t.app.inject({ url: "/api/businesses" });
    await t.app.inject({ url: "/api/businesses" });
    await t.app.inject({ url: "/api/businesses" });
    const after = (await scrape()).body;
    expect(
      series(after, "response_cache_misses_total") - series(before.body, "response_cache_misses_total"),
    ).toBe(1);
    expect(
      series(after, "response_cache_hits_total") - series(before.body, "response_cache_hits_total"),
    ).toBe(2);
    expect(series(after, 'http_requests_total{method="GET",route="/api/businesses",status="200"}')).toBe(3);
  });

  it("shows the database pool on PostgreSQL, and no pool series on PGlite", async () => {
    const text = (await scrape()).body;
    if (t.app.ctx.database.kind === "postgres")
      expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    else expect(text).not.toMatch(/^db_pool_connections\{/m);
  });

  it("refuses a wrong or missing token from an address outside the list", async () => {
    const wrong = await scrape({ authorization: `Bearer ${TOKEN.slice(1)}x` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: "Zugriff verweigert" });
    const none = await t.app.inject({ url: "/metrics" });
    expect(none.statusCode).toBe(403);
    expect(none.body).not.toContain("http_requests_total");
  });

  it("lets an allowed address read without a token, as the trusted proxy names it", async () => {
    const inRange = await t.app.inject({ url: "/metrics", headers: { "x-forwarded-for": "10.1.44.5" } });
    expect(inRange.statusCode).toBe(200);
    const single = await t.app.inject({ url: "/metrics", headers: { "x-forwarded-for": "192.0.2.7" } });
    expect(single.statusCode).toBe(200);
    const outside = await t.app.inject({ url: "/metrics", headers: { "x-forwarded-for": "10.2.0.1" } });
    expect(outside.statusCode).toBe(403);
  });

  it("believes only the trusted proxy's view of the address: a forged hop further out does not count", async () => {
    const forged = await t.app.inject({
      url: "/metrics",
      headers: { "x-forwarded-for": "10.1.44.5, 203.0.113.9" },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe("metrics without access configured", () => {
  const t = sharedTestApp();

  it("does not exist, even from the machine itself", async () => {
    const response = await t.app.inject({
      url: "/metrics",
      headers: { authorization: "Bearer anything-at-all-123" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Nicht gefunden" });
  });
});

describe("metrics settings", () => {
  it("refuses a short token and an allow-list that is not addresses, with a German message", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "kurz" })).toThrow(
      "METRICS_TOKEN: muss mindestens 16 Zeichen lang sein",
    );
    expect(() => loadConfig({ METRICS_ALLOW: "10.0.0.0/8,intern.example" })).toThrow(
      "METRICS_ALLOW: muss eine Liste von Adressen",
    );
    expect(loadConfig({ METRICS_ALLOW: " 10.0.0.0/8, ::1 " }).metrics).toEqual({
      token: undefined,
      allow: ["10.0.0.0/8", "::1"],
    });
  });
});
