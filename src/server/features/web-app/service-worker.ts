import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  KEEP_READ_PAGE,
  OFFLINE_PATH,
  OFFLINE_WANTED_PARAM,
  READ_PAGES_CACHE,
  READ_PAGES_KEPT,
  READABLE_PAGE,
} from "../../../shared/web-app/offline";
import { entryKey, firstLoadFiles, type Manifest, moduleKey } from "../../lib/vite-manifest";
import { APP_ICONS } from "../../lib/web-app";

const projectRoot = process.cwd();
/** Under src/client, so that the build stamp (scripts/build-stamp.mjs) changes with it. */
const TEMPLATE = path.join(projectRoot, "src/client/sw.js");
const OFFLINE_PAGE_MODULE = "src/client/features/offline/OfflinePage";
/** Shown for a push whose payload cannot be read: browsers allow pushes only if each shows something. */
export const GENERIC_PUSH_TITLE = "Neues im Dorfportal";

/**
 * The files of the build the offline page needs (the entry, the page's chunk and what they import), and
 * the build's stamp: read from dist/ when the portal serves a build, none when it renders from sources.
 */
async function builtOfflineFiles(): Promise<{ stamp: string; files: string[] }> {
  const manifest = JSON.parse(
    await readFile(path.join(projectRoot, "dist/client/.vite/manifest.json"), "utf8"),
  ) as Manifest;
  const stamp = JSON.parse(
    await readFile(path.join(projectRoot, "dist/server/build-stamp.json"), "utf8"),
  ) as {
    inputs: string;
  };
  const keys = [entryKey(manifest), moduleKey(manifest, OFFLINE_PAGE_MODULE)];
  return { stamp: stamp.inputs, files: firstLoadFiles(manifest, keys).map((file) => `/${file}`) };
}

/**
 * The service worker as served at /sw.js: src/client/sw.js with its settings in front. The version names
 * the worker's cache; it follows the build stamp and the settings, so a new build installs a new worker,
 * which precaches its own files and deletes the old ones.
 */
export async function serviceWorkerScript(options: { build: boolean }): Promise<string> {
  const template = await readFile(TEMPLATE, "utf8");
  const build = options.build ? await builtOfflineFiles() : { stamp: "sources", files: [] };
  const settings = {
    precache: build.files,
    offlinePath: OFFLINE_PATH,
    wantedParam: OFFLINE_WANTED_PARAM,
    readablePage: READABLE_PAGE.source,
    readPagesCache: READ_PAGES_CACHE,
    readPagesKept: READ_PAGES_KEPT,
    keepMessage: KEEP_READ_PAGE,
    icon: APP_ICONS.any192,
    badge: APP_ICONS.badge,
    genericTitle: GENERIC_PUSH_TITLE,
  };
  const version = createHash("sha256")
    .update(build.stamp)
    .update(JSON.stringify(settings))
    .update(template)
    .digest("hex")
    .slice(0, 16);
  return `const SETTINGS = ${JSON.stringify({ version, ...settings })};\n${template}`;
}
