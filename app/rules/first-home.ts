/**
 * The First Home Scheme's equity share (facts/schemes.ts:
 * `firstHomeSchemeRule`, `firstHomeCeilingsRule`). The scheme bridges the
 * gap between the price and the buyer's mortgage plus deposit. As its terms
 * are reported (firsthomescheme.ie, summarised by SEFS: "borrow the maximum
 * amount available to you from one of the Participating Lenders (up to 4
 * times your income)", "a minimum deposit of 10%", "The minimum equity share
 * is 2.5% of the property purchase price, or €10,000, whichever is higher"):
 *
 * - the share is at most 30% of the price, or 20% with Help to Buy;
 * - it is at least the higher of 2.5% of the price or €10,000: a smaller gap
 *   gets no share, and the buyer funds it;
 * - the price must be within the council's ceiling (for a house or an
 *   apartment), and the home new or a self-build (the scheme page's one
 *   exception, a tenant buying the home their landlord is selling, is for
 *   the scheme to decide, so callers say so);
 * - the buyer a first-time buyer or a "fresh start" applicant;
 * - the deposit must be at least 10%.
 *
 * Who and which homes are the condition rules in facts/schemes.ts
 * (firstHomeBuyerRule, firstHomeHomeRule), passed in as data with the
 * scheme's status (`firstHomeOn`).
 *
 * There is no minimum mortgage as a percentage of the price: the 70% the
 * site once applied here came from its specification, not from the scheme
 * (second audit, finding 2). Help to Buy's 70% is real and is in
 * help-to-buy.ts.
 *
 * The share is recorded as a percentage of the price to one decimal place,
 * and a later sale (or a buy-back) repays that percentage of the value then.
 */
import type { Certainty } from "~/facts/dated";
import type { CeilingTable, FirstHomeTerms } from "~/facts/schemes";
import { councilById, type CouncilId } from "~/facts/local-authorities";
import type { HomeType } from "~/rules/types";
import { atLeastPercent, percentOf, percentOneDecimal, toCents, wholeEuroDown, wholeEuroUp } from "./money";
import type { SchemeStatus } from "./scheme-status";
import type { BuildType } from "./help-to-buy";
import type { BuyerType } from "./types";

/** The scheme's conditions on a date, as data (the condition rules' structured fields). */
export interface FirstHomeConditions {
  /** The buyers it is open to (first-home-eligible-buyer). */
  buyers: readonly BuyerType[];
  /** The kinds of home it is open to (first-home-new-home). */
  types: readonly BuildType[];
}

/** Where the scheme stands on a date, with its conditions: `firstHomeOn` (rules/scheme-terms.ts). */
export type FirstHomeStatus = SchemeStatus<FirstHomeTerms> & { conditions: FirstHomeConditions };

/** The councils' ceilings on a date, as plain data (null table: no ceilings in force): `ceilingsOn` (rules/scheme-terms.ts). */
export interface CeilingsOn {
  table: CeilingTable | null;
  certainty: Certainty | null;
}

export interface Ceiling {
  /** The ceiling that applies: the home type's, or the lower of the two when the type is not asked. Null: not confirmed. */
  ceiling: number | null;
  /** Set when the house and apartment ceilings differ. */
  split: { house: number; apartment: number } | null;
  areaLabel: string;
  certainty: Certainty | null;
}

/** A council's ceiling from the table; without a home type, the lower of house and apartment (the tool does not ask). */
export function ceilingIn(ceilings: CeilingsOn, area: CouncilId, homeType?: HomeType): Ceiling {
  const areaLabel = councilById(area).name;
  const c = ceilings.table?.[area] ?? null;
  if (!c) return { ceiling: null, split: null, areaLabel, certainty: ceilings.certainty };
  const split = c.house === c.apartment ? null : { house: c.house, apartment: c.apartment };
  return { ceiling: homeType ? c[homeType] : Math.min(c.house, c.apartment), split, areaLabel, certainty: ceilings.certainty };
}

export type FirstHomeReason = "closed" | "not-first-time" | "second-hand" | "over-ceiling" | "no-gap" | "under-minimum";

export interface FirstHomeInput {
  price: number;
  type: BuildType;
  mortgage: number;
  /** Everything the buyer puts in, a Help to Buy refund included. */
  deposit: number;
  /** A Help to Buy refund is due and claimed: the share's cap is the lower one. */
  withHelpToBuy: boolean;
  /** The council's ceiling for this home; null where it is not known (not checked, and the caller says so). */
  ceiling: number | null;
  /** Undefined where the caller does not know (the scheme amounts tool then states the condition first). */
  buyer?: BuyerType | undefined;
}

export interface FirstHomeResult {
  terms: FirstHomeTerms;
  open: boolean;
  endedOn: string | null;
  /** Price − mortgage − deposit, never below 0. */
  gap: number;
  capPercent: number;
  /** The cap in euro, rounded down. */
  capAmount: number;
  /** The smallest share: the higher of the percentage of the price (rounded up) and the fixed amount. */
  minShare: number;
  combinedWithHelpToBuy: boolean;
  share: number;
  /** The share as a percentage of the price, one decimal. */
  sharePercent: number;
  /** What the share cannot cover when the gap is over the cap. */
  shortfall: number;
  /** The smallest deposit the scheme asks for, whole euro (rounded up). */
  minDeposit: number;
  depositBelowMinimum: boolean;
  reasons: FirstHomeReason[];
}

export function firstHomeShare(input: FirstHomeInput, status: FirstHomeStatus): FirstHomeResult {
  const t = status.terms;
  const combinedWithHelpToBuy = input.withHelpToBuy;
  const capPercent = combinedWithHelpToBuy ? t.maxShareWithHelpToBuyPercent : t.maxSharePercent;
  const capAmount = wholeEuroDown(percentOf(input.price, capPercent, "down"));
  const minShare = Math.max(wholeEuroUp(percentOf(input.price, t.minSharePercent, "up")), t.minShareEuro);
  const gap = Math.max(0, (toCents(input.price) - toCents(input.mortgage) - toCents(input.deposit)) / 100);
  const reasons: FirstHomeReason[] = [];
  if (!status.open) reasons.push("closed");
  if (input.buyer !== undefined && !status.conditions.buyers.includes(input.buyer)) reasons.push("not-first-time");
  if (!status.conditions.types.includes(input.type)) reasons.push("second-hand");
  if (input.ceiling !== null && input.price > input.ceiling) reasons.push("over-ceiling");
  if (gap === 0) reasons.push("no-gap");
  else if (gap < minShare) reasons.push("under-minimum");
  const share = reasons.length ? 0 : Math.min(gap, capAmount);
  return {
    terms: t,
    open: status.open,
    endedOn: status.endedOn,
    gap,
    capPercent,
    capAmount,
    minShare,
    combinedWithHelpToBuy,
    share,
    sharePercent: share ? sharePercentOf(share, input.price) : 0,
    shortfall: reasons.length ? 0 : gap - share,
    minDeposit: wholeEuroUp(percentOf(input.price, t.minDepositPercent, "up")),
    depositBelowMinimum: !atLeastPercent(input.deposit, input.price, t.minDepositPercent),
    reasons,
  };
}

/** Share of the price in percent, to one decimal place, rounded half up. */
export function sharePercentOf(share: number, price: number): number {
  return percentOneDecimal(share, price);
}

/** What a later sale (or buy-back) repays: the share's percentage, one decimal, of the value then, to the cent. */
export function repaymentOnSale(sharePercent: number, salePrice: number): number {
  const permille = Math.round(sharePercent * 10);
  return Math.round((toCents(salePrice) * permille) / 1000) / 100;
}
