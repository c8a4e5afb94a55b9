/**
 * The JSON Schema of /data/rules.json, written from a zod schema of the
 * export with zod's own z.toJSONSchema(), so the schema is code the type
 * checker holds to the data's shape (RulesData, facts/rules-data.ts), and a
 * unit test validates the real output against it (tests/unit/rules-data.test.ts).
 * Server-only: zod never reaches the browser.
 */
import { z } from "zod";
import { RULE_TOPICS } from "~/facts/dated-rules";
import { isIsoDate } from "~/lib/dates";
import { DATA_LICENCE, RULES_DATA_SCHEMA_VERSION, type RulesData } from "./rules-data";

// The site's one date check (lib/dates); the schema says it as JSON Schema's "date" format (a real day, yyyy-mm-dd).
const isoDate = z.string().refine(isIsoDate, "not a real day, yyyy-mm-dd").meta({ format: "date" }).describe("A day, yyyy-mm-dd");
const certainty = z
  .enum(["official", "reported", "unconfirmed"])
  .describe("official: an Act or an official page says it; reported: only news, a law firm or a charity; unconfirmed: only an earlier version of this guide");

const source = z
  .object({
    title: z.string().min(1).describe("The Act, or the page's title"),
    url: z.url({ protocol: /^https$/ }).describe("Where it can be read"),
    act: z.string().nullable().describe("The Act, when the source is one"),
    section: z.string().nullable().describe("The section of the Act, e.g. \"s. 90\""),
  })
  .strict();

const quote = z
  .object({
    text: z.string().min(1).describe("The source's own words, copied exactly"),
    source,
    certainty: certainty.nullable().describe("When the words are less (or more) certain than the period"),
    supports: z.string().nullable().describe("What these words support, when only part of the period"),
  })
  .strict();

const period = z
  .object({
    value: z.unknown().describe("The value as data: a number, or an object described by the rule's unit"),
    text: z.string().min(1).describe("The value in words, as the pages say it"),
    from: isoDate.nullable().describe("First day in force; null: before the earliest date recorded"),
    until: isoDate.nullable().describe("Last day in force (included); null: no end date is set"),
    extendable: z.boolean().nullable().describe("For a last period with an end: true if the end is scheduled and could be extended"),
    certainty,
    certaintyText: z.string().min(1),
    note: z.string().nullable(),
    caveat: z.string().nullable(),
    source,
    quotes: z.array(quote),
    recorded: isoDate.describe("The day this site first published the period"),
  })
  .strict();

const rule = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/).describe("Stable: never reused or renamed"),
    title: z.string().min(1),
    kind: z.enum(["figure", "condition"]).describe("figure: an amount, rate, date or length; condition: who a figure applies to, or whether the answer is yes or no"),
    topic: z.enum(RULE_TOPICS).describe("What the rule is about"),
    unit: z.string().min(1),
    checked: isoDate,
    changes: z.url(),
    pages: z.array(z.object({ path: z.string().regex(/^\//), title: z.string().min(1), url: z.url() }).strict()),
    periods: z.array(period),
    earlierClaims: z.array(z.object({ claim: z.string(), where: z.string(), why: z.string(), unconfirmed: z.boolean() }).strict()),
  })
  .strict();

export const rulesDataSchema = z
  .object({
    schemaVersion: z.literal(RULES_DATA_SCHEMA_VERSION),
    title: z.string(),
    date: isoDate.describe("The day the data describes"),
    scope: z.enum(["history", "in-force"]),
    builtAt: z.iso.datetime().describe("When this copy was built (UTC)"),
    licence: z
      .object({
        id: z.literal(DATA_LICENCE.id),
        short: z.literal(DATA_LICENCE.short),
        name: z.literal(DATA_LICENCE.name),
        url: z.literal(DATA_LICENCE.url),
        attribution: z.literal(DATA_LICENCE.attribution),
      })
      .strict(),
    citation: z.string().min(1).describe("The line to cite this copy by: publisher, title, version, the day it was fetched, its address and the licence"),
    publisher: z.object({ name: z.string(), url: z.url() }).strict(),
    documentation: z.url(),
    schema: z.url(),
    feed: z.url(),
    rules: z.array(rule),
  })
  .strict()
  .meta({ title: "Irish Housing Guide: dated housing rules", description: "Every dated rule the Irish Housing Guide states, with its periods, sources and quotes." });

// The schema and the type of the export cannot drift apart: each must accept the other's shape.
type Schema = z.infer<typeof rulesDataSchema>;
const _sameShape: (d: RulesData) => Schema = (d) => d;
void _sameShape;

/** The JSON Schema (draft 2020-12) served at /data/rules.schema.json. */
export function rulesJsonSchema(id: string): Record<string, unknown> {
  return { $id: id, ...z.toJSONSchema(rulesDataSchema, { target: "draft-2020-12" }) };
}
