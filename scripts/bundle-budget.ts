// What a page downloads before it runs, read from the Vite manifest (scripts/budget.ts prints and checks it).
// Reading the manifest is shared with the server, which precaches the offline page's files (web-app/).

import { type Manifest, moduleKey } from "../src/server/lib/vite-manifest";

export { entryKey, firstLoadFiles, type Manifest } from "../src/server/lib/vite-manifest";

export interface PageRoute {
  path: string;
  /** The modules the page loads lazily before it runs, as routes.tsx imports them (relative to its folder). */
  modules: string[];
}

/** The source of a top-level function of routes.tsx (up to its closing brace at the line's start). */
function functionSource(routesSource: string, name: string, path: string): string {
  const source = routesSource.match(new RegExp(`^function ${name}\\b[\\s\\S]*?^\\}$`, "m"))?.[0];
  if (!source) throw new Error(`${path}: ${name} is not a function of routes.tsx`);
  return source;
}

const importsIn = (source: string) => [...source.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]!);

/** The paths of a route table that show a page of their own: all but the redirects. */
export const pagePaths = (routes: readonly { path: string; redirect?: unknown }[]) =>
  routes.filter((route) => !route.redirect).map((route) => route.path);

/**
 * Which modules each page of `paths` (the app's route table) loads, read from the source of
 * `src/client/routes.tsx`. A page is written `{ path, component: Name }` or made by a function of that file,
 * `helper("path", Name, …)`, which loads the modules it imports itself along with Name's; Name is one of
 * `const { Name, … } = lazyPages(() => import("./module"))` or a component imported statically into the
 * entry. A page found neither way fails, so that no page of the app is left out unseen.
 */
export function pageRoutes(routesSource: string, paths: readonly string[]): PageRoute[] {
  const lazyModules = new Map<string, string>();
  for (const match of routesSource.matchAll(
    /const \{([^}]+)\} = lazyPages\(\s*\(\) => import\("([^"]+)"\)/g,
  )) {
    for (const name of match[1]!.split(",")) lazyModules.set(name.trim(), match[2]!);
  }
  const pages = new Map<string, { name: string; helper?: string }>();
  for (const match of routesSource.matchAll(
    /\{\s*path: "(\/[^"]*)",\s*component: (\w+)|\b(\w+)\(\s*"(\/[^"]*)",\s*(\w+)/g,
  )) {
    if (match[1]) pages.set(match[1], { name: match[2]! });
    else pages.set(match[4]!, { name: match[5]!, helper: match[3]! });
  }
  return paths.map((path) => {
    const page = pages.get(path);
    if (!page) throw new Error(`${path}: no page found in routes.tsx`);
    const helperImports = page.helper ? importsIn(functionSource(routesSource, page.helper, path)) : [];
    const module = lazyModules.get(page.name);
    if (module) return { path, modules: [module, ...helperImports] };
    if (new RegExp(`^import \\{[^}]*\\b${page.name}\\b[^}]*\\} from`, "m").test(routesSource))
      return { path, modules: helperImports };
    throw new Error(`${path}: ${page.name} is neither a lazy page nor imported in routes.tsx`);
  });
}

/**
 * The manifest key of the chunk a lazily imported module (a source path without extension) arrives in: its
 * own, or the chunk the bundler put it in with others when pages also import it statically (DetailStates),
 * found by the modules each chunk holds.
 */
export function chunkKey(
  manifest: Manifest,
  modulesByFile: Record<string, readonly string[]>,
  source: string,
): string {
  const file = Object.keys(modulesByFile).find((name) =>
    modulesByFile[name]!.some((id) => id.replace(/\.[jt]sx?$/, "") === source),
  );
  return Object.keys(manifest).find((key) => manifest[key]!.file === file) ?? moduleKey(manifest, source);
}

/** Code that must only ever load where it is used, never before a page can run. */
export const LAZY_ONLY: { name: string; pattern: RegExp }[] = [
  { name: "Stripe", pattern: /node_modules\/@stripe\// },
  {
    name: "Markdown",
    pattern:
      /node_modules\/(react-markdown|remark-[\w-]+|rehype-[\w-]+|micromark[\w-]*|mdast-[\w-]+|unified)\//,
  },
  // The widget; the assistant's upkeep screens (chat/admin) are part of the admin page they sit on.
  { name: "Chat", pattern: /src\/client\/features\/chat\/(?!ChatLauncher|admin\/)/ },
];

/** Which lazy-only code the given chunks contain, by name, with one module that shows it. */
export function lazyOnlyCodeIn(
  files: readonly string[],
  modulesByFile: Record<string, readonly string[]>,
): { name: string; file: string; module: string }[] {
  const found: { name: string; file: string; module: string }[] = [];
  for (const file of files) {
    for (const { name, pattern } of LAZY_ONLY) {
      const module = (modulesByFile[file] ?? []).find((id) => pattern.test(id));
      if (module) found.push({ name, file, module });
    }
  }
  return found;
}
