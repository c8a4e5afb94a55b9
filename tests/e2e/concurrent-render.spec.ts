/**
 * A freshly started server that gets several requests at once for every page
 * with a part whose code loads later (the tools, the planner, the
 * questionnaire's flow) sends each of them complete, and so does the cache
 * afterwards. React.lazy on the server once sent the empty fallback to every
 * request that arrived while another was loading the part's code, and the
 * cache kept those short pages.
 */
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../scripts/lib/ports.mjs";

const BUILD = `${process.env.BUILD_DIR || "."}/build/server/index.js`;

/** Each page, and what its HTML holds only when its later part was rendered. */
const PAGES: { path: string; holds: string }[] = [
  { path: "/buying/mortgage-process", holds: 'data-tool-embed="borrowing"' },
  { path: "/schemes/help-to-buy", holds: 'data-tool-embed="scheme-amounts"' },
  { path: "/schemes/first-home", holds: 'data-tool-embed="scheme-amounts"' },
  { path: "/renting/guide?topic=rights-responsibilities", holds: 'data-tool-embed="rent-review"' },
  { path: "/renting/tenant-rights?topic=ending-tenancy", holds: 'data-tool-embed="notice-period"' },
  { path: "/tools/borrowing?income1=60000", holds: 'action="/tools/borrowing' },
  { path: "/tools/scheme-amounts", holds: 'action="/tools/scheme-amounts' },
  { path: "/tools/rent-review", holds: 'action="/tools/rent-review' },
  { path: "/tools/notice-period", holds: 'action="/tools/notice-period' },
  { path: "/tools/rent-tax-credit", holds: 'action="/tools/rent-tax-credit' },
  { path: "/buying/plan?income1=60000&savings=40000&price=350000", holds: 'action="/buying/plan' },
  { path: "/questionnaire", holds: 'action="/questionnaire' },
];
const AT_ONCE = 5;

let server: ChildProcess | undefined;
let base = "";

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/index.mjs", BUILD], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", SITE_URL: "https://www.example.ie" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Ready when it says it is listening (on stderr; stdout is the access log): no request may reach it before the burst.
  await new Promise<void>((resolve, reject) => {
    server!.stderr!.on("data", (chunk: Buffer) => chunk.toString().includes("listening on") && resolve());
    server!.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
});

test.afterAll(() => {
  server?.kill();
});

test("a fresh server sends every page complete to concurrent first requests, and caches only complete pages", async () => {
  const burst = PAGES.flatMap(({ path, holds }) =>
    Array.from({ length: AT_ONCE }, async () => {
      const response = await fetch(base + path);
      return { path, holds, status: response.status, html: await response.text() };
    }),
  );
  const first = await Promise.all(burst);
  const short = first.filter((r) => r.status !== 200 || !r.html.includes(r.holds)).map((r) => r.path);
  expect(short, "responses without their part").toEqual([]);

  for (const { path, holds } of PAGES) {
    const response = await fetch(base + path);
    expect(response.headers.get("x-render-cache"), path).toBe("hit");
    expect(await response.text(), path).toContain(holds);
  }
});
