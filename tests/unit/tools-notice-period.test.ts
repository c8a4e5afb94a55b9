import { describe, expect, it } from "vitest";
import { tenancy } from "~/content/facts";
import { evaluateNotice, noticeQuery, readNoticeQuery } from "~/tools/notice-period.form";
import { noticePeriod, type NoticeGiver } from "~/tools/notice-period";

const TODAY = "2026-11-22";

/**
 * Hand-worked: months = complete calendar months from start to service;
 * termination = service date + notice days (day 1 is the day after service).
 */
const CASES: [NoticeGiver, string, string, number, number, string][] = [
  // who, start, served, complete months, notice days, earliest termination
  ["tenant", "2024-01-15", "2024-07-14", 5, 28, "2024-08-11"], // a day short of 6 months
  ["tenant", "2024-01-15", "2024-07-15", 6, 35, "2024-08-19"], // exactly 6 months: the 6-month band
  ["landlord", "2024-01-15", "2024-07-15", 6, 90, "2024-10-13"],
  ["tenant", "2023-03-01", "2024-02-29", 11, 35, "2024-04-04"], // served on 29 February
  ["tenant", "2023-03-01", "2024-03-01", 12, 42, "2024-04-12"], // exactly 1 year
  ["landlord", "2023-03-01", "2024-03-01", 12, 120, "2024-06-29"],
  ["tenant", "2022-06-15", "2024-06-14", 23, 42, "2024-07-26"], // a day short of 2 years
  ["landlord", "2021-09-30", "2024-09-30", 36, 180, "2025-03-29"], // exactly 3 years; end crosses February 2025
  ["tenant", "2020-12-31", "2024-12-31", 48, 84, "2025-03-25"], // exactly 4 years
  ["landlord", "2017-01-31", "2024-01-31", 84, 196, "2024-08-14"], // exactly 7 years; notice runs through 29 February
  ["landlord", "2016-05-10", "2024-05-09", 95, 196, "2024-11-21"], // a day short of 8 years
  ["tenant", "2016-05-10", "2024-05-10", 96, 112, "2024-08-30"], // exactly 8 years
  ["landlord", "2016-05-10", "2024-05-10", 96, 224, "2024-12-20"],
  ["tenant", "2020-02-29", "2021-02-28", 12, 42, "2021-04-11"], // leap-day start: 1 year on 28 February
  ["tenant", "2020-02-29", "2021-02-27", 11, 35, "2021-04-03"],
  ["tenant", "2024-08-31", "2025-02-28", 6, 35, "2025-04-04"], // month-end start
  ["tenant", "2025-06-01", "2025-06-01", 0, 28, "2025-06-29"], // served on the first day
  ["landlord", "2024-10-01", "2024-12-20", 2, 28, "2025-01-17"], // end crosses the new year
];

describe("tools: notice period rule", () => {
  it.each(CASES)("%s, started %s, served %s: %i months, %i days, ends %s", (who, start, served, months, days, end) => {
    const outcome = noticePeriod({ who, start, served }, TODAY);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.length.totalMonths).toBe(months);
    expect(outcome.result.noticeDays).toBe(days);
    expect(outcome.result.terminationDate).toBe(end);
    const table = who === "tenant" ? tenancy.tenantNotice : tenancy.landlordNotice;
    expect(table[outcome.result.bandIndex]!.value).toBe(days);
  });

  it("starts counting the day after service", () => {
    const outcome = noticePeriod({ who: "tenant", start: "2024-01-01", served: "2025-03-01" }, TODAY);
    expect(outcome.ok && outcome.result.firstDay).toBe("2025-03-02");
  });

  it("refuses a start date in the future, and one after the notice date", () => {
    expect(noticePeriod({ who: "tenant", start: "2026-11-23", served: "2027-02-01" }, TODAY)).toEqual({ ok: false, problem: "start-in-future" });
    expect(noticePeriod({ who: "tenant", start: "2024-05-02", served: "2024-05-01" }, TODAY)).toEqual({ ok: false, problem: "start-after-served" });
    expect(noticePeriod({ who: "landlord", start: TODAY, served: TODAY }, TODAY).ok).toBe(true);
  });
});

describe("tools: notice period parameters", () => {
  const read = (qs: string) => readNoticeQuery(new URLSearchParams(qs));

  it("round-trips through the URL", () => {
    for (const [who, start, served] of CASES) {
      const query = read(noticeQuery({ who, start, served }));
      expect(query.ignored).toEqual([]);
      expect(evaluateNotice(query.values, TODAY).input).toEqual({ who, start, served });
    }
    expect(noticeQuery({ who: "landlord", start: "2024-01-15", served: "2024-07-15" })).toBe("who=landlord&start=2024-01-15&served=2024-07-15");
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
    expect(issues.who?.message).toBe("Choose who is giving notice.");
    expect(issues.start?.message).toMatch(/does not exist/);
    expect(issues.served?.message).toMatch(/year-month-day/);
    expect(evaluateNotice(read("who=tenant&start=1800-01-01&served=2024-01-01").values, TODAY).issues.start?.message).toMatch(/between 1950 and 2100/);
    const missing = evaluateNotice(read("who=tenant").values, TODAY).issues;
    expect(missing.start).toEqual({ kind: "missing", message: "Enter the date the tenancy started." });
  });

  it("turns the rule's problems into messages on the start date", () => {
    expect(evaluateNotice(read("who=tenant&start=2027-01-01&served=2027-06-01").values, TODAY).issues.start?.message).toMatch(/in the future/);
    expect(evaluateNotice(read("who=tenant&start=2024-06-01&served=2024-05-01").values, TODAY).issues.start?.message).toMatch(/after the date the notice is served/);
  });

  it("never throws on hostile input", () => {
    for (const qs of ["start=%00&served=9999-99-99", `start=${"9".repeat(5000)}`, "who=&start=&served=", "served=2024-02-30&start=--"]) {
      expect(() => evaluateNotice(read(qs).values, TODAY)).not.toThrow();
      expect(evaluateNotice(read(qs).values, TODAY).result).toBeNull();
    }
  });
});
