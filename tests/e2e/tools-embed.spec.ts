/**
 * The tools embedded in the guide and scheme pages (issue 9). With
 * JavaScript the embedded form computes live without leaving the guide (its
 * address stays put) and offers the result on the tool's own page; without
 * JavaScript it is a GET form that submits to the tool's page, which renders
 * the result. axe runs on each guide with the embedded result on screen.
 */
import { test, expect, expectNoAxeViolations, forgive, hydrated, noJsPage, expectToolLive } from "./fixtures";
import { PART_UNAVAILABLE } from "../../app/content/errors";
import type { Page } from "@playwright/test";
import { EMBEDS } from "./embeds";
import { addDays, addMonths } from "../../app/lib/dates";
import { dublinDate } from "../../app/lib/today";

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
      await expect(tool).toContainText(e.pending ?? "Fill in the form to see your result.");
      await e.fill(tool);
      for (const text of e.expected) await expect(tool).toContainText(text);
      // The guide's own address is untouched: the embed never rewrites it.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(e.path.replace(/#.*$/, ""));
      await expectNoAxeViolations(page, `${e.path} with the embedded result`);
      const open = tool.getByRole("link", { name: "Open this result on its own page" });
      // The full result opens at the answer (#result), as every shared link does (issue 46).
      await expect(open).toHaveAttribute("href", `${e.toolPath}?${e.query}#result`);
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

/**
 * One today (issue 43): an embedded tool judges "in the future" by the
 * server's date in Ireland, passed down by the guide's loader, never by the
 * browser's clock. The browser's clock is set years away from the server's
 * date, either way; the answers are dated from the server's.
 */
test.describe("an embedded tool's today is the server's date in Ireland", () => {
  // A context's clock cannot be given back once set: each test gets a context of its own, so no later test in
  // this worker runs in 2019 or 2035 (where, since lib/root-day, every page change would fetch the root data).
  test.use({ reuseTab: false });
  const notice = EMBEDS.find((e) => e.toolPath === "/tools/notice-period")!;
  // The server runs on this machine's clock, without the SITE_TODAY override.
  const serverToday = () => dublinDate(new Date());

  const fillNotice = async (page: Page, start: string, served: string) => {
    // Loads the tool's code and fills a form: give a loaded machine room, as above.
    test.slow();
    await page.goto(notice.path);
    const tool = embedded(page, notice.title);
    await tool.scrollIntoViewIfNeeded();
    await expectToolLive(page);
    await tool.getByLabel("My landlord gave me notice").check();
    await tool.getByLabel("Date the tenancy started").fill(start);
    await tool.getByLabel("Date the notice is served").fill(served);
    return tool;
  };

  test("a browser whose clock is years behind still takes a tenancy that began last year as begun", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2019-01-15T12:00:00Z"));
    const today = serverToday();
    const tool = await fillNotice(page, addMonths(today, -12), today);
    await expect(tool).toContainText("the notice must give you at least");
    await expect(tool).not.toContainText("The tenancy start date is in the future");
  });

  test("a browser whose clock is years ahead still takes tomorrow as the future", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2035-01-15T12:00:00Z"));
    const tomorrow = addDays(serverToday(), 1);
    const tool = await fillNotice(page, tomorrow, tomorrow);
    await expect(tool).toContainText("The tenancy start date is in the future");
  });
});

test.describe("a tool whose code cannot be fetched", () => {
  // The reader went offline, or the site was updated while the page was open and its old files are gone.
  const unavailable = (page: Page) => page.getByRole("status").filter({ hasText: PART_UNAVAILABLE.message });
  const expected = /Failed to (load resource|fetch dynamically imported module)|LaterLoadError/;

  test("in a guide: the reader's first key leaves the page as it is, and the tool's place says so, with a way to load the page again", async ({ page, consoleErrors }) => {
    await page.route(/\/assets\/SchemeAmountsTool-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/schemes/help-to-buy?from=share");
    await hydrated(page);
    await page.keyboard.press("Shift");
    await expect(unavailable(page)).toBeVisible();
    // Before, the whole page became the error page.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Help to Buy/);
    // The rest of the page still works.
    const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link").first();
    const target = (await contents.getAttribute("href"))!;
    await contents.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Help to Buy/);
    // The reader is back online and reloads the page: the same address again, from the server.
    // (With the route still failing, the reloaded page could log a second failure after the forgive
    // below, as the tool came near the screen: CI saw it once.)
    await page.unrouteAll();
    const reloaded = page.waitForEvent("load");
    await unavailable(page).getByRole("button", { name: PART_UNAVAILABLE.reload }).click();
    await reloaded;
    await expect(page).toHaveURL(new RegExp(`/schemes/help-to-buy\\?from=share${target}$`));
    // And the tool works again.
    await embedded(page, "Scheme amounts calculator").scrollIntoViewIfNeeded();
    await expectToolLive(page);
    await expect(unavailable(page)).toHaveCount(0);
    forgive(consoleErrors, expected);
  });

  test("on the tool's own page: the same", async ({ page, consoleErrors }) => {
    await page.route(/\/assets\/RentReviewTool-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/tools/rent-review");
    await expect(unavailable(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/rent review/i);
    await expectNoAxeViolations(page, "a tool whose code could not be fetched");
    forgive(consoleErrors, expected);
  });
});
