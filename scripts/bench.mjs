#!/usr/bin/env node
/**
 * `npm run bench`: how fast the site is for a person on a phone and for the
 * server under load, beside the physical limits: the same HTML with no
 * script at all (the floor, for the phone) and nginx serving the same HTML
 * as a static file (for the server). It reports; it never fails on a threshold.
 *
 *   npm run bench                      every route (about 90 minutes on 2 cores, 3 Lighthouse runs of each page)
 *   npm run bench -- --routes=/,/privacy --no-load --no-soak
 *   npm run bench -- --only=typing,yardstick --no-build --against=.builds/main    (issue 44's two sections, this build against another)
 *
 * Sections, in the order they run: lighthouse, trace (the 4× traces), load
 * (autocannon against the site's server and nginx), nav, typing, yardstick, soak.
 * --only=a,b runs those alone; --no-a skips one.
 * Options: --routes=/a,/b  --duration=S (autocannon per target, default 10)
 * --soak=S (default 60)  --runs=N (Lighthouse runs per page, default 3; the
 * median of each figure is reported)  --throttling=simulate|devtools
 * (Lighthouse's model, the default, or really slowed network and CPU)
 * --bare=/route (the page beside which the bare-Remix reference also goes in
 * the Lighthouse and trace tables, default /privacy)  --trace-runs=N (4× CPU
 * traces per page, default 3)  --no-floor  --no-bare  --no-build (serve the
 * existing build; BUILD_DIR picks which, as for tests).
 * --typing-runs=N (visits per field and pace, default 3)  --typing-fields=a,b
 * (fields or groups of scripts/lib/typing.mjs: calculator, planner, a tool)
 * --pace=steady,uneven.  --typing-floor (each field also typed into on its
 * page with every script left out: the browser's own floor under the site's
 * figures).  --yardstick-routes=/a,/b  --pairs=N (paired loads
 * per route, default 20).  --against=DIR: another build (DIR/build, e.g.
 * a saved build of main) served beside this one; the typing and yardstick
 * sections visit the two in turn and report both.
 * --no-cache (skip nginx with deploy/nginx.conf in front of the site)
 * --cache-only (only the load section's nginx figures, static and through the
 * cache: `npm run bench -- --cache-only --routes=/,/privacy`, about 25 s a route).
 * `--no-lighthouse --no-load --no-soak` gives the 4× traces alone, site,
 * floor and bare Remix, in about 40 s a route at --trace-runs=5.
 *
 * The phone, three ways, in the same run and alternating (site, floor, site,
 * floor…, so a machine that gets busier slows all of them alike):
 *   site   the route as served;
 *   floor  the route's server HTML with every script removed, served as a
 *          file with the site's images and favicon (scripts/lib/static-server.mjs):
 *          what the page costs a phone with no JavaScript at all;
 *   bare   a minimal Remix app (bench/bare-remix) that hydrates the route's
 *          whole page (header, main and footer, captured from the site's
 *          server) as plain React elements with the same inline CSS: what
 *          React and Remix alone cost to hydrate the same DOM.
 * For each: Lighthouse mobile Performance, TBT and total main-thread work
 * (its mainthread-work-breakdown), the site against the floor (points
 * below it, ms of TBT above it, main-thread ratio), and the longest single
 * main-thread task and the main thread's CPU time with Chromium's CPU
 * really slowed 4× (scripts/lib/trace.mjs, the median of --trace-runs loads),
 * site against floor: a steadier ratio than Lighthouse's main-thread work,
 * which times one unthrottled load on a busy machine and multiplies it.
 *
 * Navigation: the bytes a client-side navigation from one guide to another
 * fetches once the first is live (scripts/lib/navigation.mjs), for
 * NAVIGATIONS below: what a reader moving through the guide downloads.
 *
 * Typing (scripts/lib/typing.mjs): a tap on each field of the tools, the
 * planner (its income and its second home) and the calculator (its price
 * and other money fields) once the page has loaded, then typing at a steady
 * and at an uneven pace with a pause mid-number, CPU slowed 4×: the longest
 * event the page's Event Timing API saw (what INP reports), median of
 * --typing-runs visits, beside the main thread's CPU time per key at 4×,
 * which a busy machine inflates far less.
 *
 * Yardstick (issue 44): for each of YARDSTICK_ROUTES, --pairs paired loads
 * of the site and the bare reference of the same page, in turn, CPU slowed
 * 4×: the main thread's CPU time of each, and the median of the per-pair
 * ratio site ÷ bare with its spread.
 *
 * Per route also: Lighthouse's other scores + LCP/CLS; the JavaScript (gzip)
 * the page's own script and modulepreload tags load, and its CSS; then
 * autocannon (50 connections) against the server and against nginx serving
 * the same HTML, both asked for gzip (the app sends its own compressed body,
 * nginx the same HTML gzipped ahead of time), and against nginx running
 * deploy/nginx.conf in front of the site with its cache warm (a route with a
 * query is never cached there, so it has no figure). Besides requests/s and latency
 * it reads each server's CPU time from /proc, so "CPU ms per request" stays
 * meaningful on a machine busy with other work. Then a soak: 100 connections
 * over a mix of routes, with errors, unexpected statuses and the server's
 * memory at start and end. Results also go to bench/results.json.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { ensureBuild } from "./lib/build.mjs";
import { findChromium } from "./lib/chromium.mjs";
import { ensureDeps } from "./lib/ensure-deps.mjs";
import { loadAppModules } from "./lib/load-app.mjs";
import { findNginx, startSiteNginx } from "./lib/nginx-site.mjs";
import { stripScripts } from "./lib/static-server.mjs";
import { navigationBytes } from "./lib/navigation.mjs";
import { freePort } from "./lib/ports.mjs";
import { pairedLoads, pairedRatio, recordLoad, summarise } from "./lib/trace.mjs";
import { typingLatency, typingTable } from "./lib/typing.mjs";

/** The bench's sections, in the order they run: --only=a,b runs those alone; --no-a skips one. */
const SECTIONS = ["lighthouse", "trace", "load", "nav", "typing", "yardstick", "soak"];
const KNOWN = new Set([
  "routes", "duration", "soak", "runs", "throttling", "bare", "trace-runs", "typing-runs", "typing-fields", "typing-floor", "pace", "yardstick-routes", "pairs", "only", "against",
  "no-floor", "no-bare", "no-build", "no-cache", "cache-only", ...SECTIONS.map((s) => `no-${s}`),
]);
const args = Object.fromEntries(process.argv.slice(2).map((a) => {
  const [k, ...v] = a.replace(/^--/, "").split("=");
  if (!KNOWN.has(k)) {
    console.error(`[bench] unknown option --${k} (known: ${[...KNOWN].map((o) => `--${o}`).join(" ")})`);
    process.exit(2);
  }
  return [k, v.length ? v.join("=") : true];
}));
// Only nginx's figures, static and through the cache: every other section is off.
if (args["cache-only"]) {
  if (args["no-load"] || args["no-cache"]) {
    console.error("[bench] --cache-only measures the load section's nginx figures: not with --no-load or --no-cache");
    process.exit(2);
  }
  for (const section of [...SECTIONS.filter((x) => x !== "load"), "floor", "bare"]) args[`no-${section}`] = true;
}
const positive = (value, fallback, name) => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`[bench] --${name} must be a positive number of seconds`);
    process.exit(2);
  }
  return n;
};
const DURATION = positive(args.duration, 10, "duration");
const SOAK_SECONDS = positive(args.soak, 60, "soak");
const LIGHTHOUSE_RUNS = Math.round(positive(args.runs, 3, "runs"));
const TRACE_RUNS = Math.round(positive(args["trace-runs"], 3, "trace-runs"));
const TYPING_RUNS = Math.round(positive(args["typing-runs"], 3, "typing-runs"));
const BARE_ROUTE = typeof args.bare === "string" ? args.bare : "/privacy";
const ONLY = typeof args.only === "string" ? args.only.split(",").map((s) => s.trim()) : null;
if (ONLY?.some((s) => !SECTIONS.includes(s))) {
  console.error(`[bench] --only takes sections: ${SECTIONS.join(", ")}`);
  process.exit(2);
}
/** Whether a section runs: with --only, the sections named; otherwise every one not turned off with --no-SECTION. */
const runs = (section) => (ONLY ? ONLY.includes(section) : !args[`no-${section}`]);
const PAIRS = Math.round(positive(args.pairs, 20, "pairs"));
const TYPING_FIELDS = typeof args["typing-fields"] === "string" ? args["typing-fields"].split(",") : undefined;
const TYPING_PACES = typeof args.pace === "string" ? args.pace.split(",") : undefined;
// "simulate" (Lighthouse's default: a trace taken at full speed, then timed by its model) or "devtools"
// (the network and CPU really slowed down while the page loads, so the timings are observed).
const THROTTLING = args.throttling ?? "simulate";
if (!["simulate", "devtools"].includes(THROTTLING)) {
  console.error("[bench] --throttling must be simulate or devtools");
  process.exit(2);
}
const CONNECTIONS = 50;
const SOAK_CONNECTIONS = 100;
const SHARED_CALCULATOR = "/buying/costs-calculator?price=425000&newBuild=1&mortgage=382500";
/** Client-side navigations whose bytes the bench reports: guide to guide, and guide to a scheme page. */
const NAVIGATIONS = [["/renting/tenant-rights", "/buying/mortgage-process"], ["/buying/mortgage-process", "/renting/guide"], ["/renting/guide", "/schemes/help-to-buy"]];
const BUILD_ROOT = process.env.BUILD_DIR || ".";
const CLK_TCK = 100; // /proc/<pid>/stat counts CPU time in clock ticks (USER_HZ, 100 on Linux).

