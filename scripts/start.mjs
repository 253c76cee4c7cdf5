// `npm start`: builds the client when the build in dist/ was made for other sources or another mode, then
// serves. In development the server renders through Vite and needs no build.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { inputsHash, readStamp } from "./build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = { NODE_ENV: "production", ...process.env };

if (env.NODE_ENV !== "development") {
  const stamp = readStamp();
  if (stamp?.mode !== "production" || stamp.inputs !== inputsHash()) {
    console.log(stamp ? "Building the client (the build is out of date)…" : "Building the client…");
    // Always for production: a NODE_ENV=test build would put React's development JSX runtime in dist/.
    const build = spawnSync("npm", ["run", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...env, NODE_ENV: "production" },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
