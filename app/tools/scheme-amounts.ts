/**
 * Scheme amounts (spec 001 §2, Help to Buy and First Home Scheme pages).
 *
 * Help to Buy: the refund is the lowest of 30,000 or 10% of the price (for a
 * self-build, 10% of the completion value, which the reader enters as the
 * price). It is 0 for a home that is not a new build or self-build, worth
 * over 500,000, or bought with a mortgage under 70% of the price.
 *
 * First Home Scheme: the State's share bridges the gap between the price
 * and the mortgage plus deposit, up to 30% of the price, or 20% when
 * combined with Help to Buy. It is 0 when the price is over the area's
 * ceiling, the mortgage is under 70% of the price, or there is no gap. A
 * deposit under the scheme's 10% minimum is flagged rather than zeroed:
 * with a 70% mortgage and a 10% deposit no gap could exceed 20%, yet the
 * scheme's own example bridges 25.7%, so the figures are shown and the
 * shortfall in the deposit is named beside them.
 *
 * The share is recorded as a percentage of the price to one decimal place
 * (rounded half up), and a later sale repays that percentage of the sale
 * price: a 90,000 share of 350,000 is 25.7%, and a 400,000 sale repays
 * 25.7% × 400,000 = 102,800, as in the scheme page's example. Money is
 * worked in cents so no floating-point drift creeps in.
 *
 * Every limit is the dated rule in force on the date the loader passes
 * (facts/schemes.ts): once a scheme has ended, the tool says so (reason
 * "closed") instead of working out an amount under rules no longer in force.
 * The price ceiling is the council's; where the site could not confirm a
 * council's ceiling, the share is worked out and the result says the ceiling
 * is unconfirmed.
 */
import { ruleOn } from "~/content/dated";
import {
  firstHomeCeilingsRule,
  firstHomeSchemeRule,
  helpToBuyRule,
  type FirstHomeTerms,
  type HelpToBuyTerms,
} from "~/content/facts/schemes";
import { councilById, type CouncilId } from "~/content/local-authorities";

/** The First Home Scheme's minimum mortgage (% of the price); not a dated rule. */
const FHS_MIN_MORTGAGE_PERCENT = 70;

/** The rules the tool applies on a date; null where the scheme is not in force. */
export interface SchemeTerms {
  on: string;
  helpToBuy: HelpToBuyTerms | null;
  /** The day Help to Buy ended, when it has. */
  helpToBuyEnded: string | null;
  firstHome: FirstHomeTerms | null;
  firstHomeEnded: string | null;
}

export function schemeTermsOn(on: string): SchemeTerms {
  const htb = ruleOn(helpToBuyRule, on);
  const fhs = ruleOn(firstHomeSchemeRule, on);
  return {
    on,
    helpToBuy: htb.state === "current" ? htb.period!.value : null,
    helpToBuyEnded: htb.state === "ended" ? htb.period!.until : null,
    firstHome: fhs.state === "current" ? fhs.period!.value : null,
    firstHomeEnded: fhs.state === "ended" ? fhs.period!.until : null,
  };
}

export type BuildType = "new" | "self-build" | "existing";

export interface SchemeInput {
  /** Purchase price, or a self-build's completion value, in whole euro. */
  price: number;
  type: BuildType;
  /** The local authority area the home is in (its First Home price ceiling). */
  area: CouncilId;
  mortgage: number;
  deposit: number;
  /** The buyer means to claim Help to Buy as well (caps the First Home share at 20% if the refund is due). */
  withHelpToBuy: boolean;
  /** Price of a later sale; null = the purchase price. */
  salePrice: number | null;
}

export type HelpToBuyReason = "closed" | "not-new" | "over-value" | "mortgage-under";

export interface HelpToBuyResult {
  /** The limits applied (null when the scheme has ended). */
  terms: HelpToBuyTerms | null;
  endedOn: string | null;
  /** 10% of the price (or completion value). */
  percentOfPrice: number;
  refund: number;
  /** Which limit set the refund, when it is due. */
  limitedBy: "maximum" | "percent" | null;
  /** Smallest mortgage that qualifies (70% of the price, rounded up to the euro). */
  minMortgage: number;
  reasons: HelpToBuyReason[];
}

export type FirstHomeReason = "closed" | "over-ceiling" | "mortgage-under" | "no-gap";

export interface FirstHomeResult {
  terms: FirstHomeTerms | null;
  endedOn: string | null;
  /** The council's ceiling (the lower of house and apartment when they differ); null when the site could not confirm it. */
  ceiling: number | null;
  /** Set when house and apartment ceilings differ. */
  ceilingSplit: { house: number; apartment: number } | null;
  areaLabel: string;
  gap: number;
  /** The share cap in percent: 30, or 20 when combined with a Help to Buy refund. */
  capPercent: number;
  combinedWithHelpToBuy: boolean;
  capAmount: number;
  share: number;
  /** The share as a percentage of the price, one decimal place. */
  sharePercent: number;
  /** The gap is larger than the cap: this much is still to find. */
  shortfall: number;
  /** Smallest mortgage and deposit that qualify, rounded up to the euro. */
  minMortgage: number;
  minDeposit: number;
  /** The deposit is under the scheme's minimum (a warning; the share is still shown). */
  depositBelowMinimum: boolean;
  reasons: FirstHomeReason[];
}

export interface RepaymentResult {
  salePrice: number;
  /** No sale price was given, so the purchase price is used. */
  assumedPurchasePrice: boolean;
  sharePercent: number;
  amount: number;
}

export interface SchemeResult {
  helpToBuy: HelpToBuyResult;
  firstHome: FirstHomeResult;
  /** Null when there is no First Home share to repay. */
  repayment: RepaymentResult | null;
}

