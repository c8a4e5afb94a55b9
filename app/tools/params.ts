/**
 * The tools' form fields: the site's one query kit (lib/params.ts) with the
 * tools' words bound in, and what every tool's form declares.
 */
import { MESSAGES, type ToolName } from "~/content/tools/common";
import { TOOL_PAGE } from "~/content/tools/pages";
import { fieldChecks, hrefWith, type Issues, type RawValues } from "~/lib/params";

export const checks = fieldChecks(MESSAGES);

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
