/**
 * Interaction latency: how long the page takes to answer a person typing
 * into a field, with Chromium's CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate, as scripts/lib/trace.mjs does for a load).
 * A visit taps the field once the page has loaded (the visit's first
 * interaction, counted), then types real key events (keydown, beforeinput,
 * input, keyup) at a person's pace: steady, or uneven with a pause mid-number
 * (PACES). The page's own Event Timing API (PerformanceObserver type "event",
 * durationThreshold 16, observing from the document's start) reports each
 * event's duration, from the input to the next frame painted after its
 * handlers ran, which is what INP is made of. The figure is the longest
 * event from the tap on, median of `runs` fresh visits per pace; beside it
 * the main thread's CPU time per key from a trace of the same visit.
 *
 *   node scripts/lib/typing.mjs http://127.0.0.1:3000 [--runs=3] [--rate=4] [--only=calculator,planner-home2] [--pace=uneven] [--verbose] [--profile] [--save=PREFIX] [--json=FILE]
 *
 * --only takes field names or groups (calculator, planner, a tool's name);
 * --against=URL visits a second server (another build) in turn with the first;
 * --floor also types into each page with its scripts left out (FLOOR).
 * Used by `npm run bench` (the "typing" table).
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { stripScripts } from "./static-server.mjs";
import { mainThread, selfTimes, summarise } from "./trace.mjs";

const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading", "toplevel"];

/**
 * The fields typed into: every tool's main field, the planner's income and
 * its second home (the planner compares two homes: filling in the second
 * home's price adds it, its other answers taken from the first home's), and
 * the calculator's price and other money fields. The other answers come in
 * the address where the tool needs them for a result, so every key
 * recomputes and redraws the whole result: the heavy case a reader meets.
 * A field in a closed section of the calculator is opened by the address's
 * #hash (Collapsible), as a link to it would. `group` is what --only picks by
 * (or the field's own name). The notice checker's main field is a date (the
 * tenancy's start), typed digit by digit as a reader types one (dd/mm/yyyy, en-IE).
 */
