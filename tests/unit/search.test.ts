import { describe, expect, it } from "vitest";
import { PAGES } from "~/content/pages";
import { buildDocuments, CONTENT, unwiredPaths } from "~/search/documents.server";
import { createSiteSearch, searchSite, type SearchDocument, type SearchResponse } from "~/search/engine";
import { extractText } from "~/search/extract";
import { highlightAll, makeSnippet, type Segment } from "~/search/highlight";
import { search, searchIndexStats } from "~/search/index.server";
import { MAX_QUERY_LENGTH } from "~/content/search-limits";
import { cleanQuery } from "~/lib/clip";

const text = (segments: Segment[]) => segments.map((s) => s.text).join("");
const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);
const paths = (r: SearchResponse) => (r.kind === "results" ? r.hits.map((h) => h.path) : []);

describe("extractText", () => {
  it("collects prose from any shape, headings apart, and skips machine values", () => {
    const content = {
      id: "security-of-tenure",
      title: "Your rights",
      icon: "shield",
      color: "blue",
      url: "https://www.rtb.ie/",
      intro: { lead: "Read **this** first, then [the guide](/renting/guide)." },
      topics: [
        { id: "ending-tenancy", title: "Ending a tenancy", sections: [{ blocks: [{ type: "heading", text: "Notice" }, { type: "p", text: "Give *written* notice." }] }] },
      ],
      reviewed: "2026-11-22",
      category: "renting",
      count: 6,
      plain: "renting",
      later: "Read **this** first, then [the guide](/renting/guide).",
      fn: () => "never",
    };
    const out = extractText(content);
    expect(out.headings).toEqual(["Your rights", "Ending a tenancy", "Notice"]);
    expect(out.text).toEqual(["Read this first, then the guide.", "Give written notice."]);
    expect(out.all).toEqual(["Your rights.", "Read this first, then the guide.", "Ending a tenancy.", "Notice.", "Give written notice."]);
  });

  it("survives cycles and empty input", () => {
    const a: Record<string, unknown> = { title: "Loop" };
    a.self = a;
    expect(extractText(a).headings).toEqual(["Loop"]);
    expect(extractText(null)).toEqual({ headings: [], text: [], all: [] });
  });
});

describe("snippets and highlighting", () => {
  const body =
    "Renting in Ireland starts with a budget. Many other words fill this part of the page so that the match sits far away from the start of the text. " +
    "Here the mortgage rules begin: lenders look at your mortgage history and income. And then the text goes on for a while longer after that.";

  it("marks every matched word in a title", () => {
    const s = highlightAll("Preparing for your Mortgage journey", new Set(["mortgage"]));
    expect(marked(s)).toEqual(["Mortgage"]);
    expect(text(s)).toBe("Preparing for your Mortgage journey");
  });

  it("cuts a window around the matches, at word boundaries, with ellipses", () => {
    const s = makeSnippet(body, new Set(["mortgage", "lenders"]), 120);
    expect(marked(s)).toEqual(["mortgage", "lenders", "mortgage"]);
    expect(s[0]).toEqual({ text: "…", mark: false });
    expect(s.at(-1)).toEqual({ text: "…", mark: false });
    const inner = text(s.slice(1, -1));
    expect(body).toContain(inner);
    expect(inner.length).toBeLessThanOrEqual(120);
    expect(body.charAt(body.indexOf(inner) - 1)).toBe(" ");
  });

  it("falls back to the beginning, and keeps markup as plain text", () => {
    expect(text(makeSnippet(body, new Set(["nothing"]), 40))).toBe("Renting in Ireland starts with a budget.…");
    const hostile = makeSnippet("<b>rent</b> & <script>x</script>", new Set(["rent"]));
    expect(text(hostile)).toBe("<b>rent</b> & <script>x</script>");
    expect(marked(hostile)).toEqual(["rent"]);
  });

  it("matches numbers with thousands separators as one word", () => {
    expect(marked(highlightAll("Income under €53,000 a year", new Set(["53000"])))).toEqual(["53,000"]);
  });
});

