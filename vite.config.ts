/**
 * The build: Remix's Vite plugin (Remix 2's recommended compiler). BUILD_DIR
 * lets several builds (parallel work, the bench) live side by side; the server
 * build lands in BUILD_DIR/build/server, the browser's files in build/client.
 */
import { vitePlugin as remix } from "@remix-run/dev";
import type { ManualChunkMeta } from "rollup";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const buildRoot = process.env.BUILD_DIR || ".";

/**
 * Modules every page runs, grouped into one browser file: everything the
 * browser entry and the root route import statically (React, React DOM, the
 * Remix runtime, the site's shell: layout, header, footer, page transition).
 * Each file a page loads costs a phone a request, a module record and a
 * compile task of its own; one core file instead of a dozen small ones is
 * what merging them by hand after the build used to do. Anything reached only
 * through a dynamic import (tools, the toast view, the questionnaire overlay
 * and flow, the motion features) is left out, so it stays lazy.
 */
const SHELL_ENTRY = /\/app\/(entry\.client|root)\.tsx($|\?)/;
let core: Set<string> | undefined;

function coreChunk(id: string, meta: ManualChunkMeta): string | undefined {
  if (!core) {
    core = new Set();
    const stack = [...meta.getModuleIds()].filter((m) => SHELL_ENTRY.test(m));
    while (stack.length) {
      const next = stack.pop()!;
      if (core.has(next)) continue;
      core.add(next);
      stack.push(...(meta.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return core.has(id) ? "core" : undefined;
}

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with
 * `//# allFunctionsCalledOnLoad` is compiled whole on a background thread while
 * it streams in, instead of function by function on the main thread as
 * hydration first calls each. Every browser file is fetched only when it is
 * about to run, so this compiles nothing needlessly. Other browsers read a
 * comment. A plugin hook, so the bundler writes the line itself.
 */
function compileHint(): Plugin {
  return {
    name: "v8-compile-hint",
    apply: "build",
    renderChunk(code, _chunk, _options, meta) {
      if (this.environment?.config.consumer === "server" || meta?.chunks === undefined) return null;
      return { code: `//# allFunctionsCalledOnLoad\n${code}`, map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      ignoredRouteFiles: ["**/.*", "**/*.test.*"],
      buildDirectory: `${buildRoot}/build`,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        // Off on purpose: with single fetch on, loader data is streamed after
        // </html> and the page no longer validates (STACK.md pitfall 8).
        v3_singleFetch: false,
      },
    }),
    tsconfigPaths(),
    compileHint(),
  ],
  build: {
    // Images stay files (fingerprinted, cached for a year), not data: URLs in the scripts.
    assetsInlineLimit: 0,
    // The server build inlines the stylesheet (lib/site-css): minify it there too (Vite minifies only the browser's by default).
    cssMinify: true,
    // The server build needs no grouping; only the browser's files are split for loading.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: coreChunk } },
  },
}));
