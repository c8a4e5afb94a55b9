/**
 * Help to Buy (Taxes Consolidation Act 1997, s. 477C; limits in
 * facts/schemes.ts `helpToBuyRule`): a refund of the lower of the maximum
 * (€30,000) or a percentage of the price (10%; of the completion value for a
 * self-build), for a first-time buyer of a new home or self-build worth no
 * more than the cap, with a mortgage of at least 70% of the price. The 70%
 * minimum is the law's (Dáil written answer, 22 October 2025: "a qualifying
 * first-time purchaser … must take out a loan in an amount equal to at least
 * 70 per cent of the purchase value").
 *
 * The refund is also limited by the income tax and DIRT the buyer paid in
 * the four years before: only Revenue knows that, so callers say so.
 *
 * The scheme amounts tool, the questionnaire and the planner all call
 * `helpToBuy`, so the conditions are written once.
 */
import type { HelpToBuyTerms } from "~/content/facts/schemes";
import { atLeastPercent, percentOf, wholeEuroUp } from "./money";
import type { SchemeStatus } from "./scheme-status";

export type BuildType = "new" | "self-build" | "existing";

/** Where the scheme stands on a date: `helpToBuyOn` (rules/scheme-terms.ts). */
export type HelpToBuyStatus = SchemeStatus<HelpToBuyTerms>;

export interface HelpToBuyInput {
  /** Price, or a self-build's completion value, in euro. */
  price: number;
  type: BuildType;
  mortgage: number;
  /** Undefined where the caller does not ask (the scheme amounts tool assumes a first-time buyer and says so). */
  firstTime?: boolean;
}

/** Why there is no refund, in the order a page lists them. */
export type HelpToBuyReason = "closed" | "not-first-time" | "not-new" | "over-value" | "mortgage-under";

export interface HelpToBuyResult {
  terms: HelpToBuyTerms;
  open: boolean;
  endedOn: string | null;
  /** The percentage of the price (or completion value) that applies. */
  percent: number;
  /** That percentage of the price, to the cent. */
  percentOfPrice: number;
  /** The most the refund could be on this price: the lower of the maximum and the percentage. */
  upTo: number;
  /** The refund due: `upTo`, or 0 when a condition fails. */
  refund: number;
  /** Which limit sets the refund, when it is due. */
  limitedBy: "maximum" | "percent" | null;
  /** The smallest mortgage that qualifies, whole euro (rounded up). */
  minMortgage: number;
  reasons: HelpToBuyReason[];
}

export function helpToBuy(input: HelpToBuyInput, status: HelpToBuyStatus): HelpToBuyResult {
  const t = status.terms;
  const percent = input.type === "self-build" ? t.completionValuePercent : t.pricePercent;
  const percentOfPrice = percentOf(input.price, percent, "down");
  const upTo = Math.min(t.maxRefund, percentOfPrice);
  const reasons: HelpToBuyReason[] = [];
  if (!status.open) reasons.push("closed");
  if (input.firstTime === false) reasons.push("not-first-time");
  if (input.type === "existing") reasons.push("not-new");
  if (input.price > t.maxPropertyValue) reasons.push("over-value");
  if (!atLeastPercent(input.mortgage, input.price, t.minMortgagePercent)) reasons.push("mortgage-under");
  const due = reasons.length === 0;
  return {
    terms: t,
    open: status.open,
    endedOn: status.endedOn,
    percent,
    percentOfPrice,
    upTo,
    refund: due ? upTo : 0,
    limitedBy: due ? (percentOfPrice >= t.maxRefund ? "maximum" : "percent") : null,
    minMortgage: wholeEuroUp(percentOf(input.price, t.minMortgagePercent, "up")),
    reasons,
  };
}
