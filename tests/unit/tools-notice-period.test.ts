import { describe, expect, it } from "vitest";
import { rulesCsv, rulesData } from "~/facts/rules-data";
import { periodOn, ruleProblems } from "~/facts/dated";
import { landlordNoticeRule, TENANCY_RULES, tenantNoticeRule } from "~/facts/tenancy";
import { evaluateNotice, noticeQuery, readNoticeQuery } from "~/tools/notice-period.form";
import { minimumDurationOn, noticePeriod, type NoticeGiver, type NoticeInput } from "~/tools/notice-period";
import { noticeEvents } from "~/tools/calendar.server";
import { noticeAnswer } from "~/tools/ui/NoticePeriodTool";
import { addDays } from "~/lib/dates";
import { pageTitle } from "~/content/pages";

const TODAY = "2026-11-24";


/**
 * Hand-worked from the Acts' tables: months = complete calendar months from
 * start to service; the table is the one in force on the SERVICE date
 * (landlord: 2019 Act table for notices served 4 June 2019 – 5 July 2022,
 * 2022 Act s. 96 table from 6 July 2022; tenant: unchanged);
 * termination = service date + notice days (day 1 is the day after service).
 */
const CASES: [NoticeGiver, string, string, number, number, string][] = [
  // who, start, served, complete months, notice days, earliest termination
  // A tenancy of 5 months 30 days vs exactly 6 months (2022 table and tenant table).
  ["landlord", "2023-03-01", "2023-08-31", 5, 90, "2023-11-29"],
  ["landlord", "2023-03-01", "2023-09-01", 6, 152, "2024-01-31"],
  ["tenant", "2023-03-01", "2023-08-31", 5, 28, "2023-09-28"],
  ["tenant", "2023-03-01", "2023-09-01", 6, 35, "2023-10-06"],
  // Served 5 July 2022 (2019 table) vs 6 July 2022 (2022 table): same tenancy of 1 year 6 months.
  ["landlord", "2021-01-05", "2022-07-05", 18, 120, "2022-11-02"],
  ["landlord", "2021-01-05", "2022-07-06", 18, 180, "2023-01-02"],
  // The specification's landlord figures (28, 90, 120, 180, 196, 224 days): the 2019 table, now history.
  ["landlord", "2020-10-01", "2020-12-20", 2, 28, "2021-01-17"],
  ["landlord", "2021-01-15", "2021-07-15", 6, 90, "2021-10-13"],
  ["landlord", "2020-03-01", "2021-03-01", 12, 120, "2021-06-29"],
  ["landlord", "2018-09-30", "2021-09-30", 36, 180, "2022-03-29"], // end crosses February 2022
  ["landlord", "2013-01-31", "2020-01-31", 84, 196, "2020-08-14"], // runs through 29 February 2020
  ["landlord", "2012-05-10", "2020-05-09", 95, 196, "2020-11-21"],
  ["landlord", "2012-05-10", "2020-05-10", 96, 224, "2020-12-20"],
  // The same tenancies served after 6 July 2022: the 2022 table.
  ["landlord", "2024-10-01", "2024-12-20", 2, 90, "2025-03-20"],
  ["landlord", "2024-01-15", "2024-07-15", 6, 152, "2024-12-14"],
  ["landlord", "2023-03-01", "2024-03-01", 12, 180, "2024-08-28"],
  ["landlord", "2021-09-30", "2024-09-30", 36, 180, "2025-03-29"],
  ["landlord", "2017-01-31", "2024-01-31", 84, 196, "2024-08-14"], // exactly 7 years; notice runs through 29 February
  ["landlord", "2016-05-10", "2024-05-09", 95, 196, "2024-11-21"], // a day short of 8 years
  ["landlord", "2016-05-10", "2024-05-10", 96, 224, "2024-12-20"],
  // A tenant's notice at each band edge (a tenancy that began on 31 January).
  ["tenant", "2020-01-31", "2020-07-30", 5, 28, "2020-08-27"],
  ["tenant", "2020-01-31", "2020-07-31", 6, 35, "2020-09-04"],
  ["tenant", "2020-01-31", "2021-01-30", 11, 35, "2021-03-06"],
  ["tenant", "2020-01-31", "2021-01-31", 12, 42, "2021-03-14"],
  ["tenant", "2020-01-31", "2022-01-30", 23, 42, "2022-03-13"],
  ["tenant", "2020-01-31", "2022-01-31", 24, 56, "2022-03-28"],
  ["tenant", "2020-01-31", "2024-01-30", 47, 56, "2024-03-26"], // runs through 29 February 2024
  ["tenant", "2020-01-31", "2024-01-31", 48, 84, "2024-04-24"],
  ["tenant", "2020-01-31", "2028-01-30", 95, 84, "2028-04-23"],
  ["tenant", "2020-01-31", "2028-01-31", 96, 112, "2028-05-22"],
  // Earlier cases kept: the tenant table has not changed.
  ["tenant", "2024-01-15", "2024-07-14", 5, 28, "2024-08-11"],
  ["tenant", "2024-01-15", "2024-07-15", 6, 35, "2024-08-19"],
  ["tenant", "2023-03-01", "2024-02-29", 11, 35, "2024-04-04"], // served on 29 February
  ["tenant", "2016-05-10", "2024-05-10", 96, 112, "2024-08-30"],
  ["tenant", "2025-06-01", "2025-06-01", 0, 28, "2025-06-29"], // served on the first day
  // Leap years.
  ["tenant", "2020-02-29", "2021-02-28", 12, 42, "2021-04-11"], // leap-day start: 1 year on 28 February
  ["tenant", "2020-02-29", "2021-02-27", 11, 35, "2021-04-03"],
  ["landlord", "2024-02-29", "2024-08-28", 5, 90, "2024-11-26"], // 5 months 30 days from a leap day
  ["landlord", "2024-02-29", "2024-08-29", 6, 152, "2025-01-28"],
  ["tenant", "2024-08-31", "2025-02-28", 6, 35, "2025-04-04"], // month-end start
];

