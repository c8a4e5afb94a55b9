/**
 * One today (issue 43): the date the pages and their tools work with is the
 * server's date in Ireland at the request (lib/today.server's siteToday),
 * passed down in the loaders' data; the browser never reads its own clock.
 * At 23:30 UTC on 30 June 2026 it is 00:30 on 1 July in Dublin (Irish
 * Summer Time, UTC+1), so every page that passes today down says 1 July, and
 * none may be kept in a cache past the next midnight in Dublin, 23:00 UTC on
 * 1 July, when its today changes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { evaluate } from "~/questionnaire/eligibility";
import { sharedMaxAge } from "~/lib/http.server";
import * as root from "~/root";
import * as rentingGuide from "~/routes/renting.guide";
import * as tenantRights from "~/routes/renting.tenant-rights";
import * as mortgageProcess from "~/routes/buying.mortgage-process";
import * as helpToBuy from "~/routes/schemes.help-to-buy";
import * as firstHome from "~/routes/schemes.first-home";
import * as noticePeriod from "~/routes/tools.notice-period";
import * as costsCalculator from "~/routes/buying.costs-calculator";
import * as plan from "~/routes/buying.plan";
import * as questionnaire from "~/routes/questionnaire";

/** 00:30 on 1 July 2026 in Dublin. */
const NOW = new Date("2026-06-30T23:30:00Z");
const DUBLIN_TODAY = "2026-07-01";
/** From 00:30 on 1 July to midnight on 2 July, Dublin time: 23 hours 30 minutes. */
const UNTIL_DUBLIN_MIDNIGHT = 23 * 3600 + 30 * 60;

type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => Response | Promise<Response>;
const load = async (loader: unknown, path: string) => {
  const res = await (loader as Loader)({ request: new Request(`https://example.ie${path}`), params: {}, context: {} });
  return { data: await res.json(), cacheControl: res.headers.get("Cache-Control") };
};

const saved = process.env.SITE_TODAY;
beforeEach(() => {
  // Only the clock is fixed; the override is unset, as in production.
  delete process.env.SITE_TODAY;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  if (saved === undefined) delete process.env.SITE_TODAY;
  else process.env.SITE_TODAY = saved;
});

describe("today at 23:30 UTC on a summer night is already tomorrow in Dublin", () => {
  // The pages whose content embeds a tool: the tool's date is the loader's (tools/ui/embed).
  it.each([
    ["/renting/guide?topic=rent-reviews", rentingGuide.loader],
    ["/renting/tenant-rights?topic=notice-calculator", tenantRights.loader],
    ["/buying/mortgage-process", mortgageProcess.loader],
    ["/schemes/help-to-buy", helpToBuy.loader],
    ["/schemes/first-home", firstHome.loader],
    ["/tools/notice-period", noticePeriod.loader],
  ])("%s passes its tool the Dublin date, and no cache keeps it past Dublin midnight", async (path, loader) => {
    const { data, cacheControl } = await load(loader, path);
    expect(data.today).toBe(DUBLIN_TODAY);
    expect(cacheControl).toMatch(/^public,/);
    expect(sharedMaxAge(cacheControl)).toBe(UNTIL_DUBLIN_MIDNIGHT);
    expect(cacheControl).not.toMatch(/stale-while-revalidate/);
  });

  it("the cost calculator's closing date starts at the Dublin date, and the page is kept only until Dublin midnight", async () => {
    const { data, cacheControl } = await load(costsCalculator.loader, "/buying/costs-calculator?price=350000");
    expect(data.date).toMatchObject({ on: DUBLIN_TODAY, today: DUBLIN_TODAY, max: "2036-07-01", message: null });
    expect(sharedMaxAge(cacheControl)).toBe(UNTIL_DUBLIN_MIDNIGHT);
  });

  it("the purchase planner's closing date starts at the Dublin date", async () => {
    const { data, cacheControl } = await load(plan.loader, "/buying/plan");
    expect(data.date).toMatchObject({ on: DUBLIN_TODAY, today: DUBLIN_TODAY });
    expect(sharedMaxAge(cacheControl)).toBe(UNTIL_DUBLIN_MIDNIGHT);
  });

  it("the questionnaire works a result out on the Dublin date, on its page and in the overlay any page opens (root loader)", async () => {
    const { data } = await load(root.loader, "/");
    expect(data.today).toBe(DUBLIN_TODAY);
    // And when that date ends, so a tab left open overnight asks again (lib/root-day): midnight on 2 July, Dublin time.
    expect(new Date(data.todayEndsAt).toISOString()).toBe("2026-07-01T23:00:00.000Z");
    const answers = "tenure=buy&first=yes&build=new&county=cork&gross=80000&net=60000&price=350000&deposit=35000&mortgage=280000&living=private&hours=over";
    const page = await load(questionnaire.loader, `/questionnaire?${answers}`);
    expect(page.data.view.kind).toBe("result");
    const profile = { tenure: "buy", firstTime: true, build: "new", county: "cork", gross: 80_000, net: 60_000, price: 350_000, deposit: 35_000, mortgage: 280_000, living: "private", hours: "over" } as const;
    expect(page.data.view.evaluation).toEqual(JSON.parse(JSON.stringify(evaluate(profile, DUBLIN_TODAY))));
    // A page with answers is personal: never cached.
    expect(page.cacheControl).toBe("no-store");
  });
});
