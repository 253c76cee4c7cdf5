// The Vite build's manifest (dist/client/.vite/manifest.json): which files a page loads before it runs. Read by
// the budget (scripts/budget.ts) and by the service worker's precache list (features/web-app/).

/** One chunk of `dist/client/.vite/manifest.json`, as Vite writes it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0]!;
}

/** The manifest key of a source module imported without its extension (as `import("./x")` names it). */
export function moduleKey(manifest: Manifest, source: string): string {
  const key = ["", ".tsx", ".ts", ".jsx", ".js"].map((ext) => source + ext).find((name) => manifest[name]);
  if (!key) throw new Error(`${source} is not a chunk of the manifest`);
  return key;
}

/**
 * The JavaScript files a page needs before it can run: the entry, the page's own chunk, and every chunk they
 * import statically, transitively. Dynamic imports are left out: they load later, where they are used.
 */
export function firstLoadFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is imported but not in the manifest`);
    if (chunk.file.endsWith(".js")) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}
