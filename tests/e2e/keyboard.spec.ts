/**
 * The hand-written tabs and collapsible sections follow the WAI-ARIA
 * patterns: one tab stop for the tab list, arrow keys / Home / End move
 * focus, Enter or Space shows a tab (manual activation); section buttons
 * move with arrows / Home / End and open with Enter or Space, one at a time.
 * The phone menu opens with Enter, and what is closed takes no focus.
 */
import { test, expect, expectNoAxeViolations } from "./fixtures";

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
