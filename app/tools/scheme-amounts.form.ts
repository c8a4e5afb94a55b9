/** The scheme amounts tool's URL parameters: price, type, area, mortgage, deposit, htb, sale. */
import { COUNCIL_IDS } from "~/content/local-authorities";
import { MESSAGES } from "~/content/tools/common";
import { SCHEME_WORDS } from "~/content/tools/scheme-amounts";
import { schemeAmounts, type BuildType, type SchemeInput, type SchemeResult } from "./scheme-amounts";
import { choiceSchema, collect, moneySchema, readQuery, runField, toQuery, type RawQuery, type RawValues, type ToolEvaluation } from "./params";

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
  const price = runField(SCHEMAS.price, values.price, { missing: MESSAGES.missing(F.price.noun) });
  const type = runField(SCHEMAS.type, values.type, { missing: MESSAGES.choose(F.type.noun) });
  const area = runField(SCHEMAS.area, values.area, { missing: MESSAGES.choose(F.area.noun) });
  const mortgage = runField(SCHEMAS.mortgage, values.mortgage, { missing: MESSAGES.missing(F.mortgage.noun) });
  const deposit = runField(SCHEMAS.deposit, values.deposit, { missing: MESSAGES.missing(F.deposit.noun) });
  const htb = runField(SCHEMAS.htb, values.htb, { missing: MESSAGES.choose(F.htb.noun) });
  const sale = runField(SCHEMAS.sale, values.sale, false);
  if (price.value !== null && mortgage.value !== null && mortgage.value > price.value) {
    mortgage.issue = { kind: "invalid", message: SCHEME_WORDS.crossField.mortgageOverPrice };
  }
  if (price.value !== null && deposit.value !== null && deposit.value > price.value) {
    deposit.issue = { kind: "invalid", message: SCHEME_WORDS.crossField.depositOverPrice };
  }
  const { issues, ok } = collect<SchemeKey>({ price, type, area, mortgage, deposit, htb, sale });
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
