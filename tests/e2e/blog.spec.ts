/**
 * Housing Articles, the blog index and the three blog posts (issue 6): cards
 * and their columns, article headers and dates, Article JSON-LD, the "Back to
 * all articles" link with and without JavaScript, 404 for unknown slugs, axe.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, noJsPage, test } from "./fixtures";

const POSTS = [
  { path: "/resources/blog/2023-budget-housing-impact", title: "How the Budget Affects Housing", tag: "Budget Analysis", date: "2025-04-02", shown: "2 April 2025" },
  { path: "/resources/blog/affordable-dublin-areas", title: "Affordable Areas to Buy in Dublin", tag: "Market Analysis", date: "2023-01-15", shown: "15 January 2023" },
  { path: "/resources/blog/tenant-to-homeowner", title: "From Tenant to Homeowner", tag: "Housing Strategy", date: "2023-03-15", shown: "15 March 2023" },
];

const ARTICLE_TARGETS = [
  "/resources/blog/2023-budget-housing-impact",
  "/resources/blog/tenant-to-homeowner",
  "/resources/blog/affordable-dublin-areas",
  "/schemes/first-home",
  "/schemes/cost-rental",
  "/schemes/help-to-buy",
];

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const raw = await page.locator('script[type="application/ld+json"]').allTextContents();
  return raw.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Distinct row tops of the first `n` cards: 1 row of 3 = 3 columns, and so on. */
async function cardRows(page: Page, n: number): Promise<number> {
  const tops = await page.locator("main article").evaluateAll(
    (cards, count) => cards.slice(0, count as number).map((c) => Math.round(c.getBoundingClientRect().top)),
    n,
  );
  return new Set(tops).size;
}

test.describe("Housing Articles /resources/articles", () => {
  test("shows the Knowledge header and six cards with image, date, title, excerpt and Read article", async ({ page }) => {
    // Six illustrations are scrolled to and waited for one by one: more than 30 s on a slow, busy machine.
    test.slow();
    await page.goto("/resources/articles");
    await expect(page.getByRole("heading", { level: 1, name: "Housing Articles" })).toBeVisible();
    await expect(page.locator("header").getByText("Knowledge", { exact: true })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Resources", "Articles"]);

    const cards = page.locator("main article");
    await expect(cards).toHaveCount(6);
    // Each card's one link is a visible "Read article" (spec 2.8): one tab stop per card.
    const reads = page.getByRole("main").getByRole("link", { name: /^Read article\b/ });
    await expect(reads).toHaveCount(6);
    expect(await reads.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(ARTICLE_TARGETS);
    for (const read of await reads.all()) await expect(read).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByRole("link")).toHaveCount(1);
    for (const card of await cards.all()) {
      const img = card.locator("img");
      await expect(img).toHaveAttribute("width", "640");
      await expect(img).toHaveAttribute("height", "360");
      // Self-hosted and fingerprinted by the build (cached for a year), and it really loads.
      await expect(img).toHaveAttribute("src", /^\/assets\/[\w-]+\.svg$/);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      await expect(img).toHaveAttribute("alt", /\w{5,}/);
      await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      expect((await card.locator("p").nth(1).textContent())?.length ?? 0).toBeGreaterThan(40);
      // The link's name tells the six apart in a list of links; it starts with the words on screen.
      const title = await card.getByRole("heading").textContent();
      await expect(card.getByRole("link")).toHaveAccessibleName(`Read article: ${title}`);
    }
  });

  test("the same card, with its Read article link, on the home page and the blog index", async ({ page }) => {
    for (const path of ["/", "/resources/blog"]) {
      await page.goto(path);
      const cards = page.locator("main article");
      await expect(cards).toHaveCount(3);
      const reads = page.getByRole("main").getByRole("link", { name: /^Read article\b/ });
      await expect(reads).toHaveCount(3);
      expect(new Set(await reads.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))).toEqual(new Set(ARTICLE_TARGETS.slice(0, 3)));
    }
  });

  test("the whole card opens the article, with one tab stop per card", async ({ page }) => {
    await page.goto("/resources/articles");
    const card = page.locator("main article").filter({ hasText: "Cost Rental" });
    // A click on the title (not itself a link) lands on the stretched Read article link. force: Playwright
    // would otherwise wait for the title itself to receive the click, which the link covering it prevents.
    await card.getByRole("heading").click({ force: true });
    await expect(page).toHaveURL(/\/schemes\/cost-rental$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/resources\/articles$/);
    const first = page.getByRole("main").getByRole("link", { name: /^Read article/ }).first();
    await first.focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").getByRole("link", { name: /^Read article/ }).nth(1)).toBeFocused();
  });

  test("lays the cards out in 1, 2 or 3 columns by width", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/resources/articles");
    expect(await cardRows(page, 3)).toBe(1);
    expect(await cardRows(page, 6)).toBe(2);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await cardRows(page, 2)).toBe(1);
    expect(await cardRows(page, 3)).toBe(2);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await cardRows(page, 6)).toBe(6);
  });

  test("Read article opens the article at the top of the page", async ({ page }) => {
    await page.goto("/resources/articles");
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator("main article").filter({ hasText: "From Tenant to Homeowner" }).getByRole("link", { name: /^Read article/ }).click();
    await expect(page).toHaveURL(/\/resources\/blog\/tenant-to-homeowner$/);
    await expect(page.getByRole("heading", { level: 1, name: "From Tenant to Homeowner" })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
  // axe and HTML_CodeSniffer on this page, and on the blog and each post: pages.spec.ts.
});

test.describe("Blog index /resources/blog", () => {
  test("lists the three posts newest first", async ({ page }) => {
    await page.goto("/resources/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Housing Blog" })).toBeVisible();
    await expect(page.locator("main article h2")).toHaveText(["How the Budget Affects Housing", "From Tenant to Homeowner", "Affordable Areas to Buy in Dublin"]);
    expect(await page.locator("main article time").evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime")))).toEqual(["2025-04-02", "2023-03-15", "2023-01-15"]);
  });
});

