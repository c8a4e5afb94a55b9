/**
 * The four housing tools on their own pages (issue 9): the hub, each tool
 * with JavaScript off (a GET form the server answers) and on (live results,
 * the address kept in step), inline messages for bad input with no 500, the
 * ignored-parameter note, the highlighted notice row, the link to the cost
 * calculator, print styles, and axe with a result on screen.
 */
import { test, expect, expectNoAxeViolations, noJsPage, expectToolLive } from "./fixtures";
import type { Page } from "@playwright/test";

const result = (page: Page) => page.getByRole("region", { name: "Your result" });

test.describe("tools hub", () => {
  test("lists the four tools and the cost calculator", async ({ page }) => {
    const res = await page.goto("/tools");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Housing tools" })).toBeVisible();
    for (const [name, href] of [
      ["Notice period", "/tools/notice-period"],
      ["Rent review", "/tools/rent-review"],
      ["Borrowing limit", "/tools/borrowing"],
      ["Scheme amounts", "/tools/scheme-amounts"],
      ["Cost calculator", "/buying/costs-calculator"],
    ]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
    }
    await expectNoAxeViolations(page, "/tools");
  });
});

test("a tool's answer depends on today, so caches keep its page only until UTC midnight", async ({ request }) => {
  for (const path of ["/tools/notice-period?who=landlord&start=2024-01-15&served=2024-07-15", "/tools/rent-review"]) {
    const res = await request.get(path);
    const cacheControl = res.headers()["cache-control"];
    const sharedFor = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    const untilMidnight = 86_400 - Math.floor((Date.now() % 86_400_000) / 1000);
    expect(cacheControl, path).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    expect(sharedFor, path).toBeGreaterThan(0);
    expect(sharedFor, path).toBeLessThanOrEqual(untilMidnight + 2);
    expect(sharedFor, path).toBeGreaterThanOrEqual(untilMidnight - 60);
  }
});

test.describe("notice period", () => {
  test("without JavaScript the form submits and the server answers, with the row highlighted", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/tools/notice-period");
    await expect(result(page)).toContainText("Fill in the form to see your result.");
    await page.getByLabel("The landlord").check();
    await page.getByLabel("Date the tenancy started").fill("2024-01-15");
    await page.getByLabel("Date the notice is served").fill("2024-07-15");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/tools\/notice-period\?who=landlord&start=2024-01-15&served=2024-07-15$/);
    await expect(result(page)).toContainText("The landlord must give 90 days' notice");
    await expect(result(page)).toContainText("13 October 2024");
    await expect(page.locator('tr[aria-current="true"]')).toContainText("6 months to less than 1 year (your tenancy)");
    await expect(page.locator('tr[aria-current="true"]')).toContainText("90 days");
    await close();
  });

  test("with JavaScript the result updates as you type and the address follows", async ({ page }) => {
    await page.goto("/tools/notice-period");
    await expectToolLive(page);
    await page.getByLabel("Date the tenancy started").fill("2016-05-10");
    await page.getByLabel("Date the notice is served").fill("2024-05-09");
    await expect(result(page)).toContainText("The tenant must give 84 days' notice");
    await expect(result(page)).toContainText("7 years, 11 months and 29 days");
    // Exactly 8 years moves to the last row.
    await page.getByLabel("Date the notice is served").fill("2024-05-10");
    await expect(result(page)).toContainText("The tenant must give 112 days' notice");
    await expect(result(page)).toContainText("30 August 2024");
    await expect(page.locator('tr[aria-current="true"]')).toContainText("8 years or more");
    await expect(page).toHaveURL(/\?who=tenant&start=2016-05-10&served=2024-05-10$/);
    await expectNoAxeViolations(page, "notice period with a result");
  });

  test("a start date after the notice date, or one that does not exist, gets a clear message and no 500", async ({ page }) => {
    let res = await page.goto("/tools/notice-period?who=tenant&start=2024-06-01&served=2024-05-01");
    await expectToolLive(page);
    expect(res?.status()).toBe(200);
    const start = page.getByLabel("Date the tenancy started");
    await expect(start).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The tenancy start date is after the date the notice is served.", { exact: false }).first()).toBeVisible();
    res = await page.goto("/tools/notice-period?who=tenant&start=2023-02-29&served=2024-05-01");
    await expectToolLive(page);
    expect(res?.status()).toBe(200);
    await expect(start).toHaveValue("2023-02-29");
    await expect(page.getByText("That date does not exist", { exact: false }).first()).toBeVisible();
    res = await page.goto("/tools/notice-period?who=tenant&start=2099-01-01&served=2099-06-01");
    await expectToolLive(page);
    await expect(page.getByText("The tenancy start date is in the future.", { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page, "notice period with an error");
  });

  test("submitting an empty form names what is missing and links to it", async ({ page }) => {
    await page.goto("/tools/notice-period");
    await expectToolLive(page);
    await page.getByRole("button", { name: "Calculate" }).click();
    const summary = result(page).getByRole("link", { name: "Enter the date the tenancy started." });
    await expect(summary).toBeVisible();
    await summary.click();
    await expect(page.getByLabel("Date the tenancy started")).toBeFocused();
  });
});

