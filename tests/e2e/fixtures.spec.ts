/**
 * The kept tab (fixtures.ts) starts each test clean: what one test's pages
 * stored (a cookie, localStorage, sessionStorage, where Remix keeps scroll
 * positions) is gone when the next test in the same worker opens the site.
 */
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

test("a test leaves a cookie and both storages behind on the site", async ({ page }) => {
  await page.goto("/privacy");
  await page.evaluate(() => {
    document.cookie = "left-by=earlier-test; path=/";
    localStorage.setItem("left-by", "earlier-test");
    sessionStorage.setItem("left-by", "earlier-test");
  });
  expect(await page.evaluate(() => document.cookie)).toContain("left-by=earlier-test");
});

test("the next test in the same tab finds none of it", async ({ page }) => {
  await page.goto("/privacy");
  const left = await page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.getItem("left-by") }));
  expect(left).toEqual({ cookie: "", local: 0, session: null });
});
