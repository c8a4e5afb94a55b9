/**
 * The questionnaire: the overlay opened by every questionnaire button, and
 * the built-in questionnaire in it and on /questionnaire, with and without
 * JavaScript. (The third-party widget is in questionnaire-widget.spec.ts.)
 */
import type { Locator, Page } from "@playwright/test";
import { dublinDayEndsAt } from "../../app/lib/today";
import { expect, expectNoAxeViolations, hydrated, noJsPage, test } from "./fixtures";

const BUYER_RESULT =
  "/questionnaire?tenure=buy&first=yes&build=new&county=dublin&gross=90000&net=65000&price=420000&deposit=42000&mortgage=330000&living=private&hours=over";

/**
 * A questionnaire button, once hydration has turned the link into a button.
 * includeHidden: while the modal overlay is open the page behind it is hidden from assistive technology.
 */
async function openButton(page: Page, name = "Start Questionnaire"): Promise<Locator> {
  const button = page.getByRole("button", { name, exact: true, includeHidden: true });
  await expect(button).toBeVisible();
  return button;
}

function card(scope: Page | Locator, name: string): Locator {
  const page = "page" in scope && typeof scope.page === "function" ? (scope as Locator).page() : (scope as Page);
  return scope.locator("li[data-scheme]").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

async function choose(scope: Locator, option: string) {
  await scope.getByRole("radio", { name: option }).check();
  await scope.getByRole("button", { name: /^(Continue|See my results)$/ }).click();
}

async function fill(scope: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
  await scope.getByRole("button", { name: /^(Continue|See my results)$/ }).click();
}

test.describe("questionnaire buttons without JavaScript", () => {
  test("are links to the /questionnaire page", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/");
    for (const name of ["Start Questionnaire", "Start Your Housing Journey"]) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", "/questionnaire");
    }
    await page.getByRole("link", { name: "Start Questionnaire", exact: true }).click();
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Which housing schemes could help you?");
    await close();
  });
});

