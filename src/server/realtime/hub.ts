import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { WebSocket } from "ws";
import { LIVE_CLOSE } from "../../shared/messages/basics";
import type { ClientEvent, ServerEvent } from "../../shared/messages/messages";
import { type Envelope, RedisBridge } from "./redis-bridge";

/** One open /ws connection of a signed-in member (one browser tab). */
export interface LiveSocket {
  id: string;
  userId: string;
  /** The session the socket was opened with: it closes when that session ends. */
  sessionId: string;
  socket: WebSocket;
  /** Set by every pong or client ping; a socket still false at the next heartbeat is dead. */
  alive: boolean;
}

/** Tabs one account may hold open on an instance; a further one closes the oldest. */
export const MAX_SOCKETS_PER_ACCOUNT = 5;
/** What may wait unsent for one socket; a client that reads slower than that is disconnected. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** Close codes the browser acts on (shared with the client). */
export const CLOSE = LIVE_CLOSE;

/**
 * That some sessions of a member ended or changed meaning: every instance closes the sockets concerned.
 * `sessionIds` absent means all of the member's sessions are to be checked again.
 */
export interface SessionsEnded {
  userId: string;
  sessionIds?: string[];
  /**
   * A role change leaves the sessions valid but what they may do changed: sockets reconnect. A changed
   * name or picture (`profile`) changes only what the sessions show: sockets stay.
   */
  reason?: "ended" | "rights" | "profile";
}

type PresenceListener = (userId: string, online: boolean, lastSeenAt: Date | null) => void | Promise<void>;
type ClientEventListener = (userId: string, event: ClientEvent) => void | Promise<void>;
type AnnouncementListener = (payload: unknown) => void | Promise<void>;
const SESSIONS_ENDED = "sessions-ended";
/** How long an announcing instance waits to hear its own announcement back before it goes on anyway. */
const ECHO_WAIT_MS = 1_000;

