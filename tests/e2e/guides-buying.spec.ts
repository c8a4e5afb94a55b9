/**
 * The three buying guides (issue 4) in a real browser: server-rendered
 * heading and default tab, collapsible sections one at a time, the staged
 * checklist, the Viewing Properties tabs (URL state, no-JS links, scroll only
 * after the first choice), the ignored-parameter note, and axe on each page.
 */
import { TAB_SCROLL_DELAY_MS } from "../../app/components/guide/TopicTabs";
import { test, expect, afterPageTimer, expectNoAxeViolations, noJsPage } from "./fixtures";

/** The page's rendered markup, without the loader data Remix inlines in a script. */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

const PAGES = [
  { path: "/buying/mortgage-process", h1: "Preparing for Your Mortgage Journey", crumb: "Mortgage Process", lastSection: "Green mortgages", lastText: "no special tax implications" },
  { path: "/buying/first-time-buyer", h1: "First Home Scheme", crumb: "First-Time Buyer", lastSection: "The First Home Scheme explained", lastText: "€75,000 (21%)" },
  { path: "/buying/property-search", h1: "Property Search Guide", crumb: "Property Search", lastSection: "Making The Move", lastText: "Update your address on the electoral register." },
];

for (const p of PAGES) {
  test(`${p.path}: the server's HTML has the heading, breadcrumbs and every section`, async ({ request }) => {
    const res = await request.get(p.path);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("s-maxage");
    const html = mainOf(await res.text());
    expect(html).toMatch(new RegExp(`<h1[^>]*>${p.h1}</h1>`));
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*href="\/">Home<\/a>[\s\S]*href="\/buying">Buying<\/a>/);
    expect(html).toMatch(new RegExp(`<span aria-current="page"[^>]*>${p.crumb}</span>`));
    expect(html).toContain(p.lastText);
  });

  test(`${p.path}: without JavaScript every section is readable`, async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1, name: p.h1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: p.lastSection })).toBeVisible();
    await expect(page.getByText(p.lastText, { exact: false }).first()).toBeVisible();
    await close();
  });
  // axe and HTML_CodeSniffer on each guide, at desktop and phone widths: pages.spec.ts.
}

test.describe("mortgage process", () => {
  test("collapsible sections open one at a time and the open one can be closed", async ({ page }) => {
    await page.goto("/buying/mortgage-process");
    const saving = page.getByRole("button", { name: "Saving for your deposit" });
    const ready = page.getByRole("button", { name: "Getting mortgage-ready" });
    await expect(saving).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: "Cashback mortgages" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Credit history" })).toBeHidden();

    await ready.click();
    await expect(ready).toHaveAttribute("aria-expanded", "true");
    await expect(saving).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Credit history" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cashback mortgages" })).toBeHidden();

    await ready.click();
    await expect(ready).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Credit history" })).toBeHidden();
  });

  test("shows the lending limits and the three-lender example, with its source", async ({ page }) => {
    await page.goto("/buying/mortgage-process#mortgage-options");
    const section = page.locator("#mortgage-options");
    await expect(page.getByRole("button", { name: "Your mortgage options" })).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByRole("table", { name: /loan-to-income/ })).toContainText("4 times gross income");
    await expect(section.getByRole("table", { name: /loan-to-income/ })).toContainText("3.5 times gross income");
    const offers = section.getByRole("table", { name: /What each offer leaves/ });
    for (const amount of ["€300,000", "€339,000", "€378,000", "€150,000", "€72,000"]) await expect(offers).toContainText(amount);
    await expect(section.getByRole("link", { name: /Central Bank of Ireland: Mortgage measures/ }).first()).toHaveAttribute("target", "_blank");
    await expect(section.getByText(/Last reviewed/).first()).toBeVisible();
  });

  test("green mortgages ends with a link to the cost calculator", async ({ page }) => {
    await page.goto("/buying/mortgage-process#green-mortgages");
    const section = page.locator("#green-mortgages");
    await expect(section.getByRole("heading", { name: "For First-Time Buyers" })).toBeVisible();
    await expect(section.getByRole("heading", { name: "How to Apply" })).toBeVisible();
    await expect(section.getByRole("link", { name: /Work out your total costs/ })).toHaveAttribute("href", "/buying/costs-calculator");
  });
});

