/**
 * The tools embedded in the guide and scheme pages (issue 9). With
 * JavaScript the embedded form computes live without leaving the guide (its
 * address stays put) and offers the result on the tool's own page; without
 * JavaScript it is a GET form that submits to the tool's page, which renders
 * the result. axe runs on each guide with the embedded result on screen.
 */
import { test, expect, expectNoAxeViolations, noJsPage, expectToolLive } from "./fixtures";
import type { Locator, Page } from "@playwright/test";

interface Embed {
  /** Guide page, opened where the tool sits. */
  path: string;
  title: string;
  toolPath: string;
  fill: (tool: Locator) => Promise<void>;
  /** Query the filled form submits. */
  query: string;
  expected: string[];
}

const EMBEDS: Embed[] = [
  {
    path: "/renting/tenant-rights?topic=notice-calculator",
    title: "Notice period calculator",
    toolPath: "/tools/notice-period",
    fill: async (tool) => {
      await tool.getByLabel("The landlord", { exact: true }).check();
      await tool.getByLabel("Date the tenancy started").fill("2023-03-01");
      await tool.getByLabel("Date the notice is served").fill("2024-03-01");
    },
    query: "who=landlord&start=2023-03-01&served=2024-03-01",
    // Served after 6 July 2022: the 2022 table (180 days for 1 year to less than 7 years; it was 120 days under the 2019 table).
    expected: ["The landlord must give 180 days' notice", "28 August 2024"],
  },
  {
    path: "/renting/guide?topic=rent-reviews",
    title: "Rent review calculator",
    toolPath: "/tools/rent-review",
    fill: async (tool) => {
      await tool.getByLabel("Date the tenancy started").fill("2024-02-29");
      await tool.getByLabel("Date the rent was last set").fill("2024-02-29");
      await tool.getByLabel("Current monthly rent (€)").fill("2000");
      await tool.getByLabel("Rise in prices since the rent was last set (%)").fill("4");
      await tool.getByLabel("Date of the review (optional)").fill("2026-03-01");
    },
    // 24 months to 1 March 2026: the lower of 2% × 2 and the 4% rise = 4%.
    query: "start=2024-02-29&set=2024-02-29&rent=2000&cpi=4&kind=standard&review=2026-03-01",
    expected: ["28 February 2025", "€2,080 a month"],
  },
  {
    path: "/buying/mortgage-process#mortgage-options",
    title: "Borrowing limit calculator",
    toolPath: "/tools/borrowing",
    fill: async (tool) => {
      await tool.getByLabel("Your gross yearly income (€)").fill("60000");
      await tool.getByLabel("Savings for the deposit (€)").fill("50000");
    },
    query: "buyer=first&income=60000&savings=50000",
    expected: ["€266,666", "€239,999"],
  },
  {
    path: "/schemes/help-to-buy",
    title: "Scheme amounts calculator",
    toolPath: "/tools/scheme-amounts",
    fill: async (tool) => {
      await tool.getByLabel("Price of the home (€)").fill("250000");
      await tool.getByLabel("Which local authority area is the home in?").selectOption("mayo");
      await tool.getByLabel("Mortgage approved (€)").fill("200000");
      await tool.getByLabel("Your deposit (€)").fill("25000");
    },
    query: "price=250000&type=new&area=mayo&mortgage=200000&deposit=25000&htb=yes",
    expected: ["Help to Buy refund: €25,000", "First Home Scheme share: €25,000 (10%)"],
  },
  {
    path: "/schemes/first-home",
    title: "Scheme amounts calculator",
    toolPath: "/tools/scheme-amounts",
    fill: async (tool) => {
      await tool.getByLabel("Price of the home (€)").fill("350000");
      await tool.getByLabel("Which local authority area is the home in?").selectOption("mayo");
      await tool.getByLabel("Mortgage approved (€)").fill("245000");
      await tool.getByLabel("Your deposit (€)").fill("15000");
      await tool.getByRole("group", { name: "Will you also claim Help to Buy?" }).getByLabel("No").check();
      await tool.getByLabel("Price of a later sale (€, optional)").fill("400000");
    },
    query: "price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no&sale=400000",
    expected: ["First Home Scheme share: €90,000 (25.7%)", "€102,800"],
  },
];

const embedded = (page: Page, title: string) => page.getByRole("group", { name: title });

/** The page is the tool's, with exactly these answers (a form without JavaScript also sends its blank optional fields). */
async function expectToolUrl(page: Page, toolPath: string, query: string) {
  await expect(page).toHaveURL((url) => url.pathname === toolPath);
  const url = new URL(page.url());
  const sent = [...url.searchParams].filter(([, v]) => v !== "");
  expect(new URLSearchParams(sent).toString()).toBe(query);
}

for (const e of EMBEDS) {
  test.describe(`${e.title} in ${e.path}`, () => {
    test("with JavaScript it computes in place and links to the full result", async ({ page }) => {
      // Fills a form, runs axe and follows a client-side link: give a loaded machine room.
      test.slow();
      await page.goto(e.path);
      const tool = embedded(page, e.title);
      // Its code loads as it comes near the screen (tools/ui/embed).
      await tool.scrollIntoViewIfNeeded();
      await expectToolLive(page);
      await expect(tool).toBeVisible();
      await expect(tool).toContainText("Fill in the form to see your result.");
      await e.fill(tool);
      for (const text of e.expected) await expect(tool).toContainText(text);
      // The guide's own address is untouched: the embed never rewrites it.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(e.path.replace(/#.*$/, ""));
      await expectNoAxeViolations(page, `${e.path} with the embedded result`);
      const open = tool.getByRole("link", { name: "Open this result on its own page" });
      await expect(open).toHaveAttribute("href", `${e.toolPath}?${e.query}`);
      await open.click();
      await expectToolUrl(page, e.toolPath, e.query);
      const result = page.getByRole("region", { name: "Your result" });
      for (const text of e.expected) await expect(result).toContainText(text);
    });

    test("without JavaScript it submits to the tool's page, which answers", async ({ browser }) => {
      const { page, close } = await noJsPage(browser);
      await page.goto(e.path);
      const tool = embedded(page, e.title);
      await expect(tool).toBeVisible();
      await e.fill(tool);
      await tool.getByRole("button", { name: "Calculate" }).click();
      await expectToolUrl(page, e.toolPath, e.query);
      const result = page.getByRole("region", { name: "Your result" });
      for (const text of e.expected) await expect(result).toContainText(text);
      await close();
    });
  });
}

test("an embedded tool shows bad input inline without leaving the guide", async ({ page }) => {
  await page.goto("/schemes/help-to-buy");
  const tool = embedded(page, "Scheme amounts calculator");
  await tool.scrollIntoViewIfNeeded();
  await expectToolLive(page);
  await tool.getByLabel("Price of the home (€)").fill("-5");
  await expect(tool.getByText("The price of the home can't be negative.").first()).toBeVisible();
  await expect(tool.getByLabel("Price of the home (€)")).toHaveAttribute("aria-invalid", "true");
  await tool.getByRole("button", { name: "Calculate" }).click();
  await expect(tool.getByRole("link", { name: "Enter the mortgage." })).toBeVisible();
  await expect(page).toHaveURL(/\/schemes\/help-to-buy$/);
});
