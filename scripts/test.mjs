#!/usr/bin/env node
/**
 * `npm test`: install what is missing (dependencies, and Debian's Chromium headless
 * shell if it is missing and we may install it), then type-check, build the production
 * site, run the unit tests and the replica test (scripts/test-replicas.mjs: two replicas
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
 * Before the browser tests, which want both cores to themselves, three checks share the machine:
 * the type check (one process on one core, from the start, beside the build), then the unit tests
 * and the replica test. The replica test lasts about 40 s whatever the machine does (its phases
 * are timed: restarts under a steady load), using about one core, so the unit tests and the rest of
 * the type check fill the other. After the browser tests it would leave a core idle for those 40 s.
 * Any of them failing stops the run before the browser tests. (Tried on 30 November 2026: the build
 * alone, then the type check and unit tests at nice 10 beside the replica test. Alone it reached the
 * browser tests in 58-63 s against 72.5, but in fresh-clone CI runs at 119 and 122 s against 106 and
 * 109: at the lower priority the unit tests took 47 s and became the longest of the three.)
 */
const checks = [check("type check", "npx tsc --noEmit")];
try {
  ensureBuild({ force: true });
  if (findNginx()) checks.push(check("replica test", "node scripts/test-replicas.mjs"));
  else console.log("\n[test] replica test skipped: nginx is not installed (apt-get install -y nginx)");
  checks.push(check("unit tests", "npx vitest run", { foreground: true }));
} catch (error) {
  checks.push(Promise.resolve({ label: "build", code: typeof error?.status === "number" ? error.status : 1, output: "" }));
}
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
