/**
 * The site's one kit for URL parameters, parsed rather than trusted. Every
 * page that reads a query (the calculator, the tools, the planner, the
 * questionnaire, search, the guide tabs, the resource filters) declares its
 * fields and reads the query here: it gets back the values and one list of
 * what it ignored (unknown names, repeats, values its checks refused), each
 * name and value clipped so it can be shown back safely.
 *
 * Hand-written small checks rather than a schema library: the same reading
 * runs in loaders and in the browser (the tools' live update, the
 * questionnaire overlay), and a schema library would ship with every page
 * that embeds a form. No words live here: a check's message comes from the
 * words object its caller passes in (content modules hold the words).
 */
import { hasIsoDateForm, isIsoDate } from "./dates";

/** Longest raw value kept; anything longer cannot be a valid answer. */
export const MAX_VALUE_LENGTH = 40;

import { clip } from "./clip";
export { clip, MAX_ECHO, squash } from "./clip";

/* ---------------- Reading a query ---------------- */

/** Why a parameter was not used. */
export type IgnoredReason = "unknown" | "repeated" | "invalid";

/** One parameter a page did not use; `name` and `value` are clipped. */
export interface IgnoredParam {
  name: string;
  value: string;
  reason: IgnoredReason;
  /** For "invalid": the check's message (words from the caller). */
  message?: string;
}

/** A field's check: the typed value, or the first message that applies. */
export type Check<T, M = string> = (raw: string) => { ok: true; value: T } | { ok: false; message: M };

export type Checks = Record<string, Check<unknown>>;
export type CheckedValues<C extends Checks> = { [K in keyof C]?: C[K] extends Check<infer T> ? T : never };

export interface ReadOptions {
  /**
   * "first" (the default): the first usable value of a name is used and later ones are reported;
   * "drop": a name given more than once is not used at all, and reported once.
   */
  repeated?: "first" | "drop";
  /** With "first": whether the later values are reported (true, the default) or dropped quietly. */
  reportRepeats?: boolean;
  /** "absent" (the default): an empty value means "not set" (an empty search box, the All button); "value": it is checked like any other. */
  blanks?: "absent" | "value";
  /** Names the caller reads itself (a form marker, a step): neither checked nor reported. */
  also?: readonly string[];
  /** Parameters other than the declared ones are "ignore"d silently, or "report"ed (the default). */
  others?: "report" | "ignore";
  /** Most ignored parameters listed; the rest are counted in `omitted`. */
  limit?: number;
}

export interface ParsedQuery<V> {
  values: V;
  ignored: IgnoredParam[];
  /** How many ignored parameters were left out of `ignored` (there is no end to what a link can hold). */
  omitted: number;
  /** At least one declared parameter was present: a form was submitted. */
  submitted: boolean;
}

/** Reads `params` against the declared `checks`. Never throws. */
export function parseQuery<C extends Checks>(params: URLSearchParams, checks: C, options: ReadOptions = {}): ParsedQuery<CheckedValues<C>> {
  const { repeated = "first", reportRepeats = true, blanks = "absent", also = [], others = "report", limit = 8 } = options;
  const values: Record<string, unknown> = {};
  const ignored: IgnoredParam[] = [];
  const seen = new Set<string>();
  let submitted = false;
  const note = (name: string, value: string, reason: IgnoredReason, message?: string) => {
    const p: IgnoredParam = { name: clip(name) || "(blank)", value: clip(value), reason };
    if (message) p.message = message;
    // Each unknown name once; other notes once per value.
    if (!ignored.some((q) => q.name === p.name && q.reason === reason && (reason === "unknown" || q.value === p.value))) ignored.push(p);
  };
  let drop: Set<string> | null = null;
  if (repeated === "drop") {
    const counts = new Map<string, number>();
    for (const name of params.keys()) counts.set(name, (counts.get(name) ?? 0) + 1);
    drop = new Set([...counts].filter(([name, n]) => n > 1 && Object.hasOwn(checks, name)).map(([name]) => name));
  }

  for (const [name, value] of params) {
    if (also.includes(name)) continue;
    if (!Object.hasOwn(checks, name)) {
      if (others === "report") note(name, value, "unknown");
      continue;
    }
    submitted = true;
    if (drop?.has(name)) {
      if (!seen.has(name)) note(name, "", "repeated");
      seen.add(name);
      continue;
    }
    if (blanks === "absent" && value.trim() === "") continue;
    if (seen.has(name)) {
      // The same answer again changes nothing, so it is not worth a note.
      const again = checks[name]!(value);
      if (reportRepeats && !(again.ok && again.value === values[name])) note(name, value, "repeated");
      continue;
    }
    const checked = checks[name]!(value);
    if (checked.ok) {
      seen.add(name);
      values[name] = checked.value;
    } else note(name, value, "invalid", checked.message);
  }
  return { values: values as CheckedValues<C>, ignored: ignored.slice(0, limit), omitted: Math.max(0, ignored.length - limit), submitted };
}

