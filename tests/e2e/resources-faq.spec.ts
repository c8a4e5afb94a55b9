/**
 * The FAQ (/resources/faq): topics and search, alone and together, with and
 * without JavaScript; the one-open accordion; the structured data.
 */
import { faqItems } from "../../app/content/faq-items";
import { dublinDate } from "../../app/lib/today";

/** The FAQ as the server builds it today (the renting answers state today's rules). */
const FAQ_ITEMS = faqItems(process.env.SITE_TODAY ?? dublinDate(new Date()));
import { expect, expectNoAxeViolations, noJsPage, test } from "./fixtures";

const PATH = "/resources/faq";
const questions = (page: import("@playwright/test").Page) => page.locator("#main [data-collapsible-content]").locator("xpath=..").getByRole("button");
const countIn = (category: string) => FAQ_ITEMS.filter((i) => i.category === category).length;

test("eleven questions, the header, and the Still have questions block", async ({ page }) => {
  await page.goto(PATH);
  await expect(page.locator("#main").getByText("Frequently Asked Questions", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your Housing Questions Answered" })).toBeVisible();
  await expect(page.getByPlaceholder("Search for a question...")).toBeVisible();
  await expect(questions(page)).toHaveCount(11);
  await expect(page.getByRole("heading", { name: "Still have questions?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Government Resource Links" }).last()).toHaveAttribute("href", "/resources/guides");
  await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute("href", "/contact");
  // axe and HTML_CodeSniffer on the page as it loads: pages.spec.ts.
});

test("the accordion opens one answer at a time, and the open one can be closed", async ({ page }) => {
  await page.goto(PATH);
  const first = page.getByRole("button", { name: FAQ_ITEMS[0]!.question });
  const second = page.getByRole("button", { name: FAQ_ITEMS[1]!.question });
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Central Bank rules set the minimum deposit.")).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Central Bank rules set the minimum deposit.")).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  // Answers link to the pages that go deeper.
  await first.click();
  await expect(page.locator("#deposit-needed").getByRole("link", { name: "Help to Buy" })).toHaveAttribute("href", "/schemes/help-to-buy");
});

test("topic buttons filter the questions and the URL", async ({ page }) => {
  await page.goto(PATH);
  const all = page.getByRole("button", { name: "All Questions" });
  await expect(all).toHaveAttribute("aria-pressed", "true");
  for (const [label, category] of [["Buying", "buying"], ["Renting", "renting"], ["Government Schemes", "schemes"], ["General", "general"]] as const) {
    const button = page.getByRole("button", { name: label, exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(new RegExp(`\\?category=${category}$`));
    await expect(questions(page)).toHaveCount(countIn(category));
  }
  await all.click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(questions(page)).toHaveCount(11);
});

test("search filters as you type, combines with the topic, and can be reset", async ({ page }) => {
  test.slow();
  await page.goto(PATH);
  const box = page.getByRole("searchbox", { name: "Search the questions" });
  await box.pressSequentially("notice");
  // "notice" appears in renting answers and one elsewhere; every result mentions it.
  await expect(page).toHaveURL(/\?q=notice$/);
  const withNotice = FAQ_ITEMS.filter((i) => `${i.question} ${i.answer.join(" ")}`.toLowerCase().includes("notice"));
  await expect(questions(page)).toHaveCount(withNotice.length);

  await page.getByRole("button", { name: "Renting", exact: true }).click();
  await expect(page).toHaveURL(/\?q=notice&category=renting$/);
  await expect(questions(page)).toHaveCount(withNotice.filter((i) => i.category === "renting").length);
  await expect(page.getByRole("status").filter({ hasText: "questions" })).toContainText(`of 11 questions`);

  await box.fill("zzqx nothing");
  await expect(page.getByText("No questions match your search")).toBeVisible();
  await expect(questions(page)).toHaveCount(0);
  await expectNoAxeViolations(page, "faq no matches");
  // It clears the filter in place, so it is a button, not a link.
  await expect(page.getByRole("link", { name: "Clear search and show all questions" })).toHaveCount(0);
  await page.getByRole("button", { name: "Clear search and show all questions" }).click();
  await expect(questions(page)).toHaveCount(11);
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
});

test("without JavaScript, ?q= and ?category= filter on the server and the form keeps both", async ({ browser }) => {
  const { page, close } = await noJsPage(browser);
  await page.goto(`${PATH}?q=deposit&category=buying`);
  const box = page.getByRole("searchbox", { name: "Search the questions" });
  await expect(box).toHaveValue("deposit");
  await expect(page.getByRole("button", { name: "Buying", exact: true })).toHaveAttribute("aria-pressed", "true");
  const expected = FAQ_ITEMS.filter((i) => i.category === "buying" && `${i.question} ${i.answer.join(" ")}`.toLowerCase().includes("deposit"));
  await expect(questions(page)).toHaveCount(expected.length);

  await box.fill("tenure");
  await box.press("Enter");
  await expect(page).toHaveURL(/\?q=tenure&category=buying$/);
  await expect(page.getByText("No questions match your search")).toBeVisible();
  // Without JavaScript the way out is a link to the unfiltered page.
  await expect(page.getByRole("link", { name: "Clear search and show all questions" })).toHaveAttribute("href", PATH);

  await page.getByRole("button", { name: "Renting", exact: true }).click();
  await expect(page).toHaveURL(/\?q=tenure&category=renting$/);
  await expect(questions(page)).toHaveCount(1);
  // Without JavaScript every answer shows.
  await expect(page.getByText("you have security of tenure")).toBeVisible();

  await page.goto(`${PATH}?category=nonsense&q=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
  await expect(page.getByRole("note")).toContainText("“nonsense” is not a valid category");
  await expect(page.getByText("No questions match your search")).toBeVisible();
  await expect(box).toHaveValue("<script>alert(1)</script>");
  await close();
});

test("FAQPage structured data lists every question", async ({ page }) => {
  await page.goto(PATH);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
  expect(faq).toBeTruthy();
  expect(faq.mainEntity).toHaveLength(11);
  expect(faq.mainEntity[0].name).toBe(FAQ_ITEMS[0]!.question);
  expect(faq.mainEntity[0].acceptedAnswer.text).toContain("Central Bank rules");
  expect(faq.mainEntity[0].acceptedAnswer.text).not.toContain("](");
});