const PLAN_ONE_HOME = "/buying/plan?buyer=first&savings=40000&price=350000&type=new&area=dublin-city&homeType=house";
const CALC = "/buying/costs-calculator";
const calculatorField = (key, section, text = "1850") => ({ name: `calculator-${key}`, group: "calculator", label: `calculator, ${key}`, path: `${CALC}${section ? `#${section}` : ""}`, field: `#calc-${key}`, text });
export const TYPING_TARGETS = [
  { name: "calculator-price", group: "calculator", label: "calculator, price", path: CALC, field: "#calc-price", text: "345000" },
  calculatorField("mortgage", "", "315000"),
  calculatorField("legal", ""),
  calculatorField("survey", "survey-fees"),
  calculatorField("registration", "registration-fees"),
  calculatorField("valuation", ""),
  { ...calculatorField("brokerFee", ""), path: `${CALC}?broker=1` },
  calculatorField("insurance", "home-insurance"),
  calculatorField("moving", ""),
  calculatorField("furnishing", "furnishing-costs"),
  calculatorField("misc", "misc-costs"),
  { name: "planner", group: "planner", label: "planner, income", path: PLAN_ONE_HOME, field: "input[name=income]", text: "345000" },
  { name: "planner-home2", group: "planner", label: "planner, second home price", path: `${PLAN_ONE_HOME}&income=90000`, field: "input[name=price2]", text: "345000" },
  { name: "borrowing", group: "borrowing", label: "borrowing, income", path: "/tools/borrowing?buyer=first&savings=40000", field: "input[name=income]", text: "345000" },
  { name: "scheme-amounts", group: "scheme-amounts", label: "scheme amounts, price", path: "/tools/scheme-amounts?type=new&area=dublin-city&mortgage=300000&deposit=40000&htb=yes", field: "input[name=price]", text: "345000" },
  { name: "rent-review", group: "rent-review", label: "rent review, rent", path: "/tools/rent-review?start=2024-01-01&set=2025-03-01&cpi=2&kind=standard&zone=no", field: "input[name=rent]", text: "345000" },
  { name: "notice-period", group: "notice-period", label: "notice, start date", path: "/tools/notice-period?who=tenant", field: "input[name=start]", text: "12062021" },
  { name: "rent-tax-credit", group: "rent-tax-credit", label: "rent tax credit, rent", path: "/tools/rent-tax-credit?status=single&from=2025-01-01&to=2025-12-31", field: "input[name=rent]", text: "345000", optional: true },
];

/**
 * How a person types, as the gaps (ms) before each key, the first counted from the tap on the field.
 * steady: a quick, even typist. uneven: issue 44's reader, who stops mid-number (420 ms, longer than
 * the 250 ms pause a form waits for before it settles) to check what they typed. A text longer than
 * the list starts it again.
 */
export const PACES = {
  steady: [150, 150, 150, 150, 150, 150],
  uneven: [180, 120, 420, 150, 230, 140],
};

const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: "en-IE" };

/** Records every Event Timing entry from the document's start (installed before any page script). */
function observeEvents() {
  window.__typingEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__typingEvents.push({ name: e.name, startTime: e.startTime, duration: e.duration, inputDelay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart, interactionId: e.interactionId });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * One visit: load, wait until the field is live, then, with the Event Timing observer and the trace
 * already running, tap the field as a reader does (the first interaction of the visit: it also starts
 * what the first touch fetches, the motion code and the toast) and type at `pace`. Returns every event
 * the Event Timing API saw from the tap on (ms), the value typed and the CPU per key.
 */
async function typeOnce(browser, base, target, { rate, pace, profile = false, noScripts = false }) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEvents);
    if (noScripts) {
      // The floor: the page as the server sends it with every script left out (stripScripts, as the bench's
      // load floor), as with JavaScript off, so the tap and the keys cost only what the browser itself does
      // for this HTML and CSS. The bench's own observer and select-on-tap still run (an init script, an evaluate).
      const address = base + target.path.split("#")[0];
      await page.route((url) => url.href.split("#")[0] === address, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: stripScripts(await response.text()) });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const response = await page.goto(base + target.path, { waitUntil: "load", timeout: 120_000 });
    if (!response || response.status() === 404) return { missing: `${target.path} answered ${response?.status() ?? "nothing"}` };
    const field = page.locator(target.field).first();
    if (!(await field.count())) return { missing: `${target.path} has no ${target.field}${noScripts ? " without scripts" : ""}` };
    // Hydrated: React keeps an element's props on it once it owns it (tests/e2e/fixtures.ts expectHydrated).
    if (!noScripts) {
      await page.waitForFunction((sel) => {
        const el = document.querySelector(sel);
        return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps$"));
      }, target.field, { timeout: 60_000 });
    }
    // The page has loaded: nothing is still being fetched (the reader taps a page that has just settled).
    await page.waitForLoadState("networkidle");
    // In the middle of the screen, where a reader types (a phone's keyboard lifts the field there). Not
    // scrollIntoViewIfNeeded: it leaves a field that starts below the fold in the screen's last few
    // pixels, and there this headless Chromium (mobile emulation) shows no frame with the typed digit
    // until something else on the page changes, whatever the page: the planner's income field
    // (the only one below the fold) read ~650 ms for it, and the borrowing tool's field, moved 60 px
    // down, reads ~1000 ms the same way; both read ~40 ms when typed in the middle.
    await field.evaluate((el) => el.scrollIntoView({ block: "center" }));
    // The reader has scrolled to the field and reads it before tapping: what the scroll changes (the header's
    // shadow) is drawn before the tap, not counted in it.
    await page.waitForTimeout(500);
    const since = await field.evaluate((el) => {
      // What the field holds is replaced by what is typed, as after a reader's select-all: selected on the tap's
      // click, so no extra key is typed and nothing is changed before the tap.
      el.addEventListener("click", () => el.select(), { once: true });
      return performance.now();
    });
    // A trace over the tap and the typing: the main thread's CPU time each key costs (see keyCpu), and with
    // --profile V8's sampling profiler too, to find where the time goes.
    const trace = [];
    cdp.on("Tracing.dataCollected", (e) => { for (const x of e.value) trace.push(x); });
    const traced = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
    await cdp.send("Tracing.start", { traceConfig: { includedCategories: profile ? [...TRACE_CATEGORIES, "disabled-by-default-v8.cpu_profiler"] : TRACE_CATEGORIES }, transferMode: "ReportEvents" });
    await field.tap();
    const gaps = PACES[pace];
    for (let i = 0; i < target.text.length; i++) {
      await page.waitForTimeout(gaps[i % gaps.length]);
      await page.keyboard.press(target.text[i]);
    }
    // The last key's frame, the settled redraw a pause brings, and the observer's report of them.
    await page.waitForTimeout(1500);
    await cdp.send("Tracing.end");
    await traced;
    // The events INP is made of: those of an interaction (a tap, a key), which carry its id.
    const events = (await page.evaluate(() => window.__typingEvents)).filter((e) => e.startTime >= since && e.interactionId > 0);
    const value = await field.inputValue();
    return { events, value, trace, cpu: keyCpu(trace) };
  } finally {
    await context.close();
  }
}

