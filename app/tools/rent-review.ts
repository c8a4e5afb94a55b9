/**
 * Rent review: the rule in force on the date of the review
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
 * - The first review after an area became a Rent Pressure Zone, for a
 *   tenancy whose rent was last set before then, follows s. 20, whose 12
 *   months read as 24 until 21 June 2027 (s. 24C(1)(a), kept by the new
 *   s. 20B(1); facts/tenancy.ts firstReviewAfterZoneRule). That is our reading
 *   of the Act, so the tool asks whether the area was already a zone when the
 *   rent was last set: "no" works the 24 months out; "not sure" (or no
 *   answer) works out the 12 months and shows both dates.
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
 * - Without the rise in prices (few readers know it), the 2% limb alone is
 *   an upper bound: the rent can be at most that, less if prices rose less.
 *   A new apartment has no 2% limb, so without the rise it has no figure,
 *   only the rule.
 */
import { periodOn } from "~/content/dated";
import { firstReviewAfterZoneRule, MINIMUM_DURATION_YEARS, REFORM_2026, rentControlRule, WHOLE_STATE_ZONE_FROM } from "~/content/facts/tenancy";
import { addMonths, compareIso, wholeMonthsBetween } from "~/lib/dates";

export type HomeKind = "standard" | "new-apartment";
/** Was the home's area already a Rent Pressure Zone on the date the rent was last set? */
export type ZoneAnswer = "yes" | "no" | "unsure";

export interface RentReviewInput {
  /** Current monthly rent in euro. */
  rent: number;
  /** Date the rent was last set, yyyy-mm-dd. */
  lastSet: string;
  /** Date the tenancy started, yyyy-mm-dd. */
  start: string;
  /** Rise in the consumer price index since the rent was last set, in percent (3.1 = 3.1%), as the reader enters it; null: not known. */
  inflation: number | null;
  kind: HomeKind;
  /** Was the area already a Rent Pressure Zone when the rent was last set? Null: not answered (read as "not sure"). */
  zone?: ZoneAnswer | null;
  /** Date of the review; null = the earliest date, or today if that has passed. */
  reviewOn: string | null;
}

/** The cap on a new rent: `rentCap`'s result. */
export type RentCap = ReturnType<typeof rentCap>;

/** The review's dates, rule and cap: `rentReview`'s result when the dates can be used. */
export type RentReviewResult = Extract<ReturnType<typeof rentReview>, { ok: true }>["result"];

type RentReviewProblem = { ok: false; problem: "last-set-in-future" | "set-before-start" | "review-before-earliest" | "review-before-rules"; earliestReview?: string; rulesFrom?: string };

/** The first review date the tool works out: the whole-State Rent Pressure Zone (20 June 2025). */
export const EARLIEST_RULE = rentControlRule.periods.find((p) => p.value.scope === "whole-state-rpz")!.from!;

/**
 * The cap on a new rent over `months` complete months. Whole numbers only:
 * limits in basis points × months (2% a year over m months = 200 × m; an
 * inflation rise of c% = c × 100 × 12), so no floating-point drift.
 */
export function rentCap(rent: number, inflation: number | null, months: number, yearlyPercent: number | null) {
  if (inflation === null && yearlyPercent === null) throw new RangeError("A rent cap needs the rise in prices or a yearly limit");
  const rentCents = Math.round(rent * 100);
  const inflationUnits = inflation === null ? null : Math.round(inflation * 100) * 12;
  const yearlyUnits = yearlyPercent === null ? null : Math.round(yearlyPercent * 100) * months;
  const raw = yearlyUnits === null ? inflationUnits! : inflationUnits === null ? yearlyUnits : Math.min(inflationUnits, yearlyUnits);
  const units = Math.max(0, raw);
  // Which limb set the increase ("cap-only": no rise in prices given, so only the 2% limb is known).
  const limitedBy: "inflation" | "cap" | "no-increase" | "cap-only" =
    units === 0 ? "no-increase" : inflationUnits === null ? "cap-only" : yearlyUnits !== null && yearlyUnits < inflationUnits ? "cap" : "inflation";
  const increaseCents = Math.floor((rentCents * units) / 120_000);
  return {
    rent: rentCents / 100,
    // Complete months from the date rent was last set to the review.
    months,
    // The 2% limb over the period, in percent (2 × months ÷ 12); null where it does not apply (new apartments).
    yearlyLimit: yearlyUnits === null ? null : yearlyUnits / 1_200,
    // The rise in prices entered, or null: then the figure is the 2% limb alone, an upper bound.
    inflation,
    // The increase allowed, in percent (without the rise in prices: the most it can be).
    increasePercent: units / 1_200,
    limitedBy,
    increase: increaseCents / 100,
    maxRent: (rentCents + increaseCents) / 100,
  };
}

