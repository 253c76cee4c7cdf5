/**
 * How many frames a client may send: a token bucket, refilled continuously. A typing indicator needs a
 * frame now and then; a script sending thousands a second spends its budget at once and the rest is
 * dropped before it is parsed or reaches the database.
 */
export class TokenBucket {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.refilledAt = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Per tab: a burst of 20 frames, then 10 a second. */
export const CONNECTION_BUDGET = { capacity: 20, perSecond: 10 };
/** Per account, over all its tabs on an instance: a burst of 40, then 20 a second. */
export const ACCOUNT_BUDGET = { capacity: 40, perSecond: 20 };
/** Frames over budget within STRIKE_WINDOW_MS that close the socket: the client is not a browser tab. */
export const STRIKES_TO_CLOSE = 200;
export const STRIKE_WINDOW_MS = 10_000;

/** Counts dropped frames in a window; says when a client keeps flooding after being dropped. */
export class Strikes {
  private count = 0;
  private windowStart: number;

  constructor(private readonly now: () => number = Date.now) {
    this.windowStart = now();
  }

  /** Records one dropped frame; true once the client has had too many in the window. */
  add(): boolean {
    const now = this.now();
    if (now - this.windowStart > STRIKE_WINDOW_MS) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count >= STRIKES_TO_CLOSE;
  }
}

/** The account buckets of an instance, forgotten when the account's last tab closes. */
export class AccountBudgets {
  private readonly buckets = new Map<string, { bucket: TokenBucket; tabs: number }>();

  open(userId: string): TokenBucket {
    let entry = this.buckets.get(userId);
    if (!entry) {
      entry = { bucket: new TokenBucket(ACCOUNT_BUDGET.capacity, ACCOUNT_BUDGET.perSecond), tabs: 0 };
      this.buckets.set(userId, entry);
    }
    entry.tabs += 1;
    return entry.bucket;
  }

  close(userId: string): void {
    const entry = this.buckets.get(userId);
    if (!entry) return;
    entry.tabs -= 1;
    if (entry.tabs <= 0) this.buckets.delete(userId);
  }
}
