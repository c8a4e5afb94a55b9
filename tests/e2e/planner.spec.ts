/**
 * The purchase planner (issue 28), /buying/plan: the plan with JavaScript
 * off (a GET form the server answers, on a clean address), the live update
 * and the address with it on, two homes side by side, the print layout, the
 * PDF's text, bad input (a message beside each field, the plan worked out
 * with what is valid, no 500, no echo), the links in from the other tools,
 * and axe at desktop and phone widths.
 *
 * The figures are the unit tests' hand-worked cases (tests/unit/planner.test.ts),
 * under the rules in force while the First Home Scheme runs (to 1 June 2027).
 */
import { test, expect, expectNoAxeViolations, noJsPage } from "./fixtures";
import type { Page } from "@playwright/test";
import { pdfText } from "./calculator-pdf-text";

const PATH = "/buying/plan";
/** Case 2: one buyer on 60,000 with 35,000 saved, a new 350,000 house in Meath. */
const CASE_2 = "buyer=first&income=60000&savings=35000&price=350000&type=new&area=meath&homeType=house";

const plan = (page: Page) => page.getByRole("region", { name: "Your plan, home by home" });
const answer = (page: Page) => page.getByTestId("plan-answer");
const live = (page: Page) => expect(page.locator("form[data-live]")).toBeAttached();