test.describe("the overlay", () => {
  test("opens from the button at 500 × 600, and the close button, Escape and the backdrop close it, returning focus", async ({ page }) => {
    await page.goto("/");
    const button = await openButton(page);
    const dialog = page.getByRole("dialog", { name: "Housing questionnaire" });

    await button.click();
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(500);
    expect(Math.round(box.height)).toBe(600);
    // Focus starts inside, on the first answer.
    await expect(dialog.getByRole("radio", { name: "Buy a home" })).toBeFocused();

    await dialog.getByRole("button", { name: "Close questionnaire" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 20); // the backdrop, outside the centred dialog
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("fills the screen on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await (await openButton(page)).click();
    const box = (await page.getByRole("dialog").boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  });

  test("the closing call to action, the hubs and the not-found page open the same overlay", async ({ page }) => {
    await page.goto("/");
    await (await openButton(page, "Start Your Housing Journey")).click();
    await expect(page.getByRole("dialog", { name: "Housing questionnaire" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto("/renting");
    await (await openButton(page)).click();
    await expect(page.getByRole("dialog", { name: "Housing questionnaire" })).toBeVisible();
    await page.goto("/no/such/page");
    await (await openButton(page, "Get Help Finding Resources")).click();
    await expect(page.getByRole("dialog", { name: "Housing questionnaire" })).toBeVisible();
  });

  test("runs the built-in questionnaire to a result, with Back, errors and axe", async ({ page }) => {
    // One flow of ten questions with three axe runs on the whole page (overlay included) is several tests'
    // worth of work: axe alone took over 30 s here on a slow, busy machine. Three times the default budget.
    test.slow();
    await page.goto("/");
    await (await openButton(page)).click();
    const dialog = page.getByRole("dialog", { name: "Housing questionnaire" });
    await expectNoAxeViolations(page, "overlay, first question");

    // Continue without an answer: a message on that step, focus on the answers.
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Choose one of the options.")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Buy a home" })).toBeFocused();

    await choose(dialog, "Buy a home");
    await expect(dialog.getByText("Question 2 of 10")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Are you a first-time buyer?" })).toBeFocused();
    await choose(dialog, "Yes, I have never owned a home");
    await choose(dialog, "A newly built home");
    // Back shows the previous question with its answer kept.
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByRole("radio", { name: "A newly built home" })).toBeChecked();
    await dialog.getByRole("button", { name: "Continue" }).click();

    await dialog.getByLabel("County").selectOption({ label: "Dublin" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    await fill(dialog, { "Before tax (gross), per year": "90,000", "After tax, PRSI and USC (net), per year": "65000" });
    await fill(dialog, { "Price of the home": "abc" });
    await expect(dialog.getByText("Enter the price of the home as a number of euro")).toBeVisible();
    await expect(dialog.getByLabel("Price of the home")).toBeFocused();
    await expectNoAxeViolations(page, "overlay, an error");
    await fill(dialog, { "Price of the home": "€420,000" });
    await fill(dialog, { "Deposit saved": "42000" });
    await fill(dialog, { "Mortgage approval amount": "330000" });
    await choose(dialog, "I rent privately, without help from the State");
    await choose(dialog, "Yes, I work 30 hours a week or more");

    await expect(dialog.getByRole("heading", { name: "Your results" })).toBeFocused();
    const likely = dialog.locator("div.mt-8", { has: page.getByRole("heading", { name: "You may qualify" }) });
    await expect(card(likely, "Help to Buy")).toContainText("Refund of up to €30,000");
    // Dublin's four councils' First Home ceilings are €500,000 (reported, from 1 January 2026).
    await expect(card(likely, "First Home Scheme")).toContainText("within the price ceiling of every council in Dublin (the lowest is €500,000");
    // €65,000 net is under the Dublin Cost Rental limit of €66,000 (from 1 August 2023; the spec's €53,000 would have ruled it out).
    await expect(card(dialog, "Cost Rental")).toContainText("under the €66,000 limit for homes in Dublin");
    await expect(card(dialog, "Cost Rental")).toContainText("Before that it was €53,000 everywhere");
    await expect(card(dialog, "Help to Buy").getByRole("link", { name: "Cost calculator with your figures" })).toHaveAttribute(
      "href",
      "/buying/costs-calculator?price=420000&mortgage=330000",
    );
    await expect(dialog.getByText("This is guidance, not a decision.")).toBeVisible();
    await expectNoAxeViolations(page, "overlay, result");

    // The result opens as a shareable page, and the overlay closes.
    await dialog.getByRole("link", { name: "Open this result as a page to share it" }).click();
    await expect(page).toHaveURL(/\/questionnaire\?tenure=buy&first=yes&build=new&county=dublin&gross=90000&net=65000&price=420000/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
  });
});

/**
 * A tab left open past midnight in Ireland (lib/root-day): the root data, which holds the date the overlay
 * picks its rules by, is not fetched again at a page change the same day, but is at the first page change,
 * or the first opening of the questionnaire, after that date has ended. The browser's clock is moved past
 * the end the server gave (todayEndsAt); the date itself still comes from the server.
 */
test.describe("a tab left open past midnight in Ireland", () => {
  // A context's clock cannot be given back once set: each test gets a context of its own, so no later test runs tomorrow.
  test.use({ reuseTab: false });
  const asksForRoot = (request: { url: () => string }) => new URL(request.url()).searchParams.get("_data") === "root";
  /** Moves this tab's clock a minute past the end of the date the page was given (the server runs on this machine's clock). */
  const pastMidnight = (page: Page) => page.clock.setFixedTime(dublinDayEndsAt(new Date()) + 60_000);

  test("the same day a page change keeps the date it has; the first one after midnight asks the server again", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (asksForRoot(request)) asked.push(request.url());
    });
    // The tab's clock stands still until the test moves it, so a run just before midnight cannot cross it by itself.
    await page.clock.setFixedTime(Date.now());
    await page.goto("/renting");
    await hydrated(page);
    await page.locator('main a[href="/renting/tenant-rights"]').first().click();
    await expect(page).toHaveURL(/\/renting\/tenant-rights$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/rights/i);
    expect(asked).toEqual([]);

    await pastMidnight(page);
    const root = page.waitForRequest(asksForRoot);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Renting" }).click();
    await root;
    await expect(page).toHaveURL(/\/renting$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the questionnaire opened after midnight asks the server for the new day", async ({ page }) => {
    await page.goto("/");
    const button = await openButton(page);
    await pastMidnight(page);
    const root = page.waitForRequest(asksForRoot);
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Housing questionnaire" });
    await root;
    await expect(dialog.getByRole("radio", { name: "Buy a home" })).toBeVisible();
  });
});

test.describe("the /questionnaire page", () => {
  test("steps through a renter's questions with JavaScript, server-checked, to a result", async ({ page }) => {
    await page.goto("/questionnaire");
    const form = page.locator("main");
    // The page as it first loads is checked by both accessibility engines in pages.spec.ts; its result is checked below.
    await choose(form, "Rent a home");
    await expect(page).toHaveURL(/tenure=rent/);
    await expect(form.getByText("Question 2 of 6")).toBeVisible();
    await form.getByLabel("County").selectOption({ label: "Meath" });
    await form.getByRole("button", { name: "Continue" }).click();
    await fill(form, { "Before tax (gross), per year": "-5", "After tax, PRSI and USC (net), per year": "20000" });
    await expect(form.getByText("The income before tax cannot be less than 0.")).toBeVisible();
    await expect(form.getByLabel("Before tax (gross), per year")).toHaveAttribute("aria-invalid", "true");
    await fill(form, { "Before tax (gross), per year": "30000", "After tax, PRSI and USC (net), per year": "24000" });
    await fill(form, { "Rent per month": "0" });
    await expect(form.getByText("Enter a monthly rent greater than 0.")).toBeVisible();
    await fill(form, { "Rent per month": "700" });
    await choose(form, "I rent privately and have had Rent Supplement for 18 months or more");
    await choose(form, "No, I work less than 30 hours a week, or I am not working");

    await expect(page.getByRole("heading", { name: "Your results", level: 2 })).toBeVisible();
    await expect(card(page, "Rental Accommodation Scheme (RAS)")).toHaveAttribute("data-status", "likely");
    await expect(card(page, "Social housing")).toContainText("In Meath, Meath County Council is in Band 1, with a base limit of €40,000");
    await expect(card(page, "Social housing")).toHaveAttribute("data-status", "likely");
    await expect(card(page, "Help to Buy")).toHaveAttribute("data-status", "unlikely");
    await expect(page.getByRole("link", { name: "Link to this result" })).toHaveAttribute(
      "href",
      "/questionnaire?tenure=rent&county=meath&gross=30000&net=24000&rent=700&living=rs-long&hours=under",
    );
    await expectNoAxeViolations(page, "/questionnaire result");
  });

  test("renders a shared result URL with JavaScript off, and its Change links work", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    const response = await page.goto(BUYER_RESULT);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
    await expect(card(page, "Help to Buy")).toHaveAttribute("data-status", "likely");
    await expect(card(page, "First Home Scheme")).toHaveAttribute("data-status", "likely");
    await expect(card(page, "Social housing")).toContainText("is over the base limit for your area, €40,000 a year for a single person");
    await expect(card(page, "Social housing")).toHaveAttribute("data-status", "check");
    await page.getByRole("link", { name: "Change your answer: price" }).click();
    await expect(page.getByLabel("Price of the home")).toHaveValue("420000");
    await page.getByLabel("Price of the home").fill("520000");
    await page.getByRole("button", { name: "See my results" }).click();
    // Back to the result, now over the Help to Buy limit.
    await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
    await expect(card(page, "Help to Buy")).toContainText("The price, €520,000, is over the €500,000 limit.");
    await expect(card(page, "Help to Buy")).toHaveAttribute("data-status", "unlikely");
    await close();
  });

  test("works step by step with JavaScript off, including Back and missing answers", async ({ browser }) => {
    const { page, close } = await noJsPage(browser);
    await page.goto("/questionnaire");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Choose one of the options.")).toBeVisible();
    await page.getByRole("radio", { name: "Buy a home" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/tenure=buy&from=tenure/);
    await expect(page.getByRole("heading", { name: "Are you a first-time buyer?" })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("radio", { name: "Buy a home" })).toBeChecked();
    await close();
  });

  test("names what it ignored and shows impossible answers on their step", async ({ page }) => {
    await page.goto("/questionnaire?tenure=buy&first=yes&build=new&county=cork&gross=50000&net=60000&bogus=1");
    await expect(page.getByText("have been ignored: bogus.")).toBeVisible();
    await expect(page.getByText("Income after tax cannot be more than income before tax.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "What is your household's income a year?" })).toBeVisible();
  });
});
