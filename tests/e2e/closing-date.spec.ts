/**
 * The day the sale closes, in the cost calculator and the purchase planner:
 * with JavaScript off and on, in the address, in the PDF, and a bad day.
 */
import { expectHydrated, expectNoAxeViolations, expect, noJsPage, test } from "./fixtures";
import { pdfText } from "./calculator-pdf-text";

const CALC = "/buying/costs-calculator";
const APARTMENT = "price=450000&newBuild=1&homeType=apartment";
const day = (page: import("@playwright/test").Page) => page.getByLabel("The day the sale closes");

test.describe("the cost calculator on the day the sale closes", () => {
  test("with JavaScript off, the form's day is submitted and the figures follow that day's rules", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto(`${CALC}?${APARTMENT}`);
    await expect(page.getByTestId("stamp-duty-amount")).toHaveText("€4,128.00");
    await day(page).fill("2031-01-02");
    await page.getByRole("button", { name: "Calculate" }).first().click();
    await expect(page).toHaveURL(/date=2031-01-02/);
    await expect(page.getByTestId("stamp-duty-amount")).toHaveText("€3,964.00");
    const notes = page.getByTestId("closing-date-notes");
    await expect(notes).toContainText("13.5% VAT in the price of a new apartment in an apartment block on 2 January 2031");
    await expect(notes).toContainText("Stamp Duty on 2 January 2031: €3,964, against €4,128 under today's rules (€164 less).");
    await close();
  });

  test("with JavaScript, a new day brings that day's rules, the address carries it, and today's day takes it away", async ({ page }) => {
    await page.goto(`${CALC}?${APARTMENT}`);
    await expectHydrated(day(page));
    const today = await day(page).inputValue();
    await day(page).fill("2031-01-02");
    await expect(page).toHaveURL(/date=2031-01-02/);
    await expect(page.getByTestId("stamp-duty-amount")).toHaveText("€3,964.00");
    await expect(day(page)).toBeFocused();
    await expect(page.getByTestId("closing-date-notes")).toContainText("€164 less");
    await expectNoAxeViolations(page, "calculator with a closing day");
    // The PDF link carries the day, and the PDF states that day's figures.
    const href = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    expect(href).toContain("date=2031-01-02");
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    const text = pdfText(await pdf.body());
    expect(text).toContain("2 January 2031");
    expect(text).toContain("3,964");

    await day(page).fill(today);
    await expect(page).not.toHaveURL(/date=/);
    await expect(page.getByTestId("stamp-duty-amount")).toHaveText("€4,128.00");
    await expect(page.getByTestId("closing-date-notes")).toHaveCount(0);
  });

  test("a malformed, impossible or hostile day gets a message beside the field and today's rules, and is not echoed", async ({ page }) => {
    for (const bad of ["2026-02-30", "31/12/2030", "2099-01-01", "<script>alert(1)</script>"]) {
      const res = await page.goto(`${CALC}?${APARTMENT}&date=${encodeURIComponent(bad)}`);
      expect(res?.status(), bad).toBe(200);
      await expect(page.getByText(/Today's rules are used/).first(), bad).toBeVisible();
      await expect(page.getByTestId("stamp-duty-amount"), bad).toHaveText("€4,128.00");
      expect(await page.content(), bad).not.toContain("<script>alert(1)");
    }
  });
});

test.describe("the purchase planner on the day the sale closes", () => {
  const PLAN = "/buying/plan?buyer=first&income=100000&savings=60000&price=400000&type=new&homeType=house";

  test("with JavaScript off, a day after Help to Buy's end shows no refund, the €30,000 difference and that the end is not confirmed", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto(`${PLAN}&date=2030-01-01`);
    const notes = page.getByTestId("closing-date-notes");
    await expect(notes).toContainText("Help to Buy refund on 1 January 2030: €0, against €30,000 under today's rules (€30,000 less).");
    await expect(notes).toContainText("Help to Buy: what applies on 1 January 2030 is not confirmed");
    await expect(day(page)).toHaveValue("2030-01-01");
    await close();
  });

  test("with JavaScript, the day is kept in the address while the reader types, and in the PDF", async ({ page }) => {
    await page.goto(`${PLAN}&date=2029-12-31`);
    await expect(page.locator("form[data-live]")).toBeAttached();
    await page.getByLabel("Your gross yearly income (€)").fill("90000");
    await expect.poll(() => page.url()).toContain("income=90000");
    expect(page.url()).toContain("date=2029-12-31");
    const pdf = await page.request.get("/buying/plan.pdf?buyer=first&income=100000&savings=60000&price=400000&type=new&homeType=house&date=2029-12-31");
    expect(pdf.status()).toBe(200);
    expect(pdfText(await pdf.body())).toContain("31 December 2029");
  });
});