test.describe("rent review", () => {
  test("without JavaScript: an RPZ review with the working", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/tools/rent-review");
    await page.getByLabel("Date the rent was last set").fill("2025-03-01");
    await page.getByLabel("Current monthly rent (€)").fill("1,500");
    await page.getByLabel("Inflation, yearly rate (%)").fill("2.5");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/rpz=yes&set=2025-03-01&rent=1%2C500&inflation=2.5/);
    await expect(result(page)).toContainText("1 March 2027");
    await expect(result(page)).toContainText("€1,560 a month");
    await expect(result(page)).toContainText("€60 more (4%)");
    await expect(result(page)).toContainText("the lower of inflation (2.5%) and 2% = 2% a year");
    await expect(result(page)).toContainText("not compounded");
    await close();
  });

  test("with JavaScript: switching to outside an RPZ drops the cap and says why", async ({ page }) => {
    await page.goto("/tools/rent-review?rpz=yes&rent=1500&set=2025-03-01&inflation=1.5");
    await expectToolLive(page);
    await expect(result(page)).toContainText("€1,545 a month");
    await page.getByLabel("No, outside a Rent Pressure Zone").check();
    await expect(result(page)).toContainText("1 March 2026");
    await expect(result(page)).toContainText("no percentage cap");
    await expect(result(page)).not.toContainText("Highest new rent");
    await expect(page).toHaveURL(/rpz=no/);
    await expectNoAxeViolations(page, "rent review outside an RPZ");
  });

  test("negative rent and absurd inflation get inline messages, never a 500", async ({ page }) => {
    const res = await page.goto("/tools/rent-review?rpz=yes&rent=-900&set=2025-03-01&inflation=900");
    await expectToolLive(page);
    expect(res?.status()).toBe(200);
    await expect(page.getByLabel("Current monthly rent (€)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Your current monthly rent can't be negative.").first()).toBeVisible();
    await expect(page.getByText("Enter a yearly rate between -20% and 50%.").first()).toBeVisible();
  });
});

test.describe("borrowing limit", () => {
  test("without JavaScript: a couple's limit and a link into the cost calculator", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/tools/borrowing");
    await page.getByLabel("Your gross yearly income (€)").fill("50000");
    await page.getByLabel("Second applicant's gross yearly income (€, optional)").fill("40000");
    await page.getByLabel("Savings for the deposit (€)").fill("30000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/buyer=first&income=50000&income2=40000&savings=30000/);
    await expect(result(page)).toContainText("€300,000");
    await expect(result(page)).toContainText("€360,000");
    await expect(result(page)).toContainText("Your savings set the limit");
    const link = result(page).getByRole("link", { name: "Work out the full cost of buying at €300,000" });
    const href = new URL((await link.getAttribute("href"))!, "https://example.ie");
    expect(href.pathname).toBe("/buying/costs-calculator");
    expect(href.searchParams.get("mortgage")).toBe("270000");
    expect(href.searchParams.get("price") ?? "300000").toBe("300000");
    await close();
  });

  test("with JavaScript: another buyer's 3.5× limit, live, and the calculator link carries both figures", async ({ page }) => {
    await page.goto("/tools/borrowing");
    await expectToolLive(page);
    await page.getByLabel("No, I have owned a home before").check();
    await page.getByLabel("Your gross yearly income (€)").fill("80000");
    await page.getByLabel("Savings for the deposit (€)").fill("100000");
    // Since 1 January 2023 other buyers need a 10% deposit (it was 20%: €350,000 then): €280,000 ÷ 90%.
    await expect(result(page)).toContainText("€311,111");
    await expect(result(page)).toContainText("€280,000");
    await expect(result(page)).toContainText("Your income sets the limit");
    await expect(result(page).getByRole("link", { name: /full cost of buying at €311,111/ })).toHaveAttribute("href", "/buying/costs-calculator?price=311111&mortgage=279999");
    // The spec's 20% stays on the page, in the history line of "how it works".
    await expect(page.locator("#main")).toContainText("to 31 December 2022: a deposit of at least 10% of the price for first-time buyers and 20% for second and later buyers");
    await expect(page).toHaveURL(/buyer=other&income=80000&savings=100000/);
    await expectNoAxeViolations(page, "borrowing with a result");
  });

  test("cents, negative and absurd amounts get inline messages", async ({ page }) => {
    const res = await page.goto("/tools/borrowing?buyer=first&income=50000.50&income2=-1&savings=999999999999");
    await expectToolLive(page);
    expect(res?.status()).toBe(200);
    await expect(page.getByText("Enter whole euro, without cents.").first()).toBeVisible();
    await expect(page.getByText("The second applicant's income can't be negative.").first()).toBeVisible();
    await expect(page.getByText(/enter no more than €100,000,000/).first()).toBeVisible();
  });
});

