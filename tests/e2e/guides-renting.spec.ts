/**
 * The four renting guides (issue 4): server-rendered heading and default
 * tab, tab choice and the scroll after the first choice, ?topic= without
 * JavaScript, one-open-at-a-time sections, the 768 px grid switch, the
 * closing links, and axe on every page.
 */
import { TAB_SCROLL_DELAY_MS } from "../../app/components/guide/TopicTabs";
import { test, expect, afterPageTimer, expectNoAxeViolations, hydrated, noJsPage } from "./fixtures";

const PAGES = [
  { path: "/renting/guide", h1: "Rental Guide", tab: "Renting Basics", panel: "renting-fundamentals", section: "How renting works in Ireland" },
  { path: "/renting/tenant-rights", h1: "Your Rights as a Renter in Ireland", tab: "Tenancy Fundamentals", panel: "tenancy-fundamentals", section: "Security of tenure" },
  { path: "/renting/agreements", h1: "Understanding Your Rental Agreement", tab: "Why Agreements Matter", panel: "understanding-agreements", section: "Why a written agreement matters" },
  { path: "/renting/finding-property", h1: "Finding Your Ideal Rental Property", tab: "Define Your Rental Needs", panel: "define-rental-needs", section: "Set your budget" },
];

for (const p of PAGES) {
  test.describe(p.path, () => {
    test("the server renders the heading and the default tab", async ({ request }) => {
      const res = await request.get(p.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`>${p.h1.replace(/'/g, "&#x27;")}</h1>`);
      expect(html).toContain(`data-topic-panel="${p.panel}"`);
      expect(html).toContain(p.section);
      expect(html.match(/data-topic-panel=/g)).toHaveLength(1);
    });

    test("with JavaScript off: default tab selected, breadcrumbs, sections readable", async ({ browser }) => {
      const { page, close } = await noJsPage(browser);
      try {
        await page.goto(p.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
        const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
        await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
        await expect(crumbs.getByRole("link", { name: "Renting" })).toHaveAttribute("href", "/renting");
        await expect(page.getByRole("tab", { name: new RegExp(p.tab) })).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("tab")).toHaveCount(4);
        // Without JavaScript every section's text is shown, so nothing is out of reach.
        const panel = page.getByRole("tabpanel");
        const regions = panel.locator("[data-collapsible-content]");
        const count = await regions.count();
        expect(count).toBeGreaterThan(1);
        for (let i = 0; i < count; i++) await expect(regions.nth(i)).toBeVisible();
      } finally {
        await close();
      }
    });
    // axe and HTML_CodeSniffer on each guide, at desktop and phone widths: pages.spec.ts.
  });
}

test("Tenant Rights opens on Tenancy Fundamentals with Security of tenure open", async ({ page }) => {
  await page.goto("/renting/tenant-rights");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: /Tenancy Fundamentals/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Security of tenure" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Once you have been in your tenancy for more than 6 months")).toBeVisible();
  await expect(page.getByRole("button", { name: "Registration with the RTB" })).toHaveAttribute("aria-expanded", "false");
});

test("collapsible sections: one open at a time, and the open one can be closed", async ({ page }) => {
  await page.goto("/renting/tenant-rights");
  await hydrated(page);
  const security = page.getByRole("button", { name: "Security of tenure" });
  const registration = page.getByRole("button", { name: "Registration with the RTB" });
  const registrationText = page.getByText("You can search the RTB's public register to check.");
  await expect(registrationText).toBeHidden();

  await registration.click();
  await expect(registration).toHaveAttribute("aria-expanded", "true");
  await expect(registrationText).toBeVisible();
  await expect(security).toHaveAttribute("aria-expanded", "false");

  await registration.click();
  await expect(registration).toHaveAttribute("aria-expanded", "false");
  await expect(registrationText).toBeHidden();
  await expect(page.locator('[data-topic-panel] [aria-expanded="true"]')).toHaveCount(0);
});

