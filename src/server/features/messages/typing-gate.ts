import type { ClientEvent } from "../../../shared/messages/messages";

type TypingEvent = ClientEvent & { type: "typing_start" | "typing_stop" };

/** How long a decision of the policy is trusted without a change announced (a safety net, not the rule). */
const DECISION_TTL_MS = 60_000;
/** A typing_start repeated within this time changes nothing for the partner and is not sent again. */
const REPEAT_START_MS = 2_000;
/** Decisions and typing states kept per instance at most; the oldest go first. */
const MAX_ENTRIES = 50_000;

/** A Map that forgets its oldest entries beyond a size (Maps keep insertion order). */
class BoundedMap<V> extends Map<string, V> {
  override set(key: string, value: V): this {
    this.delete(key);
    super.set(key, value);
    if (this.size > MAX_ENTRIES) this.delete(this.keys().next().value as string);
    return this;
  }
}

/**
 * What stands between a typing frame and the partner, per instance: repeated frames are coalesced (a
 * start after a start, a stop after a stop) without any query, and the policy's answer for a pair is kept
 * in memory until messaging announces that something between those members changed (a first message, a
 * block or its end). A flood therefore costs neither queries nor fan-out.
 */
export class TypingGate {
  private readonly decisions = new BoundedMap<{ allowed: boolean; until: number }>();
  private readonly lastSent = new BoundedMap<{ type: TypingEvent["type"]; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether the frame would tell the partner something new; false for a repetition. */
  isNews(fromUserId: string, event: TypingEvent): boolean {
    const last = this.lastSent.get(`${fromUserId}>${event.toUserId}`);
    if (event.type === "typing_stop") return last?.type === "typing_start";
    return !(last?.type === "typing_start" && this.now() - last.at < REPEAT_START_MS);
  }

  sent(fromUserId: string, event: TypingEvent): void {
    this.lastSent.set(`${fromUserId}>${event.toUserId}`, { type: event.type, at: this.now() });
  }

  /** The policy's answer for this pair, asking `decide` only when none is known. */
  async allows(fromUserId: string, event: TypingEvent, decide: () => Promise<boolean>): Promise<boolean> {
    const key = `${fromUserId}>${event.toUserId}>${event.entryId ?? ""}`;
    const known = this.decisions.get(key);
    if (known && known.until > this.now()) return known.allowed;
    const allowed = await decide();
    this.decisions.set(key, { allowed, until: this.now() + DECISION_TTL_MS });
    return allowed;
  }

  /** Something changed between these members: their decisions are asked again. */
  forget(userIds: string[]): void {
    const involved = new Set(userIds);
    for (const key of this.decisions.keys()) {
      const [from, to] = key.split(">");
      if (involved.has(from as string) || involved.has(to as string)) this.decisions.delete(key);
    }
  }
}
