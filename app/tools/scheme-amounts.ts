/**
 * Scheme amounts (spec 001 §2, Help to Buy and First Home Scheme pages): the
 * tool's own input and result around the two scheme rules, which are
 * written once in rules/help-to-buy.ts and rules/first-home.ts and shared
 * with the questionnaire and the purchase planner.
 *
 * What is the tool's own: it asks what kind of buyer the reader is (first-
 * time, fresh start or other), and may be left unsaid (a link from before
 * it asked), when the answer states the condition first; it asks the income
 * tax and DIRT paid before (optional: blank, the refund is "up to"). It does
 * not ask whether the home is a house or
 * an apartment, so a council whose ceilings differ is checked against the
 * lower one and both are named; the deposit the reader enters includes any
 * Help to Buy refund put towards it; and a deposit under the scheme's 10%
 * minimum is flagged beside the share rather than zeroing it, so a buyer
 * still saving sees what the gap would be.
 *
 * Every limit is the dated rule in force on the date the loader passes: once
 * a scheme has ended, the tool says so (reason "closed") instead of working
 * out an amount under rules no longer in force.
 */
import { firstHomeShare, repaymentOnSale } from "~/rules/first-home";
import { helpToBuy, type BuildType } from "~/rules/help-to-buy";
import { ceilingFor, firstHomeOn, helpToBuyOn } from "~/rules/scheme-terms";
import type { CouncilId } from "~/facts/local-authorities";
import type { BuyerType } from "~/rules/types";


/** Where both schemes stand on a date. */
export function schemeTermsOn(on: string) {
  return { on, helpToBuy: helpToBuyOn(on), firstHome: firstHomeOn(on) };
}

export interface SchemeInput {
  /** The kind of buyer; null: not said (the answer then states who each scheme is for). */
  buyer: BuyerType | null;
  /** Purchase price, or a self-build's completion value, in whole euro. */
  price: number;
  type: BuildType;
  /** The local authority area the home is in (its First Home price ceiling). */
  area: CouncilId;
  mortgage: number;
  deposit: number;
  /** The buyer means to claim Help to Buy as well (caps the First Home share at 20% if the refund is due). */
  withHelpToBuy: boolean;
  /** Income tax and DIRT paid in the tax years Help to Buy counts; null: not given (the refund is "up to"). */
  taxPaid: number | null;
  /** Price of a later sale; null = the purchase price. */
  salePrice: number | null;
}

/** Both schemes' amounts: `schemeAmounts`'s result. */
export type SchemeResult = ReturnType<typeof schemeAmounts>;

/** Both schemes' amounts under the rules in force on `on` (yyyy-mm-dd, from the loader). */
export function schemeAmounts(input: SchemeInput, on: string) {
  const terms = schemeTermsOn(on);
  const buyer = input.buyer ?? undefined;
  const htb = helpToBuy({ ...input, buyer, taxPaid: input.taxPaid ?? undefined }, terms.helpToBuy);
  const ceiling = ceilingFor(input.area, on);
  const share = firstHomeShare({ ...input, buyer, withHelpToBuy: input.withHelpToBuy && htb.refund > 0, ceiling: ceiling.ceiling }, terms.firstHome);
  // The council's ceiling (the lower of house and apartment when they differ; null when the site could not confirm it), and
  // both when they differ.
  const fhs = { ...share, ceiling: ceiling.ceiling, ceilingSplit: ceiling.split, areaLabel: ceiling.areaLabel };
  const salePrice = input.salePrice ?? input.price;
  return {
    on,
    buyer: input.buyer,
    taxPaid: input.taxPaid,
    helpToBuy: htb,
    firstHome: fhs,
    // Null when there is no First Home share to repay; `assumedPurchasePrice`: no sale price was given, so the purchase price is used.
    repayment: fhs.share
      ? { salePrice, assumedPurchasePrice: input.salePrice === null, sharePercent: fhs.sharePercent, amount: repaymentOnSale(fhs.sharePercent, salePrice) }
      : null,
  };
}

/**
 * The scheduled end of each scheme the result uses that is open on `on`
 * and has an end date (its last day, and how certain it is): from the same
 * terms `schemeAmounts` applies. The page's calendar link names these dates,
 * and /tools/scheme-amounts.ics carries them.
 */
export function schemeEnds(on: string) {
  const { helpToBuy, firstHome } = schemeTermsOn(on);
  return [
    { scheme: "help-to-buy" as const, ...helpToBuy },
    { scheme: "first-home" as const, ...firstHome },
  ].flatMap(({ scheme, open, until, certainty }) => (open && until ? [{ scheme, until, certainty }] : []));
}
