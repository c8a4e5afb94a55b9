/**
 * Borrowing limit rule (spec 001 §2, Mortgage Process; Central Bank
 * mortgage measures): a loan of at most 4 times gross income for a
 * first-time buyer, 3.5 times for others, and a deposit of at least 10% or
 * 20% of the price. The highest price is the lower of what the loan limit
 * allows (loan ÷ (1 − deposit share)) and what the savings allow
 * (savings ÷ deposit share).
 *
 * All figures are whole euro: incomes and savings are taken to the euro
 * below, the loan limit and the prices are rounded down, and the deposit is
 * rounded up, so the loan (price − deposit) never exceeds the limit and the
 * deposit never exceeds the savings.
 */
import { calculatorUrl } from "~/calculator/params";
import { lending } from "~/content/facts";

export type BuyerType = "first" | "other";

export interface BorrowingInput {
  buyer: BuyerType;
  /** Gross yearly incomes of one or two applicants, in euro. */
  incomes: number[];
  savings: number;
}

export interface BorrowingResult {
  buyer: BuyerType;
  grossIncome: number;
  ltiMultiple: number;
  loanLimit: number;
  depositPercent: number;
  /** Highest price the loan limit allows with the minimum deposit. */
  priceByIncome: number;
  /** Highest price the savings cover as the minimum deposit. */
  priceBySavings: number;
  price: number;
  deposit: number;
  loan: number;
  limitedBy: "income" | "savings" | "both";
  /** The cost calculator, pre-filled with this price and mortgage. */
  calculatorHref: string;
}

export function ltiMultipleFor(buyer: BuyerType): number {
  return buyer === "first" ? lending.ltiFirstTimeBuyer : lending.ltiOtherBuyer;
}

export function depositPercentFor(buyer: BuyerType): number {
  return buyer === "first" ? lending.depositFirstTimeBuyerPercent : lending.depositOtherBuyerPercent;
}

export function borrowingLimit(input: BorrowingInput): BorrowingResult {
  const grossIncome = input.incomes.reduce((sum, income) => sum + Math.floor(income), 0);
  const savings = Math.floor(input.savings);
  const ltiMultiple = ltiMultipleFor(input.buyer);
  const depositPercent = depositPercentFor(input.buyer);
  // The multiples have at most one decimal (3.5), so ×10 keeps the sum in whole numbers.
  const loanLimit = Math.floor((grossIncome * Math.round(ltiMultiple * 10)) / 10);
  const priceByIncome = Math.floor((loanLimit * 100) / (100 - depositPercent));
  const priceBySavings = Math.floor((savings * 100) / depositPercent);
  const price = Math.min(priceByIncome, priceBySavings);
  const deposit = Math.ceil((price * depositPercent) / 100);
  const loan = price - deposit;
  return {
    buyer: input.buyer,
    grossIncome,
    ltiMultiple,
    loanLimit,
    depositPercent,
    priceByIncome,
    priceBySavings,
    price,
    deposit,
    loan,
    limitedBy: priceByIncome < priceBySavings ? "income" : priceBySavings < priceByIncome ? "savings" : "both",
    calculatorHref: calculatorUrl({ price, mortgage: loan }),
  };
}
