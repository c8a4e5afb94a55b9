/**
 * The post-build step (scripts/lib/merge-chunks.mjs, issue 16) on a small
 * build made by hand: a browser entry, a root, one route with a chunk of its
 * own and a chunk it shares with the root, and a lazily loaded tool.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, hintEagerCompile, mergeRouteChunks } from "../../scripts/lib/merge-chunks.mjs";

const CORE = "/build/_shared/chunk-CORE1111.js";
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
  const manifest = {
    entry: { module: ENTRY, imports: [CORE] },
    routes: {
      root: { id: "root", module: ROOT, imports: [CORE] },
      "routes/a": { id: "routes/a", parentId: "root", path: "a", module: ROUTE, imports: [OWN, CORE] },
    },
    version: "abc12345",
    url: "/build/manifest-ABC12345.js",
  };
  write("public/build/manifest-ABC12345.js", `window.__remixManifest=${JSON.stringify(manifest)};`);
  write(`public${ENTRY}`, `import{a}from"${CORE}";a();`);
  write(`public${ROOT}`, `import{a}from"${CORE}";export default function Root(){return a()}`);
  write(`public${CORE}`, "export function a(){return 1}");
  write(`public${OWN}`, "export function b(){return 40+2}");
  write(`public${ROUTE}`, `import{b}from"${OWN}";import{a}from"${CORE}";export default function A(){return b()+a()}export const tool=()=>import("${TOOL}");`);
  write(`public${TOOL}`, `import{c}from"${LAZY_CHUNK}";export default function Tool(){return c}`);
  write(`public${LAZY_CHUNK}`, "export const c=3;");
  // The server build's copy of the manifest, as Remix writes it.
  write("build/index.js", [
    `var assets_manifest_default = { entry: { module: "${ENTRY}", imports: ["${CORE}"] }, routes: {`,
    ` root: { id: "root", module: "${ROOT}", imports: ["${CORE}"] },`,
    ` "routes/a": { id: "routes/a", parentId: "root", path: "a", module: "${ROUTE}", imports: ["${OWN}", "${CORE}"] } },`,
    ` version: "abc12345", url: "/build/manifest-ABC12345.js" };`,
  ].join("\n"));
});

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

describe("the compile hint", () => {
  it("goes first in every script of the build, lazily loaded ones too, and not in the manifest", async () => {
    await mergeRouteChunks(dir);
    const { name, manifest } = browserManifest();
    const hinted = hintEagerCompile(dir);
    expect(new Set(hinted)).toEqual(new Set([ENTRY, ROOT, CORE, manifest.routes["routes/a"].module, TOOL, LAZY_CHUNK]));
    for (const url of hinted) expect(read(url).startsWith(COMPILE_HINT)).toBe(true);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(read(`/build/${name}`)).not.toContain("allFunctionsCalledOnLoad");
    // The program is unchanged: the same text after the comment.
    expect(read(CORE)).toBe(`${COMPILE_HINT}export function a(){return 1}`);
  });

  it("is written once, however often the step runs", () => {
    expect(hintEagerCompile(dir)).toHaveLength(7); // unfolded: the route's own chunk too
    expect(hintEagerCompile(dir)).toEqual([]);
    expect(read(ENTRY).split("allFunctionsCalledOnLoad").length).toBe(2);
  });
});
