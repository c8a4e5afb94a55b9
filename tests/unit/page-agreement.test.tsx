/**
 * Every page that states a rule agrees with the rule's data (issue 27). Each
 * page is built as the server builds it (the route's loader, with SITE_TODAY
 * set) on dates either side of every rule's boundaries, and its words are
 * checked against the rules:
 * - wording true only while a period is in force (`onlyWhileInForce`: "the
 *   whole State is a Rent Pressure Zone", "within 28 days from the date of
 *   receipt") appears on no page built for a date outside that period;
 * - wording that would state a figure no source ever set as a rule
 *   (`neverSay` of an earlier claim) appears on no page on any date;
 * - and each such pattern does appear on some page while its period is in
 *   force, so the check is live (a pattern no page uses proves nothing).
 *
 * Pages keep their words in content modules, so the loader's data is what
 * the page says. Left out, by design: the source's quoted words ("What the
 * source says"), history boxes (earlier rules, dated, in the past tense), a
 * blog article's own text (kept as written, with its Updated box checked),
 * the words of an earlier claim where it is reported as such, and /changes
 * (the history of every rule). Tools are rendered (react-dom/server) for a
 * review or notice on each date, as their words are built in the browser.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { inForceOn, type AnyRule, type Period } from "~/facts/dated";
import { nextDay, previousDay } from "~/lib/dates";
import { ALL_RULES } from "~/facts/dated-rules";
import { BLOG_POSTS } from "~/content/blog";
import { readNoticeQuery } from "~/tools/notice-period.form";
import { readRentQuery } from "~/tools/rent-review.form";
import { NoticePeriodTool } from "~/tools/ui/NoticePeriodTool";
import { RentReviewTool } from "~/tools/ui/RentReviewTool";
import { RentTaxCreditTool } from "~/tools/ui/RentTaxCreditTool";
import { readRtcQuery } from "~/tools/rent-tax-credit.form";
import { closingClaimWindows, closingWarningFrom, creditYears, lastDayToClaim } from "~/facts/taxes";
import * as buyingHub from "~/routes/buying._index";
import * as firstTimeBuyer from "~/routes/buying.first-time-buyer";
import * as mortgageProcess from "~/routes/buying.mortgage-process";
import * as propertySearch from "~/routes/buying.property-search";
import * as costsCalculator from "~/routes/buying.costs-calculator";
import * as agreements from "~/routes/renting.agreements";
import * as findingProperty from "~/routes/renting.finding-property";
import * as rentingGuide from "~/routes/renting.guide";
import * as tenantRights from "~/routes/renting.tenant-rights";
import * as faq from "~/routes/resources.faq";
import * as blogPost from "~/routes/resources.blog.$slug";
import * as costRental from "~/routes/schemes.cost-rental";
import * as firstHome from "~/routes/schemes.first-home";
import * as helpToBuy from "~/routes/schemes.help-to-buy";
import * as localAuthorities from "~/routes/schemes.local-authorities";
import * as mortgageAllowance from "~/routes/schemes.mortgage-allowance";
import * as socialHousing from "~/routes/schemes.social-housing";
import * as questionnaire from "~/routes/questionnaire";
import { SchemeAmountsTool } from "~/tools/ui/SchemeAmountsTool";
import { BorrowingTool } from "~/tools/ui/BorrowingTool";
import { readBorrowingQuery } from "~/tools/borrowing.form";
import { readSchemeQuery } from "~/tools/scheme-amounts.form";
import { QuestionnaireFlow } from "~/questionnaire/QuestionnaireFlow";
import { buildView } from "~/questionnaire/view.server";
import { Planner } from "~/planner/ui/Planner";
import { StaticRouter } from "react-router-dom/server";
import * as plan from "~/routes/buying.plan";
import * as home from "~/content/home";
import * as hubs from "~/content/hubs";
import * as pages from "~/content/pages";
import * as resources from "~/content/resources";
import * as listing from "~/content/blog/listing";
import * as toolsHub from "~/content/tools/hub";
import * as toolPages from "~/content/tools/pages";
import * as toolLeads from "~/content/tools/leads";
import * as rentWords from "~/content/tools/rent-review";
import * as noticeWords from "~/content/tools/notice-period";

/* ---------------- The dates: either side of every boundary ---------------- */

/**
 * The first day the site can build every page: the Local Authority Home Loan's
 * price limits are recorded from 1 March 2023, and a page never guesses a
 * figure it has no period for (valueOn). Earlier rules are stated as history.
 */
