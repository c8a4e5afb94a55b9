/**
 * Interaction latency: how long the page takes to answer a key while a
 * person types into a tool's main field, with Chromium's CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate, as scripts/lib/trace.mjs does for a
 * load). Each key is a real key event (keydown, beforeinput, input, keyup),
 * typed with a short pause between keys as a person would; the page's own
 * Event Timing API (PerformanceObserver type "event", durationThreshold 16,
 * buffered) reports each event's duration, from the key to the next frame
 * painted after its handlers ran, which is what INP is made of. The figure
 * is the longest event of the typing, median of `runs` fresh visits.
 *
 *   node scripts/lib/typing.mjs http://127.0.0.1:3000 [--runs=3] [--rate=4] [--only=calculator,planner] [--verbose] [--profile] [--save=PREFIX]
 *
 * Used by `npm run bench` (the "typing" table).
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { mainThread, selfTimes, summarise } from "./trace.mjs";

const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading", "toplevel"];

/**
 * The main field of each tool, and what is typed into it. The other answers
 * come in the address where the tool needs them for a result, so every key
 * recomputes and redraws the whole result: the heavy case a reader meets.
 * The notice checker's main field is a date (the tenancy's start): a date is
 * typed into it, digit by digit, as a reader types one (dd/mm/yyyy, en-IE).
 */
export const TYPING_TARGETS = [
  { name: "calculator", label: "calculator, price", path: "/buying/costs-calculator", field: "#calc-price", text: "345000" },
  { name: "planner", label: "planner, income", path: "/buying/plan?buyer=first&savings=40000&price=350000&type=new&area=dublin-city&homeType=house", field: "input[name=income]", text: "345000" },
  { name: "borrowing", label: "borrowing, income", path: "/tools/borrowing?buyer=first&savings=40000", field: "input[name=income]", text: "345000" },
  { name: "scheme-amounts", label: "scheme amounts, price", path: "/tools/scheme-amounts?type=new&area=dublin-city&mortgage=300000&deposit=40000&htb=yes", field: "input[name=price]", text: "345000" },
  { name: "rent-review", label: "rent review, rent", path: "/tools/rent-review?start=2024-01-01&set=2025-03-01&cpi=2&kind=standard&zone=no", field: "input[name=rent]", text: "345000" },
  { name: "notice-period", label: "notice, start date", path: "/tools/notice-period?who=tenant", field: "input[name=start]", text: "12062021" },
  { name: "rent-tax-credit", label: "rent tax credit, rent", path: "/tools/rent-tax-credit?status=single&from=2025-01-01&to=2025-12-31", field: "input[name=rent]", text: "345000", optional: true },
];

const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: "en-IE" };
/** Milliseconds between keys: a quick typist on a phone. */
const KEY_DELAY_MS = 120;

