/**
 * The Rent Tax Credit tool (issue 33): the form with JavaScript off (a GET
 * form the server answers) and on (live, the address kept in step), the
 * address reproducing the result, bad input beside its field with no 500 and
 * nothing echoed, print, the PDF, the calendar file parsed by ical.js with
 * the page's own dates, and axe at desktop and phone widths.
 *
 * "Today" is the server's date in Ireland; the expected figures are worked
 * by hand for rent paid in 2022 to 2024, whose claims stay open until the end
 * of 2026, 2027 and 2028.
 *
 * Issue 42: who can claim (TCA 1997 s. 473B): a council tenant's plain no,
 * with the law and no amount (page, PDF, calendar file), JavaScript off and
 * on; a private tenant's yes; a link from before the questions, whose first
 * sentence names the exclusions. Issue 46: the year table on a phone.
 */
import ICAL from "ical.js";
import { test, expect, expectNoAxeViolations, noJsPage, expectToolLive } from "./fixtures";
import { pdfText } from "./calculator-pdf-text";
import type { Page } from "@playwright/test";
import { closingClaimWindows } from "../../app/facts/taxes";
import { dublinDate } from "../../app/lib/today";

const PATH = "/tools/rent-tax-credit";
// Single: 2022 €12,000 → 20% = €2,400, capped at €500; 2023 €1,500 → €300; 2024 €6,000 → €1,200, capped at €1,000.
const CASE = "status=single&rent2022=12000&rent2023=1500&rent2024=6000";
const result = (page: Page) => page.getByRole("region", { name: "Your result" });
/** The first sentence of a link that says nothing of the landlord, support or registration (made before the questions): the exclusions, from the rules. */
const NOT_SAID =
  "You can claim only if your landlord is not a local authority (council), an approved housing body, a Government Minister or the Office of Public Works; the home is not a Cost Rental home; your landlord is not your parent or your child; you get no HAP, RAS or Rent Supplement for the home; and the tenancy is registered with the RTB, or you rent a room in your landlord's own home.";
/** Issue 42's example: €650 a month since 2021. */
const MONTHLY = "status=single&rent=650&from=2021-01-01";
const COUNCIL = `landlord=council&support=none&registered=yes&${MONTHLY}`;
const PRIVATE = `landlord=private&support=none&registered=yes&${MONTHLY}`;
const COUNCIL_NO = "No: there is no Rent Tax Credit for rent paid to a local authority (council), an approved housing body, a Government Minister or the Office of Public Works.";

function calendarDates(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents("vevent").map((v) => ({ title: String(v.getFirstPropertyValue("summary")), date: new ICAL.Event(v).startDate.toString() }));
}

