/**
 * The home purchase cost calculator in a real browser: live updates, the URL
 * kept in step, the server's HTML without JavaScript, reset, print and PDF.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, noJsPage, test } from "./fixtures";
import { pdfText } from "./calculator-pdf-text";

const PATH = "/buying/costs-calculator";

async function open(page: Page, query = "") {
  await page.goto(`${PATH}${query}`);
  // The Export button is enabled once React has hydrated: typing before that would be lost.
  await expect(page.getByRole("button", { name: "Export as PDF" })).toBeEnabled();
}

const total = (page: Page) => page.getByTestId("total-cost");
const stampDuty = (page: Page) => page.getByTestId("stamp-duty-amount");
const line = (page: Page, key: string) => page.locator(`#result [data-line="${key}"] dd`);
const price = (page: Page) => page.getByLabel("Purchase price", { exact: true });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

// axe on this long form takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("cost calculator", () => {
  // axe on the defaults, at both widths: pages.spec.ts.
  test("shows the defaults", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home purchase cost calculator");
    await expect(price(page)).toHaveValue("300,000");
    await expect(stampDuty(page)).toHaveText("€3,000.00");
    await expect(line(page, "mortgageCosts")).toHaveText("€1,400.00");
    await expect(line(page, "additionalCosts")).toHaveText("€18,650.00");
    await expect(total(page)).toHaveText("€318,650.00");
    await expect(page.getByText(/Keep a buffer of 10–15%/)).toBeVisible();
    for (const title of ["Property Details", "Stamp Duty", "Professional & Legal Costs", "Mortgage & Insurance", "Additional Costs", "Cost Summary"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
  });

  test("typing a price updates stamp duty, the total and the URL live, without navigating", async ({ page }) => {
    await open(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const historyLength = await page.evaluate(() => history.length);

    await price(page).fill("€1,200,000");
    await expect(price(page)).toHaveValue("1,200,000");
    await expect(stampDuty(page)).toHaveText("€14,000.00");
    await expect(total(page)).toHaveText("€1,229,650.00");

    await price(page).fill("2000000");
    await expect(stampDuty(page)).toHaveText("€50,000.00");
    await expect.poll(() => page.url()).toContain(`${PATH}?price=2000000`);

    // Typing character by character: the field shows the figure in use, grouped.
    await price(page).fill("");
    await expect(price(page)).toHaveValue("");
    await expect(total(page)).toHaveText("€15,650.00"); // an empty price counts as 0
    await price(page).pressSequentially("350000");
    await expect(price(page)).toHaveValue("350,000");
    await expect(stampDuty(page)).toHaveText("€3,500.00");

    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("a digit typed in the middle of the price keeps the caret just after it once the digits are regrouped", async ({ page }) => {
    await open(page);
    await price(page).fill("350000");
    await expect(price(page)).toHaveValue("350,000");
    // After "35": typing 1 gives 3510,000, regrouped as 3,510,000 with the caret after the 1.
    await price(page).evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
    await page.keyboard.press("1");
    await expect(price(page)).toHaveValue("3,510,000");
    expect(await price(page).evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
    // Backspace takes the 1 away again, and the caret is back after "35".
    await page.keyboard.press("Backspace");
    await expect(price(page)).toHaveValue("350,000");
    expect(await price(page).evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(2);
  });

  test("new-build and bulk switches change stamp duty and its explanation", async ({ page }) => {
    await open(page, "?price=400000");
    const explanation = page.getByTestId("stamp-duty-explanation");
    await expect(explanation).toContainText("1% of the price up to €1,000,000");
    await page.getByRole("switch", { name: "New build" }).check();
    await expect(stampDuty(page)).toHaveText("€3,524.00");
    await expect(explanation).toContainText("VAT (13.5%) is taken off the price first");
    await page.getByRole("switch", { name: "New build" }).uncheck();

    await price(page).fill("500000");
    await page.getByRole("switch", { name: "Bulk purchase" }).check();
    await expect(stampDuty(page)).toHaveText("€75,000.00");
    await expect(explanation).toContainText("flat 15%");
    await expect(explanation).not.toContainText("€1,500,000");
    await expect.poll(() => page.url()).toContain("bulk=1");
  });

  test("the broker switch reveals the broker fee and adds it", async ({ page }) => {
    await open(page);
    const fee = page.getByLabel("Broker fee", { exact: true });
    await expect(fee).toHaveCount(0);
    await page.getByRole("switch", { name: "Using a mortgage broker" }).check();
    await expect(fee).toBeVisible();
    await expect(fee).toHaveValue("750");
    await expect(line(page, "mortgageCosts")).toHaveText("€2,150.00");
    await fee.fill("1000");
    await expect(line(page, "mortgageCosts")).toHaveText("€2,400.00");
    await expect(total(page)).toHaveText("€319,650.00");
    await page.getByRole("switch", { name: "Using a mortgage broker" }).uncheck();
    await expect(fee).toHaveCount(0);
    await expect(total(page)).toHaveText("€318,650.00");
  });

  test("an Include switch off disables its input and removes its line", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Furnishing/Renovations" }).click();
    const furnishing = page.getByLabel("Furnishing and renovations", { exact: true });
    await expect(furnishing).toBeEnabled();
    await expect(line(page, "furnishingCosts")).toHaveText("€7,000.00");
    await page.getByRole("switch", { name: "Include furnishing and renovations" }).uncheck();
    await expect(furnishing).toBeDisabled();
    await expect(page.locator('#result [data-line="furnishingCosts"]')).toHaveCount(0);
    await expect(total(page)).toHaveText("€311,650.00");
    // Collapsible panels open one at a time.
    await expect(page.getByLabel("Moving costs", { exact: true })).toBeHidden();
    await expect.poll(() => page.url()).toContain("includeFurnishing=0");
  });

  test("Reset Calculator is a button that restores the defaults in place and says so", async ({ page }) => {
    await open(page, "?price=650000&legal=4000&newBuild=1");
    await expect(total(page)).not.toHaveText("€318,650.00");
    // A change typed on the page, not only one from the link, is undone too.
    await page.getByLabel("Legal fees", { exact: true }).fill("4500");
    await expect.poll(() => new URL(page.url()).search).toContain("legal=4500");
    // It acts, so it is a button (spec 2.6), not a link that assistive technology would announce as going somewhere.
    await expect(page.getByRole("link", { name: "Reset Calculator" })).toHaveCount(0);
    const reset = page.getByRole("button", { name: "Reset Calculator" });
    await expect(reset).toHaveJSProperty("tagName", "BUTTON");
    // In place: the same document, no reload.
    await page.evaluate(() => ((window as unknown as { beforeReset: boolean }).beforeReset = true));
    await reset.click();
    await expect(toast(page, "Calculator Reset")).toBeVisible();
    await expect(toast(page, "All values have been reset to defaults.")).toBeVisible();
    await expect(price(page)).toHaveValue("300,000");
    await expect(page.getByLabel("Legal fees", { exact: true })).toHaveValue("2500");
    await expect(page.getByRole("switch", { name: "New build" })).not.toBeChecked();
    await expect(total(page)).toHaveText("€318,650.00");
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => (window as unknown as { beforeReset?: boolean }).beforeReset)).toBe(true);
  });

  test("the URL follows the inputs, and reloading it restores them", async ({ page }) => {
    await open(page);
    await page.getByLabel("Legal fees", { exact: true }).fill("3000");
    await page.getByRole("switch", { name: "New build" }).check();
    await page.getByLabel("Arrangement fee rate (%)", { exact: true }).fill("1.2");
    await page.getByRole("button", { name: "Miscellaneous" }).click();
    await page.getByRole("switch", { name: "Include miscellaneous costs" }).uncheck();
    const expected = "€318,973.00"; // 300,000 + 2,643 + 3,000 + 3,080 + 600 + 500 + 650 + 1,500 + 7,000 + 0 (misc off)
    await expect(total(page)).toHaveText(expected);
    await expect.poll(() => new URL(page.url()).search).toBe("?newBuild=1&legal=3000&rate=1.2&includeMisc=0");

    await page.reload();
    await expect(page.getByLabel("Legal fees", { exact: true })).toHaveValue("3000");
    await expect(page.getByRole("switch", { name: "New build" })).toBeChecked();
    await page.getByRole("button", { name: "Miscellaneous" }).click();
    await expect(page.getByRole("switch", { name: "Include miscellaneous costs" })).not.toBeChecked();
    await expect(page.getByLabel("Miscellaneous costs", { exact: true })).toBeDisabled();
    await expect(total(page)).toHaveText(expected);
  });

  test("Export as PDF prints a hidden breakdown, then removes it", async ({ page }) => {
    await open(page, "?price=350000&mortgage=280000");
    // The test's stand-in for the print dialog records what was on the page.
    await page.evaluate(() => {
      const w = window as unknown as { printed: string[]; print: () => void };
      w.printed = [];
      w.print = () => {
        w.printed.push(document.getElementById("calculator-print-document")?.textContent ?? "none");
      };
    });
    const started = Date.now();
    await page.getByRole("button", { name: "Export as PDF" }).click();
    await expect(toast(page, "PDF Generated")).toBeVisible();
    await expect(toast(page, "Your cost breakdown is ready for printing/saving as PDF.")).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain("Home Purchase Cost Breakdown");
    expect(printed[0]).toContain("€369,350.00");
    expect(printed[0]).toContain("/buying/costs-calculator?price=350000&mortgage=280000");
    await expect(page.locator("#calculator-print-document")).toHaveCount(0, { timeout: 3000 });
  });

  test("a failing print shows the section 8 message", async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      window.print = () => {
        throw new Error("print blocked");
      };
    });
    await page.getByRole("button", { name: "Export as PDF" }).click();
    await expect(toast(page, "PDF Generation Issue")).toBeVisible();
    await expect(toast(page, "There was a problem generating your PDF. Try using your browser's print function to save as PDF.")).toBeVisible();
  });

  test("Download PDF gives a real PDF of the breakdown", async ({ page, request }) => {
    await open(page);
    await price(page).fill("350000");
    await page.getByLabel("Mortgage amount", { exact: true }).fill("280000");
    await expect(total(page)).toHaveText("€369,350.00");
    const link = page.getByRole("link", { name: "Download PDF" });
    await expect(link).toHaveAttribute("href", "/buying/costs-calculator.pdf?price=350000&mortgage=280000");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("home-purchase-costs.pdf");
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toContain("Total cost\n€369,350.00");
    expect(text).toContain("Stamp duty\n€3,500.00");

    const response = await request.get("/buying/costs-calculator.pdf?price=abc&foo=%3Cscript%3E");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(pdfText(await response.body())).toContain("€318,650.00");
  });

  test("Copy link copies the current URL, ending at the answer, and confirms", async ({ page, baseURL }) => {
    // Granted to this test's context only: the page fixture takes it back when the test ends.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await open(page);
    await price(page).fill("425000");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(toast(page, "Link Copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${PATH}?price=425000#result`);
  });

  test("bad values in a link are ignored, named, and never break the page", async ({ page }) => {
    page.on("dialog", () => {
      throw new Error("a script from the URL ran");
    });
    const response = await page.goto(`${PATH}?price=abc&legal=-5&misc=1e400&moving=${"9".repeat(5000)}&survey=1&survey=2&%3Cscript%3Ealert(1)%3C%2Fscript%3E=1&mortgage=200000`);
    expect(response?.status()).toBe(200);
    const note = page.getByTestId("ignored-note");
    await expect(note).toBeVisible();
    for (const name of ["price", "legal", "misc", "moving", "survey", "<script>alert(1)</script>"]) {
      await expect(note.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(note).toContainText("too large");
    await expect(note).toContainText("given more than once");
    // Defaults stand in for what was ignored; the readable mortgage is used.
    await expect(price(page)).toHaveValue("300,000");
    await expect(line(page, "mortgageCosts")).toHaveText("€1,200.00");
    await expect(total(page)).toHaveText("€318,450.00");
    await expectNoAxeViolations(page, "calculator with ignored values");
  });
});

test.describe("cost calculator without JavaScript", () => {
  test("a shared link shows its breakdown in the server's HTML", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto(`${PATH}?price=350000&mortgage=280000&broker=1&includeMoving=0`);
    await expect(page.getByLabel("Purchase price", { exact: true })).toHaveValue("350,000");
    await expect(page.getByTestId("stamp-duty-amount")).toHaveText("€3,500.00");
    await expect(page.locator('#result [data-line="movingCosts"]')).toHaveCount(0);
    // 350,000 + 3,500 + 2,500 + (1,400 + 200 + 750) + 600 + 500 + 650 + 7,000 + 1,500
    await expect(page.getByTestId("total-cost")).toHaveText("€368,600.00");
    await expect(page.getByRole("button", { name: "Export as PDF" })).toBeHidden();
    // Without JavaScript, Reset is a link to the defaults, and following it resets.
    const reset = page.getByRole("link", { name: "Reset Calculator" });
    await expect(reset).toHaveAttribute("href", PATH);
    await reset.click();
    await page.waitForURL((url) => url.search === "");
    await expect(page.getByTestId("total-cost")).toHaveText("€318,650.00");
    await close();
  });

  test("the GET form's Calculate button gives the same clean URL and result", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto(PATH);
    await page.getByLabel("Purchase price", { exact: true }).fill("€350,000");
    await page.getByLabel("Mortgage amount", { exact: true }).fill("280000");
    await page.getByRole("switch", { name: "Include moving costs" }).uncheck();
    await page.getByRole("button", { name: "Calculate" }).first().click();
    await page.waitForURL(/price=350000/);
    expect(new URL(page.url()).search).toBe("?price=350000&mortgage=280000&includeMoving=0");
    await expect(page.getByTestId("total-cost")).toHaveText("€367,850.00");
    await expect(page.getByLabel("Moving costs", { exact: true })).toBeDisabled();
    // Ticking it again brings back the amount kept while it was off.
    await page.getByRole("switch", { name: "Include moving costs" }).check();
    await page.getByRole("button", { name: "Calculate" }).first().click();
    await page.waitForURL((url) => !url.search.includes("includeMoving"));
    await expect(page.getByTestId("total-cost")).toHaveText("€369,350.00");
    await close();
  });
});