interface HubLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The WebSocket hub: which members are connected to this instance, and delivery of events to members
 * wherever they are connected (through the Redis bridge when REDIS_URL is set). Features subscribe to
 * presence changes and to what clients send; the hub itself knows nothing about messages.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<LiveSocket>>();
  private readonly bridge: RedisBridge | undefined;
  private readonly presenceListeners: PresenceListener[] = [];
  private readonly clientListeners: ClientEventListener[] = [];
  private readonly announcementListeners = new Map<string, AnnouncementListener[]>();
  private readonly echoes = new Map<string, () => void>();
  private lastLive: boolean;
  private readonly upWaiters: Array<() => void> = [];

  constructor(
    private readonly log: HubLog,
    redis: Redis | undefined,
    channel: string,
  ) {
    this.bridge = redis
      ? new RedisBridge(
          redis,
          channel,
          (envelope) => this.deliverLocally(envelope),
          () => this.statusChanged(),
          log,
        )
      : undefined;
    this.lastLive = this.live;
  }

  /** Whether events reach members on every instance; false while Redis is away (clients then poll). */
  get live(): boolean {
    return this.bridge ? this.bridge.up : true;
  }

  /** Resolves once events cross instances (at once without Redis). */
  whenLive(): Promise<void> {
    if (this.live) return Promise.resolve();
    return new Promise((resolve) => this.upWaiters.push(resolve));
  }

  onPresence(listener: PresenceListener): void {
    this.presenceListeners.push(listener);
  }

  onClientEvent(listener: ClientEventListener): void {
    this.clientListeners.push(listener);
  }

  /** Sends an event to every open tab of these members, on whichever instance they are connected. */
  async sendTo(userIds: string[], event: ServerEvent): Promise<void> {
    const to = [...new Set(userIds)];
    if (to.length === 0) return;
    await this.publish({ to, event });
  }

  /**
   * Tells every instance, this one included, something that concerns the whole portal (a session ended,
   * a block changed who may see typing). Listeners are registered per name with `onAnnouncement`.
   */
  async announce(name: string, payload: unknown): Promise<void> {
    await this.publish({ announcement: name, payload });
  }

  onAnnouncement(name: string, listener: AnnouncementListener): void {
    const listeners = this.announcementListeners.get(name) ?? [];
    listeners.push(listener);
    this.announcementListeners.set(name, listeners);
  }

  /**
   * Auth calls this wherever sessions end or change meaning; every instance closes the sockets concerned
   * and forgets the sessions it keeps in memory (features/auth/session-cache.ts). Resolves once this
   * instance heard the announcement back from Redis, which sends it to every instance at the same time:
   * when the member is answered ("signed out"), the other instances already know.
   */
  async announceSessionsEnded(event: SessionsEnded): Promise<void> {
    if (!this.bridge) return this.announce(SESSIONS_ENDED, event);
    const echo = randomUUID();
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.echoes.get(echo)?.(), ECHO_WAIT_MS);
      this.echoes.set(echo, () => {
        clearTimeout(timer);
        this.echoes.delete(echo);
        resolve();
      });
    });
    await this.publish({ announcement: SESSIONS_ENDED, payload: event, echo });
    await heard;
  }

  onSessionsEnded(listener: (event: SessionsEnded) => void | Promise<void>): void {
    this.onAnnouncement(SESSIONS_ENDED, (payload) => listener(payload as SessionsEnded));
  }

  /** The member's open tabs on this instance. */
  socketsOf(userId: string): LiveSocket[] {
    return [...(this.sockets.get(userId) ?? [])];
  }

  add(live: LiveSocket): void {
    let tabs = this.sockets.get(live.userId);
    if (!tabs) {
      tabs = new Set();
      this.sockets.set(live.userId, tabs);
    }
    // Sets keep insertion order: the first is the oldest tab.
    for (const oldest of [...tabs].slice(0, Math.max(0, tabs.size - MAX_SOCKETS_PER_ACCOUNT + 1))) {
      tabs.delete(oldest);
      oldest.socket.close(CLOSE.tooManySockets, "Zu viele offene Verbindungen");
    }
    tabs.add(live);
    this.send(live, { type: "live", ok: this.live });
  }

  remove(live: LiveSocket): void {
    const tabs = this.sockets.get(live.userId);
    tabs?.delete(live);
    if (tabs?.size === 0) this.sockets.delete(live.userId);
  }

  all(): LiveSocket[] {
    return [...this.sockets.values()].flatMap((tabs) => [...tabs]);
  }

  async presenceChanged(userId: string, online: boolean, lastSeenAt: Date | null): Promise<void> {
    for (const listener of this.presenceListeners) {
      try {
        await listener(userId, online, lastSeenAt);
      } catch (error) {
        this.log.warn({ err: error, userId }, "presence listener failed");
      }
    }
  }

  async received(userId: string, event: ClientEvent): Promise<void> {
    for (const listener of this.clientListeners) {
      try {
        await listener(userId, event);
      } catch (error) {
        this.log.warn({ err: error, userId }, "live event listener failed");
      }
    }
  }

  close(): void {
    this.bridge?.close();
  }

  private send(live: LiveSocket, event: ServerEvent): void {
    if (live.socket.readyState !== live.socket.OPEN) return;
    // A client that does not read would make the server buffer without end: it is cut off instead.
    if (live.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ userId: live.userId }, "live connection too slow, terminated");
      live.socket.terminate();
      return;
    }
    live.socket.send(JSON.stringify(event));
  }

  private async publish(envelope: Envelope): Promise<void> {
    if (this.bridge && (await this.bridge.publish(envelope))) return;
    this.deliverLocally(envelope);
  }

  private deliverLocally(envelope: Envelope): void {
    if ("announcement" in envelope) {
      for (const listener of this.announcementListeners.get(envelope.announcement) ?? []) {
        Promise.resolve()
          .then(() => listener(envelope.payload))
          .catch((error) => this.log.warn({ err: error }, `announcement ${envelope.announcement} failed`));
      }
      // After the listeners' turn: they have run when the announcing instance goes on.
      if (envelope.echo) this.echoes.get(envelope.echo)?.();
      return;
    }
    for (const userId of envelope.to) {
      for (const live of this.sockets.get(userId) ?? []) this.send(live, envelope.event);
    }
  }

  private statusChanged(): void {
    const live = this.live;
    if (live) for (const resolve of this.upWaiters.splice(0)) resolve();
    if (live === this.lastLive) return;
    this.lastLive = live;
    this.log.info({ live }, live ? "realtime bridge up" : "realtime bridge down, clients poll");
    for (const socket of this.all()) this.send(socket, { type: "live", ok: live });
  }
}
