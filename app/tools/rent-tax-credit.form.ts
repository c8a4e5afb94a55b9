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
import { runFields, readQuery, type Field, type IgnoredParam, type RawValues } from "~/lib/params";
import { creditYears, rentTaxCredit, type FilingStatus, type RentTaxCreditInput, type RentTaxCreditResult } from "~/rules/rent-tax-credit";
import { checks, type ToolEvaluation, type ToolForm } from "./params";

const F = RTC_WORDS.fields;
const P = RTC_WORDS.problems;

export const RTC_YEARS = creditYears();
type RtcYearKey = `rent${number}`;
export type RtcKey = "status" | RtcYearKey | "rent" | "from" | "to";
export const RTC_YEAR_KEYS: readonly RtcYearKey[] = RTC_YEARS.map((y) => `rent${y}` as const);
export const RTC_KEYS: readonly RtcKey[] = ["status", ...RTC_YEAR_KEYS, "rent", "from", "to"];

const STATUSES = ["single", "couple"] as const satisfies readonly FilingStatus[];
// A year's rent: at most €200,000 (far above any rent; more is a typing slip). Cents allowed.
const YEAR_FIELDS = Object.fromEntries(
  RTC_YEARS.map((year) => [`rent${year}`, { check: checks.money(F.year(year).noun, { min: 0, max: 200_000, cents: true }) }]),
) as Record<RtcYearKey, Field<number>>;
const FIELDS = {
  status: { check: checks.choice(STATUSES, F.status.noun), missing: MESSAGES.choose(F.status.noun) },
  ...YEAR_FIELDS,
  rent: { check: checks.money(F.rent.noun, { min: 1, max: 20_000, cents: true }) },
  from: { check: checks.date({ minYear: 1990, maxYear: 2100 }) },
  to: { check: checks.date({ minYear: 1990, maxYear: 2100 }) },
};

export type RtcEvaluation = ToolEvaluation<RtcKey, RentTaxCreditInput, RentTaxCreditResult>;

export function evaluateRtc(raw: RawValues<RtcKey>, today: string): RtcEvaluation {
  const { values: v, issues } = runFields(FIELDS, raw);
  const years = new Map<number, number>();
  for (const year of RTC_YEARS) if (v[`rent${year}`] !== null) years.set(year, v[`rent${year}`]!);
  const invalid = (message: string) => ({ kind: "invalid", message }) as const;

  // The monthly group: each part needs the others, and the dates must make sense.
  let monthly: RentTaxCreditInput["monthly"] = null;
  if (raw.rent.trim() !== "" || raw.from.trim() !== "" || raw.to.trim() !== "") {
    if (v.rent !== null && !issues.from && v.from === null) issues.from = invalid(P.noFrom);
    else if (v.rent === null && !issues.rent && (v.from !== null || v.to !== null)) issues.rent = invalid(P.noRent);
    if (v.from !== null && compareIso(v.from, today) > 0) issues.from = invalid(P.fromInFuture);
    if (v.from !== null && v.to !== null && compareIso(v.to, v.from) < 0) issues.to = invalid(P.toBeforeFrom);
    if (!issues.rent && !issues.from && !issues.to && v.rent !== null && v.from !== null) monthly = { monthly: v.rent, from: v.from, to: v.to ?? today };
  }

  if (v.status === null || (years.size === 0 && monthly === null)) {
    // Nothing to work out yet: say so once the form is sent (beside the first year's field), unless another field already explains why.
    if (v.status !== null && Object.keys(issues).length === 0) issues[RTC_YEAR_KEYS[0]!] = { kind: "missing", message: P.nothing };
    return { issues, input: null, result: null };
  }
  const input: RentTaxCreditInput = { status: v.status, years, monthly };
  return { issues, input, result: rentTaxCredit(input, today) };
}

export const RTC_FORM: ToolForm<RtcKey, RentTaxCreditInput, RentTaxCreditResult> = { name: "rent-tax-credit", keys: RTC_KEYS, defaults: { status: "single" }, evaluate: evaluateRtc };

export const readRtcQuery = (params: URLSearchParams) => readQuery(params, RTC_KEYS);

/** Ignored names that are a year the credit does not cover ("rent2021"): the years, for a plain message. */
export function outsideYears(ignored: readonly IgnoredParam[] | undefined): string[] {
  return (ignored ?? []).flatMap(({ name }) => {
    const m = /^rent(\d{4})$/.exec(name);
    return m ? [m[1]!] : [];
  });
}
