/**
 * The optional third-party widget, against a second server started with the
 * widget configured (playwright.config.ts) and fake widget scripts served by
 * tests/e2e/widget-fixtures/server.mjs: one that starts, one that is not
 * there (404) and one that throws. The 404 and throwing cases point the
 * configured script's request at those files.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, forgive, test } from "./fixtures";
import { settled } from "./motion";

// Each test routes the widget's script to a different file: each gets a fresh context (see fixtures.ts).
test.use({ reuseTab: false });

const MAIN = `http://127.0.0.1:${process.env.E2E_PORT}`;
const SITE = `http://127.0.0.1:${process.env.E2E_WIDGET_PORT}`;
const ASSETS = `http://127.0.0.1:${process.env.E2E_WIDGET_ASSETS_PORT}`;
const SCRIPT = `${ASSETS}/widget-ok.js`;

test.use({ baseURL: SITE });

async function openOverlay(page: Page, path: string | null = "/") {
  if (path !== null) await page.goto(path);
  // includeHidden: the page behind the open modal is hidden from assistive technology.
  const button = page.getByRole("button", { name: "Start Questionnaire", exact: true, includeHidden: true });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Housing questionnaire" });
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

/** Serve another fixture file in place of the configured script. */
async function replaceScript(page: Page, file: string) {
  await page.route(SCRIPT, (route) => route.continue({ url: `${ASSETS}/${file}` }));
}

function widgetLeftovers(page: Page) {
  return page.evaluate(() => ({
    scripts: document.querySelectorAll("script[data-questionnaire-widget]").length,
    stylesheets: document.querySelectorAll("link[data-questionnaire-widget]").length,
    extras: document.querySelectorAll("[data-fake-widget-extra]").length,
    config: "QuestionnaireWidgetConfig" in window,
  }));
}

test("the Content-Security-Policy allows the widget host only where it is configured", async ({ request }) => {
  const configured = (await request.get(`${SITE}/`)).headers()["content-security-policy"]!;
  expect(configured).toMatch(new RegExp(`script-src [^;]*${ASSETS.replace(/[.:/]/g, "\\$&")}`));
  expect(configured).toMatch(new RegExp(`style-src [^;]*${ASSETS.replace(/[.:/]/g, "\\$&")}`));
  const plain = (await request.get(`${MAIN}/`)).headers()["content-security-policy"]!;
  expect(plain).not.toContain(ASSETS);
});

test("a widget that starts is configured, shown, and removed on close", async ({ page }) => {
  const { button, dialog } = await openOverlay(page);
  await expect(dialog.getByText("Fake housing assistant")).toBeVisible();
  await expect(dialog.locator("[data-fake-widget-config]")).toHaveText("id=test-widget region=eu mode=full-width stylesheets=1");
  expect(await widgetLeftovers(page)).toEqual({ scripts: 1, stylesheets: 1, extras: 1, config: true });
  await expect(dialog.getByRole("radio")).toHaveCount(0); // the built-in questionnaire is not shown
  await expectNoAxeViolations(page, "overlay with the widget");

  await dialog.getByRole("button", { name: "Close questionnaire" }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(await widgetLeftovers(page)).toEqual({ scripts: 0, stylesheets: 0, extras: 0, config: false });

  // Opening again loads it afresh, once.
  await button.click();
  await expect(dialog.getByText("Fake housing assistant")).toBeVisible();
  expect(await widgetLeftovers(page)).toEqual({ scripts: 1, stylesheets: 1, extras: 1, config: true });
});

test("leaving the page removes the widget", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: /Renting/ }).first().click();
  await expect(page).toHaveURL(/\/renting$/);
  // The home page's copy fading out has a Start Questionnaire button too (inert, hidden from assistive technology).
  await settled(page, "Renting a home in Ireland");
  const { dialog } = await openOverlay(page, null);
  await expect(dialog.getByText("Fake housing assistant")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(dialog).toBeHidden();
  expect(await widgetLeftovers(page)).toEqual({ scripts: 0, stylesheets: 0, extras: 0, config: false });
});

test("a widget script that fails to load shows the load error and falls back to the built-in questionnaire", async ({ page, consoleErrors }) => {
  await replaceScript(page, "widget-missing.js");
  const { dialog } = await openOverlay(page);
  await expect(page.getByText("Failed to load chatbot. Please try again.", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Error", { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText("The housing assistant could not be started")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Buy a home" })).toBeVisible();
  forgive(consoleErrors, /404|Failed to load resource/);
});

test("a widget that throws while starting shows the initialisation error", async ({ page, consoleErrors }) => {
  await replaceScript(page, "widget-throws.js");
  const { dialog } = await openOverlay(page);
  await expect(page.getByText("Failed to initialize chatbot. Please try again.", { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Buy a home" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close questionnaire" }).click();
  expect(await widgetLeftovers(page)).toEqual({ scripts: 0, stylesheets: 0, extras: 0, config: false });
  forgive(consoleErrors, /fake widget failed to initialise|Script error/);
});
