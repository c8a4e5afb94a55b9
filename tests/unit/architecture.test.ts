/**
 * The layering docs/architecture.md describes, checked on the source: no
 * circular imports (static or dynamic, types included: a cycle of types is
 * still two modules that cannot be understood apart), no route imports
 * another route, no two top folders of app/ import each other (the folders a
 * newcomer sees), and folders import downwards only, in this order, types
 * included:
 *
 *   shell (root.tsx, entry.*) → routes → loaders → feature UI → components
 *     → feature logic → links → content → rules → facts → lib → assets
 *
 * Features are calculator, tools, planner, questionnaire and search; a
 * feature's UI is its .tsx files and its ui/ folder, the rest is its logic.
 * A feature never imports another feature. Every other top folder of app/ is
 * one layer. Links hold the addresses one feature builds for another (the
 * planner's and the calculator's), below every feature that links and above
 * the content whose paths and defaults they fill in. Loaders hold what routes share to read a request (a loader
 * factory, a query parser); components hold UI only: no `.server` module, no
 * import of one, no loader's tools (json, redirect, a loader's arguments).
 * Content holds words: it imports only content, rules, facts and lib, and no
 * server module (a `.server` file is a loader, a response or a config read,
 * which belongs to the layer that serves it), and works no date out and
 * builds or reads no address (no `new Date(`, `new URL(`, `new URLSearchParams(`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const files: string[] = [];
(function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx)$/.test(name)) files.push(path);
  }
})("app");

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? join("app", spec.slice(2)) : spec.startsWith(".") ? join(dirname(from), spec) : null;
  if (base === null) return null;
  const withoutQuery = base.replace(/\?.*$/, "");
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const path = withoutQuery + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

const STATEMENT = /(?:^|[;\n])\s*((?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["'])/g;

/** Every app module each file imports: `import … from`, `export … from` and `import("…")`. */
const graph = new Map<string, string[]>(
  files.map((file) => {
    const src = readFileSync(file, "utf8");
    const specs = [
      ...[...src.matchAll(STATEMENT)].map((m) => m[2]!),
      ...[...src.matchAll(/(?:^|[;\n])\s*import\s+["']([^"']+)["']/g)].map((m) => m[1]!),
      ...[...src.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!),
    ];
    return [file, [...new Set(specs.map((s) => resolve(file, s)).filter((p): p is string => p !== null))]];
  }),
);

/** The packages each file imports (bare specifiers: "react", "node:fs", "zod"). */
const packages = new Map<string, string[]>(
  files.map((file) => {
    const src = readFileSync(file, "utf8");
    const specs = [...src.matchAll(STATEMENT)].map((m) => m[2]!).filter((s) => !s.startsWith("~/") && !s.startsWith("."));
    return [file, [...new Set(specs)]];
  }),
);

const FEATURES = ["calculator", "tools", "planner", "questionnaire", "search"];
const LAYERS = ["shell", "routes", "loaders", "feature UI", "components", "feature logic", "links", "content", "rules", "facts", "lib", "assets"] as const;
type Layer = (typeof LAYERS)[number];

/** A file's layer, and its feature (for feature folders). */
function layerOf(file: string): { layer: Layer; feature?: string } {
  const [, top, ...rest] = file.split("/");
  if (rest.length === 0) return { layer: "shell" };
  if (FEATURES.includes(top!)) return { layer: rest[0] === "ui" || file.endsWith(".tsx") ? "feature UI" : "feature logic", feature: top };
  if (top === "routes" || top === "loaders" || top === "components" || top === "links" || top === "content" || top === "rules" || top === "facts" || top === "lib" || top === "assets") return { layer: top };
  throw new Error(`${file}: app/${top}/ has no place in the layer order; add it to docs/architecture.md and this test`);
}

