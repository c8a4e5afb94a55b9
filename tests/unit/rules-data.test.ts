/**
 * The rules as open data (/data/rules.json, .csv, .schema.json): the real
 * output validates against the served JSON Schema (ajv), the CSV parses with
 * a real CSV parser, every rule and every period is in both, a value in the
 * JSON is what the page says on the same date, and the HTTP answers (cache,
 * ETag, CORS on the data files only, 400 on a bad date) are as documented.
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { parse } from "csv-parse/sync";
import { afterEach, describe, expect, it } from "vitest";
import { periodOn } from "~/facts/dated";
import { ALL_RULES } from "~/facts/dated-rules";
import { helpToBuyRule, stampDutyRatesRule } from "~/facts";
import { ALL_DATA, CSV_COLUMNS, CSV_HEADER, dataQuery, rulesCsv, rulesData, type DataSelection, type RulesData } from "~/facts/rules-data";
import { RULE_TOPICS, topicOf } from "~/facts/dated-rules";
import { BUYING_RULES } from "~/facts/buying";
import { SCHEME_RULES } from "~/facts/schemes";
import { TAX_RULES } from "~/facts/taxes";
import { TENANCY_RULES } from "~/facts/tenancy";
import { csvColumnsOf, dataPage } from "~/content/data-page";
import { rulesJsonSchema } from "~/facts/rules-data-schema.server";
import { contentCacheControl } from "~/facts/page-headers.server";
import * as jsonRoute from "~/routes/data.rules[.]json";
import * as csvRoute from "~/routes/data.rules[.]csv";
import * as schemaRoute from "~/routes/data.rules[.]schema[.]json";
import * as changesRoute from "~/routes/changes";
import * as costsCalculator from "~/routes/buying.costs-calculator";
import * as helpToBuyPage from "~/routes/schemes.help-to-buy";
import { pageTitle } from "~/content/pages";

const SITE = { name: "Irish Housing Guide", url: "https://example.ie" };
const TODAY = "2026-11-27";
const history = rulesData({ on: null, today: TODAY, builtAt: "2026-11-27T10:00:00.000Z", site: SITE, titles: pageTitle });
const onDay = (on: string, selection: DataSelection = ALL_DATA) => rulesData({ on, selection, today: TODAY, builtAt: "2026-11-27T10:00:00.000Z", site: SITE, titles: pageTitle });
const chosen = (selection: DataSelection) => rulesData({ on: null, selection, today: TODAY, builtAt: "2026-11-27T10:00:00.000Z", site: SITE, titles: pageTitle });

function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(rulesJsonSchema("https://example.ie/data/rules.schema.json"));
}

/** The JSON as a client reads it: through JSON text, so nothing but JSON survives. */
const asJson = (data: RulesData) => JSON.parse(JSON.stringify(data)) as RulesData;

