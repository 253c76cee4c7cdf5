import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_CLOSE } from "../../../shared/messages/basics";
import { LiveConnection, reconnectDelay, type SocketLike } from "./liveConnection";

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  opened() {
    this.readyState = 1;
    this.onopen?.();
  }
  dropped(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
const connect = () => {
  const connection = new LiveConnection("u1", () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  });
  connection.start();
  return connection;
};

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the live connection (spec portal-members §4, §9)", () => {
  it("reconnects after an abnormal close at most five times, 1 s doubling", async () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
    connect();
    for (let attempt = 0; attempt < 5; attempt++) {
      sockets.at(-1)!.dropped();
      expect(sockets).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(reconnectDelay(attempt) - 1);
      expect(sockets).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 2);
    }
    sockets.at(-1)!.dropped();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);
  });

  it("counts attempts anew once a connection opened", () => {
    connect();
    sockets[0]!.dropped();
    vi.advanceTimersByTime(1000);
    sockets[1]!.opened();
    sockets[1]!.dropped();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(3);
  });

  it("does not reconnect after a normal close (1000)", () => {
    connect();
    sockets[0]!.opened();
    sockets[0]!.dropped(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("does not reconnect when the session ended, another tab took its place, or it flooded", () => {
    for (const code of [LIVE_CLOSE.sessionEnded, LIVE_CLOSE.tooManySockets, LIVE_CLOSE.flooding]) {
      sockets = [];
      connect();
      sockets[0]!.opened();
      sockets[0]!.dropped(code);
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(1);
    }
  });

  it("reconnects at once when the member's rights changed", () => {
    connect();
    sockets[0]!.opened();
    sockets[0]!.dropped(LIVE_CLOSE.rightsChanged);
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(2);
  });

  it("pings every 30 s and is usable only while the server says events cross instances", () => {
    const connection = connect();
    const socket = sockets[0]!;
    socket.opened();
    expect(connection.usable).toBe(false);
    socket.onmessage?.({ data: JSON.stringify({ type: "live", ok: true }) });
    expect(connection.usable).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(socket.sent).toEqual([JSON.stringify({ type: "ping" })]);
    socket.onmessage?.({ data: JSON.stringify({ type: "live", ok: false }) });
    expect(connection.usable).toBe(false);
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
