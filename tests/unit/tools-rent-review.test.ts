import { describe, expect, it } from "vitest";
import { evaluateRent, readRentQuery, rentQuery } from "~/tools/rent-review.form";
import { rentCap, rentReview, type RentReviewInput } from "~/tools/rent-review";

const TODAY = "2026-11-22";

/**
 * Hand-worked. In an RPZ: earliest = last set + 24 months; rate = min(inflation, 2), never below 0;
 * increase = rate × months ÷ 12 (simple); max rent rounded down to the cent. Outside: + 12 months, no cap.
 */
const CASES: [string, RentReviewInput, string, number | null, number | null, number | null][] = [
  // name, input, earliest review, months in the period, increase %, highest rent
  ["inflation above 2%: capped at 2% a year", { rent: 1500, lastSet: "2025-03-01", rpz: true, inflation: 2.5, reviewOn: null }, "2027-03-01", 24, 4, 1560],
  ["inflation below 2% sets the rate", { rent: 1500, lastSet: "2025-03-01", rpz: true, inflation: 1.5, reviewOn: null }, "2027-03-01", 24, 3, 1545],
  ["inflation exactly 2%", { rent: 1500, lastSet: "2025-03-01", rpz: true, inflation: 2, reviewOn: null }, "2027-03-01", 24, 4, 1560],
  ["no inflation, no increase", { rent: 1500, lastSet: "2025-03-01", rpz: true, inflation: 0, reviewOn: null }, "2027-03-01", 24, 0, 1500],
  ["negative inflation allows no increase", { rent: 1500, lastSet: "2025-03-01", rpz: true, inflation: -1.2, reviewOn: null }, "2027-03-01", 24, 0, 1500],
  ["rent with cents, rate with two decimals", { rent: 1234.56, lastSet: "2025-01-10", rpz: true, inflation: 1.75, reviewOn: null }, "2027-01-10", 24, 3.5, 1277.76],
  ["rounded down to the cent", { rent: 999.99, lastSet: "2025-01-01", rpz: true, inflation: 2, reviewOn: null }, "2027-01-01", 24, 4, 1039.98],
  ["set on 29 February: review on 28 February", { rent: 2000, lastSet: "2024-02-29", rpz: true, inflation: 3, reviewOn: null }, "2026-02-28", 24, 4, 2080],
  ["later review: 30 months", { rent: 1800, lastSet: "2023-01-10", rpz: true, inflation: 4, reviewOn: "2025-07-20" }, "2025-01-10", 30, 5, 1890],
  ["later review: 27 months at 1.2%", { rent: 1000, lastSet: "2023-05-31", rpz: true, inflation: 1.2, reviewOn: "2025-08-31" }, "2025-05-31", 27, 2.7, 1027],
  ["review on the earliest date given explicitly", { rent: 1500, lastSet: "2025-03-01", rpz: true, inflation: 2.5, reviewOn: "2027-03-01" }, "2027-03-01", 24, 4, 1560],
  ["outside an RPZ: 12 months, no cap", { rent: 1500, lastSet: "2024-02-29", rpz: false, inflation: null, reviewOn: null }, "2025-02-28", null, null, null],
  ["outside an RPZ, review date ignored", { rent: null, lastSet: "2026-06-30", rpz: false, inflation: 9, reviewOn: "2030-01-01" }, "2027-06-30", null, null, null],
];

