import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Portal, startPortal, startReadyPortal, stopPortal } from "./portal";

const FIRST_PORT = 5611;
const SECOND_PORT = 5612;

describe("two portals on one DATA_DIR with the embedded database", () => {
  let dataDir: string;
  let first: Portal;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-faults-lock-"));
    first = await startReadyPortal(FIRST_PORT, { DATA_DIR: dataDir, DATABASE_URL: "" });
  });
  afterAll(async () => {
    await stopPortal(first);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("the second refuses to start with a clear message, and the first serves on", async () => {
    const second = startPortal(SECOND_PORT, { DATA_DIR: dataDir, DATABASE_URL: "" });
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`Das Portal läuft bereits (Prozess ${first.child.pid})`);
    expect(second.output()).toContain("Ein zweiter Prozess auf demselben DATA_DIR würde sie beschädigen");
    expect(await readFile(path.join(dataDir, "portal.pid"), "utf8")).toBe(String(first.child.pid));
    expect((await call(first, "GET", "/readyz")).status).toBe(200);
  });

  it("a portal stopped by SIGTERM gives DATA_DIR free for the next", async () => {
    await stopPortal(first);
    expect((await first.exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, "portal.pid"))).toBe(false);
  });
});
