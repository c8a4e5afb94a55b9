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
import { periodOn } from "~/content/dated";
import { helpToBuyRule, stampDutyRatesRule } from "~/content/facts";
import { ALL_RULES } from "~/content/dated-rules";
import { CSV_HEADER, dataDateParam, rulesCsv, rulesData, type RulesData } from "~/content/rules-data";
import { rulesJsonSchema } from "~/content/rules-data-schema.server";
import { contentCacheControl } from "~/content/page-headers.server";
import * as jsonRoute from "~/routes/data.rules[.]json";
import * as csvRoute from "~/routes/data.rules[.]csv";
import * as schemaRoute from "~/routes/data.rules[.]schema[.]json";
import * as changesRoute from "~/routes/changes";
import * as costsCalculator from "~/routes/buying.costs-calculator";
import * as helpToBuyPage from "~/routes/schemes.help-to-buy";

const SITE = { name: "Irish Housing Guide", url: "https://example.ie" };
const TODAY = "2026-11-27";
const history = rulesData({ on: null, today: TODAY, builtAt: "2026-11-27T10:00:00.000Z", site: SITE });
const onDay = (on: string) => rulesData({ on, today: TODAY, builtAt: "2026-11-27T10:00:00.000Z", site: SITE });

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
    expect(history).toMatchObject({ date: TODAY, scope: "history", schemaVersion: "1.1.0", licence: { id: "CC-BY-4.0" } });
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
    const r = dataDateParam(new URLSearchParams({ date: raw }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).not.toContain(raw || "\u0000");
  });
  it("two dates are refused; none means the full history", () => {
    expect(dataDateParam(new URLSearchParams("date=2026-01-01&date=2026-01-02")).ok).toBe(false);
    expect(dataDateParam(new URLSearchParams(""))).toEqual({ ok: true, on: null });
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
