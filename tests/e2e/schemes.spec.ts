import { cacheDirective } from "../../app/lib/http.server";
import { secondsToDublinMidnight } from "../../app/lib/today";
import { test, expect, noJsPage } from "./fixtures";

const PAGES = [
  { path: "/schemes/help-to-buy", h1: "Help to Buy", crumb: "Help to Buy", tables: ["Help to Buy refund: worked examples", "Share of the Help to Buy refund repaid if you sell, by year of ownership"] },
  { path: "/schemes/first-home", h1: "First Home Scheme", crumb: "First Home Scheme", tables: ["First Home Scheme price ceilings by local authority"] },
  { path: "/schemes/cost-rental", h1: "Cost Rental Scheme", crumb: "Cost Rental Scheme", tables: [] },
  { path: "/schemes/social-housing", h1: "Social Housing", crumb: "Social Housing", tables: ["Social housing net income limits by band"] },
  { path: "/schemes/mortgage-allowance", h1: "Mortgage Allowance Scheme", crumb: "Mortgage Allowance", tables: ["Mortgage Allowance Scheme payments by year"] },
  { path: "/schemes/local-authorities", h1: "Find your local authority", crumb: "Local Authorities", tables: ["Ireland's 31 local authorities and their official websites"] },
];

test.describe("scheme pages from the server (JavaScript off)", () => {
  for (const p of PAGES) {
    test(`${p.path}: heading, breadcrumbs, tables, links`, async ({ browser }) => {
      const { page, close } = await noJsPage(browser);
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      // Browsers keep a page 5 minutes; a page with a tool whose answer depends on today, only until
      // midnight in Ireland when that is sooner (a run just before midnight sees less than 300).
      const browserFor = cacheDirective(response?.headers()["cache-control"] ?? null, "max-age") ?? 0;
      const untilMidnight = secondsToDublinMidnight(new Date());
      expect(browserFor).toBeLessThanOrEqual(300);
      expect(browserFor).toBeGreaterThanOrEqual(Math.min(300, untilMidnight - 60));

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
      await expect(crumbs).toHaveText(["Home", "Schemes", p.crumb]);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Schemes" })).toHaveAttribute("href", "/schemes");

      for (const caption of p.tables) {
        const table = page.getByRole("table", { name: caption });
        await expect(table).toBeVisible();
        expect(await table.locator("thead th[scope=col]").count()).toBeGreaterThan(1);
        expect(await table.locator("tbody th[scope=row]").count()).toBeGreaterThan(0);
      }

      const external = page.locator('main a[href^="http"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }

      await expect(page.getByRole("link", { name: "Back to all schemes" })).toHaveAttribute("href", "/schemes");
      // The page's own source note closes the page (an embedded tool may show its own above).
      await expect(page.getByText(/Last reviewed/).last()).toBeVisible();
      await close();
    });
  }

  test("Help to Buy: clawback rows, worked examples and its own end date", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/schemes/help-to-buy");
    const clawback = page.getByRole("table", { name: /repaid if you sell/ });
    await expect(clawback.locator("tbody tr")).toHaveText([/Year 1\s*100%/, /Year 2\s*80%/, /Year 3\s*60%/, /Year 4\s*40%/, /Year 5\s*20%/, /After year 5\s*None/]);
    await expect(page.getByRole("table", { name: /worked examples/ }).locator("tbody tr")).toHaveText([/€350,000\s*€35,000\s*€30,000/, /€250,000\s*€25,000\s*€25,000/]);
    await expect(page.locator("#update-2025")).toContainText("extended to the end of 2025");
    await expect(page.locator("#how-to-apply ol > li")).toHaveText([/Get ready/, /HTB1/, /Find your home/, /HTB2/, /Verification/]);
    const cta = page.getByRole("link", { name: /Apply on Revenue\.ie/ });
    await expect(cta).toHaveAttribute("href", /^https:\/\/www\.revenue\.ie\//);
    // Without JavaScript, every answer of the collapsible questions is readable.
    await expect(page.getByText(/Help to Buy is only for a newly built home/)).toBeVisible();
    await close();
  });

  test("Mortgage Allowance: payments total 11,450", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/schemes/mortgage-allowance");
    const rows = page.getByRole("table", { name: /payments by year/ }).locator("tbody tr");
    await expect(rows).toHaveText([/€3,560/, /€2,800/, /€2,040/, /€1,780/, /€1,270/, /Total over 5 years\s*€11,450/]);
    // Stated on the page (the same figure is also in the source's words, hidden until "What the source says" is opened).
    await expect(page.getByText("€38,092.14").filter({ visible: true }).first()).toBeVisible();
    await close();
  });

  test("First Home: worked example, help line and official site", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/schemes/first-home");
    const example = page.locator("#worked-example");
    for (const figure of ["€350,000", "€90,000", "25.7%", "€400,000", "€102,800"]) await expect(example).toContainText(figure);
    await expect(page.locator('#help-links a[href^="tel:"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Go to the official site/ })).toHaveAttribute("href", "https://www.firsthomescheme.ie/");
    await close();
  });

  test("Local authorities: 31 councils, each linking to its website", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/schemes/local-authorities");
    const rows = page.getByRole("table", { name: /31 local authorities/ }).locator("tbody tr");
    await expect(rows).toHaveCount(31);
    await expect(rows.locator('a[href^="https://"]')).toHaveCount(31);
    await expect(page.getByRole("table", { name: /31 local authorities/ }).getByRole("rowheader", { name: "Dún Laoghaire-Rathdown County Council" })).toBeVisible();
    await close();
  });
});

test.describe("scheme pages with JavaScript", () => {
  // Each page's axe and HTML_CodeSniffer checks, at desktop and phone widths: pages.spec.ts.

  test("Social Housing: Back to Schemes, and the first step leads to the local authority list", async ({ page }) => {
    await page.goto("/schemes/social-housing");
    await expect(page.getByRole("link", { name: "Back to Schemes" })).toHaveAttribute("href", "/schemes");
    await page.locator("#how-to-apply").getByRole("link", { name: "Find your local authority" }).click();
    await expect(page).toHaveURL(/\/schemes\/local-authorities$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your local authority");
  });

  test("Mortgage Allowance: Find Your Local Authority opens the list", async ({ page }) => {
    await page.goto("/schemes/mortgage-allowance");
    await page.getByRole("link", { name: "Find Your Local Authority" }).click();
    await expect(page).toHaveURL(/\/schemes\/local-authorities$/);
    await expect(page.getByRole("table", { name: /31 local authorities/ }).locator("tbody tr")).toHaveCount(31);
  });

  test("common questions open one at a time and can be closed", async ({ page }) => {
    await page.goto("/schemes/first-home");
    const first = page.getByRole("button", { name: "Is the First Home Scheme a loan?" });
    const second = page.getByRole("button", { name: "Do I have to buy back the share?" });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/It is an equity share/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("the contents list jumps to a section", async ({ page }) => {
    await page.goto("/schemes/cost-rental");
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Disclaimer" }).click();
    await expect(page).toHaveURL(/#disclaimer$/);
    await expect(page.getByRole("heading", { level: 2, name: "Disclaimer" })).toBeInViewport();
  });
});
