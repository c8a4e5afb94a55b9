#!/usr/bin/env node
/**
 * `npm run bench`: how fast the site is for a person on a phone and for the
 * server under load, beside the physical limit (nginx serving the same HTML
 * as a static file). It reports; it never fails on a threshold.
 *
 *   npm run bench                      every route (about 25 minutes)
 *   npm run bench -- --routes=/,/renting --no-lighthouse --duration=5
 *
 * Per route: Lighthouse mobile scores + LCP/TBT/CLS, JavaScript and CSS bytes
 * (gzip) the page loads, and autocannon (50 connections) against remix-serve
 * and against nginx. Then a soak: 100 connections over a mix of routes, with
 * errors, unexpected statuses and the server's memory at start and end.
 * Results also go to bench/results.json so two runs can be compared.
 */
import { execFileSync, execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ensureBuild } from "./lib/build.mjs";
import { findChromium } from "./lib/chromium.mjs";
import { ensureDeps } from "./lib/ensure-deps.mjs";

const args = Object.fromEntries(process.argv.slice(2).map((a) => { const [k, v] = a.replace(/^--/, "").split("="); return [k, v ?? true]; }));
const DURATION = Number(args.duration ?? 10);
const SOAK_SECONDS = Number(args.soak ?? 60);
const CONNECTIONS = 50;
const SOAK_CONNECTIONS = 100;
const SHARED_CALCULATOR = "/buying/costs-calculator?price=425000&newBuild=1&mortgage=382500";

ensureDeps();
if (!existsSync("bench/node_modules/lighthouse")) {
  console.log("[bench] installing the bench tools (bench/package.json)…");
  execSync("npm ci --no-audit --no-fund --ignore-scripts", { cwd: "bench", stdio: "inherit" });
}
const { default: autocannon } = await import("../bench/node_modules/autocannon/autocannon.js");
const BUILD_ROOT = process.env.BUILD_DIR || ".";
if (!args["no-build"]) ensureBuild({ buildRoot: BUILD_ROOT, force: true });

const freePort = () => new Promise((resolve) => { const s = createServer(); s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => resolve(port)); }); });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await sleep(200);
  }
  throw new Error(`no answer from ${url}`);
}

// ---- the site, served as in production
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", join(BUILD_ROOT, "build/index.js")], {
  env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), SITE_URL: base },
  stdio: ["ignore", "ignore", "inherit"],
});
const rssMB = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
await waitFor(`${base}/healthz`);

// ---- the routes: every page of the registry, plus a shared calculator URL
const { PAGES } = await import("../.bench-pages.mjs").catch(async () => {
  // The registry is TypeScript: compile it once with esbuild (a dependency of the build tool).
  execFileSync("npx", ["esbuild", "app/content/pages.ts", "--format=esm", "--outfile=.bench-pages.mjs", "--log-level=error"]);
  return import("../.bench-pages.mjs");
});
rmSync(".bench-pages.mjs", { force: true });
let routes = [...PAGES.map((p) => p.path), SHARED_CALCULATOR];
if (typeof args.routes === "string") routes = args.routes.split(",");

// ---- nginx serving each page's HTML as a static file, in the same run
const nginxDir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
mkdirSync(join(nginxDir, "html"), { recursive: true });
const staticName = (route) => `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`;
for (const route of routes) writeFileSync(join(nginxDir, "html", staticName(route)), await (await fetch(base + route)).text());
const nginxPort = await freePort();
writeFileSync(join(nginxDir, "nginx.conf"), `
worker_processes 1; daemon off; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${nginxDir}/tmp; proxy_temp_path ${nginxDir}/tmp; fastcgi_temp_path ${nginxDir}/tmp; uwsgi_temp_path ${nginxDir}/tmp; scgi_temp_path ${nginxDir}/tmp;
  server { listen 127.0.0.1:${nginxPort}; root ${nginxDir}/html; default_type text/html; location / { try_files $uri =404; } }
}`);
mkdirSync(join(nginxDir, "tmp"));
let nginx;
const nginxBin = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
if (nginxBin) {
  nginx = spawn(nginxBin, ["-c", join(nginxDir, "nginx.conf"), "-p", nginxDir], { stdio: "ignore" });
  await waitFor(`http://127.0.0.1:${nginxPort}/${staticName(routes[0])}`).catch(() => { nginx = undefined; });
} else {
  console.log("[bench] nginx not found (apt-get install -y nginx): the static baseline is skipped");
}

