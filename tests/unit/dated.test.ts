import { describe, expect, it } from "vitest";
import {
  certaintyText,
  latestValue,
  nextChangeAfter,
  periodOn,
  ruleOn,
  ruleProblems,
  valueOn,
  type Rule,
} from "~/facts/dated";
import { historyItems, sourceBlock, whenWords } from "~/content/dated-words";
import { ALL_RULES } from "~/facts/dated-rules";
import { CACHE_CONTROL, datedPageCacheControl } from "~/lib/http.server";
import { contentCacheControl } from "~/facts/page-headers.server";
import { dublinDate, dublinDayEndsAt, secondsToDublinMidnight } from "~/lib/today";

const src = (name: string) => ({ name, url: `https://example.ie/${name.replace(/\W+/g, "-")}` });

/** A made-up rule with three periods and a scheduled end, to test the model on its own. */
const LIMIT: Rule<number> = {
  id: "test-limit",
  title: "Test limit",
  describe: (v) => `€${v}`,
  checked: "2026-11-24",
  pages: ["/x"],
  periods: [
    { value: 100, from: null, until: "2023-07-31", source: src("Old Act"), certainty: "official" },
    { value: 200, from: "2023-08-01", until: "2025-12-31", source: src("Act 2023"), certainty: "official" },
    { value: 300, from: "2026-01-01", until: "2027-06-01", source: { ...src("Paper"), section: "p. 2" }, certainty: "reported" },
  ],
};

describe("periodOn: the period in force on a date", () => {
  it.each([
    ["1990-01-01", 100],
    ["2023-07-31", 100], // the last day of the first period
    ["2023-08-01", 200], // the first day of the next
    ["2023-08-02", 200],
    ["2025-12-30", 200],
    ["2025-12-31", 200],
    ["2026-01-01", 300],
    ["2027-05-31", 300],
    ["2027-06-01", 300], // the end day is included
  ])("on %s the value is %s", (on, value) => {
    expect(periodOn(LIMIT, on)?.value).toBe(value);
    expect(valueOn(LIMIT, on)).toBe(value);
  });

  it("is undefined the day after the last period ends, and valueOn refuses to guess", () => {
    expect(periodOn(LIMIT, "2027-06-02")).toBeUndefined();
    expect(() => valueOn(LIMIT, "2027-06-02")).toThrow(/No period/);
    expect(latestValue(LIMIT, "2027-06-02")).toBe(300);
  });
});

describe("ruleOn: current, ended, history and what is to come", () => {
  it("the day before, on and after an end date", () => {
    expect(ruleOn(LIMIT, "2027-05-31").state).toBe("current");
    expect(ruleOn(LIMIT, "2027-06-01").state).toBe("current");
    const after = ruleOn(LIMIT, "2027-06-02");
    expect(after.state).toBe("ended");
    expect(after.period?.value).toBe(300);
    expect(after.earlier.map((p) => p.value)).toEqual([200, 100]);
  });

  it("lists earlier periods newest first and later ones soonest first", () => {
    const mid = ruleOn(LIMIT, "2024-03-01");
    expect(mid.period?.value).toBe(200);
    expect(mid.earlier.map((p) => p.value)).toEqual([100]);
    expect(mid.later.map((p) => p.value)).toEqual([300]);
  });

  it("a date before a rule's first period is 'none'", () => {
    const rule: Rule<number> = { ...LIMIT, periods: LIMIT.periods.slice(1) };
    expect(ruleOn(rule, "2020-01-01").state).toBe("none");
  });
});

describe("words for a dated rule", () => {
  it("says until when, unless extended, then that it ended", () => {
    expect(whenWords(ruleOn(LIMIT, "2026-11-24"))).toBe("from 1 January 2026, until 1 June 2027 unless extended");
    expect(whenWords(ruleOn(LIMIT, "2027-06-02"))).toBe("ended on 1 June 2027");
    const final: Rule<number> = { ...LIMIT, periods: [...LIMIT.periods.slice(0, 2), { ...LIMIT.periods[2]!, extendable: false }] };
    expect(whenWords(ruleOn(final, "2026-11-24"))).toBe("from 1 January 2026, until 1 June 2027");
  });

  it("history names each earlier value with its dates and authority", () => {
    expect(historyItems(LIMIT, "2026-11-24")).toEqual([
      "From 1 August 2023 to 31 December 2025: €200 ([Act 2023](https://example.ie/Act-2023)).",
      "Until 31 July 2023: €100 ([Old Act](https://example.ie/Old-Act)).",
    ]);
    const ended = historyItems(LIMIT, "2027-06-02");
    expect(ended[0]).toContain("This rule **ended on 1 June 2027**");
    expect(ended[0]).toContain("[Paper, p. 2]");
  });

  it("a figure once stated that was never a period stays, with why it differs", () => {
    const rule: Rule<number> = { ...LIMIT, earlierClaims: [{ claim: "€150", where: "the Budget article", why: "No Act set it." }] };
    expect(historyItems(rule, "2026-11-24").at(-1)).toBe("Earlier, the Budget article said €150. No Act set it.");
  });

  it("the source note states certainty and links to the rule's changes", () => {
    const block = sourceBlock({ source: src("Official page"), reviewed: "2026-11-24" }, [LIMIT], "2026-11-24");
    expect(block).toMatchObject({ type: "source", reviewed: "2026-11-24", changes: "/changes#test-limit" });
    expect(block.type === "source" && block.basis).toEqual(["Reported by Paper, p. 2; not yet on an official page"]);
    expect(certaintyText({ source: { name: "Finance Act 2024", section: "s. 7", url: "https://x.ie" }, certainty: "official" })).toBe(
      "Official: Finance Act 2024, s. 7",
    );
  });
});

