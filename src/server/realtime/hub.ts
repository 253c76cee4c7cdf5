import type { Redis } from "ioredis";
import type { WebSocket } from "ws";
import type { ClientEvent, ServerEvent } from "../../shared/messages";
import { type Envelope, RedisBridge } from "./redis-bridge";

/** One open /ws connection of a signed-in member (one browser tab). */
export interface LiveSocket {
  id: string;
  userId: string;
  socket: WebSocket;
  /** Set by every pong or client ping; a socket still false at the next heartbeat is dead. */
  alive: boolean;
}

type PresenceListener = (userId: string, online: boolean, lastSeenAt: Date | null) => void | Promise<void>;
type ClientEventListener = (userId: string, event: ClientEvent) => void | Promise<void>;

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
    const envelope = { to, event };
    if (this.bridge && (await this.bridge.publish(envelope))) return;
    this.deliverLocally(envelope);
  }

  add(live: LiveSocket): void {
    let tabs = this.sockets.get(live.userId);
    if (!tabs) {
      tabs = new Set();
      this.sockets.set(live.userId, tabs);
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
    if (live.socket.readyState === live.socket.OPEN) live.socket.send(JSON.stringify(event));
  }

  private deliverLocally({ to, event }: Envelope): void {
    for (const userId of to) {
      for (const live of this.sockets.get(userId) ?? []) this.send(live, event);
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
