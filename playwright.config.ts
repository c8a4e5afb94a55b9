/**
 * Browser tests run against the production build served by the site's own
 * server (server/index.mjs, as in production) on a free loopback port, in
 * Debian's Chromium (its headless shell, as Playwright's own runs use: see
 * scripts/lib/chromium.mjs; Playwright cannot download its own browser here). The
 * port is chosen once in the main process and passed to workers through the
 * environment.
 */
import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { findChromium } from "./scripts/lib/chromium.mjs";

process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const port = Number(process.env.E2E_PORT);
const buildRoot = process.env.BUILD_DIR || ".";
export const BASE_URL = `http://127.0.0.1:${port}`;

// The questionnaire widget tests: a tiny static server for fake widget scripts
// (tests/e2e/widget-fixtures) and a second site server configured to load them.
// Both ports are found together, so they cannot collide with each other.
if (!process.env.E2E_WIDGET_PORT || !process.env.E2E_WIDGET_ASSETS_PORT) {
  const [site, assets] = execFileSync(process.execPath, [
    "-e",
    "const n=require('net');const a=n.createServer(),b=n.createServer();a.listen(0,'127.0.0.1',()=>b.listen(0,'127.0.0.1',()=>{process.stdout.write(a.address().port+' '+b.address().port);a.close();b.close()}))",
  ]).toString().split(" ");
  process.env.E2E_WIDGET_PORT = site;
  process.env.E2E_WIDGET_ASSETS_PORT = assets;
}
const widgetPort = Number(process.env.E2E_WIDGET_PORT);
const widgetAssets = `http://127.0.0.1:${process.env.E2E_WIDGET_ASSETS_PORT}`;

const chrome = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Four workers on two cores: the tests mostly wait (page loads, hydration, transitions of 0.2 to
  // 0.7 s), and with two workers a full CI run used well under half of the machine's CPU time.
  // Locally two, so a developer's run leaves room for other work.
  workers: process.env.CI ? 4 : 2,
  retries: process.env.CI ? 1 : 0,
  // A test that fails and then passes on its retry (a fresh context) fails the run in CI: what made it
  // fail is either a real fault that comes and goes or state an earlier test left in the kept tab, and
  // neither may pass unseen. The retry still runs, with its trace, to show which it was.
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // CI runs four workers on two cores with the container build beside them: a test that takes 10 s alone has
  // been seen to take 30 s there, so CI gives each test and each expectation twice the local time. A test that
  // hangs still fails; no test measures speed (npm run bench does).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 14_000 : 7_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace (screenshots and DOM snapshots of every step) doubled each test's time on a
    // busy two-core machine. In CI a failed test runs again with the trace on; locally a failure keeps one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: findChromium({ headlessShell: true }),
      // V8 runs the pages' scripts (the site's and axe's) in its interpreter and baseline compiler only:
      // a test's page lives a second or two, and compiling hot code with the optimising tiers (Maglev,
      // TurboFan) cost more CPU than it saved. The tiers give the same results, so no test sees a
      // difference. Measured on 29 November 2026, the whole suite, CI=true, 4 workers, /proc/stat around
      // the run: 764 core-seconds and 390 s without, 673 and 345 s with. --no-opt alone was within the
      // noise (Maglev then optimises instead); the bench keeps V8's defaults, as a visitor's browser has.
      args: [
        "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
        "--js-flags=--no-opt --no-maglev",
      ],
    },
  },
  // The checks over every page (pages.spec.ts: both accessibility engines at two widths; html-validity.spec.ts:
  // the validator, titles and links) are a project of their own, which waits on nothing. With every file in one
  // project the suite used 895 CPU-seconds against 729 with two, in runs one after the other (docs/testing.md).
  projects: [
    { name: "pages", testMatch: ["pages.spec.ts", "html-validity.spec.ts"], use: chrome },
    { name: "chromium", testIgnore: ["pages.spec.ts", "html-validity.spec.ts"], use: chrome },
  ],
  webServer: [{
    command: `node server/index.mjs ${buildRoot}/build/server/index.js`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SITE_URL: "https://www.example.ie",
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
    stdout: "ignore",
    stderr: "pipe",
  },
  {
    command: "node tests/e2e/widget-fixtures/server.mjs",
    url: `${widgetAssets}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { PORT: String(process.env.E2E_WIDGET_ASSETS_PORT) },
    stdout: "ignore",
    stderr: "pipe",
  },
  {
    command: `node server/index.mjs ${buildRoot}/build/server/index.js`,
    url: `http://127.0.0.1:${widgetPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(widgetPort),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SITE_URL: "https://www.example.ie",
      WIDGET_SCRIPT_URL: `${widgetAssets}/widget-ok.js`,
      WIDGET_STYLESHEET_URLS: `${widgetAssets}/widget.css`,
      WIDGET_ID: "test-widget",
    },
    stdout: "ignore",
    stderr: "pipe",
  }],
});
