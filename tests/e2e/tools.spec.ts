/**
 * The four housing tools on their own pages (issue 9): the hub, each tool
 * with JavaScript off (a GET form the server answers) and on (live results,
 * the address kept in step), inline messages for bad input with no 500, the
 * ignored-parameter note, the highlighted notice row, the link to the cost
 * calculator, print styles, and axe with a result on screen.
 */
import { sharedMaxAge } from "../../app/lib/http.server";
import { secondsToDublinMidnight } from "../../app/lib/today";
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
    // axe and HTML_CodeSniffer on the hub: pages.spec.ts.
  });
});

test("a tool's answer depends on today, so caches keep its page only until midnight in Ireland", async ({ request }) => {
  for (const path of ["/tools/notice-period?who=landlord&start=2024-01-15&served=2024-07-15", "/tools/rent-review?start=2024-01-01&set=2025-03-01&rent=1500&cpi=2&kind=standard"]) {
    const res = await request.get(path);
    const cacheControl = res.headers()["cache-control"];
    const sharedFor = sharedMaxAge(cacheControl);
    const untilMidnight = secondsToDublinMidnight(new Date());
    expect(cacheControl, path).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    expect(sharedFor, path).toBeGreaterThan(0);
    expect(sharedFor, path).toBeLessThanOrEqual(untilMidnight + 2);
    expect(sharedFor, path).toBeGreaterThanOrEqual(untilMidnight - 60);
  }
});

