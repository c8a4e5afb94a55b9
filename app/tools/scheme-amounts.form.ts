/**
 * The scheme amounts tool's URL parameters: buyer, price, type, area,
 * mortgage, deposit, htb, tax, sale. `buyer` and `tax` came later (issue 42):
 * a link without them means "not said", and the answer states the condition.
 */
import { COUNCIL_IDS } from "~/facts/local-authorities";
import { MESSAGES } from "~/content/tools/common";
import { SCHEME_WORDS } from "~/content/tools/scheme-amounts";
import { runFields, readQuery, toQuery, type RawValues } from "~/lib/params";
import type { BuildType } from "~/rules/help-to-buy";
import type { BuyerType } from "~/rules/types";
import { schemeAmounts, type SchemeInput, type SchemeResult } from "./scheme-amounts";
import { checks, type ToolEvaluation, type ToolForm } from "./params";

export const SCHEME_KEYS = ["buyer", "price", "type", "area", "mortgage", "deposit", "htb", "tax", "sale"] as const;
export type SchemeKey = (typeof SCHEME_KEYS)[number];

const F = SCHEME_WORDS.fields;
const TYPES = ["new", "self-build", "existing"] as const satisfies readonly BuildType[];
const BUYERS = ["first", "fresh-start", "other"] as const satisfies readonly BuyerType[];
const MAX = 10_000_000;
const FIELDS = {
  // Optional: not said (a link from before it was asked) is an answer that states the condition first.
  buyer: { check: checks.choice(BUYERS, F.buyer.noun) },
  price: { check: checks.money(F.price.noun, { min: 1_000, max: MAX }), missing: MESSAGES.missing(F.price.noun) },
  type: { check: checks.choice(TYPES, F.type.noun), missing: MESSAGES.choose(F.type.noun) },
  area: { check: checks.choice(COUNCIL_IDS, F.area.noun), missing: MESSAGES.choose(F.area.noun) },
  mortgage: { check: checks.money(F.mortgage.noun, { min: 0, max: MAX }), missing: MESSAGES.missing(F.mortgage.noun) },
  deposit: { check: checks.money(F.deposit.noun, { min: 0, max: MAX }), missing: MESSAGES.missing(F.deposit.noun) },
  htb: { check: checks.choice(["yes", "no"] as const, F.htb.noun), missing: MESSAGES.choose(F.htb.noun) },
  tax: { check: checks.money(F.tax.noun, { min: 0, max: MAX }) },
  sale: { check: checks.money(F.sale.noun, { min: 1_000, max: MAX }) },
};

export type SchemeEvaluation = ToolEvaluation<SchemeKey, SchemeInput, SchemeResult>;

/** Check the answers and work out the amounts under the rules in force on `on` (the loader's date). */
export function evaluateScheme(raw: RawValues<SchemeKey>, on: string): SchemeEvaluation {
  const { values: v, issues, ok } = runFields(FIELDS, raw);
  if (v.price !== null && v.mortgage !== null && v.mortgage > v.price) issues.mortgage = { kind: "invalid", message: SCHEME_WORDS.crossField.mortgageOverPrice };
  if (v.price !== null && v.deposit !== null && v.deposit > v.price) issues.deposit = { kind: "invalid", message: SCHEME_WORDS.crossField.depositOverPrice };
  if (!ok || issues.mortgage || issues.deposit) return { issues, input: null, result: null };
  const input: SchemeInput = {
    buyer: v.buyer,
    price: v.price!,
    type: v.type!,
    area: v.area!,
    mortgage: v.mortgage!,
    deposit: v.deposit!,
    withHelpToBuy: v.htb === "yes",
    taxPaid: v.tax,
    salePrice: v.sale,
  };
  return { issues: {}, input, result: schemeAmounts(input, on) };
}

export const SCHEME_FORM: ToolForm<SchemeKey, SchemeInput, SchemeResult> = {
  name: "scheme-amounts",
  keys: SCHEME_KEYS,
  defaults: { type: "new", area: "dublin-city", htb: "yes" },
  evaluate: evaluateScheme,
};

export const readSchemeQuery = (params: URLSearchParams) => readQuery(params, SCHEME_KEYS);

export function schemeQuery(input: SchemeInput): string {
  const { buyer, price, type, area, mortgage, deposit, withHelpToBuy, taxPaid, salePrice } = input;
  const values = {
    buyer: buyer ?? "",
    price: String(price),
    type,
    area,
    mortgage: String(mortgage),
    deposit: String(deposit),
    htb: withHelpToBuy ? "yes" : "no",
    tax: String(taxPaid ?? ""),
    sale: String(salePrice ?? ""),
  };
  return toQuery(values, SCHEME_KEYS);
}
