/**
 * The dated rules as open data: /data/rules.json and /data/rules.csv
 * (routes/data.rules[.]json.ts, data.rules[.]csv.ts). Every rule this site
 * states, with each of its periods, its source and the source's own words,
 * built from the same periods the pages read (content/dated.ts), so the data
 * and the pages can never disagree.
 *
 * Pure: the date, the time of building and the site's address are passed in.
 * This is the one module that reads the list of every rule for the export
 * (content/dated-rules.ts), so a rename of that list is one import here.
 */
import { isIsoDate } from "~/lib/dates";
import { toPlainText } from "~/lib/rich-text";
import { certaintyText, inForceOn, RECORDS_BEGIN, type AnyRule, type Authority, type Certainty, type Period, type RuleKind } from "./dated";
import { changesLink } from "./dated-words";
import { findPage } from "./pages";
import { ALL_RULES } from "./dated-rules";

/** Raised when a field is added (minor) or a field's meaning changes (major). */
export const RULES_DATA_SCHEMA_VERSION = "1.1.0" as const;

export const DATA_PATHS = {
  page: "/data",
  json: "/data/rules.json",
  csv: "/data/rules.csv",
  schema: "/data/rules.schema.json",
  feed: "/changes.atom",
} as const;

/** The licence of the data, and what giving credit means (shown in the JSON header and on /data). */
export const DATA_LICENCE = {
  id: "CC-BY-4.0",
  name: "Creative Commons Attribution 4.0 International",
  url: "https://creativecommons.org/licenses/by/4.0/",
  attribution:
    "You may copy, change and republish this data, also for profit, if you credit the Irish Housing Guide, link to the data's address, say if you changed it, and keep the sources and dates with each figure. The Acts and official pages quoted remain the authority: check a figure there before relying on it.",
} as const;

/** Where a figure comes from: an Act and section, or an official or reported page. */
export interface DataSource {
  /** "Finance Act 2024", "Revenue: Rent Tax Credit", "TheJournal.ie, 13 May 2025". */
  title: string;
  url: string;
  /** The Act, when the source is one ("Finance Act 2024"); null for a web page. */
  act: string | null;
  /** The section of the Act ("s. 90"), or null. */
  section: string | null;
}

export interface DataQuote {
  /** The source's own words, copied exactly. */
  text: string;
  source: DataSource;
  /** How sure we are of what these words support, when it differs from the period's certainty. */
  certainty: Certainty | null;
  /** What these words support, when only part of the period. */
  supports: string | null;
}

export interface DataPeriod {
  /** The value as data: a number, or an object whose fields the rule's `unit` describes. */
  value: unknown;
  /** The value in words, as the pages say it. */
  text: string;
  /** First day in force (yyyy-mm-dd), or null: before the earliest date this site records. */
  from: string | null;
  /** Last day in force, both days included, or null: no end date is set. */
  until: string | null;
  /** Only for a period with an end and nothing after it: true if the end is scheduled and could be extended. */
  extendable: boolean | null;
  certainty: Certainty;
  /** The certainty in words, naming the source: "Official: Finance Act 2024, s. 90". */
  certaintyText: string;
  note: string | null;
  caveat: string | null;
  source: DataSource;
  quotes: DataQuote[];
  /** The day this site first published the period. */
  recorded: string;
}

export interface DataPage {
  path: string;
  title: string;
  url: string;
}

export interface DataEarlierClaim {
  /** The figure as it was once stated. */
  claim: string;
  /** Where it was stated. */
  where: string;
  /** Why it is not the rule, in plain text. */
  why: string;
  /** True when no official or reported source ever set the figure. */
  unconfirmed: boolean;
}

