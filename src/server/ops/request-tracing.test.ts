import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { flushHitSummary } from "../cache/front-server";
import { createTestApp } from "../test/app";
import { sharedPortal } from "../test/shared-by-tests";

describe("request ids and the request log", () => {
  const lines: Record<string, unknown>[] = [];
  const s = sharedPortal(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line));
    });
    return { t: await createTestApp({}, { logStream: stream }) };
  });

  const requestLines = (id: string) => lines.filter((line) => line.reqId === id && line.msg === "request");

  it("gives every answer an id, and logs one line per request with it and the route pattern", async () => {
    const response = await s.t.app.inject({ url: "/api/events/month/2026/5" });
    expect(response.statusCode).toBe(200);
    const id = String(response.headers["x-request-id"]);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines(id)).toEqual([
      expect.objectContaining({
        method: "GET",
        url: "/api/events/month/2026/5",
        route: "/api/events/month/:year/:month",
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it("gives a cached answer the id of the request it answers, not of the one that computed it", async () => {
    const first = await s.t.app.inject({ url: "/api/businesses" });
    const second = await s.t.app.inject({ url: "/api/businesses" });
    expect(second.statusCode).toBe(200);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(requestLines(String(second.headers["x-request-id"]))).toHaveLength(1);
  });

  it("keeps the id a proxy gave the request, and names it in the error answer beside the message", async () => {
    const response = await s.t.app.inject({
      url: "/api/auth/user",
      headers: { "x-request-id": "lb-4711.abc" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["x-request-id"]).toBe("lb-4711.abc");
    expect(response.json()).toEqual({ message: "Unauthorized", requestId: "lb-4711.abc" });
    expect(requestLines("lb-4711.abc")).toHaveLength(1);
  });

  it("names the id in errors of the error handler too (invalid input, unknown address)", async () => {
    const invalid = await s.t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: 1 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: expect.any(String),
      requestId: invalid.headers["x-request-id"],
    });
    const unknown = await s.t.app.inject({ url: "/api/gibt-es-nicht" });
    expect(unknown.json()).toEqual({ message: "Nicht gefunden", requestId: unknown.headers["x-request-id"] });
  });

  it("replaces an id that could forge log lines", async () => {
    const response = await s.t.app.inject({ url: "/healthz", headers: { "x-request-id": "a b\tc" } });
    expect(response.headers["x-request-id"]).not.toBe("a b\tc");
    expect(String(response.headers["x-request-id"])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts the hits the server's handler sends before Fastify in a summary line per address", async () => {
    await s.t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = s.t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/events/month/2026/6`;
    const computed = await fetch(url);
    const frontHits = s.t.app.responseCache.stats.frontHits;
    for (let i = 0; i < 3; i++) {
      const hit = await fetch(url, { headers: { "x-request-id": `vor-fastify-${i}` } });
      expect(hit.status).toBe(200);
      expect(hit.headers.get("x-request-id")).toBe(`vor-fastify-${i}`);
    }
    const notModified = await fetch(url, {
      headers: { "if-none-match": String(computed.headers.get("etag")) },
    });
    expect(notModified.status).toBe(304);
    expect(s.t.app.responseCache.stats.frontHits).toBe(frontHits + 4);
    // No line per hit: the computed request has its own, the hits are counted.
    expect(requestLines("vor-fastify-0")).toEqual([]);
    flushHitSummary(s.t.app.server);
    await vi.waitFor(() =>
      expect(lines.filter((line) => line.msg === "cached requests")).toEqual([
        expect.objectContaining({
          cache: "front",
          hits: expect.arrayContaining([
            expect.objectContaining({
              method: "GET",
              url: "/api/events/month/2026/6",
              status: 200,
              count: 3,
            }),
            expect.objectContaining({
              method: "GET",
              url: "/api/events/month/2026/6",
              status: 304,
              count: 1,
            }),
          ]),
        }),
      ]),
    );
  });
});
