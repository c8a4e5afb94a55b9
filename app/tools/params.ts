/**
 * The tools' URL parameters: the site's one query kit (lib/params.ts) with
 * the tools' words bound in. The names here (moneySchema, readQuery, …) are
 * the ones the tool forms have always used; they are the kit's own functions.
 */
import { MESSAGES } from "~/content/tools/common";
import { fieldChecks, type Issues } from "~/lib/params";

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
