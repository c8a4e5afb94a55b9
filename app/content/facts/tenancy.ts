/**
 * Tenancy law the tools compute with: notice periods, security of tenure and
 * the grounds for ending a tenancy, rent reviews.
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 */
import { LAST_REVIEWED } from "../reviewed";
import { SOURCES } from "../sources";
import type { AnyRule } from "../dated";
import type { Band, Group } from "./common";

export const tenancy = {
  source: SOURCES.rtbNotice,
  reviewed: LAST_REVIEWED,
  securityOfTenureMonths: 6,
  /** Notice a tenant must give, by length of tenancy (months). */
  tenantNotice: [
    { from: 0, to: 6, label: "Less than 6 months", value: 28 },
    { from: 6, to: 12, label: "6 months to less than 1 year", value: 35 },
    { from: 12, to: 24, label: "1 year to less than 2 years", value: 42 },
    { from: 24, to: 48, label: "2 years to less than 4 years", value: 56 },
    { from: 48, to: 96, label: "4 years to less than 8 years", value: 84 },
    { from: 96, to: null, label: "8 years or more", value: 112 },
  ] as Band[],
  /** Notice a landlord must give, by length of tenancy (months). */
  landlordNotice: [
    { from: 0, to: 6, label: "Less than 6 months", value: 28 },
    { from: 6, to: 12, label: "6 months to less than 1 year", value: 90 },
    { from: 12, to: 36, label: "1 year to less than 3 years", value: 120 },
    { from: 36, to: 84, label: "3 years to less than 7 years", value: 180 },
    { from: 84, to: 96, label: "7 years to less than 8 years", value: 196 },
    { from: 96, to: null, label: "8 years or more", value: 224 },
  ] as Band[],
  landlordEntryNoticeHours: 24,
  disputeWithinMonths: 6,
  depositMonths: { min: 1, max: 2 },
} as const satisfies Group & Record<string, unknown>;

export const rentPressureZones = {
  source: SOURCES.rtbRpz,
  reviewed: LAST_REVIEWED,
  reviewMonthsInRpz: 24,
  reviewMonthsOutsideRpz: 12,
  /** In an RPZ, rent may rise by the lower of inflation or this % a year. */
  maxAnnualIncreasePercent: 2,
} as const satisfies Group & Record<string, unknown>;


/** This file's dated rules, for /changes and its feed (content/rules.ts). */
export const TENANCY_RULES: readonly AnyRule[] = [];