describe("tools: notice checker, periods", () => {
  it.each(CASES)("%s, started %s, served %s: %i months, %i days, ends %s", (who, start, served, months, days, end) => {
    const outcome = noticePeriod({ who, start, served }, TODAY);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.length.totalMonths).toBe(months);
    expect(outcome.result.noticeDays).toBe(days);
    expect(outcome.result.terminationDate).toBe(end);
    // The row is in the table in force on the service date.
    const table = periodOn(who === "tenant" ? tenantNoticeRule : landlordNoticeRule, served)!.value;
    expect(table[outcome.result.bandIndex]!.value).toBe(days);
  });

  it("the tenancy rules are well formed (no overlaps, unmarked gaps or missing sources)", () => {
    for (const rule of TENANCY_RULES) expect(ruleProblems(rule), rule.id).toEqual([]);
  });

  it("uses the table, dispute deadline and RTB copy in force on the service date", () => {
    const before = noticePeriod({ who: "landlord", start: "2021-01-05", served: "2022-07-05" }, TODAY);
    const after = noticePeriod({ who: "landlord", start: "2021-01-05", served: "2022-07-06" }, TODAY);
    if (!before.ok || !after.ok) throw new Error("expected results");
    expect(before.result.tablePeriod.from).toBe("2019-06-04");
    expect(after.result.tablePeriod.from).toBe("2022-07-06");
    expect(before.result.disputeDays).toBe(28);
    expect(after.result.disputeDays).toBe(90);
    expect(after.result.disputeBy).toBe("2022-10-04");
    expect(before.result.rtbCopy?.when).toBe("after-termination");
    expect(after.result.rtbCopy?.when).toBe("same-day");
    // Both termination dates fall in the 2022–23 winter deferral.
    expect(before.result.winterDeferral).toBe(true);
    expect(after.result.winterDeferral).toBe(true);
    const breach = noticePeriod({ who: "landlord", start: "2021-01-05", served: "2022-07-06", reason: "breach" }, TODAY);
    expect(breach.ok && breach.result.disputeDays).toBe(28);
    expect(breach.ok && breach.result.winterDeferral).toBe(false);
  });

  it("starts counting the day after service", () => {
    const outcome = noticePeriod({ who: "tenant", start: "2024-01-01", served: "2025-03-01" }, TODAY);
    expect(outcome.ok && outcome.result.firstDay).toBe("2025-03-02");
  });

  it("refuses a start date in the future, one after the notice date, and a landlord's notice before the recorded tables", () => {
    expect(noticePeriod({ who: "tenant", start: "2026-11-25", served: "2027-02-01" }, TODAY)).toEqual({ ok: false, problem: "start-in-future" });
    expect(noticePeriod({ who: "tenant", start: "2024-05-02", served: "2024-05-01" }, TODAY)).toEqual({ ok: false, problem: "start-after-served" });
    expect(noticePeriod({ who: "landlord", start: TODAY, served: TODAY }, TODAY).ok).toBe(true);
    expect(noticePeriod({ who: "landlord", start: "2018-01-01", served: "2019-06-03" }, TODAY)).toEqual({ ok: false, problem: "served-before-tables" });
    expect(noticePeriod({ who: "landlord", start: "2018-01-01", served: "2019-06-04" }, TODAY).ok).toBe(true);
    expect(noticePeriod({ who: "tenant", start: "2018-01-01", served: "2019-06-03" }, TODAY).ok).toBe(true);
  });
});

