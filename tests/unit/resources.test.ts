import { describe, expect, it } from "vitest";
import { FAQ_CATEGORIES } from "~/content/faq";
import { faqItems } from "~/content/faq-items";
import { lending, tenancy } from "~/facts";
import { PAGES } from "~/content/pages";
import { RESOURCE_CATEGORIES, RESOURCES, resourceDirectoryData } from "~/content/resources";
import { SOURCES } from "~/facts/sources";
import { fill } from "~/lib/fill";
import { linksIn, toPlainText } from "~/lib/rich-text";
import { faqFilterQuery, filterFaq, filterResources, resourceFilterQuery } from "~/components/resources/filter";
import { parseFaqFilter, parseResourceFilter } from "~/loaders/resource-filters.server";

// The FAQ is built for a date (its buying, renting and scheme answers state dated rules): today's, as the site shows it.
const FAQ_ITEMS = faqItems("2026-11-24");

const known = new Set(PAGES.map((p) => p.path));
const params = (q: string) => new URLSearchParams(q);

describe("resource links", () => {
  it("are the twelve of the spec, in all five categories, with official https URLs", () => {
    expect(RESOURCES).toHaveLength(12);
    expect(new Set(RESOURCES.map((r) => r.category))).toEqual(new Set(RESOURCE_CATEGORIES));
    for (const r of RESOURCES) {
      expect(r.url, r.title).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(r.description.length, r.title).toBeGreaterThan(60);
    }
    expect(new Set(RESOURCES.map((r) => r.url)).size).toBe(12);
    const sourceUrls = new Set<string>(Object.values(SOURCES).map((s) => s.url));
    expect(RESOURCES.filter((r) => !sourceUrls.has(r.url))).toEqual([]);
  });

  it("include the bodies the spec names", () => {
    const titles = RESOURCES.map((r) => r.title).join(" | ");
    for (const name of ["Housing Agency", "Housing for All", "Revenue", "Help to Buy", "First Home Scheme", "Residential Tenancies Board", "Threshold", "Citizens Information", "Department of Housing", "Daft.ie", "MyHome.ie", "Cost Rental"]) {
      expect(titles).toContain(name);
    }
  });
});

describe("resource directory as loader data", () => {
  it("survives JSON (the browser gets it that way) with every category's label and every link", () => {
    const data = JSON.parse(JSON.stringify(resourceDirectoryData())) as ReturnType<typeof resourceDirectoryData>;
    expect(data).toEqual(resourceDirectoryData());
    expect(data.categories.map((c) => c.value)).toEqual([...RESOURCE_CATEGORIES]);
    expect(data.resources).toHaveLength(12);
  });

  it("fills its sentences' slots: the count and the carousel's announcement", () => {
    const { words } = resourceDirectoryData();
    expect(fill(words.count.all, { shown: 12, total: 12 })).toBe("Showing all 12 resources");
    expect(fill(words.count.some, { shown: 2, total: 12 })).toBe("Showing 2 of 12 resources");
    expect(fill(words.carousel.position, { index: 3, total: 12, title: "Revenue" })).toBe("Resource 3 of 12: Revenue");
    // A slot the caller did not give is left as written, and a value is never read as a pattern.
    expect(fill("{a} and {b}", { a: "$&{b}" })).toBe("$&{b} and {b}");
  });
});

describe("resource filter", () => {
  it("reads a valid category and filters to it", () => {
    const f = parseResourceFilter(params("category=legal"));
    expect(f).toEqual({ category: "legal", ignored: [] });
    const shown = filterResources(RESOURCES, f.category);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((r) => r.category === "legal")).toBe(true);
  });

  it("shows everything with no category or an empty one", () => {
    expect(filterResources(RESOURCES, parseResourceFilter(params("")).category)).toHaveLength(12);
    expect(parseResourceFilter(params("category=")).category).toBeNull();
  });

  it("ignores, and names, invalid values, unknown and repeated parameters", () => {
    const f = parseResourceFilter(params("category=LEGAL&category=rental&utm_source=x&category=financial"));
    expect(f.category).toBe("rental");
    expect(f.ignored).toEqual([
      { name: "category", value: "LEGAL", reason: "invalid" },
      { name: "utm_source", value: "x", reason: "unknown" },
      { name: "category", value: "financial", reason: "repeated" },
    ]);
  });

  it("clips long hostile values before they are shown", () => {
    const f = parseResourceFilter(params(`category=${encodeURIComponent("<script>" + "x".repeat(500))}`));
    // Forty characters and the "…" that says it was cut.
    expect(Array.from(f.ignored[0]!.value).length).toBeLessThanOrEqual(41);
  });

  it("writes the shareable query string", () => {
    expect(resourceFilterQuery("housing")).toBe("?category=housing");
    expect(resourceFilterQuery(null)).toBe("");
  });
});

