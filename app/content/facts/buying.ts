/**
 * Buying: stamp duty, the Central Bank's lending rules, green mortgages.
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 */
import { LAST_REVIEWED } from "../reviewed";
import { SOURCES } from "../sources";
import type { AnyRule } from "../dated";
import type { Group } from "./common";

/* ---------------- Buying: stamp duty (used by the cost calculator) ---------------- */
export const stampDuty = {
  source: SOURCES.revenueStampDuty,
  reviewed: LAST_REVIEWED,
  /** Marginal bands on the (VAT-exclusive) price. */
  bands: [
    { from: 0, to: 1_000_000, rate: 1 },
    { from: 1_000_000, to: 1_500_000, rate: 2 },
    { from: 1_500_000, to: null, rate: 6 },
  ],
  /** A new build's price includes VAT at 13.5%; duty is charged on the price without it. */
  newBuildVatPercent: 13.5,
  /** Bulk purchase: 10 or more homes in 12 months. */
  bulkRatePercent: 15,
  bulkMinHomes: 10,
  bulkWindowMonths: 12,
} as const satisfies Group & Record<string, unknown>;

/* ---------------- Buying: lending rules ---------------- */
export const lending = {
  source: SOURCES.centralBankMortgageMeasures,
  reviewed: LAST_REVIEWED,
  /** Loan-to-income limits. */
  ltiFirstTimeBuyer: 4,
  ltiOtherBuyer: 3.5,
  /** Multiples some lenders allow by exception. */
  ltiExceptions: [4.5, 4.75],
  /** Minimum deposit as a percentage of the price. */
  depositFirstTimeBuyerPercent: 10,
  depositOtherBuyerPercent: 20,
  /** Lenders count variable income (overtime, bonus, commission) at 0% to 100%. */
  variableIncomeCountedPercent: { min: 0, max: 100 },
  variableIncomeHistoryYears: [2, 3],
  /** Worked example: a couple buying a 450,000 home was offered different loans by lender. */
  lenderExample: { price: 450_000, offers: [300_000, 339_000, 378_000] },
  /** Typical income tax refund first-time buyers reclaim while saving (e.g. unclaimed credits). */
  taxRefundTypical: { min: 900, max: 1_100 },
  /** New-build deposit is typically 10%, after the booking deposit. */
  newBuildDepositPercent: 10,
} as const satisfies Group & Record<string, unknown>;

export const greenMortgage = {
  source: SOURCES.seai,
  reviewed: LAST_REVIEWED,
  minimumBer: "B3",
  /** All new homes built since this year are A-rated. */
  newHomesARatedSince: 2019,
  fixedRateOnly: true,
} as const satisfies Group & Record<string, unknown>;


/** This file's dated rules, for /changes and its feed (content/rules.ts). */
export const BUYING_RULES: readonly AnyRule[] = [];
