/**
 * Checks over all pages together, on what pages.spec.ts kept from its one
 * visit per page (this file's project runs after that one, playwright.config.ts):
 * - the server's HTML of every built page, and of the 404 page, is valid
 *   (W3C Nu Html Checker from the vnu-jar package, one Java run for all files);
 * - titles are unique across pages;
 * - no internal link of any page leads to a missing page (each distinct
 *   address asked once, however many pages link to it).
 */
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { promisify } from "node:util";
import type { TestInfo } from "@playwright/test";
import { pageHtmlDir, savedPage } from "./page-checks";
import { BUILT_PAGES, PENDING } from "./routes";
import { expect, test } from "./fixtures";

const run = promisify(execFile);

/** Every built page's saved visit; a page whose visit did not run or failed fails here, by name. */
function savedPages(testInfo: TestInfo) {
  const pages = BUILT_PAGES.map((entry) => ({ path: entry.path, saved: savedPage(testInfo, entry.path) }));
  const missing = pages.filter((p) => !p.saved).map((p) => p.path);
  expect(missing, "pages whose visit in pages.spec.ts left no HTML (it failed, or did not run)").toEqual([]);
  return pages.map((p) => ({ path: p.path, ...p.saved! }));
}

test("every page's server HTML validates", async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const pages = savedPages(testInfo);
  const notFound = `${pageHtmlDir(testInfo)}/not-found.html`;
  writeFileSync(notFound, await (await request.get("/no-such-page")).text());
  const files = [...pages.map((p) => p.file), notFound];
  let output = "";
  try {
    // The JVM's quick compiler only, a single-threaded collector and the stack the checker asks for
    // (its schema needs 512 KB or more): a short run spent most of its CPU compiling, 9.3 -> 4.8
    // CPU-seconds on 13 pages, with the same errors found (a page with a stray </p> still fails).
    await run("java", ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", "node_modules/vnu-jar/build/dist/vnu.jar", "--errors-only", "--format", "gnu", ...files], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    output = String((error as { stderr?: string }).stderr || error);
  }
  const lines = output.split("\n").filter(Boolean).map((l) => l.replaceAll(`${pageHtmlDir(testInfo)}/`, ""));
  expect(lines).toEqual([]);
});

test("titles are unique across pages", async ({}, testInfo) => {
  const seen = new Map<string, string>();
  for (const { path, html } of savedPages(testInfo)) {
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(seen.get(title), `${path} repeats the title of ${seen.get(title)}`).toBeUndefined();
    seen.set(title, path);
  }
});

test("no page has an internal link to a missing page", async ({ request }, testInfo) => {
  test.slow(); // a few hundred distinct addresses
  const linkedFrom = new Map<string, string[]>();
  for (const { path, links } of savedPages(testInfo)) {
    const internal = links.filter((h) => h.startsWith("/") && !h.startsWith("//")).map((h) => h.split("#")[0]!).filter(Boolean);
    for (const href of new Set(internal)) {
      if (PENDING.has(href.split("?")[0]!)) continue;
      linkedFrom.set(href, [...(linkedFrom.get(href) ?? []), path]);
    }
  }
  expect(linkedFrom.size, "links found on the pages").toBeGreaterThan(BUILT_PAGES.length);
  const broken: string[] = [];
  for (const [href, from] of linkedFrom) {
    const res = await request.get(href, { maxRedirects: 0 });
    if (res.status() >= 400) broken.push(`${href} → ${res.status()} (linked from ${from.join(", ")})`);
  }
  expect(broken).toEqual([]);
});
