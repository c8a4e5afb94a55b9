/**
 * The cost calculator's path, defaults and input bounds (spec section 9), on
 * their own so that a page which only links to the calculator with figures
 * filled in (calculatorUrl) does not ship the calculator's words. The words
 * are in calculator.ts, which re-exports these.
 */
import type { CalculatorInputs, HomeType } from "~/rules/types";

export const CALCULATOR_PATH = "/buying/costs-calculator";
export const CALCULATOR_PDF_PATH = "/buying/costs-calculator.pdf";

/** The kinds of new home, as written in a link (homeType=apartment). */
export const HOME_TYPES = ["house", "apartment"] as const satisfies readonly HomeType[];

/** Spec section 9: the calculator's defaults; a new home is a house unless the person says otherwise. */
export const CALCULATOR_DEFAULTS: CalculatorInputs = {
  price: 300_000,
  newBuild: false,
  homeType: "house",
  bulk: false,
  legal: 2_500,
  mortgage: 240_000,
  rate: 0.5,
  valuation: 200,
  broker: false,
  brokerFee: 750,
  survey: 600,
  registration: 500,
  insurance: 650,
  moving: 1_500,
  furnishing: 7_000,
  misc: 1_500,
  includeMoving: true,
  includeFurnishing: true,
  includeMisc: true,
};

/**
 * Sane limits for values read from a link or typed in (not the hint bounds,
 * which are never enforced). Money up to €1,000,000,000; the arrangement rate
 * up to 100%; at most two decimal places. The price never has decimals: every
 * non-digit of what a person types is stripped (spec section 5).
 */
export const CALCULATOR_LIMITS = {
  maxAmount: 1_000_000_000,
  maxRate: 100,
  maxDecimals: 2,
} as const;
