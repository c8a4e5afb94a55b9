/**
 * The Rent Tax Credit tool's URL parameters, in form order: first what the
 * law conditions the credit on (`home`, `landlord`, `support`, `registered`,
 * `childage`: s. 473B, as the rules in facts/taxes.ts give it), then
 * status, one `rentYYYY` for each year the credit exists (2022 to 2028, from
 * the rule), then the monthly rent with its first (`from`) and optional last
 * (`to`) payment. Each field is checked on its own, so a wrong answer gets
 * its message beside it and the rest is still worked out: an unknown value of
 * a condition is flagged and read as "not said", never echoed.
 *
 * Links made before the conditions were asked carry none of them: every one
 * is "not said", and the answer's first sentence names the exclusions.
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
import {
  creditVerdict,
  creditYears,
  rentTaxCredit,
  RTC_CHILD_AGES,
  RTC_HOMES,
  RTC_LANDLORDS,
  RTC_REGISTERED,
  RTC_SUPPORTS,
  type FilingStatus,
  type RentTaxCreditInput,
  type RentTaxCreditResult,
  type RtcConditions,
} from "~/rules/rent-tax-credit";
import { checks, type ToolEvaluation, type ToolForm } from "./params";

const F = RTC_WORDS.fields;
const P = RTC_WORDS.problems;

export const RTC_YEARS = creditYears();
type RtcYearKey = `rent${number}`;
type RtcConditionKey = "home" | "landlord" | "support" | "registered" | "childage";
export type RtcKey = RtcConditionKey | "status" | RtcYearKey | "rent" | "from" | "to";
export const RTC_YEAR_KEYS: readonly RtcYearKey[] = RTC_YEARS.map((y) => `rent${y}` as const);
export const RTC_CONDITION_KEYS: readonly RtcConditionKey[] = ["home", "landlord", "support", "registered", "childage"];
export const RTC_KEYS: readonly RtcKey[] = [...RTC_CONDITION_KEYS, "status", ...RTC_YEAR_KEYS, "rent", "from", "to"];

const STATUSES = ["single", "couple"] as const satisfies readonly FilingStatus[];
// A year's rent: at most €200,000 (far above any rent; more is a typing slip). Cents allowed.
const YEAR_FIELDS = Object.fromEntries(
  RTC_YEARS.map((year) => [`rent${year}`, { check: checks.money(F.year(year).noun, { min: 0, max: 200_000, cents: true }) }]),
) as Record<RtcYearKey, Field<number>>;
const FIELDS = {
  // Optional: a blank (or a value flagged as unknown) is "not said".
  home: { check: checks.choice(RTC_HOMES, F.home.noun) },
  landlord: { check: checks.choice(RTC_LANDLORDS, F.landlord.noun) },
  support: { check: checks.choice(RTC_SUPPORTS, F.support.noun) },
  registered: { check: checks.choice(RTC_REGISTERED, F.registered.noun) },
  childage: { check: checks.choice(RTC_CHILD_AGES, F.childAge.noun) },
  status: { check: checks.choice(STATUSES, F.status.noun), missing: MESSAGES.choose(F.status.noun) },
  ...YEAR_FIELDS,
  rent: { check: checks.money(F.rent.noun, { min: 1, max: 20_000, cents: true }) },
  from: { check: checks.date({ minYear: 1990, maxYear: 2100 }) },
  to: { check: checks.date({ minYear: 1990, maxYear: 2100 }) },
};

const DEFAULTS = { home: "own", status: "single" } as const;

export type RtcEvaluation = ToolEvaluation<RtcKey, RentTaxCreditInput, RentTaxCreditResult>;

export function evaluateRtc(raw: RawValues<RtcKey>, today: string): RtcEvaluation {
  const { values: v, issues } = runFields(FIELDS, raw);
  const years = new Map<number, number>();
  for (const year of RTC_YEARS) if (v[`rent${year}`] !== null) years.set(year, v[`rent${year}`]!);
  const invalid = (message: string) => ({ kind: "invalid", message }) as const;
  const conditions: RtcConditions = { home: v.home, landlord: v.landlord, support: v.support, registered: v.registered, childAge: v.childage };

  // The monthly group: each part needs the others, and the dates must make sense.
  let monthly: RentTaxCreditInput["monthly"] = null;
  if (raw.rent.trim() !== "" || raw.from.trim() !== "" || raw.to.trim() !== "") {
    if (v.rent !== null && !issues.from && v.from === null) issues.from = invalid(P.noFrom);
    else if (v.rent === null && !issues.rent && (v.from !== null || v.to !== null)) issues.rent = invalid(P.noRent);
    if (v.from !== null && compareIso(v.from, today) > 0) issues.from = invalid(P.fromInFuture);
    if (v.from !== null && v.to !== null && compareIso(v.to, v.from) < 0) issues.to = invalid(P.toBeforeFrom);
    if (!issues.rent && !issues.from && !issues.to && v.rent !== null && v.from !== null) monthly = { monthly: v.rent, from: v.from, to: v.to ?? today };
  }

  // The status is only read for the amounts: a plain no needs none.
  const input: RentTaxCreditInput = { status: v.status ?? DEFAULTS.status, years, monthly, conditions };
  if (v.status === null || (years.size === 0 && monthly === null)) {
    // A plain no needs no rent: a council tenant learns it before typing any.
    if (creditVerdict(conditions, today).kind === "no") return { issues, input, result: rentTaxCredit(input, today) };
    // Nothing to work out yet: say so once the form is sent (beside the first year's field), unless another field already explains why.
    if (v.status !== null && Object.keys(issues).length === 0) issues[RTC_YEAR_KEYS[0]!] = { kind: "missing", message: P.nothing };
    return { issues, input: null, result: null };
  }
  return { issues, input, result: rentTaxCredit(input, today) };
}

export const RTC_FORM: ToolForm<RtcKey, RentTaxCreditInput, RentTaxCreditResult> = { name: "rent-tax-credit", keys: RTC_KEYS, defaults: DEFAULTS, evaluate: evaluateRtc };

export const readRtcQuery = (params: URLSearchParams) => readQuery(params, RTC_KEYS);

/** Ignored names that are a year the credit does not cover ("rent2021"): the years, for a plain message. */
export function outsideYears(ignored: readonly IgnoredParam[] | undefined): string[] {
  return (ignored ?? []).flatMap(({ name }) => {
    const m = /^rent(\d{4})$/.exec(name);
    return m ? [m[1]!] : [];
  });
}
