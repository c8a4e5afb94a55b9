/**
 * Shared Playwright fixtures. Every page test fails on a console.error or an
 * uncaught page error (a hydration warning is a bug), and `axe` checks WCAG
 * 2.2 AA on the current page.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * The console watch sits on the `page` fixture itself, so a test that only makes HTTP requests (or
 * opens its own context with JavaScript off) no longer opens a browser page it never uses.
 * `consoleErrors` is the list it fills, for a test that expects one error and forgives it.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, consoleErrors: errors }, use) => {
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      // A test that opens a missing page on purpose gets the browser's own
      // "404 (Not Found)" line for that document (a broken address on purpose: "400"): not an error of the site.
      if (/status of 40[04]/.test(msg.text()) && msg.location().url === page.url()) return;
      errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    await use(page);
    expect(errors, "console errors during the test").toEqual([]);
  },
});

export { expect };

/** Runs axe (WCAG 2.2 A/AA) on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  // A card still fading in has, for a moment, too little contrast: judge the page as it settles.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe.run in the page itself. The default mode opens a second, blank page to
  // merge per-frame results, which made each check two to four times slower (the site has no
  // frames, so nothing is lost: legacy mode only leaves out cross-origin frames). Only violations
  // are read, so axe is asked to collect only those, not the thousands of passing nodes as well.
  // (options() replaces every option, so it comes before withTags, which adds to them.)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}

/** A page with JavaScript switched off, to check what the server's HTML gives on its own. */
export async function noJsPage(browser: import("@playwright/test").Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Waits until a tool's own script has run (its form is then marked data-live): typing before that would go unseen. */
export async function expectToolLive(page: Page) {
  await expect(page.locator("form[data-live]").first()).toBeAttached();
}

/**
 * Waits until React has hydrated this element, so its handlers run. On a slow machine a click can
 * come before that and get the server's plain-HTML behaviour (a form submits and the page reloads).
 * React keeps an element's props on it under a `__reactProps$…` key once it has hydrated it.
 */
export async function expectHydrated(locator: import("@playwright/test").Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))), { timeout: 20_000 })
    .toBe(true);
}

/**
 * For a check that the page did not do something it would do from a timer (a tab's scroll into
 * view, set `delayMs` after a choice): resolves once a timer of the same delay, set after the page's
 * own, has fired (timers of equal delay fire in the order they were set) and three frames have been
 * drawn, in which what it started would show. Waits on the page's own clock, not a guessed pause.
 */
export async function afterPageTimer(page: Page, delayMs: number) {
  await page.evaluate(
    (delay) =>
      new Promise<void>((resolve) => {
        const frames = (n: number) => (n === 0 ? resolve() : requestAnimationFrame(() => frames(n - 1)));
        setTimeout(() => frames(3), delay);
      }),
    delayMs,
  );
}

/**
 * For a check that the page requested nothing: resolves once a request the page makes now has been
 * answered. Anything an event handler started before it (a script import) was sent before it.
 */
export async function pageRequestAnswered(page: Page) {
  await page.evaluate(() => fetch("/healthz", { cache: "no-store" }).then((r) => r.text()));
}

/** Once the page's animations have all ended and three frames more have been drawn (what an animation's end starts shows by then). */
export async function animationsEnded(page: Page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await afterPageTimer(page, 0);
}
