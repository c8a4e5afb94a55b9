/**
 * Issue 14, buying side: each page that states one of the buying rules shows
 * the figure in force today, the history line with the earlier figure (the
 * spec's), and the source with how sure the site is. The blog article kept as
 * published shows the dated Updated box at its top.
 */
import { expect, expectNoAxeViolations, test } from "./fixtures";

const main = (page: import("@playwright/test").Page) => page.locator("#main");

test("mortgage guide: 10% for every buyer now, 20% for other buyers in the history line, and the source", async ({ page }) => {
  test.slow();
  await page.goto("/buying/mortgage-process");
  await expect(main(page)).toContainText("If you have owned a home before, the Central Bank's minimum is the same: at least 10% of the price.");
  const history = main(page).locator("[data-history]").filter({ hasText: "The minimum deposit: earlier rules" });
  await expect(history).toContainText("From 1 January 2017 to 31 December 2022: a deposit of at least 10% of the price for first-time buyers and 20% for second and later buyers");
  await expect(history.getByRole("link", { name: /Outcome of Review of Mortgage Measures/ })).toHaveAttribute("href", /centralbank\.ie/);
  await expect(history.getByRole("link", { name: "What's changed" })).toHaveAttribute("href", "/changes#mortgage-minimum-deposit");
  // The loan-to-income table and its history.
  await page.getByRole("button", { name: "Your mortgage options" }).click();
  await expect(main(page).locator("[data-history]").filter({ hasText: "loan-to-income" })).toContainText("3.5 times gross income for all buyers");
  await expect(main(page)).toContainText("Official: Central Bank of Ireland: Targeted changes to Mortgage Measures Framework, 19 October 2022");
  // Mortgage Interest Tax Relief: 2026 is the last year set in law.
  await expect(main(page)).toContainText("up to €625 a year per property");
  await expect(main(page)).toContainText("until 31 December 2026 unless extended");
  await expectNoAxeViolations(page, "mortgage guide with history");
});

test("first-time buyer guide: 4 times income, the earlier 3.5 times and the source", async ({ page }) => {
  test.slow();
  await page.goto("/buying/first-time-buyer");
  await expect(main(page)).toContainText("Most first-time buyers can borrow up to 4 times their gross income.");
  await page.getByRole("button", { name: "The First Home Scheme explained" }).click();
  const history = main(page).locator("[data-history]").filter({ hasText: "loan-to-income" });
  await expect(history).toContainText("From 9 February 2015 to 31 December 2022: a mortgage of up to 3.5 times gross income for all buyers");
  await expect(main(page)).toContainText("Official: Central Bank of Ireland: Targeted changes to Mortgage Measures Framework");
});

test("buying hub and borrowing tool: the deposit comes from the rule", async ({ page }) => {
  test.slow();
  await page.goto("/buying");
  await expect(main(page)).toContainText("and the deposit you need (at least 10% for every buyer)");
  await page.goto("/tools/borrowing?buyer=other&income=80000&savings=100000");
  await expect(main(page)).toContainText("€311,111");
  await expect(main(page)).toContainText("Earlier rule: From 1 January 2017 to 31 December 2022: a deposit of at least 10% of the price for first-time buyers and 20% for second and later buyers");
});

test("FAQ: the deposit answer states today's rule and the earlier 20%", async ({ page }) => {
  test.slow();
  await page.goto("/resources/faq?category=buying");
  await page.getByRole("button", { name: "How much deposit do I need to buy a home?" }).click();
  await expect(main(page)).toContainText("other buyers (second and later homes) need the same, at least 10%");
  await expect(main(page)).toContainText("Earlier rule. From 1 January 2017 to 31 December 2022: a deposit of at least 10% of the price for first-time buyers and 20% for second and later buyers");
});

test("Budget article: kept as published, with the dated Updated box on top", async ({ page }) => {
  test.slow();
  await page.goto("/resources/blog/2023-budget-housing-impact");
  const box = page.locator("[data-updated]");
  await expect(box.getByRole("heading", { name: "Updated 25 November 2026" })).toBeVisible();
  await expect(box).toContainText("published on 2 April 2025");
  await expect(box).toContainText("The article says the Vacant Homes Tax is 5 times the Local Property Tax. Now: 7 times the home's basic Local Property Tax");
  await expect(box).toContainText("The article says the land tax is 10%. Now: 3% a year");
  await expect(box).toContainText("up to €1,000 a year for a single person and €2,000 for a jointly assessed couple");
  await expect(box).toContainText("The article says Help to Buy is extended to December 2027. Now:");
  await expect(box).toContainText("The article says the First Home Scheme's share is capped at 35%, with an income limit of €80,000 for a single buyer.");
  await expect(box.getByRole("link", { name: "the Local Authority Home Loan" }).first()).toHaveAttribute("href", "/schemes/local-authorities");
  await expect(box.getByRole("link", { name: /Finance Act 2024, s\. 113/ }).first()).toHaveAttribute("href", /irishstatutebook\.ie\/eli\/2024\/act\/43/);
  await expect(box.getByRole("link", { name: "Residential Zoned Land Tax on What's changed" })).toHaveAttribute("href", "/changes#residential-zoned-land-tax");
  await expect(box.getByRole("link", { name: "the Rental Guide: money matters" })).toHaveAttribute("href", "/renting/guide?topic=financial-matters");
  // The article's own words are unchanged below the box.
  await expect(main(page)).toContainText("A **land tax** of 10%".replace(/\*\*/g, ""));
  await expectNoAxeViolations(page, "blog article with the Updated box");
});
