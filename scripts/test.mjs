#!/usr/bin/env node
/**
 * `npm test`: install what is missing (dependencies, and a Chromium if none is
 * found and we may install one), then type-check, run the unit tests, build
 * the production site, and run the browser tests against it.
 * Extra arguments go to Playwright (e.g. `npm test -- tests/e2e/shell.spec.ts`).
 */
import { execSync } from "node:child_process";
import { ensureBuild } from "./lib/build.mjs";
import { findChromium } from "./lib/chromium.mjs";
import { ensureDeps } from "./lib/ensure-deps.mjs";

const run = (label, cmd) => {
  console.log(`\n[test] ${label}: ${cmd}`);
  execSync(cmd, { stdio: "inherit", env: { ...process.env, VITE_CJS_IGNORE_WARNING: "true" } });
};

ensureDeps();
if (!findChromium({ required: false })) {
  if (process.getuid?.() === 0) run("installing Chromium", "apt-get update -qq && apt-get install -y -qq chromium");
  else throw new Error("No Chromium found: install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH.");
}
const extra = process.argv.slice(2).join(" ");
try {
  run("type check", "npx tsc --noEmit");
  run("unit tests", "npx vitest run");
  ensureBuild({ force: true });
  run("browser tests", `npx playwright test ${extra}`);
} catch (error) {
  process.exitCode = typeof error?.status === "number" ? error.status : 1;
}
