/**
 * Reading a calculator link with the site's query kit (lib/params.ts).
 * Server only (loaders): the notes' words stay out of the browser bundle of
 * every page that links to the calculator.
 */
import { CALCULATOR_DEFAULTS, CALCULATOR_LIMITS, HOME_TYPES, IGNORED_REASONS } from "~/content/calculator";
import { choiceCheck, parseQuery, type Check } from "~/lib/params";
import { FLAG_FIELDS, FORM_MARKER, KEYS, MAX_IGNORED_LISTED, NUMBER_FIELDS, setTyped, type ParsedCalculator } from "./params";
import type { CalculatorInputs } from "~/rules/types";
import { CLOSING_DATE_PARAM } from "~/rules/closing-date";
import { closingDateParam } from "~/rules/closing-date";

type Checks = { [K in keyof CalculatorInputs]: Check<CalculatorInputs[K]> };

const strictNumber = (pattern: RegExp, max: number): Check<number> => (raw) => {
  if (!pattern.test(raw)) return { ok: false, message: IGNORED_REASONS.unreadable };
  const n = Number(raw);
  // A 5,000-digit number reads as Infinity: too large too.
  return n <= max ? { ok: true, value: n } : { ok: false, message: IGNORED_REASONS.tooLarge };
};

/**
 * A hand-made link, read strictly: a plain non-negative number, a decimal
 * point only where the input takes one (not the price), within a sane
 * maximum; switches as 1 or 0; the kind of new home as house or apartment.
 */
const STRICT: Checks = (() => {
  const decimals = new RegExp(`^\\d+(\\.\\d{1,${CALCULATOR_LIMITS.maxDecimals}})?$`);
  const amount = strictNumber(decimals, CALCULATOR_LIMITS.maxAmount);
  const flag = (raw: string) => (raw === "0" || raw === "1" ? { ok: true as const, value: raw === "1" } : { ok: false as const, message: IGNORED_REASONS.notAFlag });
  const checks = {} as Record<keyof CalculatorInputs, Check<unknown>>;
  for (const key of NUMBER_FIELDS) checks[key] = amount;
  for (const key of FLAG_FIELDS) checks[key] = flag;
  checks.price = strictNumber(/^\d+$/, CALCULATOR_LIMITS.maxAmount);
  checks.rate = strictNumber(decimals, CALCULATOR_LIMITS.maxRate);
  checks.homeType = choiceCheck(HOME_TYPES, IGNORED_REASONS.notAHomeType);
  return checks as Checks;
})();

/** The page's own form (JavaScript off): what a person typed, read the way the live form reads it. */
const TYPED: Checks = (() => {
  const checks = {} as Record<keyof CalculatorInputs, Check<unknown>>;
  for (const key of KEYS) {
    checks[key] = (raw) => {
      const inputs = { ...CALCULATOR_DEFAULTS };
      setTyped(inputs, key, raw);
      return { ok: true, value: inputs[key] };
    };
  }
  // The form's own radio buttons only send a known kind of home: anything else is a hand-made link, read strictly.
  checks.homeType = STRICT.homeType;
  return checks as Checks;
})();

/**
 * Parses a calculator URL's search parameters into inputs plus what was
 * ignored. Anything unusable (letters, negatives, NaN, 1e400, a 5,000-digit
 * number, repeated or unknown parameters) falls back to its default and is
 * reported back. Never throws.
 *
 * A submission of the page's own GET form (JavaScript off) carries the
 * FORM_MARKER field: its values are what a person typed, so they are read the
 * way the live form reads them (the price's every-non-digit-stripped rule,
 * unticked switches absent), and the loader then redirects to the clean URL.
 */
export function parseCalculatorParams(params: URLSearchParams): ParsedCalculator {
  const fromForm = params.has(FORM_MARKER);
  const read = parseQuery(params, fromForm ? TYPED : STRICT, { repeated: "drop", blanks: "value", also: [FORM_MARKER, CLOSING_DATE_PARAM], limit: MAX_IGNORED_LISTED });
  const inputs: CalculatorInputs = { ...CALCULATOR_DEFAULTS, ...read.values };
  // A form leaves unticked switches out: absent means off.
  if (fromForm) for (const key of FLAG_FIELDS) if (!params.has(key)) inputs[key] = false;
  return { inputs, ignored: read.ignored, ignoredNotListed: read.omitted, fromForm, closingDate: closingDateParam(params) };
}
