/**
 * The words of /data: what the rules data is, each field (its JSON key and
 * CSV column side by side, read from the CSV's own table) with an example
 * from the real data, the line to cite it by, how to fetch it (curl) and the
 * feed. The example is the stamp duty rates rule as it stands on the day
 * (facts/rules-data.ts).
 */
import { formatDate } from "~/lib/format";
import type { TextPage } from "./legal/types";
import { RULE_TOPICS } from "~/facts/dated-rules";
import { CSV_COLUMNS, dataCitation, DATA_DATE_RANGE, DATA_LICENCE, DATA_PATHS, type DataJsonKey, type DataRule, type RulesData } from "~/facts/rules-data";
import type { Rich } from "./types";
import { pageTitle } from "./pages";

/** The rule whose period is the worked example of every field. */
export const EXAMPLE_RULE_ID = "stamp-duty-residential-rates";

export const DATA_PAGE_TEXT = {
  path: DATA_PATHS.page,
  tag: "Open data",
  title: "Housing rules as open data",
  curlTitle: "With curl",
  citeTitle: "Cite it",
  lead: "Every dated rule this site states, with each period it has been in force, the Act and section or official page that sets it, the source's own words and how sure we are, as JSON and CSV. Free to reuse with credit.",
} as const;

/** A literal (an address, a parameter) in running text: the rich format has no code style, so it is quoted. */
const code = (s: string) => `“${s}”`;

/** One field of the JSON, as /data explains it: its key, what it means, and an example from the real data. */
interface FieldDoc {
  json: DataJsonKey | keyof Omit<RulesData, "rules">;
  meaning: Rich;
  example: Rich;
}

/** A JSON key or CSV column as a literal in the table (bold: the rich format has no code style). */
const name = (s: string) => `**${s}**`;

/**
 * The CSV columns that hold a JSON key: read from the CSV's own table
 * (facts/rules-data.ts CSV_COLUMNS), so the two lists cannot drift apart.
 * A key with no column of its own says where it is instead.
 */
export function csvColumnsOf(json: string): string[] {
  return CSV_COLUMNS.filter((c) => c.json === json).map((c) => c.name);
}

