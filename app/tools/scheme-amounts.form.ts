/** The scheme amounts tool's URL parameters: price, type, area, mortgage, deposit, htb, sale. */
import { COUNCIL_IDS } from "~/content/local-authorities";
import { MESSAGES } from "~/content/tools/common";
import { SCHEME_WORDS } from "~/content/tools/scheme-amounts";
import { schemeAmounts, type BuildType, type SchemeInput, type SchemeResult } from "./scheme-amounts";
import { choiceSchema, collect, moneySchema, readQuery, runFields, toQuery, type RawQuery, type RawValues, type ToolEvaluation } from "./params";

export const SCHEME_KEYS = ["price", "type", "area", "mortgage", "deposit", "htb", "sale"] as const;
export type SchemeKey = (typeof SCHEME_KEYS)[number];

export const SCHEME_DEFAULTS: Partial<RawValues<SchemeKey>> = { type: "new", area: "dublin-city", htb: "yes" };

const F = SCHEME_WORDS.fields;
const TYPES = ["new", "self-build", "existing"] as const satisfies readonly BuildType[];
const MAX = 10_000_000;
const SCHEMAS = {
  price: moneySchema(F.price.noun, { min: 1_000, max: MAX }),
  type: choiceSchema(TYPES, F.type.noun),
  area: choiceSchema(COUNCIL_IDS, F.area.noun),
  mortgage: moneySchema(F.mortgage.noun, { min: 0, max: MAX }),
  deposit: moneySchema(F.deposit.noun, { min: 0, max: MAX }),
  htb: choiceSchema(["yes", "no"] as const, F.htb.noun),
  sale: moneySchema(F.sale.noun, { min: 1_000, max: MAX }),
};

export type SchemeEvaluation = ToolEvaluation<SchemeKey, SchemeInput, SchemeResult>;

/** Check the answers and work out the amounts under the rules in force on `on` (the loader's date). */
export function evaluateScheme(values: RawValues<SchemeKey>, on: string): SchemeEvaluation {
  const fields = runFields(SCHEMAS, values, {
    price: MESSAGES.missing(F.price.noun),
    type: MESSAGES.choose(F.type.noun),
    area: MESSAGES.choose(F.area.noun),
    mortgage: MESSAGES.missing(F.mortgage.noun),
    deposit: MESSAGES.missing(F.deposit.noun),
    htb: MESSAGES.choose(F.htb.noun),
  });
  const { price, type, area, mortgage, deposit, htb, sale } = fields;
  if (price.value !== null && mortgage.value !== null && mortgage.value > price.value) {
    mortgage.issue = { kind: "invalid", message: SCHEME_WORDS.crossField.mortgageOverPrice };
  }
  if (price.value !== null && deposit.value !== null && deposit.value > price.value) {
    deposit.issue = { kind: "invalid", message: SCHEME_WORDS.crossField.depositOverPrice };
  }
  const { issues, ok } = collect<SchemeKey>(fields);
  if (!ok) return { issues, input: null, result: null };
  const input: SchemeInput = {
    price: price.value!,
    type: type.value!,
    area: area.value!,
    mortgage: mortgage.value!,
    deposit: deposit.value!,
    withHelpToBuy: htb.value === "yes",
    salePrice: sale.value,
  };
  return { issues: {}, input, result: schemeAmounts(input, on) };
}

export function readSchemeQuery(params: URLSearchParams): RawQuery<SchemeKey> {
  return readQuery(params, SCHEME_KEYS);
}

export function schemeQuery(input: SchemeInput): string {
  return toQuery<SchemeKey>(
    {
      price: String(input.price),
      type: input.type,
      area: input.area,
      mortgage: String(input.mortgage),
      deposit: String(input.deposit),
      htb: input.withHelpToBuy ? "yes" : "no",
      sale: input.salePrice === null ? "" : String(input.salePrice),
    },
    SCHEME_KEYS,
  );
}
