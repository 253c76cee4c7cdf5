import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, markRunning, PID_FILE, runningPortal } from "./main-pid";

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("the running portal's mark in DATA_DIR", () => {
  it("names a running portal and forgets it when it stops or died", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "dorfportal-pid-"));
    expect(runningPortal(dir)).toBeNull();
    const unmark = markRunning(dir);
    expect(runningPortal(dir)).toBe(process.pid);
    unmark();
    expect(runningPortal(dir)).toBeNull();
    // A portal that died without cleaning up: its process no longer exists.
    const dead = spawnSync(process.execPath, [
      "-e",
      "process.stdout.write(String(process.pid))",
    ]).stdout.toString();
    await writeFile(path.join(dir, PID_FILE), dead);
    expect(runningPortal(dir)).toBeNull();
  });

  it("refuses a second portal while the first runs, and takes over the mark of one that died", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "dorfportal-pid-"));
    // The test runner's parent process stands in for a portal that is running.
    await writeFile(path.join(dir, PID_FILE), String(process.ppid));
    expect(() => markRunning(dir)).toThrow(DataDirInUseError);
    expect(() => markRunning(dir)).toThrow(`Das Portal läuft bereits (Prozess ${process.ppid})`);
    expect(runningPortal(dir)).toBe(process.ppid);

    const dead = spawnSync(process.execPath, [
      "-e",
      "process.stdout.write(String(process.pid))",
    ]).stdout.toString();
    await writeFile(path.join(dir, PID_FILE), dead);
    const unmark = markRunning(dir);
    expect(runningPortal(dir)).toBe(process.pid);
    unmark();
  });

  it("makes `npm run admin -- grant` refuse to open the embedded database under a running portal", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "dorfportal-pid-"));
    const unmark = markRunning(dir);
    try {
      const result = spawnSync(
        process.execPath,
        ["--import", "tsx", "src/server/cli/admin.ts", "grant", "a@example.ch"],
        {
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
          encoding: "utf8",
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("Das Portal läuft noch");
      expect(result.stderr).toContain("Bitte stoppen Sie das Portal zuerst");
    } finally {
      unmark();
    }
  });
});
