/**
 * The Budget article's figures, as the article quoted them when published
 * (2 April 2025). The article is kept as written; the "Updated" box at its top
 * (blog/updates.ts) compares these figures with the dated rules in force
 * (taxes.ts: rentTaxCredit, vacantHomesTax, residentialZonedLandTax) and lists
 * each one that no longer holds, or never did, with the current rule.
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 */
import { LAST_REVIEWED } from "../reviewed";
import { SOURCES } from "../sources";
import type { AnyRule } from "../dated";
import type { Group } from "./common";

/* ---------------- The Budget article's figures ---------------- */
export const budget = {
  source: SOURCES.budget,
  reviewed: LAST_REVIEWED,
  rentTaxCredit: 1_000,
  rentTaxCreditExtra: 250,
  rentTaxCreditExtraIncomeBelow: 50_000,
  vacantHomesTaxMultipleOfLpt: 5,
  vacantHomesTaxAfterMonths: 12,
  housingForAllBillion: 5.2,
  firstHomeShareCapPercent: 35,
  firstHomeSingleIncomeLimit: 80_000,
  localAuthorityLoanSingleLimit: 75_000,
  localAuthorityLoanRatePercent: 3.5,
  localAuthorityLoanRateBelowPrice: 300_000,
  retrofitGrant: 35_000,
  solarGrant: 5_000,
  landTaxPercent: 10,
} as const satisfies Group & Record<string, unknown>;

/** This file's dated rules, for /changes and its feed (content/rules.ts). */
export const BUDGET_RULES: readonly AnyRule[] = [];