type ReasonCase = [label: string, input: Omit<NoticeInput, "who">, regime: "part4" | "2026", size: "small" | "large" | null, verdict: string, why: string];

/** Reasons, worked from s. 34's Table and the 2026 Act's new s. 35B: the tenancy's creation date decides the regime. */
const REASON_CASES: ReasonCase[] = [
  // Created 28 February 2026 vs 1 March 2026, a landlord with 5 tenancies, sale ground.
  ["created 28 Feb 2026, 5 tenancies, sale", { start: "2026-02-28", served: "2026-11-20", tenancies: 5, company: false, reason: "sale" }, "part4", "large", "possible", "ground-part4"],
  ["created 1 Mar 2026, 5 tenancies, sale", { start: "2026-03-01", served: "2026-11-20", tenancies: 5, company: false, reason: "sale" }, "2026", "large", "not-allowed", "large-landlord"],
  ["created 1 Mar 2026, 2 tenancies, sale", { start: "2026-03-01", served: "2026-11-20", tenancies: 2, company: false, reason: "sale" }, "2026", "small", "possible", "small-sale"],
  ["created 1 Mar 2026, 3 tenancies (the limit), family", { start: "2026-03-01", served: "2026-11-20", tenancies: 3, company: false, reason: "family" }, "2026", "small", "possible", "small-family"],
  ["created 1 Mar 2026, 4 tenancies, family", { start: "2026-03-01", served: "2026-11-20", tenancies: 4, company: false, reason: "family" }, "2026", "large", "not-allowed", "large-landlord"],
  ["created 1 Mar 2026, a company with 1 tenancy, sale", { start: "2026-03-01", served: "2026-11-20", tenancies: 1, company: true, reason: "sale" }, "2026", "large", "not-allowed", "large-landlord"],
  ["created 1 Mar 2026, a company, breach", { start: "2026-03-01", served: "2026-11-20", company: true, reason: "breach" }, "2026", "large", "possible", "ground-breach-or-unsuitable"],
  ["created 1 Mar 2026, small, refurbishment", { start: "2026-03-01", served: "2026-11-20", tenancies: 1, company: false, reason: "refurbish" }, "2026", "small", "possible", "small-end-of-term"],
  ["created 1 Mar 2026, size not given, sale", { start: "2026-03-01", served: "2026-11-20", reason: "sale" }, "2026", null, "unknown", "need-size"],
  ["created 28 Feb 2026, a company, change of use", { start: "2026-02-28", served: "2026-11-20", company: true, reason: "change-use" }, "part4", "large", "possible", "ground-part4"],
  ["after 6 months, no reason", { start: "2025-01-10", served: "2026-11-20", reason: "none" }, "part4", null, "not-allowed", "no-reason-after-six-months"],
  ["first 6 months, served before 1 Mar 2026", { start: "2025-11-01", served: "2026-02-01", reason: "none" }, "part4", null, "possible", "first-six-months"],
  ["first 6 months, served from 1 Mar 2026, no reason", { start: "2026-03-01", served: "2026-06-01", tenancies: 9, reason: "none" }, "2026", "large", "not-allowed", "first-six-months-none"],
  ["first 6 months, served from 1 Mar 2026, a sale as 'other reasons'", { start: "2026-03-01", served: "2026-06-01", tenancies: 9, reason: "sale" }, "2026", "large", "possible", "first-six-months-category"],
  ["created 1 Mar 2026, size not given, breach (the same for every size)", { start: "2026-03-01", served: "2026-11-20", reason: "breach" }, "2026", null, "possible", "ground-breach-or-unsuitable"],
];

