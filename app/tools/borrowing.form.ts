/** The borrowing tool's URL parameters: buyer, income, income2, savings. */
import { BORROWING_WORDS } from "~/content/tools/borrowing";
import { MESSAGES } from "~/content/tools/common";
import { borrowingLimit, type BorrowingInput, type BorrowingResult, type BuyerType } from "./borrowing";
import { choiceSchema, collect, moneySchema, readQuery, runField, toQuery, type RawQuery, type RawValues, type ToolEvaluation } from "./params";

export const BORROWING_KEYS = ["buyer", "income", "income2", "savings"] as const;
export type BorrowingKey = (typeof BORROWING_KEYS)[number];

export const BORROWING_DEFAULTS: Partial<RawValues<BorrowingKey>> = { buyer: "first" };

const F = BORROWING_WORDS.fields;
const BUYERS = ["first", "other"] as const satisfies readonly BuyerType[];
const SCHEMAS = {
  buyer: choiceSchema(BUYERS, F.buyer.noun),
  income: moneySchema(F.income.noun, { min: 1, max: 10_000_000 }),
  income2: moneySchema(F.income2.noun, { min: 0, max: 10_000_000 }),
  savings: moneySchema(F.savings.noun, { min: 0, max: 100_000_000 }),
};

export type BorrowingEvaluation = ToolEvaluation<BorrowingKey, BorrowingInput, BorrowingResult>;

/** `on`: the date whose rules apply (ISO; today in Ireland from the loader). */
export function evaluateBorrowing(values: RawValues<BorrowingKey>, on: string): BorrowingEvaluation {
  const buyer = runField(SCHEMAS.buyer, values.buyer, { missing: MESSAGES.choose(F.buyer.noun) });
  const income = runField(SCHEMAS.income, values.income, { missing: MESSAGES.missing(F.income.noun) });
  const income2 = runField(SCHEMAS.income2, values.income2, false);
  const savings = runField(SCHEMAS.savings, values.savings, { missing: MESSAGES.missing(F.savings.noun) });
  const { issues, ok } = collect<BorrowingKey>({ buyer, income, income2, savings });
  if (!ok) return { issues, input: null, result: null };
  const input: BorrowingInput = {
    buyer: buyer.value!,
    incomes: income2.value === null ? [income.value!] : [income.value!, income2.value],
    savings: savings.value!,
  };
  return { issues: {}, input, result: borrowingLimit(input, on) };
}

export function readBorrowingQuery(params: URLSearchParams): RawQuery<BorrowingKey> {
  return readQuery(params, BORROWING_KEYS);
}

export function borrowingQuery(input: BorrowingInput): string {
  return toQuery<BorrowingKey>(
    {
      buyer: input.buyer,
      income: String(input.incomes[0] ?? ""),
      income2: input.incomes.length > 1 ? String(input.incomes[1]) : "",
      savings: String(input.savings),
    },
    BORROWING_KEYS,
  );
}