describe("tools: rent review rule", () => {
  it.each(CASES)("%s", (_name, input, earliest, months, increase, maxRent) => {
    const outcome = rentReview(input, TODAY);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.earliestReview).toBe(earliest);
    expect(outcome.result.cap?.months ?? null).toBe(months);
    expect(outcome.result.cap?.increasePercent ?? null).toBe(increase);
    expect(outcome.result.cap?.maxRent ?? null).toBe(maxRent);
    expect(outcome.result.intervalMonths).toBe(input.rpz ? 24 : 12);
  });

  it("says which figure set the yearly rate", () => {
    expect(rentCap(1000, 3, 24).limitedBy).toBe("cap");
    expect(rentCap(1000, 1, 24).limitedBy).toBe("inflation");
    expect(rentCap(1000, -0.5, 24).limitedBy).toBe("no-increase");
    expect(rentCap(1000, 3, 24).increase).toBe(40);
  });

  it("is simple, not compounded: 2% over 24 months is 4%, not 4.04%", () => {
    expect(rentCap(1000, 2, 24).maxRent).toBe(1040);
    expect(rentCap(1000, 2, 36).maxRent).toBe(1060);
  });

  it("notices when the earliest date has passed", () => {
    const outcome = rentReview({ rent: 1500, lastSet: "2024-01-01", rpz: true, inflation: 2, reviewOn: null }, TODAY);
    expect(outcome.ok && outcome.result.earliestHasPassed).toBe(true);
    const future = rentReview({ rent: 1500, lastSet: "2026-01-01", rpz: true, inflation: 2, reviewOn: null }, TODAY);
    expect(future.ok && future.result.earliestHasPassed).toBe(false);
  });

  it("refuses a last-set date in the future and a review before the earliest date", () => {
    expect(rentReview({ rent: 1500, lastSet: "2026-11-23", rpz: false, inflation: null, reviewOn: null }, TODAY)).toEqual({ ok: false, problem: "last-set-in-future" });
    expect(rentReview({ rent: 1500, lastSet: "2025-03-01", rpz: true, inflation: 2, reviewOn: "2027-02-28" }, TODAY)).toEqual({ ok: false, problem: "review-before-earliest", earliestReview: "2027-03-01" });
  });
});

describe("tools: rent review parameters", () => {
  const read = (qs: string) => readRentQuery(new URLSearchParams(qs));

  it("round-trips through the URL", () => {
    for (const [, input] of CASES.filter(([, i]) => i.rpz)) {
      expect(evaluateRent(read(rentQuery(input)).values, TODAY).input).toEqual(input);
    }
    expect(rentQuery({ rent: 1234.56, lastSet: "2025-01-10", rpz: true, inflation: 1.75, reviewOn: null })).toBe("rpz=yes&set=2025-01-10&rent=1234.56&inflation=1.75");
  });

  it("reads money written the way people write it", () => {
    expect(evaluateRent(read("rpz=yes&rent=%E2%82%AC1%2C500&set=2025-03-01&inflation=2%25").values, TODAY).input?.rent).toBe(1500);
  });

  it("gives one clear message per bad input", () => {
    const issues = evaluateRent(read("rpz=maybe&set=2025-02-30").values, TODAY).issues;
    expect(issues.rpz?.message).toMatch(/^Choose whether the home is in a Rent Pressure Zone/);
    expect(issues.set?.message).toMatch(/does not exist/);
    const rpz = evaluateRent(read("rpz=yes&rent=-900&set=2025-03-01&inflation=abc&review=2024-13-01").values, TODAY).issues;
    expect(rpz.rent?.message).toBe("Your current monthly rent can't be negative.");
    expect(rpz.inflation?.message).toMatch(/percentage as a number/);
    expect(rpz.review?.message).toMatch(/does not exist/);
    expect(evaluateRent(read("rpz=yes&rent=5000000&set=2025-03-01&inflation=80").values, TODAY).issues).toMatchObject({
      rent: { message: expect.stringMatching(/no more than €100,000/) },
      inflation: { message: expect.stringMatching(/between -20% and 50%/) },
    });
    expect(evaluateRent(read("rpz=yes&set=2025-03-01&review=2026-01-01&rent=1000&inflation=2").values, TODAY).issues.review?.message).toMatch(/before 1 March 2027/);
    expect(evaluateRent(read("rpz=no&set=2027-01-01").values, TODAY).issues.set?.message).toMatch(/in the future/);
  });

  it("needs rent and inflation only in a Rent Pressure Zone", () => {
    expect(evaluateRent(read("rpz=no&set=2025-03-01&rent=garbage").values, TODAY).result?.earliestReview).toBe("2026-03-01");
    const issues = evaluateRent(read("rpz=yes&set=2025-03-01").values, TODAY).issues;
    expect(issues.rent?.kind).toBe("missing");
    expect(issues.inflation?.kind).toBe("missing");
  });
});
