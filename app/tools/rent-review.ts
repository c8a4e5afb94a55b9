/**
 * Rent review rule (spec 001 §2, Rental Guide): in a Rent Pressure Zone rent
 * can be reviewed once every 24 months and may rise by no more than the
 * lower of inflation or 2% a year; outside one it can be reviewed every
 * 12 months, to the market rent, with no cap.
 *
 * Decisions where the spec is silent:
 * - "A year" is applied pro rata and simple, not compounded: the yearly rate
 *   is multiplied by the years in the period (complete months ÷ 12). Over
 *   24 months at 2% that is 4%, not 4.04%. Simple is the lower reading, so
 *   the figure never overstates what a landlord may ask.
 * - Inflation below zero allows no increase (the cap is 0%); the rule caps
 *   rises, it does not order cuts.
 * - The period runs from the date the rent was last set to the date of the
 *   review: the earliest review date unless a later review date is given.
 * - Money is worked in cents and the ceiling is rounded down to the cent.
 */
import { rentPressureZones } from "~/content/facts";
import { addMonths, compareIso, wholeMonthsBetween } from "./dates";

export interface RentReviewInput {
  /** Current monthly rent in euro (needed in a Rent Pressure Zone). */
  rent: number | null;
  /** Date the rent was last set, yyyy-mm-dd. */
  lastSet: string;
  rpz: boolean;
  /** Yearly inflation in percent (2.5 = 2.5%), as the reader enters it; needed in a Rent Pressure Zone. */
  inflation: number | null;
  /** Date of the review if later than the earliest date; null = the earliest date. */
  reviewOn: string | null;
}

export interface RentCap {
  rent: number;
  inflation: number;
  /** The yearly rate applied, in percent: min(inflation, 2), never below 0. */
  yearlyRate: number;
  /** Which figure set the yearly rate. */
  limitedBy: "inflation" | "cap" | "no-increase";
  /** Complete months from the date rent was last set to the review. */
  months: number;
  /** Total increase allowed over the period, in percent (yearlyRate × months ÷ 12). */
  increasePercent: number;
  increase: number;
  maxRent: number;
}

export interface RentReviewResult {
  rpz: boolean;
  intervalMonths: number;
  earliestReview: string;
  /** The review date the cap is worked to. */
  reviewDate: string;
  /** The earliest date is before today: a review can happen now. */
  earliestHasPassed: boolean;
  /** Only in a Rent Pressure Zone. */
  cap: RentCap | null;
}

export type RentReviewProblem = "last-set-in-future" | "review-before-earliest" | "missing-rpz-figures";

export type RentReviewOutcome = { ok: true; result: RentReviewResult } | { ok: false; problem: RentReviewProblem; earliestReview?: string };

export function reviewIntervalMonths(rpz: boolean): number {
  return rpz ? rentPressureZones.reviewMonthsInRpz : rentPressureZones.reviewMonthsOutsideRpz;
}

/** The cap on a new rent in a Rent Pressure Zone over `months` complete months. */
export function rentCap(rent: number, inflation: number, months: number): RentCap {
  const max = rentPressureZones.maxAnnualIncreasePercent;
  const yearlyRate = Math.max(0, Math.min(inflation, max));
  const limitedBy = inflation <= 0 ? "no-increase" : inflation < max ? "inflation" : "cap";
  // Whole numbers only: cents × basis points × months ÷ (10,000 × 12), so no floating-point drift.
  const rentCents = Math.round(rent * 100);
  const basisPoints = Math.round(yearlyRate * 100);
  const increaseCents = Math.floor((rentCents * basisPoints * months) / 120_000);
  return {
    rent: rentCents / 100,
    inflation,
    yearlyRate,
    limitedBy,
    months,
    increasePercent: (basisPoints * months) / 1_200,
    increase: increaseCents / 100,
    maxRent: (rentCents + increaseCents) / 100,
  };
}

export function rentReview(input: RentReviewInput, today: string): RentReviewOutcome {
  if (compareIso(input.lastSet, today) > 0) return { ok: false, problem: "last-set-in-future" };
  const intervalMonths = reviewIntervalMonths(input.rpz);
  const earliestReview = addMonths(input.lastSet, intervalMonths);
  const reviewDate = input.rpz && input.reviewOn ? input.reviewOn : earliestReview;
  if (compareIso(reviewDate, earliestReview) < 0) return { ok: false, problem: "review-before-earliest", earliestReview };
  if (input.rpz && (input.rent === null || input.inflation === null)) return { ok: false, problem: "missing-rpz-figures" };
  const cap = input.rpz ? rentCap(input.rent!, input.inflation!, wholeMonthsBetween(input.lastSet, reviewDate)) : null;
  return {
    ok: true,
    result: {
      rpz: input.rpz,
      intervalMonths,
      earliestReview,
      reviewDate,
      earliestHasPassed: compareIso(earliestReview, today) < 0,
      cap,
    },
  };
}
