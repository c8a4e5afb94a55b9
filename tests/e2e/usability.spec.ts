/**
 * Issue 36, what real people tripped on, checked at a phone's width (412 px)
 * and a desktop's (1280 px): the planner linked from the Buying hub and the
 * home page (the menu and search: results.spec.ts); the notice checker choosing no side; the rent
 * review answering without the rise in prices; the two-home comparison with
 * every figure on a phone's screen; the calculator's price field clear of its
 * sticky total bar (a form submitted without JavaScript landing on its
 * result: results.spec.ts).
 */
import { test, expect, expectNoAxeViolations, noJsPage, expectToolLive } from "./fixtures";
import type { Locator, Page } from "@playwright/test";

const WIDTHS = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

const PLAN = "/buying/plan";
const result = (page: Page) => page.getByRole("region", { name: "Your result" });

/** Is the element's box wholly inside the viewport (0 to the width across, 0 to the height down)? */
async function inViewport(locator: Locator, page: Page) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  expect(box, "the element has a box").not.toBeNull();
  return box!.x >= 0 && box!.y >= 0 && box!.x + box!.width <= size.width + 0.5 && box!.y + box!.height <= size.height + 0.5;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    // The planner in the Buying menu and first in a search for 'afford': results.spec.ts, "the planner has one name".

    test("the Buying hub and the home page link the planner, with a buyer's question", async ({ page }) => {
      for (const path of ["/buying", "/"]) {
        await page.goto(path);
        const link = page.locator("#main").getByRole("link", { name: /Affordability planner.*Can we afford it\?/ });
        await expect(link, path).toHaveAttribute("href", PLAN);
        await link.scrollIntoViewIfNeeded();
        await expect(link, path).toBeVisible();
      }
      await page.goto("/buying");
      await page.locator("#main").getByRole("link", { name: /Affordability planner.*Can we afford it\?/ }).click();
      await expect(page).toHaveURL(new RegExp(`${PLAN}$`));
    });

    test("the renting hub's Recent Articles are for renters", async ({ page }) => {
      await page.goto("/renting");
      const recent = page.locator("#recent-articles");
      await expect(recent.getByRole("link", { name: /Cost Rental/ }).first()).toBeVisible();
      await expect(recent).not.toContainText("Affordable Areas to Buy in Dublin");
    });

    test("the notice checker chooses no side and asks for one first", async ({ page }) => {
      await page.goto("/tools/notice-period");
      await expectToolLive(page);
      const side = page.getByRole("group", { name: "What is happening?" });
      await expect(side.getByRole("radio", { name: "My landlord gave me notice" })).not.toBeChecked();
      await expect(side.getByRole("radio", { name: "I am giving my landlord notice" })).not.toBeChecked();
      await expect(result(page)).toContainText("First choose what is happening");
      // Dates alone give no answer: the side decides it.
      await page.getByLabel("Date the tenancy started").fill("2020-01-15");
      await page.getByLabel("Date the notice is served").fill("2026-06-29");
      await expect(result(page)).toContainText("First choose what is happening");
      await expect(result(page)).not.toContainText("days' notice");
      await expectNoAxeViolations(page, "notice checker, no side chosen");
      await side.getByRole("radio", { name: "My landlord gave me notice" }).check();
      // 6 years and 5 months: the landlord's 180 days.
      // No reason given yet: the condition first (only a reason the law allows), then the length.
      await expect(result(page)).toContainText("Your landlord can end this tenancy only for one of the reasons the law allows, stated in the notice; the notice must give you at least 180 days, so the tenancy can end on 26 December 2026 at the earliest");
      await expect(page).toHaveURL(/who=landlord/);
      // A link shared before the change keeps its meaning: who=tenant is the tenant giving notice.
      await page.goto("/tools/notice-period?who=tenant&start=2020-01-15&served=2026-06-29");
      await expect(page.getByRole("radio", { name: "I am giving my landlord notice" })).toBeChecked();
      await expect(result(page)).toContainText("You must give your landlord at least 84 days' notice");
    });

    test("rent review without the rise in prices states what the law allows, in euros", async ({ page }) => {
      // A review on 1 March 2026, 12 months after the rent was set: at most 2% of €1,875.60.
      await page.goto("/tools/rent-review?start=2024-01-01&set=2025-03-01&rent=1875.60&kind=standard&zone=yes&review=2026-03-01");
      const answer = result(page).locator("[data-answer]");
      await expect(answer).toContainText("The new rent can be at most €1,913.11 a month (€37.51 more); less if prices rose less than 2% since it was last set.");
      await expect(result(page)).toContainText("€1,913.11 a month");
      await expect(result(page)).not.toContainText(/€[\d,]+\.\d(?!\d)/); // never €1,875.6
      await expect(result(page)).toContainText("How the landlord must tell you");
      await expect(result(page)).toContainText("90 days' written notice");
      // No section numbers in the answer; they are behind "What the source says".
      expect(await answer.textContent()).not.toMatch(/\bss?\. \d/);
      const sources = result(page).locator("[data-source-words]");
      await expect(sources.locator("summary")).toBeVisible();
      // With the rise in prices, the ceiling narrows.
      await page.goto("/tools/rent-review?start=2024-01-01&set=2025-03-01&rent=1875.60&cpi=1.2&kind=standard&zone=yes&review=2026-03-01");
      await expect(result(page).locator("[data-answer]")).toContainText("The new rent can be at most €1,898.10 a month (€22.50 more).");
      // The earliest date has passed and no review date given: "now", not a date in the past as the headline.
      await page.goto("/tools/rent-review?start=2024-01-01&set=2025-03-01&rent=1875.60&kind=standard&zone=yes");
      await expect(result(page).locator("[data-answer]")).toContainText("Your rent can be reviewed now.");
      await expect(result(page).locator("[data-answer]")).toContainText(/at most €[\d,]+(\.\d\d)? a month/);
      await expect(result(page).getByRole("definition").first()).toHaveText("Now");
      await expectNoAxeViolations(page, "rent review without the rise in prices");
    });

    test("the calculator's price field is visible and unobstructed on first load", async ({ page }) => {
      await page.goto("/buying/costs-calculator");
      const price = page.getByLabel("Purchase price", { exact: true });
      await expect(price).toBeVisible();
      expect(await inViewport(price, page), "the price field is on screen").toBe(true);
      // The element at the field's centre is the field itself: no sticky bar over it.
      const hit = await price.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el;
      });
      expect(hit, "nothing covers the price field").toBe(true);
      // The total bar stays sticky on the phone (the specification's sticky summary is kept).
      if (size.width < 1024) {
        const bar = page.getByTestId("phone-total");
        expect(await bar.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe("sticky");
        // Scrolled on to the next cards, the bar holds the bottom of the screen.
        await page.getByRole("heading", { name: "Mortgage & Insurance" }).scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 300);
        await expect.poll(async () => inViewport(bar, page)).toBe(true);
        const box = (await bar.boundingBox())!;
        expect(box.y + box.height).toBeGreaterThan(size.height - 100);
      }
    });

    // Each tool's and the planner's form submitted without JavaScript lands on its answer: results.spec.ts.
  });
}

