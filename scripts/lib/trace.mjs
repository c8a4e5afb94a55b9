/**
 * A page load in Chromium with the CPU slowed down (4× by default, what
 * Lighthouse's mobile preset assumes), recorded as a Chrome trace, and read
 * the way Lighthouse reads one: the renderer's main thread, its top-level
 * tasks, and what ran inside them. Used by `npm run bench` for the longest
 * single task per route, and by hand to follow a long task to its code:
 *
 *   node scripts/lib/trace.mjs http://127.0.0.1:3000/privacy [--save=trace.json] [--rate=4] [--profile]
 *
 * Throttling is Chromium's own (CDP Emulation.setCPUThrottlingRate), so the
 * task durations are observed, not modelled; on a busy machine they are
 * longer, which is why the bench alternates the pages it compares.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** Names Chromium gives a scheduled task (the same list Lighthouse's main-thread-tasks uses). */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork", "TaskQueueManager::ProcessTaskFromWorkQueue"]);
const CATEGORIES = [
  "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading", "toplevel",
];
const PROFILER = "disabled-by-default-v8.cpu_profiler";

/** Mobile-sized viewport like Lighthouse's moto g power preset. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Loads `url` once in a fresh context of `browser` (a Playwright Chromium) and
 * returns its trace events. `settleMs`: how long to keep recording after the
 * load event (hydration and the work it schedules happen then).
 */
