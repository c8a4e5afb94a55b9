/**
 * The words of /data: what the rules data is, each field with an example
 * from the real data, how to fetch it (curl) and the feed. The example is
 * the stamp duty rates rule as it stands on the day (content/rules-data.ts).
 */
import { formatDate } from "~/lib/format";
import type { TextPage } from "./legal/types";
import { DATA_DATE_RANGE, DATA_LICENCE, DATA_PATHS, type DataRule, type RulesData } from "./rules-data";
import type { Rich } from "./types";

/** The rule whose period is the worked example of every field. */
export const EXAMPLE_RULE_ID = "stamp-duty-residential-rates";

export const DATA_PAGE_TEXT = {
  path: DATA_PATHS.page,
  tag: "Open data",
  title: "Housing rules as open data",
  curlTitle: "With curl",
  lead: "Every dated rule this site states, with each period it has been in force, the Act and section or official page that sets it, the source's own words and how sure we are, as JSON and CSV. Free to reuse with credit.",
} as const;

/** A literal (an address, a parameter) in running text: the rich format has no code style, so it is quoted. */
const code = (s: string) => `“${s}”`;

/** /data for the data as it stands (`data`: today's in-force data, for the example). */
export function dataPage(data: RulesData, siteUrl: string): TextPage & { curlTitle: string; curl: { label: string; command: string }[] } {
  const rule: DataRule = data.rules.find((r) => r.id === EXAMPLE_RULE_ID) ?? data.rules[0]!;
  const p = rule.periods[0];
  const q = p?.quotes[0];
  const json = `${siteUrl}${DATA_PATHS.json}`;
  const csv = `${siteUrl}${DATA_PATHS.csv}`;
  const schema = `${siteUrl}${DATA_PATHS.schema}`;
  const feed = `${siteUrl}${DATA_PATHS.feed}`;
  const ex = (v: unknown) => (v === null ? "null" : typeof v === "string" ? `“${v}”` : JSON.stringify(v));
  const fieldRows: Rich[][] = [
    ["**id**", "A stable name for the rule. It is never reused or renamed, and is the rule's anchor on [What's changed](/changes).", ex(rule.id)],
    ["**title**", "The rule in a few words.", ex(rule.title)],
    ["**kind**", "**figure**: the rule sets an amount, a rate, a date or a length. **condition**: it decides who a figure applies to, or whether the answer is yes or no (who the landlord is, a housing support, the reason for a notice).", ex(rule.kind)],
    ["**unit**", "What the value is counted in. A structured value names its fields here.", ex(rule.unit)],
    ["**checked**", "The last day we checked the rule against its source.", ex(rule.checked)],
    ["**pages**", "The pages of this site that state the rule, with their addresses.", ex(rule.pages[0]?.path ?? null)],
    ["**earlierClaims**", "Figures this site once gave that were never the rule, each with where it was said and why it differs.", `${rule.earlierClaims.length} for this rule`],
    ["**periods[]**", "Each period the rule has had, oldest first. With **?date=** only the period in force that day (or none).", `${rule.periods.length} in force on ${formatDate(data.date)}`],
    ["**value**", "The rule's figure as data: a number, or an object whose fields the **unit** describes.", p ? code(JSON.stringify(p.value)) : "null"],
    ["**text**", "The value in words, as our pages say it.", ex(p?.text ?? null)],
    ["**from**, **until**", "The first and last day in force, both included (yyyy-mm-dd). **null** for **from**: before the earliest date we record; for **until**: no end date is set.", p ? `${ex(p.from)}, ${ex(p.until)}` : "null"],
    ["**extendable**", "For a last period with an end date: **true** if the end is only scheduled and may be extended. Otherwise **null**.", ex(p?.extendable ?? null)],
    ["**certainty**", "**official**: an Act or an official page (revenue.ie, gov.ie, rtb.ie, citizensinformation.ie, the Oireachtas) says it. **reported**: only news, a law firm or a charity does. **unconfirmed**: only an earlier version of this guide gave it.", ex(p?.certainty ?? null)],
    ["**certaintyText**", "The certainty in words, naming the source.", ex(p?.certaintyText ?? null)],
    ["**note**, **caveat**", "A qualifier said with the value, and a limit on how sure we are.", ex(p?.note ?? null)],
    ["**source**", "Who sets the period: **title**, **url**, and **act** and **section** when it is an Act.", p ? `${ex(p.source.act)}, ${ex(p.source.section)}` : "null"],
    ["**quotes[]**", "The source's own words, copied exactly, each with its **source**; **supports** and **certainty** when the words back only part of the period.", q ? ex(q.text) : "none"],
    ["**recorded**", "The day this site first published the period.", ex(p?.recorded ?? null)],
  ];
  const headerRows: Rich[][] = [
    ["**schemaVersion**", "The version of this layout. A new field raises the middle number; a changed meaning the first.", ex(data.schemaVersion)],
    ["**date**, **scope**", "The day the data describes (the **?date=** you asked for, or today in Ireland) and whether it holds the full **history** or only the periods **in-force** that day.", `${ex(data.date)}, ${ex(data.scope)}`],
    ["**builtAt**", "When this copy was built (UTC).", "a time such as “2026-11-27T09:00:00.000Z”"],
    ["**licence**", `${DATA_LICENCE.name}, with what giving credit means.`, ex(DATA_LICENCE.id)],
  ];
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
        blocks: [{ type: "table", caption: "The fields at the top of rules.json, each with its value today", head: ["Field", "What it means", "Example"], rows: headerRows }],
      },
      {
        id: "fields",
        title: "Each rule and period",
        blocks: [
          { type: "p", text: `The examples are the rule “${rule.title}” as it stands on ${formatDate(data.date)}. In the CSV each row is one period, with its rule's fields repeated and the value as JSON.` },
          { type: "table", caption: `The fields of each rule in rules.json, with an example from “${rule.title}”`, head: ["Field", "What it means", "Example"], rows: fieldRows },
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
    curlTitle: DATA_PAGE_TEXT.curlTitle,
    curl: [
      { label: "Every rule, with its full history", command: `curl -sS ${json}` },
      { label: "Only the rules in force on 1 January 2025", command: `curl -sS '${json}?date=2025-01-01'` },
      { label: "The same as CSV, saved to a file", command: `curl -sS -o rules.csv ${csv}` },
      { label: "The JSON Schema", command: `curl -sS ${schema}` },
      { label: "The feed of changes", command: `curl -sS ${feed}` },
    ],
  };
}
