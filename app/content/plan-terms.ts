/**
 * Everything a plan needs from the dated rules on one date, as plain data
 * (PlanTerms). Loaders call it with today in Ireland (lib/today.server); the
 * page then works out the plan with the pure planner, on the server and
 * again live in the browser, from these figures: the browser never reads the
 * rules or its own clock, as with the cost calculator's VAT rates.
 */
import { CALCULATOR_DEFAULTS } from "~/content/calculator-config";
import { vatRatesOn } from "~/content/calculator-vat";
import { PLAN_RULES, planRefs, planRuleWords } from "~/content/planner-config";
import { closingDateNotes, closingDateRange, readClosingDate, type ClosingDateNotes, type ClosingDateState } from "~/rules/closing-date";
import { stampDutyRatesRule, stampDutyRoundingRule } from "~/facts/buying";
import { lendingLimitsOn } from "~/rules/borrowing";
import { dutyTermsOn } from "~/rules/stamp-duty";
import { ceilingsOn, firstHomeOn, helpToBuyOn, lahlTermsOn } from "~/rules/scheme-terms";
import type { PlanTerms } from "~/rules/plan-types";

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

/** The rules a plan depends on, for the day the sale closes: those the plan states, and stamp duty's. */
const PLAN_CLOSING_RULES = [...PLAN_RULES, stampDutyRatesRule, stampDutyRoundingRule];

/**
 * The plan on the day the sale closes: that day's terms; when it is not
 * today, today's terms too (the page says what the day changes in euros as
 * the reader types) and which rules differ; and the field's state. A day
 * that cannot be used gets a message and today's terms.
 */
export function planTermsFor(rawDate: string | null, today: string) {
  const { on, message } = readClosingDate(rawDate, PLAN_CLOSING_RULES, today);
  const closing: (ClosingDateNotes & { todayTerms: PlanTerms }) | null =
    on === today ? null : { ...closingDateNotes(PLAN_CLOSING_RULES, today, on), todayTerms: planTermsOn(today) };
  const date: ClosingDateState = { on, today, message: message ?? null, ...closingDateRange(PLAN_CLOSING_RULES, today) };
  return { terms: planTermsOn(on), closing, date };
}
