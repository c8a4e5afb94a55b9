/**
 * URL parameters of the tools, parsed rather than trusted. A tool's query
 * string is read into raw strings for its known keys (the form shows them
 * back as typed) plus a list of unknown keys that were ignored; each field
 * is then validated by a zod schema into a typed value or one clear message.
 * zod/mini keeps the browser bundle small: the same schemas run in loaders
 * and in the live, client-side update.
 */
import * as z from "zod/mini";
import { MESSAGES } from "~/content/tools";
import { parseIsoDate } from "./dates";

/** Longest raw value kept; anything longer cannot be a valid answer. */
export const MAX_VALUE_LENGTH = 40;
/** Longest parameter name echoed in the "ignored" note, and how many are named. */
const MAX_IGNORED_NAME = 30;
const MAX_IGNORED = 8;

export type RawValues<K extends string> = Record<K, string>;

export interface RawQuery<K extends string> {
  values: RawValues<K>;
  /** Unknown parameter names, shortened, for the visible note. */
  ignored: string[];
  /** At least one of the tool's own parameters was present: the form was submitted. */
  submitted: boolean;
}

export interface FieldIssue {
  kind: "missing" | "invalid";
  message: string;
}

export type Issues<K extends string> = Partial<Record<K, FieldIssue>>;

export function emptyValues<K extends string>(keys: readonly K[]): RawValues<K> {
  return Object.fromEntries(keys.map((k) => [k, ""])) as RawValues<K>;
}

export function readQuery<K extends string>(params: URLSearchParams, keys: readonly K[]): RawQuery<K> {
  const known = new Set<string>(keys);
  const values = emptyValues(keys);
  const ignored = new Set<string>();
  let submitted = false;
  for (const [name, value] of params) {
    if (known.has(name)) {
      submitted = true;
      // The first value wins; a repeated key cannot smuggle in a second answer.
      if (values[name as K] === "") values[name as K] = value.trim().slice(0, MAX_VALUE_LENGTH + 1);
    } else {
      const shown = name.length > MAX_IGNORED_NAME ? `${name.slice(0, MAX_IGNORED_NAME)}…` : name;
      ignored.add(shown || "(blank)");
    }
  }
  return { values, ignored: [...ignored].slice(0, MAX_IGNORED), submitted };
}

/** A clean query string: the tool's keys in order, blank ones left out. */
export function toQuery<K extends string>(values: Partial<RawValues<K>>, keys: readonly K[]): string {
  const q = new URLSearchParams();
  for (const key of keys) {
    const value = values[key]?.trim();
    if (value) q.set(key, value);
  }
  return q.toString();
}

export function hrefWith<K extends string>(path: string, values: Partial<RawValues<K>>, keys: readonly K[]): string {
  const query = toQuery(values, keys);
  return query ? `${path}?${query}` : path;
}

/* ---------------- Field schemas ---------------- */

type StringSchema<T> = z.ZodMiniType<T, string>;

const MONEY = /^\d+(\.\d{1,2})?$/;
const PERCENT = /^-?\d+(\.\d{1,2})?$/;

/** "€1,250", "1 250" and "1250.00" all read as 1250. */
export function cleanMoney(value: string): string {
  return value.replace(/[€,\s]/g, "");
}

export function moneySchema(noun: string, o: { min: number; max: number; cents?: boolean }): StringSchema<number> {
  return z
    .pipe(
      z.string().check(
        z.trim(),
        z.maxLength(MAX_VALUE_LENGTH, MESSAGES.tooLong),
        z.refine((s) => !cleanMoney(s).startsWith("-"), MESSAGES.money.negative(noun)),
        z.refine((s) => MONEY.test(cleanMoney(s)), MESSAGES.money.format(noun)),
      ),
      z.transform((s) => Number(cleanMoney(s))),
    )
    .check(
      z.refine((n) => o.cents || Number.isInteger(n), MESSAGES.money.whole),
      z.refine((n) => n >= o.min, MESSAGES.money.min(o.min)),
      z.refine((n) => n <= o.max, MESSAGES.money.max(o.max)),
    );
}

export function percentSchema(o: { min: number; max: number }): StringSchema<number> {
  return z
    .pipe(
      z.string().check(
        z.trim(),
        z.maxLength(MAX_VALUE_LENGTH, MESSAGES.tooLong),
        z.refine((s) => PERCENT.test(s.replace(/[%\s]/g, "")), MESSAGES.percent.format),
      ),
      z.transform((s) => Number(s.replace(/[%\s]/g, ""))),
    )
    .check(z.refine((n) => n >= o.min && n <= o.max, MESSAGES.percent.range(o.min, o.max)));
}

export function dateSchema(o: { minYear: number; maxYear: number }): StringSchema<string> {
  return z.string().check(
    z.trim(),
    z.maxLength(MAX_VALUE_LENGTH, MESSAGES.tooLong),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date.format),
    z.refine((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s) || parseIsoDate(s) !== null, MESSAGES.date.notReal),
    z.refine((s) => {
      const ymd = parseIsoDate(s);
      return !ymd || (ymd.y >= o.minYear && ymd.y <= o.maxYear);
    }, MESSAGES.date.range(o.minYear, o.maxYear)),
  );
}

export function choiceSchema<const V extends string>(values: readonly V[], noun: string): StringSchema<V> {
  return z.enum(values as unknown as [V, ...V[]], MESSAGES.choose(noun)) as unknown as StringSchema<V>;
}

/** Runs one field: a value, or the first issue (a blank required field is "missing", not "invalid"). */
export function runField<T>(
  schema: StringSchema<T>,
  raw: string,
  required: { missing: string } | false,
): { value: T | null; issue?: FieldIssue } {
  if (raw.trim() === "") return required ? { value: null, issue: { kind: "missing", message: required.missing } } : { value: null };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { value: parsed.data };
  return { value: null, issue: { kind: "invalid", message: parsed.error.issues[0]?.message ?? MESSAGES.tooLong } };
}

/** Collects field results into typed values and issues. */
export function collect<K extends string>(
  results: { [P in K]: { value: unknown; issue?: FieldIssue } },
): { issues: Issues<K>; ok: boolean } {
  const issues: Issues<K> = {};
  for (const key of Object.keys(results) as K[]) {
    const issue = results[key].issue;
    if (issue) issues[key] = issue;
  }
  return { issues, ok: Object.keys(issues).length === 0 };
}
