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
 * - Whether the rent can be reset to the market rent follows the day the
 *   tenancy was created (facts/tenancy.ts marketResetRule): never for one
 *   created before 1 March 2026; after each 6 years of capped rent for one
 *   created from then (s. 19(5)(aa)), after 3 years for student-specific
 *   accommodation (s. 19(5)(ab), (ac)), which the tool asks about ("not
 *   said": the answer states both).
 * - New apartments and student blocks whose building work began on or after
 *   10 June 2025: no 2% limb, for rent set from 1 March 2026
 *   (newApartmentRentRule, read on the review date).
 * - The first review after an area became a Rent Pressure Zone, for a
 *   tenancy whose rent was last set before then, follows s. 20, whose 12
 *   months read as 24 until 21 June 2027 (s. 24C(1)(a), kept by the new
 *   s. 20B(1); facts/tenancy.ts firstReviewAfterZoneRule). That is our reading
 *   of the Act, so the tool asks whether the area was already a zone when the
 *   rent was last set: "no" works the 24 months out; "not sure" (or no
 *   answer) works out the 12 months and states both dates first.
 * - A review date before the earliest is an answer, not a mistake: "No",
 *   with the reason and the law, and no amount (issue 42).
 * - The notice: at least 90 days before the new rent applies, and for a
 *   notice served from 1 March 2026 a copy to the RTB the same day
 *   (rentReviewNoticeRule, read on the last day the notice can be served).
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
import { periodOn } from "~/facts/dated";
import { firstReviewAfterZoneRule, marketResetRule, newApartmentRentRule, rentControlRule, rentReviewNoticeRule, WHOLE_STATE_ZONE_FROM } from "~/facts/tenancy";
import { addDays, addMonths, compareIso, wholeMonthsBetween } from "~/lib/dates";

export type HomeKind = "standard" | "new-apartment";
/** Was the home's area already a Rent Pressure Zone on the date the rent was last set? */
export type ZoneAnswer = "yes" | "no" | "unsure";
/** Is the home student-specific accommodation (a building let only to students in term, s. 3(1A) of the 2004 Act)? */
export type StudentAnswer = "yes" | "no";

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
  /** Is it student-specific accommodation? Null: not said (the answer states both, where it matters). */
  student?: StudentAnswer | null;
  /** Date of the review; null = the earliest date, or today if that has passed. */
  reviewOn: string | null;
}

/** The cap on a new rent: `rentCap`'s result. */
export type RentCap = ReturnType<typeof rentCap>;

/** The review's dates, rule and cap: `rentReview`'s result when the dates can be used. */
export type RentReviewResult = Extract<ReturnType<typeof rentReview>, { ok: true }>["result"];

type RentReviewProblem = { ok: false; problem: "last-set-in-future" | "set-before-start" | "review-before-rules"; rulesFrom?: string };

/**
 * Whether the rent can be reset to the market rent on the review date, instead of the cap:
 * never (a tenancy created before 1 March 2026), later (not yet), possible, or
 * if-student (only if it is student accommodation, which the reader has not said).
 */
export type ResetState = "never" | "later" | "possible" | "if-student";

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
  const period = periodOn(rentControlRule, reviewDate);
  if (!period || compareIso(reviewDate, EARLIEST_RULE) < 0) return { ok: false, problem: "review-before-rules", rulesFrom: EARLIEST_RULE } satisfies RentReviewProblem;
  // A review date before the earliest: "No", and why (issue 42), with no amount.
  const notYet = compareIso(reviewDate, earliestReview) < 0;
  const verdict: "yes" | "not-yet" = notYet ? "not-yet" : "yes";
  const because: "twelve-months" | "first-review-after-zone" | null = notYet ? (firstReview === "applies" ? "first-review-after-zone" : "twelve-months") : null;
  const rule = period.value;
  const newApartmentRule = input.kind === "new-apartment" && periodOn(newApartmentRentRule, reviewDate) !== undefined;
  const months = wholeMonthsBetween(input.lastSet, reviewDate);
  const yearly = newApartmentRule ? null : rule.capPercentPerYear;
  const cap = notYet || (input.inflation === null && yearly === null) ? null : rentCap(input.rent, input.inflation, months, yearly);
  // The market reset, by the day the tenancy was created; student accommodation has its own years.
  const reset = periodOn(marketResetRule, input.start)!.value;
  const years = input.student === "yes" ? reset.studentResetYears : reset.resetYears;
  const marketResetFrom = years === null ? null : addMonths(input.start, years * 12);
  const studentResetFrom = input.student == null && reset.studentResetYears !== null ? addMonths(input.start, reset.studentResetYears * 12) : null;
  const reached = (from: string | null) => from !== null && compareIso(reviewDate, from) >= 0;
  const resetState: ResetState =
    marketResetFrom === null ? "never" : reached(marketResetFrom) ? "possible" : reached(studentResetFrom) ? "if-student" : "later";
  // The notice: served at least 90 days before the new rent applies; the rule in force on the last day it can be served.
  // With the earliest date passed and no date given, the rent is worked out for today and the notice runs from today.
  const now = earliestHasPassed && !input.reviewOn;
  const days = periodOn(rentReviewNoticeRule, reviewDate)?.value.noticeDays ?? rentReviewNoticeRule.periods[0]!.value.noticeDays;
  const serveBy = now ? null : addDays(reviewDate, -days);
  const noticePeriod = periodOn(rentReviewNoticeRule, serveBy ?? today) ?? null;
  return {
    ok: true as const,
    result: {
      // "not-yet": the review date is before the earliest date the law allows (`because`); no amount is worked out.
      verdict,
      because,
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
      // The tenancy was created from 1 March 2026: a market reset is possible from the end of its first 6-year period (3 years for
      // student accommodation), and the review date may already be on or after that date.
      newRegime: reset.resetYears !== null,
      marketResetFrom,
      resetYears: years,
      resetState,
      // Student accommodation not said: the day a student tenancy's reset would be possible (stated as a condition).
      studentResetFrom,
      studentResetYears: reset.studentResetYears,
      marketResetPossible: resetState === "possible",
      // The new-apartment answer made a difference (rent set from 1 March 2026 only).
      newApartmentRule,
      // The first review after the area became a Rent Pressure Zone (our reading of s. 20B): "applies" when the reader said the
      // area was not yet a zone, so the longer wait is worked out; "may-apply" when not answered or not sure, so the 12 months
      // are worked out and the longer date shown (firstReviewEarliest); null when it cannot apply.
      firstReview,
      firstReviewEarliest: firstReview ? longer : null,
      // The notice the new rent needs: its rule (on the last day it can be served), that day, and, when the rent can be reviewed
      // now, the first day a new rent could apply under a notice served today.
      notice: noticePeriod ? { ...noticePeriod.value, source: noticePeriod.source, serveBy, appliesFrom: now ? addDays(today, days) : null } : null,
      // The cap on the new rent; null for a review not yet allowed, and for a new apartment without the rise in prices (no 2% limb).
      cap,
    },
  };
}