/** price × percent ÷ 100 in cents; exact for whole-euro prices and whole percents. */
function percentOfCents(euro: number, percent: number): number {
  return Math.round(euro * 100) * percent / 100;
}

function atLeastPercent(part: number, whole: number, percent: number): boolean {
  return part * 100 >= whole * percent;
}

/** The smallest whole-euro amount that is at least `percent` of `whole`. */
function minimumFor(whole: number, percent: number): number {
  return Math.ceil((whole * percent) / 100);
}

export function helpToBuyRefund(input: Pick<SchemeInput, "price" | "type" | "mortgage">, terms: SchemeTerms): HelpToBuyResult {
  const t = terms.helpToBuy;
  if (!t) {
    return { terms: null, endedOn: terms.helpToBuyEnded, percentOfPrice: 0, refund: 0, limitedBy: null, minMortgage: 0, reasons: ["closed"] };
  }
  const percent = input.type === "self-build" ? t.completionValuePercent : t.pricePercent;
  const percentCents = percentOfCents(input.price, percent);
  const reasons: HelpToBuyReason[] = [];
  if (input.type === "existing") reasons.push("not-new");
  if (input.price > t.maxPropertyValue) reasons.push("over-value");
  if (!atLeastPercent(input.mortgage, input.price, t.minMortgagePercent)) reasons.push("mortgage-under");
  const maxCents = t.maxRefund * 100;
  const refundCents = reasons.length ? 0 : Math.min(maxCents, percentCents);
  return {
    terms: t,
    endedOn: null,
    percentOfPrice: percentCents / 100,
    refund: refundCents / 100,
    limitedBy: reasons.length ? null : percentCents >= maxCents ? "maximum" : "percent",
    minMortgage: minimumFor(input.price, t.minMortgagePercent),
    reasons,
  };
}

/**
 * The council's First Home price ceiling on `on`. Where houses and
 * apartments differ, the tool (which does not ask which) applies the lower
 * one and names both. Null when the site could not confirm it.
 */
export function ceilingFor(area: CouncilId, on: string): { ceiling: number | null; split: { house: number; apartment: number } | null; label: string } {
  const status = ruleOn(firstHomeCeilingsRule, on);
  const label = councilById(area).name;
  const c = status.state === "current" ? status.period!.value[area] : null;
  if (!c) return { ceiling: null, split: null, label };
  return { ceiling: Math.min(c.house, c.apartment), split: c.house === c.apartment ? null : { ...c }, label };
}

/** Share of the price in percent, to one decimal place, rounded half up. */
export function sharePercentOf(share: number, price: number): number {
  return Math.round((share * 1000) / price) / 10;
}

export function firstHomeShare(input: Omit<SchemeInput, "salePrice">, helpToBuyRefundDue: number, terms: SchemeTerms): FirstHomeResult {
  const { ceiling, split, label } = ceilingFor(input.area, terms.on);
  const t = terms.firstHome;
  const combinedWithHelpToBuy = input.withHelpToBuy && helpToBuyRefundDue > 0;
  const capPercent = t ? (combinedWithHelpToBuy ? t.maxShareWithHelpToBuyPercent : t.maxSharePercent) : 0;
  const capAmount = Math.floor(percentOfCents(input.price, capPercent) / 100);
  const gap = Math.max(0, input.price - input.mortgage - input.deposit);
  const reasons: FirstHomeReason[] = [];
  if (!t) reasons.push("closed");
  else {
    if (ceiling !== null && input.price > ceiling) reasons.push("over-ceiling");
    if (!atLeastPercent(input.mortgage, input.price, FHS_MIN_MORTGAGE_PERCENT)) reasons.push("mortgage-under");
    if (gap === 0) reasons.push("no-gap");
  }
  const share = reasons.length ? 0 : Math.min(gap, capAmount);
  const minDepositPercent = t?.minDepositPercent ?? 0;
  return {
    terms: t,
    endedOn: terms.firstHomeEnded,
    ceiling,
    ceilingSplit: split,
    areaLabel: label,
    gap,
    capPercent,
    combinedWithHelpToBuy,
    capAmount,
    share,
    sharePercent: share ? sharePercentOf(share, input.price) : 0,
    shortfall: reasons.length ? 0 : gap - share,
    minMortgage: minimumFor(input.price, FHS_MIN_MORTGAGE_PERCENT),
    minDeposit: minimumFor(input.price, minDepositPercent),
    depositBelowMinimum: t !== null && !atLeastPercent(input.deposit, input.price, minDepositPercent),
    reasons,
  };
}

/** What a later sale repays: the share's percentage (one decimal) of the sale price, to the cent. */
export function repaymentOnSale(sharePercent: number, salePrice: number): number {
  const permille = Math.round(sharePercent * 10);
  return Math.round((Math.round(salePrice * 100) * permille) / 1000) / 100;
}

/** Both schemes' amounts under the rules in force on `on` (yyyy-mm-dd, from the loader). */
export function schemeAmounts(input: SchemeInput, on: string): SchemeResult {
  const terms = schemeTermsOn(on);
  const htb = helpToBuyRefund(input, terms);
  const fhs = firstHomeShare(input, htb.refund, terms);
  const salePrice = input.salePrice ?? input.price;
  return {
    helpToBuy: htb,
    firstHome: fhs,
    repayment: fhs.share
      ? {
          salePrice,
          assumedPurchasePrice: input.salePrice === null,
          sharePercent: fhs.sharePercent,
          amount: repaymentOnSale(fhs.sharePercent, salePrice),
        }
      : null,
  };
}