/* ---------------- Raw form values (a form shows them back as typed) ---------------- */

import type { RawValues } from "./url";
export { hrefWith, toQuery, type RawValues } from "./url";
export type RawQuery<K extends string> = ParsedQuery<RawValues<K>>;

export function emptyValues<K extends string>(keys: readonly K[]): RawValues<K> {
  return Object.fromEntries(keys.map((k) => [k, ""])) as RawValues<K>;
}

/** The text of a form field, trimmed and bounded (one character over the limit, so the field's check can say it is too long). */
const asText: Check<string> = (raw) => ({ ok: true, value: raw.trim().slice(0, MAX_VALUE_LENGTH + 1) });

/**
 * Reads a form's query into raw strings for its keys ("" where absent), plus
 * the unknown names. The first value of a repeated key is used and shown in
 * its field, so the repeat is dropped quietly unless `options` say otherwise.
 */
export function readQuery<K extends string>(params: URLSearchParams, keys: readonly K[], options: ReadOptions = {}): RawQuery<K> {
  const checks = Object.fromEntries(keys.map((k) => [k, asText])) as Record<K, Check<string>>;
  const read = parseQuery(params, checks, { reportRepeats: false, ...options });
  // A form's note names what it ignored, never its value: a hostile value is not sent back into the page, even as data.
  const ignored = read.ignored.map((p) => ({ ...p, value: "" }));
  return { ...read, ignored, values: { ...emptyValues(keys), ...read.values } };
}

/** One parameter read on its own: its value, or its check's message (both null when it is absent or blank). */
export interface ParamRead<T> {
  value: T | null;
  message: string | null;
}

/**
 * A parameter shown apart from a page's note of what it ignored (the day the
 * sale closes has its own field and message): the first usable value of
 * `name`, checked like any other. The page reads its other names itself.
 */
export function readParam<T>(params: URLSearchParams, name: string, check: Check<T>): ParamRead<T> {
  const read = parseQuery(params, { [name]: check }, { others: "ignore", reportRepeats: false });
  const value = (read.values[name] as T | undefined) ?? null;
  return { value, message: value === null ? (read.ignored[0]?.message ?? null) : null };
}

/* ---------------- Field checks ---------------- */

/** What a money check says (words, or the questionnaire's error codes); `noun` is the field as it reads inside a sentence. */
export interface MoneyWords<M = string> {
  money: {
    negative: (noun: string) => M;
    format: (noun: string) => M;
    whole: M;
    min: (min: number) => M;
    max: (max: number) => M;
  };
  tooLong: M;
}

/** The words of the field checks. content/tools/common.ts has them. */
export interface CheckWords extends MoneyWords {
  choose: (noun: string) => string;
  percent: { format: string; range: (min: number, max: number) => string };
  date: { format: string; notReal: string; range: (minYear: number, maxYear: number) => string };
  count: { format: (noun: string) => string; range: (noun: string, min: number, max: number) => string };
}

export interface FieldIssue {
  kind: "missing" | "invalid";
  message: string;
}

export type Issues<K extends string> = Partial<Record<K, FieldIssue>>;

const MONEY = /^\d+(\.\d+)?$/;
const PERCENT = /^-?\d+(\.\d{1,2})?$/;

const fail = <M,>(message: M) => ({ ok: false, message }) as const;

/** "€1,250", "EUR 1 250" and "1250.00" all read as 1250. */
export function cleanMoney(value: string): string {
  return value.replace(/[€,\s]/g, "").replace(/^eur/i, "");
}

/**
 * A euro amount as people type it, from `min` to `max`: whole euro, or with
 * `cents` up to two decimal places ("round": any number of places, rounded
 * to the cent, for the questionnaire's links). A minus sign before an amount
 * is "negative"; anything else that is not an amount is "format".
 */
