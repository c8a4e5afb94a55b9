/**
 * The source's own words beside every rule (issue 27): each official or
 * reported period quotes the sentence that sets its figure, and every number
 * the period sets appears in those words. Links go to the text in force,
 * never to the as-enacted text of a principal Act that lacks the section.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { numbersIn, quoteProblems, type AnyRule, type Rule } from "~/facts/dated";
import { ALL_RULES } from "~/facts/dated-rules";
import { STATUTES } from "~/facts/statutes";

const src = { name: "Test Act 2025", section: "s. 1", url: "https://www.irishstatutebook.ie/eli/2025/act/1/enacted/en/html" };

/** A rule whose figures the quotes must hold: €30,000 and 10%. */
const LIMIT: Rule<{ euro: number; percent: number }> = {
  id: "test-quotes",
  title: "Test",
  describe: (v) => `€${v.euro}`,
  checked: "2026-11-25",
  pages: ["/x"],
  figures: (v) => [v.euro, v.percent],
  periods: [
    {
      value: { euro: 30_000, percent: 10 },
      from: "2025-01-01",
      until: null,
      source: src,
      certainty: "official",
      quotes: [{ text: "the lesser of €30,000 and 10 per cent of the purchase value" }],
    },
  ],
};

describe("numbersIn: the numbers in a source's words", () => {
  it.each([
    ["€30,000", [30_000]],
    ["4.05% for up to 30 years", [4.05, 30]],
    ["a 28-day period", [28]],
    ["on or before 31 December 2029,", [31, 2029]],
    ["two years", [2]],
    ["twelve months", [12]],
  ])("%s", (text, numbers) => {
    for (const n of numbers) expect(numbersIn(text)).toContain(n);
  });
});

describe("quoteProblems fails where it should", () => {
  it("a period whose quote holds its figures has none", () => expect(quoteProblems(LIMIT)).toEqual([]));

  it("an official period with no quote", () => {
    const bad: AnyRule = { ...LIMIT, periods: [{ ...LIMIT.periods[0]!, quotes: [] }] };
    expect(quoteProblems(bad).join()).toMatch(/no quote from its source/);
  });

  it("a quote that does not contain the figure it supports", () => {
    const bad: AnyRule = { ...LIMIT, periods: [{ ...LIMIT.periods[0]!, value: { euro: 35_000, percent: 10 } }] };
    expect(quoteProblems(bad).join()).toMatch(/35000 is not in its quotes/);
  });

  it("an unconfirmed period needs no quote (only the specification says it)", () => {
    const ok: AnyRule = { ...LIMIT, periods: [{ ...LIMIT.periods[0]!, certainty: "unconfirmed", quotes: [] }] };
    expect(quoteProblems(ok)).toEqual([]);
  });
});

describe("every rule the site states quotes its source", () => {
  it.each(ALL_RULES.map((r) => [r.id, r] as const))("%s: each official or reported period has a quote holding its figures", (_id, rule) => {
    expect(quoteProblems(rule)).toEqual([]);
  });

  it("rules that set numbers declare them, so the check has something to check", () => {
    const withFigures = ALL_RULES.filter((r) => r.figures);
    expect(withFigures.length).toBeGreaterThanOrEqual(20);
  });
});

/** Every content file, to look for links to as-enacted principal Acts. */
function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? contentFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("links go to the text in force", () => {
  // The principal Acts whose sections were inserted or substituted later: linked to the revised text.
  const principal = Object.values(STATUTES)
    .filter((s) => s.url.includes("revisedacts.lawreform.ie"))
    .map((s) => s.url.match(/\/eli\/(\d{4})\/act\/(\d+)\//)!.slice(1).join("/act/"));

  it("the principal Acts are the Stamp Duties, Residential Tenancies and VAT Consolidation Acts", () => {
    expect(principal).toEqual(expect.arrayContaining(["1999/act/31", "2004/act/27", "2010/act/31"]));
  });

  it("no period or quote links the as-enacted text of a principal Act", () => {
    const links = ALL_RULES.flatMap((r) => r.periods.flatMap((p) => [p.source.url, ...(p.quotes ?? []).flatMap((q) => (q.source ? [q.source.url] : []))]));
    const bad = links.filter((url) => url.includes("irishstatutebook.ie") && principal.some((a) => url.includes(`/eli/${a}/`)));
    expect(bad).toEqual([]);
  });

  it("no content module links the as-enacted text of a principal Act", () => {
    const bad = [...contentFiles("app/content"), ...contentFiles("app/facts")].flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return principal.filter((a) => text.includes(`irishstatutebook.ie/eli/${a}/`)).map((a) => `${file}: ${a}`);
    });
    expect(bad).toEqual([]);
  });
});
