#!/usr/bin/env node
/**
 * `npm run test:replicas`: two replicas of the site behind nginx running
 * deploy/nginx.conf (Debian's nginx, no container engine), under 50
 * connections of load the whole time, through
 *   (a) a rolling restart: each replica stopped with SIGTERM and started again in turn;
 *   (b) one replica killed with SIGKILL and started again;
 *   (c) both replicas down for 3 s, while the cached pages are still served.
 * Every non-200 answer and every connection error the client sees counts as
 * failed. The load, RATE requests a second over the 50 connections, mixes
 * pages and tool pages nginx keeps (addresses without a query) with, one in
 * FILLED_EVERY, a tool, the planner or its PDF filled in (a query, so never
 * kept: each reaches a replica). While both replicas are down the load asks
 * only for addresses nginx keeps. Before the load, it checks what docs/deploy.md
 * says of the cache (a page from the cache, 304 for its ETag, a filled-in form
 * never kept); last, it searches the logs of nginx and of both replicas for
 * the figure the load typed into every form.
 *
 * Prints a line per phase, then `replicas: N requests, F failed`; exits 1
 * when F > 0. Uses the build in ./build (BUILD_DIR), building it if missing.
 * `-- --rate=N` sets the requests a second (400; CI uses that), for a machine
 * too busy to spare a quarter of two cores.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild } from "./lib/build.mjs";
import { findNginx, startSiteNginx } from "./lib/nginx-site.mjs";
import { freePort } from "./lib/ports.mjs";

const CONNECTIONS = 50;
/**
 * Requests a second, over all connections, and how many of them reach a
 * replica (the filled-in forms): a busy site, but one two replicas on two
 * cores can serve with one of them restarting, so a failure is the stop's
 * fault and not the machine's.
 */
const RATE = Number(/^--rate=(\d+)$/.exec(process.argv[2] ?? "")?.[1] ?? 400);
const FILLED_EVERY = 16;
/** What the load types into every form: it must appear in no log. */
const FIGURE = "987654";
/**
 * A replica that failed is left alone for fail_timeout (deploy/nginx.conf, 2 s), counted in whole
 * seconds from its last failure, which can come a moment before it answers again: up to 3 s. A
 * rolling restart waits it out before stopping the next.
 */
const NGINX_RETRY_MS = 3000;
/**
 * A rolling restart stops the next replica only once nginx passes the restarted one requests again,
 * as a deploy would. On a busy machine a restarted replica took up to 6 s to answer and up to 3 s more
 * to get its first request from nginx, so a fixed wait of 3.5 s could stop the other before it was back.
 */
const REJOIN_LIMIT_MS = 15_000;
const BUILD = join(process.env.BUILD_DIR || ".", "build/server/index.js");

