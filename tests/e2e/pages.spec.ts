/**
 * Every built page of the registry, in one visit per width. At desktop width
 * it answers 200 with exactly one h1, its own title, a description, a
 * canonical address and an og:title; at desktop and phone widths it passes
 * both accessibility engines (axe, and HTML_CodeSniffer as pa11y runs it, with
 * the per-page exceptions of tests/pa11y/config.ts). The desktop visit keeps
 * the server's HTML and the page's internal links for html-validity.spec.ts,
 * which validates every page in one run of the validator, checks titles are
 * unique and that no internal link leads to a missing page.
 *
 * The phone is emulated as pa11y emulated it: 375 × 740, mobile, touch.
 */
import { WIDTHS } from "../pa11y/config";
import { expectAccessible, htmlCodeSnifferErrors, savePageHtml, savePageLinks } from "./page-checks";
import { BUILT_PAGES } from "./routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";

for (const entry of BUILT_PAGES) {
  test.describe(entry.path, () => {
    test.describe("desktop", () => {
      test.use({ viewport: { width: WIDTHS.desktop.width, height: WIDTHS.desktop.height } });

      test("answers with one h1, its own title and a description, and passes axe and HTML_CodeSniffer", async ({ page }, testInfo) => {
        test.slow(); // two accessibility engines on a long page, on a shared two-core machine
        const response = await page.goto(entry.path);
        expect(response?.status()).toBe(200);
        savePageHtml(testInfo, entry.path, await response!.text());
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        const title = await page.title();
        expect(title).toContain(entry.path === "/" ? "Irish Housing Guide" : "| Irish Housing Guide");
        await expect(page.locator("title")).toHaveCount(1);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length ?? 0).toBeGreaterThan(50);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://www.example.ie${entry.path === "/" ? "/" : entry.path}`);
        await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
        savePageLinks(testInfo, entry.path, await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")));
        await expectAccessible(page, entry.path, "desktop");
      });
    });

    test.describe("phone", () => {
      test.use({ viewport: { width: WIDTHS.phone.width, height: WIDTHS.phone.height }, isMobile: WIDTHS.phone.isMobile, hasTouch: WIDTHS.phone.hasTouch });

      test("passes axe and HTML_CodeSniffer", async ({ page }) => {
        test.slow();
        const response = await page.goto(entry.path);
        expect(response?.status()).toBe(200);
        await expectAccessible(page, entry.path, "phone");
      });
    });
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
