// `npm start`: builds the client when the build is missing or older than its sources, then serves.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildOutputs = ["dist/client/index.html", "dist/server/entry-server.js"].map((file) =>
  path.join(root, file),
);
const buildInputs = [
  "src/client",
  "src/shared",
  "public",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

const builtAt = Math.min(...buildOutputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...buildInputs.map((input) => newestChange(path.join(root, input))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log("Building the client…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