describe("cleanQuery", () => {
  it("trims, collapses whitespace and drops control characters", () => {
    expect(cleanQuery("  help\u0000 to\n\tbuy\u202e ", MAX_QUERY_LENGTH)).toEqual({ text: "help to buy", truncated: false });
  });
  it("caps the length without splitting characters", () => {
    const long = cleanQuery("🏠".repeat(2000), MAX_QUERY_LENGTH);
    expect(Array.from(long.text)).toHaveLength(MAX_QUERY_LENGTH);
    expect(long.truncated).toBe(true);
    expect(long.text.endsWith("🏠")).toBe(true);
  });
});

describe("engine on known documents", () => {
  const doc = (id: string, title: string, body: string): SearchDocument => ({ id, title, section: "Test", description: body, headings: [], text: [], body });
  const engine = createSiteSearch([
    doc("/a", "Mortgage rules", "Lenders limit loans to four times income."),
    doc("/b", "Renting basics", "A tenant has rights. Income under €53,000 qualifies."),
    doc("/c", "Stamp duty", "Duty on the price of a home. Mortgage costs too."),
  ]);

  it("ranks title matches first and needs every word when some page has them all", () => {
    expect(paths(searchSite(engine, "mortgage"))).toEqual(["/a", "/c"]);
    expect(paths(searchSite(engine, "mortgage costs"))).toEqual(["/c"]);
  });

  it("falls back to any word when no page has every word", () => {
    expect(paths(searchSite(engine, "tenant stamp"))).toEqual(expect.arrayContaining(["/b", "/c"]));
  });

  it("tolerates a typo, matches prefixes, and matches numbers exactly", () => {
    expect(paths(searchSite(engine, "morgage"))[0]).toBe("/a");
    expect(paths(searchSite(engine, "tenan"))).toEqual(["/b"]);
    expect(paths(searchSite(engine, "53,000"))).toEqual(["/b"]);
    expect(paths(searchSite(engine, "50000"))).toEqual([]);
  });

  it("caps the number of words used", () => {
    const r = searchSite(engine, Array.from({ length: 30 }, (_, i) => `word${i}`).join(" "));
    expect(r.kind === "results" && r.wordsDropped).toBe(true);
  });
});

