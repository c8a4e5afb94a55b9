/**
 * The tools' URL parameters: the site's one query kit (lib/params.ts) with
 * the tools' words bound in. The names here (moneySchema, readQuery, …) are
 * the ones the tool forms have always used; they are the kit's own functions.
 */
import { MESSAGES } from "~/content/tools/common";
import { fieldChecks, runField, type Check as FieldCheck, type FieldIssue, type Issues, type RawValues } from "~/lib/params";

export {
  cleanMoney,
  collect,
  emptyValues,
  hrefWith,
  MAX_VALUE_LENGTH,
  readQuery,
  runField,
  toQuery,
  type Check as FieldCheck,
  type FieldIssue,
  type IgnoredParam,
  type Issues,
  type RawQuery,
  type RawValues,
} from "~/lib/params";

const checks = fieldChecks(MESSAGES);

export const moneySchema = checks.money;
export const percentSchema = checks.percent;
export const countSchema = checks.count;
export const dateSchema = checks.date;
export const choiceSchema = checks.choice;

/** What a tool's `evaluate…` gives: the issues beside the fields, and the input and result once every answer is sound. */
export interface ToolEvaluation<K extends string, I, R> {
  issues: Issues<K>;
  input: I | null;
  result: R | null;
}

type Field<T> = { value: T | null; issue?: FieldIssue };

/**
 * Runs every field of a tool's form: `missing` gives each required field's
 * message when it is blank (the others may be left blank). Each field is
 * checked on its own, so a wrong answer gets its message beside it.
 */
export function runFields<C extends Record<string, FieldCheck<unknown>>>(
  checks: C,
  values: RawValues<Extract<keyof C, string>>,
  missing: Partial<Record<keyof C, string>>,
): { [P in keyof C]: Field<C[P] extends FieldCheck<infer T> ? T : never> } {
  const run = (k: keyof C) => runField(checks[k]!, values[k as Extract<keyof C, string>], missing[k] === undefined ? false : { missing: missing[k]! });
  return Object.fromEntries(Object.keys(checks).map((k) => [k, run(k)])) as never;
}
