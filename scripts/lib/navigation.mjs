/**
 * What a client-side navigation costs in bytes: load one page, wait until it
 * is live, follow an internal link to another page through the router, and
 * count what the browser fetched for it (scripts and the route's data), as
 * transferred and after gzip. Shared code is fetched once per visit, so a
 * build that splits route code well fetches little on the second page.
 *
 * A reader's first touch or key fetches what waits for one (the motion code,
 * the toast): once a visit, whatever page it happens on. That is counted on
 * its own ("first interaction"), before the link is clicked with the mouse,
 * so the navigation's figure is what the next page itself costs.
 *
 *   node scripts/lib/navigation.mjs http://127.0.0.1:3000 /renting/tenant-rights /buying/mortgage-process
 *
 * Used by `npm run bench` (the "navigation" line).
 */
import { pathToFileURL } from "node:url";

/** Bytes fetched by following a link from `from` to `to` once `from` is live (Playwright Chromium `browser`). */
export async function navigationBytes(browser, base, from, to) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(base + from, { waitUntil: "networkidle" });
    // The site's own link to `to` (the header's menus carry every page), a Remix <Link> the router follows.
    const found = await page.evaluate((href) => {
      // Gone if the link reloads the page instead of navigating in it.
      window.__benchSameDocument = true;
      return document.querySelector(`a[href="${href}"]`) !== null;
    }, to);
    if (!found) throw new Error(`no link to ${to} on ${from}`);
    let fetched = [];
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes().catch(() => null);
      fetched.push({ url: request.url(), type: request.resourceType(), bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0 });
    });
    // The reader's first interaction (a key with nothing focused does nothing else), and what it fetched once
    // they paused (the motion code and the toast load a second after it: lib/first-interaction's PAUSE_MS).
    const motion = page.waitForResponse((r) => /\/assets\/features-[\w-]+\.js$/.test(r.url()), { timeout: 15_000 });
    await page.keyboard.press("Shift");
    await motion;
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const atInteraction = fetched;
    fetched = [];
    // Clicked in the page (it may sit in a closed menu), as a plain left click: the Link's own handler takes it.
    await page.evaluate((href) => document.querySelector(`a[href="${href}"]`).click(), to);
    await page.waitForFunction((path) => location.pathname === path && document.querySelector("h1") !== null, to, { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    if (!(await page.evaluate(() => window.__benchSameDocument === true))) {
      throw new Error("the link reloaded the page instead of navigating in the browser");
    }
    const scripts = fetched.filter((f) => f.type === "script" || /\.js(\?|$)/.test(f.url));
    const data = fetched.filter((f) => /[?&]_data=/.test(f.url) || f.url.includes(".data"));
    const kb = (list) => +(list.reduce((s, f) => s + f.bytes, 0) / 1024).toFixed(1);
    return { from, to, scripts: scripts.length, scriptKB: kb(scripts), dataKB: kb(data), totalKB: kb(fetched), requests: fetched.length, interactionKB: kb(atInteraction), interactionFiles: atInteraction.length };
  } finally {
    await context.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base, from = "/renting/tenant-rights", to = "/buying/mortgage-process"] = process.argv.slice(2);
  const { chromium } = await import("@playwright/test");
  const { findChromium } = await import("./chromium.mjs");
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"] });
  try {
    console.log(JSON.stringify(await navigationBytes(browser, base, from, to)));
  } finally {
    await browser.close();
  }
}
