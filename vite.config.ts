import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes which source modules each chunk holds (`.vite/chunk-modules.json`), beside the manifest: the budget
 * (scripts/budget.ts) checks with it that Stripe, markdown and chat code stay out of what a page loads first.
 */
function chunkModules(): Plugin {
  return {
    name: "dorfportal:chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        modules[chunk.fileName] = chunk.moduleIds.map((id) => path.relative(process.cwd(), id));
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: JSON.stringify(modules),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkModules()],
  publicDir: "public",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // Read by scripts/budget.ts: which chunks each page loads first.
    manifest: true,
  },
});
