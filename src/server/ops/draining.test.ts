import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { sharedTestApp } from "../test/shared-by-tests";
import { SHUTTING_DOWN } from "./draining";

describe("shutting down", () => {
  const t = sharedTestApp();

  it("refuses a request that arrives on an open connection after the signal in German, cookie or not", async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
    });
    const ended = new Promise((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => socket.once("connect", resolve));

    // A request under way (its body not yet sent) keeps the connection open while the app closes.
    const body = JSON.stringify({ email: "niemand@example.ch", password: "falsch-falsch" });
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The rest of the body, and on the same connection a member's read that arrives after the signal.
    socket.write(
      `${body.slice(10)}GET /api/events/user HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: sid=s%3Aeine.sitzung\r\n\r\n`,
    );
    await ended;
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 401 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(JSON.parse(answers[1]!.slice(answers[1]!.indexOf("\r\n\r\n") + 4))).toMatchObject({
      message: SHUTTING_DOWN,
      requestId: expect.any(String),
    });
  });
});
