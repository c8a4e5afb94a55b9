import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { anchorsFor, changeLog, changesOf } from "~/facts/changes";
import type { Rule } from "~/facts/dated";
import { findPage } from "~/content/pages";
import { ALL_RULES } from "~/facts/dated-rules";
import { changesAtom } from "~/content/changes-feed";
import { escapeXml } from "~/lib/atom";
import { pageTitle } from "~/content/pages";

const src = { name: "Test Act 2023", section: "s. 2", url: "https://www.irishstatutebook.ie/eli/2023/act/99/enacted/en/html" };

/** Three periods, a gap-free change, a scheduled end, and one claim that was never the rule. */
const LIMIT: Rule<number> = {
  id: "test-limit",
  title: "Test limit",
  describe: (v) => `€${v} <net> & "more"`,
  checked: "2026-11-24",
  pages: ["/schemes/cost-rental"],
  periods: [
    { value: 53, from: null, until: "2023-07-31", source: src, certainty: "official" },
    { value: 66, from: "2023-08-01", until: "2027-06-01", source: src, certainty: "reported", recorded: "2026-11-25" },
  ],
  earlierClaims: [{ claim: "€80", where: "the Budget article", why: "It never matched [the scheme](https://example.ie)." }],
};

describe("changesOf: the changes a rule's periods describe", () => {
  it("a change where one period follows the next, and an end where nothing follows", () => {
    expect(changesOf(LIMIT, pageTitle).map((c) => [c.kind, c.date, c.was, c.now])).toEqual([
      ["changed", "2023-08-01", LIMIT.describe(53), LIMIT.describe(66)],
      ["ended", "2027-06-02", LIMIT.describe(66), null],
    ]);
  });

  it("a first period with a known start is when the rule began", () => {
    const rule: Rule<number> = { ...LIMIT, periods: [{ ...LIMIT.periods[1]! }] };
    expect(changesOf(rule, pageTitle)[0]).toMatchObject({ kind: "began", date: "2023-08-01", was: null });
  });
});

describe("changeLog on a date", () => {
  it("before the end date: the change is past, the end is due; after it: the end is past, newest first", () => {
    const before = changeLog([LIMIT], "2027-06-01", pageTitle);
    expect(before.past.map((c) => c.key)).toEqual(["test-limit/2023-08-01"]);
    expect(before.ending.map((e) => e.until)).toEqual(["2027-06-01"]);
    expect(before.rules[0]).toMatchObject({ state: "current", value: LIMIT.describe(66) });

    const after = changeLog([LIMIT], "2027-06-02", pageTitle);
    expect(after.past.map((c) => c.key)).toEqual(["test-limit/2027-06-02", "test-limit/2023-08-01"]);
    expect(after.ending).toEqual([]);
    expect(after.rules[0]).toMatchObject({ state: "ended", value: null });
  });

  it("a period already law but not yet in force is listed as coming up", () => {
    const rule: Rule<number> = {
      ...LIMIT,
      periods: [...LIMIT.periods.slice(0, 1), { ...LIMIT.periods[1]!, until: "2027-12-31" }, { value: 70, from: "2028-01-01", until: null, source: src, certainty: "official" }],
    };
    const log = changeLog([rule], "2026-11-24", pageTitle);
    expect(log.upcoming.map((c) => [c.date, c.now])).toEqual([["2028-01-01", rule.describe(70)]]);
    expect(log.ending).toEqual([]);
  });

  it("keeps every figure once stated, with why it differs", () => {
    expect(changeLog([LIMIT], "2026-11-24", pageTitle).corrections).toMatchObject([{ claim: "€80", where: "the Budget article", ruleId: "test-limit" }]);
  });

  it("the first place a rule appears on the page carries its id, so /changes#<rule id> lands there", () => {
    const log = changeLog([LIMIT], "2026-11-24", pageTitle);
    const anchors = anchorsFor(log);
    expect(anchors.get("test-limit/ends/2027-06-01")).toBe("test-limit");
    expect(anchors.get("test-limit/2023-08-01")).toBe("test-limit-2023-08-01");
    expect(new Set(anchors.values()).size).toBe(anchors.size);
  });
});

describe("every rule the site states has a place on /changes", () => {
  const log = changeLog(ALL_RULES, "2026-11-24", pageTitle);
  it("each rule's pages are registered pages", () => {
    for (const rule of ALL_RULES) for (const path of rule.pages) expect(findPage(path), `${rule.id}: ${path}`).toBeDefined();
  });
  it("each rule has an anchor of its own id", () => {
    const ids = new Set(anchorsFor(log).values());
    for (const rule of ALL_RULES) expect(ids.has(rule.id), rule.id).toBe(true);
  });
});

describe("the Atom feed", () => {
  const site = { url: "https://www.example.ie", name: "Irish Housing Guide" };
  const xml = changesAtom(changeLog([LIMIT, ...ALL_RULES], "2026-11-24", pageTitle), site);
  const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml).feed;
  const entries = [feed.entry].flat();

  it("parses as XML", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it("has Atom's required feed elements", () => {
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toMatch(/^tag:/);
    expect(feed.title).toBeTruthy();
    expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(feed.author.name).toBe("Irish Housing Guide");
    const links = [feed.link].flat();
    expect(links.find((l: Record<string, string>) => l["@rel"] === "self")["@href"]).toBe("https://www.example.ie/changes.atom");
  });

  it("every entry has an id, a title, an updated date and a link; ids are unique", () => {
    for (const e of entries) {
      expect(e.id).toMatch(/^tag:irishhousingguide\.ie,2026-11-24:/);
      expect(e.title).toBeTruthy();
      expect(e.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      expect(e.link["@href"]).toMatch(/^https:\/\/www\.example\.ie\/changes#/);
    }
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it("escapes text, and gives the fixture's change with its stable id and the day it was recorded", () => {
    const change = entries.find((e) => e.id === "tag:irishhousingguide.ie,2026-11-24:change/test-limit/2023-08-01");
    expect(change.title).toBe("Test limit: took effect 1 August 2023");
    expect(change.updated).toBe("2026-11-25T00:00:00Z");
    expect(change.summary["#text"] ?? change.summary).toContain('Now: €66 <net> & "more"');
    // The newest entries (the tenancy conditions, the Rent Tax Credit's conditions, Help to Buy's periods before July 2020) were recorded on 28 November 2026.
    expect(feed.updated).toBe("2026-11-28T00:00:00Z");
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });

  it("ids do not depend on the date the feed is built or on the site's address", () => {
    const later = changesAtom(changeLog([LIMIT], "2027-01-01", pageTitle), { ...site, url: "https://other.example" });
    expect(later).toContain("<id>tag:irishhousingguide.ie,2026-11-24:change/test-limit/2023-08-01</id>");
  });
});
