/**
 * The tools' form fields: the site's one query kit (lib/params.ts) with the
 * tools' words bound in, and the one way every tool runs its fields.
 */
import { MESSAGES, type ToolName } from "~/content/tools/common";
import { TOOL_PAGE } from "~/content/tools/pages";
import { fieldChecks, hrefWith, runField, type Check, type Issues, type RawValues } from "~/lib/params";

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

/** A tool's form, declared once in its `*.form.ts`: its page, its files and its UI all read it. */
export interface ToolForm<K extends string, I, R> {
  name: ToolName;
  keys: readonly K[];
  /** What a fresh form shows before anything is submitted. */
  defaults: Partial<RawValues<K>>;
  /** `on`: the date whose rules apply (ISO; today in Ireland from the loader). */
  evaluate(values: RawValues<K>, on: string): ToolEvaluation<K, I, R>;
  /** The values a link carries (the notice checker leaves a tenant's unused landlord fields out). */
  share?(values: RawValues<K>): RawValues<K>;
}

/** The tool's page with these answers. */
export function toolHref<K extends string>(form: ToolForm<K, unknown, unknown>, values: RawValues<K>): string {
  return hrefWith(TOOL_PAGE[form.name].path, form.share ? form.share(values) : values, form.keys);
}