test.describe("notice checker", () => {
  test("without JavaScript the form submits and the server answers: 2022 table, the row highlighted, the reason checked", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/tools/notice-period");
    // No side is chosen for the reader (issue 36): the result asks for one first.
    await expect(result(page)).toContainText("First choose what is happening");
    await page.getByLabel("My landlord gave me notice").check();
    await page.getByLabel("Date the tenancy started").fill("2024-01-15");
    await page.getByLabel("Date the notice is served").fill("2024-07-15");
    await page.getByLabel("How many tenancies does the landlord have?").fill("2");
    await page.getByLabel("No, a person").check();
    await page.getByLabel("The landlord intends to sell within 9 months").check();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/tools\/notice-period\?who=landlord&start=2024-01-15&served=2024-07-15&tenancies=2&company=no&reason=sale#result$/);
    // The verdict on the reason first, then the notice length (issue 42).
    await expect(result(page).locator("[data-answer]")).toHaveText(
      "Your landlord can end this tenancy to sell the home within 9 months of it ending, with a statutory declaration saying so; the notice must give you at least 152 days, so the tenancy can end on 14 December 2024 at the earliest.",
    );
    await expect(result(page)).toContainText("14 December 2024");
    await expect(result(page)).toContainText("for notices served from 6 July 2022");
    await expect(result(page)).toContainText("created before 1 March 2026");
    await expect(result(page)).toContainText("The law allows this reason here, on conditions");
    await expect(result(page)).toContainText("A copy goes to the RTB");
    await expect(result(page)).toContainText("within 90 days of receiving it");
    await expect(result(page)).toContainText("Threshold");
    await expect(result(page)).toContainText("This checker cannot tell you that a notice is valid.");
    await expect(result(page)).not.toContainText(/notice is valid(?!\.)/);
    await expect(page.locator('tr[aria-current="true"]')).toContainText("6 months to less than 1 year (your tenancy)");
    await expect(page.locator('tr[aria-current="true"]')).toContainText("152 days");
    // The specification's landlord figures stay on the page as history, with their dates.
    const history = page.getByText(/From 4 June 2019 to 5 July 2022: for notices served by a landlord: 28 days \(less than 6 months\), 90 days \(6 months to less than 1 year\), 120 days/);
    await expect(history).toBeVisible();
    await close();
  });

  test("with JavaScript the result updates as you type, the landlord's questions appear, and the address follows", async ({ page }) => {
    await page.goto("/tools/notice-period");
    await expectToolLive(page);
    await expect(page.getByLabel("How many tenancies does the landlord have?")).toHaveCount(0);
    await page.getByLabel("I am giving my landlord notice").check();
    await page.getByLabel("Date the tenancy started").fill("2016-05-10");
    await page.getByLabel("Date the notice is served").fill("2024-05-09");
    await expect(result(page)).toContainText("You must give your landlord at least 84 days' notice");
    await expect(result(page)).toContainText("7 years, 11 months and 29 days");
    // Exactly 8 years moves to the last row.
    await page.getByLabel("Date the notice is served").fill("2024-05-10");
    await expect(result(page)).toContainText("You must give your landlord at least 112 days' notice");
    await expect(result(page)).toContainText("30 August 2024");
    await expect(page.locator('tr[aria-current="true"]')).toContainText("8 years or more");
    await expect(page).toHaveURL(/\?who=tenant&start=2016-05-10&served=2024-05-10$/);
    // A large landlord's tenancy created on 1 March 2026 cannot be ended to sell.
    await page.getByLabel("My landlord gave me notice").check();
    await page.getByLabel("Date the tenancy started").fill("2026-03-01");
    await page.getByLabel("Date the notice is served").fill("2026-11-20");
    await page.getByLabel("How many tenancies does the landlord have?").fill("5");
    await page.getByLabel("The landlord intends to sell within 9 months").check();
    await expect(result(page).locator("[data-answer]")).toContainText("A large landlord can never end this tenancy to sell");
    await expect(result(page)).toContainText("large landlord");
    await expect(result(page)).toContainText("The law does not allow this reason here");
    await expect(page).toHaveURL(/\?who=landlord&start=2026-03-01&served=2026-11-20&tenancies=5&reason=sale$/);
    await expectNoAxeViolations(page, "notice checker with a result");
  });

  test("a shared link reproduces the result, on either side of 6 July 2022, with and without JavaScript", async ({ page, browser }) => {
    const cases = [
      ["/tools/notice-period?who=landlord&start=2021-01-05&served=2022-07-05", "the notice must give you at least 120 days", "2 November 2022"],
      ["/tools/notice-period?who=landlord&start=2021-01-05&served=2022-07-06", "the notice must give you at least 180 days", "2 January 2023"],
    ] as const;
    const { page: noJs, close } = await noJsPage(browser);
    for (const [url, headline, date] of cases) {
      for (const p of [noJs, page]) {
        const res = await p.goto(url);
        expect(res?.status()).toBe(200);
        await expect(result(p)).toContainText(headline);
        await expect(result(p)).toContainText(date);
        await expect(result(p)).toContainText("winter");
      }
    }
    await close();
  });

  test("the verdict on the reason comes first: no, yes and the issue's case, with and without JavaScript (issue 42)", async ({ page, browser }) => {
    const base = "/tools/notice-period?who=landlord&start=2026-04-01&served=2026-11-20";
    const cases = [
      // s. 35B(2): a large landlord can never end a 2026 tenancy to sell.
      [`${base}&tenancies=5&company=no&reason=sale`, "no", "A large landlord can never end this tenancy to sell (the law does not allow it for a tenancy created from 1 March 2026)."],
      // s. 35B, s. 35(4)(b): a small landlord can end it for close family's use.
      [`${base}&tenancies=2&company=no&reason=family`, "yes", "A small landlord can end this tenancy to live in the home or let a close family member live there"],
      // s. 35B(3)(a), (4): the case, a small landlord's sale.
      [
        `${base}&tenancies=2&company=no&reason=sale`,
        "if",
        "A small landlord cannot end this tenancy to sell before 31 March 2032 unless they prove hardship to the RTB; if they do, the notice must give you at least 152 days, so the tenancy can end on 21 April 2027 at the earliest.",
      ],
      // The size not said: the condition first.
      [`${base}&reason=sale`, "if", "If your landlord is small (not a company, 3 tenancies or fewer), they cannot end this tenancy to sell before 31 March 2032"],
    ] as const;
    const { page: noJs, close } = await noJsPage(browser);
    for (const [url, allowed, first] of cases) {
      for (const p of [noJs, page]) {
        const res = await p.goto(url);
        expect(res?.status()).toBe(200);
        if (p === page) await expectToolLive(p);
        const answer = result(p).locator("[data-answer]");
        await expect(answer).toHaveAttribute("data-allowed", allowed);
        await expect(answer).toContainText(first);
        await expect(result(p)).toContainText("The law: ");
      }
    }
    await close();
  });

  test("bad input gets a clear message and no 500", async ({ page }) => {
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
    res = await page.goto("/tools/notice-period?who=landlord&start=2024-01-01&served=2024-06-01&tenancies=-3");
    expect(res?.status()).toBe(200);
    await expectToolLive(page);
    await expect(page.getByText("Enter the number of tenancies as a whole number, for example 2.").first()).toBeVisible();
    await expectNoAxeViolations(page, "notice checker with an error");
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
  test("without JavaScript: a review on 1 March 2026 with the working", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/tools/rent-review");
    await page.getByLabel("Date the tenancy started").fill("2024-01-01");
    await page.getByLabel("Date the rent was last set").fill("2025-03-01");
    await page.getByLabel("Current monthly rent (€)").fill("1,500");
    await page.getByLabel("Rise in prices since the rent was last set (%)").fill("3.2");
    await page.getByLabel("Date of the review (optional)").fill("2026-03-01");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/start=2024-01-01&set=2025-03-01&rent=1%2C500&cpi=3.2&kind=standard&review=2026-03-01/);
    await expect(result(page)).toContainText("1 March 2026");
    await expect(result(page)).toContainText("€1,530 a month");
    await expect(result(page)).toContainText("€30 more (2%)");
    await expect(result(page)).toContainText("Since 1 March 2026 there are no Rent Pressure Zones");
    // Rent last set before 20 June 2025 and the area question not answered: the longer first-review wait is shown as possible.
    await expect(result(page)).toContainText("the first review may have to wait until 1 March 2027 instead of 1 March 2026");
    await expect(result(page)).toContainText("not compounded");
    await expect(result(page)).toContainText("can never be reset to the market rent");
    await expect(result(page).getByRole("link", { name: /RTB's rent calculator/ })).toHaveAttribute("href", "https://rtb.ie/renting/guide-to-rent-review-notices");
    // The specification's Rent Pressure Zone figures stay as history.
    await expect(page.getByText(/Earlier, the rent review tool and the Rental Guide said in a Rent Pressure Zone, rent can be reviewed once every 24 months/)).toBeVisible();
    await close();
  });

  test("without JavaScript: the area became a zone after the rent was set, so the first review waits 24 months (our reading)", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/tools/rent-review?start=2024-01-01&set=2025-03-01&rent=1500&cpi=2&kind=standard&zone=no");
    await expect(page.getByRole("radio", { name: /No, it became one later/ })).toBeChecked();
    await expect(result(page)).toContainText("1 March 2027");
    await expect(result(page)).toContainText("A longer wait for this first review, in our reading of the Act.");
    // A review date before then is answered "No", with why and no amount (issue 42), not a 500.
    await page.goto("/tools/rent-review?start=2024-01-01&set=2025-03-01&rent=1500&cpi=2&kind=standard&zone=no&review=2026-06-01");
    await expect(result(page).locator("[data-answer]")).toContainText("No: your rent cannot be reviewed on 1 June 2026.");
    await expect(result(page).locator("[data-answer]")).toContainText("so the earliest date is 1 March 2027");
    const bad = await page.goto("/tools/rent-review?zone=%3Cscript%3Ealert(1)%3C%2Fscript%3E&set=2025-03-01");
    expect(bad?.status()).toBe(200);
    expect(await page.content()).not.toContain("<script>alert(1)</script>");
    await close();
  });

  test("with JavaScript: a new apartment drops the 2% limit, live", async ({ page }) => {
    await page.goto("/tools/rent-review?start=2024-01-01&set=2025-03-01&rent=1500&cpi=3.2&kind=standard&review=2026-03-01");
    await expectToolLive(page);
    await expect(result(page)).toContainText("€1,530 a month");
    await page.getByLabel(/A new apartment or student block/).check();
    await expect(result(page)).toContainText("€1,548 a month");
    await expect(result(page)).toContainText("No 2% limit for this home.");
    await expect(page).toHaveURL(/kind=new-apartment/);
    // The day before, the whole State was a Rent Pressure Zone: HICP and the 2% limit.
    await page.getByLabel("Date the rent was last set").fill("2025-02-28");
    await page.getByLabel("Date of the review (optional)").fill("2026-02-28");
    await expect(result(page)).toContainText("€1,530 a month");
    await expect(result(page)).toContainText("the whole State was a Rent Pressure Zone");
    await expectNoAxeViolations(page, "rent review with a result");
  });

  test("a review not yet allowed is a plain No with why and no amount; an allowed one gives the most and the notice it needs, with and without JavaScript (issue 42)", async ({ page, browser }) => {
    const cases = [
      // s. 20(1)(a): 9 months after the rent was set.
      [
        "/tools/rent-review?start=2024-01-01&set=2026-03-01&rent=1500&cpi=2&kind=standard&review=2026-12-01",
        "no",
        "No: your rent cannot be reviewed on 1 December 2026. The law allows one review in each 12 months, and your rent was last set on 1 March 2026, so the earliest date is 1 March 2027.",
      ],
      // s. 20(1)(a), s. 22(2) as amended: 12 months on, a notice from 1 March 2026 copied to the RTB the same day.
      [
        "/tools/rent-review?start=2024-01-01&set=2026-03-01&rent=1500&cpi=2&kind=standard&review=2027-03-01",
        "yes",
        "For a review on 1 March 2027: The new rent can be at most €1,530 a month (€30 more). It needs written notice on the RTB's form, with a copy to the RTB the same day, served at least 90 days before (by 1 December 2026).",
      ],
    ] as const;
    const { page: noJs, close } = await noJsPage(browser);
    for (const [url, allowed, text] of cases) {
      for (const p of [noJs, page]) {
        const res = await p.goto(url);
        expect(res?.status()).toBe(200);
        if (p === page) await expectToolLive(p);
        const answer = result(p).locator("[data-answer]");
        await expect(answer).toHaveAttribute("data-allowed", allowed);
        await expect(answer).toHaveText(text);
        if (allowed === "no") {
          await expect(result(p)).toContainText("The law: Residential Tenancies Act 2004");
          await expect(result(p).getByText("Highest new rent")).toHaveCount(0);
        }
      }
    }
    await close();
  });

  test("negative rent and absurd inflation get inline messages, never a 500", async ({ page }) => {
    const res = await page.goto("/tools/rent-review?start=2024-01-01&rent=-900&set=2025-03-01&cpi=900&kind=standard");
    await expectToolLive(page);
    expect(res?.status()).toBe(200);
    await expect(page.getByLabel("Current monthly rent (€)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Your current monthly rent can't be negative.").first()).toBeVisible();
    await expect(page.getByText("Enter a percentage between -20% and 50%.").first()).toBeVisible();
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

  // Issue 42: the headline names the conditions the limits depend on, and a "no" says so first, with no amount.
  test("without JavaScript: the headline of a “yes” (a first-time buyer's limit) and of a “no” (no savings, no deposit)", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/tools/borrowing");
    await page.getByLabel("Your gross yearly income (€)").fill("60000");
    await page.getByLabel("Savings for the deposit (€)").fill("50000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page).locator("[data-answer]")).toHaveText(
      "Under the Central Bank's limits for a first-time buyer buying a home to live in, you could buy a home costing up to €266,666: a mortgage of up to €239,999 and a deposit of €26,667 from your savings.",
    );
    await page.getByLabel("Savings for the deposit (€)").fill("0");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/savings=0#result$/);
    await expect(result(page).locator("[data-answer]")).toHaveText(/^No: with no savings you have no deposit yet, and the Central Bank requires a deposit of at least 10% of the price before a lender may lend/);
    await expect(result(page)).not.toContainText("Highest price");
    await expect(result(page).getByRole("link", { name: /Central Bank of Ireland: Mortgage measures/ })).toBeVisible();
    await close();
  });

  test("with JavaScript: a fresh start buyer gets the first-time limits (“yes”), and no savings is a plain “no”, live", async ({ page }) => {
    await page.goto("/tools/borrowing?buyer=other&income=60000&savings=50000");
    await expectToolLive(page);
    await expect(result(page).locator("[data-answer]")).toHaveText(/^Under the Central Bank's limits for a second or subsequent buyer buying a home to live in, you could buy a home costing up to €233,333/);
    await page.getByLabel(/a “fresh start”/).check();
    await expect(result(page).locator("[data-answer]")).toHaveText(
      "Under the Central Bank's limits for a “fresh start” buyer (who counts as a first-time buyer) buying a home to live in, you could buy a home costing up to €266,666: a mortgage of up to €239,999 and a deposit of €26,667 from your savings.",
    );
    await expect(result(page)).toContainText("reported by The Irish Times, 19 October 2022");
    await page.getByLabel("Savings for the deposit (€)").fill("0");
    await expect(result(page).locator("[data-answer]")).toHaveText(/^No: with no savings you have no deposit yet/);
    await expect(result(page)).not.toContainText("Highest price");
    await expect(page).toHaveURL(/buyer=fresh-start&income=60000&savings=0/);
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
    // The optional fields the form sends empty (tax) stay in the address as "not said".
    await expect(page).toHaveURL(/price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no&tax=&sale=400000/);
    await expect(result(page).getByRole("heading", { name: "Help to Buy refund: €30,000" })).toBeVisible();
    await expect(result(page).getByRole("heading", { name: "First Home Scheme share: €90,000 (25.7%)" })).toBeVisible();
    await expect(result(page)).toContainText("repays 25.7% of the sale price: €102,800");
    await close();
  });

  test("with JavaScript: Help to Buy caps the share at 20% and a second-hand home gets neither scheme", async ({ page }) => {
    await page.goto("/tools/scheme-amounts?price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no&sale=400000");
    await expectToolLive(page);
    await page.getByRole("group", { name: "Will you also claim Help to Buy?" }).getByLabel("Yes").check();
    await expect(result(page).getByRole("heading", { name: "First Home Scheme share: €70,000 (20%)" })).toBeVisible();
    await expect(result(page)).toContainText("you still need €20,000 more");
    await page.getByLabel("Second-hand home").check();
    // A "no" shows no amount (issue 42): the reason first, with the Act, then "none".
    await expect(result(page).locator("[data-answer]")).toHaveText(/^No: neither scheme would help with this purchase\. Help to Buy is only for a new home or a self-build \(Taxes Consolidation Act 1997, s\. 477C/);
    await expect(result(page).getByRole("heading", { name: "Help to Buy refund: none" })).toBeVisible();
    await expect(result(page)).toContainText("Help to Buy is only for a new home you will live in as your main home");
    // Nor a First Home share: the scheme is for new homes and self-builds (its tenant purchase strand aside).
    await expect(result(page).getByRole("heading", { name: "First Home Scheme share: none" })).toBeVisible();
    await expect(result(page)).toContainText("The First Home Scheme is for new homes and self-builds, not second-hand homes.");
    await expect(page).toHaveURL(/type=existing/);
    await expectNoAxeViolations(page, "scheme amounts with a result");
  });

  // Issue 42: the headline for a "yes" and a "no", with JavaScript off and on; today's links (no buyer) state the condition first.
  test("without JavaScript: a link from before the question states the condition; someone who has owned a home gets a plain “no” and no amount", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/tools/scheme-amounts?price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no&sale=400000");
    await expect(result(page).locator("[data-answer]")).toHaveText(
      "If you are a first-time buyer, Help to Buy could refund you up to €30,000 (no more than the income tax and DIRT you paid in the 4 tax years before you apply), and the First Home Scheme could take a share of €90,000.",
    );
    await page.getByLabel("No, I have owned a home before").check();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/buyer=other&price=350000/);
    const answer = result(page).locator("[data-answer]");
    await expect(answer).toHaveText(/^No: neither scheme is open to someone who has owned a home before\. Help to Buy is only for first-time purchasers, with no “fresh start” exception \(Taxes Consolidation Act 1997, s\. 477C\(1\) and \(9\)/);
    await expect(answer).not.toContainText("€");
    await expect(result(page).getByRole("heading", { name: "Help to Buy refund: none" })).toBeVisible();
    await expect(result(page).getByRole("heading", { name: "First Home Scheme share: none" })).toBeVisible();
    await close();
  });

  test("with JavaScript: a first-time buyer who gives the tax paid gets both (“yes”); a fresh start buyer gets the share but a “no” from Help to Buy, with the Act", async ({ page }) => {
    await page.goto("/tools/scheme-amounts?price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no");
    await expectToolLive(page);
    await page.getByLabel("Yes, a first-time buyer").check();
    await page.getByLabel(/^Income tax and DIRT you paid/).fill("12000");
    await expect(result(page).locator("[data-answer]")).toHaveText("Help to Buy could refund you €12,000, and the First Home Scheme could take a share of €90,000.");
    await expect(result(page).getByRole("heading", { name: "Help to Buy refund: €12,000" })).toBeVisible();
    await page.getByLabel(/a “fresh start”/).check();
    await expect(result(page).locator("[data-answer]")).toHaveText(/^The First Home Scheme could take a share of €90,000\. No Help to Buy refund: Help to Buy is only for first-time purchasers, with no “fresh start” exception/);
    await expect(result(page).getByRole("link", { name: /Taxes Consolidation Act 1997, s\. 477C\(1\) and \(9\)/ }).first()).toHaveAttribute("href", /revisedacts\.lawreform\.ie\/eli\/1997\/act\/39\/section\/477C/);
    await expect(result(page).getByRole("heading", { name: "Help to Buy refund: none" })).toBeVisible();
    await expect(page).toHaveURL(/buyer=fresh-start/);
    await expectNoAxeViolations(page, "scheme amounts with a fresh start answer");
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
