/**
 * Renting: deposits, entry, disputes and supports for renters (tenancy law and notice: ./tenancy.ts).
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 */
import { LAST_REVIEWED } from "../reviewed";
import { SOURCES } from "../sources";
import type { AnyRule } from "../dated";
import type { Group } from "./common";

/* ---------------- Renting ---------------- */
export const renterSupports = {
  source: SOURCES.citizensRenting,
  reviewed: LAST_REVIEWED,
  /** Rental Guide's reading of the Rent Tax Credit. */
  rentTaxCreditSingle: 750,
  rentTaxCreditCouple: 1_500,
  rentSupplementMaxWorkHours: 30,
  rasMinMonthsOnRentSupplement: 18,
  /** Keep rent to no more than this % of gross monthly income. */
  maxRentPercentOfGrossIncome: 30,
  applicationBankStatementMonths: 6,
  applicationPayslipMonths: 3,
  followUpDays: { min: 2, max: 3 },
} as const satisfies Group & Record<string, unknown>;


/** This file's dated rules, for /changes and its feed (content/rules.ts). */
export const RENTING_RULES: readonly AnyRule[] = [];
