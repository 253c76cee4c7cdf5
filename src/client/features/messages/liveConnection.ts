import { useCallback, useEffect, useSyncExternalStore } from "react";
import {
  HEARTBEAT_MS,
  LIVE_CLOSE,
  RECONNECT_ATTEMPTS,
  RECONNECT_BASE_MS,
} from "../../../shared/messages/basics";
import type { ClientEvent, ServerEvent } from "../../../shared/messages/messages";

/** The part of a browser WebSocket the connection uses (a fake one in tests). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: (() => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const OPEN = 1;
const NORMAL_CLOSE = 1000;
/** Closes after which another try would be refused or would push another tab out: the page polls instead. */
const FINAL_CLOSES = new Set<number>([
  NORMAL_CLOSE,
  LIVE_CLOSE.sessionEnded,
  LIVE_CLOSE.tooManySockets,
  LIVE_CLOSE.flooding,
]);

/** Spec §4, §9: the n-th reconnect (from 0) waits 1 s, 2 s, 4 s, 8 s, 16 s. */
export const reconnectDelay = (attempt: number) => RECONNECT_BASE_MS * 2 ** attempt;

/**
 * The member's live connection to /ws: reconnects after an abnormal close up to five times with a doubling
 * delay, never after a normal close (1000) or a close that says trying again is pointless (the session
 * ended, too many tabs, too many frames), at once after a change of rights, and pings every 30 s. It is usable only while open and while
 * the server says events reach every instance; otherwise the inbox and the badge poll.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private open = false;
  private serverLive = false;
  private readonly eventListeners = new Set<(event: ServerEvent) => void>();
  private readonly statusListeners = new Set<() => void>();

  constructor(
    private readonly userId: string,
    private readonly createSocket: () => SocketLike,
  ) {}

  get usable(): boolean {
    return this.open && this.serverLive;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** A normal close: no reconnect. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.socket?.close(NORMAL_CLOSE);
    this.socket = null;
    this.setOpen(false);
  }

  send(event: ClientEvent): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(event));
  }

  onEvent(listener: (event: ServerEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private connect(): void {
    const socket = this.createSocket();
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.setOpen(true);
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.send({ type: "ping" }), HEARTBEAT_MS);
    };
    socket.onmessage = (message) => {
      if (typeof message.data !== "string") return;
      let event: ServerEvent;
      try {
        event = JSON.parse(message.data) as ServerEvent;
      } catch {
        return;
      }
      if (event.type === "live") {
        this.serverLive = event.ok;
        this.emitStatus();
      }
      for (const listener of this.eventListeners) listener(event);
    };
    socket.onclose = (event) => {
      clearInterval(this.heartbeat);
      if (this.socket !== socket) return;
      this.socket = null;
      this.setOpen(false);
      if (this.stopped || FINAL_CLOSES.has(event.code) || this.attempts >= RECONNECT_ATTEMPTS) return;
      const delay = event.code === LIVE_CLOSE.rightsChanged ? 0 : reconnectDelay(this.attempts);
      this.attempts += 1;
      this.retryTimer = setTimeout(() => {
        if (!this.stopped) this.connect();
      }, delay);
    };
  }

  private setOpen(open: boolean): void {
    if (!open) this.serverLive = false;
    this.open = open;
    this.emitStatus();
  }

  private emitStatus(): void {
    for (const listener of this.statusListeners) listener();
  }

  get member(): string {
    return this.userId;
  }
}

let shared: { connection: LiveConnection; users: number } | null = null;

function acquire(userId: string): LiveConnection {
  if (shared && shared.connection.member !== userId) {
    shared.connection.stop();
    shared = null;
  }
  if (!shared) {
    const url = `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/ws`;
    const connection = new LiveConnection(userId, () => new WebSocket(url) as unknown as SocketLike);
    shared = { connection, users: 0 };
    connection.start();
  }
  shared.users += 1;
  return shared.connection;
}

function release(connection: LiveConnection): void {
  if (!shared || shared.connection !== connection) return;
  shared.users -= 1;
  if (shared.users === 0) {
    connection.stop();
    shared = null;
  }
}

const noConnection = { usable: false };

/**
 * The one live connection of this browser tab for the signed-in member, shared by every component that
 * asks; `onEvent` hears what the server pushes. Returns whether it is usable (else: poll).
 */
export function useLiveConnection(
  userId: string | undefined,
  onEvent?: (event: ServerEvent) => void,
): { usable: boolean; send: (event: ClientEvent) => void } {
  const connection = useSharedConnection(userId);
  const usable = useSyncExternalStore(
    (listener) => connection?.onStatus(listener) ?? (() => {}),
    () => (connection ?? noConnection).usable,
    () => false,
  );
  useEffect(() => {
    if (!connection || !onEvent) return;
    return connection.onEvent(onEvent);
  }, [connection, onEvent]);
  const send = useCallback((event: ClientEvent) => connection?.send(event), [connection]);
  return { usable, send };
}

function useSharedConnection(userId: string | undefined): LiveConnection | null {
  const connection = useSyncExternalStore(
    subscribeShared,
    () => (userId && shared?.connection.member === userId ? shared.connection : null),
    () => null,
  );
  useEffect(() => {
    if (!userId) return;
    const acquired = acquire(userId);
    notifyShared();
    return () => {
      release(acquired);
      notifyShared();
    };
  }, [userId]);
  return connection;
}

const sharedListeners = new Set<() => void>();
function subscribeShared(listener: () => void) {
  sharedListeners.add(listener);
  return () => sharedListeners.delete(listener);
}
function notifyShared() {
  for (const listener of sharedListeners) listener();
}
