/**
 * The tools embedded in the guide and scheme pages (issue 9). With
 * JavaScript the embedded form computes live without leaving the guide (its
 * address stays put) and offers the result on the tool's own page; without
 * JavaScript it is a GET form that submits to the tool's page, which renders
 * the result. axe runs on each guide with the embedded result on screen.
 */
import { test, expect, expectNoAxeViolations, noJsPage, expectToolLive } from "./fixtures";
import type { Page } from "@playwright/test";
import { EMBEDS } from "./embeds";

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
