/**
 * Site search (/search): from the header and the not-found page, with and
 * without JavaScript; typo and prefix matching; hostile input.
 */
import { expect, expectNoAxeViolations, noJsPage, test } from "./fixtures";

const results = (page: import("@playwright/test").Page) => page.locator("[data-search-result]");

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the header search finds a page despite a typo, with the words highlighted", async ({ page }) => {
    test.slow();
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Search the guide" });
    await box.fill("morgage");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=morgage$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search the guide" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /match “morgage”/ })).toBeVisible();
    // Both mortgage pages lead; the mortgage guide is one of the first two.
    const top = results(page).filter({ has: page.locator('a[href="/buying/mortgage-process"]') });
    expect(await results(page).evaluateAll((els) => els.findIndex((el) => el.querySelector('a[href="/buying/mortgage-process"]')))).toBeLessThan(2);
    await expect(top.locator("mark").first()).toHaveText(/mortgage/i);
    await expect(top.getByText("Buying", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "search results");

    // A second search from the page's own box.
    const own = page.getByRole("searchbox", { name: "Search for" });
    await own.fill("tenan");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=tenan$/);
    // The address changes as the navigation completes, a moment before React shows the new results.
    await expect(page.getByRole("heading", { level: 2, name: /“tenan”/ })).toBeVisible();
    const paths = await results(page).getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(paths).toContain("/renting/tenant-rights");
    await expect(results(page).locator("mark").first()).toHaveText(/^tenan/i);
    await results(page).getByRole("link").first().click();
    await expect(page).not.toHaveURL(/\/search/);
  });

  test("the header search submits with its own button, not only with Enter", async ({ page }) => {
    await page.goto("/renting");
    const header = page.getByRole("banner");
    const form = header.getByRole("search");
    await form.getByRole("searchbox", { name: "Search the guide" }).fill("deposit");
    const submit = form.getByRole("button", { name: "Search" });
    await expect(submit).toHaveAttribute("type", "submit");
    await submit.click();
    await expect(page).toHaveURL(/\/search\?q=deposit$/);
    await expect(page.getByRole("heading", { level: 2, name: /match “deposit”/ })).toBeVisible();
  });

  test("result pages are not indexed by search engines; the empty search page is", async ({ page }) => {
    await page.goto("/search?q=rent");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.goto("/search");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test("without JavaScript the search form and results work", async ({ browser }) => {
  const { page, close } = await noJsPage(browser);
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 2, name: "What are you looking for?" })).toBeVisible();
  const box = page.getByRole("searchbox", { name: "Search for" });
  await box.fill("help to buy");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=help\+to\+buy$/);
  await expect(results(page).first().getByRole("link")).toHaveAttribute("href", "/schemes/help-to-buy");
  await expect(results(page).first().locator("mark").first()).toBeVisible();
  await close();
});

test("without JavaScript the header search's button submits it", async ({ browser }) => {
  const { page, close } = await noJsPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/schemes");
  const form = page.getByRole("banner").getByRole("search");
  await form.getByRole("searchbox", { name: "Search the guide" }).fill("rent");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=rent$/);
  await expect(page.getByRole("heading", { level: 2, name: /match “rent”/ })).toBeVisible();
  await close();
});

test("the not-found page's search box leads to results", async ({ browser }) => {
  const { page, close } = await noJsPage(browser);
  await page.goto("/no-such-page");
  await page.getByRole("searchbox").last().fill("stamp duty");
  await page.getByRole("button", { name: "Search" }).last().click();
  await expect(page).toHaveURL(/\/search\?q=stamp\+duty$/);
  await expect(results(page).first().getByRole("link")).toHaveAttribute("href", "/buying/costs-calculator");
  await close();
});

test.describe("bad input gives a normal page with a helpful message", () => {
  const cases: { name: string; q: string; expect: RegExp }[] = [
    { name: "empty", q: "", expect: /What are you looking for\?/ },
    { name: "spaces only", q: "    ", expect: /What are you looking for\?/ },
    { name: "punctuation only", q: "?!*&^%$#\"'", expect: /Try searching with words/ },
    { name: "a script tag", q: "<script>alert('x')</script>", expect: /match|No pages match/ },
    { name: "unbalanced quotes", q: '"tenant rights', expect: /match “"tenant rights”/ },
    { name: "2,000 characters", q: "rent ".repeat(400), expect: /only its first 200 characters were used/ },
    { name: "markup in the query", q: '<img src=x onerror="alert(1)">', expect: /“<img src=x onerror="alert\(1\)">”/ },
  ];
  for (const c of cases) {
    test(c.name, async ({ page }) => {
      let dialogs = 0;
      page.on("dialog", (d) => {
        dialogs++;
        void d.dismiss();
      });
      const response = await page.goto(`/search?q=${encodeURIComponent(c.q)}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("#main")).toContainText(c.expect);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      // Nothing from the query became markup.
      await expect(page.locator("#main img[src='x']")).toHaveCount(0);
      expect(await page.locator("#main script").count()).toBe(0);
      expect(dialogs).toBe(0);
    });
  }

  test("unknown parameters are named and ignored", async ({ page }) => {
    await page.goto("/search?q=deposit&sort=%3Cb%3Eup%3C%2Fb%3E");
    await expect(page.getByRole("note")).toContainText("“sort” is not a setting of this page");
    await expect(results(page).first()).toBeVisible();
  });
});