const EARLIEST = "2023-03-01";
const boundaries = ALL_RULES.flatMap((r) => r.periods.flatMap((p) => [p.from, p.until === null ? null : nextDay(p.until)])).filter((d): d is string => d !== null);
/**
 * The Rent Tax Credit's claim windows are worked out from its rules rather
 * than being periods of their own (facts/taxes.ts): each year's warning
 * starts on closingWarningFrom(year) and ends after lastDayToClaim(year)
 * (for 2022, 1 October to 31 December 2026), so pages are also built on each
 * side of those days.
 */
const claimWindowDays = creditYears().flatMap((y) => [closingWarningFrom(y), nextDay(lastDayToClaim(y))]);
const DATES = [...new Set([...[...boundaries, ...claimWindowDays].flatMap((d) => [previousDay(d), d]), "2026-11-25"])].filter((d) => d >= EARLIEST).sort();

/* ---------------- What a page says on a date ---------------- */

type Loader = (args: { request: Request; params: Record<string, string>; context: object }) => Response | Promise<Response>;
interface RoutePage {
  path: string;
  loader: Loader;
  params?: Record<string, string>;
  /** Keys whose text is kept as written (a blog article's own words). */
  asWritten?: readonly string[];
}

const ROUTES: RoutePage[] = [
  { path: "/buying", loader: buyingHub.loader as Loader },
  { path: "/buying/first-time-buyer", loader: firstTimeBuyer.loader as Loader },
  { path: "/buying/mortgage-process", loader: mortgageProcess.loader as Loader },
  { path: "/buying/property-search", loader: propertySearch.loader as Loader },
  { path: "/buying/costs-calculator", loader: costsCalculator.loader as Loader },
  { path: "/renting/agreements", loader: agreements.loader as Loader },
  { path: "/renting/finding-property", loader: findingProperty.loader as Loader },
  { path: "/renting/guide", loader: rentingGuide.loader as Loader },
  { path: "/renting/tenant-rights", loader: tenantRights.loader as Loader },
  { path: "/resources/faq", loader: faq.loader as Loader },
  { path: "/schemes/cost-rental", loader: costRental.loader as Loader },
  { path: "/schemes/first-home", loader: firstHome.loader as Loader },
  { path: "/schemes/help-to-buy", loader: helpToBuy.loader as Loader },
  { path: "/schemes/local-authorities", loader: localAuthorities.loader as Loader },
  { path: "/schemes/mortgage-allowance", loader: mortgageAllowance.loader as Loader },
  { path: "/schemes/social-housing", loader: socialHousing.loader as Loader },
  { path: "/questionnaire", loader: questionnaire.loader as Loader },
  ...BLOG_POSTS.map((p) => ({
    path: p.path,
    loader: blogPost.loader as Loader,
    params: { slug: p.path.split("/").pop()! },
    asWritten: ["sections"],
  })),
];

/** Pages whose words do not depend on the date: hubs, listings, descriptions, the tools' fixed words. */
const STATIC_MODULES: Record<string, object> = { home, hubs, pages, resources, listing, toolsHub, toolPages, toolLeads, rentWords, noticeWords };

/** The words an earlier claim is reported in, where a page keeps it as such (dated-words.ts and the pages' own framings). */
const REPORTED = [
  /Earlier, [^.]*? said [^.]*\./g,
  /An earlier version of this guide (said|gave)[^.]*\./g,
  /\(an earlier version of this guide said “[^”]*”\)/g,
  /The article says [^.]*\./g,
];

/** Every string in some loader data, leaving out quotes, history boxes and text kept as written. */
function strings(value: unknown, asWritten: readonly string[] = []): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, asWritten));
  if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (o.type === "history") return [];
    return Object.entries(o).flatMap(([k, v]) => (k === "evidence" || k === "quotes" || asWritten.includes(k) ? [] : strings(v, asWritten)));
  }
  return [];
}

const said = (texts: string[]) => REPORTED.reduce((t, re) => t.replace(re, " "), texts.join("\n"));

