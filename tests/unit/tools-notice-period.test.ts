import { describe, expect, it } from "vitest";
import { periodOn, ruleProblems } from "~/content/dated";
import { landlordNoticeRule, TENANCY_RULES, tenantNoticeRule } from "~/content/facts/tenancy";
import { evaluateNotice, noticeQuery, readNoticeQuery } from "~/tools/notice-period.form";
import { minimumDurationOn, noticePeriod, type NoticeGiver, type NoticeInput } from "~/tools/notice-period";

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
  ["first 6 months, served from 1 Mar 2026", { start: "2026-03-01", served: "2026-06-01", tenancies: 9, reason: "none" }, "2026", "large", "possible", "first-six-months-category"],
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
    expect(query.ignored).toEqual(["utm_source", "<script>"]);
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
