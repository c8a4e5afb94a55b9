/**
 * Site search figures: index size, build time and query time. Run once:
 *   npx vitest bench --run tests/unit/search.bench.ts
 * It prints a summary (median of 100 queries) and tinybench's own table.
 */
import { performance } from "node:perf_hooks";
import { bench, describe } from "vitest";
import { buildDocuments } from "~/search/documents.server";
import { createSiteSearch } from "~/search/engine";
import { search, searchIndexStats } from "~/search/index.server";

const QUERIES = [
  "morgage", "tenan", "help to buy", "stamp duty", "first home scheme", "cost rental", "social housing income",
  "notice period landlord", "rent pressure zone", "security of tenure", "deposit", "green mortgage", "budget 2025",
  "affordable dublin", "threshold advice", "credit union", "how much can I borrow", "rent tax credit", "survey fees", "cookies",
];
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

// Warm-up, then 100 timed queries (the 20 above, five times over).
for (const q of QUERIES) search(q);
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const q of QUERIES) {
    const t0 = performance.now();
    search(q);
    times.push(performance.now() - t0);
  }
}
// CPU time as well as wall time: on a shared, loaded machine wall time mostly measures waiting.
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const builds: number[] = [];
const buildsCpu: number[] = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  const c0 = cpuMs();
  createSiteSearch(buildDocuments("2026-11-24"));
  builds.push(performance.now() - t0);
  buildsCpu.push(cpuMs() - c0);
}
const stats = searchIndexStats();
console.log(
  [
    `search index: ${stats.documents} documents, ${stats.terms} terms, ${stats.serializedBytes} bytes serialized (${(stats.serializedBytes / 1024).toFixed(1)} KiB)`,
    `build at start-up: ${stats.buildMs.toFixed(1)} ms (cold); rebuild median of 5: ${median(builds).toFixed(1)} ms wall, ${median(buildsCpu).toFixed(1)} ms CPU`,
    `query time over ${times.length} queries: median ${median(times).toFixed(3)} ms, max ${Math.max(...times).toFixed(3)} ms`,
  ].join("\n"),
);

describe("site search", () => {
  bench("one query (cycling 20 realistic queries)", () => {
    search(QUERIES[Math.floor(Math.random() * QUERIES.length)]!);
  });
});
