import { WebSocket } from "ws";
import type { ServerEvent } from "../../shared/messages/messages";
import { createTestApp, type Member, sendMessage, signUp, type TestApp } from "./app";

type EventOf<T extends ServerEvent["type"]> = ServerEvent & { type: T };

/** A real WebSocket client for tests: keeps every event it hears and waits for the ones a test expects. */
export interface LiveClient {
  events: ServerEvent[];
  /** The first event (heard already or later) that matches and was not taken before. */
  next<T extends ServerEvent["type"]>(type: T, match?: (event: EventOf<T>) => boolean): Promise<EventOf<T>>;
  send(data: object): void;
  close(): Promise<void>;
  /** Resolves with the close code and reason once the server (or the test) closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** Whether the socket is still open. */
  readonly open: boolean;
}

export function connectLive(baseUrl: string, cookie: string, origin = baseUrl): Promise<LiveClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`, { headers: { cookie, origin } });
  const events: ServerEvent[] = [];
  const taken = new Set<ServerEvent>();
  let waiters: Array<() => void> = [];
  socket.on("message", (raw) => {
    events.push(JSON.parse(raw.toString()) as ServerEvent);
    const current = waiters;
    waiters = [];
    for (const wake of current) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: LiveClient = {
    events,
    closed,
    get open() {
      return socket.readyState === WebSocket.OPEN;
    },
    next(type, match) {
      return new Promise((resolve) => {
        const look = () => {
          const found = events.find(
            (event) => !taken.has(event) && event.type === type && (!match || match(event as never)),
          );
          if (found) {
            taken.add(found);
            resolve(found as never);
          } else waiters.push(look);
        };
        look();
      });
    },
    send(data) {
      socket.send(JSON.stringify(data));
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        socket.once("close", () => resolve());
        socket.close(1000);
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(client));
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    socket.once("error", reject);
  });
}

/** A portal on a port of its own for WebSocket clients, where Anna has written to Beat. */
export interface ListeningConversation {
  t: TestApp;
  /** The address the WebSocket clients connect to. */
  base: string;
  anna: Member;
  beat: Member;
}

export async function listeningConversation(): Promise<ListeningConversation> {
  const t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const anna = await signUp(t.app, { firstName: "Anna" });
  const beat = await signUp(t.app, { firstName: "Beat" });
  await sendMessage(t.app, anna, beat.user.id, "Hallo Beat");
  return { t, base, anna, beat };
}