test.describe("Rent Tax Credit tool", () => {
  test("works with JavaScript off: the address gives the table, the total and the last days to claim", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    const res = await page.goto(`${PATH}?${CASE}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Rent Tax Credit calculator" })).toBeVisible();
    const r = result(page);
    // The result opens with one plain sentence: what can be claimed now, year by year, with each last day.
    // A link from before the questions: the exclusions first, then the amount.
    await expect(r.locator("[data-answer]")).toHaveText(
      `${NOT_SAID} If so, you can still claim €1,800: €500 for 2022 (claims close on 31 December 2026), €300 for 2023 (until 31 December 2027) and €1,000 for 2024 (until 31 December 2028).`,
    );
    await expect(r.getByText("€1,800", { exact: true })).toBeVisible();
    const row = (year: number) => r.locator(`tr[data-year="${year}"]`);
    await expect(row(2022)).toContainText("€12,000");
    await expect(row(2022)).toContainText("€2,400");
    await expect(row(2022)).toContainText("€500");
    await expect(row(2022)).toContainText("Yes, until 31 December 2026");
    await expect(row(2023)).toContainText("€300");
    await expect(row(2024)).toContainText("€1,000");
    await expect(row(2024)).toContainText("31 December 2028");
    // Within three months of 31 December 2026, the closing line is shown.
    if (new Date().toISOString().slice(0, 10) >= "2026-10-01") await expect(r.getByTestId("closing-soon")).toContainText("Claims for 2022 close on 31 December 2026.");
    await expect(r.getByText(/cannot be more than the Income Tax you paid/)).toBeVisible();
    await expect(r.getByText(/Student accommodation run by a college or a company must be registered too/)).toBeVisible();
    await expect(r.getByText(/student accommodation where the rules allow/i)).toHaveCount(0);
    await expect(r.getByRole("link", { name: "Revenue: How to claim (Rent Tax Credit)" }).first()).toHaveAttribute("href", /revenue\.ie/);
    // Submitting the form without JavaScript reproduces the same address.
    await page.getByLabel("Rent paid in 2025 (€)").fill("4000");
    await page.getByRole("button", { name: "Calculate" }).click();
    // A link from before the questions leaves them unanswered when sent again (the page shows what was sent).
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?status=single&rent2022=12000&rent2023=1500&rent2024=6000&rent2025=4000`));
    await expect(result(page).locator('tr[data-year="2025"]')).toContainText("€800");
    await close();
  });

  test("is live with JavaScript: a monthly rent is worked out by year and the address follows", async ({ page }) => {
    await page.goto(PATH);
    await expectToolLive(page);
    await page.getByLabel("Jointly, as a married couple or civil partners").check();
    await page.getByLabel("Monthly rent (€)").fill("800");
    await page.getByLabel("First rent payment").fill("2025-01-01");
    await page.getByLabel("Last rent payment (optional)").fill("2025-12-31");
    // 12 × €800 = €9,600; 20% = €1,920, under the couple's €2,000.
    await expect(result(page).locator('tr[data-year="2025"]')).toContainText("€1,920");
    await expect(result(page).getByText("2025: 12 payments of €800 = €9,600.")).toBeVisible();
    await expect(page).toHaveURL(`${PATH}?home=own&status=couple&rent=800&from=2025-01-01&to=2025-12-31`);
  });

  test("bad input: a message beside the field, the rest worked out, nothing echoed, never a 500", async ({ page }) => {
    const res = await page.goto(`${PATH}?status=single&rent2022=-50&rent2023=%3Cscript%3Ealert(1)%3C%2Fscript%3E&rent2024=6000&rent=900&to=2020-01-01&rent2019=4000`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText("The rent you paid in 2022 can't be negative.").first()).toBeVisible();
    await expect(page.getByText(/Enter the rent you paid in 2023 as an amount in euro/).first()).toBeVisible();
    await expect(page.getByText(/first payment at this rent/).first()).toBeVisible();
    await expect(page.getByText(/There is no Rent Tax Credit for 2019/)).toBeVisible();
    await expect(result(page).locator('tr[data-year="2024"]')).toContainText("€1,000");
    expect(await page.content()).not.toContain("<script>alert(1)");
  });

  test("prints the answers and the result, without the form", async ({ page }) => {
    await page.goto(`${PATH}?${CASE}`);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByText("Your answers")).toBeVisible();
    await expect(page.getByRole("button", { name: "Calculate" })).toBeHidden();
    await expect(result(page).locator('tr[data-year="2022"]')).toBeVisible();
  });

  test("the PDF says what the page says", async ({ page, request }) => {
    await page.goto(`${PATH}?${CASE}`);
    const link = page.getByRole("link", { name: "Download as PDF" });
    await expect(link).toHaveAttribute("href", `${PATH}.pdf?${CASE}`);
    const res = await request.get(`${PATH}.pdf?${CASE}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toBe('attachment; filename="rent-tax-credit.pdf"');
    const text = pdfText(await res.body());
    for (const s of ["Rent Tax Credit: what you can still claim", "You can claim only if your landlord is not a local authority", "you can still claim €1,800", "Total you can still claim", "1,800", "Yes, until 31 December 2026", "rent-tax-credit?status=single"]) expect(text).toContain(s);
  });

  test("Add to calendar: the file's dates are the page's last days to claim", async ({ page, request }) => {
    await page.goto(`${PATH}?${CASE}`);
    const link = page.getByRole("link", { name: "Add to calendar" });
    await expect(link).toHaveAttribute("href", `${PATH}.ics?${CASE}`);
    const shown = await result(page).getByTestId("claim-state").allTextContents();
    const res = await request.get(`${PATH}.ics?${CASE}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = calendarDates(await res.text()).filter((e) => !e.title.startsWith("Reminder"));
    expect(events.map((e) => e.date)).toEqual(["2026-12-31", "2027-12-31", "2028-12-31"]);
    expect(shown.join(" ")).toContain("31 December 2026");
    expect(shown.join(" ")).toContain("31 December 2027");
    const bad = await request.get(`${PATH}.ics?status=%3Cscript%3E`);
    expect(bad.status()).toBe(400);
    expect(bad.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await bad.text()).not.toContain("script");
  });

  // axe with a result on screen, at 412 and 1280 px: results.spec.ts (Copy link).

  test("the year table on a phone (412 px): a block per year, every figure and the claim words on screen, no sideways scrolling (issue 46)", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto(`${PATH}?${CASE}`);
    const r = result(page);
    const stacked = r.getByTestId("years-stacked");
    await expect(stacked).toBeVisible();
    await expect(r.getByRole("region", { name: "Your Rent Tax Credit, year by year" })).toBeHidden();
    await expect(stacked.locator("section")).toHaveCount(3);
    // The last column's words, "Can you still claim?" and its answer, are visible for every year, inside the screen.
    const claims = stacked.getByTestId("claim-state-stacked");
    await expect(claims.first()).toHaveText("Yes, until 31 December 2026");
    for (const el of [...(await stacked.locator("dd, dt").all())]) {
      await expect(el).toBeVisible();
      const box = (await el.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(412);
    }
    await expect(stacked.getByText("Can you still claim?")).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  });

  test("the year table at desktop width (1280 px): the table, whole, with its claim column", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${PATH}?${CASE}`);
    const r = result(page);
    const table = r.getByRole("region", { name: "Your Rent Tax Credit, year by year" });
    await expect(table).toBeVisible();
    await expect(r.getByTestId("years-stacked")).toBeHidden();
    await expect(table.getByRole("columnheader", { name: "Can you still claim?" })).toBeVisible();
    await expect(table.getByTestId("claim-state").first()).toHaveText("Yes, until 31 December 2026");
    // Nothing of the table is cut off: its box does not scroll, and the page does not either.
    expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const header = (await table.getByRole("columnheader", { name: "Can you still claim?" }).boundingBox())!;
    const box = (await table.boundingBox())!;
    expect(header.x + header.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  test("a council tenant (€650 a month since 2021) gets a plain no, the law, and no amount: JavaScript off", async ({ browser, request }) => {
    const { page, close } = await noJsPage(browser);
    const res = await page.goto(`${PATH}?${COUNCIL}`);
    expect(res?.status()).toBe(200);
    const r = result(page);
    await expect(r.locator("[data-answer]")).toHaveText(COUNCIL_NO);
    const law = r.getByTestId("no-reasons").getByRole("link", { name: /Finance Act 2022, s\. 13 \(s\. 473B\(6\)\(a\)\(i\)/ });
    await expect(law).toHaveAttribute("href", "https://www.irishstatutebook.ie/eli/2022/act/44/section/13/enacted/en/html");
    // No amount anywhere in the result: no total, no table, no working, no calendar.
    expect(await r.innerText()).not.toContain("€");
    await expect(r.locator("table, [data-testid=years-stacked]")).toHaveCount(0);
    await expect(r.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
    // The PDF says the same no, with no amount; the calendar file has no date to give.
    const pdf = await request.get(`${PATH}.pdf?${COUNCIL}`);
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    expect(text).toContain("No: there is no Rent Tax Credit for rent paid to a local authority (council)");
    expect(text).toContain("irishstatutebook.ie/eli/2022/act/44/section/13");
    expect(text).not.toContain("€");
    const ics = await request.get(`${PATH}.ics?${COUNCIL}`);
    expect(ics.status()).toBe(400);
    expect(await ics.text()).toContain("There is no date to add: there is no Rent Tax Credit for rent paid to a local authority (council)");
    await close();
  });

  test("a council tenant gets the no as soon as the landlord is chosen, before any rent: JavaScript on", async ({ page }) => {
    await page.goto(PATH);
    await expectToolLive(page);
    await page.getByRole("group", { name: "Who is the landlord?" }).getByLabel(/A local authority \(council\)/).check();
    await expect(result(page).locator("[data-answer]")).toHaveText(COUNCIL_NO);
    await page.getByLabel("Monthly rent (€)").fill("650");
    await page.getByLabel("First rent payment").fill("2021-01-01");
    await expect(result(page).locator("[data-answer]")).toHaveText(COUNCIL_NO);
    expect(await result(page).innerText()).not.toContain("€");
    await expect(page).toHaveURL(/landlord=council/);
    await expectNoAxeViolations(page, `${PATH}, a no`);
  });

  test("a private tenant with a registered tenancy and no HAP gets the credit: JavaScript off and on", async ({ browser, page }) => {
    const { page: off, close } = await noJsPage(browser);
    await off.goto(`${PATH}?${PRIVATE}`);
    const answer = result(off).locator("[data-answer]");
    await expect(answer).toHaveText(/^You can still claim €[\d,]+: /);
    await expect(answer).not.toContainText("only if");
    await expect(result(off).locator('tr[data-year="2024"]')).toContainText("€1,000");
    await close();
    await page.goto(PATH);
    await expectToolLive(page);
    await page.getByRole("group", { name: "Who is the landlord?" }).getByLabel("A private landlord, a company or a letting agent").check();
    await page.getByRole("group", { name: /HAP, RAS or Rent Supplement/ }).getByLabel("No", { exact: true }).check();
    await page.getByRole("group", { name: "Is the tenancy registered with the RTB?" }).getByLabel("Yes", { exact: true }).check();
    await page.getByLabel("Monthly rent (€)").fill("650");
    await page.getByLabel("First rent payment").fill("2021-01-01");
    await expect(result(page).locator("[data-answer]")).toHaveText(/^You can still claim €[\d,]+: /);
    // Changing the landlord to a relative, with the tenancy registered, keeps the credit (s. 473B(7)).
    await page.getByRole("group", { name: "Who is the landlord?" }).getByLabel(/^Another relative/).check();
    await expect(result(page).locator("[data-answer]")).toHaveText(/^You can still claim €[\d,]+: /);
    // A parent or a child as landlord: no.
    await page.getByRole("group", { name: "Who is the landlord?" }).getByLabel("My parent or my child").check();
    await expect(result(page).locator("[data-answer]")).toHaveText("No: there is no Rent Tax Credit for rent paid to your parent or your child.");
  });

  test("a link from before the questions still works, its first sentence naming the exclusions; a bad value is flagged, not echoed", async ({ page }) => {
    const res = await page.goto(`${PATH}?${MONTHLY}&landlord=%3Cscript%3Ex%3C%2Fscript%3E`);
    expect(res?.status()).toBe(200);
    const answer = await result(page).locator("[data-answer]").innerText();
    expect(answer.startsWith(`${NOT_SAID} If so, you can still claim €`)).toBe(true);
    await expect(page.getByText("Choose who the landlord is.").first()).toBeVisible();
    expect(await page.content()).not.toContain("<script>x");
  });

  test("while a year's claims are about to close, the tool says so above the form", async ({ page }) => {
    await page.goto(PATH);
    const closing = closingClaimWindows(dublinDate(new Date()));
    const note = page.getByTestId("claim-deadline");
    if (closing.length) await expect(note).toContainText(`Claims for ${closing[0]!.year} close on`);
    else await expect(note).toHaveCount(0);
  });

  test("is linked from the tools hub, the renting hub, the Rental Guide, Tenant Rights and search", async ({ page }) => {
    for (const path of ["/tools", "/renting", "/renting/guide?topic=financial-matters", "/renting/tenant-rights?topic=tenancy-fundamentals", "/search?q=rent+tax+credit+calculator"]) {
      await page.goto(path);
      await expect(page.locator(`a[href="${PATH}"]`).first(), path).toBeAttached();
    }
  });
});

test.describe("Add to calendar on the other tools", () => {
  const cases = [
    { path: "/tools/notice-period", query: "who=tenant&start=2024-01-10&served=2026-11-20" },
    { path: "/tools/rent-review", query: "start=2024-01-10&set=2026-03-01&rent=1500&cpi=2&kind=standard" },
    { path: "/tools/scheme-amounts", query: "price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=yes" },
  ];
  for (const c of cases) {
    test(`${c.path}: the link downloads a calendar whose dates the page shows`, async ({ page, request }) => {
      await page.goto(`${c.path}?${c.query}`);
      const link = page.getByRole("link", { name: "Add to calendar" });
      await expect(link).toHaveAttribute("href", `${c.path}.ics?${c.query}`);
      const res = await request.get(`${c.path}.ics?${c.query}`);
      expect(res.status()).toBe(200);
      const events = calendarDates(await res.text()).filter((e) => !e.title.startsWith("Reminder"));
      expect(events.length).toBeGreaterThan(0);
      const text = await page.locator("main").innerText();
      const long = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      for (const e of events) expect(text, `${c.path}: ${e.title}`).toContain(long(e.date));
    });
  }

  test("the planner: the rules ending, as the plan lists them", async ({ page, request }) => {
    const query = "buyer=first&income=60000&savings=35000&price=350000&type=new&area=meath&homeType=house";
    await page.goto(`/buying/plan?${query}`);
    const box = page.getByTestId("ending-soon");
    await expect(box.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", `/buying/plan.ics?${query}`);
    const res = await request.get(`/buying/plan.ics?${query}`);
    expect(res.status()).toBe(200);
    const events = calendarDates(await res.text()).filter((e) => !e.title.startsWith("Reminder"));
    expect(events.length).toBeGreaterThan(0);
    // Read as the reader sees it, once the plan has settled.
    for (const e of events) await expect(box).toContainText(new Date(`${e.date}T00:00:00Z`).toLocaleDateString("en-IE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }), { useInnerText: true });
  });

  test("the Help to Buy page: when an application made today would expire", async ({ page, request }) => {
    await page.goto("/schemes/help-to-buy");
    const link = page.getByRole("link", { name: /Add the expiry date of an application made today/ });
    await expect(link).toHaveAttribute("href", "/schemes/help-to-buy.ics");
    const res = await request.get("/schemes/help-to-buy.ics");
    expect(res.status()).toBe(200);
    const [event] = calendarDates(await res.text());
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    expect(event!.date).toBe(today.slice(5) <= "09-30" ? `${year}-12-31` : `${year + 1}-03-31`);
  });
});
