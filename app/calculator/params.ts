/**
 * The calculator's URL: every input as a short, readable search parameter
 * (the names are the input names: price, mortgage, newBuild, …), defaults
 * omitted, and how typed text becomes a value. Reading a link is in
 * params.server.ts, so the words of its notes stay out of the browser's
 * JavaScript on pages that only link here (calculatorUrl).
 */
import type { IgnoredParam, ParamRead } from "~/lib/params";
import { CALCULATOR_DEFAULTS, CALCULATOR_LIMITS } from "~/content/calculator-config";
import { FLAG_FIELDS, isHomeType, maxFor } from "~/links";
import { roundTo } from "~/lib/numbers";
import type { CalculatorInputs, NumberField } from "~/rules/types";

export type { CalculatorInputs } from "~/rules/types";
/** Fields, bounds and links are in links/ (app/links/index.ts), so the other features link here without this module. */
export { FLAG_FIELDS, KEYS, NUMBER_FIELDS, calculatorQuery, calculatorUrl, isHomeType, maxFor, normaliseInputs } from "~/links";

export const FORM_MARKER = "form";

/** Most ignored parameters listed one by one; the rest are counted. */
export const MAX_IGNORED_LISTED = 8;

export type { IgnoredParam } from "~/lib/params";

export interface ParsedCalculator {
  inputs: CalculatorInputs;
  ignored: IgnoredParam[];
  /** True when the values came from the page's own form (JavaScript off). */
  fromForm: boolean;
  /** How many ignored parameters were left out of `ignored` (there is no end to what a link can hold). */
  ignoredNotListed: number;
  /** The day the sale closes as the query kit read it (content/closing-date checks it against the rules' days). */
  closingDate: ParamRead<string>;
}

/* ---------------- What a person types (live form and the no-JS form) ---------------- */

/** Spec section 5: every non-digit is stripped; nothing left counts as 0. Capped at the sane maximum. */
export function parseTypedPrice(text: string): number {
  const digits = text.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (digits === "") return 0;
  if (digits.length > String(CALCULATOR_LIMITS.maxAmount).length) return CALCULATOR_LIMITS.maxAmount;
  return Math.min(Number(digits), CALCULATOR_LIMITS.maxAmount);
}

/** A typed amount or rate: empty, unreadable or negative counts as 0; cents kept; capped at the sane maximum. */
export function parseTypedNumber(text: string, key: Exclude<NumberField, "price">): number {
  const trimmed = text.trim();
  const value = trimmed === "" ? 0 : Number(trimmed);
  if (Number.isNaN(value) || value <= 0) return 0;
  if (value >= maxFor(key)) return maxFor(key);
  return roundTo(value, CALCULATOR_LIMITS.maxDecimals);
}

/** Sets one field from what a person typed (the live form, or the no-JavaScript form). */
export function setTyped(inputs: CalculatorInputs, key: keyof CalculatorInputs, raw: string) {
  if (key === "price") inputs.price = parseTypedPrice(raw);
  else if (key === "homeType") inputs.homeType = isHomeType(raw) ? raw : CALCULATOR_DEFAULTS.homeType;
  else if ((FLAG_FIELDS as readonly string[]).includes(key)) (inputs as unknown as Record<string, boolean>)[key] = raw !== "" && raw !== "0";
  else inputs[key as Exclude<NumberField, "price">] = parseTypedNumber(raw, key as Exclude<NumberField, "price">);
}