describe("tools: notice checker, reasons and regimes", () => {
  it.each(REASON_CASES)("%s", (_label, input, regime, size, verdict, why) => {
    const outcome = noticePeriod({ who: "landlord", ...input }, TODAY);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.regime).toBe(regime);
    expect(outcome.result.landlordSize).toBe(size);
    expect(outcome.result.reasonCheck).toEqual({ reason: input.reason, verdict, why });
  });

  it("both tenancies of 8 months get 152 days whichever regime", () => {
    for (const start of ["2026-02-28", "2026-03-01"]) {
      const outcome = noticePeriod({ who: "landlord", start, served: "2026-11-20" }, TODAY);
      expect(outcome.ok && [outcome.result.noticeDays, outcome.result.terminationDate]).toEqual([152, "2027-04-21"]);
    }
  });

  it("works out the 6-year tenancy of minimum duration, across a leap year", () => {
    expect(minimumDurationOn("2026-03-01", "2026-11-20")).toEqual({ from: "2026-03-01", lastDay: "2032-02-29" });
    expect(minimumDurationOn("2026-03-01", "2032-02-29")).toEqual({ from: "2026-03-01", lastDay: "2032-02-29" });
    expect(minimumDurationOn("2026-03-01", "2032-03-01")).toEqual({ from: "2032-03-01", lastDay: "2038-02-28" });
    const early = noticePeriod({ who: "landlord", start: "2026-03-01", served: "2026-11-20", tenancies: 2, company: false, reason: "sale" }, TODAY);
    expect(early.ok && early.result.minimumDuration).toEqual({ from: "2026-03-01", lastDay: "2032-02-29", earliestReachesEnd: false });
    // Served 1 December 2031 (5 years 9 months: 180 days), the earliest date, 29 May 2032, is after the period ends.
    const late = noticePeriod({ who: "landlord", start: "2026-03-01", served: "2031-12-01", tenancies: 2, company: false, reason: "sale" }, TODAY);
    expect(late.ok && [late.result.noticeDays, late.result.terminationDate, late.result.minimumDuration?.earliestReachesEnd]).toEqual([180, "2032-05-29", true]);
  });

  it("a tenant's notice ignores the landlord's questions", () => {
    const outcome = noticePeriod({ who: "tenant", start: "2026-03-01", served: "2026-11-20", tenancies: 9, reason: "sale" }, TODAY);
    expect(outcome.ok && [outcome.result.reasonCheck, outcome.result.landlordSize, outcome.result.rtbCopy]).toEqual([null, null, null]);
  });
});

