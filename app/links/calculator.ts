/**
 * The cost calculator's links: its fields as a link writes them, any inputs
 * brought into what a link can carry, and a clean, shareable link with only
 * what differs from the defaults. One of the links from one feature into
 * another (the planner's are plan.ts): the planner, the tools and the
 * questionnaire link to the calculator only through this module, so no
 * feature imports another. It sits above content because the calculator's
 * path, defaults and bounds are content (content/calculator-config.ts), and
 * below the features that link. Light on purpose: it must not carry the
 * calculator's rules or words.
 */
import { roundTo } from "~/lib/numbers";
import type { CalculatorInputs, FlagField, HomeType, NumberField } from "~/rules/types";
import { CLOSING_DATE_PARAM } from "~/rules/closing-date";
import { CALCULATOR_DEFAULTS, CALCULATOR_LIMITS, CALCULATOR_PATH, HOME_TYPES } from "~/content/calculator-config";

export const NUMBER_FIELDS = [
  "price", "legal", "mortgage", "rate", "valuation", "brokerFee", "survey", "registration", "insurance", "moving", "furnishing", "misc",
] as const satisfies readonly NumberField[];

export const FLAG_FIELDS = ["newBuild", "bulk", "broker", "includeMoving", "includeFurnishing", "includeMisc"] as const satisfies readonly FlagField[];

export const KEYS = Object.keys(CALCULATOR_DEFAULTS) as (keyof CalculatorInputs)[];

export function isHomeType(value: unknown): value is HomeType {
  return (HOME_TYPES as readonly unknown[]).includes(value);
}

export function maxFor(key: NumberField): number {
  return key === "rate" ? CALCULATOR_LIMITS.maxRate : CALCULATOR_LIMITS.maxAmount;
}

/** Brings any inputs (e.g. from another page's code) into what a link can carry. */
export function normaliseInputs(partial: Partial<CalculatorInputs>): CalculatorInputs {
  const inputs = { ...CALCULATOR_DEFAULTS, ...partial };
  for (const key of NUMBER_FIELDS) {
    const v = Number(inputs[key]);
    const safe = Number.isFinite(v) ? Math.min(Math.max(v, 0), maxFor(key)) : CALCULATOR_DEFAULTS[key];
    inputs[key] = key === "price" ? Math.round(safe) : roundTo(safe, CALCULATOR_LIMITS.maxDecimals);
  }
  for (const key of FLAG_FIELDS) inputs[key] = Boolean(inputs[key]);
  if (!isHomeType(inputs.homeType)) inputs.homeType = CALCULATOR_DEFAULTS.homeType;
  return inputs;
}

/* ---------------- Serialise ---------------- */

/** The query string of a calculator link, without "?": only the values that differ from the defaults. */
export function calculatorQuery(partial: Partial<CalculatorInputs> = {}, closingOn?: string | null): string {
  const inputs = normaliseInputs(partial);
  const q = new URLSearchParams();
  for (const key of KEYS) {
    const value = inputs[key];
    if (value === CALCULATOR_DEFAULTS[key]) continue;
    q.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  // The day the sale closes, only when it is not today (the caller passes nothing then).
  if (closingOn) q.set(CLOSING_DATE_PARAM, closingOn);
  return q.toString();
}

/** A clean, shareable calculator link, e.g. calculatorUrl({ price: 350000, mortgage: 280000 }). */
export function calculatorUrl(partial: Partial<CalculatorInputs> = {}, closingOn?: string | null): string {
  const query = calculatorQuery(partial, closingOn);
  return query ? `${CALCULATOR_PATH}?${query}` : CALCULATOR_PATH;
}
