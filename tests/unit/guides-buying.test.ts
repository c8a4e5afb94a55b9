/**
 * The three buying guides (issue 4): the section and tab ids of the spec,
 * every internal link resolves (and a #hash names a real section), every
 * figure of the content spec is present, figures are imported rather than
 * typed, and the ?view= parameter is parsed, not trusted.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { strings } from "./strings";
import { firstHome, lending } from "~/facts";
import { checklist, firstTimeBuyerGuide } from "~/content/guides/first-time-buyer";
import { mortgageProcessGuide } from "~/content/guides/mortgage-process";
import { PROPERTY_SEARCH, VIEWING_TABS } from "~/content/guides/property-search";
import { ignoredTabNote, type SectionedGuide } from "~/content/guides/sectioned";
import { parseTabParam } from "~/lib/guide-params.server";
import type { Block } from "~/content/types";
import { breadcrumbsFor, PAGES } from "~/content/pages";
import { linksIn, toPlainText } from "~/lib/rich-text";

// The two guides that state the Central Bank's dated limits are built for a date: today's, as the site shows them.
const TODAY = "2026-11-24";
const MORTGAGE_PROCESS = mortgageProcessGuide(TODAY);
const FIRST_TIME_BUYER = firstTimeBuyerGuide(TODAY);
const CHECKLIST = checklist(TODAY);

const GUIDES = { "mortgage-process": MORTGAGE_PROCESS, "first-time-buyer": FIRST_TIME_BUYER, "property-search": PROPERTY_SEARCH };

/** Everything a reader of the page can see, as plain text. */
const textOf = (guide: SectionedGuide) => [...strings(guide)].map(toPlainText).join("\n");

const hrefsOf = (guide: SectionedGuide) => [...strings(guide)].flatMap((s) => [...linksIn(s), ...(/^(\/|https?:\/\/)\S*$/.test(s) ? [s] : [])]);

const blocksOf = (guide: SectionedGuide, sectionId: string): Block[] => {
  const section = guide.sections.find((s) => s.id === sectionId);
  if (!section) throw new Error(`no section ${sectionId}`);
  return [...section.blocks, ...(section.after ?? [])];
};