describe("ruleProblems: periods must not overlap or leave an unmarked gap", () => {
  it("a sound rule has none", () => expect(ruleProblems(LIMIT)).toEqual([]));

  it("finds an overlap", () => {
    const bad: Rule<number> = { ...LIMIT, periods: [LIMIT.periods[0]!, { ...LIMIT.periods[1]!, from: "2023-07-31" }] };
    expect(ruleProblems(bad).join()).toMatch(/overlaps/);
  });

  it("finds a gap, unless it is marked as intended", () => {
    const gap: Rule<number> = { ...LIMIT, periods: [LIMIT.periods[0]!, { ...LIMIT.periods[1]!, from: "2023-08-05" }] };
    expect(ruleProblems(gap).join()).toMatch(/gap from 2023-08-01/);
    expect(ruleProblems({ ...gap, gaps: ["2023-08-01"] })).toEqual([]);
  });

  it("finds a period with no source or certainty", () => {
    const bad = { ...LIMIT, periods: [{ ...LIMIT.periods[0]!, source: { name: "", url: "" }, certainty: "maybe" }] } as unknown as Rule<number>;
    expect(ruleProblems(bad).join()).toMatch(/no source.*no certainty/);
  });
});

describe("every rule the site states", () => {
  it.each(ALL_RULES.map((r) => [r.id, r] as const))("%s: periods in order, no overlap or unmarked gap, each with a source and a certainty", (_id, rule) => {
    expect(rule.periods.length).toBeGreaterThan(0);
    expect(ruleProblems(rule)).toEqual([]);
    expect(rule.pages.length).toBeGreaterThan(0);
  });

  it("rule ids are unique", () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the date in Ireland, and caching up to its midnight", () => {
  it("in summer the Irish date changes at 23:00 UTC", () => {
    expect(dublinDate(new Date("2026-06-30T22:59:59Z"))).toBe("2026-06-30");
    expect(dublinDate(new Date("2026-06-30T23:00:00Z"))).toBe("2026-07-01");
    expect(dublinDate(new Date("2026-11-24T23:59:59Z"))).toBe("2026-11-24");
  });

  it("counts the seconds to the next Irish midnight, including on the days the clocks change", () => {
    expect(secondsToDublinMidnight(new Date("2026-11-24T18:00:00Z"))).toBe(21_600);
    expect(secondsToDublinMidnight(new Date("2026-06-30T22:00:00Z"))).toBe(3_600);
    // 29 March 2026: clocks go forward at 01:00 UTC, a 23-hour day. From 00:30 local there are 22.5 hours left.
    expect(secondsToDublinMidnight(new Date("2026-03-29T00:30:00Z"))).toBe(81_000);
    // 25 October 2026: clocks go back at 01:00 UTC, a 25-hour day. From 00:30 local (23:30 UTC the day before) 24.5 hours.
    expect(secondsToDublinMidnight(new Date("2026-10-24T23:30:00Z"))).toBe(88_200);
  });

  it("names the instant the Irish date ends: midnight in Dublin, in winter at 00:00 UTC and in summer at 23:00 UTC", () => {
    expect(new Date(dublinDayEndsAt(new Date("2026-11-30T01:43:00Z"))).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(new Date(dublinDayEndsAt(new Date("2026-07-01T22:30:00Z"))).toISOString()).toBe("2026-07-01T23:00:00.000Z");
    // The same instant all day, to the millisecond: a page that carries it renders the same bytes.
    expect(dublinDayEndsAt(new Date("2026-11-30T23:59:59.999Z"))).toBe(dublinDayEndsAt(new Date("2026-11-30T00:00:00.000Z")));
  });

  it("tool pages are shared only until the Irish midnight", () => {
    expect(datedPageCacheControl(new Date("2026-07-01T21:00:00Z"))).toBe("public, max-age=300, s-maxage=7200");
  });

  it("content pages are never cached across the day a rule starts or ends", () => {
    const rules = [LIMIT];
    expect(nextChangeAfter(rules, "2026-11-24")).toBe("2027-06-02");
    // Far from any change: the normal policy.
    expect(contentCacheControl(new Date("2026-11-24T12:00:00Z"), rules)).toBe(CACHE_CONTROL.page);
    // Three days before: a day at the CDN, stale only until that midnight.
    expect(contentCacheControl(new Date("2027-05-30T12:00:00Z"), rules)).toBe(
      "public, max-age=300, s-maxage=86400, stale-while-revalidate=126000",
    );
    // The evening before: nothing outlives midnight.
    expect(contentCacheControl(new Date("2027-06-01T21:00:00Z"), rules)).toBe("public, max-age=300, s-maxage=7200");
  });
});
