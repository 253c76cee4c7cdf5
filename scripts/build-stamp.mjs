// What a build in dist/ was built for: the mode (React's JSX runtime differs between development and
// production) and a hash of its inputs' contents. `npm run build` writes it last; `npm start` rebuilds when
// it differs from the sources, and the production server refuses a build that is not for production.
// File times are not used: a checkout, a copy or a development build can leave them misleading.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Inside dist/server, which the SSR build empties first: a build that fails half-way leaves no stamp. */
export const STAMP_FILE = path.join(root, "dist/server/build-stamp.json");

const BUILD_INPUTS = [
  "src/client",
  "src/shared",
  "public",
  "index.html",
  "vite.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "scripts/precompress.mjs",
];

/** The mode a build made with this NODE_ENV is in: Vite keeps any NODE_ENV it finds set. */
export const buildModeOf = (nodeEnv) =>
  nodeEnv === undefined || nodeEnv === "production" ? "production" : nodeEnv;

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => filesUnder(path.join(relative, name)));
}

export function inputsHash() {
  const hash = createHash("sha256");
  for (const file of BUILD_INPUTS.flatMap(filesUnder)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The stamp of the build in dist/, or undefined when there is none (never built, or a failed build). */
export function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP_FILE, "utf8"));
  } catch {
    return undefined;
  }
}

export function writeStamp() {
  const stamp = { mode: buildModeOf(process.env.NODE_ENV), inputs: inputsHash() };
  writeFileSync(STAMP_FILE, `${JSON.stringify(stamp)}\n`);
  return stamp;
}

if (process.argv[1] === import.meta.filename) {
  const stamp = writeStamp();
  console.log(`Build stamp: ${stamp.mode}, inputs ${stamp.inputs.slice(0, 12)}`);
}