export async function recordLoad(browser, url, { rate = 4, settleMs = 3000, profile = false, reducedMotion = "no-preference" } = {}) {
  const context = await browser.newContext({ ...MOBILE, reducedMotion });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const events = [];
    cdp.on("Tracing.dataCollected", (e) => { for (const x of e.value) events.push(x); });
    const complete = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
    await cdp.send("Tracing.start", {
      traceConfig: { includedCategories: profile ? [...CATEGORIES, PROFILER] : CATEGORIES },
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForTimeout(settleMs);
    await cdp.send("Tracing.end");
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/**
 * The main thread of the renderer that loaded the page, and when the
 * navigation started there: the thread of the last main-frame
 * navigationStart to an http(s) document (the CrRendererMain with the most
 * events if there is none).
 */
export function mainThread(events) {
  const nav = events.filter((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? "")).sort((a, b) => a.ts - b.ts).at(-1);
  if (nav) return { thread: `${nav.pid}:${nav.tid}`, start: nav.ts };
  const names = new Map();
  for (const e of events) if (e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args?.name);
  const counts = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) === "CrRendererMain") counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { thread: [...counts].sort((a, b) => b[1] - a[1])[0]?.[0], start: -Infinity };
}

/**
 * Top-level tasks of the main thread (a task nested in another is part of
 * it), each with the time spent in the kinds of work the bench reports.
 */
export function summarise(events, { longTaskMs = 50 } = {}) {
  const { thread, start } = mainThread(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === "X" && typeof e.dur === "number" && e.ts >= start).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let end = -Infinity;
  for (const e of onMain) {
    if (!TASK_NAMES.has(e.name) || e.ts < end) continue;
    tasks.push({ ts: e.ts, dur: e.dur, cpu: e.tdur ?? e.dur, work: {} });
    end = e.ts + e.dur;
  }
  // What each long task spent its time on, by event name (outermost event of each name only).
  const WORK = { evaluateModule: "v8.evaluateModule", evaluateScript: "EvaluateScript", functionCall: "FunctionCall", microtasks: "RunMicrotasks", layout: "Layout", style: "UpdateLayoutTree", parseHTML: "ParseHTML", gc: "MinorGC", majorGC: "MajorGC", timer: "TimerFire", event: "EventDispatch" };
  const byName = new Map(Object.entries(WORK).map(([k, v]) => [v, k]));
  let i = 0;
  for (const e of onMain) {
    const key = byName.get(e.name);
    if (!key) continue;
    while (i < tasks.length && tasks[i].ts + tasks[i].dur < e.ts) i++;
    const t = tasks[i];
    if (!t || e.ts < t.ts || e.ts + e.dur > t.ts + t.dur + 1) continue;
    const last = t.work[`_${key}End`] ?? -Infinity;
    if (e.ts < last) continue; // nested in an event of the same name already counted
    t.work[key] = (t.work[key] ?? 0) + e.dur;
    t.work[`_${key}End`] = e.ts + e.dur;
  }
  // The main thread's JavaScript: CPU time of the outermost script events (a call into a script, a
  // module or script evaluated, microtasks run), wherever they ran; hydration is part of it.
  const SCRIPT = new Set(["FunctionCall", "EvaluateScript", "v8.evaluateModule", "RunMicrotasks"]);
  let script = 0;
  let scriptEnd = -Infinity;
  for (const e of onMain) {
    if (!SCRIPT.has(e.name) || e.ts < scriptEnd) continue;
    script += e.tdur ?? e.dur;
    scriptEnd = e.ts + e.dur;
  }
  const ms = (us) => +(us / 1000).toFixed(1);
  const clean = (t) => ({ startMs: ms(t.ts - tasks[0].ts), durationMs: ms(t.dur), cpuMs: ms(t.cpu), ...Object.fromEntries(Object.entries(t.work).filter(([k]) => !k.startsWith("_")).map(([k, v]) => [k, ms(v)])) });
  const longest = tasks.reduce((a, b) => (b.dur > (a?.dur ?? -1) ? b : a), undefined);
  const longestCpu = tasks.reduce((a, b) => (b.cpu > (a?.cpu ?? -1) ? b : a), undefined);
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.dur - longTaskMs * 1000), 0);
  return {
    tasks: tasks.length,
    mainThreadMs: ms(tasks.reduce((sum, t) => sum + t.dur, 0)),
    longestTaskMs: longest ? ms(longest.dur) : null,
    // The same in CPU time of the main thread (trace "tdur"): the work itself, without the time the
    // throttle or a busy machine kept the thread waiting, so it compares code across runs far more
    // steadily than wall time. Not slowed by the throttle: multiply by the rate to compare with the above.
    mainThreadCpuMs: ms(tasks.reduce((sum, t) => sum + t.cpu, 0)),
    // The part of it spent running the page's JavaScript (parsing, compiling and running it; hydration).
    scriptCpuMs: ms(script),
    longestTaskCpuMs: longestCpu ? ms(longestCpu.cpu) : null,
    longestTask: longest ? clean(longest) : null,
    longTasks: tasks.filter((t) => t.dur >= longTaskMs * 1000).length,
    // Blocking time over the whole recording (not only FCP to TTI as in Lighthouse's TBT).
    blockingMs: ms(blocking),
    long: tasks.filter((t) => t.dur >= longTaskMs * 1000).map(clean),
  };
}

/**
 * Paired loads: each round loads every url of `urls` (name -> url) once, in
 * turn, the order reversed every other round so neither side always goes
 * first; `rounds` rounds. A round with a failed load is dropped whole, so the
 * lists stay paired. Returns, per name, each round's summary (summarise).
 */
export async function pairedLoads(browser, urls, { rounds, rate = 4, settleMs = 2000, log = () => {} }) {
  const names = Object.keys(urls);
  const seen = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < rounds; i++) {
    const round = {};
    try {
      for (const n of i % 2 ? [...names].reverse() : names) round[n] = summarise(await recordLoad(browser, urls[n], { rate, settleMs }));
    } catch (error) {
      log(`round ${i + 1} dropped: ${error.message.split("\n")[0]}`);
      continue;
    }
    for (const n of names) seen[n].push(round[n]);
  }
  return seen;
}