function cannon(url, connections = CONNECTIONS, duration = DURATION, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip, br" }, ...extra }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

// ---- page weight: the scripts and stylesheets a page's HTML asks for
async function weight(route) {
  const html = await (await fetch(base + route)).text();
  const scripts = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
  const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]));
  let js = 0, css = 0;
  for (const s of scripts) js += gzipSync(Buffer.from(await (await fetch(base + s)).arrayBuffer()), { level: 9 }).length;
  for (const s of styles) css += gzipSync(Buffer.from(await (await fetch(base + s)).arrayBuffer()), { level: 9 }).length;
  return { jsGzipKB: +(js / 1024).toFixed(1), cssGzipKB: +(css / 1024).toFixed(1), htmlGzipKB: +(gzipSync(html).length / 1024).toFixed(1) };
}

function lighthouse(route) {
  const out = join(nginxDir, "lh.json");
  try {
    execFileSync(process.execPath, ["bench/node_modules/lighthouse/cli/index.js", base + route, "--quiet", "--output=json", `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync"],
      { env: { ...process.env, CHROME_PATH: findChromium() }, stdio: "ignore", timeout: 120_000 });
    const r = JSON.parse(readFileSync(out, "utf8"));
    const score = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
    return {
      performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"),
      lcpMs: Math.round(r.audits["largest-contentful-paint"].numericValue), tbtMs: Math.round(r.audits["total-blocking-time"].numericValue),
      cls: +r.audits["cumulative-layout-shift"].numericValue.toFixed(3),
      failed: Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id),
    };
  } catch (error) {
    return { error: String(error.message ?? error).slice(0, 200) };
  }
}

const rows = [];
for (const route of routes) {
  process.stdout.write(`[bench] ${route} … `);
  const row = { route, ...(await weight(route)) };
  if (!args["no-lighthouse"]) Object.assign(row, lighthouse(route));
  if (!args["no-load"]) {
    const app = await cannon(base + route);
    row.rps = Math.round(app.requests.average);
    row.p50ms = app.latency.p50;
    row.p99ms = app.latency.p99;
    row.non2xx = app.non2xx;
    if (nginx) {
      const ng = await cannon(`http://127.0.0.1:${nginxPort}/${staticName(route)}`);
      row.nginxRps = Math.round(ng.requests.average);
      row.nginxP99ms = ng.latency.p99;
      row.rpsPctOfNginx = +((100 * row.rps) / row.nginxRps).toFixed(1);
      row.p99xNginx = +(row.p99ms / Math.max(row.nginxP99ms, 1)).toFixed(1);
    }
  }
  rows.push(row);
  console.log("done");
}

// ---- soak: a mix of routes at 100 connections
let soak;
if (!args["no-soak"]) {
  const mix = ["/renting/tenant-rights", "/buying/mortgage-process", "/schemes/help-to-buy", SHARED_CALCULATOR, "/search?q=deposit", "/no-such-page", "/", "/resources/faq?q=tenure"];
  const before = rssMB();
  console.log(`[bench] soak: ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections over ${mix.length} routes`);
  const r = await cannon(base, SOAK_CONNECTIONS, SOAK_SECONDS, { requests: mix.map((path) => ({ method: "GET", path })) });
  await sleep(2000);
  soak = {
    seconds: SOAK_SECONDS, connections: SOAK_CONNECTIONS, requests: r.requests.total, rps: Math.round(r.requests.average),
    errors: r.errors, timeouts: r.timeouts, unexpectedStatus: r.non2xx - (r.statusCodeStats?.["404"]?.count ?? 0) - (r.statusCodeStats?.["304"]?.count ?? 0),
    p99ms: r.latency.p99, rssStartMB: +before.toFixed(1), rssEndMB: +rssMB().toFixed(1),
  };
}

server.kill("SIGTERM");
nginx?.kill("SIGTERM");
rmSync(nginxDir, { recursive: true, force: true });

// ---- report
const cols = [
  ["route", 34], ["performance", 5, "perf"], ["accessibility", 5, "a11y"], ["bestPractices", 5, "bp"], ["seo", 4], ["lcpMs", 6, "LCP"], ["tbtMs", 5, "TBT"], ["cls", 5, "CLS"],
  ["jsGzipKB", 7, "JS KB"], ["cssGzipKB", 7, "CSS KB"], ["rps", 7, "req/s"], ["p50ms", 5, "p50"], ["p99ms", 5, "p99"], ["nginxRps", 8, "nginx/s"], ["rpsPctOfNginx", 7, "% ngx"], ["p99xNginx", 7, "p99 x"],
];
const line = (cells) => cells.map((c, i) => String(c ?? "–").padEnd(cols[i][1])).join(" ");
console.log(`\n${line(cols.map(([k, , label]) => label ?? k))}`);
for (const row of rows) console.log(line(cols.map(([k]) => row[k])));
for (const row of rows) if (row.failed?.length) console.log(`  ${row.route}: Lighthouse audits below 1: ${row.failed.join(", ")}`);
if (soak) console.log(`\nsoak: ${JSON.stringify(soak)}`);
mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", JSON.stringify({ date: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, rows, soak }, null, 2));
console.log("\n[bench] results written to bench/results.json");
