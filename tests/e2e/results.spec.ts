/**
 * Issue 46, what new users tripped on, checked at a phone's width (412 px)
 * and a desktop's (1280 px):
 * - the Rent Tax Credit tool in the Renting menu and the home page's row;
 * - the planner under one name everywhere;
 * - after Calculate (JavaScript on), the answer's first sentence at the top
 *   of the view, below the fixed header, with the focus: every tool, the
 *   cost calculator and the planner, smoothly or, with reduced motion, at once;
 * - shared links ending at the answer (#result), and opening there;
 * - Copy link beside every result: the clipboard, the toast, the keyboard,
 *   and a plain link without JavaScript, where each tool's submitted form
 *   lands on its answer.
 */
import { test, expect, expectNoAxeViolations, expectHydrated, expectToolLive, noJsPage } from "./fixtures";
import { pdfText } from "./calculator-pdf-text";
import type { Locator, Page } from "@playwright/test";

const WIDTHS = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** The cost calculator's page: without JavaScript its form gives a clean address, not one at #result. */
const CALCULATOR = "/buying/costs-calculator";

/**
 * Each result with a complete set of answers: its page, the query that gives a result (as the page's own
 * address writes it: its fields in order, defaults included), and how to fill the form to the same answers.
 */
const RESULTS: { name: string; path: string; query: string; fill: (page: Page) => Promise<void>; calculate: (page: Page) => Promise<void> }[] = [
  {
    name: "notice period",
    path: "/tools/notice-period",
    query: "who=landlord&start=2020-01-15&served=2026-06-29",
    fill: async (p) => {
      await p.getByLabel("My landlord gave me notice").check();
      await p.getByLabel("Date the tenancy started").fill("2020-01-15");
      await p.getByLabel("Date the notice is served").fill("2026-06-29");
    },
    calculate: (p) => p.getByRole("button", { name: "Calculate" }).click(),
  },
  {
    name: "rent review",
    path: "/tools/rent-review",
    query: "start=2024-01-01&set=2025-03-01&rent=1500&kind=standard",
    fill: async (p) => {
      await p.getByLabel("Date the tenancy started").fill("2024-01-01");
      await p.getByLabel("Date the rent was last set").fill("2025-03-01");
      await p.getByLabel("Current monthly rent (€)").fill("1500");
    },
    calculate: (p) => p.getByRole("button", { name: "Calculate" }).click(),
  },
  {
    name: "Rent Tax Credit",
    path: "/tools/rent-tax-credit",
    query: "status=single&rent2024=6000",
    fill: (p) => p.getByLabel("Rent paid in 2024 (€)").fill("6000"),
    calculate: (p) => p.getByRole("button", { name: "Calculate" }).click(),
  },
  {
    name: "borrowing",
    path: "/tools/borrowing",
    query: "buyer=first&income=50000&savings=30000",
    fill: async (p) => {
      await p.getByLabel("Your gross yearly income (€)").fill("50000");
      await p.getByLabel("Savings for the deposit (€)").fill("30000");
    },
    calculate: (p) => p.getByRole("button", { name: "Calculate" }).click(),
  },
  {
    name: "scheme amounts",
    path: "/tools/scheme-amounts",
    query: "price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no",
    fill: async (p) => {
      await p.getByLabel("Price of the home (€)").fill("350000");
      await p.getByLabel("Which local authority area is the home in?").selectOption("mayo");
      await p.getByLabel("Mortgage approved (€)").fill("245000");
      await p.getByLabel("Your deposit (€)").fill("15000");
      await p.getByRole("group", { name: "Will you also claim Help to Buy?" }).getByLabel("No").check();
    },
    calculate: (p) => p.getByRole("button", { name: "Calculate" }).click(),
  },
  {
    name: "cost calculator",
    path: CALCULATOR,
    query: "price=425000",
    fill: (p) => p.getByLabel("Purchase price", { exact: true }).fill("425000"),
    // Every change recomputes at once (spec section 4): with JavaScript, Enter in a field is Calculate.
    calculate: (p) => p.getByLabel("Purchase price", { exact: true }).press("Enter"),
  },
  {
    name: "planner",
    path: "/buying/plan",
    query: "buyer=first&income=55000&savings=50000&price=400000&type=new&homeType=house",
    fill: async (p) => {
      await p.getByLabel("Your gross yearly income (€)").fill("55000");
      await p.getByLabel("Savings for the deposit and costs (€)").fill("50000");
      await p.getByLabel("Price of the home (€)").fill("400000");
    },
    calculate: (p) => p.getByRole("button", { name: "Show my plan" }).click(),
  },
];

/** Waits until the page's own code runs (typing before that would go unseen). */
async function live(page: Page, r: (typeof RESULTS)[number]) {
  if (r.path === CALCULATOR) await expect(page.getByRole("button", { name: "Export as PDF" })).toBeEnabled();
  else await expectToolLive(page);
}

/** The result's first sentence: the one plain sentence every result leads with. */
const answer = (page: Page) => page.locator("#result [data-answer]").first();