for (const post of POSTS) {
  test.describe(post.path, () => {
    test("has breadcrumbs, tag, publish date and a full article body", async ({ page }) => {
      const response = await page.goto(post.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Resources", "Blog", post.title]);
      await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/resources/blog");
      await expect(page.locator("header").getByText(post.tag, { exact: true })).toBeVisible();
      const published = page.locator("header time");
      await expect(published).toHaveAttribute("datetime", post.date);
      await expect(published).toHaveText(post.shown);
      const words = await page.locator("main article section").evaluateAll((ss) => ss.map((s) => s.textContent ?? "").join(" ").split(/\s+/).filter(Boolean).length);
      expect(words).toBeGreaterThanOrEqual(600);
      // Contents links reach every section.
      const contents = page.getByRole("navigation", { name: "In this article" }).getByRole("link");
      expect(await contents.count()).toBeGreaterThanOrEqual(5);
      for (const href of await contents.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
        await expect(page.locator(href)).toHaveCount(1);
      }
    });

    test("carries Article JSON-LD with its publish date", async ({ page }) => {
      await page.goto(post.path);
      const article = (await jsonLd(page)).find((ld) => ld["@type"] === "Article");
      expect(article).toMatchObject({
        "@context": "https://schema.org",
        headline: post.title,
        datePublished: post.date,
        mainEntityOfPage: `https://www.example.ie${post.path}`,
      });
      expect(String(article?.description).length).toBeGreaterThan(50);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", post.date);
    });
  });
}

test.describe("article content", () => {
  test("the Dublin article links to the first-time buyer guide", async ({ page }) => {
    await page.goto("/resources/blog/affordable-dublin-areas");
    await expect(page.locator("main article").getByRole("link", { name: "first-time buyer guide" }).first()).toHaveAttribute("href", "/buying/first-time-buyer");
  });

  test("the budget article shows the budget figures", async ({ page }) => {
    await page.goto("/resources/blog/2023-budget-housing-impact");
    const table = page.getByRole("table", { name: "Housing measures in the budget" });
    await expect(table.getByRole("row")).toHaveCount(10);
    await expect(table.getByRole("row", { name: /Help to Buy/ })).toContainText("December 2027");
    await expect(table.getByRole("row", { name: /Rent Tax Credit/ })).toContainText("€1,000 a year, plus €250 for earners under €50,000");
    await expect(table.getByRole("row", { name: /Housing for All/ })).toContainText("€5.2 billion");
  });

  test("external links open in a new tab", async ({ page }) => {
    await page.goto("/resources/blog/tenant-to-homeowner");
    const external = page.locator('main a[href^="https://"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("Back to all articles", () => {
  test("navigates to /resources and scrolls to Recent Articles (JavaScript on)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/resources/blog/tenant-to-homeowner");
    // A marker on window survives only a client-side navigation, not a full page load.
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const back = page.getByRole("link", { name: "Back to all articles" });
    await expect(back).toHaveAttribute("href", "/resources#recent-articles");
    await back.click();
    await expect(page).toHaveURL(/\/resources#recent-articles$/);
    await expect(page.getByRole("heading", { level: 1, name: /resources/i })).toBeVisible();
    const heading = page.getByRole("heading", { level: 2, name: "Recent Articles" });
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test("works as a plain #recent-articles anchor without JavaScript", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/resources/blog/affordable-dublin-areas");
      const back = page.getByRole("link", { name: "Back to all articles" });
      await expect(back).toHaveAttribute("href", "/resources#recent-articles");
      await back.click();
      await expect(page).toHaveURL(/\/resources#recent-articles$/);
      await expect(page.getByRole("heading", { level: 2, name: "Recent Articles" })).toBeInViewport();
    } finally {
      await close();
    }
  });
});

test.describe("unknown blog slugs", () => {
  test("answer 404 with the not-found page, uncached", async ({ page }) => {
    const response = await page.goto("/resources/blog/no-such-post");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test("never echo a hostile slug or give a 500", async ({ request }) => {
    for (const slug of ["%3Cscript%3Ealert(1)%3C%2Fscript%3E", "..%2f..%2fetc%2fpasswd", "%00", "x".repeat(3000)]) {
      const res = await request.get(`/resources/blog/${slug}`);
      expect(res.status(), slug).toBe(404);
      expect(await res.text()).not.toContain("<script>alert(1)</script>");
    }
  });
});
