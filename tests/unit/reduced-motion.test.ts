import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from "~/lib/reduced-motion";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe("reduced motion: one helper", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the reader's setting in the browser, and 'no' where there is no window (a server render)", () => {
    expect(prefersReducedMotion()).toBe(false);
    const asked: string[] = [];
    for (const matches of [true, false]) {
      vi.stubGlobal("window", { matchMedia: (query: string) => (asked.push(query), { matches }) });
      expect(prefersReducedMotion()).toBe(matches);
    }
    expect(asked).toEqual([REDUCED_MOTION_QUERY, REDUCED_MOTION_QUERY]);
  });

  it("is the only code that asks for the setting", () => {
    const files = sources("app");
    expect(files.length).toBeGreaterThan(100);
    const asking = files.filter((file) => /prefers-reduced-motion:\s*reduce/.test(readFileSync(file, "utf8")));
    expect(asking).toEqual([join("app", "lib", "reduced-motion.ts")]);
  });
});