/** Where the answer sits against the fixed header and the viewport, and whether it has the focus. */
async function placed(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const header = document.querySelector(".site-header")!.getBoundingClientRect();
    // What is drawn at the sentence's first line: the sentence, not the header over it.
    const hit = document.elementFromPoint(box.left + 4, box.top + 4);
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      headerBottom: Math.round(header.bottom),
      viewport: window.innerHeight,
      focused: document.activeElement === el,
      uncovered: hit !== null && el.contains(hit),
    };
  });
}

/** At the top of the view: below the header (never under it), its first line within a fifth of the screen of it, wholly on screen. */
function atTop(p: Awaited<ReturnType<typeof placed>>) {
  return p.top >= p.headerBottom && p.top <= p.headerBottom + p.viewport / 5 && p.bottom <= p.viewport && p.uncovered;
}

/** Where a shared link opens: the answer below the header, on screen, nothing drawn over it. */
function expectInView(p: Awaited<ReturnType<typeof placed>>) {
  expect(p.top, "below the header").toBeGreaterThanOrEqual(p.headerBottom);
  expect(p.bottom, "on screen").toBeLessThanOrEqual(p.viewport);
  expect(p.uncovered, "nothing over it").toBe(true);
}

// Several pages a test, and axe, on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the Rent Tax Credit tool is in the Renting menu, after the specification's four, and in the home page's row", async ({ page }) => {
      await page.goto("/");
      const row = page.locator("section[aria-labelledby='home-tools']");
      const card = row.locator("a[href='/tools/rent-tax-credit']");
      await expect(card).toContainText("Rent Tax Credit");
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      let menu: Locator;
      if (size.width < 768) {
        await expectHydrated(page.getByRole("button", { name: "Open menu" }));
        await page.getByRole("button", { name: "Open menu" }).click();
        menu = page.getByRole("navigation", { name: "Mobile" });
        await menu.getByRole("button", { name: "Renting" }).click();
      } else {
        menu = page.getByRole("navigation", { name: "Main" });
        await menu.getByRole("link", { name: "Renting", exact: true }).hover();
      }
      const items = menu.locator("a[href^='/renting/'], a[href^='/tools/']");
      await expect(items).toHaveText(["Rental Guide", "Tenant Rights", "Finding A Property", "Rental Agreements", "Rent Tax Credit"]);
      const link = menu.getByRole("link", { name: "Rent Tax Credit" });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/tools\/rent-tax-credit$/);
      await expect(page.getByRole("heading", { level: 1, name: "Rent Tax Credit calculator" })).toBeVisible();
    });

    test("the planner has one name: menu, heading, breadcrumb, title, search and the hub cards", async ({ page }) => {
      const NAME = "Affordability planner";
      await page.goto("/buying");
      if (size.width < 768) {
        await expectHydrated(page.getByRole("button", { name: "Open menu" }));
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("navigation", { name: "Mobile" });
        await menu.getByRole("button", { name: "Buying" }).click();
        await expect(menu.getByRole("link", { name: NAME })).toBeVisible();
      } else {
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByRole("link", { name: "Buying", exact: true }).hover();
        await expect(nav.getByRole("link", { name: NAME })).toBeVisible();
      }
      // The Buying hub's card, then the tools hub's.
      await expect(page.locator("#main a[href='/buying/plan'] h3")).toHaveText(NAME);
      await page.goto("/tools");
      await expect(page.locator("#main a[href='/buying/plan'] h3")).toHaveText(NAME);
      await page.goto("/search?q=afford");
      const first = page.locator("[data-search-result]").first();
      await expect(first.getByRole("link")).toHaveAttribute("href", "/buying/plan");
      await expect(first.getByRole("link")).toHaveText(NAME);
      await first.getByRole("link").click();
      await expect(page).toHaveURL(/\/buying\/plan$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
      await expect(page).toHaveTitle(new RegExp(`^${NAME} \\|`));
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).locator("[aria-current='page']")).toHaveText(new RegExp(`^${NAME}$`, "i"));
      // None of the three old names is left on the page.
      await expect(page.locator("body")).not.toContainText(/Can We Afford It\?|Plan a purchase|Purchase Planner/);
    });

    for (const r of RESULTS) {
      test(`${r.name}: after Calculate the answer's first sentence is at the top, below the header, with the focus`, async ({ page }) => {
        await page.goto(r.path);
        await live(page, r);
        await r.fill(page);
        await r.calculate(page);
        await expect.poll(async () => atTop(await placed(answer(page))), { message: "the answer is at the top of the view, below the header" }).toBe(true);
        const p = await placed(answer(page));
        expect(p.focused, "the answer has the focus").toBe(true);
        // The view has moved on from the top of the page, where the form is.
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      });
    }

    test("with reduced motion, the answer is in place at the first frame after it has the focus", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const r = RESULTS.find((x) => x.name === "Rent Tax Credit")!;
      await page.goto(r.path);
      await live(page, r);
      await r.fill(page);
      // Noted the moment the focus arrives, one frame later: a smooth scroll would still be on its way.
      const firstFrame = page.evaluate(
        () =>
          new Promise<{ top: number; header: number }>((resolve) =>
            document.addEventListener("focusin", (e) => {
              const el = e.target as HTMLElement;
              if (!el.hasAttribute("data-answer")) return;
              requestAnimationFrame(() => resolve({ top: el.getBoundingClientRect().top, header: document.querySelector(".site-header")!.getBoundingClientRect().bottom }));
            }),
          ),
      );
      await r.calculate(page);
      const { top, header } = await firstFrame;
      expect(top).toBeGreaterThanOrEqual(header);
      expect(top).toBeLessThanOrEqual(header + size.height / 5);
    });

    for (const r of RESULTS) {
      test(`${r.name}: a shared link opens at the answer, below the header; Copy link copies it and says so, by mouse and by keyboard`, async ({ page, baseURL }) => {
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
        await page.goto(`${r.path}?${r.query}#result`);
        expectInView(await placed(answer(page)));
        expect(await page.evaluate(() => window.scrollY), "not the top of the page").toBeGreaterThan(0);
        // A tool's code arrives when the tool comes near the view (or at the first interaction).
        await page.locator("#result").scrollIntoViewIfNeeded();
        await live(page, r);
        const copy = page.getByRole("button", { name: "Copy link" });
        await expectHydrated(copy);
        const shared = `${baseURL}${r.path}?${r.query}#result`;
        await copy.click();
        await expect(page.getByText("Link Copied", { exact: true }).first()).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
        // From the keyboard: Enter, then Space, on the focused button.
        await page.evaluate(() => navigator.clipboard.writeText(""));
        await copy.focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
        await page.evaluate(() => navigator.clipboard.writeText(""));
        await page.keyboard.press("Space");
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
        await expectNoAxeViolations(page, `${r.path} with Copy link, ${size.width} px`);
      });
    }

    for (const r of RESULTS) {
      test(`${r.name}: without JavaScript, ${r.path === CALCULATOR ? "" : "the submitted form lands on the answer, and "}Copy link is a plain link to the shared address, which opens at the answer`, async ({ browser }) => {
        const { page, close } = await noJsPage(browser);
        await page.setViewportSize({ width: size.width, height: size.height });
        // The calculator's form gives its clean address, with the breakdown beside the form (calculator.spec.ts).
        if (r.path !== CALCULATOR) {
          await page.goto(r.path);
          await r.fill(page);
          await r.calculate(page);
          await expect(page).toHaveURL(/#result$/);
          expectInView(await placed(answer(page)));
          expect(await page.evaluate(() => window.scrollY), "not the top of the page").toBeGreaterThan(0);
        }
        // The shared address as the page writes it (a form's submission can also carry its unanswered defaults).
        await page.goto(`${r.path}?${r.query}`);
        const link = page.getByRole("link", { name: "Link to this answer" });
        await expect(link).toHaveAttribute("href", `${r.path}?${r.query}#result`);
        await expect(link).toBeVisible();
        await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
        await link.click();
        await expect(page).toHaveURL(/#result$/);
        expectInView(await placed(answer(page)));
        await close();
      });
    }
  });
}