/** Imports that run the wrong way: to a higher layer, or from one feature into another. Types count: a type names the module it comes from. */
function wrongWay(edges: [from: string, to: string][]): string[] {
  return edges.flatMap(([from, to]) => {
    const a = layerOf(from);
    const b = layerOf(to);
    if (a.feature && b.feature && a.feature !== b.feature) return [`${from} -> ${to} (feature ${a.feature} imports feature ${b.feature})`];
    if (LAYERS.indexOf(b.layer) >= LAYERS.indexOf(a.layer)) return [];
    return [`${from} -> ${to} (${a.layer} imports ${b.layer})`];
  });
}

/** The top folder of app/ a file is in, as a newcomer sees the tree ("app/" for the shell's own files). */
function folderOf(file: string): string {
  const [, top, ...rest] = file.split("/");
  return rest.length === 0 ? "app/" : `app/${top}/`;
}

/** Pairs of top folders that import each other, through any chain of folders: each cycle once, as "a -> b -> a". */
function folderCycles(edges: Iterable<[string, string]>): string[] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (a !== b) next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  const reaches = (from: string, to: string, seen = new Set<string>()): string[] | null => {
    for (const n of next.get(from) ?? []) {
      if (n === to) return [n];
      if (seen.has(n)) continue;
      seen.add(n);
      const rest = reaches(n, to, seen);
      if (rest) return [n, ...rest];
    }
    return null;
  };
  const cycles = new Set<string>();
  for (const start of [...next.keys()].sort()) {
    const path = reaches(start, start);
    if (!path) continue;
    const loop = [start, ...path.slice(0, -1)];
    const first = loop.indexOf([...loop].sort()[0]!);
    const turned = [...loop.slice(first), ...loop.slice(0, first)];
    cycles.add([...turned, turned[0]].join(" -> "));
  }
  return [...cycles];
}

