/**
 * Reading a calculator link, strictly, with zod: a plain non-negative number,
 * a decimal point only where the input takes one (not the price), within a
 * sane maximum; switches as 1 or 0; the kind of new home as house or
 * apartment. Anything else (letters, negatives, NaN,
 * 1e400, a 5,000-digit number, repeated or unknown parameters) falls back to
 * its default and is reported back as ignored. Never throws.
 *
 * A submission of the page's own GET form (JavaScript off) carries the
 * FORM_MARKER field: its values are what a person typed, so they are read the
 * way the live form reads them (the price's every-non-digit-stripped rule,
 * unticked switches absent), and the loader then redirects to the clean URL.
 *
 * Server only (loaders): see params.ts for why zod stays out of the browser.
 */
import { z } from "zod";
import { CALCULATOR_DEFAULTS, CALCULATOR_LIMITS, HOME_TYPES, type IgnoredReason } from "~/content/calculator";
import { FLAG_FIELDS, FORM_MARKER, KEYS, MAX_IGNORED_LISTED, setTyped, type ParsedCalculator } from "./params";
import type { CalculatorInputs } from "~/rules/types";

const KNOWN = new Set<string>(KEYS);

/** Longest parameter name echoed back in the ignored note. */
const MAX_ECHO = 40;

const schemas = (() => {
  const number = (pattern: RegExp, max: number) =>
    z
      .string()
      .regex(pattern, "unreadable")
      .transform(Number)
      // A 5,000-digit number reads as Infinity, which zod counts as "not a number": too large too.
      .pipe(z.number({ error: "tooLarge" }).max(max, "tooLarge"));
  const decimals = new RegExp(`^\\d+(\\.\\d{1,${CALCULATOR_LIMITS.maxDecimals}})?$`);
  return {
    whole: number(/^\d+$/, CALCULATOR_LIMITS.maxAmount),
    amount: number(decimals, CALCULATOR_LIMITS.maxAmount),
    rate: number(decimals, CALCULATOR_LIMITS.maxRate),
    flag: z.enum(["0", "1"], "notAFlag").transform((v) => v === "1"),
    homeType: z.enum(HOME_TYPES, "notAHomeType"),
  };
})();

function schemaFor(key: keyof CalculatorInputs) {
  if (key === "price") return schemas.whole;
  if (key === "rate") return schemas.rate;
  if (key === "homeType") return schemas.homeType;
  return (FLAG_FIELDS as readonly string[]).includes(key) ? schemas.flag : schemas.amount;
}

function echo(name: string): string {
  return name.length > MAX_ECHO ? `${name.slice(0, MAX_ECHO)}…` : name;
}

/** Parses a calculator URL's search parameters into inputs plus what was ignored. Never throws. */
export function parseCalculatorParams(params: URLSearchParams): ParsedCalculator {
  const fromForm = params.has(FORM_MARKER);
  const inputs: CalculatorInputs = { ...CALCULATOR_DEFAULTS };
  const ignored = new Map<string, IgnoredReason>();
  const counts = new Map<string, number>();
  for (const name of params.keys()) counts.set(name, (counts.get(name) ?? 0) + 1);

  for (const [name, count] of counts) {
    if (name === FORM_MARKER) continue;
    if (!KNOWN.has(name)) {
      ignored.set(name, "unknown");
      continue;
    }
    const key = name as keyof CalculatorInputs;
    if (count > 1) {
      ignored.set(name, "repeated");
      continue;
    }
    const raw = params.get(name) ?? "";
    // The form's own radio buttons only send a known kind of home: anything else is a hand-made link, read strictly.
    if (fromForm && key !== "homeType") {
      setTyped(inputs, key, raw);
      continue;
    }
    const result = schemaFor(key).safeParse(raw);
    if (result.success) {
      (inputs as unknown as Record<string, number | boolean | string>)[key] = result.data;
    } else {
      const message = result.error.issues[0]?.message;
      ignored.set(name, message === "tooLarge" || message === "notAFlag" || message === "notAHomeType" ? message : "unreadable");
    }
  }

  // A form leaves unticked switches out: absent means off.
  if (fromForm) for (const key of FLAG_FIELDS) if (!params.has(key)) inputs[key] = false;

  const all = [...ignored].map(([param, reason]) => ({ param: echo(param), reason }));
  return {
    inputs,
    ignored: all.slice(0, MAX_IGNORED_LISTED),
    ignoredNotListed: Math.max(0, all.length - MAX_IGNORED_LISTED),
    fromForm,
  };
}