describe("the site index", () => {
  it("has one document per listed page, and none for utility pages", () => {
    const docs = buildDocuments("2026-11-24");
    expect(docs.map((d) => d.id).sort()).toEqual(PAGES.filter((p) => !p.unlisted).map((p) => p.path).sort());
    expect(docs.some((d) => d.id === "/search")).toBe(false);
    for (const d of docs) {
      expect(d.title.length, d.id).toBeGreaterThan(0);
      expect(d.section.length, d.id).toBeGreaterThan(0);
    }
  });

  it("indexes the text of every wired content module, not just the registry's words", () => {
    const docs = new Map(buildDocuments("2026-11-24").map((d) => [d.id, d]));
    for (const path of Object.keys(CONTENT)) {
      const d = docs.get(path);
      expect(d, path).toBeDefined();
      expect(d!.text.length + d!.headings.length, path).toBeGreaterThan(0);
    }
    expect(docs.get("/resources/faq")!.headings).toContain("What is security of tenure?");
    expect(docs.get("/resources/guides")!.body).toContain("Threshold");
    // No URLs, ids or Rich markup in the indexed text.
    for (const d of docs.values()) {
      expect(d.body, d.id).not.toMatch(/https?:\/\/|\]\(|\*\*/);
    }
  });

  it("reports its size", () => {
    const stats = searchIndexStats();
    expect(stats.documents).toBe(PAGES.filter((p) => !p.unlisted).length);
    expect(stats.terms).toBeGreaterThan(500);
    expect(stats.serializedBytes).toBeGreaterThan(10_000);
    expect(unwiredPaths().every((p) => !(p in CONTENT))).toBe(true);
  });

  const expectations: [query: string, path: string, within: number][] = [
    ["morgage", "/buying/mortgage-process", 2],
    ["tenan", "/renting/tenant-rights", 5],
    ["help to buy", "/schemes/help-to-buy", 1],
    ["Help-to-Buy refund", "/schemes/help-to-buy", 1],
    ["stamp duty", "/buying/costs-calculator", 1],
    ["first home scheme", "/schemes/first-home", 2],
    ["cost rental", "/schemes/cost-rental", 2],
    ["social housing", "/schemes/social-housing", 2],
    ["notice period", "/tools/notice-period", 3],
    ["rent pressure zone", "/renting/guide", 3],
    ["security of tenure", "/renting/tenant-rights", 3],
    ["daft", "/resources/guides", 1],
    ["threshold charity", "/resources/guides", 2],
    ["dublin city council", "/schemes/local-authorities", 1],
    ["borrow", "/tools/borrowing", 1],
    ["budget", "/resources/blog/2023-budget-housing-impact", 3],
    ["dublin", "/resources/blog/affordable-dublin-areas", 3],
    ["cookies", "/cookies", 1],
    ["questions", "/resources/faq", 3],
  ];
  it.each(expectations)("%s finds %s in the top %i", (query, path, within) => {
    expect(paths(search(query)).slice(0, within)).toContain(path);
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["!!!???...", "no-words"],
    ["\"'()[]{}<>", "no-words"],
  ])("%j gives %s", (q, kind) => {
    expect(search(q).kind).toBe(kind);
  });

  it.each([
    "<script>alert(1)</script>",
    '"unbalanced quotes',
    "' OR 1=1 --",
    "a".repeat(2000),
    "rent ".repeat(400),
    "\u0000\u202e\uFFFF",
    "%E0%A4%A",
    "*".repeat(2000),
  ])("survives hostile input %#", (q) => {
    const r = search(q);
    expect(["empty", "no-words", "results"]).toContain(r.kind);
    if (r.kind === "results" || r.kind === "no-words") expect(Array.from(r.query).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    if (r.kind === "results") {
      for (const hit of r.hits) {
        expect(PAGES.some((p) => p.path === hit.path)).toBe(true);
        // Highlighted text is always text of the page, never text of the query.
        expect(text(hit.snippet)).not.toContain("<script>");
      }
    }
  });
});

describe("everyday words find the tools (issue 36)", () => {
  const engine = createSiteSearch(buildDocuments("2026-11-27"));
  const first = (q: string) => {
    const r = searchSite(engine, q);
    return r.kind === "results" ? r.hits[0]?.path : undefined;
  };
  it.each([
    ["afford", "/buying/plan"],
    ["can we afford it", "/buying/plan"],
    ["how much cash do we need", "/buying/plan"],
    ["compare two houses", "/buying/plan"],
    ["how much can I borrow", "/tools/borrowing"],
    ["my landlord gave me notice", "/tools/notice-period"],
    ["rent increase", "/tools/rent-review"],
    ["rent tax credit", "/tools/rent-tax-credit"],
    ["claim rent back", "/tools/rent-tax-credit"],
    ["tax back on rent", "/tools/rent-tax-credit"],
    ["money back for renting", "/tools/rent-tax-credit"],
  ])("%s -> %s", (query, path) => {
    expect(first(query)).toBe(path);
  });

  it("a scheme's own page may lead, with its calculator close behind", () => {
    const r = searchSite(engine, "HTB refund");
    expect(r.kind === "results" && r.hits.slice(0, 3).map((h) => h.path)).toContain("/tools/scheme-amounts");
  });

  it("every tool page has everyday words, so a new tool is found by them too", () => {
    for (const page of PAGES.filter((p) => p.path.startsWith("/tools/") || p.path === "/buying/plan")) {
      expect(page.keywords?.length ?? 0, page.path).toBeGreaterThan(2);
    }
  });
});
