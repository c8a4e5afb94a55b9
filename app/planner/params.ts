/**
 * The purchase planner's URL parameters, checked rather than trusted, with
 * the site's query kit (lib/params.ts), the tools' checks and the names
 * they already use: buyer, income, income2, savings; price, type, area,
 * homeType for the home, and the same ending in 2 for a second home; rate
 * and term for a monthly repayment.
 *
 * Bad input never stops the plan: it is worked out with what is valid.
 * A value in a link that cannot be used is left out (never shown back) with
 * a message beside its field (`cleanPlanQuery`); a choice falls back to its
 * default and says so. A second home with only some fields given takes the
 * rest from the first home, and says so beside each field.
 */
import { HOME_TYPES } from "~/content/calculator-config";
import { COUNCIL_IDS } from "~/facts/local-authorities";
import { DEFAULT_TERM_YEARS, HOME_TYPE_OPTIONS, PLAN_FIELDS as F, PLAN_PAGE, TYPE_OPTIONS } from "~/content/planner";
import { MESSAGES } from "~/content/tools/common";
import { eur } from "~/lib/format";
import { fieldChecks, readQuery, runFields, type Field, type Issues, type RawQuery, type RawValues } from "~/lib/params";
import { planPurchase } from "./plan";
import { CLOSING_DATE_PARAM } from "~/rules/closing-date";
import { HOME_KEYS, PLAN_KEYS, SECOND_HOME_KEYS, type PlanKey } from "~/links";
import type { BuildType, BuyerType, HomeInput, Plan, PlanInput, PlanTerms } from "~/rules/plan-types";

export { PLAN_KEYS, type PlanKey } from "~/links";

const BUYERS = ["first", "fresh-start", "other"] as const satisfies readonly BuyerType[];
const TYPES = ["new", "self-build", "existing"] as const satisfies readonly BuildType[];
const MAX = 10_000_000;

const check = fieldChecks(MESSAGES);
const money = (noun: string, min: number, max = MAX) => check.money(noun, { min, max });
/** Each field's check, in the order the form lists them (its issues follow that order); income and price are required. */
const FIELDS = {
  buyer: { check: check.choice(BUYERS, F.buyer.noun) },
  income: { check: money(F.income.noun, 1), missing: MESSAGES.missing(F.income.noun) },
  income2: { check: money(F.income2.noun, 0) },
  savings: { check: money(F.savings.noun, 0, 100_000_000) },
  price: { check: money(F.price.noun, 1_000), missing: MESSAGES.missing(F.price.noun) },
  type: { check: check.choice(TYPES, F.type.noun) },
  area: { check: check.choice(COUNCIL_IDS, F.area.noun) },
  homeType: { check: check.choice(HOME_TYPES, F.homeType.noun) },
  price2: { check: money(F.price2.noun, 1_000) },
  type2: { check: check.choice(TYPES, F.type2.noun) },
  area2: { check: check.choice(COUNCIL_IDS, F.area2.noun) },
  homeType2: { check: check.choice(HOME_TYPES, F.homeType2.noun) },
  rate: { check: check.percent({ min: 0, max: 20 }) },
  term: { check: check.count(F.term.noun, { min: 1, max: 40 }) },
} satisfies Record<PlanKey, Field<unknown>>;

/** What a fresh form shows, and what a choice the link got wrong falls back to. */
export const PLAN_DEFAULTS: Partial<RawValues<PlanKey>> = { buyer: "first", type: "new", homeType: "house" };
const CHOICE_DEFAULTS: Partial<Record<PlanKey, string>> = { ...PLAN_DEFAULTS, type2: "", homeType2: "" };

export function readPlanQuery(params: URLSearchParams): RawQuery<PlanKey> {
  // The day the sale closes is read by the loader against the rules (planner/closing.server.ts).
  return readQuery(params, PLAN_KEYS, { also: [CLOSING_DATE_PARAM] });
}

