/** The borrowing tool's URL parameters: buyer, income, income2, savings. */
import { BORROWING_WORDS } from "~/content/tools/borrowing";
import { MESSAGES } from "~/content/tools/common";
import { runFields, readQuery, toQuery, type RawValues } from "~/lib/params";
import type { BuyerType } from "~/rules/borrowing";
import { borrowingLimit, type BorrowingInput, type BorrowingResult } from "./borrowing";
import { checks, type ToolEvaluation, type ToolForm } from "./params";

export const BORROWING_KEYS = ["buyer", "income", "income2", "savings"] as const;
export type BorrowingKey = (typeof BORROWING_KEYS)[number];

const F = BORROWING_WORDS.fields;
const BUYERS = ["first", "fresh-start", "other"] as const satisfies readonly BuyerType[];
const FIELDS = {
  buyer: { check: checks.choice(BUYERS, F.buyer.noun), missing: MESSAGES.choose(F.buyer.noun) },
  income: { check: checks.money(F.income.noun, { min: 1, max: 10_000_000 }), missing: MESSAGES.missing(F.income.noun) },
  income2: { check: checks.money(F.income2.noun, { min: 0, max: 10_000_000 }) },
  savings: { check: checks.money(F.savings.noun, { min: 0, max: 100_000_000 }), missing: MESSAGES.missing(F.savings.noun) },
};

export type BorrowingEvaluation = ToolEvaluation<BorrowingKey, BorrowingInput, BorrowingResult>;

export function evaluateBorrowing(raw: RawValues<BorrowingKey>, on: string): BorrowingEvaluation {
  const { values: v, issues, ok } = runFields(FIELDS, raw);
  if (!ok) return { issues, input: null, result: null };
  const input: BorrowingInput = { buyer: v.buyer!, incomes: v.income2 === null ? [v.income!] : [v.income!, v.income2], savings: v.savings! };
  return { issues: {}, input, result: borrowingLimit(input, on) };
}

export const BORROWING_FORM: ToolForm<BorrowingKey, BorrowingInput, BorrowingResult> = { name: "borrowing", keys: BORROWING_KEYS, defaults: { buyer: "first" }, evaluate: evaluateBorrowing };

export const readBorrowingQuery = (params: URLSearchParams) => readQuery(params, BORROWING_KEYS);

export function borrowingQuery(input: BorrowingInput): string {
  const [income, income2] = input.incomes;
  return toQuery<BorrowingKey>({ buyer: input.buyer, income: String(income ?? ""), income2: income2 === undefined ? "" : String(income2), savings: String(input.savings) }, BORROWING_KEYS);
}
