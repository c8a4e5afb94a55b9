/**
 * The Local Authority Home Loan (facts/schemes.ts: `lahlIncomeRule`,
 * `lahlPriceCeilingsRule`, `localAuthorityHomeLoan`): a mortgage from the
 * council for buyers within its gross income limit (one for a single
 * applicant, one for joint applicants) buying a home worth no more than the
 * council's limit; it lends up to 90% of the value. It is for first-time
 * buyers and fresh start applicants (`terms.buyers`, from the condition
 * rule lahlBuyerRule). It cannot be combined
 * with the First Home Scheme, so the planner shows it as another route.
 *
 * The rise announced in early 2026 (facts: `lahlAnnounced2026`) has no
 * confirmed start date, so it is not a period of the rule and is not
 * applied here: callers word it as announced.
 */
import type { Certainty } from "~/facts/dated";
import type { LahlIncomeLimits, LahlPriceTable } from "~/facts/schemes";
import type { CouncilId } from "~/facts/local-authorities";
import type { BuyerType } from "./types";
import { percentOf, wholeEuroDown } from "./money";

/** The loan's limits on a date, as plain data (`lahlTermsOn`, rules/scheme-terms.ts). Null figures: no period in force. */
export interface LahlTerms {
  income: LahlIncomeLimits | null;
  prices: LahlPriceTable | null;
  maxLoanToValuePercent: number;
  certainty: Certainty | null;
  /** The buyers the loan is open to (local-authority-home-loan-eligible-buyer). */
  buyers: readonly BuyerType[];
}

export type LahlReason = "not-in-force" | "not-first-time" | "over-income" | "over-price" | "area-unknown";

export interface LahlInput {
  /** Gross yearly income of each applicant (one or two). */
  incomes: number[];
  price: number;
  area: CouncilId | null;
  /** Undefined where the caller does not know. */
  buyer?: BuyerType | undefined;
}

export interface LahlResult {
  joint: boolean;
  income: number;
  /** The limit that applies (single or joint); null when no limits are in force. */
  incomeLimit: number | null;
  /** The council's limit on the home's value; null where the council is not known. */
  priceLimit: number | null;
  /** Up to this share of the value, whole euro. */
  maxLoan: number;
  reasons: LahlReason[];
  /** Within both limits (the council known). */
  within: boolean;
}

export function lahlCheck(input: LahlInput, terms: LahlTerms): LahlResult {
  const joint = input.incomes.length > 1;
  const income = input.incomes.reduce((sum, x) => sum + x, 0);
  // Before 1 March 2023 some areas had a lower single limit, and the rule does not say which: the lower one is applied.
  const incomeLimit = terms.income ? (joint ? terms.income.joint : (terms.income.singleLowerInSomeAreas ?? terms.income.single)) : null;
  const priceLimit = terms.prices && input.area ? terms.prices[input.area] : null;
  const reasons: LahlReason[] = [];
  if (!terms.income || !terms.prices) reasons.push("not-in-force");
  if (input.buyer !== undefined && !terms.buyers.includes(input.buyer)) reasons.push("not-first-time");
  if (incomeLimit !== null && income > incomeLimit) reasons.push("over-income");
  if (!input.area) reasons.push("area-unknown");
  else if (priceLimit !== null && input.price > priceLimit) reasons.push("over-price");
  return {
    joint,
    income,
    incomeLimit,
    priceLimit,
    maxLoan: wholeEuroDown(percentOf(input.price, terms.maxLoanToValuePercent, "down")),
    reasons,
    within: reasons.length === 0,
  };
}