/** A loader's tools: its arguments' types, and the responses it answers with. */
const LOADER_TOOLS = /\b(?:LoaderFunctionArgs|ActionFunctionArgs|LoaderFunction|ActionFunction)\b|(?<![.\w])(?:json|redirect|defer)\(/;

/** Server code in the UI folder: a component module that is a `.server` module, imports one, or uses a loader's tools. */
function serverInComponents(modules: { file: string; imports: string[]; src: string }[]): string[] {
  return modules
    .filter(({ file }) => file.startsWith("app/components/"))
    .flatMap(({ file, imports, src }) => [
      ...(/\.server\.tsx?$/.test(file) ? [`${file} is a server module`] : []),
      ...imports.filter((d) => /\.server\.tsx?$/.test(d)).map((d) => `${file} -> ${d}`),
      ...(LOADER_TOOLS.test(src) ? [`${file} uses a loader's tools`] : []),
    ]);
}

/** What content must not do, being words: work a date out or build or read an address (lib, rules and links do that). */
const NOT_WORDS = /\bnew (?:Date|URL|URLSearchParams)\(|\bDate\.(?:now|parse|UTC)\(/g;

/** Date arithmetic and URL building in content/, each as "file: what". */
function logicInContent(modules: { file: string; src: string }[]): string[] {
  return modules.filter(({ file }) => file.startsWith("app/content/")).flatMap(({ file, src }) => [...src.matchAll(NOT_WORDS)].map((m) => `${file}: ${m[0]}`));
}

const edges: [string, string][] = files.flatMap((from) => graph.get(from)!.map((to): [string, string] => [from, to]));

describe("architecture", () => {
  it("reads the imports (a check that finds nothing proves nothing)", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get("app/root.tsx")).toContain("app/components/layout/Header.tsx");
    expect(graph.get("app/components/ui/Toast.tsx")).toContain("app/components/ui/ToastView.tsx");
    expect(packages.get("app/facts/rules-data-schema.server.ts")).toContain("zod");
  });

  it("has no circular imports", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const dep of graph.get(file) ?? []) {
        if (state.get(dep) === "open") cycles.push([...stack.slice(stack.indexOf(dep)), dep].join(" -> "));
        else if (!state.has(dep)) visit(dep);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it("has no route importing another route", () => {
    const routeToRoute = files
      .filter((f) => f.startsWith("app/routes/"))
      .flatMap((f) => graph.get(f)!.filter((d) => d.startsWith("app/routes/")).map((d) => `${f} -> ${d}`));
    expect(routeToRoute).toEqual([]);
  });

  it("knows every folder's layer, and tells a wrong-way import or a folder cycle (a check that finds nothing proves nothing)", () => {
    const seen = new Set(files.map((f) => layerOf(f).layer));
    expect([...seen].sort()).toEqual(LAYERS.filter((l) => l !== "assets").sort());
    expect(layerOf("app/tools/ui/fields.tsx")).toEqual({ layer: "feature UI", feature: "tools" });
    expect(layerOf("app/calculator/Calculator.tsx")).toEqual({ layer: "feature UI", feature: "calculator" });
    expect(layerOf("app/calculator/compute.ts")).toEqual({ layer: "feature logic", feature: "calculator" });
    expect(layerOf("app/facts/dated.ts")).toEqual({ layer: "facts" });
    expect(layerOf("app/loaders/tabbed-guide.server.ts")).toEqual({ layer: "loaders" });
    expect(wrongWay([["app/components/resources/FaqBrowser.tsx", "app/loaders/resource-filters.server.ts"]])).toHaveLength(1);
    expect(wrongWay([["app/content/calculator.ts", "app/links/index.ts"]])).toHaveLength(1);
    expect(wrongWay([["app/planner/plan.ts", "app/links/index.ts"]])).toEqual([]);
    expect(wrongWay([["app/content/nav.ts", "app/calculator/params.ts"]])).toHaveLength(1);
    expect(wrongWay([["app/rules/borrowing.ts", "app/planner/plan.ts"]])).toHaveLength(1);
    expect(wrongWay([["app/components/home/HubPage.tsx", "app/questionnaire/QuestionnaireFlow.tsx"]])).toHaveLength(1);
    expect(wrongWay([["app/calculator/compute.ts", "app/components/ui/SiteLink.tsx"]])).toHaveLength(1);
    expect(wrongWay([["app/tools/ui/BorrowingTool.tsx", "app/planner/plan.ts"]])).toHaveLength(1);
    expect(wrongWay([["app/rules/types.ts", "app/content/calculator.ts"]])).toHaveLength(1);
    expect(wrongWay([["app/facts/buying.ts", "app/rules/stamp-duty.ts"]])).toHaveLength(1);
    expect(wrongWay([["app/content/calculator.ts", "app/rules/types.ts"]])).toEqual([]);
    expect(wrongWay([["app/rules/stamp-duty.ts", "app/facts/buying.ts"]])).toEqual([]);
    expect(wrongWay([["app/routes/search.tsx", "app/search/engine.ts"]])).toEqual([]);
    expect(folderCycles([["app/components/a.tsx", "app/search/b.ts"], ["app/search/c.ts", "app/components/d.tsx"]])).toEqual(["app/components/ -> app/search/ -> app/components/"]);
    expect(folderCycles([["app/content/a.ts", "app/rules/b.ts"], ["app/rules/b.ts", "app/facts/c.ts"], ["app/facts/c.ts", "app/content/d.ts"]])).toEqual(["app/content/ -> app/rules/ -> app/facts/ -> app/content/"]);
    expect(folderCycles([["app/content/a.ts", "app/rules/b.ts"], ["app/content/a.ts", "app/content/b.ts"]])).toEqual([]);
  });

  it("imports downwards only: shell → routes → loaders → feature UI → components → feature logic → links → content → rules → facts → lib", () => {
    expect(wrongWay(edges)).toEqual([]);
  });

  it("has no two top folders of app/ that import each other, directly or through others", () => {
    expect(folderCycles(edges)).toEqual([]);
  });

  it("keeps loaders and server code out of components/ (a check that finds nothing proves nothing)", () => {
    expect(serverInComponents([{ file: "app/components/guide/loader.server.ts", imports: [], src: "" }])).toHaveLength(1);
    expect(serverInComponents([{ file: "app/components/guide/Guide.tsx", imports: ["app/facts/page-headers.server.ts"], src: "" }])).toHaveLength(1);
    expect(serverInComponents([{ file: "app/components/guide/loader.ts", imports: [], src: "export const loader = ({ request }: LoaderFunctionArgs) => json({});" }])).toHaveLength(1);
    expect(serverInComponents([{ file: "app/components/ui/Data.tsx", imports: [], src: "const data = await res.json();" }])).toEqual([]);
    expect(serverInComponents([{ file: "app/loaders/tabbed-guide.server.ts", imports: ["app/facts/page-headers.server.ts"], src: "json({})" }])).toEqual([]);
    expect(serverInComponents(files.map((file) => ({ file, imports: graph.get(file)!, src: readFileSync(file, "utf8") })))).toEqual([]);
  });

  it("keeps words in content: no package, no server module (a loader, a response or a config read belongs to the layer that serves it)", () => {
    const inContent = files.filter((f) => f.startsWith("app/content/"));
    const server = inContent.flatMap((f) => graph.get(f)!.filter((d) => /\.server\.tsx?$/.test(d)).map((d) => `${f} -> ${d}`));
    const withPackages = inContent.flatMap((f) => packages.get(f)!.map((p) => `${f} -> ${p}`));
    expect([...server, ...withPackages]).toEqual([]);
  });

  it("keeps date arithmetic and URL building out of content (a check that finds nothing proves nothing)", () => {
    expect(logicInContent([{ file: "app/content/links.ts", src: "const q = new URLSearchParams();" }])).toEqual(["app/content/links.ts: new URLSearchParams("]);
    expect(logicInContent([{ file: "app/content/planner-config.ts", src: "const y = new Date(on).getUTCFullYear(); const h = new URL(u).hostname;" }])).toHaveLength(2);
    expect(logicInContent([{ file: "app/content/site.server.ts", src: "const t = Date.now();" }])).toHaveLength(1);
    expect(logicInContent([{ file: "app/lib/url.ts", src: "new URL(text)" }])).toEqual([]);
    expect(logicInContent([{ file: "app/content/home.ts", src: "const words = `Updated ${formatDate(on)}`;" }])).toEqual([]);
    expect(logicInContent(files.map((file) => ({ file, src: readFileSync(file, "utf8") })))).toEqual([]);
  });

  it("takes icons from components/ui/icons.ts, which imports each from its own file, never lucide's index (a check that finds nothing proves nothing)", () => {
    // lucide-react's index re-exports all 2,400 icons: both builds parsed every one, and the server loaded it
    // whole as it started (components/ui/icons.ts has the figures).
    const ICONS = "app/components/ui/icons.ts";
    const wrong = (file: string, src: string) =>
      [...src.matchAll(/^(?:import|export)\b[^;]*?from "(lucide-react[^"]*)";/gm)]
        .filter((m) => (file === ICONS ? m[1] === "lucide-react" && !m[0].startsWith("export type ") : true))
        .map((m) => `${file}: ${m[0]}`);
    expect(wrong("app/components/ui/Icon.tsx", 'import { Info } from "lucide-react";')).toHaveLength(1);
    expect(wrong(ICONS, 'export { default as Info } from "lucide-react";\nexport { default as X } from "lucide-react/icons/x";')).toHaveLength(1);
    expect(wrong(ICONS, 'export type { LucideIcon } from "lucide-react";\nexport { default as X } from "lucide-react/icons/x";')).toEqual([]);
    expect(files.flatMap((f) => wrong(f, readFileSync(f, "utf8")))).toEqual([]);
  });

  it("keeps app/lib the ground floor: it imports only lib", () => {
    const upward = files
      .filter((f) => f.startsWith("app/lib/"))
      .flatMap((f) => graph.get(f)!.filter((d) => !d.startsWith("app/lib/")).map((d) => `${f} -> ${d}`));
    expect(upward).toEqual([]);
  });
});
