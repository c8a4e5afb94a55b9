import { describe, expect, it } from "vitest";
import { addDays, addMonths, compareIso, daysBetween, durationBetween, isIsoDate, isLeapYear, parseIsoDate, wholeMonthsBetween } from "~/lib/dates";

describe("tools: ISO date helpers (UTC, leap-year safe)", () => {
  it("accepts only real dates in yyyy-mm-dd form", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({ y: 2024, m: 2, d: 29 });
    for (const bad of ["2023-02-29", "2100-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00", "2024-1-5", "15/01/2024", "", "2024-01-15T00:00", " 2024-01-15"]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
    expect(isIsoDate("2000-02-29")).toBe(true);
  });

  it("knows leap years (every 4, not every 100, every 400)", () => {
    expect([2024, 2000, 2400].map(isLeapYear)).toEqual([true, true, true]);
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });

  it.each([
    ["2024-02-28", 1, "2024-02-29"],
    ["2023-02-28", 1, "2023-03-01"],
    ["2024-12-31", 1, "2025-01-01"],
    ["2024-03-01", -1, "2024-02-29"],
    ["2025-03-01", 28, "2025-03-29"],
    ["2024-01-01", 366, "2025-01-01"],
  ])("addDays(%s, %i) = %s", (from, n, expected) => {
    expect(addDays(from, n)).toBe(expected);
  });

  it.each([
    ["2024-01-31", 1, "2024-02-29"],
    ["2023-01-31", 1, "2023-02-28"],
    ["2024-02-29", 12, "2025-02-28"],
    ["2024-02-29", 48, "2028-02-29"],
    ["2024-08-31", 6, "2025-02-28"],
    ["2024-11-15", 3, "2025-02-15"],
    ["2025-03-31", -1, "2025-02-28"],
  ])("addMonths(%s, %i) = %s", (from, n, expected) => {
    expect(addMonths(from, n)).toBe(expected);
  });

  it.each([
    ["2024-01-15", "2024-07-14", 5],
    ["2024-01-15", "2024-07-15", 6],
    ["2024-01-31", "2024-02-28", 0],
    ["2024-01-31", "2024-02-29", 1],
    ["2020-02-29", "2021-02-28", 12],
    ["2016-05-10", "2024-05-10", 96],
    ["2024-05-10", "2024-05-10", 0],
    ["2024-05-10", "2024-05-01", 0],
  ])("wholeMonthsBetween(%s, %s) = %i", (from, to, expected) => {
    expect(wholeMonthsBetween(from, to)).toBe(expected);
  });

  it("splits a duration into years, months and days", () => {
    expect(durationBetween("2024-01-15", "2024-07-14")).toEqual({ years: 0, months: 5, days: 29, totalMonths: 5 });
    expect(durationBetween("2016-05-10", "2024-05-09")).toEqual({ years: 7, months: 11, days: 29, totalMonths: 95 });
    expect(durationBetween("2024-03-01", "2024-03-01")).toEqual({ years: 0, months: 0, days: 0, totalMonths: 0 });
  });

  it("counts days and compares dates", () => {
    expect(daysBetween("2024-02-01", "2024-03-01")).toBe(29);
    expect(daysBetween("2023-02-01", "2023-03-01")).toBe(28);
    expect(compareIso("2024-01-02", "2024-01-10")).toBe(-1);
    expect(compareIso("2024-01-10", "2024-01-10")).toBe(0);
  });

  it("refuses arithmetic on a date that does not exist", () => {
    expect(() => addDays("2023-02-29", 1)).toThrow(RangeError);
    expect(() => addMonths("not a date", 1)).toThrow(RangeError);
  });
});
