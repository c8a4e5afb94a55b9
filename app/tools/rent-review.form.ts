/**
 * The rent review tool's URL parameters, in form order: start, set, rent,
 * cpi, kind, zone, review. Links made for the Rent Pressure Zone version (rpz,
 * inflation) are not read: inflation then meant a yearly rate, and reading
 * it as the rise over the whole period would give a different answer, so
 * those names are listed as ignored and the reader enters the rise again.
 */
import { MESSAGES } from "~/content/tools/common";
import { RENT_WORDS } from "~/content/tools/rent-review";
import { rentReview, type HomeKind, type RentReviewInput, type RentReviewResult, type ZoneAnswer } from "./rent-review";
import { choiceSchema, collect, dateSchema, moneySchema, percentSchema, readQuery, runField, toQuery, type FieldIssue, type RawQuery, type RawValues, type ToolEvaluation } from "./params";

export const RENT_KEYS = ["start", "set", "rent", "cpi", "kind", "zone", "review"] as const;
export type RentKey = (typeof RENT_KEYS)[number];

export const RENT_DEFAULTS: Partial<RawValues<RentKey>> = { kind: "standard" };

const F = RENT_WORDS.fields;
const KINDS = ["standard", "new-apartment"] as const satisfies readonly HomeKind[];
const ZONES = ["yes", "no", "unsure"] as const satisfies readonly ZoneAnswer[];
const SCHEMAS = {
  start: dateSchema({ minYear: 1950, maxYear: 2100 }),
  set: dateSchema({ minYear: 1950, maxYear: 2100 }),
  rent: moneySchema(F.rent.noun, { min: 1, max: 100_000, cents: true }),
  cpi: percentSchema({ min: -20, max: 50 }),
  kind: choiceSchema(KINDS, F.kind.noun),
  zone: choiceSchema(ZONES, F.zone.noun),
  review: dateSchema({ minYear: 1950, maxYear: 2200 }),
};

export type RentEvaluation = ToolEvaluation<RentKey, RentReviewInput, RentReviewResult>;

export function evaluateRent(values: RawValues<RentKey>, today: string): RentEvaluation {
  const start = runField(SCHEMAS.start, values.start, { missing: MESSAGES.missing(F.start.noun) });
  const set = runField(SCHEMAS.set, values.set, { missing: MESSAGES.missing(F.set.noun) });
  const rent = runField(SCHEMAS.rent, values.rent, { missing: MESSAGES.missing(F.rent.noun) });
  // Optional (issue 36): without it the result states what the law allows, the 2% limb as an upper bound.
  const cpi = runField(SCHEMAS.cpi, values.cpi, false);
  const kind = runField(SCHEMAS.kind, values.kind, { missing: MESSAGES.choose(F.kind.noun) });
  // Optional: it matters only for rent last set before 20 June 2025, and "not answered" reads as "not sure".
  const zone = runField(SCHEMAS.zone, values.zone, false);
  const review = runField(SCHEMAS.review, values.review, false);
  const { issues, ok } = collect<RentKey>({ start, set, rent, cpi, kind, zone, review });
  if (!ok) return { issues, input: null, result: null };
  const input: RentReviewInput = {
    start: start.value!,
    lastSet: set.value!,
    rent: rent.value!,
    inflation: cpi.value ?? null,
    kind: kind.value!,
    zone: zone.value ?? undefined,
    reviewOn: review.value,
  };
  const outcome = rentReview(input, today);
  if (outcome.ok) return { issues: {}, input, result: outcome.result };
  const issue = (message: string): FieldIssue => ({ kind: "invalid", message });
  switch (outcome.problem) {
    case "last-set-in-future":
      return { issues: { set: issue(RENT_WORDS.problems["last-set-in-future"]) }, input, result: null };
    case "set-before-start":
      return { issues: { set: issue(RENT_WORDS.problems["set-before-start"]) }, input, result: null };
    case "review-before-earliest":
      return { issues: { review: issue(RENT_WORDS.problems["review-before-earliest"](outcome.earliestReview!)) }, input, result: null };
    case "review-before-rules":
      return { issues: { review: issue(RENT_WORDS.problems["review-before-rules"](outcome.rulesFrom!)) }, input, result: null };
  }
}

export function readRentQuery(params: URLSearchParams): RawQuery<RentKey> {
  return readQuery(params, RENT_KEYS);
}

export function rentQuery(input: RentReviewInput): string {
  return toQuery<RentKey>(
    { start: input.start, set: input.lastSet, rent: String(input.rent), cpi: input.inflation === null ? "" : String(input.inflation), kind: input.kind, zone: input.zone ?? "", review: input.reviewOn ?? "" },
    RENT_KEYS,
  );
}
