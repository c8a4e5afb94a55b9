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
 */
import { firstHome, helpToBuy, type FirstHomeArea } from "~/content/facts";

export type BuildType = "new" | "self-build" | "existing";

export interface SchemeInput {
  /** Purchase price, or a self-build's completion value, in whole euro. */
  price: number;
  type: BuildType;
  area: FirstHomeArea;
  mortgage: number;
  deposit: number;
  /** The buyer means to claim Help to Buy as well (caps the First Home share at 20% if the refund is due). */
  withHelpToBuy: boolean;
  /** Price of a later sale; null = the purchase price. */
  salePrice: number | null;
}

export type HelpToBuyReason = "not-new" | "over-value" | "mortgage-under";

export interface HelpToBuyResult {
  /** 10% of the price (or completion value). */
  percentOfPrice: number;
  refund: number;
  /** Which limit set the refund, when it is due. */
  limitedBy: "maximum" | "percent" | null;
  /** Smallest mortgage that qualifies (70% of the price, rounded up to the euro). */
  minMortgage: number;
  reasons: HelpToBuyReason[];
}

export type FirstHomeReason = "over-ceiling" | "mortgage-under" | "no-gap";

export interface FirstHomeResult {
  ceiling: number;
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

export function helpToBuyRefund(input: Pick<SchemeInput, "price" | "type" | "mortgage">): HelpToBuyResult {
  const percent = input.type === "self-build" ? helpToBuy.completionValuePercent : helpToBuy.pricePercent;
  const percentCents = percentOfCents(input.price, percent);
  const reasons: HelpToBuyReason[] = [];
  if (input.type === "existing") reasons.push("not-new");
  if (input.price > helpToBuy.maxPropertyValue) reasons.push("over-value");
  if (!atLeastPercent(input.mortgage, input.price, helpToBuy.minMortgagePercent)) reasons.push("mortgage-under");
  const maxCents = helpToBuy.maxRefund * 100;
  const refundCents = reasons.length ? 0 : Math.min(maxCents, percentCents);
  return {
    percentOfPrice: percentCents / 100,
    refund: refundCents / 100,
    limitedBy: reasons.length ? null : percentCents >= maxCents ? "maximum" : "percent",
    minMortgage: minimumFor(input.price, helpToBuy.minMortgagePercent),
    reasons,
  };
}

export function ceilingFor(area: FirstHomeArea): { ceiling: number; label: string } {
  const row = firstHome.priceCeilings.find((c) => c.area === area);
  if (!row) throw new RangeError(`Unknown area ${area}`);
  return { ceiling: row.ceiling, label: row.label };
}

/** Share of the price in percent, to one decimal place, rounded half up. */
export function sharePercentOf(share: number, price: number): number {
  return Math.round((share * 1000) / price) / 10;
}

export function firstHomeShare(input: Omit<SchemeInput, "salePrice">, helpToBuyRefundDue: number): FirstHomeResult {
  const { ceiling, label } = ceilingFor(input.area);
  const combinedWithHelpToBuy = input.withHelpToBuy && helpToBuyRefundDue > 0;
  const capPercent = combinedWithHelpToBuy ? firstHome.maxShareWithHelpToBuyPercent : firstHome.maxSharePercent;
  const capAmount = Math.floor(percentOfCents(input.price, capPercent) / 100);
  const gap = Math.max(0, input.price - input.mortgage - input.deposit);
  const reasons: FirstHomeReason[] = [];
  if (input.price > ceiling) reasons.push("over-ceiling");
  if (!atLeastPercent(input.mortgage, input.price, firstHome.minMortgagePercent)) reasons.push("mortgage-under");
  if (gap === 0) reasons.push("no-gap");
  const share = reasons.length ? 0 : Math.min(gap, capAmount);
  return {
    ceiling,
    areaLabel: label,
    gap,
    capPercent,
    combinedWithHelpToBuy,
    capAmount,
    share,
    sharePercent: share ? sharePercentOf(share, input.price) : 0,
    shortfall: reasons.length ? 0 : gap - share,
    minMortgage: minimumFor(input.price, firstHome.minMortgagePercent),
    minDeposit: minimumFor(input.price, firstHome.minDepositPercent),
    depositBelowMinimum: !atLeastPercent(input.deposit, input.price, firstHome.minDepositPercent),
    reasons,
  };
}

/** What a later sale repays: the share's percentage (one decimal) of the sale price, to the cent. */
export function repaymentOnSale(sharePercent: number, salePrice: number): number {
  const permille = Math.round(sharePercent * 10);
  return Math.round((Math.round(salePrice * 100) * permille) / 1000) / 100;
}

export function schemeAmounts(input: SchemeInput): SchemeResult {
  const htb = helpToBuyRefund(input);
  const fhs = firstHomeShare(input, htb.refund);
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
