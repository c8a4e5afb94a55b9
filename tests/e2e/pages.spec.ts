/**
 * Every built page of the registry, in one visit: at desktop width it answers
 * 200 with exactly one h1, its own title, a description, a canonical address
 * and an og:title, and passes both accessibility engines (axe, and
 * HTML_CodeSniffer as pa11y runs it, with the per-page exceptions of
 * tests/pa11y/config.ts); then the same page, resized to a phone's width,
 * passes both again. (html-validity.spec.ts validates every page's HTML in one
 * run of the validator, checks titles are unique and that no internal link
 * leads to a missing page.)
 *
 * Why one visit for both widths: a second visit cost a load, a cleared tab and
 * a fresh injection of each engine, about a third of this file's CPU time, and
 * CI's time is its CPU time. The phone is the page resized, not a second
 * emulated device: the site's stylesheet asks only for widths, print and
 * reduced motion (no hover, pointer or touch query), and its one width test
 * in script (the resources carousel) is read at each event, so a phone's
 * touch emulation changes nothing the engines judge.
 */
import { WIDTHS } from "../pa11y/config";
import { expectAccessible, htmlCodeSnifferErrors } from "./page-checks";
import { BUILT_PAGES } from "./routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.use({ viewport: WIDTHS.desktop });

for (const entry of BUILT_PAGES) {
  test(`${entry.path}: one h1, its own title and a description; axe and HTML_CodeSniffer at desktop and phone widths`, async ({ page }) => {
    test.slow(); // two accessibility engines at two widths on a long page, on a shared two-core machine
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    const title = await page.title();
    expect(title).toContain(entry.path === "/" ? "Irish Housing Guide" : "| Irish Housing Guide");
    await expect(page.locator("title")).toHaveCount(1);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://www.example.ie${entry.path === "/" ? "/" : entry.path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    // One tab icon, the ICO: an SVG icon is fetched and decoded again at every change of address (app/root.tsx).
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute("href", "/favicon.ico");
    await expectAccessible(page, entry.path, "desktop");
    await page.setViewportSize(WIDTHS.phone);
    // At the phone's width the header shows its menu button, not the desktop links: the page has relaid itself.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expectAccessible(page, entry.path, "phone");
  });
}

test("the HTML_CodeSniffer check can fail: it names an image without a text alternative", async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>');
  const errors = await htmlCodeSnifferErrors(page, "/");
  expect(errors.some((e) => e.includes("1_1_1.H37"))).toBe(true);
});

test("the axe check can fail: it names an image without a text alternative, and judges by WCAG rules only", async ({ page }) => {
  const body = '<main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>';
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>${body}</body></html>`);
  await expect(expectNoAxeViolations(page, "check")).rejects.toThrow(/image-alt/);
  // Text outside any landmark breaks only axe's best-practice "region" rule, which is not a WCAG rule: not reported.
  await page.setContent('<!doctype html><html lang="en"><head><title>Check</title></head><body><p>Outside</p><main><h1>Check</h1></main></body></html>');
  await expectNoAxeViolations(page, "check");
});