test("choosing a tab shows it; only after the first choice does the panel scroll into view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/renting/guide");
  await hydrated(page);

  // First choice: the tab switches, the URL follows, nothing scrolls.
  const agreements = page.getByRole("tab", { name: /Rental Agreements/ });
  await agreements.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await agreements.click();
  await expect(agreements).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Fixed-term and periodic tenancies" })).toBeVisible();
  await expect(page).toHaveURL(/\?topic=rental-agreements$/);
  // Later choices scroll from a timer set on the choice: once it would have fired, nothing has moved.
  await afterPageTimer(page, TAB_SCROLL_DELAY_MS);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // Later choices: after 100 ms the panel scrolls smoothly to the top of the view.
  await page.evaluate(() => window.scrollTo(0, 0));
  const support = page.getByRole("tab", { name: /Government Support for Renters/ });
  await support.click();
  await expect(support).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?topic=financial-matters$/);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("button", { name: "Housing Assistance Payment (HAP)" })).toBeVisible();
  await expect
    .poll(async () => (await panel.boundingBox())?.y ?? Number.POSITIVE_INFINITY, { timeout: 5_000 })
    .toBeLessThan(220);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("?topic= opens that tab from the server, with JavaScript off", async ({ browser }) => {
  const { page, close } = await noJsPage(browser);
  try {
    await page.goto("/renting/agreements?topic=rules-termination");
    await expect(page.getByRole("tab", { name: /Rules and Termination/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "The inventory and check-in report" })).toBeVisible();

    // The cards are links that do the same without JavaScript.
    await page.getByRole("tab", { name: /Financial Responsibilities/ }).click();
    // The link lands back at the topic cards, not at the top of the page.
    await expect(page).toHaveURL(/\/renting\/agreements\?topic=financial-responsibilities#guide-topics$/);
    await expect(page.getByRole("tab", { name: /Financial Responsibilities/ })).toHaveAttribute("aria-selected", "true");
    // The rule now (RTA 2004 s. 19B), and the spec's "1 to 2 months' rent" in its history line.
    await expect(page.getByText("no more than one month's rent for a tenancy created from 9 August 2021").first()).toBeVisible();
    await expect(page.locator("[data-history]").getByText(/1 to 2 months' rent/).first()).toBeVisible();
  } finally {
    await close();
  }
});

test("a section id in ?topic= opens its tab with that section open", async ({ page }) => {
  await page.goto("/renting/guide?topic=rent-reviews");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: /Rights and Responsibilities/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Rent reviews and the end of Rent Pressure Zones" })).toHaveAttribute("aria-expanded", "true");
  // The opened section shows today's rule, and the Rent Pressure Zone rules (the specification's table) as dated history.
  const section = page.getByRole("region", { name: "Rent reviews and the end of Rent Pressure Zones" });
  await expect(section).toBeVisible();
  await expect(section).toContainText("once every 12 months");
  const history = section.locator("[data-history]").first();
  await expect(history).toContainText("rent could be reviewed once every 24 months");
  await expect(history).toContainText("the lower of 2% a year or HICP inflation");
});

test("an unknown ?topic= shows the default tab and a note naming what was ignored", async ({ browser }) => {
  const { page, close } = await noJsPage(browser);
  try {
    const res = await page.goto("/renting/finding-property?topic=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("status")).toHaveText(
      "We couldn't find the topic “<script>alert(1)</script>” on this page, so we're showing “Define Your Rental Needs” instead.",
    );
    await expect(page.getByRole("tab", { name: /Define Your Rental Needs/ })).toHaveAttribute("aria-selected", "true");
  } finally {
    await close();
  }
});

test("notice tables on Ending a Tenancy", async ({ page }) => {
  test.slow(); // ends with an axe run
  await page.goto("/renting/tenant-rights?topic=ending-tenancy");
  await hydrated(page);
  await page.getByRole("button", { name: "Notice you must give" }).click();
  const tenant = page.getByRole("table", { name: "Notice a tenant must give" });
  await expect(tenant.getByRole("row")).toHaveCount(7);
  await expect(tenant.getByRole("cell")).toHaveText(["28 days", "35 days", "42 days", "56 days", "84 days", "112 days"]);
  await page.getByRole("button", { name: "Notice your landlord must give" }).click();
  const landlord = page.getByRole("table", { name: "Notice a landlord must give" });
  // Notices served from 6 July 2022 (2022 Act, s. 96) ...
  await expect(landlord.getByRole("cell")).toHaveText(["90 days", "152 days", "180 days", "196 days", "224 days"]);
  const region = page.getByRole("region", { name: "Notice your landlord must give" });
  // ... and the spec's table (28, 90, 120, 180, 196, 224 days) as the earlier table, with its dates.
  const history = region.locator("[data-history]");
  await expect(history).toContainText("to 5 July 2022");
  for (const row of ["28 days (less than 6 months)", "90 days (6 months to less than 1 year)", "120 days (1 year to less than 3 years)", "180 days (3 years to less than 7 years)", "196 days (7 years to less than 8 years)", "224 days (8 years or more)"]) {
    await expect(history).toContainText(row);
  }
  await expect(region.getByText("on the same day").first()).toBeVisible();
  await expect(region.getByText(/Last reviewed/)).toBeVisible();
  await expectNoAxeViolations(page, "tenant rights, ending a tenancy");
});

test("finding-property topic grid: 1 column below 768 px, 2 columns from 768 px", async ({ page }) => {
  const firstTwo = async () => {
    const tabs = page.getByRole("tab");
    const a = (await tabs.nth(0).boundingBox())!;
    const b = (await tabs.nth(1).boundingBox())!;
    return { a, b };
  };
  await page.setViewportSize({ width: 767, height: 900 });
  await page.goto("/renting/finding-property");
  let { a, b } = await firstTwo();
  expect(b.x).toBe(a.x);
  expect(b.y).toBeGreaterThan(a.y + a.height - 1);

  await page.setViewportSize({ width: 768, height: 900 });
  ({ a, b } = await firstTwo());
  expect(b.y).toBe(a.y);
  expect(b.x).toBeGreaterThan(a.x + a.width - 1);
});

test("closing blocks link where the spec says, external links in a new tab", async ({ page }) => {
  await page.goto("/renting/guide");
  const guideClosing = page.getByRole("region", { name: "Keep going" });
  await expect(guideClosing.getByRole("link", { name: /Finding A Property/ })).toHaveAttribute("href", "/renting/finding-property");
  await expect(guideClosing.getByRole("link", { name: /Tenant Rights/ })).toHaveAttribute("href", "/renting/tenant-rights");

  await page.goto("/renting/tenant-rights");
  const advice = page.getByRole("region", { name: "Get free, independent advice" });
  await expect(advice.getByRole("link")).toHaveCount(3);
  for (const host of ["www.rtb.ie", "threshold.ie", "www.citizensinformation.ie"]) {
    const link = advice.locator(`a[href^="https://${host}/"]`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText("(opens in new tab)");
  }

  await page.goto("/renting/agreements");
  const resources = page.getByRole("region", { name: "Additional Resources" });
  const pdf = resources.getByRole("link", { name: /Sample lease agreement \(PDF\)/ });
  await expect(pdf).toHaveAttribute("href", /^https:\/\/www\.rtb\.ie\/.+\.pdf$/);
  await expect(pdf).toHaveAttribute("target", "_blank");
  await expect(resources.getByRole("link", { name: /Your rights as a tenant/ })).toHaveAttribute("href", "/renting/tenant-rights");
  await expect(resources.locator('a[href="https://www.rtb.ie/"]')).toHaveAttribute("target", "_blank");
  await expect(resources.getByRole("link", { name: "Explore Tenant Rights" })).toHaveAttribute("href", "/renting/tenant-rights");

  await page.goto("/renting/finding-property");
  await expect(page.getByRole("link", { name: "Understand Your Agreement" })).toHaveAttribute("href", "/renting/agreements");
  await expect(page.getByRole("link", { name: "Know Your Tenant Rights" })).toHaveAttribute("href", "/renting/tenant-rights");
});