describe("section and tab ids of the spec", () => {
  it("mortgage process: header, breadcrumbs and four sections", () => {
    expect(MORTGAGE_PROCESS.title).toBe("Preparing for Your Mortgage Journey");
    expect(breadcrumbsFor(MORTGAGE_PROCESS.path).map((c) => [c.label, c.path])).toEqual([
      ["Home", "/"],
      ["Buying", "/buying"],
      ["Mortgage Process", "/buying/mortgage-process"],
    ]);
    expect(MORTGAGE_PROCESS.sections.map((s) => s.id)).toEqual(["saving-deposit", "getting-ready", "mortgage-options", "green-mortgages"]);
  });

  it("mortgage process: each section covers the spec's subjects", () => {
    const headings = (id: string) => blocksOf(MORTGAGE_PROCESS, id).flatMap((b) => (b.type === "heading" ? [b.text] : []));
    expect(headings("saving-deposit")).toEqual(["Traditional saving", "Help to Buy", "Cashback mortgages", "Tax refunds"]);
    expect(headings("getting-ready")).toEqual(["Credit history", "Documents", "Savings", "Budget", "Repayment ability"]);
    expect(headings("mortgage-options")).toEqual(expect.arrayContaining(["Lenders assess income differently", "Broker advice", "Next steps"]));
    expect(blocksOf(MORTGAGE_PROCESS, "mortgage-options").some((b) => b.type === "links" && b.items.length >= 3)).toBe(true);
  });

  it("mortgage process: green mortgages ends with first-time buyers, how to apply, a compare reminder and a calculator link", () => {
    const blocks = blocksOf(MORTGAGE_PROCESS, "green-mortgages");
    const ftb = blocks.findIndex((b) => b.type === "heading" && b.text === "For First-Time Buyers");
    const apply = blocks.findIndex((b) => b.type === "heading" && b.text === "How to Apply");
    const compare = blocks.findIndex((b) => b.type === "callout" && /compare/i.test(b.title ?? ""));
    const cta = blocks.findIndex((b) => b.type === "links" && b.items.some((i) => i.url === "/buying/costs-calculator"));
    expect(ftb).toBeGreaterThan(0);
    expect(apply).toBeGreaterThan(ftb);
    expect(compare).toBeGreaterThan(apply);
    expect(cta).toBeGreaterThan(compare);
  });

  it("mortgage process: embeds the borrowing-limit tool in getting-ready or mortgage-options", () => {
    const has = (id: string) => blocksOf(MORTGAGE_PROCESS, id).some((b) => b.type === "tool" && b.tool === "borrowing");
    expect(has("getting-ready") || has("mortgage-options")).toBe(true);
  });

  it("first-time buyer: title, tag, back link and two sections", () => {
    expect(FIRST_TIME_BUYER.title).toBe("First Home Scheme");
    expect(FIRST_TIME_BUYER.tag).toBe("Government Support");
    expect(FIRST_TIME_BUYER.backLink).toEqual({ label: "Back to the Buying Guide", url: "/buying" });
    expect(FIRST_TIME_BUYER.sections.map((s) => s.id)).toEqual(["checklist", "first-home-scheme"]);
    expect(FIRST_TIME_BUYER.sections[0]!.checklist).toEqual(CHECKLIST);
  });

  it("first-time buyer: 21 steps in the four stages", () => {
    expect(CHECKLIST.map((s) => s.title)).toEqual(["Planning", "Search & Application", "Offer & Purchase", "Closing"]);
    expect(CHECKLIST.reduce((n, s) => n + s.steps.length, 0)).toBe(21);
    for (const stage of CHECKLIST) expect(stage.steps.length).toBeGreaterThanOrEqual(3);
    const titles = CHECKLIST.flatMap((s) => s.steps.map((step) => step.title));
    expect(new Set(titles).size).toBe(21);
  });

  it("first-time buyer: the explainer has what it is, who it is for, six steps and what you need", () => {
    const blocks = blocksOf(FIRST_TIME_BUYER, "first-home-scheme");
    const headings = blocks.flatMap((b) => (b.type === "heading" ? [b.text] : []));
    expect(headings).toEqual(["What it is", "Who it is for", "The six steps", "What you need", "A worked example"]);
    const steps = blocks.find((b) => b.type === "steps");
    expect(steps?.type === "steps" && steps.items.map((s) => s.title)).toEqual([
      "Use the online calculator",
      "Register",
      "Provide your details and documents",
      "Get your Eligibility Certificate",
      "Complete your mortgage with a participating bank",
      "Your solicitor does the rest",
    ]);
  });

  it("property search: the spec's sections in order, with the viewing tabs", () => {
    expect(PROPERTY_SEARCH.sections.map((s) => s.title)).toEqual([
      "Getting Started",
      "Know Your Budget",
      "Where To Look",
      "Smart Search Tips",
      "Viewing Properties",
      "Beyond The Property",
      "The 15-Minute Test",
      "Making The Move",
    ]);
    const viewing = PROPERTY_SEARCH.sections.find((s) => s.id === "viewing-properties");
    expect(viewing?.tabs).toBe(VIEWING_TABS);
    expect(VIEWING_TABS.topics.map((t) => [t.id, t.title])).toEqual([["photos", "Photos"], ["issues", "Issues"], ["energy", "Energy"], ["light", "Light"]]);
    expect(VIEWING_TABS.defaultTab).toBe("photos");
    expect(VIEWING_TABS.param).toBe("view");
    for (const topic of VIEWING_TABS.topics) expect(topic.sections.length).toBeGreaterThan(0);
  });

  it("property search: where to look names the four kinds of source; budget links the calculator; the page ends with a calculator call to action", () => {
    const where = blocksOf(PROPERTY_SEARCH, "where-to-look").flatMap((b) => (b.type === "heading" ? [b.text] : []));
    expect(where).toEqual(["Estate agent sites", "Local newspapers", "Social media groups", "Auctions"]);
    expect(hrefsOf({ ...PROPERTY_SEARCH, sections: [PROPERTY_SEARCH.sections[1]!] })).toContain("/buying/costs-calculator");
    expect(PROPERTY_SEARCH.cta.actions.find((a) => a.primary)?.url).toBe("/buying/costs-calculator");
  });
});

describe("links", () => {
  const known = new Set(PAGES.map((p) => p.path));
  const sectionIds = new Map<string, Set<string>>(Object.values(GUIDES).map((g) => [g.path, new Set(g.sections.map((s) => s.id))]));

  for (const [name, guide] of Object.entries(GUIDES)) {
    it(`${name}: every internal link resolves to a page (and a #hash to a section)`, () => {
      const internal = hrefsOf(guide).filter((h) => h.startsWith("/"));
      expect(internal.length).toBeGreaterThan(2);
      const broken = internal.filter((href) => {
        const [path, hash] = href.split("#") as [string, string | undefined];
        if (!known.has(path)) return true;
        return hash !== undefined && sectionIds.has(path) && !sectionIds.get(path)!.has(hash);
      });
      expect(broken).toEqual([]);
    });

    it(`${name}: external links are https`, () => {
      const external = hrefsOf(guide).filter((h) => !h.startsWith("/"));
      expect(external.every((h) => h.startsWith("https://"))).toBe(true);
    });
  }

  it("first-time buyer links to /schemes and /buying/mortgage-process", () => {
    const hrefs = hrefsOf(FIRST_TIME_BUYER);
    expect(hrefs).toContain("/schemes");
    expect(hrefs).toContain("/buying/mortgage-process");
  });
});

