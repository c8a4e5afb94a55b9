/**
 * Shared Playwright fixtures. Every page test fails on a console.error or an
 * uncaught page error (a hydration warning is a bug), and `axe` checks WCAG
 * 2.2 AA on the current page.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

/**
 * Browser contexts and tabs are kept from test to test within a worker. The browser tests are bound
 * by CPU on the two-core CI machine, and most of a short test's time went on opening the browser
 * afresh: a new context cost about a core-second a visit (every script fetched and compiled again),
 * a new tab in a kept context about 0.4 s, while a kept tab also keeps the compiled code of the
 * site's scripts and of axe. So each test opens its pages by address in its worker's tab for its
 * context options (all but the viewport: the tab takes each test's size as the test starts), as a
 * reader going from page to page. A test starts on a blank page, and when it ends what it set on the
 * tab is undone (routes, listeners, print media and reduced motion, permissions, tabs it opened)
 * and what the sites it visited kept is cleared (cookies, localStorage and sessionStorage: Remix's
 * ScrollRestoration keeps scroll positions there), so a test cannot pass or fail on what an earlier
 * one left. A file whose tests add scripts to every document, count requests across documents or
 * time transitions sets `reuseTab: false`: each of its tests gets a fresh context, as
 * Playwright gives by default. A test that fails closes its tab, and its retry runs in a fresh
 * context, judged again in isolation (and traced).
 */
const contexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();
const tabs = new WeakMap<BrowserContext, Page>();

/**
 * The worker's context for these options. The viewport is not one of them: Playwright sizes each page on its own
 * (the window and the screen, as a context's option does), so the kept tab takes each test's size, and the
 * tests' sizes share one context, one compiled copy of the site's scripts, instead of one each.
 */
function keptContext(browser: Browser, { viewport: _, ...options }: BrowserContextOptions) {
  let kept = contexts.get(browser);
  if (!kept) contexts.set(browser, (kept = new Map()));
  const key = JSON.stringify(options);
  let context = kept.get(key);
  if (!context) kept.set(key, (context = browser.newContext(options)));
  return context;
}

/** The running test's context options (its project's and test.use's), and whether it keeps nothing: set before each test. */
let testOptions: BrowserContextOptions = {};
let isolated = false;

/** The origins a tab's documents came from during the test (whose storage it may have written). */
function visitedOrigins(page: Page) {
  const origins = new Set<string>();
  const onNavigated = (frame: import("@playwright/test").Frame) => {
    const { origin } = new URL(frame.url());
    if (frame === page.mainFrame() && origin.startsWith("http")) origins.add(origin);
  };
  page.on("framenavigated", onNavigated);
  return () => {
    page.off("framenavigated", onNavigated);
    return [...origins];
  };
}

/**
 * Clears what the test's pages kept: the context's cookies, and localStorage and this tab's
 * sessionStorage for every origin it visited. Storage is read from a document of that origin, so
 * the tab opens one there that runs no script of its own (the server's /healthz, plain text), clears
 * both, and stays there: the test's last page has been left, its timers stopped. Resolves true if
 * it left the test's page that way. (A routed blank page did the same for about 0.2 CPU-seconds
 * more a test, a quarter of a short test's cost, in a probe of 40 one-page tests.)
 */