/** `a[i] / b[i]` for each pair: the median ratio, its quartiles and extremes, and how many pairs. */
export function pairedRatio(a, b) {
  const r = a.map((x, i) => x / b[i]).filter(Number.isFinite).sort((x, y) => x - y);
  // Quantiles by linear interpolation between the nearest ranks (the median of an even count is the mean of the middle two).
  const at = (q) => {
    if (!r.length) return undefined;
    const pos = q * (r.length - 1);
    const lo = Math.floor(pos);
    return r[lo] + (r[Math.ceil(pos)] - r[lo]) * (pos - lo);
  };
  const two = (x) => (x === undefined ? null : +x.toFixed(2));
  return { median: two(at(0.5)), p25: two(at(0.25)), p75: two(at(0.75)), min: two(r[0]), max: two(r[r.length - 1]), pairs: r.length };
}

/** Self time per function and per script from the trace's sampling profile (recordLoad with profile: true). */
export function selfTimes(events, top = 25) {
  // The main thread's profile: its chunks come from a profiler thread, under the id of the main thread's Profile event.
  const { thread } = mainThread(events);
  const ids = new Set(events.filter((e) => e.name === "Profile" && `${e.pid}:${e.tid}` === thread).map((e) => `${e.pid}:${e.id}`));
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  for (const e of events) {
    if (e.name !== "ProfileChunk" || !ids.has(`${e.pid}:${e.id}`)) continue;
    const cp = e.args?.data?.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) nodes.set(`${e.id}:${n.id}`, n);
    if (cp.samples) {
      for (const s of cp.samples) samples.push(`${e.id}:${s}`);
      deltas.push(...e.args.data.timeDeltas);
    }
  }
  const byFunction = new Map();
  const byScript = new Map();
  for (let i = 0; i < samples.length; i++) {
    const n = nodes.get(samples[i]);
    if (!n) continue;
    const dt = deltas[i + 1] ?? 0;
    const f = n.callFrame;
    const script = (f.url ?? "").replace(/^.*\//, "") || f.functionName;
    const fn = `${f.functionName || "(anonymous)"} ${script}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    byScript.set(script, (byScript.get(script) ?? 0) + dt);
  }
  const list = (m) => [...m].filter(([k]) => k !== "(idle)").sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `${(v / 1000).toFixed(1)} ms  ${k}`);
  return { byFunction: list(byFunction), byScript: list(byScript) };
}

// By hand: node scripts/lib/trace.mjs URL [--save=FILE] [--rate=N] [--profile] [--runs=N] [--reduce]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv[2];
  const opt = Object.fromEntries(process.argv.slice(3).map((a) => { const [k, v] = a.replace(/^--/, "").split("="); return [k, v ?? true]; }));
  const { chromium } = await import("@playwright/test");
  const { findChromium } = await import("./chromium.mjs");
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"] });
  try {
    for (let r = 0; r < Number(opt.runs ?? 1); r++) {
      const events = await recordLoad(browser, url, { rate: Number(opt.rate ?? 4), profile: !!opt.profile, reducedMotion: opt.reduce ? "reduce" : "no-preference" });
      if (opt.save) writeFileSync(String(opt.save), JSON.stringify({ traceEvents: events }));
      const s = summarise(events);
      console.log(JSON.stringify({ tasks: s.tasks, mainThreadMs: s.mainThreadMs, longestTaskMs: s.longestTaskMs, longTasks: s.longTasks, blockingMs: s.blockingMs, mainThreadCpuMs: s.mainThreadCpuMs, scriptCpuMs: s.scriptCpuMs, longestTaskCpuMs: s.longestTaskCpuMs }));
      if (opt.verbose) for (const t of s.long) console.log("  ", JSON.stringify(t));
      if (opt.profile) {
        const p = selfTimes(events);
        console.log(`by script:\n  ${p.byScript.join("\n  ")}\nby function:\n  ${p.byFunction.join("\n  ")}`);
      }
    }
  } finally {
    await browser.close();
  }
}
