import { describe, expect, it } from "vitest";
import { historyItems } from "~/content/dated-words";
import { rentControlRule } from "~/content/facts/tenancy";
import { evaluateRent, readRentQuery, rentQuery } from "~/tools/rent-review.form";
import { rentCap, rentReview, type RentReviewInput } from "~/tools/rent-review";

const TODAY = "2026-11-24";

const input = (o: Partial<RentReviewInput>): RentReviewInput => ({ rent: 1500, lastSet: "2025-03-01", start: "2024-01-01", inflation: 2, kind: "standard", reviewOn: null, ...o });

/**
 * Hand-worked. Earliest review = last set + 12 months; the rule is the one in
 * force on the review date (HICP until 28 February 2026, CPI from 1 March 2026);
 * increase = the lower of 2% × complete months ÷ 12 (simple) and the rise in
 * prices entered (new apartments from 1 March 2026: the rise in prices only),
 * never below 0; the highest rent rounded down to the cent.
 */
const CASES: [string, RentReviewInput, string, string, "HICP" | "CPI", number, number, number][] = [
  // name, input, earliest review, review date, index, months, increase %, highest rent
  ["1 Mar 2026, CPI below 2%", input({ inflation: 1.5, reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 1.5, 1522.5],
  ["1 Mar 2026, CPI above 2%", input({ inflation: 3.2, reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 2, 1530],
  ["28 Feb 2026 (whole-State RPZ), HICP below 2%", input({ lastSet: "2025-02-28", inflation: 1.5, reviewOn: "2026-02-28" }), "2026-02-28", "2026-02-28", "HICP", 12, 1.5, 1522.5],
  ["28 Feb 2026 (whole-State RPZ), HICP above 2%", input({ lastSet: "2025-02-28", inflation: 3.2, reviewOn: "2026-02-28" }), "2026-02-28", "2026-02-28", "HICP", 12, 2, 1530],
  ["new apartment from 1 Mar 2026: CPI without the 2% limit", input({ inflation: 3.2, kind: "new-apartment", reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 3.2, 1548],
  ["new apartment on 28 Feb 2026: the 2% limit still applied", input({ lastSet: "2025-02-28", inflation: 3.2, kind: "new-apartment", reviewOn: "2026-02-28" }), "2026-02-28", "2026-02-28", "HICP", 12, 2, 1530],
  ["18 months: 3% limit, CPI 2.5% lower", input({ lastSet: "2025-09-01", inflation: 2.5, reviewOn: "2027-03-01" }), "2026-09-01", "2027-03-01", "CPI", 18, 2.5, 1537.5],
  ["18 months: 3% limit lower than CPI 4%", input({ lastSet: "2025-09-01", inflation: 4, reviewOn: "2027-03-01" }), "2026-09-01", "2027-03-01", "CPI", 18, 3, 1545],
  ["earliest date ahead: worked to it", input({ rent: 2000, start: "2026-06-15", lastSet: "2026-06-15", inflation: 1 }), "2027-06-15", "2027-06-15", "CPI", 12, 1, 2020],
  ["earliest date passed: worked to today, 22 months", input({ rent: 1200, start: "2020-01-01", lastSet: "2025-01-10", inflation: 5 }), "2026-01-10", TODAY, "CPI", 22, 44 / 12, 1244],
  ["prices fell: no increase", input({ inflation: -0.8, reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 0, 1500],
  ["rounded down to the cent", input({ rent: 999.99, inflation: 2, reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 2, 1019.98],
  ["set on 29 February 2024: earliest 28 February 2025, worked to today", input({ rent: 2000, start: "2024-02-29", lastSet: "2024-02-29", inflation: 4 }), "2025-02-28", TODAY, "CPI", 32, 4, 2080],
];

describe("tools: rent review rule", () => {
  it.each(CASES)("%s", (_name, i, earliest, review, index, months, increase, maxRent) => {
    const outcome = rentReview(i, TODAY);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.earliestReview).toBe(earliest);
    expect(outcome.result.reviewDate).toBe(review);
    expect(outcome.result.rule.index).toBe(index);
    expect(outcome.result.rule.reviewMonths).toBe(12);
    expect(outcome.result.cap!.months).toBe(months);
    expect(outcome.result.cap!.increasePercent).toBeCloseTo(increase, 10);
    expect(outcome.result.cap!.maxRent).toBe(maxRent);
  });

  it("says which limit set the increase", () => {
    expect(rentCap(1000, 3, 12, 2).limitedBy).toBe("cap");
    expect(rentCap(1000, 1, 12, 2).limitedBy).toBe("inflation");
    expect(rentCap(1000, 3, 12, null).limitedBy).toBe("inflation");
    expect(rentCap(1000, -0.5, 12, 2).limitedBy).toBe("no-increase");
    expect(rentCap(1000, 3, 12, 2).increase).toBe(20);
  });

  it("without the rise in prices, the 2% limb alone is the upper bound; the rise, when given, narrows it (issue 36)", () => {
    const without = rentReview(input({ inflation: null, reviewOn: "2026-03-01" }), TODAY);
    expect(without.ok && [without.result.cap!.limitedBy, without.result.cap!.maxRent, without.result.cap!.increase]).toEqual(["cap-only", 1530, 30]);
    const narrowed = rentReview(input({ inflation: 1.2, reviewOn: "2026-03-01" }), TODAY);
    expect(narrowed.ok && [narrowed.result.cap!.limitedBy, narrowed.result.cap!.maxRent]).toEqual(["inflation", 1518]);
    // The ceiling is the rule's own yearly figure (facts/tenancy.ts), over 18 months.
    const national = rentControlRule.periods[rentControlRule.periods.length - 1]!.value.capPercentPerYear;
    const long = rentReview(input({ inflation: null, lastSet: "2025-09-01", reviewOn: "2027-03-01" }), TODAY);
    expect(long.ok && long.result.cap!.increasePercent).toBeCloseTo(national * 1.5, 10);
    // A new apartment has no 2% limb: without the rise there is no figure, only the rule.
    const apartment = rentReview(input({ inflation: null, kind: "new-apartment", reviewOn: "2026-03-01" }), TODAY);
    expect(apartment.ok && apartment.result.cap).toBeNull();
  });

  it("is simple, not compounded: 2% over 24 months is 4%, not 4.04%", () => {
    expect(rentCap(1000, 9, 24, 2).maxRent).toBe(1040);
    expect(rentCap(1000, 9, 36, 2).maxRent).toBe(1060);
  });

  it("a market reset only for tenancies created from 1 March 2026, at the end of each 6-year period", () => {
    const at = (start: string, reviewOn: string) => rentReview(input({ start, lastSet: start, reviewOn, inflation: 10 }), TODAY);
    const reset = at("2026-03-01", "2032-03-01");
    expect(reset.ok && [reset.result.newRegime, reset.result.marketResetFrom, reset.result.marketResetPossible]).toEqual([true, "2032-03-01", true]);
    expect(reset.ok && reset.result.cap!.increasePercent).toBe(10); // 12% limit over 6 years; the 10% rise is lower
    const dayBefore = at("2026-03-01", "2032-02-29");
    expect(dayBefore.ok && dayBefore.result.marketResetPossible).toBe(false);
    const older = at("2026-02-28", "2032-03-01");
    expect(older.ok && [older.result.newRegime, older.result.marketResetFrom, older.result.marketResetPossible]).toEqual([false, null, false]);
  });

  it("refuses impossible dates and reviews before the rules it knows", () => {
    expect(rentReview(input({ lastSet: "2026-11-25" }), TODAY)).toEqual({ ok: false, problem: "last-set-in-future" });
    expect(rentReview(input({ lastSet: "2023-12-31" }), TODAY)).toEqual({ ok: false, problem: "set-before-start" });
    expect(rentReview(input({ reviewOn: "2026-02-28" }), TODAY)).toEqual({ ok: false, problem: "review-before-earliest", earliestReview: "2026-03-01" });
    expect(rentReview(input({ start: "2024-02-29", lastSet: "2024-02-29", reviewOn: "2025-02-28" }), TODAY)).toEqual({ ok: false, problem: "review-before-rules", rulesFrom: "2025-06-20" });
    expect(rentReview(input({ start: "2024-02-29", lastSet: "2024-02-29", reviewOn: "2025-06-20" }), TODAY).ok).toBe(true);
  });

  it("keeps the specification's Rent Pressure Zone figures as history", () => {
    const history = historyItems(rentControlRule, TODAY).join("\n");
    expect(history).toMatch(/once every 24 months/);
    expect(history).toMatch(/lower of 2% a year or HICP inflation/);
    expect(history).toMatch(/From 20 June 2025 to 28 February 2026/);
  });
});

describe("tools: rent review parameters", () => {
  const read = (qs: string) => readRentQuery(new URLSearchParams(qs));

  it("round-trips through the URL", () => {
    for (const [, i] of CASES) expect(evaluateRent(read(rentQuery(i)).values, TODAY).input).toEqual(i);
    expect(rentQuery(input({ rent: 1234.56, inflation: 1.75 }))).toBe("start=2024-01-01&set=2025-03-01&rent=1234.56&cpi=1.75&kind=standard");
  });

  it("reads money written the way people write it", () => {
    expect(evaluateRent(read("start=2024-01-01&rent=%E2%82%AC1%2C500&set=2025-03-01&cpi=2%25&kind=standard").values, TODAY).input?.rent).toBe(1500);
  });

  it("does not read the old Rent Pressure Zone link's yearly rate as the rise in prices", () => {
    const query = read("rpz=yes&set=2025-03-01&rent=1500&inflation=2.5");
    expect(query.ignored).toEqual(["rpz", "inflation"]);
    expect(evaluateRent(query.values, TODAY).result).toBeNull();
  });

  it("gives one clear message per bad input", () => {
    const issues = evaluateRent(read("start=2024-01-01&set=2025-02-30&kind=mansion").values, TODAY).issues;
    expect(issues.set?.message).toMatch(/does not exist/);
    expect(issues.kind?.message).toBe("Choose what kind of home it is.");
    const bad = evaluateRent(read("start=2024-01-01&rent=-900&set=2025-03-01&cpi=abc&kind=standard&review=2024-13-01").values, TODAY).issues;
    expect(bad.rent?.message).toBe("Your current monthly rent can't be negative.");
    expect(bad.cpi?.message).toMatch(/percentage as a number/);
    expect(bad.review?.message).toMatch(/does not exist/);
    expect(evaluateRent(read("start=2024-01-01&rent=5000000&set=2025-03-01&cpi=80&kind=standard").values, TODAY).issues).toMatchObject({
      rent: { message: expect.stringMatching(/no more than €100,000/) },
      cpi: { message: expect.stringMatching(/between -20% and 50%/) },
    });
    expect(evaluateRent(read("start=2024-01-01&set=2025-03-01&review=2026-01-01&rent=1000&cpi=2&kind=standard").values, TODAY).issues.review?.message).toMatch(/before 1 March 2026/);
    expect(evaluateRent(read("start=2024-01-01&set=2027-01-01&rent=1000&cpi=2&kind=standard").values, TODAY).issues.set?.message).toMatch(/in the future/);
    expect(evaluateRent(read("start=2025-01-01&set=2024-03-01&rent=1000&cpi=2&kind=standard").values, TODAY).issues.set?.message).toMatch(/before the tenancy started/);
    expect(evaluateRent(read("start=2024-01-01&set=2024-03-01&rent=1000&cpi=2&kind=standard&review=2025-03-01").values, TODAY).issues.review?.message).toMatch(/from 20 June 2025/);
    expect(evaluateRent(read("kind=standard").values, TODAY).issues.start).toEqual({ kind: "missing", message: "Enter the date the tenancy started." });
  });

  it("never throws on hostile input", () => {
    for (const qs of ["start=%00&set=9999-99-99", `rent=${"9".repeat(5000)}`, "kind=__proto__&cpi=1e400", "set=2024-02-30&start=--&review=0000-00-00"]) {
      expect(() => evaluateRent(read(qs).values, TODAY)).not.toThrow();
      expect(evaluateRent(read(qs).values, TODAY).result).toBeNull();
    }
  });
});
