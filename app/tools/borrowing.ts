/**
 * Borrowing limit rule (spec 001 §2, Mortgage Process; Central Bank
 * mortgage measures), for a home to live in, for the kind of buyer the
 * reader says (first-time, fresh start or other; which of them gets the
 * first-time limits is the rule mortgage-first-time-buyer on the date):
 * a loan of at most a multiple of gross income and a
 * deposit of at least a share of the price, both taken from the dated rules
 * (facts/buying.ts: `loanToIncome`, `mortgageDeposit`) for the date given,
 * so the tool follows the rules in force that day (the limits are worked out
 * in rules/borrowing.ts, as for the questionnaire and the planner). The
 * highest price is the lower of what the loan limit allows (loan ÷ (1 −
 * deposit share)) and what the savings allow (savings ÷ deposit share).
 *
 * All figures are whole euro: incomes and savings are taken to the euro
 * below, the loan limit and the prices are rounded down, and the deposit is
 * rounded up, so the loan (price − deposit) never exceeds the limit and the
 * deposit never exceeds the savings.
 */
import { calculatorUrl } from "~/links";
import { lendingLimitsOn, loanLimit as loanLimitFor, minimumDeposit, type BuyerType } from "~/rules/borrowing";
import { wholeEuroDown, wholeEuroUp } from "~/rules/money";

export interface BorrowingInput {
  buyer: BuyerType;
  /** Gross yearly incomes of one or two applicants, in euro. */
  incomes: number[];
  savings: number;
}

/** The borrowing limit: `borrowingLimit`'s result. */
export type BorrowingResult = ReturnType<typeof borrowingLimit>;

/** The limits on `on` (ISO date: today in Ireland, from the loader). The limits themselves are rules/borrowing.ts. */
export function borrowingLimit(input: BorrowingInput, on: string) {
  const grossIncome = input.incomes.reduce((sum, income) => sum + Math.floor(income), 0);
  const savings = Math.floor(input.savings);
  const { ltiMultiple, depositPercent, firstTime } = lendingLimitsOn(input.buyer, on);
  const loanLimit = wholeEuroDown(loanLimitFor(grossIncome, ltiMultiple));
  // The inverse of the deposit rule: the highest price whose minimum deposit the loan or the savings still cover.
  const priceByIncome = Math.floor((loanLimit * 100) / (100 - depositPercent));
  const priceBySavings = Math.floor((savings * 100) / depositPercent);
  const price = Math.min(priceByIncome, priceBySavings);
  const deposit = wholeEuroUp(minimumDeposit(price, depositPercent));
  const loan = price - deposit;
  const limitedBy: "income" | "savings" | "both" = priceByIncome < priceBySavings ? "income" : priceBySavings < priceByIncome ? "savings" : "both";
  return {
    buyer: input.buyer,
    /** The first-time buyer limits apply (a fresh start buyer gets them from 1 January 2023). */
    firstTime,
    grossIncome,
    ltiMultiple,
    loanLimit,
    depositPercent,
    // The highest price the loan limit allows with the minimum deposit, and the highest the savings cover as that deposit.
    priceByIncome,
    priceBySavings,
    price,
    deposit,
    loan,
    limitedBy,
    // The cost calculator, pre-filled with this price and mortgage.
    calculatorHref: calculatorUrl({ price, mortgage: loan }),
  };
}
