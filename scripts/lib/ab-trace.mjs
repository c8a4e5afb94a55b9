/**
 * Compares builds of the site on the measure that varies least: the main
 * thread's CPU time over one page load with the CPU slowed 4× (trace.mjs),
 * in paired loads: each round loads the path from every server in turn (the
 * order reversed every other round), so a busy machine weighs on all of them
 * alike. Prints, for each path, each server's median CPU time and longest
 * task, the JavaScript its HTML loads (files and KB gzip), and the median of
 * each round's ratio against the first server with its quartiles and
 * extremes. Used to decide whether a mechanism still pays (issue 26: Static
 * was removed, SiteLink kept; issue 44: the vendor file).
 *
 *   node scripts/lib/ab-trace.mjs /,/renting/tenant-rights 20 http://127.0.0.1:3410 http://127.0.0.1:3411
 *
 * Start each build with remix-serve on its own port first.
 */
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { findChromium } from "./chromium.mjs";
import { pairedLoads, pairedRatio } from "./trace.mjs";

const [paths = "/", runs = "9", ...servers] = process.argv.slice(2);
if (servers.length === 0) {
  console.error("usage: node scripts/lib/ab-trace.mjs PATHS RUNS SERVER [SERVER...]");
  process.exit(2);
}
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The scripts a page's HTML loads (its module scripts and preloads), gzipped as a server would send them. */
async function scriptBytes(url) {
  const html = await (await fetch(url)).text();
  const files = [...new Set([...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const f of files) bytes += gzipSync(Buffer.from(await (await fetch(new URL(f, url))).arrayBuffer()), { level: 9 }).length;
  return { files: files.length, kb: +(bytes / 1024).toFixed(1) };
}

const browser = await chromium.launch({ executablePath: findChromium(), args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"] });
try {
  for (const path of paths.split(",")) {
    const urls = Object.fromEntries(servers.map((s) => [s, s + path]));
    const seen = await pairedLoads(browser, urls, { rounds: Number(runs), log: (l) => console.log(`  ${path}: ${l}`) });
    const cpu = (s) => seen[s].map((x) => x.mainThreadCpuMs);
    const parts = [];
    for (const s of servers) {
      const { files, kb } = await scriptBytes(s + path);
      const ratio = s === servers[0] ? "" : `, ÷ first ${JSON.stringify(pairedRatio(cpu(s), cpu(servers[0])))}`;
      parts.push(`${s}: cpu ${Math.round(median(cpu(s)))} ms, longest task ${Math.round(median(seen[s].map((x) => x.longestTaskMs)))} ms, ${files} scripts ${kb} KB gzip${ratio}`);
    }
    console.log(`${path} (${seen[servers[0]].length} rounds)\n  ${parts.join("\n  ")}`);
  }
} finally {
  await browser.close();
}