test.describe("first-time buyer", () => {
  test("the checklist has 21 steps in four stages, and ticking counts them", async ({ page }) => {
    await page.goto("/buying/first-time-buyer");
    const section = page.locator("#checklist");
    for (const stage of ["Planning", "Search & Application", "Offer & Purchase", "Closing"]) {
      await expect(section.getByRole("heading", { level: 3, name: new RegExp(`Stage \\d: ${stage}$`) })).toBeVisible();
    }
    await expect(section.getByRole("checkbox")).toHaveCount(21);
    await expect(section.getByText("0 of 21 steps ticked")).toBeVisible();
    await section.getByRole("checkbox", { name: "1. Take stock of your finances" }).check();
    await section.getByRole("checkbox", { name: "21. Move in and update your details" }).check();
    await expect(section.getByText("2 of 21 steps ticked")).toBeVisible();
    await section.getByRole("checkbox", { name: "1. Take stock of your finances" }).uncheck();
    await expect(section.getByText("1 of 21 steps ticked")).toBeVisible();
  });

  test("the explainer gives today's price ceilings, the earlier figures as history, and the worked example", async ({ page }) => {
    await page.goto("/buying/first-time-buyer");
    await page.getByRole("button", { name: "The First Home Scheme explained" }).click();
    const section = page.locator("#first-home-scheme");
    // Ceilings are per council now (reported, from 1 January 2026); the guide's three regions stay as history.
    await expect(section).toContainText("As reported, they run from €400,000 to €500,000 (€500,000 in the four Dublin councils)");
    await expect(section.getByRole("link", { name: "First Home Scheme page" }).first()).toHaveAttribute("href", "/schemes/first-home#requirements");
    await expect(section.locator("[data-history]", { hasText: "Price ceilings: what this guide said before" })).toContainText(
      "Earlier, this guide gave three regional ceilings: Dublin €475,000; Cork, Galway, Limerick and Waterford €400,000; Rest of Ireland €375,000.",
    );
    const example = section.getByRole("table", { name: /€60,000.*€350,000/ });
    await expect(example).toContainText("€240,000");
    await expect(example).toContainText("€35,000");
    await expect(example).toContainText("€75,000 (21%)");
    await expect(page.getByRole("button", { name: "First-time buyer checklist: 21 steps in four stages" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the back link returns to the Buying Guide", async ({ page }) => {
    await page.goto("/buying/first-time-buyer");
    await expect(page.getByText("Government Support", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Back to the Buying Guide" }).click();
    await expect(page).toHaveURL(/\/buying$/);
  });
});

test.describe("property search: Viewing Properties tabs", () => {
  test("the server renders Photos by default, and ?view= chooses the tab with JavaScript off", async ({ browser, request }) => {
    const html = mainOf(await (await request.get("/buying/property-search")).text());
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>[\s\S]*?Photos/);
    expect(html).toMatch(/<h3[^>]*>Read the listing photos critically<\/h3>/);
    expect(html).not.toMatch(/<h3[^>]*>Read the BER<\/h3>/);

    const { page, close } = await noJsPage(browser);
    await page.goto("/buying/property-search?view=energy");
    await expect(page.getByRole("tab", { name: /Energy/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Read the BER" })).toBeVisible();
    await expect(page.getByText("Read the listing photos critically")).toHaveCount(0);

    // Without JavaScript the tab cards are links that reload the page on that tab, back at the tabs.
    await page.getByRole("tab", { name: /Light/ }).click();
    await expect(page).toHaveURL(/\?view=light#viewing-properties$/);
    await expect(page.getByRole("heading", { name: "Which way does it face?" })).toBeVisible();
    await close();
  });

  test("?view= opens the Viewing Properties section on that tab", async ({ page }) => {
    await page.goto("/buying/property-search?view=issues");
    await expect(page.getByRole("button", { name: "Viewing Properties" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("tab", { name: /Issues/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Problems to ask about in Ireland" })).toBeVisible();
    await expectNoAxeViolations(page, "property search, Issues tab");
  });

  test("choosing a tab shows it and updates the URL; only choices after the first scroll it into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/buying/property-search");
    await page.getByRole("button", { name: "Viewing Properties" }).click();
    const panel = page.getByRole("tabpanel");

    const issues = page.getByRole("tab", { name: /Issues/ });
    await issues.scrollIntoViewIfNeeded();
    const beforeFirst = await page.evaluate(() => window.scrollY);
    await issues.click();
    await expect(page.getByRole("heading", { name: "Inside the house" })).toBeVisible();
    await expect(page).toHaveURL(/\?view=issues$/);
    // Later choices scroll from a timer set on the choice: once it would have fired, nothing has moved.
    await afterPageTimer(page, TAB_SCROLL_DELAY_MS);
    expect(await page.evaluate(() => window.scrollY), "the first choice does not scroll").toBe(beforeFirst);

    await page.getByRole("tab", { name: /Light/ }).click();
    await expect(page.getByRole("heading", { name: "Which way does it face?" })).toBeVisible();
    await expect(page).toHaveURL(/\?view=light$/);
    await expect.poll(async () => (await panel.boundingBox())?.y ?? 9999, { message: "the panel scrolls to the top" }).toBeLessThan(140);
  });

  test("an unknown view is ignored, named on the page, and Photos is shown", async ({ page }) => {
    await page.goto("/buying/property-search?view=%3Cscript%3Egarage");
    await expect(page.getByTestId("ignored-params")).toContainText("“view=<script>garage”");
    await expect(page.getByRole("tab", { name: /Photos/ })).toHaveAttribute("aria-selected", "true");
  });

  test("Know Your Budget links to the cost calculator", async ({ page }) => {
    await page.goto("/buying/property-search#know-your-budget");
    await expect(page.getByRole("button", { name: "Know Your Budget" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#know-your-budget").getByRole("link", { name: "cost calculator" })).toHaveAttribute("href", "/buying/costs-calculator");
    await expect(page.getByRole("link", { name: "Open the cost calculator" })).toHaveAttribute("href", "/buying/costs-calculator");
  });
});