test.describe("every shared link ends at the answer", () => {
  test("the PDFs' link back and the calendar files' link end in #result", async ({ request }) => {
    const origin = "https://www.example.ie";
    const pdf = async (path: string) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      return pdfText(await res.body()).replace(/\n/g, "");
    };
    expect(await pdf("/tools/rent-tax-credit.pdf?status=single&rent2024=6000")).toContain(`${origin}/tools/rent-tax-credit?status=single&rent2024=6000#result`);
    expect(await pdf("/buying/plan.pdf?buyer=first&income=55000&savings=50000&price=400000&type=new&homeType=house")).toContain(`${origin}/buying/plan?buyer=first&income=55000&savings=50000&price=400000&type=new&homeType=house#result`);
    expect(await pdf("/buying/costs-calculator.pdf?price=425000")).toContain(`${origin}/buying/costs-calculator?price=425000#result`);
    const ics = async (path: string) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      // Unfolded (RFC 5545 folds long lines with CRLF and a space).
      return (await res.text()).replace(/\r\n[ \t]/g, "");
    };
    for (const [path, page] of [
      ["/tools/rent-tax-credit.ics?status=single&rent2024=6000", "/tools/rent-tax-credit?status=single&rent2024=6000"],
      ["/tools/notice-period.ics?who=landlord&start=2020-01-15&served=2026-06-29", "/tools/notice-period?who=landlord&start=2020-01-15&served=2026-06-29"],
      ["/buying/plan.ics?buyer=first&income=60000&savings=35000&price=350000&type=new&area=meath&homeType=house", "/buying/plan?buyer=first&income=60000&savings=35000&price=350000&type=new&area=meath&homeType=house"],
    ] as const) {
      const text = await ics(path);
      expect(text, path).toContain(`URL;VALUE=URI:${origin}${page}#result`);
      expect(text.replace(/\\n/g, "\n"), path).toContain(`${origin}${page}#result`);
    }
  });
});
