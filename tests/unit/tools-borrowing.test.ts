import { describe, expect, it } from "vitest";
import { borrowingQuery, evaluateBorrowing, readBorrowingQuery } from "~/tools/borrowing.form";
import { borrowingLimit, type BorrowingInput } from "~/tools/borrowing";

/**
 * Hand-worked. Loan limit = gross income × 4 (first-time) or 3.5 (others), rounded down;
 * highest price = min(limit ÷ (1 − deposit%), savings ÷ deposit%), rounded down;
 * deposit = price × deposit%, rounded up; loan = price − deposit.
 * The limits are dated rules (facts/buying.ts): the spec's other-buyer cases
 * (3.5× and a 20% deposit) are worked on a date in 2022, when 20% was the
 * rule; from 1 January 2023 other buyers need 10% (the cases below them).
 */
const TODAY = "2026-11-24";
const IN_2022 = "2022-06-01";
const CASES: [string, BorrowingInput, number, number, number, number, "income" | "savings" | "both", string][] = [
  // name, input, loan limit, highest price, deposit, loan, limited by, date
  ["first-time, one income, income binds", { buyer: "first", incomes: [60_000], savings: 50_000 }, 240_000, 266_666, 26_667, 239_999, "income", TODAY],
  ["first-time couple, savings bind", { buyer: "first", incomes: [50_000, 40_000], savings: 30_000 }, 360_000, 300_000, 30_000, 270_000, "savings", TODAY],
  ["first-time, both limits meet", { buyer: "first", incomes: [90_000], savings: 40_000 }, 360_000, 400_000, 40_000, 360_000, "both", TODAY],
  ["other buyer: 3.5× and 20%", { buyer: "other", incomes: [80_000], savings: 100_000 }, 280_000, 350_000, 70_000, 280_000, "income", IN_2022],
  ["other buyer, half-euro loan limit rounded down", { buyer: "other", incomes: [45_001], savings: 50_000 }, 157_503, 196_878, 39_376, 157_502, "income", IN_2022],
  ["no savings: nothing to buy yet", { buyer: "first", incomes: [70_000], savings: 0 }, 280_000, 0, 0, 0, "savings", TODAY],
  ["other couple, savings bind", { buyer: "other", incomes: [60_000, 60_000], savings: 30_000 }, 420_000, 150_000, 30_000, 120_000, "savings", IN_2022],
  ["cents are dropped", { buyer: "first", incomes: [45_000.75], savings: 25_000.9 }, 180_000, 200_000, 20_000, 180_000, "income", TODAY],
  ["tiny figures stay consistent", { buyer: "first", incomes: [1], savings: 1 }, 4, 4, 1, 3, "income", TODAY],
  ["second income of zero", { buyer: "first", incomes: [100_000, 0], savings: 1_000_000 }, 400_000, 444_444, 44_445, 399_999, "income", TODAY],
  ["other couple, modest savings", { buyer: "other", incomes: [30_000, 25_000], savings: 22_000 }, 192_500, 110_000, 22_000, 88_000, "savings", IN_2022],
  ["first-time, odd limit", { buyer: "first", incomes: [55_000], savings: 33_000 }, 220_000, 244_444, 24_445, 219_999, "income", TODAY],
  // From 1 January 2023: other buyers 3.5× and a 10% deposit.
  ["other buyer today: 3.5× and 10%", { buyer: "other", incomes: [80_000], savings: 100_000 }, 280_000, 311_111, 31_112, 279_999, "income", TODAY],
  ["other couple today, savings bind", { buyer: "other", incomes: [60_000, 60_000], savings: 30_000 }, 420_000, 300_000, 30_000, 270_000, "savings", TODAY],
  // Before 2023 first-time buyers were limited to 3.5× too.
  ["first-time in 2022: 3.5×", { buyer: "first", incomes: [60_000], savings: 50_000 }, 210_000, 233_333, 23_334, 209_999, "income", IN_2022],
];

