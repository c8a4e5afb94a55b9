/**
 * The post-build step (scripts/lib/merge-chunks.mjs, issue 16) on a small
 * build made by hand: a browser entry, a root, one route with a chunk of its
 * own and a chunk it shares with the root, and a lazily loaded tool.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { build } from "esbuild";
import { COMPILE_HINT, foldLazyParts, hintEagerCompile, mergeCoreChunks, mergeRouteChunks } from "../../scripts/lib/merge-chunks.mjs";

const CORE = "/build/_shared/chunk-CORE1111.js";
const CORE2 = "/build/_shared/chunk-CORE2222.js";
const TOAST = "/build/_shared/ToastView-TOAST111.js";
const OWN = "/build/_shared/chunk-R1111111.js";
const LAZY_CHUNK = "/build/_shared/chunk-L1111111.js";
const TOOL = "/build/_shared/Tool-TTTTTTTT.js";
const ROUTE = "/build/routes/a-AAAAAAAA.js";
const ENTRY = "/build/entry.client-EEEEEEEE.js";
const ROOT = "/build/root-RRRRRRRR.js";

let dir: string;
const write = (path: string, text: string) => {
  const full = join(dir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
};
const publicFile = (url: string) => join(dir, "public", url);
const read = (url: string) => readFileSync(publicFile(url), "utf8");

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "merge-chunks-"));
  beforeEachBuild();
});

function beforeEachBuild() {
  const manifest = {
    entry: { module: ENTRY, imports: [CORE, CORE2] },
    routes: {
      root: { id: "root", module: ROOT, imports: [CORE, CORE2] },
      "routes/a": { id: "routes/a", parentId: "root", path: "a", module: ROUTE, imports: [OWN, CORE] },
    },
    version: "abc12345",
    url: "/build/manifest-ABC12345.js",
  };
  write("public/build/manifest-ABC12345.js", `window.__remixManifest=${JSON.stringify(manifest)};`);
  write(`public${ENTRY}`, `import{a}from"${CORE}";a();`);
  write(`public${ROOT}`, `import{a,toast}from"${CORE}";import"${CORE2}";export default function Root(){return a()}export{toast};`);
  // The core chunk lazily loads a part that imports it back (as the toast's view does).
  write(`public${CORE}`, `import{x as y}from"${CORE2}";export function a(){return y+1}export const toast=()=>import("${TOAST}");`);
  write(`public${CORE2}`, "export const x=1;");
  write(`public${TOAST}`, `import{a as q}from"${CORE}";export default function Toast(){return q()*10}`);
  write(`public${OWN}`, "export function b(){return 40+2}");
  write(`public${ROUTE}`, `import{b}from"${OWN}";import{a}from"${CORE}";export default function A(){return b()+a()}export const tool=()=>import("${TOOL}");`);
  write(`public${TOOL}`, `import{c}from"${LAZY_CHUNK}";export default function Tool(){return c}`);
  write(`public${LAZY_CHUNK}`, "export const c=3;");
  // The server build's copy of the manifest, as Remix writes it.
  write("build/index.js", [
    `var assets_manifest_default = { entry: { module: "${ENTRY}", imports: ["${CORE}", "${CORE2}"] }, routes: {`,
    ` root: { id: "root", module: "${ROOT}", imports: ["${CORE}", "${CORE2}"] },`,
    ` "routes/a": { id: "routes/a", parentId: "root", path: "a", module: "${ROUTE}", imports: ["${OWN}", "${CORE}"] } },`,
    ` version: "abc12345", url: "/build/manifest-ABC12345.js" };`,
  ].join("\n"));
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const browserManifest = () => {
  const name = readdirSync(join(dir, "public/build")).find((f) => f.startsWith("manifest-"))!;
  return { name, manifest: JSON.parse(readFileSync(join(dir, "public/build", name), "utf8").replace("window.__remixManifest=", "").replace(/;$/, "")) };
};

describe("folding a route's own chunks into its module", () => {
  it("copies the route-only chunk in, keeps the shared one, renames the route and rewrites both manifests", async () => {
    expect(await mergeRouteChunks(dir)).toEqual({ merged: 1, folded: 1 });
    const { name, manifest } = browserManifest();
    const route = manifest.routes["routes/a"];
    expect(route.module).toMatch(/^\/build\/routes\/a-[0-9A-Z]{8}\.js$/);
    expect(route.module).not.toBe(ROUTE);
    expect(route.imports).toEqual([CORE]);
    expect(existsSync(publicFile(ROUTE))).toBe(false);
    expect(existsSync(publicFile(OWN))).toBe(false);
    const code = read(route.module);
    expect(code).toContain("40+2");
    expect(code).toContain(`"${CORE}"`);
    expect(code).toContain(`import("${TOOL}")`);
    // A new manifest version and file, named alike in the server build.
    expect(name).not.toBe("manifest-ABC12345.js");
    const server = readFileSync(join(dir, "build/index.js"), "utf8");
    expect(server).toContain(`module: "${route.module}", imports: ["${CORE}"]`);
    expect(server).toContain(`version: "${manifest.version}"`);
    expect(server).toContain(`url: "/build/${name}"`);
    // The lazy tool and the chunk only it uses are untouched.
    expect(read(TOOL)).toContain(LAZY_CHUNK);
    expect(existsSync(publicFile(LAZY_CHUNK))).toBe(true);
  });
});

/** Every "/build/…" name in the build's scripts and in the server build is a file that exists. */
function danglingNames(): string[] {
  const texts = [readFileSync(join(dir, "build/index.js"), "utf8")];
  const walk = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
  for (const file of walk(join(dir, "public/build"))) texts.push(readFileSync(file, "utf8"));
  return texts.flatMap((t) => [...t.matchAll(/"(\/build\/[^"]+\.js)"/g)].map((m) => m[1]!)).filter((url) => !existsSync(publicFile(url)));
}

/** Runs the built files the way a browser links them: `/build/…` names resolved to the files. */
async function run(urls: string[]) {
  const entry = urls.map((u, i) => `import m${i} from "${u}"; export const v${i} = m${i}();`).join("\n");
  const out = await build({
    stdin: { contents: entry, resolveDir: dir, loader: "js" }, bundle: true, write: false, format: "esm", logLevel: "silent",
    plugins: [{ name: "build-paths", setup(b) { b.onResolve({ filter: /^\/build\// }, (args) => ({ path: publicFile(args.path) })); } }],
  });
  return (await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0]!.text).toString("base64")}`)) as Record<string, unknown>;
}

describe("a lazily loaded part made one file", () => {
  it("copies in the chunks only it needs, renames it and the route module that loads it, and the program is the same", async () => {
    await mergeRouteChunks(dir);
    expect(await foldLazyParts(dir)).toEqual({ parts: 1 });
    const { manifest } = browserManifest();
    const route = manifest.routes["routes/a"].module as string;
    const tool = [...read(route).matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(tool).toHaveLength(1);
    expect(tool[0]).toMatch(/^\/build\/_shared\/Tool-[0-9A-Z]{8}\.js$/);
    expect(tool[0]).not.toBe(TOOL);
    for (const url of [TOOL, LAZY_CHUNK]) expect(existsSync(publicFile(url)), url).toBe(false);
    expect(read(tool[0]!)).not.toContain("/build/");
    expect(readFileSync(join(dir, "build/index.js"), "utf8")).toContain(`module: "${route}"`);
    expect(danglingNames()).toEqual([]);
    const values = await run([route, tool[0]!]);
    expect([values.v0, values.v1]).toEqual([44, 3]);
  });
});

describe("merging the chunks every page loads", () => {
  it("makes one file of them, points every importer at it under the new export names, and leaves no name dangling", async () => {
    await mergeRouteChunks(dir);
    const result = await mergeCoreChunks(dir);
    expect(result.merged).toBe(2);
    const coreUrl = result.core as string;
    expect(coreUrl).toMatch(/^\/build\/_shared\/core-[0-9A-Z]{8}\.js$/);
    const { manifest } = browserManifest();
    expect(manifest.entry.imports).toEqual([coreUrl]);
    expect(manifest.routes.root.imports).toEqual([coreUrl]);
    expect(manifest.routes["routes/a"].imports).toEqual([coreUrl]);
    for (const url of [CORE, CORE2, ENTRY, ROOT, TOAST]) expect(existsSync(publicFile(url)), url).toBe(false);
    expect(danglingNames()).toEqual([]);
    const server = readFileSync(join(dir, "build/index.js"), "utf8");
    expect(server).toContain(`module: "${manifest.entry.module}", imports: ["${coreUrl}"]`);
    // The lazy part, renamed, is what the merged file loads, and it imports the merged file back.
    const toast = [...read(coreUrl).matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(toast).toHaveLength(1);
    expect(toast[0]).toMatch(/^\/build\/_shared\/ToastView-[0-9A-Z]{8}\.js$/);
    expect(read(toast[0]!)).toContain(`from"${coreUrl}"`);
    // The program is the same: the route still adds its own 42 to the core's 2, the root and the toast still read the core.
    const values = await run([manifest.routes["routes/a"].module, manifest.routes.root.module, toast[0]!]);
    expect([values.v0, values.v1, values.v2]).toEqual([44, 2, 20]);
  });

  it("names the merged file and its lazy part by their text: a change to either renames both", async () => {
    await mergeRouteChunks(dir);
    const first = (await mergeCoreChunks(dir)).core as string;
    // The same build again, with only the lazy part changed.
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    beforeEachBuild();
    write(`public${TOAST}`, `import{a as q}from"${CORE}";export default function Toast(){return q()*100}`);
    await mergeRouteChunks(dir);
    const second = (await mergeCoreChunks(dir)).core as string;
    expect(second).not.toBe(first);
    expect(danglingNames()).toEqual([]);
  });
});

describe("the compile hint", () => {
  it("goes first in every script of the build, lazily loaded ones too, and not in the manifest", async () => {
    await mergeRouteChunks(dir);
    const { name, manifest } = browserManifest();
    const hinted = hintEagerCompile(dir);
    expect(new Set(hinted)).toEqual(new Set([ENTRY, ROOT, CORE, CORE2, TOAST, manifest.routes["routes/a"].module, TOOL, LAZY_CHUNK]));
    for (const url of hinted) expect(read(url).startsWith(COMPILE_HINT)).toBe(true);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(read(`/build/${name}`)).not.toContain("allFunctionsCalledOnLoad");
    // The program is unchanged: the same text after the comment.
    expect(read(CORE2)).toBe(`${COMPILE_HINT}export const x=1;`);
  });

  it("is written once, however often the step runs", () => {
    expect(hintEagerCompile(dir)).toHaveLength(9); // unfolded: the route's own chunk too
    expect(hintEagerCompile(dir)).toEqual([]);
    expect(read(ENTRY).split("allFunctionsCalledOnLoad").length).toBe(2);
  });
});
