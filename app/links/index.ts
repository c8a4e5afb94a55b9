/**
 * The links from one feature into another: the purchase planner's and the
 * cost calculator's addresses, and a link to either with what another page
 * already knows filled in. The calculator, the planner, the tools and the
 * questionnaire link to each other only through this module, so no feature
 * imports another. It sits above content because the calculator's path,
 * defaults and bounds are content (content/calculator-config.ts), and below
 * the features that link. Light on purpose: it carries neither feature's
 * rules nor words. One module, not one per feature: a page that links to both
 * (the calculator links to the planner) then loads one small file, not two.
 */
import { hrefWith, type RawValues } from "~/lib/url";
import { CLOSING_DATE_PARAM } from "~/rules/closing-date";
import { roundTo } from "~/lib/numbers";
import type { CalculatorInputs, FlagField, HomeType, NumberField } from "~/rules/types";
import { CALCULATOR_DEFAULTS, CALCULATOR_LIMITS, CALCULATOR_PATH, HOME_TYPES } from "~/content/calculator-config";

// The planner

export const PLAN_PATH = "/buying/plan";
export const PLAN_PDF_PATH = "/buying/plan.pdf";
export const PLAN_ICS_PATH = "/buying/plan.ics";

/** The first home's fields; the second home's are the same names ending in 2. */
export const HOME_KEYS = ["price", "type", "area", "homeType"] as const;
export const SECOND_HOME_KEYS = ["price2", "type2", "area2", "homeType2"] as const;

/** In the order the address lists them (the names the other tools already use). */
export const PLAN_KEYS = ["buyer", "income", "income2", "savings", ...HOME_KEYS, ...SECOND_HOME_KEYS, "rate", "term"] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** A planner link with the values given (blank ones left out), and the day the sale closes when it is not today. */
export function planHref(values: Partial<RawValues<PlanKey>>, closingOn?: string | null): string {
  const href = hrefWith(PLAN_PATH, values, PLAN_KEYS);
  if (!closingOn) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${closingDateQuery(closingOn)}`;
}

/** "date=2031-01-02": the day the sale closes as an address parameter (CLOSING_DATE_PARAM, rules/closing-date.ts). */
export function closingDateQuery(closingOn: string): string {
  return new URLSearchParams({ [CLOSING_DATE_PARAM]: closingOn }).toString();
}

// The cost calculator

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