describe("tools: borrowing limit rule", () => {
  it.each(CASES)("%s", (_name, input, limit, price, deposit, loan, limitedBy, on) => {
    const r = borrowingLimit(input, on);
    expect({ limit: r.loanLimit, price: r.price, deposit: r.deposit, loan: r.loan, limitedBy: r.limitedBy }).toEqual({ limit, price, deposit, loan, limitedBy });
    // The invariants the rounding promises.
    expect(r.loan).toBeLessThanOrEqual(r.loanLimit);
    expect(r.deposit).toBeLessThanOrEqual(Math.floor(input.savings));
    expect(r.deposit * 100).toBeGreaterThanOrEqual(r.price * r.depositPercent);
  });

  it("links to the cost calculator with that price and mortgage", () => {
    const r = borrowingLimit({ buyer: "other", incomes: [80_000], savings: 100_000 }, IN_2022);
    const url = new URL(r.calculatorHref, "https://example.ie");
    expect(url.pathname).toBe("/buying/costs-calculator");
    expect(url.searchParams.get("price")).toBe("350000");
    expect(url.searchParams.get("mortgage")).toBe("280000");
  });

  it("uses the multiples and deposits for the buyer type, on the date given", () => {
    expect(borrowingLimit({ buyer: "first", incomes: [50_000], savings: 10_000 }, TODAY)).toMatchObject({ ltiMultiple: 4, depositPercent: 10 });
    expect(borrowingLimit({ buyer: "other", incomes: [50_000], savings: 10_000 }, TODAY)).toMatchObject({ ltiMultiple: 3.5, depositPercent: 10 });
    // The spec's 20% for other buyers: the rule until 31 December 2022.
    expect(borrowingLimit({ buyer: "other", incomes: [50_000], savings: 10_000 }, "2022-12-31")).toMatchObject({ ltiMultiple: 3.5, depositPercent: 20 });
    expect(borrowingLimit({ buyer: "other", incomes: [50_000], savings: 10_000 }, "2023-01-01")).toMatchObject({ ltiMultiple: 3.5, depositPercent: 10 });
    expect(borrowingLimit({ buyer: "first", incomes: [50_000], savings: 10_000 }, "2022-12-31")).toMatchObject({ ltiMultiple: 3.5, depositPercent: 10 });
  });
});

describe("tools: borrowing parameters", () => {
  const read = (qs: string) => readBorrowingQuery(new URLSearchParams(qs));

  it("round-trips through the URL (the form takes whole euro)", () => {
    for (const [, input] of CASES.filter(([, i]) => [...i.incomes, i.savings].every(Number.isInteger))) {
      const back = evaluateBorrowing(read(borrowingQuery(input)).values, TODAY).input;
      expect(back).toEqual(input);
    }
    expect(borrowingQuery({ buyer: "first", incomes: [50_000, 40_000], savings: 30_000 })).toBe("buyer=first&income=50000&income2=40000&savings=30000");
  });

  it("reads a blank second income as buying alone", () => {
    expect(evaluateBorrowing(read("buyer=first&income=60000&income2=&savings=50000").values, TODAY).input?.incomes).toEqual([60_000]);
  });

  it("gives one clear message per bad input", () => {
    const issues = evaluateBorrowing(read("buyer=landlord&income=-5&income2=lots&savings=1e9").values, TODAY).issues;
    expect(issues.buyer?.message).toMatch(/^Choose whether you are a first-time buyer/);
    expect(issues.income?.message).toBe("Your gross yearly income can't be negative.");
    expect(issues.income2?.message).toMatch(/as an amount in euro/);
    expect(issues.savings?.message).toMatch(/as an amount in euro/);
    expect(evaluateBorrowing(read("buyer=first&income=0&savings=100").values, TODAY).issues.income?.message).toBe("Enter at least €1.");
    expect(evaluateBorrowing(read("buyer=first&income=99999999&savings=100").values, TODAY).issues.income?.message).toMatch(/no more than €10,000,000/);
    expect(evaluateBorrowing(read("buyer=first&income=50000.5&savings=100").values, TODAY).issues.income?.message).toBe("Enter whole euro, without cents.");
    expect(evaluateBorrowing(read("buyer=first").values, TODAY).issues.income?.kind).toBe("missing");
  });
});
