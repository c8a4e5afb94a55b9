/**
 * The renting pages under today's law (issue 15): each page shows the rule
 * in force, its history and its source, server-rendered (JavaScript off),
 * and stays axe clean. The server runs with today's date, which is after
 * every change these pages state (1 March 2026 the latest).
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, noJsPage } from "./fixtures";

// Generous: axe runs on long pages, and the machine is shared.
test.describe.configure({ timeout: 240_000 });

/**
 * axe on the same address in a page with JavaScript on: axe runs as a script
 * in the page, and in a context with JavaScript off its run never returns.
 */
async function axeWithJavaScript(page: Page, url: string, context: string) {
  await page.goto(url);
  await expectNoAxeViolations(page, context);
}

/** A source note: official basis, review date and a link to /changes. */
async function expectSourced(scope: Locator) {
  const note = scope.getByText(/Last reviewed/).first();
  await expect(note).toBeVisible();
  await expect(scope.getByText(/Official:/).first()).toBeVisible();
  await expect(scope.getByRole("link", { name: /What's changed/ }).first()).toHaveAttribute("href", /^\/changes/);
}

test("Tenant Rights: which rules apply, the 2026 regime, its source; axe clean", async ({ browser, page: jsPage }) => {
  const { page, close } = await noJsPage(browser);
  try {
    await page.goto("/renting/tenant-rights");
    const box = page.getByText("Which rules apply to you?");
    await expect(box).toBeVisible();
    await expect(page.getByRole("link", { name: "Work out your notice period and end date" })).toHaveAttribute("href", "/tools/notice-period");
    const links = page.getByRole("link", { name: "The rules for your tenancy" });
    await expect(links).toHaveCount(2);
    await expect(links.nth(1)).toHaveAttribute("href", "/renting/tenant-rights?topic=tenancies-from-march-2026");

    // Following the link opens the 2026 section, without JavaScript.
    await links.nth(1).click();
    const section = page.getByRole("region", { name: "Tenancies created from 1 March 2026", exact: true });
    await expect(section.getByRole("table")).toContainText("Not a company, and a landlord under 3 tenancies or fewer");
    await expect(section.getByRole("table")).toContainText("A company, or a landlord under 4 or more tenancies");
    await expect(section).toContainText("at least 15% of the expected price");
    await expect(section).toContainText("ask the RTB to confirm");
    await expectSourced(section);
    await axeWithJavaScript(jsPage, page.url(), "tenant rights, tenancies from 1 March 2026");
  } finally {
    await close();
  }
});

test("Tenant Rights: landlord notice since 6 July 2022, the earlier table as history, the 90-day challenge", async ({ browser }) => {
  const { page, close } = await noJsPage(browser);
  try {
    await page.goto("/renting/tenant-rights?topic=valid-notice");
    const valid = page.getByRole("region", { name: "Is your notice valid?" });
    await expect(valid).toContainText("90 days from the day you receive it");
    // The section's history boxes (the challenge window, the reason a notice gives): the 28-day window is one of them.
    await expect(valid.locator("[data-history]", { hasText: "28 days from receiving the notice" })).toHaveCount(1);
    await expectSourced(valid);
  } finally {
    await close();
  }
});

test("Rental Guide: the national rent rule, Rent Pressure Zones as history, the source", async ({ browser, page: jsPage }) => {
  const { page, close } = await noJsPage(browser);
  try {
    await page.goto("/renting/guide?topic=rent-reviews");
    const section = page.getByRole("region", { name: "Rent reviews and the end of Rent Pressure Zones" });
    await expect(section).toContainText("one national rule applies to private tenancies");
    await expect(section).toContainText("the lower of 2% a year or inflation (CPI)");
    // Our reading of s. 20B: some tenancies may wait 24 months for their first review, until 21 June 2027.
    await expect(section).toContainText("that first review may have to wait 24 months");
    await expect(section.locator("[data-history]").first()).toContainText("Rent Pressure Zone");
    await expectSourced(section);
    // The source's own words, on request, with JavaScript off: a native disclosure, closed until opened.
    const words = section.locator("details[data-source-words]").first();
    const quote = words.locator("blockquote").first();
    await expect(quote).toBeHidden();
    await words.locator("summary").click();
    await expect(quote).toBeVisible();
    await expect(words.locator("figure a").first()).toHaveAttribute("href", /^https:\/\/(revisedacts\.lawreform\.ie|www\.irishstatutebook\.ie|rtb\.ie)\//);
    await axeWithJavaScript(jsPage, page.url(), "rental guide, rent reviews");
  } finally {
    await close();
  }
});

for (const { path, region } of [
  { path: "/renting/agreements?topic=rent-deposits", region: "Rent and deposit" },
  { path: "/renting/finding-property?topic=budget", region: "Set your budget" },
]) {
  test(`${path}: the deposit limit, its history and its source`, async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    try {
      await page.goto(path);
      const section = page.getByRole("region", { name: region });
      await expect(section).toContainText("no more than one month's rent");
      await expect(section.locator("[data-history]")).toContainText("1 to 2 months' rent");
      await expect(section.getByRole("link", { name: /Security deposits/ }).first()).toBeVisible();
      await expectSourced(section);
    } finally {
      await close();
    }
  });
}

test("FAQ: the renting answers state today's rules; axe clean", async ({ browser, page: jsPage }) => {
  const { page, close } = await noJsPage(browser);
  try {
    await page.goto("/resources/faq?category=renting");
    const main = page.getByRole("main");
    await expect(main).toContainText("one national rule applies to private tenancies");
    await expect(main).toContainText("from 90 days for a tenancy of less than 6 months");
    await expect(main).toContainText("Until 5 July 2022, a landlord's notice ran from 28 days");
    await axeWithJavaScript(jsPage, page.url(), "faq, renting");
  } finally {
    await close();
  }
});