async function clearSiteData(page: Page, origins: string[], { javaScriptEnabled }: BrowserContextOptions): Promise<boolean> {
  await page.context().clearCookies();
  // With JavaScript off the site's pages could not write storage (nor could this clear it); a closed tab's session went with it.
  if (page.isClosed() || javaScriptEnabled === false) return false;
  for (const origin of origins) {
    await page.goto(`${origin}/healthz`, { timeout: 10_000 });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  return origins.length > 0;
}

/** Tabs the page opens (a link to a new tab) during the test, to close when it ends. */
function popups(page: Page) {
  const opened: Page[] = [];
  const onPopup = (popup: Page) => opened.push(popup);
  page.on("popup", onPopup);
  return async () => {
    page.off("popup", onPopup);
    await Promise.all(opened.map((p) => p.close()));
  };
}

/**
 * A page for this test with other context options than its own (`overrides` on top of the test's: JavaScript
 * off, reduced motion, a touch screen), as a reader in another browser would have: the worker's kept tab for
 * those options, or a fresh context when the test keeps nothing; `close` ends the test's use of it. A new tab
 * in a kept context cost about 0.4 CPU-seconds, and about a hundred tests open a page with JavaScript off.
 */
export async function newTestPage(browser: Browser, overrides: BrowserContextOptions = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const options = { ...testOptions, ...overrides };
  if (isolated) {
    const context = await browser.newContext(options);
    return { page: await context.newPage(), close: () => context.close() };
  }
  const tab = await keptTab(browser, options);
  return { page: tab.page, close: () => tab.close(false) };
}

/** The kept tabs a test is using now: a second page with the same options gets a tab of its own. */
const inUse = new WeakSet<Page>();

/**
 * This worker's tab for these context options, as the last test left it (each test opens a new document in
 * it); `close` puts it back for the next test. If this test already holds that tab, a new one in the same
 * context, closed with the test.
 */
async function keptTab(browser: Browser, options: BrowserContextOptions): Promise<{ page: Page; close: (failed: boolean) => Promise<void> }> {
  const context = await keptContext(browser, options);
  const kept = tabs.get(context);
  const own = !kept || kept.isClosed() || !inUse.has(kept);
  const page = own && kept && !kept.isClosed() ? kept : await context.newPage();
  if (own) tabs.set(context, page);
  inUse.add(page);
  if (options.viewport) await page.setViewportSize(options.viewport);
  const closePopups = popups(page);
  const origins = visitedOrigins(page);
  return {
    page,
    close: async (failed) => {
      inUse.delete(page);
      await closePopups();
      await context.clearPermissions();
      await page.unrouteAll({ behavior: "ignoreErrors" });
      // A failed test's tab is closed, its sessionStorage with it; the context's cookies and localStorage are cleared even then.
      const left = await clearSiteData(page, origins(), options).catch((error: unknown) => {
        if (!failed) throw error;
        return false;
      });
      if (failed || !own) return page.close();
      // The test's last page is left within the test: its timers stop, and anything it logs as it
      // goes is this test's. The next test's first address is then always a new document.
      if (!left) await page.goto("about:blank");
      await page.removeAllListeners();
      // What the test emulated (print, reduced motion) goes back to what the context was made with.
      await page.emulateMedia({ media: null, reducedMotion: options.reducedMotion ?? "no-preference" });
    },
  };
}

/**
 * The console watch sits on the `page` fixture itself, so a test that only makes HTTP requests (or
 * opens its own page with JavaScript off) no longer opens a browser page it never uses.
 * `consoleErrors` is the list it fills, for a test that expects one error and forgives it.
 */
export const test = base.extend<{ consoleErrors: string[]; contextDefaults: void; reuseTab: boolean }>({
  reuseTab: [true, { option: true }],
  contextDefaults: [
    async ({ viewport, isMobile, hasTouch, javaScriptEnabled, baseURL, userAgent, deviceScaleFactor, locale, colorScheme, timezoneId, contextOptions, reuseTab }, use, testInfo) => {
      const options = { ...contextOptions, viewport, isMobile, hasTouch, javaScriptEnabled, baseURL, userAgent, deviceScaleFactor, locale, colorScheme, timezoneId };
      testOptions = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
      isolated = !reuseTab || testInfo.retry > 0;
      await use();
    },
    { auto: true },
  ],
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ browser, consoleErrors: errors, contextDefaults: _ }, use, testInfo) => {
    const tab = isolated ? await newTestPage(browser) : await keptTab(browser, testOptions);
    const { page } = tab;
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      // A test that opens a missing page on purpose gets the browser's own
      // "404 (Not Found)" line for that document (a broken address on purpose: "400"): not an error of the site.
      if (/status of 40[04]/.test(msg.text()) && msg.location().url === page.url()) return;
      errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    await use(page);
    await tab.close(testInfo.status !== testInfo.expectedStatus);
    expect(errors, "console errors during the test").toEqual([]);
  },
});

export { expect };

let axeSource: string | undefined;
const AXE_OPTIONS: import("axe-core").RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  resultTypes: ["violations"],
  preload: { assets: ["media"] },
};

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
  // axe-core's own API, run in the page (as @axe-core/playwright's legacy mode did, which the site
  // allows: it has no frames). That wrapper injected axe's 500 KB source twice a check and sent every
  // result back; injecting it once per document and reading only the violations took each check from
  // about 1.0 to 0.6 CPU-seconds (a scratch script timing /proc/stat around 8 checks on 4 pages).
  // Before it runs, axe fetches every stylesheet again to build a CSS object model. Only the rule
  // css-orientation-lock reads it, and that rule is experimental, so these tags never run it: the
  // preload is asked for media only (for no-autoplay-audio), which saved about 200 ms of each check.
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const { violations } = await axe.run(document, options);
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  }, AXE_OPTIONS);
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}

/** A page with JavaScript switched off, to check what the server's HTML gives on its own. */
export function noJsPage(browser: Browser) {
  return newTestPage(browser, { javaScriptEnabled: false });
}

/** Waits until a tool's own script has run (its form is then marked data-live): typing before that would go unseen. */
export async function expectToolLive(page: Page) {
  await expect(page.locator("form[data-live]").first()).toBeAttached();
}

/** Drops the console errors a test causes on purpose (`consoleErrors`; the fixture fails on any other). */
export function forgive(errors: string[], pattern: RegExp) {
  for (let i = errors.length - 1; i >= 0; i--) if (pattern.test(errors[i]!)) errors.splice(i, 1);
}

/**
 * Waits until React has hydrated the page and run its effects: from then on the page hears of every
 * navigation. That `window.__remixRouter` exists is not enough. Remix creates the router, and starts it
 * listening to Back and Forward, in the first render of the hydration; React subscribes to it only when
 * the hydration commits (a layout effect). A navigation between the two changes the address and never
 * the page: on CI under load, and in 6 of 24 tries with the CPU slowed 4×, the address was /privacy
 * and the page still the guide. Remix's <ScrollRestoration> (root.tsx) sets history.scrollRestoration
 * to "manual" in an effect of that same commit, and back to "auto" as the page is left, so that is the
 * sign. Use it after `goto`, a reload or a click: the browser keeps the mode with each history entry, so
 * after Back or Forward to an entry an earlier document set, it is "manual" from the start.
 */
export const hydrated = (page: Page) => page.waitForFunction(() => window.history.scrollRestoration === "manual");

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
