// `npm run budget`: the JavaScript each page loads before it runs, gzip-compressed, against the budget; and
// that Stripe, markdown and chat code load only where they are used (docs/performance.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { routes as appRoutes } from "../src/client/routes";
import {
  chunkKey,
  entryKey,
  firstLoadFiles,
  lazyOnlyCodeIn,
  type Manifest,
  pagePaths,
  pageRoutes,
} from "./bundle-budget";

const BUDGET_KIB = 120;
/**
 * Pages for signed-in members — writing forms, their own lists, administration — are listed but not held to
 * the budget: their forms need react-hook-form and zod at once, and a visitor reads the public pages.
 */
const MEMBER_PAGES = new Set([
  "/lesereporter",
  "/marktplatz/anbieten",
  "/marktplatz/anbieten-old",
  "/marktplatz/suchen",
  "/nachbarschaftshilfe-anbieten",
  "/nachbarschaftshilfe-suchen",
  "/gruppen/neu",
  "/profil",
  "/dashboard",
  "/inbox",
  "/admin",
  "/admin/users",
  "/admin/artikel",
  "/admin/veranstaltungen",
  "/admin/veranstaltungen/neu",
  "/admin/veranstaltungen/:id",
  "/admin/artikel/neu",
  "/admin/artikel/:id",
  "/admin/mitteilungen",
  "/admin/mitteilungen/neu",
  "/admin/mitteilungen/:id",
  "/abmelden",
]);
const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "dist/client");
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(client, file), "utf8")) as T;

const manifest = readJson<Manifest>(".vite/manifest.json");
const modulesByFile = readJson<Record<string, string[]>>(".vite/chunk-modules.json");
const entry = entryKey(manifest);
// Every page of the app's own route table.
const routes = pageRoutes(
  readFileSync(path.join(root, "src/client/routes.tsx"), "utf8"),
  pagePaths(appRoutes),
);

const gzipSizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
};
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const failures: string[] = [];
const rows = routes.map(({ path: route, modules }) => {
  const keys = [
    entry,
    ...modules.map((module) => chunkKey(manifest, modulesByFile, path.join("src/client", module))),
  ];
  const files = firstLoadFiles(manifest, keys);
  const gzip = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const member = MEMBER_PAGES.has(route);
  if (!member && gzip > BUDGET_KIB * 1024)
    failures.push(`${route}: ${kib(gzip)} KiB gzip, budget ${BUDGET_KIB} KiB`);
  for (const found of lazyOnlyCodeIn(files, modulesByFile)) {
    failures.push(`${route}: ${found.name} code loads first (${found.module} in ${found.file})`);
  }
  return { route, chunks: files.length, gzip, member };
});

const width = Math.max(...rows.map((row) => row.route.length));
console.log(`${"page".padEnd(width)}  chunks  first-load JS (gzip)`);
for (const row of rows) {
  const note = row.member ? "  (members' page, no budget)" : "";
  console.log(
    `${row.route.padEnd(width)}  ${String(row.chunks).padStart(6)}  ${kib(row.gzip).padStart(9)} KiB${note}`,
  );
}
if (failures.length > 0) {
  console.error(
    `\nBudget exceeded (${BUDGET_KIB} KiB gzip per public page; Stripe, markdown and chat only where used):`,
  );
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log(
  `\nEvery public page within ${BUDGET_KIB} KiB gzip; Stripe, markdown and chat code load only where used.`,
);