test.describe("scheme amounts", () => {
  test("without JavaScript: the scheme page's example reproduces 102,800", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/tools/scheme-amounts");
    await page.getByLabel("Price of the home (€)").fill("350000");
    await page.getByLabel("Which local authority area is the home in?").selectOption("mayo");
    await page.getByLabel("Mortgage approved (€)").fill("245000");
    await page.getByLabel("Your deposit (€)").fill("15000");
    await page.getByRole("group", { name: "Will you also claim Help to Buy?" }).getByLabel("No").check();
    await page.getByLabel("Price of a later sale (€, optional)").fill("400000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no&sale=400000/);
    await expect(result(page).getByRole("heading", { name: "Help to Buy refund: €30,000" })).toBeVisible();
    await expect(result(page).getByRole("heading", { name: "First Home Scheme share: €90,000 (25.7%)" })).toBeVisible();
    await expect(result(page)).toContainText("repays 25.7% of the sale price: €102,800");
    await close();
  });

  test("with JavaScript: Help to Buy caps the share at 20% and a second-hand home gets no refund", async ({ page }) => {
    await page.goto("/tools/scheme-amounts?price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no&sale=400000");
    await expectToolLive(page);
    await page.getByRole("group", { name: "Will you also claim Help to Buy?" }).getByLabel("Yes").check();
    await expect(result(page).getByRole("heading", { name: "First Home Scheme share: €70,000 (20%)" })).toBeVisible();
    await expect(result(page)).toContainText("you still need €20,000 more");
    await page.getByLabel("Second-hand home").check();
    await expect(result(page).getByRole("heading", { name: "Help to Buy refund: €0" })).toBeVisible();
    await expect(result(page)).toContainText("Help to Buy is only for new builds and self-builds.");
    await expect(result(page).getByRole("heading", { name: "First Home Scheme share: €90,000 (25.7%)" })).toBeVisible();
    await expect(page).toHaveURL(/type=existing/);
    await expectNoAxeViolations(page, "scheme amounts with a result");
  });

  test("over the ceiling and over 500,000: zero, with the reasons", async ({ page }) => {
    await page.goto("/tools/scheme-amounts?price=510000&type=new&area=dublin-city&mortgage=400000&deposit=60000&htb=yes");
    await expectToolLive(page);
    await expect(result(page)).toContainText("The home is worth more than €500,000.");
    await expect(result(page)).toContainText("The price is over the price ceiling for Dublin City Council, €500,000.");
    await expect(result(page)).toContainText("There is no First Home share, so nothing to repay on a sale.");
  });

  test("a hostile query string renders the page with a note and escaped values", async ({ page }) => {
    const res = await page.goto("/tools/scheme-amounts?price=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&type=%3Cscript%3E&evil=%3Cb%3E&utm_source=x");
    await expectToolLive(page);
    expect(res?.status()).toBe(200);
    await expect(page.getByText("Parts of the link were not recognised and have been ignored: evil, utm_source.")).toBeVisible();
    await expect(page.getByLabel("Price of the home (€)")).toHaveValue("<img src=x onerror=alert(1)>");
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    await expect(page.getByText("Choose the type of home.").first()).toBeVisible();
  });
});

test("results print without the form, with the answers", async ({ page }) => {
  await page.goto("/tools/borrowing?buyer=first&income=60000&savings=50000");
  await expectToolLive(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Calculate" })).toBeHidden();
  await expect(page.getByText("Your answers")).toBeVisible();
  await expect(result(page)).toContainText("€266,666");
  await expect(page.locator("header.site-header, .site-header").first()).toBeHidden();
});
