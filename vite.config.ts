/**
 * The build: Remix's Vite plugin (Remix 2's recommended compiler). BUILD_DIR
 * lets several builds (parallel work, the bench) live side by side; the server
 * build lands in BUILD_DIR/build/server, the browser's files in build/client.
 */
import { vitePlugin as remix } from "@remix-run/dev";
import { mkdirSync, writeFileSync } from "node:fs";
import type { ManualChunkMeta } from "rollup";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const buildRoot = process.env.BUILD_DIR || ".";

/**
 * How the browser's files are grouped (Rollup's manualChunks, in the browser
 * build only). Each file a page loads costs a phone a request, a module
 * record and a compile task of its own, so a page should load a handful:
 * - "core" (the browser entry's file, entry.client-*.js): every module the
 *   browser entry and the root route import statically, the packages (React,
 *   React DOM, the Remix runtime, lucide) and the site's shell (layout,
 *   header, page transition) together. Every page runs it. Issue 44's trial
 *   (scripts/lib/ab-trace.mjs, the main thread's CPU time at 4×, 10 paired
 *   loads a route on a busy 2-core machine) put one core file at 0.78 of the
 *   framework-in-its-own-file build on a guide, 0.85 on the calculator, 0.95
 *   and 1.29 on /privacy (two runs) and 1.06 on /, 0.6 KB less gzip and one
 *   file fewer: cheaper or equal on the first load, so the vendor file (kept
 *   for returning visitors' caches across deploys) went.
 * - "shared": modules that at least SHARED_MIN_ROUTES route modules import
 *   (outside the core): the building blocks of guide, scheme and article
 *   pages (page header, sections, source notes, the page registry that meta
 *   reads titles from). Without it a guide loaded 16 to 22 files, most of them
 *   under 1 KB; with it, 5 to 7, at about the same bytes.
 * - everything else as Rollup splits it: a route's own code, and each lazily
 *   loaded part (tools, the toast view, the questionnaire overlay and flow,
 *   the motion features), which is reached only through a dynamic import and
 *   so is in neither group: it stays lazy.
 * Rollup puts each module in exactly one file, so state (a React context, a
 * cache) exists once per page; tests/e2e/perf.spec.ts checks it with
 * build/chunks.json.
 */
const SHELL_ENTRY = /\/app\/(entry\.client|root)\.tsx($|\?)/;
/** A route module by its path (the file itself, not one of the plugin's virtual modules of it). */
const ROUTE_MODULE = /\/app\/routes\/[^?\0]+\.tsx?$/;
const SHARED_MIN_ROUTES = 8;

/** Every module `from` reaches through static imports, not entering `stop`. */
function reach(from: string[], meta: ManualChunkMeta, stop?: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next) || stop?.has(next)) continue;
    seen.add(next);
    stack.push(...(meta.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/** A manualChunks function for one build: the groups are worked out once, from the whole module graph. */
function browserChunks() {
  let groups: Map<string, "core" | "shared"> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    if (!groups) {
      groups = new Map();
      const ids = [...meta.getModuleIds()];
      const core = reach(ids.filter((m) => SHELL_ENTRY.test(m)), meta);
      for (const m of core) groups.set(m, "core");
      const routesUsing = new Map<string, number>();
      for (const route of ids.filter((m) => ROUTE_MODULE.test(m))) {
        for (const m of reach([route], meta, core)) if (m !== route) routesUsing.set(m, (routesUsing.get(m) ?? 0) + 1);
      }
      for (const [m, n] of routesUsing) if (n >= SHARED_MIN_ROUTES) groups.set(m, "shared");
    }
    return groups.get(id);
  };
}

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with
 * `//# allFunctionsCalledOnLoad` is compiled whole on a background thread while
 * it streams in, instead of function by function on the main thread as
 * hydration first calls each. Every browser file is fetched only when it is
 * about to run, so this compiles nothing needlessly. Other browsers read a
 * comment. Measured without it (ab-trace, CPU at 4×, 7 loads each): /privacy
 * 612 ms against 546, / 716 against 607; without the vendor file too, 834
 * against 512. A plugin hook, so the bundler writes the line itself.
 */
function compileHint(): Plugin {
  return {
    name: "v8-compile-hint",
    apply: "build",
    // Last of all generateBundle handlers: after minification (which would drop the comment) and
    // after Vite puts its preload map at the top of a file, before the files are written.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) if (file.type === "chunk") file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
      },
    },
  };
}

/**
 * Writes build/chunks.json: each browser file with the modules bundled into it
 * (app files by path, packages by name), beside the build rather than in it
 * (nothing serves it). tests/e2e/perf.spec.ts reads it to check that no module
 * holding React context or module state is in two files a page loads, and it
 * answers "what makes up this page's JavaScript?" without source maps.
 */
function chunkMap(): Plugin {
  return {
    name: "chunk-map",
    apply: "build",
    generateBundle(_options, bundle) {
      const root = `${process.cwd()}/`;
      const name = (id: string) => {
        const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
        return pkg ? `npm:${pkg[1]}` : id.replace(root, "").replace(/\?.*$/, "");
      };
      const chunks: Record<string, { modules: Record<string, number>; imports: string[]; dynamicImports: string[] }> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(file.modules)) modules[name(id)] = (modules[name(id)] ?? 0) + info.renderedLength;
        chunks[file.fileName] = { modules, imports: file.imports, dynamicImports: file.dynamicImports };
      }
      mkdirSync(`${buildRoot}/build`, { recursive: true });
      writeFileSync(`${buildRoot}/build/chunks.json`, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // compileHint, chunkMap and manualChunks concern the browser's files only.
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
    ...(isSsrBuild ? [] : [compileHint(), chunkMap()]),
  ],
  build: {
    // Images stay files (fingerprinted, cached for a year), not data: URLs in the scripts.
    assetsInlineLimit: 0,
    // The server build inlines the stylesheet (lib/site-css): minify it there too (Vite minifies only the browser's by default).
    cssMinify: true,
    // No gzip column in the build's listing: it compressed every file once more on every build, about
    // 1 s and 2 core-seconds of each (three builds each way alternated, 30 November 2026). The budgets
    // are measured gzipped by tests/e2e/perf.spec.ts and `npm run bench`.
    reportCompressedSize: false,
    // The server build needs no grouping; only the browser's files are split for loading.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: browserChunks() } },
  },
}));