describe("tools: notice checker parameters", () => {
  const read = (qs: string) => readNoticeQuery(new URLSearchParams(qs));

  it("round-trips through the URL", () => {
    for (const [who, start, served] of CASES) {
      const query = read(noticeQuery({ who, start, served }));
      expect(query.ignored).toEqual([]);
      expect(evaluateNotice(query.values, TODAY).input).toEqual(who === "landlord" ? { who, start, served, tenancies: null, company: null, reason: null } : { who, start, served });
    }
    expect(noticeQuery({ who: "landlord", start: "2024-01-15", served: "2024-07-15" })).toBe("who=landlord&start=2024-01-15&served=2024-07-15");
    const full: NoticeInput = { who: "landlord", start: "2026-03-01", served: "2026-11-20", tenancies: 5, company: false, reason: "sale" };
    expect(noticeQuery(full)).toBe("who=landlord&start=2026-03-01&served=2026-11-20&tenancies=5&company=no&reason=sale");
    expect(evaluateNotice(read(noticeQuery(full)).values, TODAY).input).toEqual(full);
    // A tenant's link leaves the landlord's answers out.
    expect(noticeQuery({ ...full, who: "tenant" })).toBe("who=tenant&start=2026-03-01&served=2026-11-20");
  });

  it("names unknown parameters and keeps the first of a repeated one", () => {
    const query = read("who=tenant&who=landlord&start=2024-01-15&served=2024-07-15&utm_source=x&<script>=1");
    expect(query.values.who).toBe("tenant");
    expect(query.ignored.map((i) => i.name)).toEqual(["utm_source", "<script>"]);
    expect(query.submitted).toBe(true);
    expect(read("foo=1").submitted).toBe(false);
  });

  it("gives one clear message per bad input", () => {
    const issues = evaluateNotice(read("who=judge&start=2023-02-29&served=15%2F07%2F2024").values, TODAY).issues;
    expect(issues.who?.message).toBe("Choose whether your landlord gave you notice or you are giving your landlord notice.");
    expect(issues.start?.message).toMatch(/does not exist/);
    expect(issues.served?.message).toMatch(/year-month-day/);
    expect(evaluateNotice(read("who=tenant&start=1800-01-01&served=2024-01-01").values, TODAY).issues.start?.message).toMatch(/between 1950 and 2100/);
    const missing = evaluateNotice(read("who=tenant").values, TODAY).issues;
    expect(missing.start).toEqual({ kind: "missing", message: "Enter the date the tenancy started." });
    const landlord = evaluateNotice(read("who=landlord&start=2026-03-01&served=2026-11-20&tenancies=-3&company=maybe&reason=revenge").values, TODAY).issues;
    expect(landlord.tenancies?.message).toBe("Enter the number of tenancies as a whole number, for example 2.");
    expect(landlord.company?.message).toBe("Choose whether the landlord is a company.");
    expect(landlord.reason?.message).toBe("Choose the reason the notice gives.");
    expect(evaluateNotice(read("who=landlord&start=2026-03-01&served=2026-11-20&tenancies=0").values, TODAY).issues.tenancies?.message).toMatch(/between 1 and 100,000/);
    expect(evaluateNotice(read("who=landlord&start=2026-03-01&served=2026-11-20&tenancies=99999999").values, TODAY).issues.tenancies?.message).toMatch(/between 1 and 100,000/);
    // A tenant's notice never trips on the landlord's fields.
    expect(evaluateNotice(read("who=tenant&start=2026-03-01&served=2026-11-20&tenancies=abc").values, TODAY).result?.noticeDays).toBe(35);
  });

  it("turns the rule's problems into messages on the right date", () => {
    expect(evaluateNotice(read("who=tenant&start=2027-01-01&served=2027-06-01").values, TODAY).issues.start?.message).toMatch(/in the future/);
    expect(evaluateNotice(read("who=tenant&start=2024-06-01&served=2024-05-01").values, TODAY).issues.start?.message).toMatch(/after the date the notice is served/);
    expect(evaluateNotice(read("who=landlord&start=2015-06-01&served=2019-05-01").values, TODAY).issues.served?.message).toMatch(/from 4 June 2019/);
  });

  it("never throws on hostile input", () => {
    for (const qs of ["start=%00&served=9999-99-99", `start=${"9".repeat(5000)}`, "who=&start=&served=", "served=2024-02-30&start=--", `who=landlord&start=2024-01-01&served=2024-06-01&tenancies=${"9".repeat(39)}`, "who=landlord&tenancies=1e9&reason=__proto__"]) {
      expect(() => evaluateNotice(read(qs).values, TODAY)).not.toThrow();
      expect(evaluateNotice(read(qs).values, TODAY).result).toBeNull();
    }
  });
});

/**
 * Worked cases from the law (issue 42): one for each condition the law sets
 * and its opposite, each named by its section. For a landlord's notice the
 * first sentence is the verdict on the reason, then the notice length; where
 * the size or the reason is not said, it states the condition. Hand-worked:
 * a tenancy created on 1 April 2026 has its first 6-year period to 31 March
 * 2032 (s. 35B(1)); 7 months 19 days on 20 November 2026 is the 152-day row;
 * a breach notice is 28 days whatever the length (s. 67(2)(aa)).
 */
/** dates.end: the earliest termination date; periodEnd: the last day of a 2026 tenancy's current 6-year period (s. 35B(1)), none before 2026. */
type WorkedCase = [name: string, query: string, allowed: "yes" | "no" | "if", answer: string, dates: { end: string; periodEnd?: string }];

const APRIL = "who=landlord&start=2026-04-01&served=2026-11-20";
const SMALL = "tenancies=2&company=no";
const LENGTH_152 = "the notice must give you at least 152 days, so the tenancy can end on 21 April 2027 at the earliest";