/** The text of rendered HTML, without the source's words and history notes. */
function htmlText(html: string): string {
  return html
    .replace(/<details[^>]*data-source-words[\s\S]*?<\/details>/g, " ")
    .replace(/<div[^>]*data-history=""[^>]*>[\s\S]*?<\/div>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const minusMonths = (iso: string, months: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

/** A part rendered as the page renders it: inside a router, which its site links (Remix's <Link>) need. */
const markup = (element: ReactElement) => renderToStaticMarkup(<StaticRouter location="/">{element}</StaticRouter>);

/** The tools, answering a question about a review or notice on the date. */
function toolTexts(on: string): Record<string, string> {
  const set = minusMonths(on, 12);
  const rent = (zone: string) =>
    htmlText(
      markup(
        <RentReviewTool mode="page" today={on} query={readRentQuery(new URLSearchParams({ start: set, set, rent: "1500", cpi: "2", kind: "standard", zone, review: on }))} />,
      ),
    );
  // A review date in the past: the rule then may have ended by today, and must be stated as such.
  const earlier = minusMonths(on, 9);
  const earlierSet = minusMonths(on, 24);
  const pastReview = htmlText(
    markup(
      <RentReviewTool mode="page" today={on} query={readRentQuery(new URLSearchParams({ start: earlierSet, set: earlierSet, rent: "1500", cpi: "2", kind: "standard", zone: "yes", review: earlier }))} />,
    ),
  );
  // The Rent Tax Credit for a renter who says nothing of the landlord (a link from before the questions), and for a council tenant.
  const rtc = (extra: Record<string, string>) =>
    htmlText(markup(<RentTaxCreditTool mode="page" today={on} query={readRtcQuery(new URLSearchParams({ status: "single", rent: "650", from: minusMonths(on, 30), ...extra }))} />));
  const start = minusMonths(on, 30);
  const notice = (who: string) =>
    htmlText(markup(<NoticePeriodTool mode="page" today={on} query={readNoticeQuery(new URLSearchParams({ who, start, served: on, reason: "sale", tenancies: "2", company: "no" }))} />));
  // A landlord's notice in a tenancy's first 6 months that gives no reason: what it must say follows the day it is served (issue 42).
  const firstMonths = htmlText(
    markup(
      <NoticePeriodTool mode="page" today={on} query={readNoticeQuery(new URLSearchParams({ who: "landlord", start: minusMonths(on, 3), served: on, reason: "none" }))} />,
    ),
  );
  // A review of a tenancy created 7 years before, student accommodation not said: the market reset follows the day it was created.
  const longTenancy = minusMonths(on, 84);
  const reset = htmlText(
    markup(
      <RentReviewTool mode="page" today={on} query={readRentQuery(new URLSearchParams({ start: longTenancy, set: minusMonths(on, 12), rent: "1500", kind: "standard", zone: "yes", review: on }))} />,
    ),
  );
  return {
    "/tools/rent-review (blank)": htmlText(markup(<RentReviewTool mode="page" today={on} />)),
    "/tools/rent-review (a tenancy of 7 years)": reset,
    "/tools/notice-period (first 6 months, no reason)": firstMonths,
    "/tools/rent-review (zone: no)": rent("no"),
    "/tools/rent-review (zone: not sure)": rent("unsure"),
    "/tools/rent-review (a review 9 months ago)": pastReview,
    "/tools/notice-period (landlord)": notice("landlord"),
    "/tools/notice-period (tenant)": notice("tenant"),
    "/tools/rent-tax-credit (not said)": rtc({}),
    "/tools/rent-tax-credit (a council tenant)": rtc({ landlord: "council" }),
    "/tools/scheme-amounts (blank)": htmlText(markup(<SchemeAmountsTool mode="page" today={on} />)),
    "/tools/scheme-amounts (a new home in Meath)": htmlText(
      markup(
        <SchemeAmountsTool mode="page" today={on} query={readSchemeQuery(new URLSearchParams({ price: "350000", type: "new", area: "meath", mortgage: "240000", deposit: "35000", htb: "yes" }))} />,
      ),
    ),
    "/tools/borrowing (a couple)": htmlText(
      markup(<BorrowingTool mode="page" today={on} query={readBorrowingQuery(new URLSearchParams({ buyer: "first", income: "55000", income2: "40000", savings: "50000" }))} />),
    ),
    // The questionnaire's results: its words are built from the rules' codes in the browser and on the server alike.
    "/questionnaire (a first-time buyer)": htmlText(
      markup(
        <QuestionnaireFlow
          mode="page"
          view={buildView(new URLSearchParams({ tenure: "buy", first: "yes", build: "new", county: "meath", gross: "60000", net: "45000", price: "350000", deposit: "35000", mortgage: "240000", living: "private", hours: "over" }), on)}
        />,
      ),
    ),
    "/questionnaire (a renter)": htmlText(
      markup(
        <QuestionnaireFlow mode="page" view={buildView(new URLSearchParams({ tenure: "rent", county: "meath", gross: "30000", net: "24000", rent: "700", living: "rs-long", hours: "under" }), on)} />,
      ),
    ),
  };
}

/** The purchase planner for two homes, as its loader and component build it on the date. */
async function plannerText(): Promise<string> {
  const search = new URLSearchParams({ buyer: "first", income: "55000", income2: "40000", savings: "50000", price: "400000", type: "new", area: "dublin-city", homeType: "house", price2: "350000", type2: "new", area2: "meath", homeType2: "apartment" });
  const response = await plan.loader({ request: new Request(`https://www.example.ie/buying/plan?${search}`), params: {}, context: {} });
  const data = await response.json();
  // The day-the-sale-closes field reads the router (it navigates to another day's rules).
  return htmlText(renderToStaticMarkup(<StaticRouter location={`/buying/plan?${search}`}><Planner {...data} /></StaticRouter>));
}

/** Each date's pages, built once: the checks below read the same pages (vi.stubEnv is set while one date builds). */
const built = new Map<string, Promise<Record<string, string>>>();
function pagesOn(on: string): Promise<Record<string, string>> {
  if (!built.has(on)) built.set(on, buildPages(on));
  return built.get(on)!;
}

/** Every page's words on a date: path → text. */
async function buildPages(on: string): Promise<Record<string, string>> {
  vi.stubEnv("SITE_TODAY", on);
  const out: Record<string, string> = {};
  for (const r of ROUTES) {
    const response = await r.loader({ request: new Request(`https://www.example.ie${r.path}`), params: r.params ?? {}, context: {} });
    expect(response.status, `${r.path} on ${on}`).toBe(200);
    out[r.path] = said(strings(await response.json(), r.asWritten));
  }
  for (const [name, mod] of Object.entries(STATIC_MODULES)) out[`(content) ${name}`] = said(strings(mod));
  for (const [name, text] of Object.entries(toolTexts(on))) out[name] = said([text]);
  out["/buying/plan (two homes)"] = said([await plannerText()]);
  return out;
}

afterAll(() => vi.unstubAllEnvs());

/* ---------------- The rules' wording ---------------- */

const key = (re: RegExp) => `${re.source}/${re.flags}`;

interface Guard {
  rule: AnyRule;
  pattern: RegExp;
  /** The periods in which the words are true. */
  periods: Period<unknown>[];
}

/** Each present-tense pattern, with the periods it is true in (the rule's own patterns: all its periods). */
const GUARDS: Guard[] = ALL_RULES.flatMap((rule) => {
  const byPattern = new Map<string, Guard>();
  const add = (pattern: RegExp, period: Period<unknown>) => {
    const g = byPattern.get(key(pattern)) ?? { rule, pattern, periods: [] };
    g.periods.push(period);
    byPattern.set(key(pattern), g);
  };
  for (const p of rule.periods) {
    for (const pattern of p.onlyWhileInForce ?? []) add(pattern, p);
    for (const pattern of rule.onlyWhileInForce ?? []) add(pattern, p);
  }
  return [...byPattern.values()];
});

const NEVER = ALL_RULES.flatMap((rule) => (rule.earlierClaims ?? []).flatMap((c) => (c.neverSay ?? []).map((pattern) => ({ rule, claim: c.claim, pattern }))));

/**
 * The pages (as built here) that mention the Rent Tax Credit: each must say,
 * while a year's claims are about to close, that they close and when. The
 * council tenant's answer is a plain no, and so carries no warning in its
 * result, but the tool's page still does, above the form.
 */
const MENTION_PAGES = [
  "/renting/guide",
  "/renting/tenant-rights",
  "/renting/agreements",
  "/renting/finding-property",
  "/buying/mortgage-process",
  "/resources/faq",
  "/resources/blog/2023-budget-housing-impact",
  "/resources/blog/tenant-to-homeowner",
  "/tools/rent-tax-credit (not said)",
  "/tools/rent-tax-credit (a council tenant)",
  "/questionnaire (a first-time buyer)",
];
const WARNED = new Set<string>();

/* ---------------- The checks ---------------- */

describe("every page agrees with the rules in force on its date", () => {
  it("the dates cover each side of every boundary, and the guards cover the rules that change words", () => {
    expect(DATES).toContain("2026-02-28");
    expect(DATES).toContain("2026-03-01");
    expect(DATES).toContain("2027-06-20");
    expect(DATES).toContain("2027-06-21");
    const guarded = new Set(GUARDS.map((g) => g.rule.id));
    for (const id of ["rent-control", "first-review-after-zone", "notice-dispute-deadline", "help-to-buy", "first-home-scheme", "rent-tax-credit"]) expect(guarded).toContain(id);
    expect(NEVER.length).toBeGreaterThanOrEqual(6);
  });

  it("reads what the pages say: the tools, the questionnaire's results and the planner are rendered in full", async () => {
    const texts = await pagesOn("2026-11-25");
    expect(texts["/tools/scheme-amounts (a new home in Meath)"]).toContain("First Home Scheme share: €75,000");
    expect(texts["/questionnaire (a first-time buyer)"]).toMatch(/First Home Scheme/);
    expect(texts["/questionnaire (a renter)"]).toMatch(/Cost Rental/);
    expect(texts["/buying/plan (two homes)"]).toContain("€3,524");
  });

  const seen = new Map<string, string[]>();

  it.each(DATES)("on %s no page states an ended (or not yet started) rule as current, or an unconfirmed figure as a rule", async (on) => {
    const texts = await pagesOn(on);
    const problems: string[] = [];
    for (const [page, text] of Object.entries(texts)) {
      for (const g of GUARDS) {
        const match = text.match(g.pattern);
        if (!match) continue;
        if (g.periods.some((p) => inForceOn(p, on))) {
          seen.set(key(g.pattern) + g.rule.id, [...(seen.get(key(g.pattern) + g.rule.id) ?? []), `${page} on ${on}`]);
        } else {
          problems.push(`${page} says “${match[0]}”, but that ${g.rule.id} period is not in force on ${on}`);
        }
      }
      for (const n of NEVER) {
        const match = text.match(n.pattern);
        if (match) problems.push(`${page} says “${match[0]}”: ${n.rule.id}'s earlier claim (${n.claim}) is not to be stated as a rule`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(DATES)("on %s the Rent Tax Credit's closing claim window is warned of on every page that mentions the credit, and only while it is closing", async (on) => {
    const texts = await pagesOn(on);
    const closing = closingClaimWindows(on);
    const problems: string[] = [];
    for (const [page, text] of Object.entries(texts)) {
      for (const m of text.matchAll(/Claims for (\d{4}) close on (\d{1,2} \w+ \d{4})/g)) {
        if (!closing.some((w) => String(w.year) === m[1])) problems.push(`${page} says “${m[0]}” on ${on}, when that window is not closing`);
      }
      for (const w of closing) {
        if (MENTION_PAGES.includes(page) && !text.includes(`Claims for ${w.year} close on`)) problems.push(`${page} mentions the Rent Tax Credit but not that claims for ${w.year} close, on ${on}`);
      }
    }
    expect(problems).toEqual([]);
    if (closing.length) WARNED.add(on);
  });

  it("the closing-window check ran on days when a window was closing, and on days when none was", () => {
    expect(WARNED).toContain("2026-12-31");
    expect(WARNED).toContain("2026-10-01");
    expect(WARNED).not.toContain("2027-01-01");
    expect(WARNED).not.toContain("2026-09-30");
    expect(DATES).toEqual(expect.arrayContaining(["2026-09-30", "2026-10-01", "2026-12-31", "2027-01-01"]));
  });

  it("each period's present-tense wording is on some page while it is in force (the guards are live)", () => {
    const last = DATES[DATES.length - 1]!;
    // A period that ended before the first date a page can be built for is checked only for wording that must not appear.
    const checkable = GUARDS.filter((g) => g.periods.some((p) => (p.until === null || p.until >= EARLIEST) && (p.from === null || p.from <= last)));
    const dead = checkable.filter((g) => !seen.has(key(g.pattern) + g.rule.id)).map((g) => `${g.rule.id}: ${g.pattern}`);
    expect(dead).toEqual(EXPECTED_DEAD);
  });
});

/**
 * Guards no page states now, but that would be wrong if one did: phrasings
 * pages used before issue 27 ("check Rent Pressure Zones" in a description,
 * "All of Ireland is now a Rent Pressure Zone" in an article's summary) and
 * one a page may adopt. Listed so that a guard that stops matching by
 * accident (a page reworded) is noticed.
 */
const EXPECTED_DEAD: string[] = [
  // The notice checker's wording before issue 42 ("a landlord does not have to give a reason" in the first 6 months).
  "notice-reason: /landlord does not (have|need) to give a reason/i",
  "rent-control: /check (the )?Rent Pressure Zones/i",
  "rent-control: /All of Ireland is now a Rent Pressure Zone/i",
  "rent-control: /Rent Pressure Zones no longer exist/i",
];
