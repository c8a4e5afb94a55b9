/**
 * The calculator's URL: every input as a short, readable search parameter
 * (the names are the input names: price, mortgage, newBuild, …), defaults
 * omitted, and how typed text becomes a value. Reading a link is in
 * params.server.ts, so the words of its notes stay out of the browser's
 * JavaScript on pages that only link here (calculatorUrl).
 */
import { CALCULATOR_DEFAULTS, CALCULATOR_LIMITS, CALCULATOR_PATH, HOME_TYPES } from "~/content/calculator-rules";
import type { IgnoredParam } from "~/lib/params";
import type { CalculatorInputs, FlagField, HomeType, NumberField } from "./types";

export type { CalculatorInputs } from "./types";

export const FORM_MARKER = "form";

export const NUMBER_FIELDS = [
  "price", "legal", "mortgage", "rate", "valuation", "brokerFee", "survey", "registration", "insurance", "moving", "furnishing", "misc",
] as const satisfies readonly NumberField[];

export const FLAG_FIELDS = ["newBuild", "bulk", "broker", "includeMoving", "includeFurnishing", "includeMisc"] as const satisfies readonly FlagField[];

export const KEYS = Object.keys(CALCULATOR_DEFAULTS) as (keyof CalculatorInputs)[];

export function isHomeType(value: unknown): value is HomeType {
  return (HOME_TYPES as readonly unknown[]).includes(value);
}

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
}

export function maxFor(key: NumberField): number {
  return key === "rate" ? CALCULATOR_LIMITS.maxRate : CALCULATOR_LIMITS.maxAmount;
}

function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  // toPrecision drops float noise first: 2500.555 * 100 is 250055.49999999997.
  return Math.round(Number((value * f).toPrecision(15))) / f;
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
export function calculatorQuery(partial: Partial<CalculatorInputs> = {}): string {
  const inputs = normaliseInputs(partial);
  const q = new URLSearchParams();
  for (const key of KEYS) {
    const value = inputs[key];
    if (value === CALCULATOR_DEFAULTS[key]) continue;
    q.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return q.toString();
}

/** A clean, shareable calculator link, e.g. calculatorUrl({ price: 350000, mortgage: 280000 }). */
export function calculatorUrl(partial: Partial<CalculatorInputs> = {}): string {
  const query = calculatorQuery(partial);
  return query ? `${CALCULATOR_PATH}?${query}` : CALCULATOR_PATH;
}

/** Sets one field from what a person typed (the live form, or the no-JavaScript form). */
export function setTyped(inputs: CalculatorInputs, key: keyof CalculatorInputs, raw: string) {
  if (key === "price") inputs.price = parseTypedPrice(raw);
  else if (key === "homeType") inputs.homeType = isHomeType(raw) ? raw : CALCULATOR_DEFAULTS.homeType;
  else if ((FLAG_FIELDS as readonly string[]).includes(key)) (inputs as unknown as Record<string, boolean>)[key] = raw !== "" && raw !== "0";
  else inputs[key as Exclude<NumberField, "price">] = parseTypedNumber(raw, key as Exclude<NumberField, "price">);
}
