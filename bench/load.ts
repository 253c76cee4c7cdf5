/**
 * The processes of `npm run bench` besides the portal: the load generator (autocannon, bench/generator.mjs)
 * and the bare reference server (bench/bare.mjs), each forked once and driven over IPC, so that neither
 * shares an event loop, a garbage collector or a CPU account with the portal or with each other.
 */
import { type ChildProcess, fork } from "node:child_process";

/** One measurement as the generator saw it; `cpu` is the generator's own (1 = one core). */
export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers of another status than expected, socket errors and timeouts. */
  unexpected: number;
  statuses: Record<string, number>;
  cpu: { generator: number; server: number };
}

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

class Child {
  private next = 0;
  private readonly waiting = new Map<number, (reply: Record<string, unknown>) => void>();
  readonly ready: Promise<void>;

  constructor(private readonly process: ChildProcess) {
    let started!: () => void;
    this.ready = new Promise((resolve) => {
      started = resolve;
    });
    process.on("message", (message: Record<string, unknown>) => {
      if (message.ready) return started();
      const id = message.id as number;
      this.waiting.get(id)?.(message);
      this.waiting.delete(id);
    });
  }

  ask(message: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (reply) =>
        reply.error ? reject(new Error(String(reply.error))) : resolve(reply),
      );
      this.process.send({ ...message, id });
    });
  }

  stop() {
    this.process.kill();
  }
}

/** The bare reference server: answers every request with the answer it was last given. */
export class BareServer {
  private constructor(private readonly child: Child) {}

  static async start(): Promise<BareServer> {
    const child = new Child(fork(new URL("./bare.mjs", import.meta.url), { stdio: "inherit", execArgv: [] }));
    await child.ready;
    return new BareServer(child);
  }

  /** Serves this answer from now on; resolves to the server's address. */
  async serve(answer: StoredAnswer): Promise<string> {
    const reply = await this.child.ask({
      type: "serve",
      status: answer.status,
      headers: answer.headers,
      body: answer.body.toString("base64"),
    });
    return `http://127.0.0.1:${reply.port as number}`;
  }

  /** The CPU this process spent since the last call (1 = one core). */
  async cpu(): Promise<number> {
    return (await this.child.ask({ type: "cpu" })).cpu as number;
  }

  stop() {
    this.child.stop();
  }
}

/** What the portal's process spent of the CPU since `mark` (1 = one core). */
export function cpuSince(mark: { usage: NodeJS.CpuUsage; at: number }): number {
  const used = process.cpuUsage(mark.usage);
  return (used.user + used.system) / 1e6 / ((performance.now() - mark.at) / 1000);
}

export const cpuMark = () => ({ usage: process.cpuUsage(), at: performance.now() });

export interface LoadOptions {
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** The status every answer must have (200 unless said). */
  status?: number;
  /** Requests sent first and not counted, so that the server is warm. */
  warmup: number;
}

/** The load generator, autocannon in a process of its own. */
export class Generator {
  private constructor(private readonly child: Child) {}

  static async start(): Promise<Generator> {
    const child = new Child(
      fork(new URL("./generator.mjs", import.meta.url), { stdio: "inherit", execArgv: [] }),
    );
    return new Generator(child);
  }

  /**
   * Loads `url` for `seconds` after a warm-up; `serverCpu` says what the server spent meanwhile (read
   * after the measurement), so that each figure says which side was busy.
   */
  async load(url: string, options: LoadOptions, serverCpu: () => Promise<number>): Promise<LoadResult> {
    const common = { url, headers: options.headers ?? {}, status: options.status ?? 200 };
    if (options.warmup > 0)
      await this.child.ask({ ...common, connections: options.connections, amount: options.warmup });
    await serverCpu();
    const reply = await this.child.ask({
      ...common,
      connections: options.connections,
      seconds: options.seconds,
    });
    const server = await serverCpu();
    const result = {
      requests: reply.requests as number,
      seconds: reply.seconds as number,
      rps: (reply.requests as number) / (reply.seconds as number),
      p50: reply.p50 as number,
      p99: reply.p99 as number,
      unexpected: reply.unexpected as number,
      statuses: reply.statuses as Record<string, number>,
      cpu: { generator: reply.cpu as number, server },
    };
    if (result.unexpected > 0) {
      throw new Error(
        `${url}: ${result.unexpected} answers not ${common.status} (${JSON.stringify(result.statuses)})`,
      );
    }
    return result;
  }

  stop() {
    this.child.stop();
  }
}