/** One visit: load, wait until the field is live, type, and return every event the Event Timing API saw (ms). */
async function typeOnce(browser, base, target, { rate, profile = false }) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const response = await page.goto(base + target.path, { waitUntil: "load", timeout: 120_000 });
    if (!response || response.status() === 404) return { missing: `${target.path} answered ${response?.status() ?? "nothing"}` };
    const field = page.locator(target.field).first();
    if (!(await field.count())) return { missing: `${target.path} has no ${target.field}` };
    // Hydrated: React keeps an element's props on it once it owns it (tests/e2e/fixtures.ts expectHydrated).
    await page.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps$"));
    }, target.field, { timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    // In the middle of the screen, where a reader types (a phone's keyboard lifts the field there). Not
    // scrollIntoViewIfNeeded: it leaves a field that starts below the fold in the screen's last few
    // pixels, and there this headless Chromium (mobile emulation) shows no frame with the typed digit
    // until something else on the page changes, whatever the page: the planner's income field
    // (the only one below the fold) read ~650 ms for it, and the borrowing tool's field, moved 60 px
    // down, reads ~1000 ms the same way; both read ~40 ms when typed in the middle.
    await field.evaluate((el) => el.scrollIntoView({ block: "center" }));
    // Focus it as a reader does (a tap), then give what the first touch fetches time to arrive.
    await field.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.waitForTimeout(1500);
    const since = await page.evaluate(() => {
      window.__typingEvents = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__typingEvents.push({ name: e.name, startTime: e.startTime, duration: e.duration, inputDelay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart, interactionId: e.interactionId });
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
      return performance.now();
    });
    // A trace over the typing alone: the main thread's CPU time each key costs (see keyCpu), and with
    // --profile V8's sampling profiler too, to find where the time goes.
    const trace = [];
    cdp.on("Tracing.dataCollected", (e) => { for (const x of e.value) trace.push(x); });
    const traced = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
    await cdp.send("Tracing.start", { traceConfig: { includedCategories: profile ? [...TRACE_CATEGORIES, "disabled-by-default-v8.cpu_profiler"] : TRACE_CATEGORIES }, transferMode: "ReportEvents" });
    await page.keyboard.type(target.text, { delay: KEY_DELAY_MS });
    // The last key's frame, and the observer's report of it, come after the key.
    await page.waitForTimeout(1000);
    await cdp.send("Tracing.end");
    await traced;
    const events = (await page.evaluate(() => window.__typingEvents)).filter((e) => e.startTime >= since);
    const value = await field.inputValue();
    return { events, value, trace, cpu: keyCpu(trace, rate) };
  } finally {
    await context.close();
  }
}

/**
 * The main thread's CPU time per key, from the trace (thread time, "tdur"): the work itself, without
 * the time a busy machine kept the thread waiting, which Event Timing's wall-clock durations include
 * (on a shared 2-core machine they swing by several times from run to run). Multiplied by the
 * throttling rate, so it reads as the milliseconds the key would take at that slowdown on an idle
 * machine. For each key: `toPaint`, the tasks from the key's keydown to the end of the first paint
 * after it (what Event Timing measures, less the waiting); `all`, every task until the next key
 * (deferred renders and timers included). Both the worst key of the visit.
 */
function keyCpu(trace, rate) {
  const { thread } = mainThread(trace);
  const onMain = trace.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === "X" && typeof e.dur === "number");
  const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
  const tasks = [];
  let end = -Infinity;
  for (const e of onMain.filter((x) => TASKS.has(x.name)).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    tasks.push(e);
    end = e.ts + e.dur;
  }
  const keys = onMain.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === "keydown").map((e) => e.ts).sort((a, b) => a - b);
  const paints = onMain.filter((e) => e.name === "Paint" || e.name === "PaintImage" || e.name === "Commit").map((e) => e.ts + e.dur).sort((a, b) => a - b);
  const cpuOf = (from, to) => tasks.filter((t) => t.ts + t.dur > from && t.ts < to).reduce((sum, t) => sum + (t.tdur ?? t.dur), 0);
  let toPaint = 0;
  let all = 0;
  keys.forEach((k, i) => {
    const next = keys[i + 1] ?? k + 1_000_000;
    const paint = paints.find((p) => p > k) ?? next;
    toPaint = Math.max(toPaint, cpuOf(k, Math.min(paint, next)));
    all = Math.max(all, cpuOf(k, next));
  });
  return { toPaintMs: Math.round((toPaint / 1000) * rate), allMs: Math.round((all / 1000) * rate), keys: keys.length };
}