export interface DataRule {
  id: string;
  title: string;
  /** "figure": an amount, rate, date or length; "condition": who a figure applies to, or whether the answer is yes or no. */
  kind: RuleKind;
  unit: string;
  /** The last day we checked the rule against its source. */
  checked: string;
  /** The rule's entry on /changes. */
  changes: string;
  /** The pages of this site that state the rule. */
  pages: DataPage[];
  /** Oldest first. With ?date=, only the period in force that day (none if no period is). */
  periods: DataPeriod[];
  earlierClaims: DataEarlierClaim[];
}

export interface RulesData {
  schemaVersion: typeof RULES_DATA_SCHEMA_VERSION;
  title: string;
  /** The day the data describes: the ?date= asked for, else today in Ireland. */
  date: string;
  /** "history": every period; "in-force": only the periods in force on `date`. */
  scope: "history" | "in-force";
  /** When this copy was built (ISO 8601, UTC). */
  builtAt: string;
  licence: typeof DATA_LICENCE;
  publisher: { name: string; url: string };
  /** The page that explains each field. */
  documentation: string;
  schema: string;
  feed: string;
  rules: DataRule[];
}

const ACT = /\bAct\b[^,]*\d{4}/;

function dataSource(a: Authority): DataSource {
  return { title: a.name, url: a.url, act: ACT.test(a.name) ? a.name : null, section: a.section ?? null };
}

function dataPeriod(rule: AnyRule, p: Period<unknown>, last: boolean): DataPeriod {
  return {
    value: p.value,
    text: rule.describe(p.value),
    from: p.from,
    until: p.until,
    extendable: p.until !== null && last ? p.extendable !== false : null,
    certainty: p.certainty,
    certaintyText: certaintyText(p),
    note: p.note ?? null,
    caveat: p.caveat ?? null,
    source: dataSource(p.source),
    quotes: (p.quotes ?? []).map((q) => ({
      text: q.text,
      source: dataSource(q.source ?? p.source),
      certainty: q.certainty ?? null,
      supports: q.supports ?? null,
    })),
    recorded: p.recorded ?? RECORDS_BEGIN,
  };
}

/** "the periods in force on `on`" or, with `on` null, every period. */
export function dataRule(rule: AnyRule, on: string | null, siteUrl: string): DataRule {
  const periods = rule.periods
    .map((p, i) => ({ p, last: i === rule.periods.length - 1 }))
    .filter(({ p }) => on === null || inForceOn(p, on))
    .map(({ p, last }) => dataPeriod(rule, p, last));
  return {
    id: rule.id,
    title: rule.title,
    kind: rule.kind ?? "figure",
    unit: rule.unit ?? unitOf(rule.periods[0]?.value),
    checked: rule.checked,
    changes: `${siteUrl}${changesLink(rule)}`,
    pages: rule.pages.map((path) => ({ path, title: findPage(path)?.title ?? path, url: `${siteUrl}${path}` })),
    periods,
    earlierClaims: (rule.earlierClaims ?? []).map((c) => ({
      claim: toPlainText(c.claim),
      where: toPlainText(c.where),
      why: plainWithLinks(c.why),
      unconfirmed: c.unconfirmed === true,
    })),
  };
}

/** A rule with no `unit` of its own: what its value's type says. */
function unitOf(value: unknown): string {
  return typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean (the rule applies)" : "see the value's fields";
}

/** Rich text as plain text that keeps each link's address: "[Finance Act 2024](url)" becomes "Finance Act 2024 (url)". */
function plainWithLinks(rich: string): string {
  return toPlainText(rich.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => `${label} (${href})`));
}

export interface RulesDataOptions {
  /** Only the periods in force on this day; null: the full history. */
  on: string | null;
  /** Today in Ireland: the date the data describes when `on` is null. */
  today: string;
  builtAt: string;
  site: { name: string; url: string };
  rules?: readonly AnyRule[];
}

