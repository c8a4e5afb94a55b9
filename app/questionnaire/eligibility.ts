/**
 * The questionnaire's answers through each scheme's eligibility test
 * (rules/eligibility/, one pure module per scheme), on the date the caller
 * passes: today in Ireland, from the server (the page's loader, or the root
 * loader for the overlay); no default, so nothing here reads a clock. This module only turns the answers into
 * what the tests take (the buyer, the county's councils, where the person
 * lives) and lists the results in the order the result page shows them.
 * content/questionnaire.ts turns the codes into sentences; the unit tests
 * assert the codes.
 */
import { costRentalEligibility } from "~/rules/eligibility/cost-rental";
import { firstHomeEligibility } from "~/rules/eligibility/first-home";
import { helpToBuyEligibility, helpToBuyRefund as refundOn } from "~/rules/eligibility/help-to-buy";
import { lendingEligibility } from "~/rules/eligibility/lending";
import { mortgageAllowanceEligibility } from "~/rules/eligibility/mortgage-allowance";
import { hapEligibility, rasEligibility, rentBudgetEligibility, rentSupplementEligibility, rentTaxCreditEligibility } from "~/rules/eligibility/renter-supports";
import { notBuying, type Area, type Buyer, type SchemeResult } from "~/rules/eligibility/result";
import { socialHousingEligibility } from "~/rules/eligibility/social-housing";
import { authoritiesFor } from "~/facts/local-authorities";
import { countyName } from "./counties";
import { BUILD_TYPE, type Answers } from "./params";

export type { Check, Note, SchemeId, SchemeResult, Status, Values } from "~/rules/eligibility/result";

/** Everything the tests need: the answers, with a first-time buyer's "yes" as a flag. Buyer answers count when tenure is "buy", `rent` when "rent". */
export type Profile = Required<Pick<Answers, "tenure" | "county" | "gross" | "net" | "living">> & Pick<Answers, "build" | "price" | "rent" | "deposit" | "mortgage" | "hours"> & { firstTime?: boolean };

export interface Evaluation {
  results: SchemeResult[];
  /** The buyer's price and mortgage, for the calculator link. */
  calculator?: { price: number; mortgage: number };
}

function buyerOf(p: Profile): Buyer | null {
  if (p.tenure !== "buy" || p.price === undefined || p.price <= 0) return null;
  return { firstTime: p.firstTime ?? false, build: BUILD_TYPE[p.build ?? "second-hand"], price: p.price, deposit: p.deposit ?? 0, mortgage: p.mortgage ?? 0 };
}

/** Help to Buy: the most the refund could be on this price, under the rule in force on `on` (the terms that last applied once it has ended). */
export function helpToBuyRefund(price: number, on: string): number {
  return refundOn(price, on);
}

/** Every scheme and support, in the order the result lists them within each group. */
export function evaluate(p: Profile, on: string): Evaluation {
  const b = buyerOf(p);
  const area: Area = { county: countyName(p.county), councils: authoritiesFor(p.county) };
  const htb = b ? helpToBuyEligibility(b, on) : notBuying("helpToBuy");
  const social = socialHousingEligibility(p.net, area, on);
  const results = [
    htb,
    // The Help to Buy result, passed on: the answers go through the Help to Buy rule once.
    b ? firstHomeEligibility(b, p.gross, area, htb.status === "likely" ? (htb.amount ?? 0) : 0, on) : notBuying("firstHome"),
    b ? mortgageAllowanceEligibility(b, p.living === "council", on) : notBuying("mortgageAllowance"),
    b ? lendingEligibility(b, p.gross, on) : null,
    p.tenure === "rent" && p.rent !== undefined ? rentBudgetEligibility(p.rent, p.gross) : null,
    costRentalEligibility(p.net, p.county === "dublin", p.tenure === "buy", on),
    social,
    hapEligibility(p.living, p.county, social),
    rentSupplementEligibility(p.living, p.hours === "under"),
    rasEligibility(p.living),
    rentTaxCreditEligibility(p.living, on),
  ].filter((r): r is SchemeResult => r !== null);
  return { results, ...(b ? { calculator: { price: b.price, mortgage: b.mortgage } } : {}) };
}
