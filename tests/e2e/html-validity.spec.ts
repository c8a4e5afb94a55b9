/**
 * Checks over all pages together, on the server's HTML of every built page,
 * fetched here (a page's links are all in its server HTML: hydration adds none,
 * it only turns the no-JavaScript fallbacks, such as the questionnaire's link,
 * into buttons), so this file needs no browser and waits on no other:
 * - the HTML of every built page, and of the 404 page, is valid
 *   (W3C Nu Html Checker from the vnu-jar package, one Java run for all files);
 * - titles are unique across pages;
 * - no internal link of any page leads to a missing page (each distinct
 *   address asked once, however many pages link to it).
 */
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { BUILT_PAGES, PENDING } from "./routes";
import { expect, test } from "./fixtures";

const run = promisify(execFile);

/** Every built page's server HTML, as a visitor's browser gets it. */
async function serverPages(request: APIRequestContext) {
  return Promise.all(
    BUILT_PAGES.map(async ({ path }) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return { path, html: await response.text() };
    }),
  );
}

/** The href of every link in the HTML, as the browser reads the attribute. */
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

/** "/" -> "home.html", "/buying/plan" -> "buying~plan.html": readable in the validator's messages. */
const fileName = (path: string) => `${path === "/" ? "home" : path.slice(1).replace(/[^\w-]/g, "~")}.html`;

test("every page's server HTML validates", async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const dir = testInfo.outputPath("page-html");
  mkdirSync(dir, { recursive: true });
  const write = (name: string, html: string) => {
    writeFileSync(join(dir, name), html);
    return join(dir, name);
  };
  const files = (await serverPages(request)).map(({ path, html }) => write(fileName(path), html));
  files.push(write("not-found.html", await (await request.get("/no-such-page")).text()));
  let output = "";
  try {
    // The JVM's quick compiler only, a single-threaded collector and the stack the checker asks for
    // (its schema needs 512 KB or more): a short run spent most of its CPU compiling, 9.3 -> 4.8
    // CPU-seconds on 13 pages, with the same errors found (a page with a stray </p> still fails).
    await run("java", ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", "node_modules/vnu-jar/build/dist/vnu.jar", "--errors-only", "--format", "gnu", ...files], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    output = String((error as { stderr?: string }).stderr || error);
  }
  const lines = output.split("\n").filter(Boolean).map((l) => l.replaceAll(`${dir}/`, ""));
  expect(lines).toEqual([]);
});

test("titles are unique across pages", async ({ request }) => {
  const seen = new Map<string, string>();
  for (const { path, html } of await serverPages(request)) {
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(seen.get(title), `${path} repeats the title of ${seen.get(title)}`).toBeUndefined();
    seen.set(title, path);
  }
});

test("no page has an internal link to a missing page", async ({ request }) => {
  test.slow(); // a few hundred distinct addresses
  const linkedFrom = new Map<string, string[]>();
  for (const { path, html } of await serverPages(request)) {
    const internal = hrefs(html).filter((h) => h.startsWith("/") && !h.startsWith("//")).map((h) => h.split("#")[0]!).filter(Boolean);
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
