import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Portal, startPortal, stopPortal, waitFor } from "./portal";

const PORT = 5606;
const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, "dist/server/build-stamp.json");
const stampMode = async () => (JSON.parse(await readFile(stampFile, "utf8")) as { mode: string }).mode;

let dataDir: string;

/**
 * A newcomer's path (issue 22): a development build (what `NODE_ENV=development npm run build` leaves), then
 * a production start. The server refuses the build with a message instead of answering 500 on every page,
 * and `npm start` notices the build was made for another mode and builds anew. Leaves a production build,
 * as the suite's setup made it.
 */
describe("a production start after a development build", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-faults-build-"));
    const build = spawnSync("npm", ["run", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "development" },
    });
    expect(build.status).toBe(0);
    expect(await stampMode()).toBe("development");
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is refused by the production server with a clear message", async () => {
    const portal = startPortal(PORT, { DATA_DIR: dataDir, DATABASE_URL: "" });
    const { code } = await portal.exited;
    expect(code).toBe(1);
    expect(portal.output()).toContain("Der Build in dist/ ist für NODE_ENV=development gebaut");
  });

  it("is rebuilt by npm start, which then answers 200 on the home page", async () => {
    let portal: Portal | undefined;
    try {
      const started = startPortal(PORT, { DATA_DIR: dataDir, DATABASE_URL: "" }, ["scripts/start.mjs"]);
      portal = started;
      // Two builds (client and server) on a busy machine come first: up to five minutes.
      await waitFor(
        "npm start built and ready",
        async () => (await call(started, "GET", "/readyz")).status === 200,
        3_000,
      );
      expect(portal.output()).toContain("Building the client (the build is out of date)");
      const home = await call(portal, "GET", "/");
      expect(home.status).toBe(200);
      expect(home.body).toContain("<title>");
      expect(await stampMode()).toBe("production");
    } finally {
      if (portal) await stopPortal(portal);
    }
  });
});