test.describe("the two-home comparison on a phone", () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("shows each home as its own block, with no figure outside the viewport", async ({ page }) => {
    await page.goto(`${PLAN}?buyer=first&income=60000&savings=35000&price=350000&type=new&area=meath&homeType=house&price2=520000&area2=dublin-city`);
    const stacked = page.getByTestId("plan-stacked");
    await expect(stacked).toBeVisible();
    await expect(stacked.locator("section")).toHaveCount(2);
    const figures = stacked.locator("dd");
    const count = await figures.count();
    expect(count).toBeGreaterThan(20);
    for (let i = 0; i < count; i++) {
      const box = await figures.nth(i).boundingBox();
      expect(box, `figure ${i}`).not.toBeNull();
      expect(box!.x, `figure ${i} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `figure ${i} ends on screen`).toBeLessThanOrEqual(412);
    }
    // Nothing on the page is wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    // The second home's figures are there, in its own block.
    await expect(stacked.locator("section").nth(1)).toContainText("€520,000");
    await expectNoAxeViolations(page, "planner with two homes at 412 px");
  });

  test("the planner's 'Rules that end within a year' box says one plain sentence per rule, the source behind a disclosure", async ({ page }) => {
    // Closing on 15 January 2027, the First Home Scheme (reported to end on 1 June 2027) ends within the year.
    await page.goto(`${PLAN}?buyer=first&income=60000&savings=35000&price=350000&type=new&area=meath&homeType=house&date=2027-01-15`);
    const box = page.getByTestId("ending-soon");
    await expect(box).toBeVisible();
    const items = box.locator("li");
    for (const text of await items.allTextContents()) {
      expect(text).toMatch(/in force until \d{1,2} \w+ \d{4}/);
      expect(text).not.toMatch(/\bss?\. \d|Act \d{4}|Reported by/);
    }
    await expect(box.locator("details summary")).toBeVisible();
  });
});
