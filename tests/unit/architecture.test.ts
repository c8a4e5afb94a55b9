/**
 * The layering DESIGN.md asks for, checked on the source: no circular
 * imports (static or dynamic, types included: a cycle of types is still two
 * modules that cannot be understood apart), no route imports another route,
 * and app/lib imports nothing above it.
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

/** Every app module each file imports: `import … from`, `export … from` and `import("…")`. */
const graph = new Map<string, string[]>(
  files.map((file) => {
    const src = readFileSync(file, "utf8");
    const specs = [
      ...[...src.matchAll(/(?:^|[;\n])\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']/g)].map((m) => m[1]!),
      ...[...src.matchAll(/(?:^|[;\n])\s*import\s+["']([^"']+)["']/g)].map((m) => m[1]!),
      ...[...src.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!),
    ];
    return [file, [...new Set(specs.map((s) => resolve(file, s)).filter((p): p is string => p !== null))]];
  }),
);

describe("architecture", () => {
  it("reads the imports (a check that finds nothing proves nothing)", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get("app/root.tsx")).toContain("app/components/layout/Header.tsx");
    expect(graph.get("app/components/ui/Toast.tsx")).toContain("app/components/ui/ToastView.tsx");
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

  it("keeps app/lib the ground floor: it imports only lib", () => {
    const upward = files
      .filter((f) => f.startsWith("app/lib/"))
      .flatMap((f) => graph.get(f)!.filter((d) => !d.startsWith("app/lib/")).map((d) => `${f} -> ${d}`));
    expect(upward).toEqual([]);
  });
});
