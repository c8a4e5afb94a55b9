/**
 * HTML_CodeSniffer (the engine pa11y runs, WCAG 2 AA): a second accessibility
 * engine beside axe. tests/e2e/pages.spec.ts runs both in its one visit per
 * page (tests/e2e/page-checks.ts), at each of the widths below.
 *
 * A rule that is a false positive on a page is turned off for that page only,
 * in IGNORES below, with the reason beside it (as govuk-frontend does for axe).
 * PA11Y_ALL=1 runs every rule on every page, the exceptions' included.
 */

export const WIDTHS = {
  desktop: { width: 1280, height: 900 },
  /** pa11y-ci's phone size; pages.spec.ts resizes the desktop visit to it (it says why). */
  phone: { width: 375, height: 740 },
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
