/**
 * pa11y-ci (HTML_CodeSniffer, WCAG 2 AA): a second accessibility engine beside
 * axe, over every built page of the registry at the widths pages.spec.ts uses
 * for axe. tests/e2e/pa11y.spec.ts writes one config per width and runs the
 * pa11y-ci command against the server Playwright has already started.
 *
 * A rule that is a false positive on a page is turned off for that page only,
 * in IGNORES below, with the reason beside it (as govuk-frontend does for axe).
 */
import { BUILT_PAGES } from "../e2e/routes";

export const WIDTHS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 740, isMobile: true, hasTouch: true },
} as const;
export type WidthName = keyof typeof WIDTHS;

interface Ignore {
  /** The HTML_CodeSniffer code, e.g. "WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail". */
  code: string;
  /** Why it is a false positive here: kept next to the rule, never a blanket skip. */
  why: string;
}

/** Rules off for one page (path → rules), each with why. Empty: every rule runs on every page. */
export const IGNORES: Record<string, Ignore[]> = {};

/**
 * Pages run two at a time: enough to keep a core busy while the other waits
 * on the network, without starving the Playwright workers around it.
 */
const CONCURRENCY = 2;

export function pa11yConfig({
  baseUrl,
  width,
  chromium,
  reportFile,
  paths = BUILT_PAGES.map((p) => p.path),
  withIgnores = true,
}: {
  baseUrl: string;
  width: WidthName;
  chromium: string;
  reportFile: string;
  /** Every built page unless given (a second try for pages that failed to load). */
  paths?: string[];
  /** false only to count every issue, false positives included (PA11Y_ALL=1). */
  withIgnores?: boolean;
}) {
  return {
    defaults: {
      standard: "WCAG2AA",
      runners: ["htmlcs"],
      viewport: WIDTHS[width],
      concurrency: CONCURRENCY,
      // A page on a busy machine can take a while: pa11y's own 30 s is tight when two workers share two cores.
      timeout: 90_000,
      chromeLaunchConfig: {
        executablePath: chromium,
        // --no-sandbox: CI runs as root, where Chromium will not start sandboxed. Only our own pages are loaded.
        // Reduced motion: cards that fade in are judged as they settle, not mid-fade (axe waits for animations instead).
        args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--force-prefers-reduced-motion"],
      },
      // One browser context for all: closing a context per page failed now and then on a busy machine
      // ("Target.closeTarget: No target with given id found"), and the site sets no cookies to keep apart.
      useIncognitoBrowserContext: false,
      reporters: [["json", { fileName: reportFile }]],
    },
    urls: paths.map((path) => {
      const ignore = withIgnores ? (IGNORES[path] ?? []).map((i) => i.code) : [];
      return { url: `${baseUrl}${path}`, ...(ignore.length ? { ignore } : {}) };
    }),
  };
}