/**
 * The earliest first review after an area became a zone, for rent last set on
 * `lastSet` before then: 24 months after it while s. 20(4) lasts, or the day
 * the 24 months stop, whichever comes first, and never within 12 months
 * (facts/tenancy.ts firstReviewAfterZoneRule: each period's months, the later one's start).
 */
export function firstReviewAfterZone(lastSet: string): string {
  const [long, short] = firstReviewAfterZoneRule.periods;
  const longDate = addMonths(lastSet, long!.value.months);
  const shortDate = addMonths(lastSet, short!.value.months);
  const stops = short!.from!;
  if (compareIso(longDate, stops) < 0) return longDate;
  return compareIso(shortDate, stops) > 0 ? shortDate : stops;
}

export function rentReview(input: RentReviewInput, today: string) {
  if (compareIso(input.lastSet, today) > 0) return { ok: false, problem: "last-set-in-future" } satisfies RentReviewProblem;
  if (compareIso(input.lastSet, input.start) < 0) return { ok: false, problem: "set-before-start" } satisfies RentReviewProblem;
  // Every rule the tool works with reviews once every 12 months ...
  const interval = rentControlRule.periods[rentControlRule.periods.length - 1]!.value.reviewMonths;
  const twelve = addMonths(input.lastSet, interval);
  // ... except, in our reading, the first review after the area became a zone, for rent set before it did.
  const zoneLater = compareIso(input.lastSet, WHOLE_STATE_ZONE_FROM) < 0 && input.zone !== "yes";
  const longer = zoneLater ? firstReviewAfterZone(input.lastSet) : null;
  const firstReview: "applies" | "may-apply" | null = longer === null || longer === twelve ? null : input.zone === "no" ? "applies" : "may-apply";
  const earliestReview = firstReview === "applies" ? longer! : twelve;
  const earliestHasPassed = compareIso(earliestReview, today) < 0;
  const reviewDate = input.reviewOn ?? (earliestHasPassed ? today : earliestReview);
  if (compareIso(reviewDate, earliestReview) < 0) return { ok: false, problem: "review-before-earliest", earliestReview } satisfies RentReviewProblem;
  const period = periodOn(rentControlRule, reviewDate);
  if (!period || compareIso(reviewDate, EARLIEST_RULE) < 0) return { ok: false, problem: "review-before-rules", rulesFrom: EARLIEST_RULE } satisfies RentReviewProblem;
  const rule = period.value;
  const national = rule.scope === "national";
  const newApartmentRule = national && input.kind === "new-apartment";
  const months = wholeMonthsBetween(input.lastSet, reviewDate);
  const yearly = newApartmentRule ? null : rule.capPercentPerYear;
  const cap = input.inflation === null && yearly === null ? null : rentCap(input.rent, input.inflation, months, yearly);
  const newRegime = compareIso(input.start, REFORM_2026) >= 0;
  const marketResetFrom = newRegime ? addMonths(input.start, MINIMUM_DURATION_YEARS * 12) : null;
  return {
    ok: true as const,
    result: {
      rule,
      // The Act that set the rule in force on the review date, and the period's first day ("from 1 March 2026").
      ruleSource: period.source,
      ruleFrom: period.from,
      // The rule on the review date has ended by today: the page states it in the past tense.
      ruleEnded: period.until !== null && compareIso(period.until, today) < 0,
      earliestReview,
      // The review date the cap is worked to.
      reviewDate,
      // The earliest date is before today, so the review is worked to today unless a date was given.
      earliestHasPassed,
      // The tenancy was created from 1 March 2026: a market reset is possible from the end of its first 6-year period,
      // and the review date may already be on or after that date.
      newRegime,
      marketResetFrom,
      marketResetPossible: marketResetFrom !== null && compareIso(reviewDate, marketResetFrom) >= 0,
      // The new-apartment answer made a difference (national rule only).
      newApartmentRule,
      // The first review after the area became a Rent Pressure Zone (our reading of s. 20B): "applies" when the reader said the
      // area was not yet a zone, so the longer wait is worked out; "may-apply" when not answered or not sure, so the 12 months
      // are worked out and the longer date shown (firstReviewEarliest); null when it cannot apply.
      firstReview,
      firstReviewEarliest: firstReview ? longer : null,
      // The cap on the new rent; null for a new apartment without the rise in prices (no 2% limb to bound it).
      cap,
    },
  };
}
