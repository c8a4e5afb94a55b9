/**
 * Compares builds of the site on the measures that vary least: the main
 * thread's CPU time over one page load with the CPU slowed 4× (trace.mjs),
 * and the part of it spent in JavaScript (hydration is in it), loading the
 * same path from each server in turn, in an order that rotates every round,
 * so a busy machine weighs on all of them alike. Prints, for each path and
 * server, the median with its interquartile range, and for every server
 * after the first the median of its paired differences from the first
 * (B − A in the same round), with that difference's interquartile range and
 * its share of the first server's median. Used to decide whether a
 * mechanism still pays (issue 26: Static removed, SiteLink kept; issue 43).
 *
 *   node scripts/lib/ab-trace.mjs /,/renting/tenant-rights 20 http://127.0.0.1:3410 http://127.0.0.1:3411 [--out=FILE.json]
 *
 * Start each build with the site's server on its own port first
 * (`PORT=3410 HOST=127.0.0.1 node server/index.mjs DIR/build/server/index.js`).
 */
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";
import { recordLoad, summarise } from "./trace.mjs";

const args = process.argv.slice(2);
const out = args.find((a) => a.startsWith("--out="))?.slice(6);
const [paths = "/", runs = "9", ...servers] = args.filter((a) => !a.startsWith("--"));
if (servers.length === 0) {
  console.error("usage: node scripts/lib/ab-trace.mjs PATHS RUNS SERVER [SERVER...] [--out=FILE.json]");
  process.exit(2);
}

/** The q-quantile of `values` (linear between neighbours). */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
};
const spread = (values) => ({ median: quantile(values, 0.5), p25: quantile(values, 0.25), p75: quantile(values, 0.75), min: Math.min(...values), max: Math.max(...values) });
const fmt = (s) => `${s.median.toFixed(1)} [${s.p25.toFixed(1)}–${s.p75.toFixed(1)}]`;
const MEASURES = { cpu: "mainThreadCpuMs", js: "scriptCpuMs", task: "longestTaskMs" };

const browser = await chromium.launch({ executablePath: findChromium(), args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
const report = {};
try {
  for (const path of paths.split(",")) {
    const seen = new Map(servers.map((s) => [s, Object.fromEntries(Object.keys(MEASURES).map((k) => [k, []]))]));
    for (let i = 0; i < Number(runs); i++) {
      // A, B, C… then B, C, A…: each server goes first as often as the others.
      const order = servers.map((_, j) => servers[(i + j) % servers.length]);
      for (const server of order) {
        const load = summarise(await recordLoad(browser, server + path, { rate: 4, settleMs: 2000 }));
        for (const [k, field] of Object.entries(MEASURES)) seen.get(server)[k].push(load[field]);
      }
    }
    const [first] = servers;
    report[path] = Object.fromEntries(
      servers.map((s) => {
        const own = Object.fromEntries(Object.keys(MEASURES).map((k) => [k, spread(seen.get(s)[k])]));
        if (s === first) return [s, { ...own, raw: seen.get(s) }];
        const diff = Object.fromEntries(
          Object.keys(MEASURES).map((k) => {
            const d = spread(seen.get(s)[k].map((v, i) => v - seen.get(first)[k][i]));
            return [k, { ...d, shareOfFirst: d.median / quantile(seen.get(first)[k], 0.5) }];
          }),
        );
        return [s, { ...own, minusFirst: diff, raw: seen.get(s) }];
      }),
    );
    console.log(`${path} (${runs} loads of each; median [p25–p75], ms at 4×)`);
    for (const s of servers) {
      const r = report[path][s];
      const line = Object.keys(MEASURES).map((k) => `${k} ${fmt(r[k])}`).join(" | ");
      const diff = r.minusFirst ? `  Δ vs first: ${Object.keys(MEASURES).map((k) => `${k} ${fmt(r.minusFirst[k])} (${(r.minusFirst[k].shareOfFirst * 100).toFixed(1)}%)`).join(" | ")}` : "";
      console.log(`  ${s}: ${line}${diff}`);
    }
    if (out) writeFileSync(out, JSON.stringify({ runs: Number(runs), servers, report }, null, 1));
  }
} finally {
  await browser.close();
}
