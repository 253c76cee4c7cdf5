import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The production server needs the client build of the code under test: built anew each run, and in
 * production mode. Vitest sets NODE_ENV=test, which a build inherits: React's development JSX then lands
 * in the server bundle, and every page of the production server fails with "jsxDEV is not a function".
 */
export default function setup() {
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error("npm run build failed");
}