describe("figures of the content spec", () => {
  const expected: Record<keyof typeof GUIDES, string[]> = {
    "mortgage-process": [
      "4 times", "3.5 times", "4.5 times", "4.75 times",
      // Other buyers' 20% deposit (the rule to 31 December 2022) stays on the page in the history line.
      "20% for second and later buyers", "to 31 December 2022",
      "€450,000", "€300,000", "€339,000", "€378,000",
      "0% to 100%", "2 or 3 years",
      "€900 to €1,100",
      "B3 or better", "fixed-rate only", "since 2019", "new builds almost always qualify", "no special tax implications",
    ],
    "first-time-buyer": [
      "21 steps", "€60,000", "€350,000", "€240,000", "€35,000", "€75,000 (21%)",
      "at least 10% of the price", "Mortgage approval", "property within the price limits",
      "€475,000", "€400,000", "€375,000", "Cork, Galway, Limerick and Waterford",
      "typically 10% of the price when you sign contracts",
    ],
    "property-search": ["4 times", "10%", "B3 or better"],
  };

  for (const [name, figures] of Object.entries(expected)) {
    it(`${name}: every figure is on the page`, () => {
      const text = textOf(GUIDES[name as keyof typeof GUIDES]);
      const missing = figures.filter((f) => !text.includes(f));
      expect(missing).toEqual([]);
    });
  }

  it("figures are imported from facts.ts, not typed into the content", () => {
    const typed = /\b(450|300|339|378|350|240|75|60|35|475|400|375)[_,]000\b|\b900\b|\b1[_,]100\b|\b4\.75\b|\bB3\b/;
    for (const file of ["mortgage-process", "first-time-buyer", "property-search"]) {
      // Comments may explain an example in words; only code and strings count.
      const source = readFileSync(new URL(`../../app/content/guides/${file}.ts`, import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, "");
      expect(source.match(typed), file).toBeNull();
    }
  });

  it("the worked examples add up", () => {
    const e = firstHome.buyerExample;
    expect(e.mortgage).toBe(e.income * lending.ltiFirstTimeBuyer);
    expect(e.deposit).toBe((e.price * lending.depositFirstTimeBuyerPercent) / 100);
    expect(e.price - e.mortgage - e.deposit).toBe(e.gap);
    expect(Math.round((e.gap / e.price) * 100)).toBe(e.gapPercent);
    // The mortgage-process example as the page explains it: none, half and all of the variable pay, at 4 times income.
    const text = textOf(MORTGAGE_PROCESS);
    expect(text).toContain("€75,000 in basic salary and €19,500 in overtime and bonus");
    expect(text).toContain("counted 50% of it");
  });

  it("every section with figures names its official source and review date", () => {
    const withSource = (g: SectionedGuide, id: string) =>
      blocksOf(g, id).some((b) => b.type === "source" && b.sources.length > 0 && b.sources.every((s) => s.url.startsWith("https://")) && /^\d{4}-\d{2}-\d{2}$/.test(b.reviewed));
    for (const id of ["saving-deposit", "getting-ready", "mortgage-options", "green-mortgages"]) expect(withSource(MORTGAGE_PROCESS, id), id).toBe(true);
    expect(withSource(FIRST_TIME_BUYER, "first-home-scheme")).toBe(true);
    expect(withSource(PROPERTY_SEARCH, "know-your-budget")).toBe(true);
    for (const g of Object.values(GUIDES)) expect(g.sources.length).toBeGreaterThan(0);
  });
});

describe("?view= on the property search page", () => {
  const parse = (query: string) => parseTabParam(new URLSearchParams(query), VIEWING_TABS);

  it("defaults to Photos, without asking to open the section", () => {
    expect(parse("")).toEqual({ tab: "photos", requested: false, ignored: [] });
    expect(parse("view=")).toEqual({ tab: "photos", requested: false, ignored: [] });
  });

  it("opens a named tab, forgiving case and spaces", () => {
    expect(parse("view=energy")).toEqual({ tab: "energy", requested: true, ignored: [] });
    expect(parse("view=%20LIGHT%20")).toEqual({ tab: "light", requested: true, ignored: [] });
  });

  it("reports an unknown tab and other parameters, and falls back to the default", () => {
    const state = parse("view=garage&utm_source=x");
    expect(state.tab).toBe("photos");
    expect(state.requested).toBe(true);
    expect(state.ignored).toEqual([{ name: "view", value: "garage", reason: "invalid" }, { name: "utm_source", value: "x", reason: "unknown" }]);
    expect(ignoredTabNote(state, VIEWING_TABS)).toBe(
      "We didn't recognise “view=garage”, “utm_source=x” in this page's address, so we ignored it and are showing the “Photos” viewing tab.",
    );
  });

  it("keeps the first valid tab, reports a conflicting one, and cuts long values", () => {
    const state = parse(`view=issues&view=light&view=issues&view=${"a".repeat(100)}`);
    expect(state.tab).toBe("issues");
    expect(state.ignored.map((i) => i.value)).toEqual(["light", `${"a".repeat(40)}…`]);
  });

  it("says nothing when nothing was ignored", () => {
    expect(ignoredTabNote(parse("view=issues"), VIEWING_TABS)).toBeNull();
  });
});
