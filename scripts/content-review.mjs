#!/usr/bin/env node
/**
 * `npm run content:review`: the editor's report (app/content/review.ts).
 * The content is TypeScript, so it is bundled first with the esbuild that the
 * Remix compiler already ships. It prints; it never fails CI (exit 0 unless
 * the report itself cannot be built). `--date=yyyy-mm-dd` reviews as of
 * another day.
 */
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..");
const dateArg = process.argv.find((a) => a.startsWith("--date="))?.slice(7);
const dir = mkdtempSync(join(tmpdir(), "content-review-"));
const out = join(dir, "review.mjs");
try {
  await build({
    stdin: {
      contents: `
        import * as facts from "~/content/facts";
        import { ALL_RULES } from "~/content/rules";
        import { contentReview, groupsIn, reviewText } from "~/content/review";
        import { dublinDate } from "~/lib/today";
        export function run(date) {
          return reviewText(contentReview(ALL_RULES, groupsIn(facts), date ?? dublinDate(new Date())));
        }`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: out,
    alias: { "~": join(root, "app") },
    logLevel: "error",
  });
  const { run } = await import(pathToFileURL(out).href);
  if (dateArg && !/^\d{4}-\d{2}-\d{2}$/.test(dateArg)) throw new Error(`--date must be yyyy-mm-dd, not ${dateArg}`);
  process.stdout.write(run(dateArg));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
