/**
 * The kept tab (fixtures.ts) starts each test clean: what one test's pages
 * stored (a cookie, localStorage, sessionStorage, where Remix keeps scroll
 * positions) is gone when the next test in the same worker opens the site,
 * and what it emulated (a viewport, print, reduced motion) is undone. A
 * second page with other options (JavaScript off) is the worker's kept tab
 * for those options too, put back the same way.
 */
import type { Page } from "@playwright/test";
import { expect, noJsPage, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

let earlier: { page?: Page; noJs?: Page } = {};

test("a test leaves a cookie and both storages behind on the site, and changes what its tabs emulate", async ({ page, browser }) => {
  await page.goto("/privacy");
  await page.evaluate(() => {
    document.cookie = "left-by=earlier-test; path=/";
    localStorage.setItem("left-by", "earlier-test");
    sessionStorage.setItem("left-by", "earlier-test");
  });
  expect(await page.evaluate(() => document.cookie)).toContain("left-by=earlier-test");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
  const { page: noJs, close } = await noJsPage(browser);
  await noJs.setViewportSize({ width: 300, height: 500 });
  await noJs.emulateMedia({ media: "print" });
  await noJs.goto("/privacy");
  earlier = { page, noJs };
  await close();
});

test("the next test in the same tabs finds none of it", async ({ page, browser, viewport }) => {
  await page.goto("/privacy");
  expect(page, "the same kept tab").toBe(earlier.page);
  const left = await page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.getItem("left-by") }));
  expect(left).toEqual({ cookie: "", local: 0, session: null });
  expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(false);
  const { page: noJs, close } = await noJsPage(browser);
  expect(noJs, "the same kept tab for JavaScript off").toBe(earlier.noJs);
  expect(noJs.url()).toBe("about:blank");
  expect(noJs.viewportSize()).toEqual(viewport);
  await noJs.goto("/privacy");
  // The print stylesheet hides the site's header; on screen it shows.
  await expect(noJs.locator("header.site-header")).toBeVisible();
  await close();
});
