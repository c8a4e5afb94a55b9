/**
 * Every built page of the registry: it answers 200, has exactly one h1, a
 * unique title and a description, passes axe at desktop and phone widths,
 * and none of its internal links leads to a missing page.
 */
import { BUILT_PAGES, PENDING } from "./routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";


for (const entry of BUILT_PAGES) {
  test.describe(entry.path, () => {
    test("renders with one h1, its own title and a description", async ({ page }) => {
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
    });

    test("passes axe at desktop and phone widths", async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(entry.path);
      await expectNoAxeViolations(page, `${entry.path} (desktop)`);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(entry.path);
      await expectNoAxeViolations(page, `${entry.path} (phone)`);
    });

    test("has no internal link to a missing page", async ({ page, request }) => {
      await page.goto(entry.path);
      const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      const internal = [...new Set(hrefs.filter((h) => h.startsWith("/") && !h.startsWith("//")).map((h) => h.split("#")[0]!).filter(Boolean))];
      const broken: string[] = [];
      for (const href of internal) {
        if (PENDING.has(href.split("?")[0]!)) continue;
        const res = await request.get(href, { maxRedirects: 0 });
        if (res.status() >= 400) broken.push(`${href} → ${res.status()}`);
      }
      expect(broken).toEqual([]);
    });
  });
}

test("titles are unique across pages", async ({ request }) => {
  const seen = new Map<string, string>();
  for (const entry of BUILT_PAGES) {
    const html = await (await request.get(entry.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(seen.get(title), `${entry.path} repeats the title of ${seen.get(title)}`).toBeUndefined();
    seen.set(title, entry.path);
  }
});