describe("/data/rules.json against its schema", () => {
  const validate = validator();

  it("the full history validates", () => {
    const ok = validate(asJson(history));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it("one day's data validates", () => {
    expect(validate(asJson(onDay("2026-11-27"))), JSON.stringify(validate.errors)).toBe(true);
  });

  it("the schema rejects what the data must never be (a check that cannot fail proves nothing)", () => {
    const bad = asJson(history);
    (bad.rules[0]!.periods[0] as { certainty: string }).certainty = "probably";
    expect(validate(bad)).toBe(false);
    const noSource = asJson(history);
    delete (noSource.rules[0]!.periods[0] as Partial<RulesData["rules"][0]["periods"][0]>).source;
    expect(validate(noSource)).toBe(false);
    const extra = { ...asJson(history), surprise: 1 };
    expect(validate(extra)).toBe(false);
  });

  it("carries the header: date, build time, licence and schema version", () => {
    expect(history).toMatchObject({ date: TODAY, scope: "history", schemaVersion: "1.2.0", licence: { id: "CC-BY-4.0" } });
    expect(history.licence.attribution).toMatch(/credit the Irish Housing Guide/);
  });
});

describe("every rule and every period", () => {
  const rows = parse(rulesCsv(history), { columns: true, bom: true, relax_quotes: false }) as Record<string, string>[];

  it("the JSON has every rule, each with all its periods in order", () => {
    expect(history.rules.map((r) => r.id)).toEqual(ALL_RULES.map((r) => r.id));
    for (const rule of ALL_RULES) {
      const data = history.rules.find((r) => r.id === rule.id)!;
      expect(data.periods.map((p) => [p.from, p.until]), rule.id).toEqual(rule.periods.map((p) => [p.from, p.until]));
      expect(data.periods.map((p) => p.value), rule.id).toEqual(rule.periods.map((p) => JSON.parse(JSON.stringify(p.value))));
      expect(data.periods.map((p) => p.quotes.length), rule.id).toEqual(rule.periods.map((p) => p.quotes?.length ?? 0));
      expect(data.earlierClaims).toHaveLength(rule.earlierClaims?.length ?? 0);
    }
  });

  it("the CSV parses (RFC 4180), with one row per period of every rule", () => {
    expect(Object.keys(rows[0]!)).toEqual(CSV_HEADER);
    expect(rows).toHaveLength(ALL_RULES.reduce((n, r) => n + r.periods.length, 0));
    for (const rule of ALL_RULES) {
      const mine = rows.filter((r) => r.rule_id === rule.id);
      expect(mine.map((r) => [r.from || null, r.until || null]), rule.id).toEqual(rule.periods.map((p) => [p.from, p.until]));
      expect(mine.map((r) => JSON.parse(r.value!)), rule.id).toEqual(rule.periods.map((p) => JSON.parse(JSON.stringify(p.value))));
    }
  });

  it("keeps quotes, commas and line breaks inside a field", () => {
    const quoted = rows.find((r) => r.quotes!.includes("\n") && r.quotes!.includes('"'));
    expect(quoted).toBeDefined();
    const rule = history.rules.find((r) => r.id === quoted!.rule_id)!;
    expect(quoted!.quotes!.split("\n")).toHaveLength(rule.periods.find((p) => (p.from ?? "") === quoted!.from)!.quotes.length);
    expect(rulesCsv(history).endsWith("\r\n")).toBe(true);
  });

  it("?date= gives only the periods in force that day", () => {
    for (const on of ["2021-05-19", "2024-10-02", TODAY, "2031-01-01"]) {
      const data = onDay(on);
      expect(data.scope).toBe("in-force");
      for (const rule of ALL_RULES) {
        const p = periodOn(rule, on);
        expect(data.rules.find((r) => r.id === rule.id)!.periods.map((x) => x.from), `${rule.id} on ${on}`).toEqual(p ? [p.from] : []);
      }
    }
  });
});

describe("a value in the JSON is what the page says on the same date", () => {
  const saved = process.env.SITE_TODAY;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_TODAY;
    else process.env.SITE_TODAY = saved;
  });
  const load = async (loader: unknown) => (await (loader as () => Promise<Response> | Response)()).json();

  it.each(["2024-10-01", "2024-10-02", TODAY])("stamp duty bands: the calculator page on %s", async (on) => {
    process.env.SITE_TODAY = on;
    const res = await (costsCalculator.loader as unknown as (a: { request: Request }) => Promise<Response>)({ request: new Request("https://example.ie/buying/costs-calculator") });
    const page = await res.json();
    const data = onDay(on).rules.find((r) => r.id === stampDutyRatesRule.id)!;
    expect(data.periods).toHaveLength(1);
    expect(page.vat.duty.bands).toEqual((data.periods[0]!.value as { bands: unknown }).bands);
    expect(page.vat.dutyText.tiered).toContain("1% of the price up to €1,000,000");
  });

  it("Help to Buy: the scheme page states the JSON's maximum refund and value limit", async () => {
    process.env.SITE_TODAY = TODAY;
    const text = JSON.stringify(await load(helpToBuyPage.loader));
    const value = onDay(TODAY).rules.find((r) => r.id === helpToBuyRule.id)!.periods[0]!.value as { maxRefund: number; maxPropertyValue: number };
    expect(text).toContain(`€${value.maxRefund.toLocaleString("en-IE")}`);
    expect(text).toContain(`€${value.maxPropertyValue.toLocaleString("en-IE")}`);
  });
});