export interface CleanQuery {
  query: RawQuery<PlanKey>;
  /** Beside each field whose value in the link was left out: what was ignored and why. */
  dropped: Partial<Record<PlanKey, string>>;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/**
 * The link's values with every one that cannot be used left out (a choice
 * set to its default), and a message for each. The loader runs it, so a bad
 * or hostile value is never sent back into the page.
 */
export function cleanPlanQuery(raw: RawQuery<PlanKey>): CleanQuery {
  const values = { ...raw.values };
  const dropped: Partial<Record<PlanKey, string>> = {};
  for (const key of PLAN_KEYS) {
    const value = values[key];
    if (value.trim() === "") {
      // A link from another page may leave out a choice: the default, silently (it is shown selected).
      if (raw.submitted && CHOICE_DEFAULTS[key]) values[key] = CHOICE_DEFAULTS[key]!;
      continue;
    }
    const checked = FIELDS[key].check(value);
    if (checked.ok) continue;
    const fallback = CHOICE_DEFAULTS[key] ?? "";
    values[key] = fallback;
    const options = key === "buyer" ? F.buyer.options : key.startsWith("homeType") ? HOME_TYPE_OPTIONS : TYPE_OPTIONS;
    dropped[key] = fallback ? PLAN_PAGE.ignoredChoice(F[key].noun, labelOf(options, fallback)) : PLAN_PAGE.ignored(F[key].noun, checked.message);
  }
  return { query: { ...raw, values }, dropped };
}

export interface PlanEvaluation {
  issues: Issues<PlanKey>;
  /** Second-home fields left blank while another is given: the first home's value is used, and this says so. */
  borrowed: Partial<Record<PlanKey, string>>;
  input: PlanInput | null;
  plan: Plan | null;
}

/** Check the answers and, where income and a price are valid, work out the plan under `terms` (the loader's date). */
export function evaluatePlan(values: RawValues<PlanKey>, terms: PlanTerms): PlanEvaluation {
  const { values: v, issues } = runFields(FIELDS, values);
  const home: Partial<HomeInput> = { price: v.price ?? undefined, type: v.type ?? "new", area: v.area, homeType: v.homeType ?? "house" };
  const second = { price: v.price2, type: v.type2, area: v.area2, homeType: v.homeType2 };
  const { income, income2, savings } = v;

  const borrowed: Partial<Record<PlanKey, string>> = {};
  const homes: HomeInput[] = [];
  if (home.price !== undefined) homes.push(home as HomeInput);
  const anySecond = SECOND_HOME_KEYS.some((k) => values[k].trim() !== "");
  if (anySecond && home.price !== undefined) {
    const first = home as HomeInput;
    const secondHome: HomeInput = {
      price: second.price ?? first.price,
      type: second.type ?? first.type,
      area: second.area ?? (values.area2.trim() === "" ? first.area : null),
      homeType: second.homeType ?? first.homeType,
    };
    SECOND_HOME_KEYS.forEach((key, i) => {
      if (values[key].trim() !== "") return;
      const firstKey = HOME_KEYS[i]!;
      borrowed[key] = PLAN_PAGE.borrowed(describe(firstKey, first));
    });
    homes.push(secondHome);
  }
  if (income === null || homes.length === 0) return { issues, borrowed, input: null, plan: null };
  const input: PlanInput = {
    buyer: v.buyer ?? "first",
    incomes: income2 === null ? [income] : [income, income2],
    savings,
    homes,
    rate: v.rate,
    termYears: v.term ?? DEFAULT_TERM_YEARS,
  };
  return { issues, borrowed, input, plan: planPurchase(input, terms) };
}

/** The first home's value in words, for the "taken from the first home" note. */
function describe(key: (typeof HOME_KEYS)[number], home: HomeInput): string {
  const words = PLAN_PAGE.borrowedValue;
  if (key === "price") return words.price(eur(home.price));
  if (key === "area") return words.area(home.area ? labelOf(F.area.options, home.area) : null);
  if (key === "type") return words.type(labelOf(TYPE_OPTIONS, home.type));
  return words.homeType(labelOf(HOME_TYPE_OPTIONS, home.homeType));
}