/** Addresses nginx keeps: pages, tool pages, the planner's empty form. */
const CACHED = [
  "/", "/renting", "/renting/tenant-rights", "/buying/mortgage-process", "/schemes/help-to-buy", "/privacy",
  "/tools/rent-review", "/tools/notice-period", "/buying/plan", "/changes",
];
/** Addresses with what a visitor typed: never kept, so each reaches a replica. `n` makes each one new. */
const FILLED = [
  (n) => `/tools/rent-review?start=2024-01-10&set=2026-03-01&rent=${1000 + (n % 3000)}&cpi=2&kind=standard`,
  (n) => `/tools/scheme-amounts?price=${FIGURE}&type=new&area=mayo&mortgage=${200000 + (n % 50000)}&deposit=15000&htb=yes`,
  (n) => `/buying/plan?buyer=first&income=${FIGURE}&savings=${30000 + (n % 20000)}&price=350000&type=new&area=meath&homeType=house`,
  (n) => `/buying/plan.pdf?buyer=first&income=${FIGURE}&savings=${30000 + (n % 20000)}&price=350000&type=new&area=meath&homeType=house`,
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const nginxBin = findNginx();
if (!nginxBin) {
  console.error("[replicas] nginx not found: apt-get install -y nginx");
  process.exit(2);
}
ensureBuild();

const work = mkdtempSync(join(tmpdir(), "replicas-"));
const children = new Set();
const logs = { nginx: "", replicas: "" };
function cleanup() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

// ---- the replicas
const [nginxPort, ...appPorts] = await Promise.all([freePort(), freePort(), freePort()]);
const SITE_URL = "https://www.example.ie";

/** One replica: its process, and when it started and first answered /healthz. */
class Replica {
  constructor(name, port) {
    this.name = name;
    this.port = port;
  }

  async start() {
    const started = performance.now();
    const child = spawn(process.execPath, ["server/index.mjs", BUILD], {
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(this.port), SITE_URL },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding("utf8").on("data", (chunk) => (logs.replicas += chunk));
    // Requests nginx passed it (its access log, on stdout, has a line per request; the test's own /healthz polls aside).
    this.served = 0;
    let partial = "";
    child.stdout.on("data", (chunk) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      this.served += lines.filter((line) => line.startsWith("{") && !line.includes('"path":"/healthz"')).length;
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => { children.delete(child); resolve({ code, signal, at: performance.now() }); }));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited (${child.exitCode}) while starting:\n${logs.replicas.slice(-2000)}`);
      if ((await get(`http://127.0.0.1:${this.port}/healthz`, { agent: false })).status === 200) break;
      if (performance.now() - started > 60_000) throw new Error(`${this.name}: no answer on /healthz in 60 s`);
      await sleep(50);
    }
    return performance.now() - started;
  }

  /**
   * Resolves with the milliseconds until nginx passes it a request again after a restart, or null if
   * it has not in REJOIN_LIMIT_MS: nginx leaves a replica that failed alone for up to NGINX_RETRY_MS
   * from its last failure, which may have come well before it answered again, and on a busy machine
   * its first requests come later still. (The load sends a replica dozens of requests a second once
   * nginx passes it any, so a replica that gets none is not back.)
   */
  async rejoined() {
    const from = this.served;
    const since = performance.now();
    while (this.served === from) {
      if (performance.now() - since > REJOIN_LIMIT_MS) return null;
      await sleep(25);
    }
    return performance.now() - since;
  }

  /** Stops it with `signal`; resolves with the time to exit and the exit code. */
  async stop(signal) {
    const sent = performance.now();
    this.child.kill(signal);
    const { code, signal: by, at } = await this.exited;
    return { ms: at - sent, code: code ?? by };
  }
}

/** One GET, its body read to the end; never throws. */
function get(url, { agent, headers = {}, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers, timeout: timeoutMs }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode, bytes, cache: res.headers["x-cache"], etag: res.headers.etag, cacheControl: res.headers["cache-control"] }));
      res.on("aborted", () => resolve({ error: "aborted" }));
      res.on("error", (error) => resolve({ error: error.code ?? error.message }));
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

// ---- the load: CONNECTIONS clients, each asking again as soon as it has its answer
const base = `http://127.0.0.1:${nginxPort}`;
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
// As a browser asks: nginx hands the site one encoding of it (deploy/nginx.conf).
const HEADERS = { "accept-encoding": "gzip, deflate, br" };
const load = { running: false, cachedOnly: false, phase: "", n: 0, since: 0 };
const phases = new Map();
const failures = [];
function phaseStats(name) {
  if (!phases.has(name)) phases.set(name, { requests: 0, inFlight: 0, failed: 0, hits: 0, fromReplica: 0, started: performance.now(), notes: [] });
  return phases.get(name);
}

