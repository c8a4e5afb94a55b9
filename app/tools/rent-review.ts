/**
 * Rent review (issue 15): the rule in force on the date of the review
 * (facts/tenancy.ts, rentControlRule).
 * - From 1 March 2026 (Residential Tenancies (Miscellaneous Provisions) Act
 *   2026, ss. 2, 8, 9): every tenancy, once every 12 months; the new rent
 *   may not exceed the old rent by more than 2% for each year since it was
 *   last set, nor by more than the rise in the CPI over that time. New
 *   apartments and student blocks whose commencement notice was given on or
 *   after 10 June 2025: CPI only, no 2% limit (new s. 19(4)(aa)).
 * - 20 June 2025 to 28 February 2026: the whole State was a Rent Pressure
 *   Zone (2025 Act, s. 3): the same 2% limit, with the HICP instead of the CPI.
 * - Before 20 June 2025 it depended on whether the home was in a zone: the
 *   tool does not work those out.
 * - A tenancy created from 1 March 2026 can be reset to market rent at the
 *   end of each 6-year period (new s. 19(5)(aa)); one created earlier never.
 *
 * Decisions:
 * - The 2% limb is "2 per cent … in respect of each year that has elapsed
 *   … and [pro rata for] any additional period" (2021 Act, s. 3): we count
 *   complete months (the lower reading), simple, not compounded.
 * - The inflation limb is the ratio of index values, which is the percentage
 *   rise the reader enters (what the RTB's calculator works out from the
 *   CSO's figures). A fall in prices allows no increase: the rule caps rises,
 *   it does not order cuts.
 * - Money in cents; the ceiling is rounded down to the cent.
 */
import { periodOn } from "~/content/dated";
import { MINIMUM_DURATION_YEARS, REFORM_2026, rentControlRule, type RentControl } from "~/content/facts/tenancy";
import { addMonths, compareIso, wholeMonthsBetween } from "~/lib/dates";

export type HomeKind = "standard" | "new-apartment";

export interface RentReviewInput {
  /** Current monthly rent in euro. */
  rent: number;
  /** Date the rent was last set, yyyy-mm-dd. */
  lastSet: string;
  /** Date the tenancy started, yyyy-mm-dd. */
  start: string;
  /** Rise in the consumer price index since the rent was last set, in percent (3.1 = 3.1%), as the reader enters it. */
  inflation: number;
  kind: HomeKind;
  /** Date of the review; null = the earliest date, or today if that has passed. */
  reviewOn: string | null;
}

export interface RentCap {
  rent: number;
  /** Complete months from the date rent was last set to the review. */
  months: number;
  /** The 2% limb over the period, in percent (2 × months ÷ 12); null where it does not apply (new apartments). */
  yearlyLimit: number | null;
  inflation: number;
  /** The increase allowed, in percent. */
  increasePercent: number;
  /** Which limb set the increase. */
  limitedBy: "inflation" | "cap" | "no-increase";
  increase: number;
  maxRent: number;
}

export interface RentReviewResult {
  rule: RentControl;
  /** The period's first day, for "from 1 March 2026". */
  ruleFrom: string | null;
  earliestReview: string;
  /** The review date the cap is worked to. */
  reviewDate: string;
  /** The earliest date is before today, so the review is worked to today unless a date was given. */
  earliestHasPassed: boolean;
  /** The tenancy was created from 1 March 2026 (market resets possible). */
  newRegime: boolean;
  /** The first date a market reset at the end of a 6-year period is possible (new regime only). */
  marketResetFrom: string | null;
  /** The review date is on or after that date: a reset may be possible instead of the cap. */
  marketResetPossible: boolean;
  /** The new-apartment answer made a difference (national rule only). */
  newApartmentRule: boolean;
  cap: RentCap;
}

export type RentReviewProblem = "last-set-in-future" | "set-before-start" | "review-before-earliest" | "review-before-rules";

export type RentReviewOutcome = { ok: true; result: RentReviewResult } | { ok: false; problem: RentReviewProblem; earliestReview?: string; rulesFrom?: string };

/** The first review date the tool works out: the whole-State Rent Pressure Zone (20 June 2025). */
export const EARLIEST_RULE = rentControlRule.periods.find((p) => p.value.scope === "whole-state-rpz")!.from!;

/**
 * The cap on a new rent over `months` complete months. Whole numbers only:
 * limits in basis points × months (2% a year over m months = 200 × m; an
 * inflation rise of c% = c × 100 × 12), so no floating-point drift.
 */
export function rentCap(rent: number, inflation: number, months: number, yearlyPercent: number | null): RentCap {
  const rentCents = Math.round(rent * 100);
  const inflationUnits = Math.round(inflation * 100) * 12;
  const yearlyUnits = yearlyPercent === null ? null : Math.round(yearlyPercent * 100) * months;
  const raw = yearlyUnits === null ? inflationUnits : Math.min(inflationUnits, yearlyUnits);
  const units = Math.max(0, raw);
  const limitedBy = units === 0 ? "no-increase" : yearlyUnits !== null && yearlyUnits < inflationUnits ? "cap" : "inflation";
  const increaseCents = Math.floor((rentCents * units) / 120_000);
  return {
    rent: rentCents / 100,
    months,
    yearlyLimit: yearlyUnits === null ? null : yearlyUnits / 1_200,
    inflation,
    increasePercent: units / 1_200,
    limitedBy,
    increase: increaseCents / 100,
    maxRent: (rentCents + increaseCents) / 100,
  };
}

export function rentReview(input: RentReviewInput, today: string): RentReviewOutcome {
  if (compareIso(input.lastSet, today) > 0) return { ok: false, problem: "last-set-in-future" };
  if (compareIso(input.lastSet, input.start) < 0) return { ok: false, problem: "set-before-start" };
  // Every rule the tool works with reviews once every 12 months.
  const interval = rentControlRule.periods[rentControlRule.periods.length - 1]!.value.reviewMonths;
  const earliestReview = addMonths(input.lastSet, interval);
  const earliestHasPassed = compareIso(earliestReview, today) < 0;
  const reviewDate = input.reviewOn ?? (earliestHasPassed ? today : earliestReview);
  if (compareIso(reviewDate, earliestReview) < 0) return { ok: false, problem: "review-before-earliest", earliestReview };
  const period = periodOn(rentControlRule, reviewDate);
  if (!period || compareIso(reviewDate, EARLIEST_RULE) < 0) return { ok: false, problem: "review-before-rules", rulesFrom: EARLIEST_RULE };
  const rule = period.value;
  const national = rule.scope === "national";
  const newApartmentRule = national && input.kind === "new-apartment";
  const months = wholeMonthsBetween(input.lastSet, reviewDate);
  const cap = rentCap(input.rent, input.inflation, months, newApartmentRule ? null : rule.capPercentPerYear);
  const newRegime = compareIso(input.start, REFORM_2026) >= 0;
  const marketResetFrom = newRegime ? addMonths(input.start, MINIMUM_DURATION_YEARS * 12) : null;
  return {
    ok: true,
    result: {
      rule,
      ruleFrom: period.from,
      earliestReview,
      reviewDate,
      earliestHasPassed,
      newRegime,
      marketResetFrom,
      marketResetPossible: marketResetFrom !== null && compareIso(reviewDate, marketResetFrom) >= 0,
      newApartmentRule,
      cap,
    },
  };
}