export function moneyCheck<M>(words: MoneyWords<M>, noun: string, o: { min: number; max: number; cents?: boolean | "round" }): Check<number, M> {
  return (raw) => {
    const s = raw.trim();
    if (s.length > MAX_VALUE_LENGTH) return fail(words.tooLong);
    const clean = cleanMoney(s);
    const amount = clean.replace(/^-/, "");
    if (!MONEY.test(amount)) return fail(words.money.format(noun));
    if (amount !== clean) return fail(words.money.negative(noun));
    if (o.cents !== "round" && /\.\d{3}/.test(amount)) return fail(words.money.format(noun));
    const n = o.cents === "round" ? Math.round(Number(amount) * 100) / 100 : Number(amount);
    if (!o.cents && !Number.isInteger(n)) return fail(words.money.whole);
    if (n < o.min) return fail(words.money.min(o.min));
    if (n > o.max) return fail(words.money.max(o.max));
    return { ok: true, value: n };
  };
}

/** What a date check says: the text is not written year-month-day, or is but no such day exists (2026-02-30), or is far too long. */
export interface DateWords<M = string> {
  format: M;
  notReal: M;
  tooLong: M;
}

/** A real calendar day written yyyy-mm-dd (lib/dates' isIsoDate, the site's one date check); the value is the trimmed text. */
export function dateCheck<M>(words: DateWords<M>): Check<string, M> {
  return (raw) => {
    const s = raw.trim();
    if (s.length > MAX_VALUE_LENGTH) return fail(words.tooLong);
    if (isIsoDate(s)) return { ok: true, value: s };
    return fail(hasIsoDateForm(s) ? words.notReal : words.format);
  };
}

/** One of the given values exactly (a form sends them as they are, so nothing is trimmed). */
/** Any text, as typed: for a free-text parameter whose reader bounds it (cleanQuery in clip.ts). */
export const anyText: Check<string> = (raw) => ({ ok: true, value: raw });

/** At most this many ignored parameters are reported by a free-text reader (the site search, the FAQ filter); the rest are ignored silently. */
export const MAX_REPORTED = 5;

export function choiceCheck<const V extends string, M>(values: readonly V[], message: M): Check<V, M> {
  return (raw) => ((values as readonly string[]).includes(raw) ? { ok: true, value: raw as V } : fail(message));
}

/** The tools' and the planner's checks, built with their words. */
export function fieldChecks(words: CheckWords) {
  return {
    money(noun: string, o: { min: number; max: number; cents?: boolean }): Check<number> {
      return moneyCheck(words, noun, o);
    },
    percent(o: { min: number; max: number }): Check<number> {
      return (raw) => {
        const s = raw.trim();
        if (s.length > MAX_VALUE_LENGTH) return fail(words.tooLong);
        const clean = s.replace(/[%\s]/g, "");
        if (!PERCENT.test(clean)) return fail(words.percent.format);
        const n = Number(clean);
        if (!(n >= o.min && n <= o.max)) return fail(words.percent.range(o.min, o.max));
        return { ok: true, value: n };
      };
    },
    /** A whole number (a count of things) within a range: "3", " 12 ". */
    count(noun: string, o: { min: number; max: number }): Check<number> {
      return (raw) => {
        const s = raw.trim().replace(/,/g, "");
        if (s.length > MAX_VALUE_LENGTH) return fail(words.tooLong);
        if (!/^\d+$/.test(s)) return fail(words.count.format(noun));
        const n = Number(s);
        if (n < o.min || n > o.max) return fail(words.count.range(noun, o.min, o.max));
        return { ok: true, value: n };
      };
    },
    /** A real calendar date, year-month-day, within the years given; the value is the trimmed text. */
    date(o: { minYear: number; maxYear: number }): Check<string> {
      const day = dateCheck({ ...words.date, tooLong: words.tooLong });
      return (raw) => {
        const read = day(raw);
        if (!read.ok) return read;
        const year = Number(read.value.slice(0, 4));
        if (year < o.minYear || year > o.maxYear) return fail(words.date.range(o.minYear, o.maxYear));
        return read;
      };
    },
    choice<const V extends string>(values: readonly V[], noun: string): Check<V> {
      return choiceCheck(values, words.choose(noun));
    },
  };
}

/** Runs one field: a value, or the first issue (a blank required field is "missing", not "invalid"). */
export function runField<T>(check: Check<T>, raw: string, required: { missing: string } | false): { value: T | null; issue?: FieldIssue } {
  if (raw.trim() === "") return required ? { value: null, issue: { kind: "missing", message: required.missing } } : { value: null };
  const parsed = check(raw);
  if (parsed.ok) return { value: parsed.value };
  return { value: null, issue: { kind: "invalid", message: parsed.message } };
}

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
