/**
 * The rent review tool's URL parameters, in form order: start, set, rent,
 * cpi, kind, student, zone, review. `student` came later (issue 42): a link
 * without it means "not said", and the answer states both cases where they
 * differ. Links made for the Rent Pressure Zone version (rpz,
 * inflation) are not read: inflation then meant a yearly rate, and reading
 * it as the rise over the whole period would give a different answer, so
 * those names are listed as ignored and the reader enters the rise again.
 */
import { MESSAGES } from "~/content/tools/common";
import { RENT_WORDS } from "~/content/tools/rent-review";
import { runFields, readQuery, toQuery, type Issues, type RawValues } from "~/lib/params";
import { rentReview, type HomeKind, type RentReviewInput, type RentReviewResult, type StudentAnswer, type ZoneAnswer } from "./rent-review";
import { checks, type ToolEvaluation, type ToolForm } from "./params";

export const RENT_KEYS = ["start", "set", "rent", "cpi", "kind", "student", "zone", "review"] as const;
export type RentKey = (typeof RENT_KEYS)[number];

const F = RENT_WORDS.fields;
const P = RENT_WORDS.problems;
const KINDS = ["standard", "new-apartment"] as const satisfies readonly HomeKind[];
const ZONES = ["yes", "no", "unsure"] as const satisfies readonly ZoneAnswer[];
const STUDENT = ["yes", "no"] as const satisfies readonly StudentAnswer[];
const FIELDS = {
  start: { check: checks.date({ minYear: 1950, maxYear: 2100 }), missing: MESSAGES.missing(F.start.noun) },
  set: { check: checks.date({ minYear: 1950, maxYear: 2100 }), missing: MESSAGES.missing(F.set.noun) },
  rent: { check: checks.money(F.rent.noun, { min: 1, max: 100_000, cents: true }), missing: MESSAGES.missing(F.rent.noun) },
  // Optional: without it the result states what the law allows, the 2% limb as an upper bound.
  cpi: { check: checks.percent({ min: -20, max: 50 }) },
  kind: { check: checks.choice(KINDS, F.kind.noun), missing: MESSAGES.choose(F.kind.noun) },
  // Optional: it matters only for a tenancy created from 1 March 2026 (the years before a market reset); "not said" states both.
  student: { check: checks.choice(STUDENT, F.student.noun) },
  // Optional: it matters only for rent last set before 20 June 2025, and "not answered" reads as "not sure".
  zone: { check: checks.choice(ZONES, F.zone.noun) },
  review: { check: checks.date({ minYear: 1950, maxYear: 2200 }) },
};

export type RentEvaluation = ToolEvaluation<RentKey, RentReviewInput, RentReviewResult>;

export function evaluateRent(raw: RawValues<RentKey>, today: string): RentEvaluation {
  const { values: v, issues, ok } = runFields(FIELDS, raw);
  if (!ok) return { issues, input: null, result: null };
  const input: RentReviewInput = {
    start: v.start!,
    lastSet: v.set!,
    rent: v.rent!,
    inflation: v.cpi,
    kind: v.kind!,
    zone: v.zone ?? undefined,
    student: v.student ?? undefined,
    reviewOn: v.review,
  };
  const outcome = rentReview(input, today);
  if (outcome.ok) return { issues: {}, input, result: outcome.result };
  // A review date before the earliest is an answer ("No", and why), not an input error: only dates the tool cannot use are refused here.
  const problem: Issues<RentKey> =
    outcome.problem === "review-before-rules"
      ? { review: { kind: "invalid", message: P["review-before-rules"](outcome.rulesFrom!) } }
      : { set: { kind: "invalid", message: P[outcome.problem] } };
  return { issues: problem, input, result: null };
}

export const RENT_FORM: ToolForm<RentKey, RentReviewInput, RentReviewResult> = { name: "rent-review", keys: RENT_KEYS, defaults: { kind: "standard" }, evaluate: evaluateRent };

export const readRentQuery = (params: URLSearchParams) => readQuery(params, RENT_KEYS);

export function rentQuery(input: RentReviewInput): string {
  return toQuery<RentKey>(
    { start: input.start, set: input.lastSet, rent: String(input.rent), cpi: input.inflation === null ? "" : String(input.inflation), kind: input.kind, student: input.student ?? "", zone: input.zone ?? "", review: input.reviewOn ?? "" },
    RENT_KEYS,
  );
}
