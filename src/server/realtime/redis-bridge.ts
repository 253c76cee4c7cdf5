import type { Redis } from "ioredis";
import type { ServerEvent } from "../../shared/messages/messages";

/** What travels between instances: an event for some members, or an announcement to every instance. */
export type Envelope =
  | { to: string[]; event: ServerEvent }
  /** `echo`: the announcing instance waits until it hears its own announcement back. */
  | { announcement: string; payload: unknown; echo?: string };

interface BridgeLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Carries events between instances over Redis pub/sub (REDIS_URL). Every instance publishes to one channel
 * and hears every event, its own included, and hands each to the members connected to it. When Redis goes
 * away the bridge says so (`up` false) and the hub keeps working on this instance alone; ioredis reconnects
 * and resubscribes by itself.
 */
export class RedisBridge {
  private readonly subscriber: Redis;
  private subscribed = false;
  private everSubscribed = false;

  constructor(
    private readonly publisher: Redis,
    private readonly channel: string,
    private readonly deliver: (envelope: Envelope) => void,
    private readonly onStatus: () => void,
    private readonly log: BridgeLog,
  ) {
    this.subscriber = publisher.duplicate({ maxRetriesPerRequest: null });
    this.subscriber.on("message", (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      try {
        this.deliver(JSON.parse(raw) as Envelope);
      } catch (error) {
        this.log.warn({ err: error }, "unreadable realtime event from Redis");
      }
    });
    this.subscriber.on("error", (error: Error) => this.log.warn({ err: error }, "Redis subscriber error"));
    // After a reconnect ioredis subscribes again on its own before anything else is sent.
    this.subscriber.on("ready", () => {
      if (!this.everSubscribed || this.subscribed) return;
      this.subscribed = true;
      this.onStatus();
    });
    this.subscriber.on("close", () => {
      if (!this.subscribed) return;
      this.subscribed = false;
      this.onStatus();
    });
    publisher.on("error", this.onError);
    publisher.on("ready", this.onStatus);
    publisher.on("close", this.onStatus);
    this.subscriber.subscribe(this.channel).then(
      () => {
        this.everSubscribed = true;
        this.subscribed = true;
        this.onStatus();
      },
      (error: Error) => this.log.warn({ err: error }, "Redis subscribe failed"),
    );
  }

  /** Without a listener ioredis prints every failed reconnect to stderr; the log is where it belongs. */
  private readonly onError = (error: Error) => this.log.warn({ err: error }, "Redis unreachable");

  /** Whether events reach the other instances right now. */
  get up(): boolean {
    return this.subscribed && this.publisher.status === "ready";
  }

  /** Publishes to every instance; false when Redis is unreachable (the caller then delivers locally). */
  async publish(envelope: Envelope): Promise<boolean> {
    if (!this.up) return false;
    try {
      await this.publisher.publish(this.channel, JSON.stringify(envelope));
      return true;
    } catch (error) {
      this.log.warn({ err: error }, "Redis publish failed");
      return false;
    }
  }

  close(): void {
    this.publisher.off("error", this.onError);
    this.publisher.off("ready", this.onStatus);
    this.publisher.off("close", this.onStatus);
    this.subscriber.disconnect();
  }
}
