/**
 * The hand-written tabs and collapsible sections follow the WAI-ARIA
 * patterns: one tab stop for the tab list, arrow keys / Home / End move
 * focus, Enter or Space shows a tab (manual activation); section buttons
 * move with arrows / Home / End and open with Enter or Space, one at a time.
 * The phone menu opens with Enter, and what is closed takes no focus.
 * After a client-side page change focus moves to the new page's heading, or
 * to the #target a link names (components/layout/page-focus), at phone and desktop widths.
 */
import { test, expect, expectNoAxeViolations, hydrated } from "./fixtures";

test("topic tabs: arrows move focus without switching, Enter and Space switch, one tab stop", async ({ page }) => {
  await page.goto("/renting/guide");
  await page.waitForLoadState("networkidle");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(4);
  // Only the selected tab is in the tab order.
  await expect(tabs.nth(0)).toHaveAttribute("tabindex", "0");
  for (const i of [1, 2, 3]) await expect(tabs.nth(i)).toHaveAttribute("tabindex", "-1");
  await expect(tabs.nth(0)).toHaveAttribute("aria-controls", await page.getByRole("tabpanel").getAttribute("id") ?? "missing");

  await tabs.nth(0).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?topic=/);
  const title = (await tabs.nth(1).locator("span.font-semibold").textContent()) ?? "missing";
  await expect(page.getByRole("tabpanel")).toHaveAccessibleName(new RegExp(`^${title}`));

  await page.keyboard.press("End");
  await expect(tabs.nth(3)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "false");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.nth(3)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tabs.nth(0)).toBeFocused();
  await expectNoAxeViolations(page, "renting guide after keyboard tab switches");
});

test("collapsible sections: arrows, Home and End move between buttons; Enter and Space open one at a time", async ({ page }) => {
  await page.goto("/schemes/cost-rental");
  await page.waitForLoadState("networkidle");
  const buttons = page.locator("[data-collapsible-trigger]");
  const count = await buttons.count();
  expect(count).toBeGreaterThan(2);
  await buttons.nth(0).focus();
  await page.keyboard.press("ArrowDown");
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(buttons.nth(count - 1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(buttons.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(buttons.nth(count - 1)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(buttons.nth(0)).toBeFocused();

  const expanded = async () => buttons.evaluateAll((els) => els.filter((e) => e.getAttribute("aria-expanded") === "true").length);
  await page.keyboard.press("Enter");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
  const region = page.getByRole("region", { name: (await buttons.nth(0).textContent()) ?? "" });
  await expect(region).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(region).toBeHidden();
  expect(await expanded()).toBe(1);
  await page.keyboard.press("Space");
  expect(await expanded()).toBe(0);
});

test("phone menu: Enter opens it and Tab walks its list; closed, neither the list nor a closed submenu takes focus", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const button = page.getByRole("button", { name: "Open menu" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("button", { name: "Buying" })).toBeFocused();
  // Buying's submenu is closed: the next stop is the next section, not its links.
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("button", { name: "Renting" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("button", { name: "Renting" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Renting overview" })).toBeFocused();

  await page.getByRole("button", { name: "Close menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#mobile-menu")))).toBe(false);
});

for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
  test.describe(`focus follows a page change at ${viewport.width} px`, () => {
    test.use({ viewport });
    const focused = (page: import("@playwright/test").Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName ?? "", text: document.activeElement?.textContent?.trim() ?? "", inMain: Boolean(document.activeElement?.closest("#main")) }));

    test("a followed link puts focus on the new page's heading, and Tab goes on into that page; Back does the same where the reader was", async ({ page }) => {
      await page.goto("/renting");
      await hydrated(page);
      // A keyboard reader: the link has focus and Enter follows it.
      await page.getByRole("main").getByRole("link", { name: /Tenant Rights/ }).first().focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/renting\/tenant-rights$/);
      const heading = page.getByRole("heading", { level: 1, name: "Your Rights as a Renter in Ireland" });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // The next Tab goes on into the page, not back to the header's first link.
      await page.keyboard.press("Tab");
      const next = await focused(page);
      expect(next.inMain, JSON.stringify(next)).toBe(true);
      expect(await page.evaluate(() => Boolean(document.activeElement && document.querySelector("#main h1")!.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);

      // A mouse reader, part-way down the page, follows a link there (to a page, not a file nor a #target); then Back.
      // The page left behind fades out as an inert copy (PageShell) whose links are no reader's to follow:
      // once it has gone, only this page's links are counted (picking one of its links was a flaky failure).
      await expect(page.locator('#main [data-page="leaving"]')).toHaveCount(0);
      const links = page.getByRole("main").locator('a[href^="/"]:not([target]):not([download]):not([href*="."]):not([href*="#"])');
      const far = await links.evaluateAll((as) => as.findIndex((a) => a.getBoundingClientRect().top + window.scrollY > 1200 && a.getClientRects().length > 0 && new URL((a as HTMLAnchorElement).href).pathname !== location.pathname));
      expect(far, "a link far down the page").toBeGreaterThan(-1);
      const link = links.nth(far);
      await link.scrollIntoViewIfNeeded();
      const y = await page.evaluate(() => Math.round(window.scrollY));
      expect(y).toBeGreaterThan(300);
      const href = (await link.getAttribute("href"))!;
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === href.split("?")[0]);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
      await page.goBack();
      await expect(page).toHaveURL(/\/renting\/tenant-rights$/);
      await expect(heading).toBeFocused();
      // Focus did not scroll the page: the reader is where they were.
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    });

    test("a link to a #target on another page focuses that target and shows it", async ({ page }) => {
      await page.goto("/buying/first-time-buyer");
      await hydrated(page);
      await page.locator("#checklist").getByRole("link", { name: "mortgage guide" }).click();
      await expect(page).toHaveURL(/\/buying\/mortgage-process#getting-ready$/);
      const target = page.locator("#getting-ready");
      await expect(target).toBeFocused();
      await expect(target).toBeInViewport();
      await expect(page.getByRole("button", { name: "Getting mortgage-ready" })).toHaveAttribute("aria-expanded", "true");
    });

    test("the same page with another query keeps focus where the reader is", async ({ page }) => {
      await page.goto("/search?q=deposit");
      await hydrated(page);
      const box = page.getByRole("main").getByRole("searchbox");
      await box.fill("rent");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=rent$/);
      await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("rent");
      await expect(page.getByRole("main").getByRole("searchbox")).toBeFocused();
    });
  });
}
