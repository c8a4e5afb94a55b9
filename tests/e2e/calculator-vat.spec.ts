/**
 * The calculator's VAT on a new home: the House / Apartment choice live, from
 * a shared link with JavaScript off, bad links, and the print view and the
 * server's PDF saying which rate applied. The server's date is today in
 * Ireland: the apartment's 9% rate runs to 31 December 2030.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, noJsPage, test } from "./fixtures";
import { pdfText } from "./calculator-pdf-text";

const PATH = "/buying/costs-calculator";
const APARTMENT = "?price=425000&newBuild=1&homeType=apartment";

async function open(page: Page, query = "") {
  await page.goto(`${PATH}${query}`);
  // The Export button is enabled once React has hydrated: clicking before that would be lost.
  await expect(page.getByRole("button", { name: "Export as PDF" })).toBeEnabled();
}

const stampDuty = (page: Page) => page.getByTestId("stamp-duty-amount");
const explanation = (page: Page) => page.getByTestId("stamp-duty-explanation");
const choice = (page: Page) => page.getByRole("group", { name: "What kind of new home?" });
const house = (page: Page) => page.getByRole("radio", { name: "House" });
const apartment = (page: Page) => page.getByRole("radio", { name: "Apartment in a block" });

test.describe.configure({ timeout: 90_000 });

test.describe("calculator: VAT on a new apartment", () => {
  test("the House / Apartment choice changes the VAT rate, stamp duty, the words and the URL live", async ({ page }) => {
    await open(page, "?price=425000");
    await expect(choice(page)).toBeHidden();
    await expect(stampDuty(page)).toHaveText("€4,250.00");

    await page.getByRole("switch", { name: "New build" }).check();
    await expect(choice(page)).toBeVisible();
    await expect(house(page)).toBeChecked();
    // 425,000 / 1.135 = 374,449.34; 1% -> 3,744.
    await expect(stampDuty(page)).toHaveText("€3,744.00");
    await expect(explanation(page)).toContainText("VAT (13.5%) is taken off the price first");

    await apartment(page).check();
    // 425,000 / 1.09 = 389,908.26; 1% -> 3,899.
    await expect(stampDuty(page)).toHaveText("€3,899.00");
    await expect(explanation(page)).toContainText("is charged VAT at 9%, not 13.5%");
    await expect(explanation(page)).toContainText("From 8 October 2025 until 31 December 2030");
    await expect(page.getByTestId("dutiable-price")).toContainText("Price the duty is charged on (without VAT at 9%)");
    await expect(page.getByTestId("dutiable-price")).toContainText("€389,908.26");
    await expect(page.getByTestId("stamp-duty-vat-note")).toHaveText(
      "New apartment in a block: 9% VAT taken off the price first, the rate until 31 December 2030 unless extended",
    );
    await expect(page.getByText("Official: Finance Act 2025, s. 70(2)")).toBeVisible();
    await expect.poll(() => page.url()).toContain(`${PATH}${APARTMENT}`);
    await expectNoAxeViolations(page, "calculator, new apartment");

    await page.getByRole("switch", { name: "Bulk purchase" }).check();
    await expect(explanation(page)).toContainText("Apartments in an apartment block are not counted towards the 10 homes, so the 15% rate does not apply to them");
    // s. 31E(7)(a): the usual rates on the price without its 9% VAT, still 3,899 (the 15% rate gave 58,486).
    await expect(stampDuty(page)).toHaveText("€3,899.00");
    await expect(explanation(page)).toContainText("the usual rates are charged on this apartment's price without its VAT");

    await page.getByRole("switch", { name: "Bulk purchase" }).uncheck();
    await page.getByRole("switch", { name: "New build" }).uncheck();
    await expect(choice(page)).toBeHidden();
    await expect(stampDuty(page)).toHaveText("€4,250.00");
    await expect(explanation(page)).not.toContainText("VAT");
  });

  test("a bad kind of home in a link falls back to House and says so, never a 500", async ({ page }) => {
    const response = await page.goto(`${PATH}?price=425000&newBuild=1&homeType=%3Cscript%3E`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("ignored-note")).toContainText("homeType: must be house or apartment, so House (the default) was used");
    await expect(house(page)).toBeChecked();
    await expect(stampDuty(page)).toHaveText("€3,744.00");
  });

  test("Export as PDF (print) names the rate and why", async ({ page }) => {
    await open(page, APARTMENT);
    await page.evaluate(() => {
      const w = window as unknown as { printed: string[]; print: () => void };
      w.printed = [];
      w.print = () => {
        w.printed.push(document.getElementById("calculator-print-document")?.textContent ?? "none");
      };
    });
    await page.getByRole("button", { name: "Export as PDF" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.length)).toBe(1);
    const [printed] = await page.evaluate(() => (window as unknown as { printed: string[] }).printed);
    expect(printed).toContain("VAT taken off the price9%: a new apartment in an apartment block");
    expect(printed).toContain("Stamp duty€3,899.00");
    expect(printed).toContain("is charged VAT at 9%, not 13.5%");
  });

  test("the server's PDF names the rate and why", async ({ page }) => {
    await open(page, APARTMENT);
    const link = page.getByRole("link", { name: "Download PDF" });
    await expect(link).toHaveAttribute("href", `${PATH}.pdf${APARTMENT}`);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const text = pdfText(await readFile(await download.path()));
    expect(text).toContain("VAT taken off the price\n9%: a new apartment in an apartment block");
    expect(text).toContain("Stamp duty\n€3,899.00");
    expect(text.replace(/\s+/g, " ")).toContain("is charged VAT at 9%, not 13.5%");
  });
});

test.describe("calculator: VAT on a new apartment without JavaScript", () => {
  test("a shared link shows the apartment's rate in the server's HTML, and the form switches it", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto(`${PATH}${APARTMENT}`);
    await expect(apartment(page)).toBeChecked();
    await expect(stampDuty(page)).toHaveText("€3,899.00");
    await expect(explanation(page)).toContainText("is charged VAT at 9%, not 13.5%");
    await expect(page.getByTestId("stamp-duty-vat-note")).toContainText("9% VAT taken off the price first");

    await house(page).check();
    await page.getByRole("button", { name: "Calculate" }).first().click();
    await page.waitForURL((url) => !url.search.includes("homeType"));
    expect(new URL(page.url()).search).toBe("?price=425000&newBuild=1");
    await expect(stampDuty(page)).toHaveText("€3,744.00");
    await expect(explanation(page)).toContainText("VAT (13.5%) is taken off the price first");
    await close();
  });

  test("ticking New build without JavaScript can choose the apartment in the same submission", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto(`${PATH}?price=425000`);
    await expect(choice(page)).toBeVisible();
    await page.getByRole("switch", { name: "New build" }).check();
    await apartment(page).check();
    await page.getByRole("button", { name: "Calculate" }).first().click();
    await page.waitForURL(/homeType=apartment/);
    expect(new URL(page.url()).search).toBe(APARTMENT);
    await expect(stampDuty(page)).toHaveText("€3,899.00");
    await close();
  });
});
