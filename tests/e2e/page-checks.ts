/**
 * What pages.spec.ts runs in its one visit per page (at each width).
 *
 * Two accessibility engines judge the same settled page: axe (./fixtures) and
 * HTML_CodeSniffer, the engine pa11y runs, for WCAG 2 AA errors. HTML_CodeSniffer
 * is the build pa11y ships (@pa11y/html_codesniffer),
 * evaluated in the page the way pa11y and axe inject their scripts, and read the
 * way pa11y reads it: errors only (pa11y's default leaves out warnings and
 * notices), less the per-page exceptions of tests/pa11y/config.ts.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
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