const WORKED: WorkedCase[] = [
  [
    "s. 35B(3)(a), (4): small landlord, sale, 2026 tenancy: not before 31 March 2032 unless hardship",
    `${APRIL}&${SMALL}&reason=sale`,
    "if",
    `A small landlord cannot end this tenancy to sell before 31 March 2032 unless they prove hardship to the RTB; if they do, ${LENGTH_152}.`,
    { end: "2027-04-21", periodEnd: "2032-03-31" },
  ],
  [
    "s. 35B(5): small landlord, sale, a notice that runs to the end of the 6-year period: allowed at its end",
    `who=landlord&start=2026-03-01&served=2031-12-01&${SMALL}&reason=sale`,
    "yes",
    "A small landlord can end this tenancy to sell at the end of its 6-year period, 29 February 2032, with a statutory declaration saying so; the notice must give you at least 180 days, so the tenancy can end on 29 May 2032 at the earliest.",
    { end: "2032-05-29", periodEnd: "2032-02-29" },
  ],
  [
    "s. 35B(2): large landlord (4 tenancies), sale, 2026 tenancy: never",
    `${APRIL}&tenancies=4&company=no&reason=sale`,
    "no",
    "A large landlord can never end this tenancy to sell (the law does not allow it for a tenancy created from 1 March 2026). They can end it only for a breach of your obligations (including rent arrears) or because the home no longer suits your household.",
    { end: "2027-04-21", periodEnd: "2032-03-31" },
  ],
  [
    "s. 35B(2): a company with 1 tenancy is a large landlord: family use never",
    `${APRIL}&tenancies=1&company=yes&reason=family`,
    "no",
    "A large landlord can never end this tenancy to live in the home or house family there (the law does not allow it for a tenancy created from 1 March 2026). They can end it only for a breach of your obligations (including rent arrears) or because the home no longer suits your household.",
    { end: "2027-04-21", periodEnd: "2032-03-31" },
  ],
  [
    "s. 12(2), s. 34 Table para. 3: large landlord, sale, tenancy created 28 February 2026: allowed (the creation date decides)",
    "who=landlord&start=2026-02-28&served=2026-11-20&tenancies=5&company=no&reason=sale",
    "yes",
    "Your landlord can end this tenancy to sell the home within 9 months of it ending, with a statutory declaration saying so; the notice must give you at least 152 days, so the tenancy can end on 21 April 2027 at the earliest.",
    { end: "2027-04-21" },
  ],
  [
    "s. 35B(3)(b), (5): small landlord, refurbishment, before the end of the 6-year period: not with this notice",
    `${APRIL}&${SMALL}&reason=refurbish`,
    "no",
    "A small landlord cannot end this tenancy to refurbish the home before 31 March 2032, the end of its 6-year period: a notice for this reason must give you at least 152 days and end the tenancy on or after 31 March 2032.",
    { end: "2027-04-21", periodEnd: "2032-03-31" },
  ],
  [
    "s. 35B(5): small landlord, change of use, a notice that runs to the end of the 6-year period: allowed",
    `who=landlord&start=2026-03-01&served=2031-12-01&${SMALL}&reason=change-use`,
    "yes",
    "A small landlord can end this tenancy to change the use of the home at the end of its 6-year period, 29 February 2032, with a statement of the new use and a statutory declaration; the notice must give you at least 180 days, so the tenancy can end on 29 May 2032 at the earliest.",
    { end: "2032-05-29", periodEnd: "2032-02-29" },
  ],
  [
    "s. 35(4)(b): small landlord, family use during a 6-year period: close family only",
    `${APRIL}&${SMALL}&reason=family`,
    "yes",
    `A small landlord can end this tenancy to live in the home or let a close family member live there (before 31 March 2032, only a spouse or civil partner, child, stepchild, foster child, adopted child, parent, step-parent or parent-in-law), with a statutory declaration saying so; ${LENGTH_152}.`,
    { end: "2027-04-21", periodEnd: "2032-03-31" },
  ],
  [
    "s. 35(4)(a): small landlord, family use, a notice that runs to the end of the period: the whole family",
    `who=landlord&start=2026-03-01&served=2031-12-01&${SMALL}&reason=family`,
    "yes",
    "A small landlord can end this tenancy to live in the home or let a member of their family live there, with a statutory declaration saying so; the notice must give you at least 180 days, so the tenancy can end on 29 May 2032 at the earliest.",
    { end: "2032-05-29", periodEnd: "2032-02-29" },
  ],
  [
    "s. 34 Table para. 2, s. 35B(2): large landlord, the home no longer suits the household: allowed",
    `${APRIL}&tenancies=9&reason=unsuitable`,
    "yes",
    `A large landlord can end this tenancy because the home no longer suits your household's needs (for example, it has become overcrowded); ${LENGTH_152}.`,
    { end: "2027-04-21", periodEnd: "2032-03-31" },
  ],
  [
    "s. 67(2)(aa): a breach of obligations after 8 years: 28 days, not the table's 224",
    "who=landlord&start=2016-05-10&served=2024-05-10&reason=breach",
    "yes",
    "Your landlord can end this tenancy for a breach of your obligations (including rent arrears), usually once they have warned you in writing and given you time to put it right; the notice must give you at least 28 days, so the tenancy can end on 7 June 2024 at the earliest.",
    { end: "2024-06-07" },
  ],
  [
    "s. 35B(2), (3): size not said, sale, 2026 tenancy: the first sentence states both sizes",
    `${APRIL}&reason=sale`,
    "if",
    `If your landlord is small (not a company, 3 tenancies or fewer), they cannot end this tenancy to sell before 31 March 2032 unless they prove hardship to the RTB (if they do, ${LENGTH_152}); if large (4 or more tenancies, or a company), they can never end this tenancy to sell (the law does not allow it for a tenancy created from 1 March 2026).`,
    { end: "2027-04-21", periodEnd: "2032-03-31" },
  ],
  [
    "s. 34: reason not said, tenancy created before 1 March 2026: any reason the law allows",
    "who=landlord&start=2024-01-15&served=2026-11-20",
    "if",
    "Your landlord can end this tenancy only for one of the reasons the law allows, stated in the notice; the notice must give you at least 180 days, so the tenancy can end on 19 May 2027 at the earliest (for a breach of your obligations, 28 days' notice is enough).",
    { end: "2027-05-19" },
  ],
  [
    "s. 35B: reason not said, large landlord, 2026 tenancy: only a breach or an unsuitable home",
    `${APRIL}&tenancies=9`,
    "if",
    "A large landlord can end this tenancy only for a breach of your obligations (including rent arrears) or because the home no longer suits your household; never to sell, live in the home or house family, refurbish or change the use of the home. The notice must give you at least 152 days, so the tenancy can end on 21 April 2027 at the earliest (for a breach of your obligations, 28 days' notice is enough).",
    { end: "2027-04-21", periodEnd: "2032-03-31" },
  ],
  [
    "s. 35B: reason and size not said, 2026 tenancy: if small …; if large …",
    APRIL,
    "if",
    "If your landlord is small (not a company, 3 tenancies or fewer), they can end this tenancy only for a breach of your obligations (including rent arrears), because the home no longer suits your household or to live in the home or house family; to sell, only with an end date on or after 31 March 2032 or earlier with hardship proven to the RTB; to refurbish or change the use of the home, only with an end date on or after 31 March 2032. If large (4 or more tenancies, or a company), they can end it only for a breach of your obligations (including rent arrears) or because the home no longer suits your household; never to sell, live in the home or house family, refurbish or change the use of the home. In either case the notice must give you at least 152 days, so the tenancy can end on 21 April 2027 at the earliest (for a breach of your obligations, 28 days' notice is enough).",
    { end: "2027-04-21", periodEnd: "2032-03-31" },
  ],
  [
    "s. 62(1)(e): after 6 months, a notice with no reason: not allowed",
    "who=landlord&start=2024-01-15&served=2026-11-20&reason=none",
    "no",
    "Your landlord cannot end this tenancy with a notice that gives no reason: once a tenancy has lasted 6 months, the notice must give one of the reasons the law allows. With one, it must give you at least 180 days (28 for a breach of your obligations).",
    { end: "2027-05-19" },
  ],
  [
    "s. 62(1)(da) (2026 Act, s. 15): first 6 months, served 1 March 2026, no reason: not valid",
    "who=landlord&start=2025-12-01&served=2026-03-01&reason=none",
    "no",
    "Every notice served since 1 March 2026 must say which kind of reason ends the tenancy, even in its first 6 months: a notice that gives none is not valid. A notice that says which kind of reason it is must give you at least 90 days, so the tenancy could end on 30 May 2026 at the earliest.",
    { end: "2026-05-30" },
  ],
  [
    "s. 62(1)(e) before the 2026 Act: the same tenancy's notice served 28 February 2026 with no reason: allowed",
    "who=landlord&start=2025-12-01&served=2026-02-28&reason=none",
    "yes",
    "In the first 6 months, a landlord can end the tenancy without giving a reason (unless a fixed-term lease says otherwise); the notice must give you at least 90 days, so the tenancy can end on 29 May 2026 at the earliest.",
    { end: "2026-05-29" },
  ],
  [
    "s. 62(1)(da): a tenancy created before 1 March 2026, served in its first 6 months after that day: the reason rule follows the day served",
    "who=landlord&start=2026-01-10&served=2026-03-10",
    "yes",
    "In the first 6 months, a landlord does not need one of the grounds the law lists to end the tenancy (unless a fixed-term lease says otherwise), but every notice served since 1 March 2026 must say which kind of reason it is: your breach of obligations, rent arrears, the home no longer suiting your household, or other reasons; the notice must give you at least 90 days, so the tenancy can end on 8 June 2026 at the earliest.",
    { end: "2026-06-08" },
  ],
  [
    "s. 35B(1) (a relevant Part 4 tenancy, after 6 months): large landlord, sale in a 2026 tenancy's first 6 months, stated as other reasons: allowed",
    "who=landlord&start=2026-09-01&served=2026-11-20&tenancies=9&reason=sale",
    "yes",
    "In the first 6 months, a landlord does not need one of the grounds the law lists to end the tenancy (unless a fixed-term lease says otherwise), but every notice served since 1 March 2026 must say which kind of reason it is: your breach of obligations, rent arrears, the home no longer suiting your household, or other reasons; the notice must give you at least 90 days, so the tenancy can end on 18 February 2027 at the earliest.",
    { end: "2027-02-18", periodEnd: "2032-08-31" },
  ],
  [
    "s. 66 Table 2: a tenant's notice needs no reason",
    "who=tenant&start=2024-01-15&served=2026-11-20",
    "yes",
    "You must give your landlord at least 56 days' notice: the tenancy can end on 15 January 2027 at the earliest.",
    { end: "2027-01-15" },
  ],
];

