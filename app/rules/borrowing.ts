/**
 * The Central Bank's mortgage measures (facts/buying.ts: `loanToIncome`,
 * `mortgageDeposit`): a lender may lend at most a multiple of gross income,
 * and the buyer needs a deposit of at least a share of the price. Both are
 * read from the dated rules for the date the caller passes (`lendingLimitsOn`).
 *
 * The borrowing tool, the questionnaire and the purchase planner all work
 * out the limit here, so a buyer's income passes through one rule.
 */
import { valueOn } from "~/facts/dated";
import { loanToIncome, mortgageDeposit, mortgageFirstTimeBuyerRule } from "~/facts/buying";
import { percentOf, wholeEuroDown, wholeEuroUp } from "./money";
import type { BuyerType } from "./types";

export type { BuyerType } from "./types";

/** The two limits for one kind of buyer, on one date (plain data: the planner sends it to the browser). */
export interface LendingLimits {
  buyer: BuyerType;
  /** The first-time buyer limits apply (mortgage-first-time-buyer: a fresh start buyer gets them from 1 January 2023). */
  firstTime: boolean;
  /** Loan-to-income multiple (4 = four times gross income). */
  ltiMultiple: number;
  /** Minimum deposit, % of the price. */
  depositPercent: number;
}

/**
 * Whether a buyer gets the first-time buyer limits on `on`: the condition
 * rule's `buyers` (facts/buying.ts, mortgageFirstTimeBuyerRule).
 */
export function firstTimeLimitsFor(buyer: BuyerType, on: string): boolean {
  return valueOn(mortgageFirstTimeBuyerRule, on).buyers.includes(buyer);
}

/** The Central Bank's loan-to-income multiple and minimum deposit for a kind of buyer, on `on`. */
export function lendingLimitsOn(buyer: BuyerType, on: string): LendingLimits {
  const lti = valueOn(loanToIncome, on);
  const deposit = valueOn(mortgageDeposit, on);
  const firstTime = firstTimeLimitsFor(buyer, on);
  return {
    buyer,
    firstTime,
    ltiMultiple: firstTime ? lti.firstTime : lti.other,
    depositPercent: firstTime ? deposit.firstTime : deposit.other,
  };
}

/** The most a lender may lend on `grossIncome`, to the cent below (the multiple has at most two decimals). */
export function loanLimit(grossIncome: number, multiple: number): number {
  return percentOf(grossIncome, multiple * 100, "down");
}

/** The smallest deposit on `price`, to the cent above. */
export function minimumDeposit(price: number, percent: number): number {
  return percentOf(price, percent, "up");
}

export interface MaxMortgage {
  /** Loan-to-income limit, whole euro (rounded down). */
  loanLimit: number;
  /** Minimum deposit, whole euro (rounded up). */
  minDeposit: number;
  /** The most a lender may lend on this home: the lower of the two limits, whole euro. */
  mortgage: number;
  /** Which limit sets it: the income multiple, or the deposit rule (price less the minimum deposit). */
  limitedBy: "income" | "deposit";
}

/**
 * The largest mortgage the Central Bank's rules allow on a home: the lower
 * of the income limit and the price less the minimum deposit. Whole euro, so
 * the loan never exceeds a limit and the deposit never falls short of one.
 */
export function maxMortgage(price: number, grossIncome: number, limits: LendingLimits): MaxMortgage {
  const limit = wholeEuroDown(loanLimit(grossIncome, limits.ltiMultiple));
  const minDeposit = wholeEuroUp(minimumDeposit(price, limits.depositPercent));
  const byDeposit = Math.max(0, wholeEuroDown(price) - minDeposit);
  return {
    loanLimit: limit,
    minDeposit,
    mortgage: Math.min(limit, byDeposit),
    limitedBy: limit < byDeposit ? "income" : "deposit",
  };
}
