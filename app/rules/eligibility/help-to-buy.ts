/**
 * Help to Buy eligibility: the buyer through the scheme's rule
 * (rules/help-to-buy.ts) with the terms in force on the date (or those that
 * last applied once it has ended), as checks and notes.
 */
import { helpToBuy as helpToBuyFacts } from "~/facts/schemes";
import { helpToBuy, type HelpToBuyResult } from "../help-to-buy";
import { helpToBuyOn } from "../scheme-terms";
import { openCheck, result, type Buyer, type Check, type Note, type SchemeResult } from "./result";

function helpToBuyFor(b: Buyer, on: string): HelpToBuyResult {
  // The questionnaire asks whether the person has ever bought or built a home: Help to Buy's own test (help-to-buy-first-time-purchaser).
  return helpToBuy({ price: b.price, type: b.build, mortgage: b.mortgage, buyer: b.firstTime ? "first" : "other" }, helpToBuyOn(on));
}

/** The most the refund could be on this price, under the rule in force on `on`. */
export function helpToBuyRefund(price: number, on: string): number {
  return helpToBuy({ price, type: "new", mortgage: price }, helpToBuyOn(on)).upTo;
}

export function helpToBuyEligibility(b: Buyer, on: string): SchemeResult {
  const status = helpToBuyOn(on);
  const r = helpToBuyFor(b, on);
  const terms = r.terms;
  const open = openCheck("htb.open", status);
  const checks: Check[] = [
    ...(open ? [open] : []),
    { code: "htb.firstTime", ok: !r.reasons.includes("not-first-time") },
    { code: "htb.build", ok: !r.reasons.includes("not-new"), values: { build: b.build } },
    { code: "htb.price", ok: !r.reasons.includes("over-value"), values: { price: b.price, limit: terms.maxPropertyValue } },
    { code: "htb.mortgage", ok: !r.reasons.includes("mortgage-under"), values: { mortgage: b.mortgage, min: r.minMortgage, percent: terms.minMortgagePercent } },
  ];
  const notes: Note[] = [
    { code: "htb.refund", values: { refund: r.upTo, max: terms.maxRefund, percent: r.percent, selfBuild: b.build === "self-build" ? 1 : 0, taxYears: helpToBuyFacts.taxYears } },
    { code: "htb.conditions", values: { years: helpToBuyFacts.occupancyYears } },
  ];
  return result("helpToBuy", checks, notes, { amount: r.upTo });
}