describe("tools: notice checker, worked cases from the law (issue 42)", () => {
  it.each(WORKED)("%s", (_name, query, allowed, answer, dates) => {
    const result = evaluateNotice(readNoticeQuery(new URLSearchParams(query)).values, TODAY).result!;
    expect(result, query).not.toBeNull();
    expect(noticeAnswer(result)).toBe(answer);
    expect(result.allowed).toBe(allowed);
    expect(result.terminationDate).toBe(dates.end);
    expect(result.minimumDuration?.lastDay).toBe(dates.periodEnd);
  });

  it("s. 62(1A): the same-day copy to the RTB is the Act's own rule for notices served from 1 March 2026, and a condition of validity before then too", () => {
    const before = evaluateNotice(readNoticeQuery(new URLSearchParams("who=landlord&start=2025-01-10&served=2026-02-28")).values, TODAY).result!;
    const after = evaluateNotice(readNoticeQuery(new URLSearchParams("who=landlord&start=2025-01-10&served=2026-03-01")).values, TODAY).result!;
    expect([before.rtbCopy?.when, before.rtbCopyInAct]).toEqual(["same-day", false]);
    expect([after.rtbCopy?.when, after.rtbCopyInAct]).toEqual(["same-day", true]);
  });

  it("a notice for a reason the law does not allow here puts no end date in the calendar, only the dispute deadline", () => {
    const evaluation = evaluateNotice(readNoticeQuery(new URLSearchParams(`${APRIL}&tenancies=4&company=no&reason=sale`)).values, TODAY);
    const events = noticeEvents(evaluation, "https://www.example.ie/tools/notice-period", TODAY);
    expect(events.map((e) => e.date)).toEqual([evaluation.result!.disputeBy, addDays(evaluation.result!.disputeBy, -7)]);
    const allowed = evaluateNotice(readNoticeQuery(new URLSearchParams(`${APRIL}&${SMALL}&reason=family`)).values, TODAY);
    expect(noticeEvents(allowed, "https://www.example.ie/tools/notice-period", TODAY)[0]!.date).toBe("2027-04-21");
  });
});

describe("tools: notice checker, its conditions are open data", () => {
  it("the rules it reads are conditions in /data/rules.json and .csv, each period quoted", () => {
    const data = rulesData({ on: null, today: TODAY, builtAt: "2026-11-28T10:00:00.000Z", site: { name: "Irish Housing Guide", url: "https://example.ie" }, titles: pageTitle });
    const csv = rulesCsv(data);
    for (const id of ["tenure-regime", "notice-reason", "breach-notice-period", "notice-copy-to-rtb"]) {
      const rule = data.rules.find((r) => r.id === id)!;
      expect(rule.kind, id).toBe("condition");
      expect(rule.periods.every((p) => p.quotes.length > 0), id).toBe(true);
      expect(csv, id).toContain(`${id},`);
    }
    // The grounds by landlord size are in the data, with the words the checker says.
    const tenure = data.rules.find((r) => r.id === "tenure-regime")!.periods.at(-1)!.value as { grounds: { large: { sale: { when: string } } } };
    expect(tenure.grounds.large.sale.when).toBe("never");
  });
});
