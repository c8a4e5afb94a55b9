#!/usr/bin/env node
/**
 * `npm run content:review`: the editor's report (app/facts/review.ts).
 * The content is TypeScript, loaded through Vite (lib/load-app.mjs). It
 * prints; it never fails CI (exit 0 unless the report itself cannot be
 * built). `--date=yyyy-mm-dd` reviews as of another day.
 */
import { loadAppModules } from "./lib/load-app.mjs";

const dateArg = process.argv.find((a) => a.startsWith("--date="))?.slice(7);
if (dateArg && !/^\d{4}-\d{2}-\d{2}$/.test(dateArg)) throw new Error(`--date must be yyyy-mm-dd, not ${dateArg}`);
const [facts, { ALL_RULES }, { contentReview, groupsIn, reviewText }, { dublinDate }] = await loadAppModules([
  "/app/facts/index.ts",
  "/app/facts/dated-rules.ts",
  "/app/facts/review.ts",
  "/app/lib/today.ts",
]);
process.stdout.write(reviewText(contentReview(ALL_RULES, groupsIn(facts), dateArg ?? dublinDate(new Date()))));