describe("?date=: a bad date never breaks the data, and is never echoed", () => {
  it.each(["2026-02-30", "2026-13-01", "27/11/2026", "<script>alert(1)</script>", "", "1900-01-01", "2200-01-01"])("%j is refused", (raw) => {
    const r = dataQuery(new URLSearchParams({ date: raw }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "bad-date" });
    if (!r.ok) expect(r.error.message).not.toContain(raw || "\u0000");
  });
  it("two dates are refused; none means the full history", () => {
    expect(dataQuery(new URLSearchParams("date=2026-01-01&date=2026-01-02")).ok).toBe(false);
    expect(dataQuery(new URLSearchParams(""))).toEqual({ ok: true, on: null, selection: { rules: null, topics: null } });
  });
});

describe("a rule's topic: the facts file's list it is in (issue 46)", () => {
  it("every rule has one, from its list, so a rule added to a list has its topic", () => {
    for (const rule of BUYING_RULES) expect(topicOf(rule), rule.id).toBe("buying");
    for (const rule of SCHEME_RULES) expect(topicOf(rule), rule.id).toBe("schemes");
    for (const rule of TENANCY_RULES) expect(topicOf(rule), rule.id).toBe("renting");
    for (const rule of TAX_RULES) expect(topicOf(rule), rule.id).toBe("tax");
    for (const rule of ALL_RULES) expect(RULE_TOPICS, rule.id).toContain(topicOf(rule));
    // Every topic has rules.
    for (const topic of RULE_TOPICS) expect(ALL_RULES.some((r) => topicOf(r) === topic), topic).toBe(true);
  });
  it("is published in the JSON and the CSV", () => {
    const rows = parse(rulesCsv(history), { columns: true, bom: true }) as Record<string, string>[];
    for (const rule of ALL_RULES) {
      expect(history.rules.find((r) => r.id === rule.id)!.topic, rule.id).toBe(topicOf(rule));
      for (const row of rows.filter((r) => r.rule_id === rule.id)) expect(row.rule_topic).toBe(topicOf(rule));
    }
  });
});

