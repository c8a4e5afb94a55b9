/**
 * Compares builds of the site on the measure that varies least: the main
 * thread's CPU time over one page load with the CPU slowed 4× (trace.mjs),
 * loading the same path from each server in turn so a busy machine weighs
 * on all of them alike. Prints, for each path, each server's median CPU time
 * and longest task. Used to decide whether a mechanism still pays (issue 26:
 * Static was removed, SiteLink kept).
 *
 *   node scripts/lib/ab-trace.mjs /,/renting/tenant-rights 15 http://127.0.0.1:3410 http://127.0.0.1:3411
 *
 * Start each build with the site's server on its own port first
 * (`PORT=3410 HOST=127.0.0.1 node server/index.mjs DIR/build/server/index.js`).
 */
import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";
import { recordLoad, summarise } from "./trace.mjs";

const [paths = "/", runs = "9", ...servers] = process.argv.slice(2);
if (servers.length === 0) {
  console.error("usage: node scripts/lib/ab-trace.mjs PATHS RUNS SERVER [SERVER...]");
  process.exit(2);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
try {
  for (const path of paths.split(",")) {
    const seen = new Map(servers.map((s) => [s, { cpu: [], task: [] }]));
    for (let i = 0; i < Number(runs); i++) {
      for (const server of servers) {
        const load = summarise(await recordLoad(browser, server + path, { rate: 4, settleMs: 2000 }));
        seen.get(server).cpu.push(load.mainThreadCpuMs);
        seen.get(server).task.push(load.longestTaskMs);
      }
    }
    console.log(path, servers.map((s) => `${s}: cpu ${Math.round(median(seen.get(s).cpu))} ms, longest task ${Math.round(median(seen.get(s).task))} ms`).join(" | "));
  }
} finally {
  await browser.close();
}
