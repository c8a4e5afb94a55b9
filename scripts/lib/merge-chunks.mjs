/**
 * After `remix build`, four steps (issue 16): each route's own shared chunks
 * folded into its route module; each lazily loaded part a route fetches made
 * one file (`foldLazyParts`); the shared chunks every page loads merged into
 * one file (`mergeCoreChunks`); a compile hint on every script. Each step
 * names every file it changes by its new content.
 *
 * 1. Folding.
 *
 * The classic compiler splits the browser build with esbuild, which makes one
 * chunk for every distinct set of routes that share some code. With 40 routes
 * a content page loaded 31 JavaScript files, 17 of them its route's small
 * chunks. On a phone every file costs main-thread time of its own (the
 * request, its module record, its compile task: about 14 ms each with the CPU
 * slowed 4×, measured by loading the same code as 30 files and as one), so
 * the page paid for the split about as much as for some of its code.
 *
 * What is folded, and what is not:
 * - A chunk is folded into a route only when nothing but route modules (or
 *   other folded chunks) import it. Chunks the root route or the browser
 *   entry load, and chunks that a lazily loaded module (a tool, the toast,
 *   the questionnaire overlay) also imports, stay shared files: code with
 *   state (a React context, a cache) must exist once on a page.
 * - Every route but the root is a leaf (checked below), so a page runs one
 *   route module beside the root: code copied into two route modules never
 *   meets itself on a page.
 * - Dynamic imports stay as they are.
 *
 * Each rewritten route module gets a new content hash in its name (files under
 * /build/ are cached as immutable), and both manifests, the server build's and
 * the browser's, get the new module and its remaining imports, with a new
 * version.
 *
 * 2. and 3. Lazy parts and the chunks every page loads: see `foldLazyParts`
 * and `mergeCoreChunks`.
 *
 * 4. Compile hints (`hintEagerCompile`). V8 compiles a function lazily, on
 * the main thread, the first time it is called. Hydration calls most of React
 * DOM, Remix and the page's components at once, so that compiling was one
 * long task: the module evaluation took 250–360 ms with the CPU slowed 4×
 * (`node scripts/lib/trace.mjs URL --verbose`). A file that starts with the
 * comment `//# allFunctionsCalledOnLoad` (V8's explicit compile hints,
 * Chrome 136 and later) is compiled whole while it streams in, on a
 * background thread; the same task then took 85–95 ms. Every script gets it
 * (see `hintEagerCompile` for why that compiles nothing needlessly). It
 * changes no behaviour, so the file keeps its name: a cached copy without it
 * is the same program. Other browsers read it as a comment.
 *
 * Run by `npm run build`, the test and start scripts (lib/build.mjs) and the
 * Docker image.
 *
 *   node scripts/lib/merge-chunks.mjs [buildRoot]
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const PUBLIC_PATH = "/build/";
const STATIC_IMPORT = /(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?"(\/build\/[^"]+\.js)"/g;
const DYNAMIC_IMPORT = /import\(\s*"(\/build\/[^"]+\.js)"\s*\)/g;
const IMPORT_NAMES = /import\{([^}]*)\}from"(\/build\/[^"]+\.js)"/g;
const IMPORT_BARE = /import"(\/build\/[^"]+\.js)"/g;
const QUOTED_URL = /"(\/build\/[^"]+\.js)"/g;
const HASHED_NAME = /-[0-9A-Z]{8}\.js$/;

const isChunk = (url) => url.startsWith(`${PUBLIC_PATH}_shared/chunk-`);
const hash = (text, length) => createHash("sha256").update(text).digest("hex").slice(0, length).toUpperCase();
/** `text` with every quoted /build/ name that `renamed` maps replaced by its new name. */
const renameUrls = (text, renamed) => text.replace(QUOTED_URL, (whole, url) => (renamed.has(url) ? `"${renamed.get(url)}"` : whole));

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? jsFiles(full) : name.endsWith(".js") ? [full] : [];
  });
}

/** Static and dynamic imports of every built file, by public URL. */
function importGraph(publicDir) {
  const graph = new Map();
  for (const file of jsFiles(publicDir)) {
    const text = readFileSync(file, "utf8");
    const url = PUBLIC_PATH + relative(publicDir, file).split("\\").join("/");
    const dynamic = [...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]);
    const statics = [...text.matchAll(STATIC_IMPORT)].map((m) => m[1]);
    graph.set(url, { file, statics: [...new Set(statics)], dynamic: [...new Set(dynamic)] });
  }
  return graph;
}