export function rulesData({ on, today, builtAt, site, rules = ALL_RULES }: RulesDataOptions): RulesData {
  return {
    schemaVersion: RULES_DATA_SCHEMA_VERSION,
    title: `${site.name}: every dated housing rule, with its periods and sources`,
    date: on ?? today,
    scope: on === null ? "history" : "in-force",
    builtAt,
    licence: DATA_LICENCE,
    publisher: { name: site.name, url: site.url },
    documentation: `${site.url}${DATA_PATHS.page}`,
    schema: `${site.url}${DATA_PATHS.schema}`,
    feed: `${site.url}${DATA_PATHS.feed}`,
    rules: rules.map((r) => dataRule(r, on, site.url)),
  };
}

/* ---------------- CSV: one row per period (RFC 4180) ---------------- */

/** The CSV's columns, in order, each with how it is read from a period of a rule. */
const CSV_COLUMNS: readonly [string, (r: DataRule, p: DataPeriod) => string][] = [
  ["rule_id", (r) => r.id],
  ["rule_title", (r) => r.title],
  ["rule_kind", (r) => r.kind],
  ["unit", (r) => r.unit],
  ["value", (_r, p) => (typeof p.value === "string" ? p.value : JSON.stringify(p.value))],
  ["value_text", (_r, p) => p.text],
  ["from", (_r, p) => p.from ?? ""],
  ["until", (_r, p) => p.until ?? ""],
  ["extendable", (_r, p) => (p.extendable === null ? "" : String(p.extendable))],
  ["certainty", (_r, p) => p.certainty],
  ["certainty_text", (_r, p) => p.certaintyText],
  ["note", (_r, p) => p.note ?? ""],
  ["caveat", (_r, p) => p.caveat ?? ""],
  ["source_title", (_r, p) => p.source.title],
  ["source_act", (_r, p) => p.source.act ?? ""],
  ["source_section", (_r, p) => p.source.section ?? ""],
  ["source_url", (_r, p) => p.source.url],
  // Several quotes in one cell, one to a line: "words" (where they are, address).
  ["quotes", (_r, p) => p.quotes.map((q) => `"${q.text}" (${q.source.title}${q.source.section ? `, ${q.source.section}` : ""}, ${q.source.url})`).join("\n")],
  ["pages", (r) => r.pages.map((pg) => pg.url).join(" ")],
  ["earlier_claims", (r) => r.earlierClaims.map((c) => `${c.where} said ${c.claim}. ${c.why}`).join("\n")],
  ["checked", (r) => r.checked],
  ["recorded", (_r, p) => p.recorded],
];

export const CSV_HEADER = CSV_COLUMNS.map(([name]) => name);

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, and its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The data as CSV text: a header row, then one row per period; lines end in CRLF, as RFC 4180 says. */
export function rulesCsv(data: RulesData): string {
  const rows = [CSV_HEADER, ...data.rules.flatMap((r) => r.periods.map((p) => CSV_COLUMNS.map(([, read]) => read(r, p))))];
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/* ---------------- ?date= ---------------- */

/** The dates ?date= accepts: the first and last day a question about them makes sense. */
export const DATA_DATE_RANGE = { first: "1990-01-01", last: "2099-12-31" } as const;

export const DATA_DATE_ERROR = {
  code: "bad-date",
  message: `The date must be a real day written yyyy-mm-dd (for example 2026-11-27), between ${DATA_DATE_RANGE.first} and ${DATA_DATE_RANGE.last}. Leave it out for the full history.`,
} as const;

/**
 * The ?date= of a data address: null when absent (the full history), the
 * date when it is a real day in range, or an error. Never echoes the input.
 */
export function dataDateParam(params: URLSearchParams): { ok: true; on: string | null } | { ok: false; error: typeof DATA_DATE_ERROR } {
  const values = params.getAll("date");
  if (values.length === 0) return { ok: true, on: null };
  const [raw] = values;
  if (values.length > 1 || !raw || !isIsoDate(raw) || raw < DATA_DATE_RANGE.first || raw > DATA_DATE_RANGE.last) return { ok: false, error: DATA_DATE_ERROR };
  return { ok: true, on: raw };
}
