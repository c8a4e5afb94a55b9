#!/usr/bin/env node
/**
 * `npm test`: install what is missing (dependencies, and Debian's Chromium headless
 * shell if it is missing and we may install it), then build the production site, type-check,
 * run the unit tests and the replica test (scripts/test-replicas.mjs: two replicas
 * behind nginx, under load through restarts), and run the browser tests against the build.
 * Extra arguments go to Playwright (e.g. `npm test -- tests/e2e/shell.spec.ts`).
 */
import { execSync, spawn } from "node:child_process";
import { ensureBuild } from "./lib/build.mjs";
import { findChromium, HEADLESS_SHELL } from "./lib/chromium.mjs";
import { ensureDeps } from "./lib/ensure-deps.mjs";
import { findNginx } from "./lib/nginx-site.mjs";

const env = { ...process.env, VITE_CJS_IGNORE_WARNING: "true" };
const run = (label, cmd) => {
  console.log(`\n[test] ${label}: ${cmd}`);
  execSync(cmd, { stdio: "inherit", env });
};

ensureDeps();
// The browser tests run in Debian's headless shell (scripts/lib/chromium.mjs says why). As root it is installed
// if missing; otherwise they run in whichever Chromium is found, or CHROMIUM_PATH.
const browserFor = () => findChromium({ required: false, headlessShell: true });
if (browserFor() !== HEADLESS_SHELL.path && !process.env.CHROMIUM_PATH && process.getuid?.() === 0) {
  run("installing Debian's Chromium headless shell", `apt-get update -qq && apt-get install -y -qq ${HEADLESS_SHELL.pkg}`);
}
if (!browserFor()) throw new Error(`No Chromium found: install Debian's ${HEADLESS_SHELL.pkg} (sudo apt-get install -y ${HEADLESS_SHELL.pkg}) or set CHROMIUM_PATH.`);
// The replica test runs Debian's nginx. CI installs it first (.ci/run); elsewhere a machine without it is told so.
if (!findNginx() && process.env.CI) throw new Error("nginx is not installed: the replica test needs it (apt-get install -y nginx).");
const extra = process.argv.slice(2).join(" ");

/**
 * A command run beside the others: its output as it comes in the foreground (the unit tests), else
 * kept and printed when it ends, so the foreground's output is not cut into.
 */
function check(label, cmd, { foreground = false } = {}) {
  console.log(`\n[test] ${label}${foreground ? "" : " (beside the others)"}: ${cmd}`);
  const child = spawn(cmd, { shell: true, stdio: foreground ? "inherit" : ["ignore", "pipe", "pipe"], env });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("close", (code) => resolve({ label, code: code ?? 1, output })));
}

/**
 * Before the browser tests, which want both cores to themselves: the build alone, then three checks
 * side by side. The replica test lasts about 40 s whatever the machine does (its phases are timed:
 * restarts under a steady load), using about one core; the type check and the unit tests fill the
 * rest, at a lower priority (nice 10), so they take what the replica test leaves. Measured on
 * 30 November 2026 (2 cores, from `npm test` to the browser tests): the type check beside the build
 * and nothing niced, 72.5 s; this order, 63.0 s. Unniced, the type check and the unit tests starved
 * the replicas: a request took 10 s, and requests caught by a kill -9 after bouncing off a restarting
 * replica failed (1 to 19 requests in 5 of 7 runs). Any of them failing stops the run before the browser tests.
 */
const checks = [];
try {
  ensureBuild({ force: true });
  if (findNginx()) checks.push(check("replica test", "node scripts/test-replicas.mjs"));
  else console.log("\n[test] replica test skipped: nginx is not installed (apt-get install -y nginx)");
} catch (error) {
  checks.push(Promise.resolve({ label: "build", code: typeof error?.status === "number" ? error.status : 1, output: "" }));
}
checks.push(check("type check", "nice -n 10 npx tsc --noEmit"), check("unit tests", "nice -n 10 npx vitest run", { foreground: true }));
let failed = 0;
for (const { label, code, output } of await Promise.all(checks)) {
  if (output.trim()) console.log(`\n[test] ${label}:\n${output.trimEnd()}`);
  console.log(`[test] ${label} ${code === 0 ? "passed" : `failed (${code})`}`);
  if (code !== 0) failed ||= code;
}
if (failed) process.exitCode = failed;
else {
  try {
    run("browser tests", `npx playwright test ${extra}`);
  } catch (error) {
    process.exitCode = typeof error?.status === "number" ? error.status : 1;
  }
}