/** The next request's number, once its turn has come (RATE a second over all connections). */
async function nextTurn() {
  const n = load.n++;
  const due = load.since + (n * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  return n;
}

async function client() {
  while (load.running) {
    const n = await nextTurn();
    if (!load.running) break;
    const path = load.cachedOnly ? KEPT[n % KEPT.length] : n % FILLED_EVERY !== 0 ? CACHED[n % CACHED.length] : FILLED[(n / FILLED_EVERY) % FILLED.length](n);
    // A request counts in the phase it was sent in, whenever its answer comes.
    const phaseSent = load.phase;
    const stats = phaseStats(phaseSent);
    stats.inFlight++;
    const r = await get(base + path, { agent, headers: HEADERS });
    stats.inFlight--;
    stats.requests++;
    if (r.status === 200) {
      if (r.cache === "HIT" || r.cache === "STALE" || r.cache === "UPDATING" || r.cache === "REVALIDATED") stats.hits++;
      else stats.fromReplica++;
    } else {
      stats.failed++;
      if (failures.length < 20) failures.push(`${phaseSent}${load.phase === phaseSent ? "" : ` (answered in ${load.phase})`}: ${r.error ?? r.status} ${path.split("?")[0]}`);
    }
  }
}

function phase(name) {
  load.phase = name;
  phaseStats(name);
}

/**
 * Called once the next phase has begun: waits until every request sent in phase `name` has its
 * answer (the load goes on, counted in the new phase), so that the next fault meets only requests
 * sent after the last one was over. Each phase tests one fault: nginx sends a
 * request on to the other replica once, so a request that had already moved off a restarting replica
 * and was still waiting on the other when that one was killed met two faults, and failed. That
 * happened on a busy CI machine, where requests that reached a replica took 3 s in the rolling
 * restart's last seconds (30 November 2026). Returns how long it waited.
 */
async function settled(name) {
  const since = performance.now();
  while (phaseStats(name).inFlight > 0 && performance.now() - since < REJOIN_LIMIT_MS) await sleep(20);
  return performance.now() - since;
}

// ---- the run
const replicas = [new Replica("replica 1", appPorts[0]), new Replica("replica 2", appPorts[1])];
const firstStart = await Promise.all(replicas.map((r) => r.start()));
console.log(`[replicas] two replicas up (${firstStart.map(seconds).join(", ")}); nginx on ${base} in front, deploy/nginx.conf`);
const site = startSiteNginx({ nginx: nginxBin, dir: join(work, "nginx"), listen: `127.0.0.1:${nginxPort}`, upstreams: replicas.map((r) => `127.0.0.1:${r.port}`) });
const nginx = site.child;
children.add(nginx);
const nginxLog = () => readFileSync(site.stdout, "utf8") + readFileSync(site.stderr, "utf8");
for (let i = 0; (await get(`${base}/healthz`, { agent: false })).status !== 200; i++) {
  if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${nginxLog()}`);
  await sleep(100);
}
// The cache warm, as a site in service has it (each address once, in the encoding the load asks for).
// While both replicas are down the load asks only for what nginx keeps past the end of the run: a
// tool page's copy ends at midnight, and so may a page's on the day a rule changes.
const KEPT = [];
for (const path of CACHED) {
  const { cacheControl = "" } = await get(base + path, { agent: false, headers: HEADERS });
  const shared = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? /max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  if (shared >= 600) KEPT.push(path);
  else console.log(`[replicas] ${path} is kept ${shared} s (${cacheControl}): not asked for while both replicas are down`);
}

// What docs/deploy.md says of the cache.
const checks = [];
{
  const page = await get(`${base}/privacy`, { agent: false, headers: HEADERS });
  checks.push([page.status === 200 && page.cache === "HIT" && /^"[^"]+\.br"$/.test(page.etag ?? ""), `a page comes from the cache, brotli, with its ETag (${page.status} ${page.cache} ${page.etag})`]);
  const again = await get(`${base}/privacy`, { agent: false, headers: { ...HEADERS, "if-none-match": page.etag ?? "" } });
  checks.push([again.status === 304 && again.cache === "HIT", `its ETag gets a 304 from the cache (${again.status} ${again.cache})`]);
  const filled = await get(base + FILLED[2](1), { agent: false, headers: HEADERS });
  checks.push([filled.status === 200 && filled.cache === "BYPASS", `a filled-in form is never kept (${filled.status} ${filled.cache})`]);
  const missing = await get(`${base}/no-such-page`, { agent: false, headers: HEADERS });
  const missingAgain = await get(`${base}/no-such-page`, { agent: false, headers: HEADERS });
  checks.push([missing.status === 404 && missingAgain.cache === "MISS", `a 404 is never kept (${missingAgain.status} ${missingAgain.cache})`]);
}
for (const [ok, what] of checks) console.log(`[replicas] ${ok ? "ok" : "FAILED"}: ${what}`);

const startedAt = performance.now();
load.running = true;
load.since = performance.now();
phase("steady");
const clients = Array.from({ length: CONNECTIONS }, client);
// The phases without a restart are as short as still shows them (about 800 requests each at CI's rate):
// `npm test` runs this beside the unit tests and before the browser tests, which start when it ends.
await sleep(2000);

const restarts = [];
/** After each restart of the rolling restart: ms until nginx passed it requests again (null: never). */
const rejoins = [];
/** Every SIGTERM: the replica must answer all it accepted and exit 0 within 10 s. */
const terms = [];
phase("(a) rolling restart");
for (const replica of replicas) {
  const stop = await replica.stop("SIGTERM");
  terms.push(stop);
  const up = await replica.start();
  // The next is stopped only once nginx sends this one requests again.
  const back = await replica.rejoined();
  restarts.push(`${replica.name}: SIGTERM -> exit ${stop.code} in ${seconds(stop.ms)}, answering again ${seconds(up)} after restart, ${back === null ? `NOT back in nginx's rotation after ${seconds(REJOIN_LIMIT_MS)}` : `back in nginx's rotation ${seconds(back)} later`}`);
  rejoins.push(back);
}

phase("(b) kill -9");
restarts.push(`the rolling restart's last requests answered ${seconds(await settled("(a) rolling restart"))} after it`);
{
  const replica = replicas[0];
  const stop = await replica.stop("SIGKILL");
  const up = await replica.start();
  restarts.push(`${replica.name}: SIGKILL -> gone in ${seconds(stop.ms)}, answering again ${seconds(up)} after restart`);
  // No wait for nginx to send it requests again: the next phase stops both replicas, and the load
  // then asks only for what nginx keeps.
}

phase("(c) both down");
load.cachedOnly = true;
restarts.push(`the kill's last requests answered ${seconds(await settled("(b) kill -9"))} after it`);
{
  const stopped = await Promise.all(replicas.map((r) => r.stop("SIGTERM")));
  terms.push(...stopped);
  const down = performance.now();
  await sleep(3000);
  const downFor = performance.now() - down;
  const up = await Promise.all(replicas.map((r) => r.start()));
  restarts.push(`both: SIGTERM -> exit ${stopped.map((s) => `${s.code} in ${seconds(s.ms)}`).join(", ")}; down ${seconds(downFor)} (+ ${up.map(seconds).join(", ")} to start again)`);
  // A fixed wait: the load still asks only for what nginx keeps, so nothing would reach them to show it.
  await sleep(NGINX_RETRY_MS + 500);
}
load.cachedOnly = false;

phase("after");
await sleep(2000);
load.running = false;
await Promise.all(clients);
const totalMs = performance.now() - startedAt;
agent.destroy();

// Let nginx write its buffered access log, then stop everything.
nginx.kill("SIGQUIT");
await new Promise((resolve) => nginx.once("exit", resolve));
logs.nginx = nginxLog();
await Promise.all(replicas.map((r) => r.stop("SIGTERM")));

// ---- the report
let requests = 0;
let failed = 0;
for (const [name, s] of phases) {
  requests += s.requests;
  failed += s.failed;
  console.log(`[replicas] ${name.padEnd(20)} ${String(s.requests).padStart(6)} requests (${s.hits} from nginx's cache, ${s.fromReplica} from a replica), ${s.failed} failed`);
}
for (const line of restarts) console.log(`[replicas]   ${line}`);
for (const line of failures) console.log(`[replicas]   failed: ${line}`);
// nginx's own account of its errors (its log has no query): which replica, what it answered.
for (const line of logs.nginx.split("\n").filter((l) => /"status":5\d\d/.test(l)).slice(0, 8)) console.log(`[replicas]   nginx: ${line}`);
console.log(`[replicas] ${CONNECTIONS} connections for ${seconds(totalMs)}, ${Math.round(requests / (totalMs / 1000))} requests/s`);

const stopsOk = terms.every((t) => t.code === 0 && t.ms < 10_000);
checks.push([stopsOk, `every SIGTERM: exit 0 within 10 s (${terms.map((t) => `${t.code} in ${seconds(t.ms)}`).join(", ")})`]);
console.log(`[replicas] ${stopsOk ? "ok" : "FAILED"}: ${checks.at(-1)[1]}`);
const rejoinedOk = rejoins.every((ms) => ms !== null);
checks.push([rejoinedOk, `each replica of the rolling restart was back in nginx's rotation within ${seconds(REJOIN_LIMIT_MS)} (${rejoins.map((ms) => (ms === null ? "never" : seconds(ms))).join(", ")})`]);
console.log(`[replicas] ${rejoinedOk ? "ok" : "FAILED"}: ${checks.at(-1)[1]}`);

const leaks = Object.entries(logs).filter(([, text]) => text.includes(FIGURE)).map(([name]) => name);
const nginxLines = logs.nginx.trim().split("\n").filter((l) => l.startsWith("{"));
if (leaks.length) console.log(`[replicas] the typed figure ${FIGURE} is in the log of: ${leaks.join(", ")}`);
else console.log(`[replicas] the typed figure is in no log (nginx: ${nginxLines.length} access lines; replicas: ${logs.replicas.length} bytes)`);

console.log(`replicas: ${requests} requests, ${failed} failed`);
process.exitCode = failed > 0 || leaks.length > 0 || checks.some(([ok]) => !ok) ? 1 : 0;