describe("FAQ content", () => {
  it("has eleven questions: 3 buying, 3 renting, 3 schemes, 2 general", () => {
    expect(FAQ_ITEMS).toHaveLength(11);
    const count = (c: string) => FAQ_ITEMS.filter((i) => i.category === c).length;
    expect(FAQ_CATEGORIES.map(count)).toEqual([3, 3, 3, 2]);
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(11);
  });

  it("answers link only to real pages, and every answer links somewhere", () => {
    for (const item of FAQ_ITEMS) {
      const links = item.answer.flatMap(linksIn);
      expect(links.length, item.id).toBeGreaterThan(0);
      for (const href of links.filter((h) => h.startsWith("/"))) expect(known.has(href.split("#")[0]!), `${item.id} → ${href}`).toBe(true);
    }
  });

  it("quotes the deposit rules and security of tenure from facts", () => {
    const text = FAQ_ITEMS.flatMap((i) => i.answer.map(toPlainText)).join(" ");
    expect(text).toContain(`at least ${lending.depositFirstTimeBuyerPercent}%`);
    // Other buyers: 10% from 1 January 2023; the spec's 20% stays in the answer's history line.
    expect(text).toContain("need the same, at least 10%");
    expect(text).toContain("to 31 December 2022: a deposit of at least 10% of the price for first-time buyers and 20% for second and later buyers");
    expect(faqItems("2022-06-01").flatMap((i) => i.answer.map(toPlainText)).join(" ")).toContain("need at least 20%");
    expect(text).toContain(`for ${tenancy.securityOfTenureMonths} months`);
  });
});

describe("FAQ filter", () => {
  it("filters by category", () => {
    expect(filterFaq(FAQ_ITEMS, { category: "general", q: "" })).toHaveLength(2);
    expect(filterFaq(FAQ_ITEMS, { category: null, q: "" })).toHaveLength(11);
  });

  it("searches questions and answers, every word, any case and accents, word starts", () => {
    const ids = (q: string, category: Parameters<typeof filterFaq>[1]["category"] = null) => filterFaq(FAQ_ITEMS, { category, q }).map((i) => i.id);
    expect(ids("security of tenure")).toEqual(["security-of-tenure"]);
    expect(ids("SÉCURITY TENURE")).toEqual(["security-of-tenure"]);
    expect(ids("tenan")).toContain("security-of-tenure");
    expect(ids("rent pressure zone")).toEqual(["rent-increase"]);
    // Stop words alone do not exclude anything; "what is" + a real word narrows.
    expect(ids("what is the deposit")).toEqual(ids("deposit"));
    expect(ids("deposit").length).toBeGreaterThan(1);
    // Combined with a category.
    expect(ids("deposit", "buying").every((id) => FAQ_ITEMS.find((i) => i.id === id)!.category === "buying")).toBe(true);
    expect(ids("tenure", "buying")).toEqual([]);
    // The topic's own name finds its questions.
    expect(ids("government schemes").length).toBeGreaterThanOrEqual(3);
  });

  it("does not match inside words, or on markup", () => {
    const ids = (q: string) => filterFaq(FAQ_ITEMS, { category: null, q }).map((i) => i.id);
    expect(ids("enure")).toEqual([]);
    expect(ids("](/")).toHaveLength(11);
    expect(ids("schemes/help")).toEqual(ids("schemes help"));
    expect(ids("<script>alert(1)</script>")).toEqual([]);
  });

  it("reads ?q= and ?category= from the URL, cleaned and bounded", () => {
    expect(parseFaqFilter(params("q=%20%20deposit%0A%20&category=buying"))).toMatchObject({ q: "deposit", category: "buying", ignored: [], truncated: false });
    const long = parseFaqFilter(params(`q=${"a".repeat(500)}`));
    expect(long.q.length).toBe(100);
    expect(long.truncated).toBe(true);
    expect(parseFaqFilter(params("category=everything")).ignored[0]).toMatchObject({ name: "category", reason: "invalid" });
    expect(faqFilterQuery({ category: "renting", q: " notice " })).toBe("?q=notice&category=renting");
    expect(faqFilterQuery({ category: null, q: "" })).toBe("");
  });
});