describe("?rule= and ?topic=: some rules only", () => {
  const ask = (query: string) => dataQuery(new URLSearchParams(query));

  it("?topic= gives that topic's rules, every period of each, in the JSON and the CSV", () => {
    for (const topic of RULE_TOPICS) {
      const r = ask(`topic=${topic}`);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const data = chosen(r.selection);
      expect(data.rules.map((x) => x.id), topic).toEqual(ALL_RULES.filter((x) => topicOf(x) === topic).map((x) => x.id));
      const rows = parse(rulesCsv(data), { columns: true }) as Record<string, string>[];
      expect(new Set(rows.map((x) => x.rule_topic))).toEqual(new Set([topic]));
      expect(rows).toHaveLength(ALL_RULES.filter((x) => topicOf(x) === topic).reduce((n, x) => n + x.periods.length, 0));
    }
  });

  it("?rule= is repeatable, keeps the data's order, and goes with ?date= and ?topic=", () => {
    const r = ask("rule=help-to-buy&rule=stamp-duty-residential-rates&rule=help-to-buy");
    expect(r).toEqual({ ok: true, on: null, selection: { rules: ["stamp-duty-residential-rates", "help-to-buy"], topics: null } });
    if (!r.ok) return;
    const data = chosen(r.selection);
    expect(data.rules.map((x) => x.id)).toEqual(["stamp-duty-residential-rates", "help-to-buy"]);
    expect(data.rules.find((x) => x.id === "help-to-buy")!.periods.length).toBe(helpToBuyRule.periods.length);
    // With a date: only the period in force that day.
    const day = ask("rule=help-to-buy&date=2018-06-01");
    expect(day.ok).toBe(true);
    if (day.ok) {
      const one = onDay(day.on!, day.selection);
      expect(one.rules.map((x) => x.id)).toEqual(["help-to-buy"]);
      expect(one.rules[0]!.periods.map((x) => (x.value as { maxRefund: number }).maxRefund)).toEqual([20_000]);
    }
    // Each narrows: a rule outside the topic asked for is left out.
    const both = ask("rule=help-to-buy&rule=stamp-duty-residential-rates&topic=schemes");
    expect(both.ok && chosen(both.selection).rules.map((x) => x.id)).toEqual(["help-to-buy"]);
  });

  it.each([
    ["rule=no-such-rule", "unknown-rule"],
    ["rule=help-to-buy&rule=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "unknown-rule"],
    ["topic=housing", "unknown-topic"],
    ["topic=Buying", "unknown-topic"],
    ["topic=", "unknown-topic"],
    ["rule=", "unknown-rule"],
  ])("%s is refused (%s), and the message names none of it", (query, code) => {
    const r = ask(query);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    for (const v of new URLSearchParams(query).values()) if (v) expect(r.error.message).not.toContain(v);
  });
});

describe("the citation line (issue 46)", () => {
  it("names the publisher, the title, the version, the day, the address and the licence, in the JSON", () => {
    expect(history.citation).toBe("Irish Housing Guide, Housing rules as open data, version 1.2.0, 27 November 2026, https://example.ie/data/rules.json; CC BY 4.0");
    const r = dataQuery(new URLSearchParams("topic=schemes&date=2025-01-01"));
    expect(r.ok).toBe(true);
    if (r.ok) expect(onDay(r.on!, r.selection).citation).toBe("Irish Housing Guide, Housing rules as open data, version 1.2.0, 27 November 2026, https://example.ie/data/rules.json?topic=schemes&date=2025-01-01; CC BY 4.0");
  });
  it("is on /data, for the data as a whole", () => {
    const page = dataPage(onDay(TODAY), SITE.url);
    expect(page.cite.text).toBe("Irish Housing Guide, Housing rules as open data, version 1.2.0, 27 November 2026, https://example.ie/data; CC BY 4.0");
  });
});

describe("/data's field list: the JSON's keys and the CSV's columns, from the code (issue 46)", () => {
  const page = dataPage(onDay(TODAY), SITE.url);
  const tables = page.sections.flatMap((s) => s.blocks).filter((b): b is Extract<typeof b, { type: "table" }> => b.type === "table");
  const [top, fields] = tables;
  const keyOf = (cell: string) => cell.replace(/\*\*/g, "");
  const documented = fields!.rows.map((row) => keyOf(row[0]!));

  it("every CSV column is listed beside the JSON key it holds, and that key is in the JSON", () => {
    expect(fields!.head.slice(0, 2)).toEqual(["JSON key", "CSV column"]);
    for (const column of CSV_COLUMNS) {
      const row = fields!.rows.find((r) => keyOf(r[0]!) === column.json);
      expect(row, column.name).toBeDefined();
      expect(row![1], column.name).toContain(`**${column.name}**`);
      expect(csvColumnsOf(column.json)).toContain(column.name);
    }
    expect(CSV_COLUMNS.map((c) => c.name)).toEqual(CSV_HEADER);
  });

  it("every key of a rule, a period and a source in the real JSON is listed, and nothing else", () => {
    const rule = asJson(history).rules.find((r) => r.periods.length > 0)!;
    const period = rule.periods[0]!;
    const keys = [...Object.keys(rule), ...Object.keys(period).map((k) => `periods[].${k}`), ...Object.keys(period.source).map((k) => `periods[].source.${k}`)].filter((k) => k !== "periods[].source");
    expect(new Set(documented)).toEqual(new Set(keys));
  });

  it("every key at the top of the JSON is listed, none of them a CSV column", () => {
    const keys = Object.keys(asJson(history)).filter((k) => k !== "rules");
    expect(new Set(top!.rows.map((r) => keyOf(r[0]!)))).toEqual(new Set(keys));
    for (const row of top!.rows) expect(row[1]).toBe("in the JSON only");
  });
});

describe("HTTP", () => {
  type L = (a: { request: Request }) => Response | Promise<Response>;
  const get = (loader: unknown, url: string, headers?: HeadersInit) => (loader as L)({ request: new Request(`https://example.ie${url}`, { headers }) });

  it.each([
    [jsonRoute.loader, "/data/rules.json", /^application\/json/],
    [csvRoute.loader, "/data/rules.csv", /^text\/csv/],
    [schemaRoute.loader, "/data/rules.schema.json", /^application\/schema\+json/],
  ])("%# serves with CORS, the page cache policy and an ETag that answers 304", async (loader, url, type) => {
    const res = await get(loader, url);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(type);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Cache-Control")).toBe(contentCacheControl());
    const etag = res.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(loader, url, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get(loader, url, { "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("one day's data has its own ETag", async () => {
    const all = await get(jsonRoute.loader, "/data/rules.json");
    const day = await get(jsonRoute.loader, "/data/rules.json?date=2020-01-01");
    expect(day.headers.get("ETag")).not.toBe(all.headers.get("ETag"));
    expect(((await day.json()) as RulesData).scope).toBe("in-force");
  });

  it("?topic= and ?rule= answer with those rules only; an unknown one is a 400 in JSON that echoes nothing", async () => {
    const ok = await get(jsonRoute.loader, "/data/rules.json?topic=renting&date=2026-11-27");
    expect(ok.status).toBe(200);
    const data = (await ok.json()) as RulesData;
    expect(data.rules.length).toBeGreaterThan(0);
    expect(data.rules.every((r) => r.topic === "renting")).toBe(true);
    expect(data.citation).toContain("/data/rules.json?topic=renting&date=2026-11-27; CC BY 4.0");
    const csv = await get(csvRoute.loader, "/data/rules.csv?rule=help-to-buy");
    expect(csv.status).toBe(200);
    const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[];
    expect(new Set(rows.map((r) => r.rule_id))).toEqual(new Set(["help-to-buy"]));
    for (const [url, code] of [["/data/rules.json?rule=%3Cb%3Enope%3C/b%3E", "unknown-rule"], ["/data/rules.json?topic=%3Cscript%3E", "unknown-topic"]] as const) {
      const res = await get(jsonRoute.loader, url);
      expect(res.status, url).toBe(400);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const body = await res.text();
      expect(JSON.parse(body), url).toEqual({ error: { code, message: expect.any(String) } });
      expect(body).not.toMatch(/nope|script|<|%3C/i);
    }
    const badCsv = await get(csvRoute.loader, "/data/rules.csv?topic=nope");
    expect(badCsv.status).toBe(400);
    expect(badCsv.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await badCsv.text()).not.toContain("nope");
  });

  it("a bad date is a 400 with a JSON error body, not cached, input not echoed", async () => {
    const res = await get(jsonRoute.loader, "/data/rules.json?date=%3Cscript%3Ex%3C/script%3E");
    expect(res.status).toBe(400);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: { code: "bad-date", message: expect.stringContaining("yyyy-mm-dd") } });
    expect(body).not.toContain("script");
    const csv = await get(csvRoute.loader, "/data/rules.csv?date=2026-02-30");
    expect(csv.status).toBe(400);
    expect(csv.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await csv.text()).not.toContain("2026-02-30");
  });

  it("a page does not carry the CORS header: only the data files do", async () => {
    const res = await (changesRoute.loader as unknown as () => Response)();
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});