const chromium = findChromium();
const chromiumVersion = (() => { try { return execFileSync(chromium, ["--version"], { encoding: "utf8" }).trim(); } catch { return "unknown"; } })();
/** The per-route sections (Lighthouse, the 4× traces, autocannon) need the route list, the floor and nginx. */
const PER_ROUTE = runs("lighthouse") || runs("trace") || runs("load");
ensureDeps();
// Lighthouse and autocannon live in bench/node_modules: installed only when a section uses them.
let autocannon;
if (runs("lighthouse") || runs("load") || runs("soak")) {
  if (!existsSync("bench/node_modules/lighthouse/package.json") || !existsSync("bench/node_modules/autocannon/package.json")) {
    console.log("[bench] installing the bench tools (bench/package.json)…");
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: "bench", stdio: "inherit" });
  }
  ({ default: autocannon } = await import("../bench/node_modules/autocannon/autocannon.js"));
}
if (!args["no-build"]) ensureBuild({ buildRoot: BUILD_ROOT, force: true });
else if (!existsSync(join(BUILD_ROOT, "build/server/index.js"))) {
  console.error(`[bench] --no-build, but there is no build in ${BUILD_ROOT}/build`);
  process.exit(2);
}
/**
 * --against=DIR: another build of the site (DIR/build, e.g. a saved build of main), served beside this
 * one; the typing and yardstick sections then alternate between the two, visit by visit, so a machine
 * that gets busier weighs on both alike, and report both. Its server must find the site's packages, so a
 * build outside this folder is copied under .builds/ first.
 */
let AGAINST;
if (typeof args.against === "string") {
  const dir = resolve(args.against);
  if (!existsSync(join(dir, "build/server/index.js"))) {
    console.error(`[bench] --against=${args.against}: no build in ${dir}/build`);
    process.exit(2);
  }
  AGAINST = dir.startsWith(`${resolve(".")}/`) ? dir : resolve(".builds/against");
  if (AGAINST !== dir) {
    rmSync(AGAINST, { recursive: true, force: true });
    mkdirSync(AGAINST, { recursive: true });
    cpSync(join(dir, "build"), join(AGAINST, "build"), { recursive: true });
  }
}

