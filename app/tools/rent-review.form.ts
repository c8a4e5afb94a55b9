/** The rent review tool's URL parameters, in form order: rpz, set, rent, inflation, review. */
import { MESSAGES } from "~/content/tools/common";
import { RENT_WORDS } from "~/content/tools/rent-review";
import { rentReview, type RentReviewInput, type RentReviewResult } from "./rent-review";
import { choiceSchema, collect, dateSchema, moneySchema, percentSchema, readQuery, runField, toQuery, type FieldIssue, type Issues, type RawQuery, type RawValues } from "./params";

export const RENT_KEYS = ["rpz", "set", "rent", "inflation", "review"] as const;
export type RentKey = (typeof RENT_KEYS)[number];

export const RENT_DEFAULTS: Partial<RawValues<RentKey>> = { rpz: "yes" };

const F = RENT_WORDS.fields;
const SCHEMAS = {
  rpz: choiceSchema(["yes", "no"] as const, F.rpz.noun),
  rent: moneySchema(F.rent.noun, { min: 1, max: 100_000, cents: true }),
  set: dateSchema({ minYear: 1950, maxYear: 2100 }),
  inflation: percentSchema({ min: -20, max: 50 }),
  review: dateSchema({ minYear: 1950, maxYear: 2200 }),
};

export interface RentEvaluation {
  issues: Issues<RentKey>;
  input: RentReviewInput | null;
  result: RentReviewResult | null;
}

const skipped = { value: null };

export function evaluateRent(values: RawValues<RentKey>, today: string): RentEvaluation {
  const rpz = runField(SCHEMAS.rpz, values.rpz, { missing: MESSAGES.choose(F.rpz.noun) });
  const set = runField(SCHEMAS.set, values.set, { missing: MESSAGES.missing(F.set.noun) });
  // Rent, inflation and the review date only matter in a Rent Pressure Zone.
  const inRpz = rpz.value === "yes";
  const rent = inRpz ? runField(SCHEMAS.rent, values.rent, { missing: MESSAGES.missing(F.rent.noun) }) : skipped;
  const inflation = inRpz ? runField(SCHEMAS.inflation, values.inflation, { missing: MESSAGES.missing(F.inflation.noun) }) : skipped;
  const review = inRpz ? runField(SCHEMAS.review, values.review, false) : skipped;
  const { issues, ok } = collect<RentKey>({ rpz, rent, set, inflation, review });
  if (!ok) return { issues, input: null, result: null };
  const input: RentReviewInput = { rpz: inRpz, rent: rent.value, lastSet: set.value!, inflation: inflation.value, reviewOn: review.value };
  const outcome = rentReview(input, today);
  if (outcome.ok) return { issues: {}, input, result: outcome.result };
  const issue = (message: string): FieldIssue => ({ kind: "invalid", message });
  switch (outcome.problem) {
    case "last-set-in-future":
      return { issues: { set: issue(RENT_WORDS.problems["last-set-in-future"]) }, input, result: null };
    case "review-before-earliest":
      return { issues: { review: issue(RENT_WORDS.problems["review-before-earliest"](outcome.earliestReview!)) }, input, result: null };
    case "missing-rpz-figures":
      return { issues: { rent: issue(RENT_WORDS.problems["missing-rpz-figures"]) }, input, result: null };
  }
}

export function readRentQuery(params: URLSearchParams): RawQuery<RentKey> {
  return readQuery(params, RENT_KEYS);
}

export function rentQuery(input: RentReviewInput): string {
  return toQuery<RentKey>(
    {
      rpz: input.rpz ? "yes" : "no",
      rent: input.rent === null ? "" : String(input.rent),
      set: input.lastSet,
      inflation: input.inflation === null ? "" : String(input.inflation),
      review: input.reviewOn ?? "",
    },
    RENT_KEYS,
  );
}
