/**
 * What pages.spec.ts runs in its one visit per page (at each width), and where it
 * leaves each page's server HTML for the HTML validator (html-validity.spec.ts).
 *
 * Two accessibility engines judge the same settled page: axe (./fixtures) and
 * HTML_CodeSniffer, the engine pa11y runs, for WCAG 2 AA errors. HTML_CodeSniffer
 * is the build pa11y ships (@pa11y/html_codesniffer),
 * evaluated in the page the way pa11y and axe inject their scripts, and read the
 * way pa11y reads it: errors only (pa11y's default leaves out warnings and
 * notices), less the per-page exceptions of tests/pa11y/config.ts.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { IGNORES } from "../pa11y/config";
import { expect, expectNoAxeViolations } from "./fixtures";

const require = createRequire(import.meta.url);
let htmlcsSource: string | undefined;

/** HTML_CodeSniffer's WCAG2AA errors on the current page, as readable lines, less the page's exceptions. */
export async function htmlCodeSnifferErrors(page: Page, path: string): Promise<string[]> {
  htmlcsSource ??= readFileSync(require.resolve("@pa11y/html_codesniffer/build/HTMLCS.js"), "utf8");
  await page.evaluate(htmlcsSource);
  // PA11Y_ALL=1 counts every issue, the exceptions' false positives included.
  const ignore = process.env.PA11Y_ALL ? [] : (IGNORES[path] ?? []).map((i) => i.code.toLowerCase());
  return page.evaluate(
    (ignore) =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { code: string; msg: string; type: number; element: Element | Document | null };
        const htmlcs = (window as unknown as { HTMLCS: { process: (s: string, d: Document, ok: () => void, fail: (e: unknown) => void) => void; getMessages: () => Message[] } }).HTMLCS;
        const ERROR = 1;
        const where = (el: Message["element"]) => {
          if (!el || !(el instanceof Element)) return "the document";
          const html = el.outerHTML.replace(/\s+/g, " ");
          return html.length > 160 ? `${html.slice(0, 160)}…` : html;
        };
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === ERROR && !ignore.includes(m.code.toLowerCase()))
                .map((m) => `${m.code}: ${m.msg} (${where(m.element)})`),
            ),
          (error) => reject(new Error(`HTML_CodeSniffer failed: ${String(error)}`)),
        );
      }),
    ignore,
  );
}

/** Both engines on the page as it is now (axe first waits for entrance animations to end). */
export async function expectAccessible(page: Page, path: string, width: string) {
  await expectNoAxeViolations(page, `${path} (${width})`);
  expect(await htmlCodeSnifferErrors(page, path), `HTML_CodeSniffer (WCAG2AA) errors on ${path} (${width})`).toEqual([]);
}

/**
 * Where the server's HTML of each registry page is kept for the validator: in
 * Playwright's output folder, which every run empties first, so no page of an
 * earlier run is validated by mistake.
 */
export function pageHtmlDir(testInfo: TestInfo) {
  return join(testInfo.project.outputDir, "page-html");
}

/** "/" → "home.html", "/buying/plan" → "buying~plan.html": readable in the validator's messages. */
const fileName = (path: string) => (path === "/" ? "home" : path.slice(1).replace(/[^\w-]/g, "~"));

export const pageHtmlFile = (testInfo: TestInfo, path: string) => join(pageHtmlDir(testInfo), `${fileName(path)}.html`);

export function savePageHtml(testInfo: TestInfo, path: string, html: string) {
  mkdirSync(pageHtmlDir(testInfo), { recursive: true });
  writeFileSync(pageHtmlFile(testInfo, path), html);
}

/** The href of every link in the page as the desktop visit saw it (after hydration, so links React adds count too). */
export function savePageLinks(testInfo: TestInfo, path: string, hrefs: string[]) {
  mkdirSync(pageHtmlDir(testInfo), { recursive: true });
  writeFileSync(pageLinksFile(testInfo, path), JSON.stringify(hrefs));
}

const pageLinksFile = (testInfo: TestInfo, path: string) => join(pageHtmlDir(testInfo), `${fileName(path)}.links.json`);

/** What the page's visit kept: undefined if that visit did not run (or failed before it got there). */
export function savedPage(testInfo: TestInfo, path: string): { file: string; html: string; links: string[] } | undefined {
  const file = pageHtmlFile(testInfo, path);
  const links = pageLinksFile(testInfo, path);
  if (!existsSync(file) || !existsSync(links)) return undefined;
  return { file, html: readFileSync(file, "utf8"), links: JSON.parse(readFileSync(links, "utf8")) as string[] };
}