/** What a file imports: statically only, or (`dynamic`) also what it loads later. */
const importsOf = (graph, url, dynamic = false) => {
  const g = graph.get(url);
  return g ? (dynamic ? [...g.statics, ...g.dynamic] : g.statics) : [];
};

/** Everything `starts` reach (and `starts`), through static imports or, with `dynamic`, dynamic ones too. */
function closure(graph, starts, dynamic = false) {
  const seen = new Set();
  const todo = [...starts];
  while (todo.length) {
    const url = todo.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    todo.push(...importsOf(graph, url, dynamic));
  }
  return seen;
}
const staticClosure = (graph, starts) => closure(graph, starts);

/** Who imports each file (statically, or with `dynamic` also lazily). */
function importersOf(graph, dynamic = false) {
  const importers = new Map();
  for (const url of graph.keys()) for (const to of importsOf(graph, url, dynamic)) importers.set(to, [...(importers.get(to) ?? []), url]);
  return importers;
}

/**
 * A chunk that holds a React context: the one piece of module state a route
 * and a part loaded beside it would both need to share, so it is never copied.
 */
const holdsContext = (graph, url) => /\bcreateContext\(/.test(readFileSync(graph.get(url).file, "utf8"));

/**
 * Writes `text` as the new version of the file at `url`, named by its content
 * (files under /build/ are cached as immutable), and removes the old one.
 * Returns the new public URL.
 */
function replaceFile(publicDir, graph, url, text) {
  if (!HASHED_NAME.test(url)) throw new Error(`merge-chunks: ${url} changed but has no content hash to change`);
  const moved = url.replace(HASHED_NAME, `-${hash(text, 8)}.js`);
  rmSync(graph.get(url).file);
  writeFileSync(join(publicDir, moved.slice(PUBLIC_PATH.length)), text);
  return moved;
}

/** Everything lazily loaded modules load (their static closure). */
const lazyClosure = (graph) => staticClosure(graph, [...graph.values()].flatMap((g) => g.dynamic));

/** Chunks only route modules (and other such chunks) import. */
function foldable(graph, manifest, lazy) {
  const routeModules = new Set(Object.values(manifest.routes).filter((r) => r.id !== "root").map((r) => r.module));
  const core = staticClosure(graph, [manifest.entry.module, manifest.routes.root.module]);
  // A chunk a lazy module also imports may be copied into routes only if it holds no React context.
  const candidates = new Set([...graph.keys()].filter((url) => isChunk(url) && !core.has(url) && !(lazy.has(url) && holdsContext(graph, url))));
  const importers = importersOf(graph);
  for (let changed = true; changed; ) {
    changed = false;
    for (const url of candidates) {
      if (!(importers.get(url) ?? []).every((from) => routeModules.has(from) || candidates.has(from) || lazy.has(from))) {
        candidates.delete(url);
        changed = true;
      }
    }
  }
  return candidates;
}

function readBrowserManifest(publicDir) {
  const name = readdirSync(publicDir).find((f) => /^manifest-[0-9A-F]+\.js$/.test(f));
  if (!name) throw new Error(`merge-chunks: no manifest-*.js in ${publicDir}`);
  const text = readFileSync(join(publicDir, name), "utf8");
  const prefix = "window.__remixManifest=";
  if (!text.startsWith(prefix)) throw new Error(`merge-chunks: ${name} is not the manifest this script knows`);
  return { name, manifest: JSON.parse(text.slice(prefix.length).replace(/;\s*$/, "")) };
}

/**
 * Writes the browser manifest under a new version and name (the old name may
 * be cached as immutable) and puts the same version and name in the server
 * build's copy, whose other edits the caller has made in `server`.
 */
function writeManifests(publicDir, serverFile, manifestName, manifest, server) {
  const oldVersion = manifest.version;
  const body = JSON.stringify({ ...manifest, version: "", url: "" });
  manifest.version = hash(body, 8).toLowerCase();
  manifest.url = `${PUBLIC_PATH}manifest-${manifest.version.toUpperCase()}.js`;
  rmSync(join(publicDir, manifestName));
  writeFileSync(join(publicDir, manifest.url.slice(PUBLIC_PATH.length)), `window.__remixManifest=${JSON.stringify(manifest)};`);
  const versionAt = `version: ${JSON.stringify(oldVersion)}`;
  const urlAt = `url: ${JSON.stringify(`${PUBLIC_PATH}${manifestName}`)}`;
  if (!server.includes(versionAt) || !server.includes(urlAt)) throw new Error("merge-chunks: the server build's manifest version or url was not found");
  writeFileSync(serverFile, server.replace(versionAt, `version: ${JSON.stringify(manifest.version)}`).replace(urlAt, `url: ${JSON.stringify(manifest.url)}`));
}

/**
 * esbuild's bundle of `input` (a file, or `{ contents }` of a module written
 * here) with the chunks in `fold` copied in and every other /build/ import kept.
 */
async function bundleWith(input, graph, fold, publicDir) {
  const result = await build({
    ...(typeof input === "string" ? { entryPoints: [input] } : { stdin: { contents: input.contents, resolveDir: publicDir, loader: "js" } }),
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    minify: true,
    // The input is esbuild's own output, already tree-shaken: keep every statement it kept.
    ignoreAnnotations: true,
    logLevel: "silent",
    plugins: [{
      name: "fold-chunks",
      setup(b) {
        b.onResolve({ filter: /^\/build\// }, (args) => (fold.has(args.path) ? { path: graph.get(args.path).file } : { path: args.path, external: true }));
      },
    }],
  });
  return result.outputFiles[0].text;
}

/**
 * The lazily loaded parts a route module fetches (a tool, the questionnaire's
 * overlay and flow) each made one file. As built, the notice-period tool
 * pulled in 18 small chunks after it arrived, one request and one compile
 * task each, while the page was becoming interactive. Chunks they share
 * with the entry and root stay (they are merged later), and so do chunks
 * that hold a React context (see `foldable`). Parts something other than a
 * route module loads (the toast's view, which the shell loads) are left for
 * `mergeCoreChunks`. Each rewritten part gets a new content hash, and so does
 * each route module that loads it (only the manifests name route modules).
 */
export async function foldLazyParts(buildRoot = ".") {
  const publicDir = resolve(buildRoot, "public/build");
  const serverFile = join(buildRoot, "build/index.js");
  const { name: manifestName, manifest } = readBrowserManifest(publicDir);
  const graph = importGraph(publicDir);
  const routeModules = new Set(Object.values(manifest.routes).filter((r) => r.id !== "root").map((r) => r.module));
  const core = staticClosure(graph, [manifest.entry.module, manifest.routes.root.module]);
  const importers = importersOf(graph, true);
  const parts = [...new Set([...graph.values()].flatMap((g) => g.dynamic))]
    .filter((url) => graph.has(url) && !core.has(url) && (importers.get(url) ?? []).every((from) => routeModules.has(from)));
  const renamed = new Map();
  for (const part of parts) {
    const fold = new Set([...staticClosure(graph, [part])].filter((url) => isChunk(url) && !core.has(url) && !holdsContext(graph, url)));
    if (fold.size === 0) continue;
    renamed.set(part, replaceFile(publicDir, graph, part, await bundleWith(graph.get(part).file, graph, fold)));
  }
  if (renamed.size === 0) return { parts: 0 };
  let server = readFileSync(serverFile, "utf8");
  for (const route of Object.values(manifest.routes)) {
    if (!routeModules.has(route.module)) continue;
    const text = readFileSync(graph.get(route.module).file, "utf8");
    const next = renameUrls(text, renamed);
    if (next === text) continue;
    const moved = replaceFile(publicDir, graph, route.module, next);
    if (!server.includes(`"${route.module}"`)) throw new Error(`merge-chunks: route ${route.id} not found in the server build's manifest`);
    server = server.replaceAll(`"${route.module}"`, `"${moved}"`);
    route.module = moved;
  }
  // Chunks nothing imports any more (removing one can orphan what it imported).
  for (let removed = true; removed; ) {
    removed = false;
    const after = importGraph(publicDir);
    const used = importersOf(after, true);
    for (const url of after.keys()) {
      if (isChunk(url) && !used.has(url)) {
        rmSync(after.get(url).file);
        removed = true;
      }
    }
  }
  writeManifests(publicDir, serverFile, manifestName, manifest, server);
  console.log(`[merge-chunks] ${renamed.size} lazily loaded parts made one file each`);
  return { parts: renamed.size };
}

export async function mergeRouteChunks(buildRoot = ".") {
  const publicDir = resolve(buildRoot, "public/build");
  const serverFile = join(buildRoot, "build/index.js");
  const { name: manifestName, manifest } = readBrowserManifest(publicDir);
  if (Object.values(manifest.routes).some((r) => r.parentId && r.parentId !== "root")) {
    console.log("[merge-chunks] a route has a parent other than root: the chunks are left as built");
    return { merged: 0 };
  }
  const graph = importGraph(publicDir);
  const lazy = lazyClosure(graph);
  const fold = foldable(graph, manifest, lazy);
  if (fold.size === 0) return { merged: 0 };

  let server = readFileSync(serverFile, "utf8");
  let merged = 0;
  const copied = new Set();
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root" || !route.imports?.some((u) => fold.has(u))) continue;
    for (const url of staticClosure(graph, [route.module])) if (fold.has(url)) copied.add(url);
    const code = await bundleWith(graph.get(route.module).file, graph, fold);
    const module = replaceFile(publicDir, graph, route.module, code);
    const direct = [...new Set([...code.matchAll(STATIC_IMPORT)].map((m) => m[1]))];
    const imports = route.imports.filter((u) => staticClosure(graph, direct).has(u));
    const before = new RegExp(`module: ${JSON.stringify(route.module).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, imports: \\[[^\\]]*\\]`);
    if (!before.test(server)) throw new Error(`merge-chunks: route ${route.id} not found in the server build's manifest`);
    server = server.replace(before, `module: ${JSON.stringify(module)}, imports: ${JSON.stringify(imports).replace(/","/g, "\", \"")}`);
    route.module = module;
    route.imports = imports;
    merged++;
  }
  // Folded chunks a lazy module imports stay for it; the others have no importer left.
  for (const url of fold) if (!lazy.has(url)) rmSync(graph.get(url).file);

  writeManifests(publicDir, serverFile, manifestName, manifest, server);
  console.log(`[merge-chunks] ${copied.size} route-only chunks folded into ${merged} route modules`);
  return { merged, folded: copied.size };
}

/** `a as B` (or `a`) in an import clause: [imported name, local name]. */
const importItem = (item) => {
  const [name, local] = item.trim().split(/\s+as\s+/);
  return [name, local ?? name];
};

/**
 * The shared chunks every page loads (the browser entry's and the root
 * route's: React, React DOM, Remix, the shell) as one file instead of about
 * fifteen. Each is a module the browser fetches, instantiates and evaluates
 * on its own, and each export every importer reads becomes an export of the
 * one file under a new name (`name_index`), with every importer's import
 * rewritten to it. The chunks keep the order the browser evaluated them in
 * (depth first from the root route, then the entry), so any top-level code
 * runs in the same order as before.
 *
 * Every file whose text changes gets a new content hash in its name, and so
 * does every file that imports a renamed one (in dependency order), because
 * files under /build/ are cached as immutable: an old cached root module must
 * never meet a server that no longer has the chunks it names.
 */
export async function mergeCoreChunks(buildRoot = ".") {
  const publicDir = resolve(buildRoot, "public/build");
  const serverFile = join(buildRoot, "build/index.js");
  const { name: manifestName, manifest } = readBrowserManifest(publicDir);
  const graph = importGraph(publicDir);
  const order = [];
  const visited = new Set();
  // Depth first, dependencies before the file: the order the browser evaluates modules in.
  const visit = (url, dynamic) => {
    if (visited.has(url)) return;
    visited.add(url);
    for (const to of importsOf(graph, url, dynamic)) visit(to, dynamic);
    order.push(url);
  };
  visit(manifest.routes.root.module);
  visit(manifest.entry.module);
  const core = order.filter(isChunk);
  const dynamicTargets = new Set([...graph.values()].flatMap((g) => g.dynamic));
  if (core.length < 2 || core.some((url) => dynamicTargets.has(url))) {
    console.log("[merge-chunks] the entry's and root's chunks are left as built");
    return { merged: 0 };
  }
  const index = new Map(core.map((url, i) => [url, i]));
  const alias = (name, url) => `${name}_${index.get(url)}`;

  // The names other files read from each core chunk.
  const used = new Map(core.map((url) => [url, new Set()]));
  for (const [url, g] of graph) {
    if (index.has(url)) continue;
    for (const m of readFileSync(g.file, "utf8").matchAll(IMPORT_NAMES)) {
      if (index.has(m[2])) for (const item of m[1].split(",")) used.get(m[2]).add(importItem(item)[0]);
    }
  }
  const entry = core.map((url) => {
    const names = [...used.get(url)];
    return names.length ? `export{${names.map((n) => `${n} as ${alias(n, url)}`).join(",")}}from"${url}";` : `import"${url}";`;
  }).join("\n");
  let code = await bundleWith({ contents: entry }, graph, new Set(core), publicDir);

  // The merged file lazily imports parts (the toast's view) that import it back: a cycle, so neither's
  // name can hash the other's. As esbuild does, the group gets one hash over all its members' text
  // (the merged file's name written as a placeholder), and each name hashes its own text with it.
  const rewriteCore = (text, coreUrl) => text
    .replace(IMPORT_NAMES, (whole, clause, from) => (index.has(from)
      ? `import{${clause.split(",").map((item) => { const [name, local] = importItem(item); return `${alias(name, from)} as ${local}`; }).join(",")}}from"${coreUrl}"`
      : whole))
    .replace(IMPORT_BARE, (whole, from) => (index.has(from) ? `import"${coreUrl}"` : whole));
  const group = [...closure(graph, [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]), true)].filter((url) => graph.has(url) && !index.has(url)).sort();
  const PLACEHOLDER = `${PUBLIC_PATH}_shared/core-PLACEHOLDER.js`;
  const drafts = new Map(group.map((url) => [url, rewriteCore(readFileSync(graph.get(url).file, "utf8"), PLACEHOLDER)]));
  const groupHash = hash([code, ...drafts.values()].join("\0"), 16);
  const coreUrl = `${PUBLIC_PATH}_shared/core-${hash(code + groupHash, 8)}.js`;
  const renamed = new Map(core.map((url) => [url, coreUrl]));
  for (const [url, draft] of drafts) {
    if (!HASHED_NAME.test(url)) throw new Error(`merge-chunks: ${url} changed but has no content hash to change`);
    renamed.set(url, url.replace(HASHED_NAME, `-${hash(draft + groupHash, 8)}.js`));
  }
  const final = (text) => renameUrls(text.replaceAll(PLACEHOLDER, coreUrl), renamed);
  code = final(code);
  writeFileSync(join(publicDir, coreUrl.slice(PUBLIC_PATH.length)), code);
  for (const [url, draft] of drafts) {
    rmSync(graph.get(url).file);
    writeFileSync(join(publicDir, renamed.get(url).slice(PUBLIC_PATH.length)), final(draft));
  }

  // Every other file, dependencies before their importers (dynamic imports count: a renamed tool renames its importer).
  visited.clear();
  order.length = 0;
  for (const url of graph.keys()) visit(url, true);
  for (const url of order) {
    // The manifest is rewritten below, from its parsed form.
    if (index.has(url) || drafts.has(url) || url === `${PUBLIC_PATH}${manifestName}`) continue;
    const text = readFileSync(graph.get(url).file, "utf8");
    const next = renameUrls(rewriteCore(text, coreUrl), renamed);
    if (next !== text) renamed.set(url, replaceFile(publicDir, graph, url, next));
  }
  for (const url of core) rmSync(graph.get(url).file);

  // Both manifests: the new names, and each import list without repeats.
  const rename = (url) => renamed.get(url) ?? url;
  const relist = (list) => [...new Set(list.map(rename))];
  manifest.entry = { ...manifest.entry, module: rename(manifest.entry.module), imports: relist(manifest.entry.imports ?? []) };
  for (const route of Object.values(manifest.routes)) {
    route.module = rename(route.module);
    if (route.imports) route.imports = relist(route.imports);
  }
  let server = renameUrls(readFileSync(serverFile, "utf8"), renamed);
  server = server.replace(/imports: \[([^\]]*)\]/g, (whole, list) => `imports: [${[...new Set(list.split(",").map((u) => u.trim()).filter(Boolean))].join(", ")}]`);
  writeManifests(publicDir, serverFile, manifestName, manifest, server);
  console.log(`[merge-chunks] ${core.length} chunks every page loads merged into ${coreUrl}; ${renamed.size - core.length} files renamed`);
  return { merged: core.length, core: coreUrl };
}

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Puts V8's compile hint at the top of every script of the build but the
 * manifest (data, no functions). Each file is fetched only when it is about
 * to run: the entry, the root, a route module and what they import as a
 * page loads; a tool or the questionnaire's flow as the page that embeds it
 * runs; the questionnaire overlay on first use, the toast once a part that
 * can show one appears. So compiling a file whole as it streams in compiles
 * the code the visit is about to run (and, within a file, some it never
 * calls: a cost paid off the main thread). Returns the public URLs hinted.
 */
export function hintEagerCompile(buildRoot = ".") {
  const publicDir = resolve(buildRoot, "public/build");
  const hinted = [];
  for (const [url, { file }] of importGraph(publicDir)) {
    if (/^\/build\/manifest-[0-9A-F]+\.js$/.test(url)) continue;
    const text = readFileSync(file, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    // The hint must be the file's first line.
    writeFileSync(file, COMPILE_HINT + text);
    hinted.push(url);
  }
  console.log(`[merge-chunks] compile hint on ${hinted.length} files`);
  return hinted;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? process.env.BUILD_DIR ?? ".";
  if (!existsSync(join(root, "build/index.js"))) throw new Error(`merge-chunks: no build in ${root}`);
  await mergeRouteChunks(root);
  // After the routes': until then the code that loads a tool sits in a chunk several routes share.
  await foldLazyParts(root);
  await mergeCoreChunks(root);
  hintEagerCompile(root);
}