/**
 * The main thread's CPU time per key, from the trace (thread time, "tdur"): the work itself, without
 * the time a busy machine kept the thread waiting, which Event Timing's wall-clock durations include
 * (on a shared 2-core machine they swing by several times from run to run). Chromium slows the CPU by
 * making the main thread spin in a signal handler after each slice of work (ThreadCPUThrottler), so
 * thread time already reads at the throttled rate: the figures are milliseconds at that slowdown, as
 * they are, not multiplied again. For each key: `toPaint`, the tasks from the key's keydown to the end
 * of the first paint after it (what Event Timing measures, less the waiting); `all`, every task until
 * the next key, or for the last key until the reader's pause (deferred renders, timers and a settled
 * redraw included); both the worst key of the visit. `tap`: every task from the tap to the first key.
 * `longest`: the longest task from the first key on (what a key that lands during it waits for).
 * `total`: every task from the tap to the end.
 */
/** app/lib/first-interaction.ts's PAUSE_MS, in the trace's microseconds. */
const PAUSE_US = 1_000_000;

function keyCpu(trace) {
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
  const dispatched = (type) => onMain.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === type).map((e) => e.ts).sort((a, b) => a - b);
  const keys = dispatched("keydown");
  const tap = dispatched("pointerdown")[0] ?? dispatched("touchstart")[0];
  const paints = onMain.filter((e) => e.name === "Paint" || e.name === "PaintImage" || e.name === "Commit").map((e) => e.ts + e.dur).sort((a, b) => a - b);
  const cpu = (t) => t.tdur ?? t.dur;
  const cpuOf = (from, to) => tasks.filter((t) => t.ts + t.dur > from && t.ts < to).reduce((sum, t) => sum + cpu(t), 0);
  let toPaint = 0;
  let all = 0;
  keys.forEach((k, i) => {
    // The last key's work is what follows it until the reader has paused for a second: after that the
    // site loads the extras it keeps back while a reader acts (the motion code and the toast:
    // lib/first-interaction's PAUSE_MS), which no key waits for.
    const next = keys[i + 1] ?? k + PAUSE_US;
    const paint = paints.find((p) => p > k) ?? next;
    toPaint = Math.max(toPaint, cpuOf(k, Math.min(paint, next)));
    all = Math.max(all, cpuOf(k, next));
  });
  const ms = (us) => Math.round(us / 1000);
  const afterKeys = keys.length ? tasks.filter((t) => t.ts + t.dur > keys[0]) : [];
  return {
    toPaintMs: ms(toPaint), allMs: ms(all), tapMs: tap === undefined || !keys.length ? null : ms(cpuOf(tap, keys[0])),
    longestMs: ms(Math.max(0, ...afterKeys.map(cpu))), totalMs: tap === undefined ? null : ms(cpuOf(tap, Infinity)), keys: keys.length,
  };
}

