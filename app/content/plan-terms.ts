/**
 * Everything a plan needs from the dated rules on one date, as plain data
 * (PlanTerms). Loaders call it with today in Ireland (lib/today.server); the
 * page then works out the plan with the pure planner, on the server and
 * again live in the browser, from these figures: the browser never reads the
 * rules or its own clock, as with the cost calculator's VAT rates.
 */
import { CALCULATOR_DEFAULTS } from "~/content/calculator-config";
import { planRefs, planRuleWords } from "~/content/planner-config";
import { lendingLimitsOn } from "~/rules/borrowing";
import { dutyTermsOn } from "~/facts/buying";
import { ceilingsOn, firstHomeOn, helpToBuyOn, lahlTermsOn } from "~/rules/scheme-terms";
import type { PlanTerms } from "~/rules/plan-types";
import { vatRatesOn } from "~/rules/vat";

export function planTermsOn(on: string): PlanTerms {
  const d = CALCULATOR_DEFAULTS;
  return {
    on,
    lending: { first: lendingLimitsOn("first", on), "fresh-start": lendingLimitsOn("fresh-start", on), other: lendingLimitsOn("other", on) },
    helpToBuy: helpToBuyOn(on),
    firstHome: firstHomeOn(on),
    ceilings: ceilingsOn(on),
    lahl: lahlTermsOn(on),
    vat: vatRatesOn(on),
    duty: dutyTermsOn(on),
    fees: { legal: d.legal, survey: d.survey, registration: d.registration, arrangementPercent: d.rate, valuation: d.valuation },
    words: planRuleWords(on),
    refs: planRefs(),
  };
}
