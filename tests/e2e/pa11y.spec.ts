/**
 * pa11y-ci (HTML_CodeSniffer, WCAG 2 AA) reports no issue on any page of the
 * registry, at desktop and phone widths (config: tests/pa11y/config.ts). It
 * runs against the server Playwright started for the other tests, in Debian's
 * Chromium (.puppeteerrc.cjs stops puppeteer downloading its own). It needs
 * no Playwright page, so it uses Playwright's own test, not ./fixtures.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { findChromium } from "../../scripts/lib/chromium.mjs";
import { WIDTHS, pa11yConfig, type WidthName } from "../pa11y/config";
import { expect, test } from "@playwright/test";
import { BUILT_PAGES } from "./routes";

const run = promisify(execFile);

interface Pa11yIssue {
  code?: string;
  message: string;
  selector?: string;
  context?: string;
}

for (const width of Object.keys(WIDTHS) as WidthName[]) {
  test(`pa11y-ci reports 0 issues on every page at ${width} width`, async ({ baseURL }, testInfo) => {
    // One test checks every page (37 at the time of writing), a few seconds each, two at a time;
    // on a slow, busy machine that is minutes, not the 30 s one page's test gets.
    test.setTimeout(10 * 60_000);
    const chromium = findChromium() as string;
    const withIgnores = !process.env.PA11Y_ALL;
    type Report = { total: number; results: Record<string, Pa11yIssue[]> };

    const check = async (name: string, paths?: string[]): Promise<Report> => {
      const reportFile = testInfo.outputPath(`${name}.json`);
      const configFile = testInfo.outputPath(`${name}-config.json`);
      writeFileSync(configFile, JSON.stringify(pa11yConfig({ baseUrl: baseURL!, width, chromium, reportFile, paths, withIgnores }), null, 2));
      // Exit code 2 means issues were found: the report says which, so read it either way.
      await run(process.execPath, ["node_modules/pa11y-ci/bin/pa11y-ci.js", "--config", configFile], {
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: "true" },
      }).catch((error: { code?: number }) => {
        if (error.code !== 2) throw error;
      });
      await testInfo.attach(`${name}.json`, { path: reportFile, contentType: "application/json" });
      return JSON.parse(readFileSync(reportFile, "utf8")) as Report;
    };

    const report = await check("pa11y-report");
    // A page that could not be loaded (a timeout on a busy machine) is listed with an error and no
    // code: those pages get one more try. Issues are never retried.
    const failedToLoad = Object.entries(report.results)
      .filter(([, list]) => list.some((i) => !i.code))
      .map(([url]) => new URL(url).pathname);
    if (failedToLoad.length) {
      const again = await check("pa11y-report-retry", failedToLoad);
      for (const [url, list] of Object.entries(again.results)) report.results[url] = list;
    }

    // Every page was checked (a page that failed to load is listed with its error, not skipped).
    expect(report.total).toBe(BUILT_PAGES.length);
    expect(Object.keys(report.results)).toHaveLength(BUILT_PAGES.length);
    const issues = Object.entries(report.results).flatMap(([url, list]) =>
      list.map((i) => `${new URL(url).pathname}: ${i.code ?? "error"}: ${i.message}${i.selector ? ` (${i.selector})` : ""}`),
    );
    console.log(`[pa11y] ${width}: ${issues.length} issue(s) on ${report.total} pages`);
    expect(issues, `pa11y-ci issues at ${width} width`).toEqual([]);
  });
}
