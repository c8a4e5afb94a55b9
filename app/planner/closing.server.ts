/**
 * The plan on the day the sale closes (?date=), for the planner's loaders
 * (the page, its PDF and calendar file): the day is checked against the rules
 * the plan uses (rules/closing-date.ts), and that day's terms are worked out
 * on the server (content/plan-terms.ts).
 */
import { planTermsOn } from "~/content/plan-terms";
import { PLAN_RULES } from "~/rules/plan-rules";
import { stampDutyRatesRule, stampDutyRoundingRule } from "~/facts/buying";
import { closingDateNotes, closingDateRange, readClosingDate, type ClosingDateNotes, type ClosingDateState } from "~/rules/closing-date";
import type { PlanTerms } from "~/rules/plan-types";
import type { ParamRead } from "~/lib/params";

/** The rules a plan depends on, for the day the sale closes: those the plan states, and stamp duty's. */
const PLAN_CLOSING_RULES = [...PLAN_RULES, stampDutyRatesRule, stampDutyRoundingRule];

/**
 * The plan on the day the sale closes: that day's terms; when it is not
 * today, today's terms too (the page says what the day changes in euros as
 * the reader types) and which rules differ; and the field's state. A day
 * that cannot be used gets a message and today's terms.
 */
export function planTermsFor(day: ParamRead<string>, today: string) {
  const { on, message } = readClosingDate(day, PLAN_CLOSING_RULES, today);
  const closing: (ClosingDateNotes & { todayTerms: PlanTerms }) | null =
    on === today ? null : { ...closingDateNotes(PLAN_CLOSING_RULES, today, on), todayTerms: planTermsOn(today) };
  const date: ClosingDateState = { on, today, message: message ?? null, ...closingDateRange(PLAN_CLOSING_RULES, today) };
  return { terms: planTermsOn(on), closing, date };
}
