/**
 * The Rent Tax Credit, worked by hand (issue 33). Each expected figure is
 * worked here in the comment beside it from the rules in facts/taxes.ts:
 * 20% of the rent, up to €500 / €1,000 (2022–2023) or €1,000 / €2,000
 * (2024–2028); a year can be claimed until 31 December four years after it.
 */
import { describe, expect, it } from "vitest";
import { quoteProblems } from "~/content/dated";
import { NOTE_TEXT } from "~/content/questionnaire";
import { RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { rentTaxCredit as creditRule, rentTaxCreditRate, taxRepaymentClaimWindow } from "~/content/facts/taxes";
import { creditForYear, creditYears, lastDayToClaim, rentByYear, rentTaxCredit } from "~/rules/rent-tax-credit";
import { evaluateRtc, outsideYears, readRtcQuery, RTC_KEYS } from "~/tools/rent-tax-credit.form";
import type { RawValues } from "~/lib/params";
import type { RtcKey } from "~/tools/rent-tax-credit.form";

const values = (v: Partial<Record<string, string>>): RawValues<RtcKey> =>
  Object.fromEntries(RTC_KEYS.map((k) => [k, v[k] ?? ""])) as RawValues<RtcKey>;

describe("the rules behind the tool", () => {
  it("the years, the rate and the window come from the dated rules, each quoting its source", () => {
    expect(creditYears()).toEqual([2022, 2023, 2024, 2025, 2026, 2027, 2028]);
    for (const rule of [creditRule, rentTaxCreditRate, taxRepaymentClaimWindow]) expect(quoteProblems(rule)).toEqual([]);
  });

  it("the last day to claim is 31 December four years after the year", () => {
    expect(lastDayToClaim(2022)).toBe("2026-12-31");
    expect(lastDayToClaim(2025)).toBe("2029-12-31");
  });
});

describe("worked by hand", () => {
  it("a single renter paying €1,200 a month through 2023 gets €500 for 2023", () => {
    // 12 × €1,200 = €14,400; 20% = €2,880; the 2023 maximum for a single person is €500.
    const r = rentTaxCredit({ status: "single", years: new Map(), monthly: { monthly: 1_200, from: "2023-01-01", to: "2023-12-31" } }, "2026-11-27");
    expect(r.years).toHaveLength(1);
    expect(r.years[0]).toMatchObject({ year: 2023, payments: 12, rent: 14_400, share: 2_880, max: 500, credit: 500, limitedBy: "max", lastDay: "2027-12-31", state: "open" });
    expect(r.totalClaimable).toBe(500);
  });

  it("a jointly assessed couple paying €800 a month through 2025 gets €1,920 for 2025", () => {
    // 12 × €800 = €9,600; 20% = €1,920, under the €2,000 couple maximum for 2025.
    const r = rentTaxCredit({ status: "couple", years: new Map(), monthly: { monthly: 800, from: "2025-01-01", to: "2025-12-31" } }, "2026-11-27");
    expect(r.years[0]).toMatchObject({ year: 2025, rent: 9_600, share: 1_920, max: 2_000, credit: 1_920, limitedBy: "share" });
  });

  it("the same couple from 2022: €1,000 + €1,000 + €1,920 + €1,920 = €5,840", () => {
    // 2022 and 2023: 20% of €9,600 = €1,920, capped at €1,000; 2024 and 2025: €1,920 each.
    const r = rentTaxCredit({ status: "couple", years: new Map(), monthly: { monthly: 800, from: "2022-01-01", to: "2025-12-31" } }, "2026-11-27");
    expect(r.years.map((y) => y.credit)).toEqual([1_000, 1_000, 1_920, 1_920]);
    expect(r.totalClaimable).toBe(5_840);
  });

  it("2022 can still be claimed on 31 December 2026, and not on 1 January 2027", () => {
    const input = { status: "single" as const, years: new Map([[2022, 3_000]]), monthly: null };
    const before = rentTaxCredit(input, "2026-12-31");
    expect(before.years[0]).toMatchObject({ year: 2022, credit: 500, claimable: true, state: "open", closingSoon: true });
    expect(before.totalClaimable).toBe(500);
    const after = rentTaxCredit(input, "2027-01-01");
    expect(after.years[0]).toMatchObject({ claimable: false, state: "closed" });
    expect(after.totalClaimable).toBe(0);
  });

  it("warns of a window closing within three months of the rules date, not before", () => {
    const input = { status: "single" as const, years: new Map([[2022, 3_000]]), monthly: null };
    // 30 September 2026 + 3 months = 30 December 2026: 31 December is not yet within.
    expect(rentTaxCredit(input, "2026-09-30").closingSoon).toHaveLength(0);
    expect(rentTaxCredit(input, "2026-10-01").closingSoon.map((y) => y.year)).toEqual([2022]);
  });

  it("the year in progress is claimable now; a year not begun is not counted in the total", () => {
    const r = rentTaxCredit({ status: "single", years: new Map([[2026, 6_000], [2027, 6_000]]), monthly: null }, "2026-11-27");
    expect(r.years.map((y) => y.state)).toEqual(["current", "not-yet"]);
    // 2026: 20% of €6,000 = €1,200, capped at €1,000. 2027 not yet.
    expect(r.totalClaimable).toBe(1_000);
  });

  it("a small rent: 20% to the cent, rounded down", () => {
    // 20% of €1,234.57 = €246.914 → €246.91.
    expect(creditForYear(2024, 1_234.57, "single")).toMatchObject({ share: 246.91, credit: 246.91 });
  });

  it("monthly rent from the 31st pays on each month's last day, and years outside the credit are set aside", () => {
    const years = rentByYear({ monthly: 1_000, from: "2021-10-31", to: "2022-03-01" });
    // 31 Oct, 30 Nov, 31 Dec 2021; 31 Jan, 28 Feb 2022.
    expect(years).toEqual([{ year: 2021, payments: 3, rent: 3_000 }, { year: 2022, payments: 2, rent: 2_000 }]);
    const r = rentTaxCredit({ status: "single", years: new Map(), monthly: { monthly: 1_000, from: "2021-10-31", to: "2022-03-01" } }, "2026-11-27");
    expect(r.outsideYears).toEqual([2021]);
    expect(r.years.map((y) => [y.year, y.credit])).toEqual([[2022, 400]]);
  });

  it("a year's own total wins over the monthly working", () => {
    const r = rentTaxCredit({ status: "single", years: new Map([[2024, 2_000]]), monthly: { monthly: 1_000, from: "2024-01-01", to: "2024-12-31" } }, "2026-11-27");
    expect(r.years[0]).toMatchObject({ year: 2024, rent: 2_000, from: "year", credit: 400 });
  });
});

describe("the form: bad input gets a message beside its field, the rest is worked out", () => {
  const today = "2026-11-27";

  it("a negative, absurd or script value is flagged and the other years still count", () => {
    const e = evaluateRtc(values({ status: "single", rent2022: "-5", rent2023: "99999999", rent2024: "<script>alert(1)</script>", rent2025: "6000" }), today);
    expect(e.issues.rent2022?.message).toMatch(/can't be negative/);
    expect(e.issues.rent2023?.message).toMatch(/no more than/);
    expect(e.issues.rent2024?.message).toMatch(/amount in euro/);
    expect(JSON.stringify(e.issues)).not.toContain("<script>");
    expect(e.result?.years.map((y) => [y.year, y.credit])).toEqual([[2025, 1_000]]);
  });

  it("an end date before the start, a monthly rent with no start, a start after today", () => {
    expect(evaluateRtc(values({ status: "single", rent: "1000", from: "2024-05-01", to: "2024-01-01" }), today).issues.to?.message).toMatch(/before the first/);
    expect(evaluateRtc(values({ status: "single", rent: "1000" }), today).issues.from?.message).toMatch(/first payment/);
    expect(evaluateRtc(values({ status: "single", rent: "1000", from: "2027-01-01" }), today).issues.from?.message).toMatch(/after today/);
  });

  it("monthly rent counts to today when no last date is given", () => {
    const e = evaluateRtc(values({ status: "single", rent: "500", from: "2026-01-01" }), today);
    // 1 Jan to 1 Nov 2026: 11 payments of €500 = €5,500; 20% = €1,100, capped at €1,000.
    expect(e.result?.years[0]).toMatchObject({ year: 2026, payments: 11, rent: 5_500, credit: 1_000 });
  });

  it("a year the credit does not cover is named (digits only) from the ignored parameters", () => {
    const q = readRtcQuery(new URLSearchParams("status=single&rent2021=5000&rent2030=1&evil=%3Cb%3E"));
    expect(outsideYears(q.ignored)).toEqual(["2021", "2030"]);
  });
});

describe("the answer sentence: what can be claimed now, in words, before the table", () => {
  const answer = (years: [number, number][], today: string) => {
    const r = rentTaxCredit({ status: "single", years: new Map(years), monthly: null }, today);
    return RTC_WORDS.answer(r.totalClaimable, r.years);
  };

  it("names the total, then each year's credit and its last day", () => {
    // 2022 €12,000 → €500 (cap); 2023 €1,500 → €300; 2024 €6,000 → €1,000 (cap).
    expect(answer([[2022, 12_000], [2023, 1_500], [2024, 6_000]], "2026-11-27")).toBe(
      "You can still claim €1,800: €500 for 2022 (claims close on 31 December 2026), €300 for 2023 (until 31 December 2027) and €1,000 for 2024 (until 31 December 2028).",
    );
  });

  it("one year reads as one claim; the year in progress says it can be claimed as you pay", () => {
    expect(answer([[2023, 1_500]], "2026-11-27")).toBe("You can still claim €300 for 2023 (claims close on 31 December 2027).");
    // 2026 €6,000 → €1,000 (cap); 2027 has not begun and is left out.
    expect(answer([[2026, 6_000], [2027, 6_000]], "2026-11-27")).toBe(
      "You can still claim €1,000 for 2026 (this year: claim as you pay, or until 31 December 2030).",
    );
  });

  it("says plainly why nothing can be claimed", () => {
    expect(answer([[2022, 3_000]], "2027-01-01")).toBe("You cannot claim anything now for the years you entered: claims for 2022 have closed.");
    expect(answer([[2027, 3_000], [2028, 3_000]], "2026-11-27")).toBe("You cannot claim anything now for the years you entered: 2027 and 2028 have not begun.");
  });

  it("the questionnaire's Rent Tax Credit note takes its rate from the dated rule", () => {
    const rate = rentTaxCreditRate.periods[rentTaxCreditRate.periods.length - 1]!.value;
    expect(NOTE_TEXT["rtc.amount"]!({})).toContain(`The credit is ${rate}% of the rent you pay`);
  });
});