const median = (list) => {
  const s = list.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The longest event while typing into each target (median of `runs` visits),
 * in the order of TYPING_TARGETS. A target marked optional whose page does
 * not exist yet (404) is reported as skipped.
 */
export async function typingLatency(browser, base, { runs = 3, rate = 4, only, profile = false, save, log = () => {} } = {}) {
  const rows = [];
  for (const target of TYPING_TARGETS.filter((t) => !only || only.includes(t.name))) {
    const worst = [];
    const cpu = [];
    const cpuAll = [];
    const detail = [];
    let skipped;
    for (let i = 0; i < runs && !skipped; i++) {
      try {
        const r = await typeOnce(browser, base, target, { rate, profile });
        if (r.missing) {
          skipped = r.missing;
          break;
        }
        const top = r.events.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), undefined);
        // No event above the 16 ms threshold: every key answered within it.
        worst.push(top ? top.duration : 16);
        detail.push(top ? `${top.duration} ${top.name} (delay ${Math.round(top.inputDelay)}, handlers ${Math.round(top.processing)})` : "<16");
        if (save) writeFileSync(`${save}.${target.name}.${i + 1}.json`, JSON.stringify({ traceEvents: r.trace }));
        cpu.push(r.cpu.toPaintMs);
        cpuAll.push(r.cpu.allMs);
        if (profile) {
          const t = summarise(r.trace);
          const p = selfTimes(r.trace, 20);
          log(`main thread over the typing: ${t.mainThreadMs} ms in ${t.tasks} tasks (CPU ${t.mainThreadCpuMs} ms), longest ${t.longestTaskMs} ms ${JSON.stringify(t.longestTask)}`);
          log(`by script:\n    ${p.byScript.join("\n    ")}\n  by function:\n    ${p.byFunction.join("\n    ")}`);
        }
        if (process.env.TYPING_EVENTS) log(JSON.stringify(r.events.map((e) => `${Math.round(e.startTime - r.events[0].startTime)} ${e.name} ${e.duration} d${Math.round(e.inputDelay)} p${Math.round(e.processing)}`)));
        log(`${target.name} #${i + 1}: worst ${top ? `${top.duration} ms (${top.name})` : "< 16 ms"}, ${r.events.length} events ≥ 16 ms, CPU to paint ${r.cpu.toPaintMs} ms, per key ${r.cpu.allMs} ms (${r.cpu.keys} keys), field "${r.value}"`);
      } catch (error) {
        log(`${target.name} #${i + 1} failed: ${error.message.split("\n")[0]}`);
      }
    }
    if (skipped && !target.optional) log(`${target.name}: ${skipped}`);
    rows.push({ name: target.name, label: target.label, path: target.path, typed: target.text, worstEventMs: skipped ? null : median(worst), runs: worst.join("/"), cpuToPaintMs: skipped ? null : median(cpu), cpuPerKeyMs: skipped ? null : median(cpuAll), detail, skipped });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2];
  if (!base) {
    console.error("usage: node scripts/lib/typing.mjs http://127.0.0.1:PORT [--runs=3] [--rate=4] [--only=a,b] [--verbose]");
    process.exit(2);
  }
  const opt = Object.fromEntries(process.argv.slice(3).map((a) => { const [k, v] = a.replace(/^--/, "").split("="); return [k, v ?? true]; }));
  const { chromium } = await import("@playwright/test");
  const { findChromium } = await import("./chromium.mjs");
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
  try {
    const rows = await typingLatency(browser, base, {
      runs: Number(opt.runs ?? 3), rate: Number(opt.rate ?? 4), profile: !!opt.profile, save: typeof opt.save === "string" ? opt.save : undefined, only: typeof opt.only === "string" ? opt.only.split(",") : undefined,
      log: opt.verbose ? (l) => console.log(`  ${l}`) : undefined,
    });
    for (const r of rows) console.log(`${r.label.padEnd(26)} ${r.skipped ? `skipped (${r.skipped})` : `worst event ${r.worstEventMs} ms (runs ${r.runs}); CPU ×${opt.rate ?? 4}: to paint ${r.cpuToPaintMs} ms, per key ${r.cpuPerKeyMs} ms`}`);
    if (opt.verbose) console.log(JSON.stringify(rows, null, 1));
  } finally {
    await browser.close();
  }
}
