/**
 * The Rent Tax Credit tool's URL parameters, in form order: status, one
 * `rentYYYY` for each year the credit exists (2022 to 2028, from the rule),
 * then the monthly rent with its first (`from`) and optional last (`to`)
 * payment. Each field is checked on its own, so a wrong answer gets its
 * message beside it and the rest is still worked out.
 *
 * A `rentYYYY` for a year the credit does not cover (rent2021) is not one of
 * our keys: it lands among the ignored names, and `outsideYears` turns the
 * ones that are such years (four digits only, so nothing is echoed but a
 * year) into a plain message.
 */
import { MESSAGES } from "~/content/tools/common";
import { RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { compareIso } from "~/lib/dates";
import { creditYears, rentTaxCredit, type FilingStatus, type RentTaxCreditInput, type RentTaxCreditResult } from "~/rules/rent-tax-credit";
import { choiceSchema, collect, dateSchema, moneySchema, readQuery, runField, type FieldIssue, type IgnoredParam, type RawQuery, type RawValues, type ToolEvaluation } from "./params";

const F = RTC_WORDS.fields;

export const RTC_YEARS = creditYears();
export type RtcYearKey = `rent${number}`;
export type RtcKey = "status" | RtcYearKey | "rent" | "from" | "to";
export const RTC_YEAR_KEYS: readonly RtcYearKey[] = RTC_YEARS.map((y) => `rent${y}` as const);
export const RTC_KEYS: readonly RtcKey[] = ["status", ...RTC_YEAR_KEYS, "rent", "from", "to"];

export const RTC_DEFAULTS: Partial<RawValues<RtcKey>> = { status: "single" };

const STATUSES = ["single", "couple"] as const satisfies readonly FilingStatus[];
const SCHEMAS = {
  status: choiceSchema(STATUSES, F.status.noun),
  // A year's rent: at most €200,000 (far above any rent; more is a typing slip). Cents allowed.
  year: (year: number) => moneySchema(F.year(year).noun, { min: 0, max: 200_000, cents: true }),
  rent: moneySchema(F.rent.noun, { min: 1, max: 20_000, cents: true }),
  from: dateSchema({ minYear: 1990, maxYear: 2100 }),
  to: dateSchema({ minYear: 1990, maxYear: 2100 }),
};

export type RtcEvaluation = ToolEvaluation<RtcKey, RentTaxCreditInput, RentTaxCreditResult>;

const invalid = (message: string): FieldIssue => ({ kind: "invalid", message });

export function evaluateRtc(values: RawValues<RtcKey>, today: string): RtcEvaluation {
  const status = runField(SCHEMAS.status, values.status, { missing: MESSAGES.choose(F.status.noun) });
  const results: Record<string, { value: unknown; issue?: FieldIssue }> = { status };
  const years = new Map<number, number>();
  for (const year of RTC_YEARS) {
    const key: RtcYearKey = `rent${year}`;
    const field = runField(SCHEMAS.year(year), values[key] ?? "", false);
    results[key] = field;
    if (field.value !== null) years.set(year, field.value);
  }
  const rent = runField(SCHEMAS.rent, values.rent, false);
  const from = runField(SCHEMAS.from, values.from, false);
  const to = runField(SCHEMAS.to, values.to, false);
  results.rent = rent;
  results.from = from;
  results.to = to;

  // The monthly group: each part needs the others, and the dates must make sense.
  let monthly: RentTaxCreditInput["monthly"] = null;
  const monthlyGiven = values.rent.trim() !== "" || values.from.trim() !== "" || values.to.trim() !== "";
  if (monthlyGiven) {
    if (rent.value !== null && !from.issue && from.value === null) results.from = { value: null, issue: invalid(RTC_WORDS.problems.noFrom) };
    else if (rent.value === null && !rent.issue && (from.value !== null || to.value !== null)) results.rent = { value: null, issue: invalid(RTC_WORDS.problems.noRent) };
    if (from.value !== null && compareIso(from.value, today) > 0) results.from = { value: null, issue: invalid(RTC_WORDS.problems.fromInFuture) };
    if (from.value !== null && to.value !== null && compareIso(to.value, from.value) < 0) results.to = { value: null, issue: invalid(RTC_WORDS.problems.toBeforeFrom) };
    const ok = (k: "rent" | "from" | "to") => !results[k]!.issue;
    if (ok("rent") && ok("from") && ok("to") && rent.value !== null && from.value !== null) {
      monthly = { monthly: rent.value, from: from.value, to: to.value ?? today };
    }
  }

  const { issues } = collect<RtcKey>(results as { [P in RtcKey]: { value: unknown; issue?: FieldIssue } });
  if (status.value === null || (years.size === 0 && monthly === null)) {
    // Nothing to work out yet: say so once the form is sent (beside the first year's field), unless another field already explains why.
    if (status.value !== null && Object.keys(issues).length === 0) issues[RTC_YEAR_KEYS[0]!] = { kind: "missing", message: RTC_WORDS.problems.nothing };
    return { issues, input: null, result: null };
  }
  const input: RentTaxCreditInput = { status: status.value, years, monthly };
  return { issues, input, result: rentTaxCredit(input, today) };
}

export function readRtcQuery(params: URLSearchParams): RawQuery<RtcKey> {
  return readQuery(params, RTC_KEYS);
}

/** Ignored names that are a year the credit does not cover ("rent2021"): the years, for a plain message. */
export function outsideYears(ignored: readonly IgnoredParam[] | undefined): string[] {
  return (ignored ?? []).flatMap(({ name }) => {
    const m = /^rent(\d{4})$/.exec(name);
    return m ? [m[1]!] : [];
  });
}
