/**
 * /changes and /changes.atom (issue 14): every rule change the site knows,
 * from the dated rules, as a page and as an Atom feed. The page itself is
 * also crawled, checked with axe and validated by pages.spec.ts and
 * html-validity.spec.ts, like every registry page.
 */
import { expect, noJsPage, test } from "./fixtures";

test("lists each change with its date, the rule before and after, the source and how sure we are", async ({ page }) => {
  await page.goto("/changes");
  await expect(page.getByRole("heading", { level: 1, name: "What's changed" })).toBeVisible();
  await expect(page.getByText("Budget 2026 and the Finance Act 2025")).toBeVisible();
  const changes = page.locator("section#changes");
  const entry = changes.getByRole("article").filter({ hasText: "Took effect 1 January 2024" }).filter({ hasText: "Rent Tax Credit" });
  await expect(entry).toContainText("Before");
  await expect(entry).toContainText("€500 a year for a single person");
  await expect(entry).toContainText("€1,000 a year for a single person and €2,000 for a jointly assessed couple");
  await expect(entry.getByRole("link", { name: /Finance Act 2024, s\. 5/ })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(entry.getByText("Official", { exact: true })).toBeVisible();
  await expect(entry.getByRole("link", { name: "Rental guide" })).toHaveAttribute("href", "/renting/guide");
  // Newest first: the dates in the list never go up.
  const dates = await changes.locator("article time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
  expect(dates.length).toBeGreaterThan(1);
  expect([...dates].sort().reverse()).toEqual(dates);
  // A figure once stated that was never the rule stays, with why.
  await expect(page.locator("#corrections")).toContainText("€750 for a single person and €1,500 for a couple");
  // axe and HTML_CodeSniffer on this page: pages.spec.ts.
});

test("a source note's link to /changes#<rule> lands on that rule", async ({ page }) => {
  await page.goto("/changes#rent-tax-credit");
  const target = page.locator("#rent-tax-credit");
  await expect(target).toContainText("Rent Tax Credit");
  await expect(target).toBeInViewport();
});

test("works with JavaScript off, and the footer's bottom line links to it", async ({ browser }) => {
  const { page, close } = await noJsPage(browser);
  await page.goto("/buying");
  await page.getByRole("contentinfo").getByRole("link", { name: "What's Changed" }).click();
  await expect(page).toHaveURL(/\/changes$/);
  await expect(page.locator("section#changes article").first()).toBeVisible();
  await close();
});

test("the Atom feed answers, parses as XML and has the page's entries", async ({ page, request }) => {
  const response = await request.get("/changes.atom");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  await page.goto("/changes");
  // The page announces the feed to browsers and feed readers.
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/changes.atom");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const ns = "http://www.w3.org/2005/Atom";
    return {
      error: doc.getElementsByTagName("parsererror").length,
      root: doc.documentElement.namespaceURI,
      entries: [...doc.getElementsByTagNameNS(ns, "entry")].map((e) => ({
        id: e.getElementsByTagNameNS(ns, "id")[0]?.textContent,
        link: e.getElementsByTagNameNS(ns, "link")[0]?.getAttribute("href"),
      })),
    };
  }, xml);
  expect(feed.error).toBe(0);
  expect(feed.root).toBe("http://www.w3.org/2005/Atom");
  const onPage = await page.locator("#coming-up article, #changes article, #corrections article").count();
  expect(feed.entries).toHaveLength(onPage);
  // Each entry links to its own anchor on the page.
  for (const entry of feed.entries) {
    const anchor = new URL(entry.link!).hash.slice(1);
    expect(await page.locator(`[id="${anchor}"]`).count(), entry.id!).toBe(1);
  }
});

test("site search finds the page", async ({ page }) => {
  await page.goto("/search?q=what%27s+changed");
  await expect(page.getByRole("link", { name: "What's changed" }).first()).toBeVisible();
});

test("the sitemap lists it", async ({ request }) => {
  expect(await (await request.get("/sitemap.xml")).text()).toContain("<loc>https://www.example.ie/changes</loc>");
});
