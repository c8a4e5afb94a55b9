/**
 * The dated rules as open data: /data/rules.json and /data/rules.csv
 * (routes/data.rules[.]json.ts, data.rules[.]csv.ts). Every rule this site
 * states, with each of its periods, its source and the source's own words,
 * built from the same periods the pages read (facts/dated.ts), so the data
 * and the pages can never disagree.
 *
 * Pure: the date, the time of building and the site's address are passed in.
 * This is the one module that reads the list of every rule for the export
 * (facts/dated-rules.ts), so a rename of that list is one import here.
 */
import { isIsoDate } from "~/lib/dates";
import { formatDate } from "~/lib/format";
import { toPlainText } from "~/lib/rich-text";
import { certaintyText, inForceOn, RECORDS_BEGIN, type AnyRule, type Authority, type Certainty, type Period, type RuleKind } from "~/facts/dated";
import { changesLink, type PageTitles } from "./changes";
import { ALL_RULES, RULE_TOPICS, topicOf, type RuleTopic } from "~/facts/dated-rules";

/** Raised when a field is added (minor) or a field's meaning changes (major). 1.2.0: each rule's `topic`, and `citation`. */
export const RULES_DATA_SCHEMA_VERSION = "1.2.0" as const;

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
  /** As a citation names it. */
  short: "CC BY 4.0",
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
  /** What the rule is about: buying, renting, schemes or tax (the facts file it is kept in, facts/dated-rules.ts). */
  topic: RuleTopic;
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
  /** The line to cite this copy by: who, what, version, the day it was fetched, its address and the licence. */
  citation: string;
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
export function dataRule(rule: AnyRule, on: string | null, siteUrl: string, titles: PageTitles): DataRule {
  const periods = rule.periods
    .map((p, i) => ({ p, last: i === rule.periods.length - 1 }))
    .filter(({ p }) => on === null || inForceOn(p, on))
    .map(({ p, last }) => dataPeriod(rule, p, last));
  return {
    id: rule.id,
    title: rule.title,
    kind: rule.kind ?? "figure",
    topic: topicOf(rule),
    unit: rule.unit ?? unitOf(rule.periods[0]?.value),
    checked: rule.checked,
    changes: `${siteUrl}${changesLink(rule)}`,
    pages: rule.pages.map((path) => ({ path, title: titles(path) ?? path, url: `${siteUrl}${path}` })),
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

/** Which rules a copy holds: the ?rule= ids and ?topic= topics asked for (null: not narrowed by it). */
export interface DataSelection {
  rules: readonly string[] | null;
  topics: readonly RuleTopic[] | null;
}

export const ALL_DATA: DataSelection = { rules: null, topics: null };

export interface RulesDataOptions {
  /** Only the periods in force on this day; null: the full history. */
  on: string | null;
  /** Today in Ireland: the date the data describes when `on` is null, and the day a citation gives. */
  today: string;
  builtAt: string;
  site: { name: string; url: string };
  /** The title of each page a rule is stated on (content/pages.ts pageTitle). */
  titles: PageTitles;
  /** Only these rules (?rule=) and topics (?topic=); both narrow. Default: every rule. */
  selection?: DataSelection;
  rules?: readonly AnyRule[];
}

/** The data's address with the query that chose this copy, in a fixed order: what a citation points at. */
export function dataAddress(siteUrl: string, path: string, on: string | null, selection: DataSelection = ALL_DATA): string {
  const q = new URLSearchParams();
  for (const id of selection.rules ?? []) q.append("rule", id);
  for (const topic of selection.topics ?? []) q.append("topic", topic);
  if (on) q.set("date", on);
  const query = q.toString();
  return `${siteUrl}${path}${query ? `?${query}` : ""}`;
}

/**
 * "Irish Housing Guide, Housing rules as open data, version 1.2.0, 28 November
 * 2026, https://…/data/rules.json; CC BY 4.0": the line to cite the data by,
 * on /data and in the JSON. `on`: the day it was fetched; `address`: what was fetched.
 */
export function dataCitation(siteName: string, on: string, address: string, titles: PageTitles): string {
  const title = titles(DATA_PATHS.page) ?? "Housing rules as open data";
  return `${siteName}, ${title}, version ${RULES_DATA_SCHEMA_VERSION}, ${formatDate(on)}, ${address}; ${DATA_LICENCE.short}`;
}

/** Is the rule in the selection? Each of ?rule= and ?topic= narrows the rules. */
function selected(rule: AnyRule, selection: DataSelection): boolean {
  return (selection.rules === null || selection.rules.includes(rule.id)) && (selection.topics === null || selection.topics.includes(topicOf(rule)));
}

export function rulesData({ on, today, builtAt, site, titles, selection = ALL_DATA, rules = ALL_RULES }: RulesDataOptions): RulesData {
  return {
    schemaVersion: RULES_DATA_SCHEMA_VERSION,
    title: `${site.name}: every dated housing rule, with its periods and sources`,
    date: on ?? today,
    scope: on === null ? "history" : "in-force",
    builtAt,
    licence: DATA_LICENCE,
    citation: dataCitation(site.name, today, dataAddress(site.url, DATA_PATHS.json, on, selection), titles),
    publisher: { name: site.name, url: site.url },
    documentation: `${site.url}${DATA_PATHS.page}`,
    schema: `${site.url}${DATA_PATHS.schema}`,
    feed: `${site.url}${DATA_PATHS.feed}`,
    rules: rules.filter((r) => selected(r, selection)).map((r) => dataRule(r, on, site.url, titles)),
  };
}

/* ---------------- CSV: one row per period (RFC 4180) ---------------- */

/** Where a CSV column's value is in the JSON: a key of the rule, of one of its periods, or of a period's source. */
export type DataJsonKey = keyof DataRule | `periods[].${keyof DataPeriod}` | `periods[].source.${keyof DataSource}`;

/**
 * The CSV's columns, in order: each column's name, the JSON key it holds
 * (so /data lists the two side by side from this one table, and they cannot
 * drift), and how it is read from a period of a rule.
 */
export const CSV_COLUMNS: readonly { name: string; json: DataJsonKey; read: (r: DataRule, p: DataPeriod) => string }[] = [
  { name: "rule_id", json: "id", read: (r) => r.id },
  { name: "rule_title", json: "title", read: (r) => r.title },
  { name: "rule_kind", json: "kind", read: (r) => r.kind },
  { name: "rule_topic", json: "topic", read: (r) => r.topic },
  { name: "unit", json: "unit", read: (r) => r.unit },
  { name: "value", json: "periods[].value", read: (_r, p) => (typeof p.value === "string" ? p.value : JSON.stringify(p.value)) },
  { name: "value_text", json: "periods[].text", read: (_r, p) => p.text },
  { name: "from", json: "periods[].from", read: (_r, p) => p.from ?? "" },
  { name: "until", json: "periods[].until", read: (_r, p) => p.until ?? "" },
  { name: "extendable", json: "periods[].extendable", read: (_r, p) => (p.extendable === null ? "" : String(p.extendable)) },
  { name: "certainty", json: "periods[].certainty", read: (_r, p) => p.certainty },
  { name: "certainty_text", json: "periods[].certaintyText", read: (_r, p) => p.certaintyText },
  { name: "note", json: "periods[].note", read: (_r, p) => p.note ?? "" },
  { name: "caveat", json: "periods[].caveat", read: (_r, p) => p.caveat ?? "" },
  { name: "source_title", json: "periods[].source.title", read: (_r, p) => p.source.title },
  { name: "source_act", json: "periods[].source.act", read: (_r, p) => p.source.act ?? "" },
  { name: "source_section", json: "periods[].source.section", read: (_r, p) => p.source.section ?? "" },
  { name: "source_url", json: "periods[].source.url", read: (_r, p) => p.source.url },
  // Several quotes in one cell, one to a line: "words" (where they are, address).
  { name: "quotes", json: "periods[].quotes", read: (_r, p) => p.quotes.map((q) => `"${q.text}" (${q.source.title}${q.source.section ? `, ${q.source.section}` : ""}, ${q.source.url})`).join("\n") },
  { name: "pages", json: "pages", read: (r) => r.pages.map((pg) => pg.url).join(" ") },
  { name: "earlier_claims", json: "earlierClaims", read: (r) => r.earlierClaims.map((c) => `${c.where} said ${c.claim}. ${c.why}`).join("\n") },
  { name: "checked", json: "checked", read: (r) => r.checked },
  { name: "recorded", json: "periods[].recorded", read: (_r, p) => p.recorded },
];

export const CSV_HEADER = CSV_COLUMNS.map((c) => c.name);

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, and its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The data as CSV text: a header row, then one row per period; lines end in CRLF, as RFC 4180 says. */
export function rulesCsv(data: RulesData): string {
  const rows = [CSV_HEADER, ...data.rules.flatMap((r) => r.periods.map((p) => CSV_COLUMNS.map((c) => c.read(r, p))))];
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/* ---------------- ?date=, ?rule=, ?topic= ---------------- */

/** The dates ?date= accepts: the first and last day a question about them makes sense. */
export const DATA_DATE_RANGE = { first: "1990-01-01", last: "2099-12-31" } as const;

/** The rule whose id the errors and /data give as an example. */
const EXAMPLE_ID = "stamp-duty-residential-rates";

/** What a data address can get wrong, each in words that name no input (a 400 never echoes what was sent). */
export const DATA_QUERY_ERRORS = {
  date: {
    code: "bad-date",
    message: `The date must be a real day written yyyy-mm-dd (for example 2026-11-27), between ${DATA_DATE_RANGE.first} and ${DATA_DATE_RANGE.last}. Leave it out for the full history.`,
  },
  rule: {
    code: "unknown-rule",
    message: `Each rule must be the id of a rule in ${DATA_PATHS.json} (for example ${EXAMPLE_ID}); give rule= once for each rule. Leave it out for every rule.`,
  },
  topic: {
    code: "unknown-topic",
    message: `The topic must be one of ${RULE_TOPICS.join(", ")}. Leave it out for every topic.`,
  },
} as const;

export type DataQueryError = (typeof DATA_QUERY_ERRORS)[keyof typeof DATA_QUERY_ERRORS];

/**
 * What a data address asks for: ?date= (null when absent: the full history;
 * once, a real day in range), ?rule= (ids of rules; repeatable) and ?topic=
 * (repeatable). Every value must be known, or the answer is an error, the
 * first met, which never echoes the input. Other parameters are ignored.
 */
export function dataQuery(params: URLSearchParams, rules: readonly AnyRule[] = ALL_RULES): { ok: true; on: string | null; selection: DataSelection } | { ok: false; error: DataQueryError } {
  const dates = params.getAll("date");
  const [raw] = dates;
  if (dates.length > 1 || (dates.length === 1 && (!raw || !isIsoDate(raw) || raw < DATA_DATE_RANGE.first || raw > DATA_DATE_RANGE.last))) return { ok: false, error: DATA_QUERY_ERRORS.date };
  const ids = new Set(rules.map((r) => r.id));
  const wanted = params.getAll("rule");
  if (wanted.some((id) => !ids.has(id))) return { ok: false, error: DATA_QUERY_ERRORS.rule };
  const topics = params.getAll("topic");
  if (topics.some((t) => !(RULE_TOPICS as readonly string[]).includes(t))) return { ok: false, error: DATA_QUERY_ERRORS.topic };
  return {
    ok: true,
    on: raw ?? null,
    selection: {
      // Once each, in the order of the data (the address a citation gives is then the same however they were asked).
      rules: wanted.length ? rules.map((r) => r.id).filter((id) => wanted.includes(id)) : null,
      topics: topics.length ? RULE_TOPICS.filter((t) => topics.includes(t)) : null,
    },
  };
}
