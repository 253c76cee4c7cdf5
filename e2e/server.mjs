// The portal as `npm start` runs it, on a fresh data folder with the demo content, for the browser suite.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "dorfportal-e2e-"));
const child = spawn(process.execPath, [path.join(import.meta.dirname, "../scripts/start.mjs")], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? "5173",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED: "demo",
    ADMIN_EMAILS: "admin@example.ch",
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? "5173"}`,
    DATABASE_URL: "",
  },
});
const stop = (signal) => child.kill(signal);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
