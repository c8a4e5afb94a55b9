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
 * The conditions (who may claim, which homes, the 4 tax years) are the
 * condition rules in facts/schemes.ts (helpToBuyBuyerRule, helpToBuyHomeRule,
 * helpToBuyTaxRule), passed in as data with the scheme's status.
 *
 * The refund is also limited by the income tax and DIRT the buyer paid in
 * the four years before: only Revenue knows that, so a caller that does not
 * ask for it says so; one that does (the scheme amounts tool) passes it.
 *
 * The scheme amounts tool, the questionnaire and the planner all call
 * `helpToBuy`, so the conditions are written once.
 */
import type { HelpToBuyTerms } from "~/facts/schemes";
import { atLeastPercent, percentOf, wholeEuroUp } from "./money";
import type { SchemeStatus } from "./scheme-status";
import type { BuildType, BuyerType } from "~/facts/buying-kinds";

export type { BuildType } from "~/facts/buying-kinds";

/** Help to Buy's conditions on a date, as data (the condition rules' structured fields). */
export interface HelpToBuyConditions {
  /** The buyers it is open to (help-to-buy-first-time-purchaser). */
  buyers: readonly BuyerType[];
  /** The kinds of home it is open to (help-to-buy-new-home). */
  types: readonly BuildType[];
  /** The tax years before the application whose income tax and DIRT the refund is drawn from (help-to-buy-tax-paid). */
  taxYears: number;
}

/** Where the scheme stands on a date, with its conditions: `helpToBuyOn` (rules/scheme-terms.ts). */
export type HelpToBuyStatus = SchemeStatus<HelpToBuyTerms> & { conditions: HelpToBuyConditions };

export interface HelpToBuyInput {
  /** Price, or a self-build's completion value, in euro. */
  price: number;
  type: BuildType;
  mortgage: number;
  /** Undefined where the caller does not know (the scheme amounts tool then states the condition first). */
  buyer?: BuyerType | undefined;
  /** Income tax and DIRT paid in the tax years before the application; undefined: not given (the refund is "up to"). */
  taxPaid?: number | undefined;
}

/** Why there is no refund, in the order a page lists them. */
export type HelpToBuyReason = "closed" | "not-first-time" | "not-new" | "over-value" | "mortgage-under" | "no-tax";

export interface HelpToBuyResult {
  terms: HelpToBuyTerms;
  conditions: HelpToBuyConditions;
  open: boolean;
  endedOn: string | null;
  /** The percentage of the price (or completion value) that applies. */
  percent: number;
  /** That percentage of the price, to the cent. */
  percentOfPrice: number;
  /** The most the refund could be on this price: the lower of the maximum and the percentage (and the tax paid, when given). */
  upTo: number;
  /** The refund due: `upTo`, or 0 when a condition fails. */
  refund: number;
  /** Which limit sets the refund, when it is due. */
  limitedBy: "maximum" | "percent" | "tax" | null;
  /** The smallest mortgage that qualifies, whole euro (rounded up). */
  minMortgage: number;
  reasons: HelpToBuyReason[];
}

export function helpToBuy(input: HelpToBuyInput, status: HelpToBuyStatus): HelpToBuyResult {
  const t = status.terms;
  const c = status.conditions;
  const percent = input.type === "self-build" ? t.completionValuePercent : t.pricePercent;
  const percentOfPrice = percentOf(input.price, percent, "down");
  const byLaw = Math.min(t.maxRefund, percentOfPrice);
  const tax = input.taxPaid === undefined ? undefined : Math.max(0, input.taxPaid);
  const upTo = tax === undefined ? byLaw : Math.min(byLaw, tax);
  const reasons: HelpToBuyReason[] = [];
  if (!status.open) reasons.push("closed");
  if (input.buyer !== undefined && !c.buyers.includes(input.buyer)) reasons.push("not-first-time");
  if (!c.types.includes(input.type)) reasons.push("not-new");
  if (input.price > t.maxPropertyValue) reasons.push("over-value");
  if (!atLeastPercent(input.mortgage, input.price, t.minMortgagePercent)) reasons.push("mortgage-under");
  if (tax === 0) reasons.push("no-tax");
  const due = reasons.length === 0;
  return {
    terms: t,
    conditions: c,
    open: status.open,
    endedOn: status.endedOn,
    percent,
    percentOfPrice,
    upTo,
    refund: due ? upTo : 0,
    limitedBy: due ? (tax !== undefined && tax < byLaw ? "tax" : percentOfPrice >= t.maxRefund ? "maximum" : "percent") : null,
    minMortgage: wholeEuroUp(percentOf(input.price, t.minMortgagePercent, "up")),
    reasons,
  };
}
