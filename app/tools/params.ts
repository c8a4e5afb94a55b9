/**
 * URL parameters of the tools, parsed rather than trusted. A tool's query
 * string is read into raw strings for its known keys (the form shows them
 * back as typed) plus a list of unknown keys that were ignored; each field
 * is then checked by a small validator into a typed value or one clear
 * message. The same validators run in loaders and in the live, client-side
 * update, so they are plain functions: a schema library here would ship
 * with every page that embeds a tool.
 */
import { MESSAGES } from "~/content/tools/common";
import { parseIsoDate } from "~/lib/dates";

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

/* ---------------- Field validators ---------------- */

/** A field's check: the typed value, or the first message that applies. */
export type FieldCheck<T> = (raw: string) => { ok: true; value: T } | { ok: false; message: string };

const MONEY = /^\d+(\.\d{1,2})?$/;
const PERCENT = /^-?\d+(\.\d{1,2})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const fail = (message: string) => ({ ok: false, message }) as const;

/** "€1,250", "1 250" and "1250.00" all read as 1250. */
export function cleanMoney(value: string): string {
  return value.replace(/[€,\s]/g, "");
}

function cleanPercent(value: string): string {
  return value.replace(/[%\s]/g, "");
}

export function moneySchema(noun: string, o: { min: number; max: number; cents?: boolean }): FieldCheck<number> {
  return (raw) => {
    const s = raw.trim();
    if (s.length > MAX_VALUE_LENGTH) return fail(MESSAGES.tooLong);
    const clean = cleanMoney(s);
    if (clean.startsWith("-")) return fail(MESSAGES.money.negative(noun));
    if (!MONEY.test(clean)) return fail(MESSAGES.money.format(noun));
    const n = Number(clean);
    if (!o.cents && !Number.isInteger(n)) return fail(MESSAGES.money.whole);
    if (n < o.min) return fail(MESSAGES.money.min(o.min));
    if (n > o.max) return fail(MESSAGES.money.max(o.max));
    return { ok: true, value: n };
  };
}

export function percentSchema(o: { min: number; max: number }): FieldCheck<number> {
  return (raw) => {
    const s = raw.trim();
    if (s.length > MAX_VALUE_LENGTH) return fail(MESSAGES.tooLong);
    const clean = cleanPercent(s);
    if (!PERCENT.test(clean)) return fail(MESSAGES.percent.format);
    const n = Number(clean);
    if (!(n >= o.min && n <= o.max)) return fail(MESSAGES.percent.range(o.min, o.max));
    return { ok: true, value: n };
  };
}

/** A whole number (a count of things) within a range: "3", " 12 ". */
export function countSchema(noun: string, o: { min: number; max: number }): FieldCheck<number> {
  return (raw) => {
    const s = raw.trim().replace(/,/g, "");
    if (s.length > MAX_VALUE_LENGTH) return fail(MESSAGES.tooLong);
    if (!/^\d+$/.test(s)) return fail(MESSAGES.count.format(noun));
    const n = Number(s);
    if (n < o.min || n > o.max) return fail(MESSAGES.count.range(noun, o.min, o.max));
    return { ok: true, value: n };
  };
}

/** A real calendar date, year-month-day, within the years given; the value is the trimmed text. */
export function dateSchema(o: { minYear: number; maxYear: number }): FieldCheck<string> {
  return (raw) => {
    const s = raw.trim();
    if (s.length > MAX_VALUE_LENGTH) return fail(MESSAGES.tooLong);
    if (!ISO_DATE.test(s)) return fail(MESSAGES.date.format);
    const ymd = parseIsoDate(s);
    if (!ymd) return fail(MESSAGES.date.notReal);
    if (ymd.y < o.minYear || ymd.y > o.maxYear) return fail(MESSAGES.date.range(o.minYear, o.maxYear));
    return { ok: true, value: s };
  };
}

/** One of the given values exactly (the form sends them as they are, so nothing is trimmed). */
export function choiceSchema<const V extends string>(values: readonly V[], noun: string): FieldCheck<V> {
  return (raw) => ((values as readonly string[]).includes(raw) ? { ok: true, value: raw as V } : fail(MESSAGES.choose(noun)));
}

/** Runs one field: a value, or the first issue (a blank required field is "missing", not "invalid"). */
export function runField<T>(
  check: FieldCheck<T>,
  raw: string,
  required: { missing: string } | false,
): { value: T | null; issue?: FieldIssue } {
  if (raw.trim() === "") return required ? { value: null, issue: { kind: "missing", message: required.missing } } : { value: null };
  const parsed = check(raw);
  if (parsed.ok) return { value: parsed.value };
  return { value: null, issue: { kind: "invalid", message: parsed.message } };
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