test.describe("purchase planner", () => {
  test("without JavaScript: the form submits to a clean address and the server shows the plan", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    const res = await page.goto(PATH);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Affordability planner" })).toBeVisible();
    await expect(page.getByText("Enter your income and the price of a home to see your plan.")).toBeVisible();
    await page.getByLabel("Your gross yearly income (€)").fill("55000");
    await page.getByLabel("Second applicant's gross yearly income (€, optional)").fill("40000");
    await page.getByLabel("Savings for the deposit and costs (€)").fill("50000");
    await page.getByLabel("Price of the home (€)").fill("400000");
    await page.getByLabel("Council area", { exact: true }).selectOption("dublin-city");
    await page.getByRole("button", { name: "Show my plan" }).click();
    // The address ends in #result: the browser lands on the plan, not the top of the page (issue 36).
    await expect(page).toHaveURL(`${PATH}?buyer=first&income=55000&income2=40000&savings=50000&price=400000&type=new&area=dublin-city&homeType=house#result`);
    // Case 1: 4 × 95,000 = 380,000, but 90% of 400,000 is 360,000; Help to Buy 30,000; stamp duty 3,524.
    await expect(answer(page)).toContainText("You can borrow up to €360,000 (the price less the 10% deposit), with a Help to Buy refund of €30,000 towards the deposit. You need €19,124 on the day: €10,000 of deposit and €9,124 of costs, which leaves €30,876 to spare.");
    await expect(page.getByTestId("rules-as-at")).toHaveText(/^Rules as at \d{1,2} \w+ \d{4}$/);
    await expect(plan(page).getByRole("row", { name: /Stamp duty/ })).toContainText("€3,524");
    await expect(page.getByText("Loan limit: €55,000 + €40,000 = €95,000 gross income × 4 = €380,000.")).toBeVisible();
    // Each figure links to the rule it comes from.
    await expect(plan(page).getByRole("link", { name: "Help to Buy refund" })).toHaveAttribute("href", "/schemes/help-to-buy#how-much");
    await expect(plan(page).getByRole("link", { name: "First Home Scheme share" })).toHaveAttribute("href", "/schemes/first-home#how-it-works");
    await expect(page.getByRole("link", { name: "Open the cost calculator with this home's figures" })).toHaveAttribute("href", "/buying/costs-calculator?price=400000&newBuild=1&mortgage=360000");
    await close();
  });

  test("with JavaScript: the plan follows the typing and the address follows the plan", async ({ page }) => {
    await page.goto(PATH);
    await live(page);
    const entries = await page.evaluate(() => window.history.length);
    await page.getByLabel("Your gross yearly income (€)").fill("60000");
    await page.getByLabel("Savings for the deposit and costs (€)").fill("35000");
    await page.getByLabel("Price of the home (€)").fill("350000");
    await page.getByLabel("Council area", { exact: true }).selectOption("meath");
    // Case 2: no Help to Buy (240,000 is under 70% of 350,000), a First Home share of 75,000 (21.4%).
    await expect(answer(page)).toContainText("You can borrow up to €240,000 (4 times your income), with a First Home Scheme share of €75,000 (21.4%). You need €43,083 on the day: €35,000 of deposit and €8,083 of costs: you are short by €8,083.");
    await expect(page.getByTestId("limits")).toContainText("Your income: 4 times €60,000 is €240,000");
    await expect(page.getByText("The mortgage, €240,000, is under 70% of the price (€245,000), the least Help to Buy needs.")).toBeVisible();
    await expect.poll(() => page.url()).toContain(`${PATH}?${CASE_2}`);
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    // A rate adds the monthly repayment: 240,000 at 4% over 30 years is 1,145.80.
    await page.getByLabel("Mortgage interest rate (% a year, optional)").fill("4");
    await expect(plan(page).getByRole("row", { name: "Monthly repayment" })).toContainText("€1,145.80");
    await expect.poll(() => page.url()).toContain("&rate=4");
    await page.reload();
    await live(page);
    await expect(page.getByLabel("Mortgage interest rate (% a year, optional)")).toHaveValue("4");
    await expect(plan(page).getByRole("row", { name: "Monthly repayment" })).toContainText("€1,145.80");
  });

  test("a second home: side by side, what it takes from the first home, and which is within reach", async ({ page }) => {
    await page.goto(`${PATH}?${CASE_2}&price2=520000&area2=dublin-city`);
    await live(page);
    await expect(plan(page).getByRole("columnheader", { name: /Home 1/ })).toContainText("€350,000 new house, Meath County Council");
    await expect(plan(page).getByRole("columnheader", { name: /Home 2/ })).toContainText("€520,000 new house, Dublin City Council");
    await expect(page.getByText("Not given: the first home's type (new build) is used.")).toBeVisible();
    await expect(page.getByText("Not given: the first home's kind of home (house) is used.")).toBeVisible();
    // Home 2: 240,000 mortgage; no Help to Buy; over Dublin City's 500,000 ceiling, so no share: a 280,000 deposit.
    // Stamp duty 520,000 / 1.135 → 4,581; costs 4,581 + 3,600 + 1,400 = 9,581; cash 289,581.
    await expect(plan(page).getByRole("row", { name: /What limits it/ })).toContainText("Your income, The First Home ceiling, Your savings");
    await expect(plan(page).getByRole("row", { name: /Cash needed on the day/ })).toContainText("€43,083€289,581");
    await expect(page.getByTestId("within-reach")).toContainText("Neither home is within reach of your savings yet: Home 1 is short by €8,083, Home 2 is short by €254,581.");
    await page.getByLabel("Savings for the deposit and costs (€)").fill("50000");
    await expect(page.getByTestId("within-reach")).toContainText("Home 1 is within reach of your savings (€6,917 to spare); home 2 is not (short by €239,581).");
    await expectNoAxeViolations(page, "planner with two homes");
  });

  test("bad input: a message beside each field says what was left out, the plan uses the rest, no 500, no echo", async ({ page }) => {
    const res = await page.goto(`${PATH}?income=60000&income2=-5&savings=lots&price=350000&area=mars&homeType=%3Cscript%3Ealert(1)%3C%2Fscript%3E&price2=99999999999&evil=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`);
    expect(res?.status()).toBe(200);
    await live(page);
    await expect(page.getByText("Parts of the link were not recognised and have been ignored: evil.")).toBeVisible();
    await expect(page.getByText("The second applicant's income in the link could not be used, so it was left out. The second applicant's income can't be negative.")).toBeVisible();
    await expect(page.getByText("The savings in the link could not be used, so it was left out. Enter your savings as an amount in euro, for example 1,250.").first()).toBeVisible();
    await expect(page.getByText("The home's council area in the link could not be used, so it was left out. Choose the home's council area.").first()).toBeVisible();
    await expect(page.getByText(/The link's answer for whether the home is a house or an apartment was not one of the choices/).first()).toBeVisible();
    await expect(page.getByText(/The second home's price in the link could not be used, so it was left out\. That is more than this tool works with/).first()).toBeVisible();
    // Nothing of the link's bad values comes back: not in a field, not in the page.
    await expect(page.getByLabel("Savings for the deposit and costs (€)")).toHaveValue("");
    expect(await page.content()).not.toContain("alert(1)");
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    // The plan is worked out with what is valid: one income, no savings, no council (ceilings not checked).
    await expect(answer(page)).toContainText("with a First Home Scheme share of €75,000 (21.4%). You need €43,083 on the day");
    await expect(page.getByText("No council was given, so the price ceiling is not checked.")).toBeVisible();
    // Typing text in a number field: a message beside it, and the plan waits for a number.
    await page.getByLabel("Price of the home (€)").fill("three hundred");
    await expect(page.getByText("Enter the price of the home as an amount in euro, for example 1,250.").first()).toBeVisible();
    await expect(page.getByText("Check the highlighted answers to see your plan.")).toBeVisible();
  });

  test("prints the details, the plan, its sources and the rules' date, without the form", async ({ page }) => {
    await page.goto(`${PATH}?${CASE_2}`);
    await live(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Show my plan" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print this plan" })).toBeHidden();
    const printed = page.getByRole("region", { name: "Your plan" }).first();
    await expect(printed.getByText("Price of the home (€)")).toBeVisible();
    await expect(printed.getByText("€350,000").first()).toBeVisible();
    await expect(page.getByTestId("rules-as-at")).toBeVisible();
    await expect(page.getByText("Revenue: Help to Buy incentive: https://www.revenue.ie/en/property/help-to-buy-incentive/index.aspx")).toBeVisible();
    await expect(page.getByText(`https://www.example.ie${PATH}?${CASE_2}`)).toBeVisible();
  });

  test("the PDF is the same plan, with its rules' date and the link that reproduces it", async ({ page, request }) => {
    await page.goto(`${PATH}?${CASE_2}&price2=300000&type2=existing`);
    await live(page);
    const link = page.getByRole("link", { name: "Download PDF" });
    await expect(link).toHaveAttribute("href", `${PATH}.pdf?${CASE_2}&price2=300000&type2=existing`);
    const res = await request.get((await link.getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toBe('attachment; filename="purchase-plan.pdf"');
    const text = pdfText(await res.body());
    expect(text).toContain("Purchase plan");
    expect(text).toMatch(/Rules as at \d{1,2} \w+ \d{4}/);
    expect(text).toContain("First Home Scheme share\n€75,000 (21.4%)\nNone");
    expect(text).toContain("Cash needed on the day\n€43,083\n€68,000");
    expect(text).toContain("Against your savings\nShort by €8,083\nShort by €33,000");
    expect(text.replace(/\s+/g, " ")).toContain("Which is within reach: Neither home is within reach of your savings yet");
    expect(text).toContain("Price €350,000 - mortgage €240,000 - 10% deposit €35,000 = a gap of €75,000.");
    // The address wraps between any two characters to fit the page.
    expect(text.replace(/\n/g, "")).toContain(`https://www.example.ie${PATH}?${CASE_2}&price2=300000&type2=existing`);
    // A hostile query gives a PDF too, never an error, and never the script.
    const bad = await request.get(`${PATH}.pdf?price=%3Cscript%3E&income=abc`);
    expect(bad.status()).toBe(200);
    const badText = pdfText(await bad.body());
    expect(badText).toContain("Enter your income and the price of a home to see a plan.");
    expect(badText).not.toContain("script");
  });

  // axe with a plan on screen, at 412 and 1280 px: results.spec.ts (Copy link); with two homes: below and usability.spec.ts.

  test("the borrowing and scheme tools, the calculator and the questionnaire link in with what they know", async ({ page }) => {
    await page.goto("/tools/borrowing?buyer=first&income=60000&savings=35000");
    await expect(page.getByRole("link", { name: /^Plan a purchase at €266,666/ })).toHaveAttribute("href", `${PATH}?buyer=first&income=60000&savings=35000&price=266666`);
    await page.goto("/tools/scheme-amounts?price=350000&type=new&area=meath&mortgage=240000&deposit=35000&htb=yes");
    await expect(page.getByRole("link", { name: /^Plan the whole purchase/ })).toHaveAttribute("href", `${PATH}?price=350000&type=new&area=meath`);
    await page.goto("/buying/costs-calculator?price=425000&newBuild=1&homeType=apartment");
    await expect(page.getByRole("link", { name: /^Plan this purchase/ })).toHaveAttribute("href", `${PATH}?price=425000&type=new&homeType=apartment`);
    await page.goto("/questionnaire?tenure=buy&first=yes&build=new&county=meath&gross=60000&net=45000&price=350000&deposit=35000&mortgage=240000&living=private&hours=over");
    await expect(page.getByRole("link", { name: /^Plan this purchase/ })).toHaveAttribute("href", `${PATH}?buyer=first&income=60000&savings=35000&price=350000&type=new&area=meath`);
    await page.goto("/buying/first-time-buyer");
    await expect(page.getByRole("link", { name: "purchase planner" }).first()).toHaveAttribute("href", PATH);
  });
});
