#!/usr/bin/env node
/**
 * `npm test`: install what is missing (dependencies, and Debian's Chromium headless
 * shell if it is missing and we may install it), then type-check, run the unit tests, build
 * the production site, and run the browser tests against it.
 * Extra arguments go to Playwright (e.g. `npm test -- tests/e2e/shell.spec.ts`).
 */
import { execSync, spawn } from "node:child_process";
import { ensureBuild } from "./lib/build.mjs";
import { findChromium, HEADLESS_SHELL } from "./lib/chromium.mjs";
import { ensureDeps } from "./lib/ensure-deps.mjs";

const run = (label, cmd) => {
  console.log(`\n[test] ${label}: ${cmd}`);
  execSync(cmd, { stdio: "inherit", env: { ...process.env, VITE_CJS_IGNORE_WARNING: "true" } });
};

ensureDeps();
// The browser tests run in Debian's headless shell (scripts/lib/chromium.mjs says why). As root it is installed
// if missing; otherwise they run in whichever Chromium is found, or CHROMIUM_PATH.
const browserFor = () => findChromium({ required: false, headlessShell: true });
if (browserFor() !== HEADLESS_SHELL.path && !process.env.CHROMIUM_PATH && process.getuid?.() === 0) {
  run("installing Debian's Chromium headless shell", `apt-get update -qq && apt-get install -y -qq ${HEADLESS_SHELL.pkg}`);
}
if (!browserFor()) throw new Error(`No Chromium found: install Debian's ${HEADLESS_SHELL.pkg} (sudo apt-get install -y ${HEADLESS_SHELL.pkg}) or set CHROMIUM_PATH.`);
const extra = process.argv.slice(2).join(" ");
/**
 * The type check runs beside the unit tests and the build: it is one process on one core, and
 * neither of them needs its answer. Its output is printed when it ends; a type error still fails
 * the run before the browser tests, which want both cores to themselves.
 */
function typeCheck() {
  const cmd = "npx tsc --noEmit";
  console.log(`\n[test] type check (beside the unit tests and the build): ${cmd}`);
  const child = spawn(cmd, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code: code ?? 1, output })));
}

const typed = typeCheck();
try {
  run("unit tests", "npx vitest run");
  ensureBuild({ force: true });
  const { code, output } = await typed;
  if (output.trim()) console.log(output.trimEnd());
  if (code !== 0) throw Object.assign(new Error("type check failed"), { status: code });
  console.log("[test] type check passed");
  run("browser tests", `npx playwright test ${extra}`);
} catch (error) {
  process.exitCode = typeof error?.status === "number" ? error.status : 1;
  // A failed unit run must not leave the type check running behind it.
  await typed;
}
