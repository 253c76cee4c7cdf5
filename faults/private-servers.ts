import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitFor } from "./portal";

/**
 * PostgreSQL and Redis servers of the fault tests' own, on loopback ports of their own, so that stopping
 * them never touches the shared servers other tests use.
 */

function run(command: string, args: string[], user?: string) {
  // PostgreSQL refuses to run as root: as root, its commands run as the postgres user.
  const [file, argv] =
    user && process.getuid?.() === 0 ? ["runuser", ["-u", user, "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${result.stderr || result.stdout}`);
}

function postgresBin(tool: string): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  return path.join("/usr/lib/postgresql", versions.at(-1)!, "bin", tool);
}

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** A fast shutdown: open connections are ended, new ones refused. */
  stop(): void;
  remove(): void;
}

export function createPrivatePostgres(port: number): PrivatePostgres {
  const dir = mkdtempSync(path.join(tmpdir(), "dorfportal-faults-pg-"));
  const user = process.getuid?.() === 0 ? "postgres" : undefined;
  if (user) {
    const uid = Number(spawnSync("id", ["-u", user], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", user], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  run(postgresBin("initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"], user);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run(
        postgresBin("pg_ctl"),
        ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"],
        user,
      );
      running = true;
    },
    stop() {
      run(postgresBin("pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"], user);
      running = false;
    },
    remove() {
      if (running) server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createPrivateRedis(port: number): PrivateRedis {
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      );
      await waitFor(`redis on ${port}`, async () => {
        const ping = spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" });
        return ping.stdout.trim() === "PONG";
      });
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
