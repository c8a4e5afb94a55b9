/**
 * Browser tests run against the production build served by remix-serve on a
 * free loopback port, in Debian's Chromium (Playwright cannot download its
 * own browser here). The port is chosen once in the main process and passed
 * to workers through the environment.
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

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node node_modules/@remix-run/serve/dist/cli.js ${buildRoot}/build/index.js`,
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
});