const median = (list) => {
  const s = list.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * With `floor`, each field is also typed into on the same page with its scripts left out (typeOnce's
 * noScripts): what the browser alone spends on the tap and the keys for that HTML and CSS, the floor
 * under any script, as the yardstick's bare Remix is for a load.
 */
export const FLOOR = "no scripts";

/** Whether `target` is one of `only` (names or groups; every target without it). */
export const picked = (target, only) => !only || only.includes(target.name) || only.includes(target.group);

/**
 * The longest event while typing into each target at each pace (median of
 * `runs` visits per pace), in the order of TYPING_TARGETS, for each build in
 * `bases` (name -> the server's address; one build, "site", by default). The
 * visits alternate between paces and builds, so a machine that gets busier
 * weighs on each alike. A target marked optional whose page does not exist
 * (404) is reported as skipped. Each row: per build and pace, the longest
 * event (the tap's events included), every visit's figure, the CPU per key
 * (the worst key, at the slowdown) to its paint and until the next key, the
 * tap's CPU and the longest task; and per build, the worse pace's figures.
 */
export async function typingLatency(browser, base, { bases = { site: base }, floor = false, runs = 3, rate = 4, only, paces = Object.keys(PACES), profile = false, save, log = () => {} } = {}) {
  const rows = [];
  const names = [...Object.keys(bases), ...(floor ? [FLOOR] : [])];
  for (const target of TYPING_TARGETS.filter((t) => picked(t, only))) {
    const seen = Object.fromEntries(names.map((b) => [b, Object.fromEntries(paces.map((p) => [p, { worst: [], cpu: [], cpuAll: [], tap: [], longest: [], total: [], detail: [] }]))]));
    let skipped;
    for (let i = 0; i < runs && !skipped; i++) {
      for (const pace of paces) {
        for (const build of names) {
          const who = names.length > 1 ? `${build} ` : "";
          try {
            const r = await typeOnce(browser, build === FLOOR ? base : bases[build], target, { rate, pace, profile, noScripts: build === FLOOR });
            if (r.missing && build === FLOOR) {
              log(`${who}${target.name}: ${r.missing}`);
              continue;
            }
            if (r.missing) {
              skipped = r.missing;
              break;
            }
            const s = seen[build][pace];
            const top = r.events.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), undefined);
            // No event above the 16 ms threshold: every key answered within it.
            s.worst.push(top ? top.duration : 16);
            s.detail.push(top ? `${top.duration} ${top.name} (delay ${Math.round(top.inputDelay)}, handlers ${Math.round(top.processing)})` : "<16");
            if (save) writeFileSync(`${save}.${names.length > 1 ? `${build}.` : ""}${target.name}.${pace}.${i + 1}.json`, JSON.stringify({ traceEvents: r.trace }));
            s.cpu.push(r.cpu.toPaintMs);
            s.cpuAll.push(r.cpu.allMs);
            s.tap.push(r.cpu.tapMs);
            s.longest.push(r.cpu.longestMs);
            s.total.push(r.cpu.totalMs);
            if (profile) {
              const t = summarise(r.trace);
              const p = selfTimes(r.trace, 20);
              log(`main thread over the typing: ${t.mainThreadMs} ms in ${t.tasks} tasks (CPU ${t.mainThreadCpuMs} ms), longest ${t.longestTaskMs} ms ${JSON.stringify(t.longestTask)}`);
              log(`by script:\n    ${p.byScript.join("\n    ")}\n  by function:\n    ${p.byFunction.join("\n    ")}`);
            }
            const t0 = r.events[0]?.startTime ?? 0;
            if (process.env.TYPING_EVENTS) log(JSON.stringify(r.events.map((e) => `${Math.round(e.startTime - t0)} ${e.name} ${e.duration} d${Math.round(e.inputDelay)} p${Math.round(e.processing)}`)));
            // A date input holds the typed date in ISO form (yyyy-mm-dd); headless Chromium orders its
            // segments by its own UI language (mm/dd here), not the page's locale: either order lands.
            const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(r.value);
            const landed = iso ? [`${iso[3]}${iso[2]}${iso[1]}`, `${iso[2]}${iso[3]}${iso[1]}`] : [r.value.replace(/\D/g, "")];
            const ok = landed.includes(target.text.replace(/\D/g, "")) ? "" : ` (expected ${target.text}: the typing did not land as meant)`;
            log(`${who}${target.name} ${pace} #${i + 1}: worst ${top ? `${top.duration} ms (${top.name})` : "< 16 ms"}, ${r.events.length} events ≥ 16 ms, CPU to paint ${r.cpu.toPaintMs} ms, per key ${r.cpu.allMs} ms (${r.cpu.keys} keys), tap ${r.cpu.tapMs} ms, longest task ${r.cpu.longestMs} ms, in all ${r.cpu.totalMs} ms, field "${r.value}"${ok}`);
          } catch (error) {
            log(`${who}${target.name} ${pace} #${i + 1} failed: ${error.message.split("\n")[0]}`);
          }
        }
        if (skipped) break;
      }
    }
    if (skipped && !target.optional) log(`${target.name}: ${skipped}`);
    const builds = Object.fromEntries(names.map((build) => {
      const byPace = Object.fromEntries(paces.map((p) => {
        const s = seen[build][p];
        return [p, skipped ? null : {
          worstEventMs: median(s.worst), runs: s.worst.join("/"), cpuToPaintMs: median(s.cpu), cpuPerKeyMs: median(s.cpuAll),
          tapCpuMs: median(s.tap), longestTaskMs: median(s.longest), totalCpuMs: median(s.total), detail: s.detail,
        }];
      }));
      const worse = (k) => {
        const worst = skipped ? null : Math.max(...paces.map((p) => byPace[p]?.[k] ?? -Infinity));
        return worst === -Infinity ? null : worst;
      };
      return [build, { paces: byPace, worstEventMs: worse("worstEventMs"), cpuToPaintMs: worse("cpuToPaintMs"), cpuPerKeyMs: worse("cpuPerKeyMs"), tapCpuMs: worse("tapCpuMs") }];
    }));
    rows.push({ name: target.name, label: target.label, path: target.path, typed: target.text, builds, skipped });
  }
  return rows;
}

