/**
 * The tools' form fields: the site's one query kit (lib/params.ts) with the
 * tools' words bound in, and the one way every tool runs its fields.
 */
import { MESSAGES } from "~/content/tools/common";
import { fieldChecks, runField, type Check, type Issues, type RawValues } from "~/lib/params";

export const checks = fieldChecks(MESSAGES);

/** A form field: its check, and the message a blank gets when the field is required (none: optional). */
export interface Field<T> {
  check: Check<T>;
  missing?: string;
}

type ValueOf<F> = F extends Field<infer T> ? T : never;

/** Runs each field on its raw value: the typed values (null when blank or refused) and the issues beside the fields. */
export function runFields<K extends string, F extends Record<K, Field<unknown>>>(fields: F, raw: RawValues<K>) {
  const values = {} as { [P in K]: ValueOf<F[P]> | null };
  const issues: Issues<K> = {};
  for (const key of Object.keys(fields) as K[]) {
    const { check, missing } = fields[key];
    const field = runField(check, raw[key], missing ? { missing } : false);
    values[key] = field.value as ValueOf<F[K]> | null;
    if (field.issue) issues[key] = field.issue;
  }
  return { values, issues, ok: Object.keys(issues).length === 0 };
}

/** What a tool's `evaluate…` gives: the issues beside the fields, and the input and result once every answer is sound. */
export interface ToolEvaluation<K extends string, I, R> {
  issues: Issues<K>;
  input: I | null;
  result: R | null;
}
