// What a page downloads before it runs, read from the Vite manifest (scripts/budget.ts prints and checks it).
// Reading the manifest is shared with the server, which precaches the offline page's files (web-app/).

export {
  entryKey,
  firstLoadFiles,
  type Manifest,
  type ManifestChunk,
  moduleKey,
} from "../src/server/lib/vite-manifest";

export interface PageRoute {
  path: string;
  /** The page's lazily loaded module as routes.tsx imports it (relative to its folder); none when in the entry. */
  module?: string;
}

/**
 * The pages of `src/client/routes.tsx` and the module each one loads, read from its source: a page is either
 * one of `const { Name, … } = lazyPages(() => import("./module"))` or a component imported statically into
 * the entry. Redirects render no page of their own and are left out.
 */
export function pageRoutes(routesSource: string): PageRoute[] {
  const lazyModules = new Map<string, string>();
  for (const match of routesSource.matchAll(
    /const \{([^}]+)\} = lazyPages\(\s*\(\) => import\("([^"]+)"\)/g,
  )) {
    for (const name of match[1]!.split(",")) lazyModules.set(name.trim(), match[2]!);
  }
  const routes: PageRoute[] = [];
  for (const match of routesSource.matchAll(/\{\s*path: "([^"]+)",\s*component: (\w+)(,\s*redirect:)?/g)) {
    if (match[3]) continue;
    const module = lazyModules.get(match[2]!);
    routes.push(module ? { path: match[1]!, module } : { path: match[1]! });
  }
  if (routes.length === 0) throw new Error("no routes found in routes.tsx");
  return routes;
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