/** The typing table as text lines, one table per build (the bench and the command line print the same). */
export function typingTable(rows, { paces = Object.keys(PACES), rate = 4, runs } = {}) {
  const cols = [["field", 30], ...paces.flatMap((p) => [[`${p} ms`, 10], ["runs", 14]]), ...paces.map((p) => [`${p} CPU/key`, 16]), ["tap CPU", 8], ["goal", 4]];
  const line = (cells) => cells.map((c, i) => String(c ?? "–").padEnd(cols[i][1])).join(" ");
  const out = [];
  const names = Object.keys(rows.find((r) => r.builds)?.builds ?? { site: 0 });
  for (const build of names) {
    if (names.length > 1) out.push(`${build}:`);
    out.push(line(cols.map(([k]) => k)));
    for (const r of rows) {
      if (r.skipped) {
        out.push(line([r.label, `skipped: ${r.skipped}`]));
        continue;
      }
      const b = r.builds[build];
      out.push(line([
        r.label,
        ...paces.flatMap((p) => [b.paces[p]?.worstEventMs, b.paces[p]?.runs]),
        ...paces.map((p) => b.paces[p]?.cpuPerKeyMs),
        b.tapCpuMs,
        b.worstEventMs !== null && b.worstEventMs <= 100 ? "ok" : "-",
      ]));
    }
  }
  out.push(`typing: the longest event (Event Timing, ms: the interactions' entries, what INP reports), the first tap on the field included, while typing at each pace (${paces.map((p) => `${p}: gaps ${PACES[p].join(", ")} ms`).join("; ")}) with Chromium's CPU slowed ${rate}×, median of ${runs ?? "the"} visits each; goal (issue 44) ≤ 100 ms at every pace.`);
  out.push(`  CPU/key: the main thread's CPU time at ${rate}× from a key to the next key (the worst key of a visit, a settled redraw included): steadier than wall time on a busy machine. tap CPU: from the tap to the first key (what the first touch starts).`);
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2];
  if (!base) {
    console.error("usage: node scripts/lib/typing.mjs http://127.0.0.1:PORT [--runs=3] [--rate=4] [--only=a,b] [--pace=steady,uneven] [--verbose] [--profile] [--save=PREFIX] [--json=FILE] [--against=URL] [--floor]");
    process.exit(2);
  }
  const opt = Object.fromEntries(process.argv.slice(3).map((a) => { const [k, v] = a.replace(/^--/, "").split("="); return [k, v ?? true]; }));
  const paces = typeof opt.pace === "string" ? opt.pace.split(",") : Object.keys(PACES);
  if (paces.some((p) => !PACES[p])) {
    console.error(`--pace: one or more of ${Object.keys(PACES).join(", ")}`);
    process.exit(2);
  }
  const { chromium } = await import("@playwright/test");
  const { findChromium } = await import("./chromium.mjs");
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
  try {
    const runs = Number(opt.runs ?? 3);
    const rate = Number(opt.rate ?? 4);
    // --against=URL: a second server (another build), visited in turn with the first.
    const bases = typeof opt.against === "string" ? { site: base, against: opt.against } : { site: base };
    const rows = await typingLatency(browser, base, {
      bases, floor: !!opt.floor, runs, rate, paces, profile: !!opt.profile, save: typeof opt.save === "string" ? opt.save : undefined, only: typeof opt.only === "string" ? opt.only.split(",") : undefined,
      log: opt.verbose ? (l) => console.log(`  ${l}`) : undefined,
    });
    console.log(typingTable(rows, { paces, rate, runs }).join("\n"));
    if (typeof opt.json === "string") writeFileSync(opt.json, `${JSON.stringify(rows, null, 1)}\n`);
  } finally {
    await browser.close();
  }
}