const work = mkdtempSync(join(tmpdir(), "bench-"));
const children = [];
let cleanedUp = false;
function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => { cleanup(); process.exit(130); });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, child, what) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode}) before answering`);
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await sleep(200);
  }
  throw new Error(`${what}: no answer from ${url} in 30 s`);
}

/** CPU seconds used so far by a process and, optionally, its children (nginx's workers). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime + stime
}
function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}
const treeCpu = (pid) => [pid, ...childPids(pid)].reduce((sum, p) => sum + cpuSeconds(p), 0);
const rssMB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

// ---- the site, served as in production (same command as `npm start` and the Dockerfile)
/**
 * Serves one build with the site's server (server/index.mjs) on a free port; its stderr's lines are counted in `log`. The server
 * serves the browser's files from the build's assetsBuildDirectory, a path relative to the folder it runs
 * in: this repository's for a build made here with BUILD_DIR (".builds/x/build/client"), the build's own
 * root for one made elsewhere without it ("build/client"). So it starts in the repository and, if the
 * page's first script is not found there, again in the build's root.
 */
async function serveBuild(buildRoot, log) {
  for (const cwd of [resolve("."), resolve(buildRoot)]) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [resolve("server/index.mjs"), resolve(buildRoot, "build/server/index.js")], {
      cwd,
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), SITE_URL: url },
      // The server logs every request to stdout (its access log): it goes to /dev/null, as it would to a log collector.
      // Its stderr (one line per not-found path, by design) goes to a file; errors in it are counted at the end.
      stdio: ["ignore", "ignore", "pipe"],
    });
    children.push(child);
    child.stderr.setEncoding("utf8").on("data", (chunk) => {
      for (const l of chunk.split("\n").filter(Boolean)) {
        if (/^\[server\] /.test(l)) continue; // its own start line
        if (/^\[404\] /.test(l)) log.notFound++;
        else if (log.other++ < 50) log.sample.push(l);
      }
    });
    let stopping = false;
    child.on("exit", (code, signal) => { if (!cleanedUp && !stopping) console.error(`[bench] the server (${buildRoot}) exited (${code ?? signal}):\n${log.sample.slice(-20).join("\n")}`); });
    await waitFor(`${url}/healthz`, child, "the server");
    const script = /"(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${url}/`)).text())?.[1];
    if (script && (await fetch(url + script)).ok) return { url, child };
    stopping = true;
    child.kill("SIGTERM");
  }
  throw new Error(`the server could not find the browser's files of ${buildRoot}/build`);
}
const serverLog = { notFound: 0, other: 0, sample: [] };
const { url: base, child: server } = await serveBuild(BUILD_ROOT, serverLog);
/** The builds the typing and yardstick sections visit in turn: this one ("site"), and --against's. */
const builds = { site: base };
if (AGAINST) builds.against = (await serveBuild(AGAINST, { notFound: 0, other: 0, sample: [] })).url;

// ---- the routes: every page of the registry, plus a shared calculator URL
async function registryPaths() {
  const [{ PAGES }] = await loadAppModules(["/app/content/pages.ts"]);
  return PAGES.map((p) => p.path);
}
let routes = !PER_ROUTE ? [] : typeof args.routes === "string" ? args.routes.split(",").map((r) => r.trim()).filter(Boolean) : [...(await registryPaths()), SHARED_CALCULATOR];
/**
 * The hydration yardstick's routes (issue 44): the home page, a text page, a guide, the calculator, the
 * planner with a plan and a tool with a result, each the site against bare Remix hydrating the same page.
 */
const YARDSTICK_ROUTES = typeof args["yardstick-routes"] === "string" ? args["yardstick-routes"].split(",").map((r) => r.trim()).filter(Boolean) : [
  "/", "/privacy", "/renting/tenant-rights", SHARED_CALCULATOR,
  "/buying/plan?buyer=first&income=90000&savings=40000&price=350000&type=new&area=dublin-city&homeType=house",
  "/tools/rent-review?start=2024-01-01&set=2025-03-01&rent=1500&cpi=2&kind=standard&zone=no",
];

// ---- nginx serving each page's HTML as a static file, in the same run
const nginxDir = join(work, "nginx");
mkdirSync(join(nginxDir, "html"), { recursive: true });
mkdirSync(join(nginxDir, "tmp"));
// When the bench runs as root, nginx's workers run as nobody: they must be able to read the files.
for (const dir of [work, nginxDir, join(nginxDir, "html")]) chmodSync(dir, 0o755);
const staticName = (route) => `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`;
const pageStatus = new Map();
for (const route of routes) {
  const res = await fetch(base + route, { headers: { "accept-encoding": "identity" } });
  pageStatus.set(route, res.status);
  const html = Buffer.from(await res.arrayBuffer());
  writeFileSync(join(nginxDir, "html", staticName(route)), html);
  writeFileSync(join(nginxDir, "html", `${staticName(route)}.gz`), gzipSync(html, { level: 9 }));
}
const nginxPort = await freePort();
writeFileSync(join(nginxDir, "nginx.conf"), `
worker_processes 1; daemon off; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;
events { worker_connections 4096; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; gzip_static on;
  client_body_temp_path ${nginxDir}/tmp; proxy_temp_path ${nginxDir}/tmp; fastcgi_temp_path ${nginxDir}/tmp; uwsgi_temp_path ${nginxDir}/tmp; scgi_temp_path ${nginxDir}/tmp;
  server { listen 127.0.0.1:${nginxPort}; root ${nginxDir}/html; default_type text/html; location / { try_files $uri =404; } }
}`);
let nginx;
const nginxBin = findNginx();
if (!runs("load") || !routes.length) {
  // no baseline needed
} else if (!nginxBin) {
  console.log("[bench] nginx not found (apt-get install -y nginx): the static baseline is skipped");
} else {
  nginx = spawn(nginxBin, ["-c", join(nginxDir, "nginx.conf"), "-p", nginxDir], { stdio: ["ignore", "ignore", "pipe"] });
  children.push(nginx);
  try {
    await waitFor(`http://127.0.0.1:${nginxPort}/${staticName(routes[0])}`, nginx, "nginx");
  } catch (error) {
    const log = existsSync(join(nginxDir, "error.log")) ? readFileSync(join(nginxDir, "error.log"), "utf8").trim().split("\n").slice(-3).join("\n") : "";
    console.log(`[bench] nginx did not start, the static baseline is skipped: ${error.message}\n${log}`);
    nginx.kill("SIGTERM");
    nginx = undefined;
  }
}

// ---- nginx with deploy/nginx.conf in front of the site, its cache warmed, one worker as the static baseline has
let cacheNginx;
let cachePort;
let cacheLog;
if (nginx && !args["no-cache"]) {
  cachePort = await freePort();
  const upstream = new URL(base).host;
  // Both replicas of the deployed file point at this one server: with the cache warm, it is barely asked.
  const started = startSiteNginx({ nginx: nginxBin, dir: join(work, "nginx-cache"), listen: `127.0.0.1:${cachePort}`, upstreams: [upstream, upstream], workers: 1 });
  cacheNginx = started.child;
  cacheLog = started.stdout;
  children.push(cacheNginx);
  try {
    await waitFor(`http://127.0.0.1:${cachePort}/healthz`, cacheNginx, "nginx with deploy/nginx.conf");
  } catch (error) {
    console.log(`[bench] nginx with deploy/nginx.conf did not start, the cache figures are skipped: ${error.message}\n${readFileSync(started.stderr, "utf8").trim().split("\n").slice(-3).join("\n")}`);
    cacheNginx.kill("SIGTERM");
    cacheNginx = undefined;
  }
}

