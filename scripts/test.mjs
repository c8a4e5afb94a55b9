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

/**
 * With TEST_REPLICAS=beside (CI sets it: .ci/run) the replica test (npm run test:replicas, on the build
 * just made) runs beside the browser tests rather than after them. It needs under one core for about
 * 45 s, and run after them it left the machine half idle while it ran. It runs in a session of its own
 * whose autogroup is ranked above every other (nice -10: Linux's autogroup scheduling shares the CPU
 * between sessions first, sched(7)), so its restarts and its load are timed as on a machine of their
 * own, and the browser tests, which only wait the longer, take what it leaves. Its output is printed
 * when it ends; a failure fails the run.
 */
function replicasBeside() {
  if (process.env.TEST_REPLICAS !== "beside") return undefined;
  console.log("\n[test] replica test (beside the browser tests, ranked above them): npm run test:replicas");
  const child = spawn("setsid", ["-w", "bash", "-c", 'echo -10 >/proc/self/autogroup 2>/dev/null || true; exec "$@"', "bash", "npm", "run", "--silent", "test:replicas"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code: code ?? 1, output })));
}

const typed = typeCheck();
let replicas;
try {
  run("unit tests", "npx vitest run");
  ensureBuild({ force: true });
  const { code, output } = await typed;
  if (output.trim()) console.log(output.trimEnd());
  if (code !== 0) throw Object.assign(new Error("type check failed"), { status: code });
  console.log("[test] type check passed");
  replicas = replicasBeside();
  run("browser tests", `npx playwright test ${extra}`);
} catch (error) {
  process.exitCode = typeof error?.status === "number" ? error.status : 1;
  // A failed unit run must not leave the type check running behind it.
  await typed;
}
if (replicas) {
  const { code, output } = await replicas;
  console.log(`\n[test] replica test (ran beside the browser tests):\n${output.trimEnd()}`);
  if (code !== 0) {
    console.log(`[test] replica test failed (${code})`);
    process.exitCode ||= code;
  }
}