/** /data for the data as it stands (`data`: today's in-force data, for the example). */
export function dataPage(data: RulesData, siteUrl: string): TextPage & { curlTitle: string; curl: { label: string; command: string }[]; cite: { title: string; lead: string; text: string } } {
  const rule: DataRule = data.rules.find((r) => r.id === EXAMPLE_RULE_ID) ?? data.rules[0]!;
  const p = rule.periods[0];
  const q = p?.quotes[0];
  const json = `${siteUrl}${DATA_PATHS.json}`;
  const csv = `${siteUrl}${DATA_PATHS.csv}`;
  const schema = `${siteUrl}${DATA_PATHS.schema}`;
  const feed = `${siteUrl}${DATA_PATHS.feed}`;
  const ex = (v: unknown) => (v === null ? "null" : typeof v === "string" ? `“${v}”` : JSON.stringify(v));
  const fields: FieldDoc[] = [
    { json: "id", meaning: "A stable name for the rule. It is never reused or renamed, and is the rule's anchor on [What's changed](/changes).", example: ex(rule.id) },
    { json: "title", meaning: "The rule in a few words.", example: ex(rule.title) },
    { json: "kind", meaning: "**figure**: the rule sets an amount, a rate, a date or a length. **condition**: it decides who a figure applies to, or whether the answer is yes or no (who the landlord is, a housing support, the reason for a notice).", example: ex(rule.kind) },
    { json: "topic", meaning: `What the rule is about: ${RULE_TOPICS.map((t) => `**${t}**`).join(", ")}. Ask for one with **?topic=**.`, example: ex(rule.topic) },
    { json: "unit", meaning: "What the value is counted in. A structured value names its fields here.", example: ex(rule.unit) },
    { json: "checked", meaning: "The last day we checked the rule against its source.", example: ex(rule.checked) },
    { json: "changes", meaning: "The rule's entry on What's changed, with every change to it.", example: ex(rule.changes) },
    { json: "pages", meaning: "The pages of this site that state the rule, with their addresses (in the CSV, the addresses, separated by spaces).", example: ex(rule.pages[0]?.path ?? null) },
    { json: "earlierClaims", meaning: "Figures this site once gave that were never the rule, each with where it was said and why it differs.", example: `${rule.earlierClaims.length} for this rule` },
    { json: "periods", meaning: "Each period the rule has had, oldest first. With **?date=** only the period in force that day (or none). In the CSV, each period is a row, with its rule's fields repeated.", example: `${rule.periods.length} in force on ${formatDate(data.date)}` },
    { json: "periods[].value", meaning: "The rule's figure as data: a number, or an object whose fields the **unit** describes (in the CSV, as JSON).", example: p ? `“${JSON.stringify(p.value)}”` : "null" },
    { json: "periods[].text", meaning: "The value in words, as our pages say it.", example: ex(p?.text ?? null) },
    { json: "periods[].from", meaning: "The first day in force (yyyy-mm-dd). **null** (an empty cell in the CSV): before the earliest date we record.", example: ex(p?.from ?? null) },
    { json: "periods[].until", meaning: "The last day in force, included. **null** (an empty cell): no end date is set.", example: ex(p?.until ?? null) },
    { json: "periods[].extendable", meaning: "For a last period with an end date: **true** if the end is only scheduled and may be extended. Otherwise **null**.", example: ex(p?.extendable ?? null) },
    { json: "periods[].certainty", meaning: "**official**: an Act or an official page (revenue.ie, gov.ie, rtb.ie, citizensinformation.ie, the Oireachtas) says it. **reported**: only news, a law firm or a charity does. **unconfirmed**: only an earlier version of this guide gave it.", example: ex(p?.certainty ?? null) },
    { json: "periods[].certaintyText", meaning: "The certainty in words, naming the source.", example: ex(p?.certaintyText ?? null) },
    { json: "periods[].note", meaning: "A qualifier said with the value.", example: ex(p?.note ?? null) },
    { json: "periods[].caveat", meaning: "A limit on how sure we are.", example: ex(p?.caveat ?? null) },
    { json: "periods[].source.title", meaning: "Who sets the period: the Act, or the page's title.", example: ex(p?.source.title ?? null) },
    { json: "periods[].source.act", meaning: "The Act, when the source is one.", example: ex(p?.source.act ?? null) },
    { json: "periods[].source.section", meaning: "The section of the Act.", example: ex(p?.source.section ?? null) },
    { json: "periods[].source.url", meaning: "Where the source can be read.", example: ex(p?.source.url ?? null) },
    { json: "periods[].quotes", meaning: "The source's own words, copied exactly, each with its **source**; **supports** and **certainty** when the words back only part of the period. In the CSV, one quote to a line, each followed by where it is.", example: q ? ex(q.text) : "none" },
    { json: "periods[].recorded", meaning: "The day this site first published the period.", example: ex(p?.recorded ?? null) },
  ];
  const header: FieldDoc[] = [
    { json: "schemaVersion", meaning: "The version of this layout. A new field raises the middle number; a changed meaning the first.", example: ex(data.schemaVersion) },
    { json: "title", meaning: "What the file holds.", example: ex(data.title) },
    { json: "date", meaning: "The day the data describes: the **?date=** you asked for, or today in Ireland.", example: ex(data.date) },
    { json: "scope", meaning: "Whether it holds the full **history** or only the periods **in-force** on that day.", example: ex(data.scope) },
    { json: "builtAt", meaning: "When this copy was built (UTC).", example: "a time such as “2026-11-27T09:00:00.000Z”" },
    { json: "licence", meaning: `${DATA_LICENCE.name}, with what giving credit means.`, example: ex(DATA_LICENCE.id) },
    { json: "citation", meaning: "The line to cite this copy by, with the address you fetched (and so the rules and the day you asked for).", example: ex(data.citation) },
    { json: "publisher", meaning: "Who publishes the data, and the site's address.", example: ex(data.publisher.name) },
    { json: "documentation", meaning: "This page.", example: ex(data.documentation) },
    { json: "schema", meaning: "The JSON Schema of the file.", example: ex(data.schema) },
    { json: "feed", meaning: "The Atom feed of changes.", example: ex(data.feed) },
  ];
  /** A rule's key with no CSV column: where the CSV keeps it instead, or that it is the JSON's alone. */
  const csvCell = (f: FieldDoc) => {
    const columns = csvColumnsOf(f.json);
    if (columns.length) return columns.map(name).join(", ");
    return f.json === "periods" ? "one row per period" : "in the JSON only";
  };
  const rows = (docs: FieldDoc[], inCsv: boolean): Rich[][] => docs.map((f) => [name(f.json), inCsv ? csvCell(f) : "in the JSON only", f.meaning, f.example]);
  const cite = dataCitation(data.publisher.name, data.date, `${siteUrl}${DATA_PATHS.page}`, pageTitle);
  return {
    path: DATA_PAGE_TEXT.path,
    tag: DATA_PAGE_TEXT.tag,
    title: DATA_PAGE_TEXT.title,
    lead: DATA_PAGE_TEXT.lead,
    updated: data.date,
    sections: [
      {
        id: "files",
        title: "The files",
        blocks: [
          {
            type: "list",
            items: [
              `[rules.json](${DATA_PATHS.json}): every rule with all its periods, sources and quotes.`,
              `[rules.csv](${DATA_PATHS.csv}): one row per period, the same fields side by side (UTF-8, quoted as RFC 4180 says; several quotes in one cell are one to a line).`,
              `[rules.schema.json](${DATA_PATHS.schema}): a JSON Schema of the JSON, to check a copy or generate code.`,
              `[The Atom feed](${DATA_PATHS.feed}): each change as we record it, for a feed reader.`,
            ],
          },
          {
            type: "p",
            text: `Add ${code("?date=yyyy-mm-dd")} to the JSON or CSV address for only the rules in force on that day, for example ${code(`${DATA_PATHS.json}?date=2025-01-01`)}. Without it you get the full history. A date that is not a real day between ${DATA_DATE_RANGE.first} and ${DATA_DATE_RANGE.last} gets an error (400) that explains the format.`,
          },
          {
            type: "p",
            text: `For some rules only, add ${code("?topic=")} with one of ${RULE_TOPICS.map((t) => code(t)).join(", ")}, or ${code("?rule=")} with a rule's **id**, once for each rule: for example ${code(`${DATA_PATHS.csv}?topic=schemes`)} or ${code(`${DATA_PATHS.json}?rule=help-to-buy&rule=${EXAMPLE_RULE_ID}`)}. Each narrows the rules, and both go with ${code("?date=")}. A topic or rule that does not exist gets an error (400) that says what is allowed.`,
          },
          {
            type: "callout",
            tone: "info",
            title: "Reuse it",
            text: `The data is under the [${DATA_LICENCE.name}](${DATA_LICENCE.url}) licence. ${DATA_LICENCE.attribution}`,
          },
        ],
      },
      {
        id: "top",
        title: "At the top of the JSON",
        blocks: [{ type: "table", caption: "The fields at the top of rules.json, each with its value today (the CSV has none of these: it is the rules alone)", head: ["JSON key", "CSV column", "What it means", "Example"], rows: rows(header, false) }],
      },
      {
        id: "fields",
        title: "Each rule and period",
        blocks: [
          { type: "p", text: `The JSON's keys and the CSV's columns side by side. The examples are the rule “${rule.title}” as it stands on ${formatDate(data.date)}. In the CSV each row is one period, with its rule's fields repeated and the value as JSON.` },
          { type: "table", caption: `The fields of each rule: the key in rules.json, the column in rules.csv, and an example from “${rule.title}”`, head: ["JSON key", "CSV column", "What it means", "Example"], rows: rows(fields, true) },
        ],
      },
      {
        id: "fetch",
        title: "Fetch it",
        blocks: [
          { type: "p", text: "The files can be read from any site or notebook (they allow requests from any origin), are cached no longer than the next day a rule changes, and answer a repeat request with 304 when nothing has changed." },
        ],
      },
    ],
    cite: {
      title: DATA_PAGE_TEXT.citeTitle,
      lead: `To credit the data, copy this line. The JSON carries the same line for the copy you fetch (**citation**), with the address you asked for.`,
      text: cite,
    },
    curlTitle: DATA_PAGE_TEXT.curlTitle,
    curl: [
      { label: "Every rule, with its full history", command: `curl -sS ${json}` },
      { label: "Only the rules in force on 1 January 2025", command: `curl -sS '${json}?date=2025-01-01'` },
      { label: "The same as CSV, saved to a file", command: `curl -sS -o rules.csv ${csv}` },
      { label: "Only the schemes' rules, as CSV", command: `curl -sS '${csv}?topic=schemes'` },
      { label: "Two rules, as they stood on 1 January 2025", command: `curl -sS '${json}?rule=help-to-buy&rule=${EXAMPLE_RULE_ID}&date=2025-01-01'` },
      { label: "The JSON Schema", command: `curl -sS ${schema}` },
      { label: "The feed of changes", command: `curl -sS ${feed}` },
    ],
  };
}