// ---- the floor: each route's HTML with every script removed, served as a file beside the site's public files
const floorDir = join(work, "floor");
mkdirSync(floorDir);
for (const route of routes) writeFileSync(join(floorDir, staticName(route)), stripScripts(readFileSync(join(nginxDir, "html", staticName(route)), "utf8")));
let floorBase;
// Lighthouse and the 4× traces both compare against it: `--no-lighthouse` alone still traces site and floor.
if (!args["no-floor"] && (runs("lighthouse") || runs("trace")) && routes.length) {
  const floorPort = await freePort();
  // The browser build's folder holds the public files and the fingerprinted images (/assets/).
  const floor = spawn(process.execPath, ["scripts/lib/static-server.mjs", String(floorPort), floorDir, join(BUILD_ROOT, "build/client")], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(floor);
  await waitFor(`http://127.0.0.1:${floorPort}/healthz`, floor, "the floor's static server");
  floorBase = `http://127.0.0.1:${floorPort}`;
}

// ---- the bare-Remix reference: bench/bare-remix, built here around the captured pages and CSS
/** The captured pages' names, from their paths ("/" is home; the query is left out). */
const pageName = (route) => route.split("?")[0].replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").toLowerCase() || "home";
let bareBase;
let bareJsKB;
const bareUrl = (route) => `${bareBase}/?page=${pageName(route)}`;
{
  const wanted = [
    ...(runs("yardstick") ? YARDSTICK_ROUTES : []),
    ...(!args["no-bare"] && (runs("lighthouse") || runs("trace")) && routes.includes(BARE_ROUTE) ? [BARE_ROUTE] : []),
  ];
  if (wanted.length) {
    try {
      bareBase = await startBareRemix([...new Set(wanted)]);
    } catch (error) {
      console.log(`[bench] the bare-Remix reference is skipped: ${error.message}`);
    }
  }
}

/**
 * Builds and serves bench/bare-remix around `captures`: each route's whole body as the site's server
 * sends it (header, main and footer, with the site's scripts and module preloads left out; JSON-LD
 * stays, as the site renders it), and the site's inline stylesheet. The reference hydrates each as plain
 * React elements from its loader data: what React and Remix alone cost to hydrate the same page.
 */
async function startBareRemix(captures) {
  const pageDir = join(work, "bare-page");
  mkdirSync(join(pageDir, "pages"), { recursive: true });
  let css;
  for (const route of captures) {
    const html = await (await fetch(base + route, { headers: { "accept-encoding": "identity" } })).text();
    const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1];
    css ??= /<style id="site-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
    if (!body || css === undefined) throw new Error(`${route} has no <body> or no inline stylesheet to capture`);
    const content = body
      .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
    writeFileSync(join(pageDir, "pages", `${pageName(route)}.html`), content);
  }
  writeFileSync(join(pageDir, "site.css"), css);
  // Built inside the repository (.builds/ is ignored) so its server finds the site's node_modules.
  const out = resolve(".builds/bare-remix");
  rmSync(out, { recursive: true, force: true });
  execFileSync(process.execPath, [resolve("node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], {
    cwd: "bench/bare-remix", stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", BARE_BUILD_DIR: out, VITE_CJS_IGNORE_WARNING: "true" },
  });
  // The captured page's images are the site's fingerprinted ones, beside the reference's own files in assets/.
  const siteAssets = resolve(BUILD_ROOT, "build/client/assets");
  for (const name of existsSync(siteAssets) ? readdirSync(siteAssets).filter((f) => !f.endsWith(".js")) : []) {
    if (!existsSync(join(out, "build/client/assets", name))) symlinkSync(join(siteAssets, name), join(out, "build/client/assets", name));
  }
  const barePort = await freePort();
  const bare = spawn(process.execPath, [resolve("server/index.mjs"), join(out, "build/server/index.js")], {
    // The build names its browser files relative to its Vite root, which the server reads from its working folder.
    cwd: resolve("bench/bare-remix"),
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(barePort), BARE_PAGE_DIR: pageDir },
    // Silent: it has one route, so it logs a 404 with a stack for every robots.txt Lighthouse asks for.
    stdio: "ignore",
  });
  children.push(bare);
  const url = `http://127.0.0.1:${barePort}`;
  await waitFor(`${url}/?page=${pageName(captures[0])}`, bare, "the bare-Remix reference");
  const js = [...new Set([...(await (await fetch(`${url}/?page=${pageName(captures[0])}`)).text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const s of js) bytes += gzipSync(Buffer.from(await (await fetch(`${url}${s}`)).arrayBuffer()), { level: 9 }).length;
  bareJsKB = +(bytes / 1024).toFixed(1);
  // A fair reference hydrates what the server sent without a mismatch: React would otherwise render the page
  // afresh (a recoverable error in the console), and the reference would cost more than hydrating.
  const { chromium: pw } = await import("@playwright/test");
  const browser = await pw.launch({ executablePath: chromium, args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"] });
  try {
    for (const route of captures) {
      const page = await browser.newPage();
      const errors = [];
      page.on("console", (m) => { if (m.type() === "error") errors.push(m.text().slice(0, 160)); });
      page.on("pageerror", (e) => errors.push(e.message.slice(0, 160)));
      await page.goto(`${url}/?page=${pageName(route)}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      if (errors.length) console.log(`[bench] the bare reference of ${route} reported errors while hydrating (not a fair yardstick until fixed): ${errors.join(" | ")}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return url;
}

/** autocannon against one target, with the serving process's CPU time over the run. */
async function cannon({ url, pid, connections = CONNECTIONS, duration = DURATION, requests }) {
  const headers = { "accept-encoding": "gzip" };
  // A short warm-up: connections open and the first render happens outside the measurement.
  await new Promise((ok, fail) => autocannon({ url, connections: 2, amount: 20, headers, requests }, (e) => (e ? fail(e) : ok())));
  const cpuBefore = treeCpu(pid);
  const r = await new Promise((ok, fail) => autocannon({ url, connections, duration, headers, requests, timeout: 30 }, (e, res) => (e ? fail(e) : ok(res))));
  const cpu = treeCpu(pid) - cpuBefore;
  const count = (code) => r.statusCodeStats?.[code]?.count ?? 0;
  // Anything but 2xx, 3xx or 404 (a route may be a missing page on purpose).
  const unexpected = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !/^[23]\d\d$/.test(code) && code !== "404").reduce((sum, [, s]) => sum + s.count, 0);
  const result = {
    requests: r.requests.total,
    rps: Math.round(r.requests.total / r.duration),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    status404: count("404"),
    status304: count("304"),
    unexpected,
    cpuMsPerRequest: r.requests.total ? +((1000 * cpu) / r.requests.total).toFixed(3) : null,
    cpuUtilisation: +(cpu / r.duration).toFixed(2),
  };
  if (result.requests === 0) console.log(`\n[bench] ${url}: no request completed in ${duration} s (errors ${r.errors}, timeouts ${r.timeouts}); the machine may be overloaded`);
  return result;
}

/**
 * The route through nginx with deploy/nginx.conf, its cache warm: requests a
 * second beside nginx serving the same HTML as a file (row.nginxRps), and
 * nginx's CPU time per request both ways. Every answer under load must come
 * from the cache (X-Cache: HIT), or the figure would include the site.
 */
async function throughCache(route, row) {
  const url = `http://127.0.0.1:${cachePort}${route}`;
  const headers = { "accept-encoding": "gzip" };
  let warm;
  for (let i = 0; i < 3 && warm !== "HIT"; i++) warm = (await get(url, headers)).headers.get("x-cache");
  if (warm !== "HIT") return { cacheNote: `not cached (X-Cache: ${warm})` };
  // Its access log (deploy/nginx.conf) is flushed once a second: the warm-up's lines first.
  await sleep(1500);
  const logFrom = statSync(cacheLog).size;
  const r = await cannon({ url, pid: cacheNginx.pid });
  await sleep(1500);
  const lines = readFileSync(cacheLog, "utf8").slice(logFrom).split("\n").filter((l) => l.startsWith("{"));
  const missed = lines.filter((l) => !l.includes('"cache":"HIT"'));
  if (missed.length) console.log(`\n[bench] ${route}: ${missed.length} answer(s) not from the cache under load, e.g. ${missed[0]}`);
  const misses = missed.length;
  return {
    cacheRps: r.rps, cacheP99ms: r.p99ms, cacheCpuMsPerReq: r.cpuMsPerRequest, cacheErrors: r.errors + r.timeouts + r.unexpected,
    cachePctOfStatic: row.nginxRps ? +((100 * r.rps) / row.nginxRps).toFixed(1) : null,
    cacheCpuPctOfStatic: row.nginxCpuMsPerReq && r.cpuMsPerRequest ? +((100 * row.nginxCpuMsPerReq) / r.cpuMsPerRequest).toFixed(1) : null,
    cacheMisses: misses,
  };
}

/**
 * A fetch that asks for a fresh connection: a Lighthouse run can leave a
 * pooled keep-alive socket idle past the server's keep-alive timeout, and
 * reusing it fails with "other side closed".
 */
function get(url, headers = {}) {
  return fetch(url, { headers: { connection: "close", ...headers } });
}

// ---- page weight: the scripts and stylesheets a page's HTML asks for
async function weight(route) {
  const html = await (await get(base + route, { "accept-encoding": "identity" })).text();
  const scripts = new Set([...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const styles = new Set([...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]));
  const gz = async (path) => gzipSync(Buffer.from(await (await get(base + path)).arrayBuffer()), { level: 9 }).length;
  let js = 0, css = 0;
  for (const s of scripts) js += await gz(s);
  for (const s of styles) css += await gz(s);
  // The site's stylesheet is inlined in <style> (it travels inside the HTML): counted here as CSS too.
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += gzipSync(m[1], { level: 9 }).length;
  const kb = (n) => +(n / 1024).toFixed(1);
  return { status: pageStatus.get(route), jsGzipKB: kb(js), jsFiles: scripts.size, cssGzipKB: kb(css), htmlGzipKB: kb(gzipSync(html, { level: 9 }).length) };
}

// ---- Lighthouse, mobile preset (its default), in Debian's Chromium
const median = (values) => {
  const list = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (!list.length) return null;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : +((list[mid - 1] + list[mid]) / 2).toFixed(1);
};

/**
 * Lighthouse on several pages in turn, `LIGHTHOUSE_RUNS` rounds of each
 * (site, floor, site, floor… so load on the machine falls on both).
 * Simulated timings swing from run to run on a small machine (Lighthouse's
 * own advice is the median of several runs): each figure is the median of
 * its runs, with every run's Performance score beside it. `targets`: name ->
 * { url, full } (full: all four categories; otherwise Performance only).
 */
function lighthouseAlternating(targets) {
  const runs = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    for (const [name, t] of Object.entries(targets)) runs[name].push(lighthouseRetrying(t.url, t.full));
  }
  const out = {};
  for (const [name, list] of Object.entries(runs)) {
    const ok = list.filter((r) => !r.lighthouseError).sort((a, b) => a.performance - b.performance);
    if (!ok.length) {
      out[name] = list[0];
      continue;
    }
    // Scores other than Performance do not depend on timing: the median run's.
    const mid = ok[Math.floor((ok.length - 1) / 2)];
    const m = (k) => median(ok.map((r) => r[k]));
    out[name] = {
      ...mid,
      performance: Math.round(m("performance")), lcpMs: m("lcpMs"), tbtMs: m("tbtMs"), fcpMs: m("fcpMs"), cls: m("cls"),
      mainThreadMs: m("mainThreadMs"), scriptingMs: m("scriptingMs"), otherMs: m("otherMs"), styleLayoutMs: m("styleLayoutMs"),
      perfRuns: ok.map((r) => r.performance).join("/"), tbtRuns: ok.map((r) => r.tbtMs).join("/"),
    };
  }
  return out;
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): one more try before reporting the failure. */
function lighthouseRetrying(url, full) {
  const first = lighthouseOnce(url, full);
  return first.lighthouseError ? lighthouseOnce(url, full) : first;
}

function lighthouseOnce(url, full = true) {
  const out = join(work, "lh.json");
  rmSync(out, { force: true });
  const run = spawnSync(process.execPath, [
    "bench/node_modules/lighthouse/cli/index.js", url, "--quiet", "--output=json", `--output-path=${out}`,
    `--only-categories=${full ? "performance,accessibility,best-practices,seo" : "performance"}`, "--max-wait-for-load=60000", `--throttling-method=${THROTTLING}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run",
  ], { env: { ...process.env, CHROME_PATH: chromium }, encoding: "utf8", timeout: 240_000 });
  if (!existsSync(out)) {
    const why = run.error ? run.error.message : `exit ${run.status}${run.signal ? ` (${run.signal})` : ""}`;
    return { lighthouseError: `${why}: ${(run.stderr || "").trim().split("\n").slice(-3).join(" | ").slice(0, 400)}` };
  }
  const r = JSON.parse(readFileSync(out, "utf8"));
  if (r.runtimeError) return { lighthouseError: `${r.runtimeError.code}: ${r.runtimeError.message}`.slice(0, 400) };
  const score = (k) => (r.categories[k]?.score == null ? null : Math.round(r.categories[k].score * 100));
  const num = (id) => r.audits[id]?.numericValue;
  const scripts = r.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
  // Main-thread work by kind, as Lighthouse reports it (with simulated throttling: the trace's times × its CPU slowdown).
  const breakdown = Object.fromEntries((r.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [i.group, i.duration]));
  return {
    performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"),
    lcpMs: Math.round(num("largest-contentful-paint")), tbtMs: Math.round(num("total-blocking-time")), cls: +num("cumulative-layout-shift").toFixed(3),
    fcpMs: Math.round(num("first-contentful-paint")),
    mainThreadMs: Math.round(num("mainthread-work-breakdown") ?? 0),
    scriptingMs: Math.round((breakdown.scriptEvaluation ?? 0) + (breakdown.scriptParseCompile ?? 0)), otherMs: Math.round(breakdown.other ?? 0), styleLayoutMs: Math.round(breakdown.styleLayout ?? 0),
    // Every script the page fetched during the run (lazy chunks too), as transferred (compressed by the server).
    jsTransferKB: scripts ? +(scripts.transferSize / 1024).toFixed(1) : null,
    benchmarkIndex: r.environment?.benchmarkIndex,
    failed: full ? Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "metricSavings")).map((a) => a.id) : [],
  };
}

// ---- the longest main-thread task, Chromium's CPU really slowed 4× (Playwright, alternating site and floor)
let traceBrowser;
async function longestTasks(targets) {
  if (!traceBrowser) {
    const { chromium: pw } = await import("@playwright/test");
    traceBrowser = await pw.launch({ executablePath: chromium, args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
  }
  const runs = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  for (let i = 0; i < TRACE_RUNS; i++) {
    for (const [name, url] of Object.entries(targets)) {
      try {
        runs[name].push(summarise(await recordLoad(traceBrowser, url, { rate: 4, settleMs: 2000 })));
      } catch (error) {
        console.log(`\n[bench] trace of ${url} failed: ${error.message.split("\n")[0]}`);
      }
    }
  }
  return Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, {
    longestTaskMs: median(list.map((s) => s.longestTaskMs)), traceMainThreadMs: median(list.map((s) => s.mainThreadMs)),
    // The main thread's CPU time over the load (trace "tdur"): the work itself, without the time a busy
    // 2-core machine kept the thread waiting, which Lighthouse's unthrottled observation counts as work.
    cpu4xMs: median(list.map((s) => s.mainThreadCpuMs)),
    longTasks: median(list.map((s) => s.longTasks)), longestRuns: list.map((s) => Math.round(s.longestTaskMs)).join("/"),
  }]));
}

/** The site against its floor: points below it, TBT above it, main-thread ratio, and whether issue 16's goals hold. */
function againstFloor(site, floor) {
  if (!site || !floor || site.lighthouseError || floor.lighthouseError) return {};
  const perfGap = floor.performance - site.performance;
  const tbtOver = Math.round(site.tbtMs - floor.tbtMs);
  const mtRatio = floor.mainThreadMs ? +(site.mainThreadMs / floor.mainThreadMs).toFixed(2) : null;
  return { perfGap, tbtOver, mtRatio, goals: `${perfGap <= 3 ? "P" : "-"}${tbtOver <= 100 ? "T" : "-"}${mtRatio !== null && mtRatio <= 2 ? "M" : "-"}` };
}

const startedAt = new Date();
const loadStart = loadavg()[0];
const rows = [];
let bare;
for (const route of routes) {
  process.stdout.write(`[bench] ${route} … `);
  const row = { route, ...(await weight(route)) };
  if (runs("lighthouse")) {
    const targets = { site: { url: base + route, full: true } };
    if (floorBase) targets.floor = { url: `${floorBase}/${staticName(route)}` };
    if (bareBase && route === BARE_ROUTE) targets.bare = { url: bareUrl(route) };
    const lh = lighthouseAlternating(targets);
    Object.assign(row, lh.site);
    if (lh.floor) row.floor = lh.floor;
    if (lh.bare) bare = { route, jsGzipKB: bareJsKB, ...lh.bare };
    Object.assign(row, againstFloor(lh.site, lh.floor));
  }
  if (runs("trace")) {
    const t = await longestTasks({ site: base + route, ...(floorBase ? { floor: `${floorBase}/${staticName(route)}` } : {}), ...(bareBase && route === BARE_ROUTE ? { bare: bareUrl(route) } : {}) });
    Object.assign(row, t.site);
    if (t.floor) row.floor = { ...row.floor, ...t.floor };
    if (t.bare) bare = { route, jsGzipKB: bareJsKB, ...bare, ...t.bare };
  }
  if (runs("load")) {
    if (!args["cache-only"]) {
      const app = await cannon({ url: base + route, pid: server.pid });
      Object.assign(row, { rps: app.rps, p50ms: app.p50ms, p99ms: app.p99ms, cpuMsPerReq: app.cpuMsPerRequest, appCpu: app.cpuUtilisation, errors: app.errors + app.timeouts, unexpected: app.unexpected });
    }
    if (nginx) {
      const ng = await cannon({ url: `http://127.0.0.1:${nginxPort}/${staticName(route)}`, pid: nginx.pid });
      Object.assign(row, {
        nginxRps: ng.rps, nginxP99ms: ng.p99ms, nginxCpuMsPerReq: ng.cpuMsPerRequest,
        rpsPctOfNginx: ng.rps && row.rps !== undefined ? +((100 * row.rps) / ng.rps).toFixed(1) : null,
        p99xNginx: ng.p99ms && row.p99ms !== undefined ? +(row.p99ms / Math.max(ng.p99ms, 1)).toFixed(1) : null,
        cpuPctOfNginx: row.cpuMsPerReq && ng.cpuMsPerRequest ? +((100 * ng.cpuMsPerRequest) / row.cpuMsPerReq).toFixed(1) : null,
      });
    }
    if (cacheNginx && !route.includes("?")) Object.assign(row, await throughCache(route, row));
  }
  rows.push(row);
  console.log(row.lighthouseError ? `done (Lighthouse failed: ${row.lighthouseError})` : "done");
}

// ---- client-side navigations: the bytes one guide to the next fetches
const navigations = [];
if (runs("nav")) {
  const { chromium: pw } = await import("@playwright/test");
  const browser = await pw.launch({ executablePath: chromium, args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
  try {
    for (const [from, to] of NAVIGATIONS) {
      try {
        navigations.push(await navigationBytes(browser, base, from, to));
      } catch (error) {
        console.log(`[bench] navigation ${from} -> ${to} failed: ${error.message.split("\n")[0]}`);
      }
    }
  } finally {
    await browser.close();
  }
}

// ---- typing: the longest event while typing into each field at a person's pace, CPU slowed 4×
let typing = [];
if (runs("typing")) {
  console.log(`[bench] typing: a tap on each field, then typing at each pace, CPU 4×, ${TYPING_RUNS} visits each${AGAINST ? ", against the other build in turn" : ""}`);
  const { chromium: pw } = await import("@playwright/test");
  const browser = await pw.launch({ executablePath: chromium, args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
  try {
    typing = await typingLatency(browser, base, { bases: builds, floor: Boolean(args["typing-floor"]), runs: TYPING_RUNS, rate: 4, only: TYPING_FIELDS, paces: TYPING_PACES, log: (l) => console.log(`  ${l}`) });
  } finally {
    await browser.close();
  }
}

// ---- the hydration yardstick: each route's load, the site against bare Remix hydrating the same page
const yardstick = [];
if (runs("yardstick") && bareBase) {
  console.log(`[bench] yardstick: ${YARDSTICK_ROUTES.length} routes, ${PAIRS} paired loads each (site${AGAINST ? ", other build" : ""} and bare Remix in turn), CPU 4×`);
  const { chromium: pw } = await import("@playwright/test");
  const browser = await pw.launch({ executablePath: chromium, args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
  try {
    for (const route of YARDSTICK_ROUTES) {
      const urls = { ...Object.fromEntries(Object.entries(builds).map(([name, url]) => [name, url + route])), bare: bareUrl(route) };
      const seen = await pairedLoads(browser, urls, { rounds: PAIRS, log: (l) => console.log(`  ${route}: ${l}`) });
      const cpu = (name) => seen[name].map((s) => s.mainThreadCpuMs);
      const row = { route, pairs: seen.bare.length, bareCpuMs: median(cpu("bare")), bareLongestTaskMs: median(seen.bare.map((s) => s.longestTaskMs)) };
      for (const name of Object.keys(builds)) {
        row[name] = { cpuMs: median(cpu(name)), longestTaskMs: median(seen[name].map((s) => s.longestTaskMs)), ratio: pairedRatio(cpu(name), cpu("bare")), runs: cpu(name).map(Math.round).join("/") };
      }
      row.bareRuns = cpu("bare").map(Math.round).join("/");
      yardstick.push(row);
      console.log(`  ${route}: ${Object.keys(builds).map((n) => `${n} ${row[n].cpuMs} ms (÷ bare ${row[n].ratio.median})`).join(", ")}, bare ${row.bareCpuMs} ms`);
    }
  } finally {
    await browser.close();
  }
}

// ---- soak: a mix of routes at 100 connections
let soak;
if (runs("soak")) {
  const mix = ["/renting/tenant-rights", "/buying/mortgage-process", "/schemes/help-to-buy", "/renting/guide?topic=rent-reviews", SHARED_CALCULATOR, "/search?q=deposit", "/no-such-page", "/"];
  await sleep(1000);
  const rssStart = rssMB(server.pid);
  console.log(`[bench] soak: ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections over ${mix.length} routes`);
  // Memory once a second: a leak keeps climbing into the second half; a working set levels off in the first.
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMB(server.pid)), 1000);
  const r = await cannon({ url: base, pid: server.pid, connections: SOAK_CONNECTIONS, duration: SOAK_SECONDS, requests: mix.map((path) => ({ method: "GET", path })) });
  clearInterval(sampler);
  const half = Math.floor(samples.length / 2);
  const peak = (list) => (list.length ? +Math.max(...list).toFixed(1) : null);
  await sleep(3000);
  soak = {
    seconds: SOAK_SECONDS, connections: SOAK_CONNECTIONS, routes: mix, requests: r.requests, rps: r.rps, p50ms: r.p50ms, p99ms: r.p99ms,
    errors: r.errors, timeouts: r.timeouts, status404: r.status404,
    // Anything but 2xx, 3xx or the 404 the mix asks for.
    unexpectedStatus: r.unexpected,
    rssStartMB: +rssStart.toFixed(1), rssPeakFirstHalfMB: peak(samples.slice(0, half)), rssPeakSecondHalfMB: peak(samples.slice(half)),
    rssAfterMB: +rssMB(server.pid).toFixed(1),
  };
}
const loadEnd = loadavg()[0];
if (traceBrowser) await traceBrowser.close();
cleanup();

// ---- report
const cols = [
  ["route", 34], ["performance", 5, "perf"], ["perfRuns", 9, "runs"], ["accessibility", 5, "a11y"], ["bestPractices", 4, "bp"], ["seo", 4], ["lcpMs", 6, "LCP"], ["tbtMs", 5, "TBT"], ["cls", 5, "CLS"],
  ["jsGzipKB", 6, "JS KB"], ["cssGzipKB", 6, "CSS KB"], ["rps", 6, "req/s"], ["p50ms", 5, "p50"], ["p99ms", 5, "p99"], ["cpuMsPerReq", 7, "cpu ms"],
  ["nginxRps", 7, "ngx/s"], ["nginxP99ms", 5, "ngx99"], ["rpsPctOfNginx", 6, "%ngx"], ["p99xNginx", 6, "p99 x"], ["cpuPctOfNginx", 7, "%ngxCPU"],
];
const line = (cells, widths = cols) => cells.map((c, i) => String(c ?? "–").padEnd(widths[i][1])).join(" ");
if (rows.length) {
  console.log(`\n${line(cols.map(([k, , label]) => label ?? k))}`);
  for (const row of rows) console.log(line(cols.map(([k]) => row[k])));
}

// The phone: the site against its no-script floor (and the bare-Remix reference), medians of alternating runs.
const phone = [
  ["route", 34], ["perf", 5], ["floor", 6], ["gap", 4], ["TBT", 6], ["floor", 6], ["+TBT", 6], ["MT ms", 7], ["floor", 7], ["ratio", 6], ["task4x", 7], ["floor", 6],
  ["cpu4x", 6], ["floor", 6], ["ratio", 6], ["goals", 5],
];
/** Site CPU / floor CPU at 4×, to two places. */
const cpuRatio = (r, f) => (r.cpu4xMs && f.cpu4xMs ? +(r.cpu4xMs / f.cpu4xMs).toFixed(2) : undefined);
if (rows.some((r) => r.floor || r.longestTaskMs)) {
  console.log(`\n${line(phone.map(([k]) => k), phone)}`);
  const phoneRow = (name, r, f = {}, extra = {}) => [name, r.performance, f.performance, extra.perfGap, r.tbtMs, f.tbtMs, extra.tbtOver, r.mainThreadMs, f.mainThreadMs, extra.mtRatio, r.longestTaskMs, f.longestTaskMs, r.cpu4xMs, f.cpu4xMs, cpuRatio(r, f), extra.goals];
  for (const row of rows) console.log(line(phoneRow(row.route, row, row.floor, row), phone));
  if (bare) console.log(line(phoneRow(`bare Remix (${bare.route})`, bare), phone));
  console.log(`perf/TBT/MT: Lighthouse mobile (${THROTTLING} throttling), median of ${LIGHTHOUSE_RUNS} alternating runs; MT = total main-thread work. floor: the same HTML without scripts. gap: floor perf − site perf; +TBT: site TBT − floor TBT; ratio: site MT / floor MT.`);
  console.log(`task4x: longest main-thread task (ms), CPU slowed 4× in Chromium, median of ${TRACE_RUNS} loads. cpu4x: the main thread's CPU time over the same loads (ms), and site / floor:`);
  console.log("  Lighthouse times an unthrottled load and multiplies, so its MT counts the time a busy machine kept the thread waiting; CPU time does not, and varies far less from run to run.");
  console.log('goals (issue 16): P gap ≤ 3, T +TBT ≤ 100 ms, M ratio (Lighthouse MT) ≤ 2 ("-" where not met).');
  if (bare) console.log(`bare Remix: bench/bare-remix hydrating ${bare.route}'s whole page (header, main and footer) as plain elements (${bare.jsGzipKB} KB JS gzip), same CSS: what the framework alone costs.`);
}
// Through the cache: nginx with deploy/nginx.conf, cache warm, against nginx serving the same HTML as a file.
if (rows.some((r) => r.cacheRps !== undefined || r.cacheNote)) {
  const ccols = [["route", 34], ["static/s", 9], ["cache/s", 9], ["% of static", 12], ["static cpu ms", 14], ["cache cpu ms", 13], ["cache p99", 10], ["misses", 7], ["errors", 7]];
  console.log(`\n${line(ccols.map(([k]) => k), ccols)}`);
  for (const r of rows) {
    console.log(line(r.cacheNote && r.cacheRps === undefined ? [r.route, r.nginxRps, r.cacheNote] : [r.route, r.nginxRps, r.cacheRps, r.cachePctOfStatic, r.nginxCpuMsPerReq, r.cacheCpuMsPerReq, r.cacheP99ms, r.cacheMisses, r.cacheErrors], ccols));
  }
  console.log(`through the cache: nginx with deploy/nginx.conf (one worker, access log on, as deployed) in front of the site, cache warm, against nginx serving the same HTML as a file (one worker, gzip_static, no access log); autocannon, ${CONNECTIONS} connections, ${DURATION} s, gzip. misses: answers not from the cache during the run (its access log). Goal (issue 45): at least 90% of static.`);
}
if (rows.length) console.log("\nreq/s, p50/p99 (ms): autocannon, 50 connections, " + `${DURATION} s, gzip. cpu ms: server CPU time per request. %ngx: app req/s as % of nginx's; p99 x: app p99 / nginx p99; %ngxCPU: nginx's CPU per request as % of the app's.`);
for (const row of rows) {
  if (row.lighthouseError) console.log(`  ${row.route}: Lighthouse failed: ${row.lighthouseError}`);
  else if (row.failed?.length) console.log(`  ${row.route}: Lighthouse audits below 1: ${row.failed.join(", ")}`);
  if (row.errors || row.unexpected) console.log(`  ${row.route}: ${row.errors} errors/timeouts, ${row.unexpected} unexpected statuses under load`);
}
for (const n of navigations) console.log(`navigation ${n.from} -> ${n.to}: ${n.scripts} script files, ${n.scriptKB} KB of scripts and ${n.dataKB} KB of data as transferred (${n.totalKB} KB in all); before it, the first interaction fetched ${n.interactionFiles} files, ${n.interactionKB} KB (once a visit)`);
if (typing.length) console.log(`\n${typingTable(typing, { paces: TYPING_PACES, rate: 4, runs: TYPING_RUNS }).join("\n")}`);
if (yardstick.length) {
  const names = Object.keys(builds);
  const ycols = [["route", 34], ...names.flatMap((n) => [[`${n} cpu4x`, 12], [`÷ bare`, 7], ["p25–p75", 10], ["min–max", 10]]), ["bare cpu4x", 11], ["pairs", 5], ["goal", 4]];
  console.log(`\n${line(ycols.map(([k]) => k), ycols)}`);
  for (const y of yardstick) {
    console.log(line([
      y.route.length > 34 ? `${y.route.slice(0, 31)}…` : y.route,
      ...names.flatMap((n) => [y[n].cpuMs, y[n].ratio.median, `${y[n].ratio.p25}–${y[n].ratio.p75}`, `${y[n].ratio.min}–${y[n].ratio.max}`]),
      y.bareCpuMs, y.pairs, y.site.ratio.median !== null && y.site.ratio.median <= 1.1 ? "ok" : "-",
    ], ycols));
  }
  console.log(`yardstick (issue 44): the main thread's CPU time (ms) over a load with Chromium's CPU slowed 4×, median of ${PAIRS} paired loads: the site${names.length > 1 ? " (and --against's build)" : ""} and bench/bare-remix hydrating the same page (its header, main and footer as the site's server sent them, as plain React elements, same CSS, ${bareJsKB} KB of JS gzip), loaded in turn. ÷ bare: the median of each pair's ratio, with its quartiles and extremes; goal ≤ 1.10.`);
}
if (soak) console.log(`\nsoak: ${JSON.stringify(soak)}`);
console.log(`server log: ${serverLog.notFound} not-found lines, ${serverLog.other} other lines${serverLog.other ? `, e.g.:\n  ${serverLog.sample.slice(0, 5).join("\n  ")}` : ""}`);
const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version, chromium: chromiumVersion, loadAverageStart: +loadStart.toFixed(2), loadAverageEnd: +loadEnd.toFixed(2) };
console.log(`\nmachine: ${JSON.stringify(machine)}`);
mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", `${JSON.stringify({ date: startedAt.toISOString(), build: resolve(BUILD_ROOT), lighthouse: { runs: LIGHTHOUSE_RUNS, throttling: THROTTLING }, traceRuns: TRACE_RUNS, durationSeconds: DURATION, connections: CONNECTIONS, machine, rows, bare, navigations, typing, yardstick, against: AGAINST ?? null, soak, serverLog }, null, 2)}\n`);
console.log("[bench] results written to bench/results.json");
