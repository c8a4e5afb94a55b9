/**
 * The cost calculator on the day the sale closes (?date=), for its loaders
 * (the page and its PDF): the day is checked against the rules the
 * calculation uses (rules/closing-date.ts), and the rates and words of that
 * day are worked out on the server (content/calculator-vat.ts).
 */
import { calculatorVat } from "~/content/calculator-vat";
import type { AnyRule } from "~/facts/dated";
import { dutyTermsOn, stampDutyRatesRule, stampDutyRoundingRule, type DutyTerms } from "~/facts/buying";
import { newApartmentVat, newHouseVat } from "~/facts/vat";
import { closingDateNotes, closingDateRange, readClosingDate, type ClosingDateNotes } from "~/rules/closing-date";
import type { VatRates } from "~/rules/types";
import type { ParamRead } from "~/lib/params";
import { vatRatesOn } from "~/rules/vat";

/** The dated rules the cost calculator's figures depend on: the day the sale closes is checked against these. */
export const CALCULATOR_RULES: readonly AnyRule[] = [newHouseVat, newApartmentVat, stampDutyRatesRule, stampDutyRoundingRule];

/**
 * The calculator on the day the sale closes: the rules of that day
 * (`vat`), and, when it is not today, today's rates (so the page can say
 * what the difference comes to in euros as the reader types) and which
 * rules differ; and the field's state (`date`: the day used, today, the
 * allowed range, and a message for a day that could not be used, when
 * today's rules are used instead).
 */
export function calculatorOn(day: ParamRead<string>, today: string) {
  const { on, message } = readClosingDate(day, CALCULATOR_RULES, today);
  const closing: (ClosingDateNotes & { today: { rates: VatRates; duty: DutyTerms } }) | null =
    on === today ? null : { ...closingDateNotes(CALCULATOR_RULES, today, on), today: { rates: vatRatesOn(today), duty: dutyTermsOn(today) } };
  return { vat: calculatorVat(on), closing, date: { on, today, message: message ?? null, ...closingDateRange(CALCULATOR_RULES, today) } };
}
