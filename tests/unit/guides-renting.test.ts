/**
 * Content integrity of the four renting guides (issue 4): the spec's tab and
 * section ids, every internal link resolving, every figure of the content
 * spec present on its page with a source after it, and the ?topic= parser.
 */
import { describe, expect, it } from "vitest";
import { findingProperty } from "~/content/guides/finding-property";
import { rentalAgreements } from "~/content/guides/rental-agreements";
import { rentingGuide } from "~/content/guides/renting-guide";
import { tenantRights } from "~/content/guides/tenant-rights";
import type { TabbedGuide } from "~/content/guides/types";
import { findPage } from "~/content/pages";
import type { Block } from "~/content/types";
import { ignoredNote } from "~/lib/guide-params";
import { parseGuideParams } from "~/lib/guide-params.server";
import { isInternalHref, linksIn, toPlainText } from "~/lib/rich-text";
import { blockText } from "~/content/block-text";

/** The Rental Guide as it reads on the day these figures were checked. */
const RENTING_GUIDE = rentingGuide("2026-11-24");
const RENTAL_AGREEMENTS = rentalAgreements("2026-11-24");
const FINDING_PROPERTY = findingProperty("2026-11-24");
const TENANT_RIGHTS = tenantRights("2026-11-24");

const GUIDES: Record<string, TabbedGuide> = {
  "/renting/guide": RENTING_GUIDE,
  "/renting/tenant-rights": TENANT_RIGHTS,
  "/renting/agreements": RENTAL_AGREEMENTS,
  "/renting/finding-property": FINDING_PROPERTY,
};

/* ---------- helpers ---------- */


function allBlocks(guide: TabbedGuide): Block[] {
  return [...guide.intro.blocks, ...guide.topics.flatMap((t) => t.sections.flatMap((s) => s.blocks))];
}

/** Every visible sentence of a page, as plain text. */
function pageText(guide: TabbedGuide): string {
  const closing =
    guide.closing.kind === "links"
      ? [guide.closing.title, guide.closing.text ?? "", ...guide.closing.links.flatMap((l) => [l.title, l.description]), guide.closing.action?.label ?? ""]
      : [guide.closing.cta.title, guide.closing.cta.text, ...guide.closing.cta.actions.map((a) => a.label)];
  const parts = [
    guide.header.title,
    guide.header.tag ?? "",
    guide.header.lead,
    guide.intro.title ?? "",
    guide.topicsTitle,
    ...guide.topics.flatMap((t) => [t.title, t.description, ...t.sections.map((s) => s.title)]),
    ...allBlocks(guide).flatMap(blockText),
    ...closing,
  ];
  return parts.map(toPlainText).join("\n");
}

/** Every link target on a page: rich text links, cards and buttons. */
function pageLinks(guide: TabbedGuide): string[] {
  const rich = [guide.header.lead, ...allBlocks(guide).flatMap(blockText)];
  const closing =
    guide.closing.kind === "links"
      ? [...guide.closing.links.map((l) => l.url), ...(guide.closing.action ? [guide.closing.action.url] : []), ...linksIn(guide.closing.text ?? "")]
      : [...guide.closing.cta.actions.map((a) => a.url), ...linksIn(guide.closing.cta.text)];
  const cards = allBlocks(guide).flatMap((b) => (b.type === "links" ? b.items.map((c) => c.url) : []));
  return [...rich.flatMap(linksIn), ...cards, ...closing];
}

function section(guide: TabbedGuide, topicId: string, sectionId: string) {
  const s = guide.topics.find((t) => t.id === topicId)?.sections.find((x) => x.id === sectionId);
  if (!s) throw new Error(`${guide.path}: no section ${topicId}/${sectionId}`);
  return s;
}

function wordCount(guide: TabbedGuide): number {
  return pageText(guide).split(/\s+/).filter(Boolean).length;
}

/* ---------- the spec's tabs and sections ---------- */

describe("tabs and sections as the spec lists them", () => {
  it("Rental Guide: four tabs, Renting Basics by default", () => {
    expect(RENTING_GUIDE.topics.map((t) => t.id)).toEqual(["renting-fundamentals", "rental-agreements", "rights-responsibilities", "financial-matters"]);
    expect(RENTING_GUIDE.defaultTopic).toBe("renting-fundamentals");
    expect(RENTING_GUIDE.topics[0]!.title).toBe("Renting Basics");
    expect(RENTING_GUIDE.topics[3]!.title).toBe("Government Support for Renters");
  });

  it("Tenant Rights: four tabs, opening on tenancy-fundamentals with security-of-tenure open", () => {
    expect(TENANT_RIGHTS.header.title).toBe("Your Rights as a Renter in Ireland");
    expect(TENANT_RIGHTS.topics.map((t) => t.id)).toEqual(["tenancy-fundamentals", "living-rights", "ending-tenancy", "responsibilities"]);
    expect(TENANT_RIGHTS.defaultTopic).toBe("tenancy-fundamentals");
    expect(TENANT_RIGHTS.defaultOpenSection).toBe("security-of-tenure");
    expect(section(TENANT_RIGHTS, "tenancy-fundamentals", "security-of-tenure").title).toBe("Security of tenure");
  });

  it("Rental Agreements: tabs and sections, default first", () => {
    expect(RENTAL_AGREEMENTS.header.title).toBe("Understanding Your Rental Agreement");
    expect(RENTAL_AGREEMENTS.topics.map((t) => [t.id, t.sections.map((s) => s.id)])).toEqual([
      ["understanding-agreements", ["importance", "clarity"]],
      ["core-lease-terms", ["parties", "property-details", "tenancy-terms"]],
      ["financial-responsibilities", ["rent-deposits", "facilities", "maintenance"]],
      ["rules-termination", ["rules", "inventory", "termination", "before-signing"]],
    ]);
    expect(RENTAL_AGREEMENTS.defaultTopic).toBe("understanding-agreements");
    expect(RENTAL_AGREEMENTS.topics[0]!.title).toBe("Why Agreements Matter");
  });

  it("Finding a Property: tabs and sections, default first", () => {
    expect(FINDING_PROPERTY.header.title).toBe("Finding Your Ideal Rental Property");
    expect(FINDING_PROPERTY.topics.map((t) => [t.id, t.sections.map((s) => s.id)])).toEqual([
      ["define-rental-needs", ["budget", "location", "property-type"]],
      ["search-resources", ["online-portals", "letting-agents", "search-strategies"]],
      ["property-viewings", ["viewing-preparation", "property-checklist", "questions-to-ask"]],
      ["application-process", ["preparing-documents", "application-tips", "next-steps"]],
    ]);
    expect(FINDING_PROPERTY.defaultTopic).toBe("define-rental-needs");
  });

  it.each(Object.values(GUIDES))("$path: ids are unique and every topic has written sections", (guide) => {
    const ids = guide.topics.flatMap((t) => [t.id, ...t.sections.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(guide.topics.map((t) => t.id)).toContain(guide.defaultTopic);
    for (const topic of guide.topics) {
      expect(topic.sections.length, topic.id).toBeGreaterThan(0);
      for (const s of topic.sections) expect(s.blocks.some((b) => b.type !== "source"), `${topic.id}/${s.id}`).toBe(true);
    }
    expect(findPage(guide.path), guide.path).toBeDefined();
  });
});

/* ---------- links ---------- */

describe("links", () => {
  it.each(Object.values(GUIDES))("$path: every internal link resolves to a route, topic and section", (guide) => {
    const internal = pageLinks(guide).filter(isInternalHref);
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) {
      const url = new URL(href, "https://example.ie");
      expect(findPage(url.pathname), `${href} on ${guide.path}`).toBeDefined();
      const target = GUIDES[url.pathname];
      if (target && url.searchParams.has("topic")) {
        const state = parseGuideParams(url.searchParams, target);
        expect(state.ignored, `${href} names an unknown topic`).toEqual([]);
      }
      if (target && url.hash) {
        const ids = target.topics.flatMap((t) => t.sections.map((s) => s.id));
        expect(ids, `${href} names an unknown section`).toContain(url.hash.slice(1));
      }
    }
  });

  it.each(Object.values(GUIDES))("$path: external links are https", (guide) => {
    for (const href of pageLinks(guide).filter((h) => !isInternalHref(h))) expect(href, guide.path).toMatch(/^https:\/\//);
  });

  it("Rental Guide ends with links to Finding a Property and Tenant Rights", () => {
    expect(RENTING_GUIDE.closing.kind).toBe("links");
    const urls = RENTING_GUIDE.closing.kind === "links" ? RENTING_GUIDE.closing.links.map((l) => l.url) : [];
    expect(urls).toEqual(["/renting/finding-property", "/renting/tenant-rights"]);
  });

  it("Tenant Rights closes with three external advice bodies", () => {
    const urls = TENANT_RIGHTS.closing.kind === "links" ? TENANT_RIGHTS.closing.links.map((l) => new URL(l.url).hostname) : [];
    expect(urls).toEqual(["www.rtb.ie", "threshold.ie", "www.citizensinformation.ie"]);
  });

  it("Rental Agreements closes with a sample lease PDF, Tenant Rights, the RTB and an Explore Tenant Rights button", () => {
    const closing = RENTAL_AGREEMENTS.closing;
    if (closing.kind !== "links") throw new Error("expected a links closing");
    expect(closing.title).toBe("Additional Resources");
    const [pdf, rights, rtb] = closing.links.map((l) => l.url);
    expect(pdf).toMatch(/^https:\/\/www\.rtb\.ie\/.+\.pdf$/);
    expect(rights).toBe("/renting/tenant-rights");
    expect(new URL(rtb!).hostname).toBe("www.rtb.ie");
    expect(closing.action).toEqual({ label: "Explore Tenant Rights", url: "/renting/tenant-rights" });
  });

  it("Finding a Property ends with a call to action to Agreements and Tenant Rights", () => {
    const closing = FINDING_PROPERTY.closing;
    if (closing.kind !== "cta") throw new Error("expected a call to action");
    expect(closing.cta.actions.map((a) => a.url)).toEqual(["/renting/agreements", "/renting/tenant-rights"]);
  });

  it("embeds the notice-period tool in Ending a Tenancy and the rent-review tool in the rent section", () => {
    const ending = TENANT_RIGHTS.topics.find((t) => t.id === "ending-tenancy")!;
    expect(ending.sections.flatMap((s) => s.blocks).some((b) => b.type === "tool" && b.tool === "notice-period")).toBe(true);
    const rent = section(RENTING_GUIDE, "rights-responsibilities", "rent-reviews");
    expect(rent.blocks.some((b) => b.type === "tool" && b.tool === "rent-review")).toBe(true);
  });
});

/* ---------- figures ---------- */

/** The figures of the content spec (001 §2), page by page, as a reader sees them. */
const EXPECTED_FIGURES: Record<string, string[]> = {
  "/renting/guide": [
    "€53,000",
    "25% below the local market",
    "€750",
    "€1,500",
    "under 30 hours a week",
    "at least 18 months",
    "once every 24 months",
    "once every 12 months",
    // The specification's "lower of inflation or 2%" (a Rent Pressure Zone's cap) is now history, in the Act's words.
    "lower of 2% a year or HICP inflation",
    "30% of your gross",
    "1 to 2 months' rent",
  ],
  "/renting/tenant-rights": ["more than 6 months", "24 hours' notice", "within 6 months", "28 days"],
  "/renting/agreements": ["1 to 2 months' rent"],
  "/renting/finding-property": ["30% of your gross", "1 to 2 months' rent", "last 6 months", "last 3 months", "2 to 3 days"],
};

const TENANT_NOTICE = [
  ["Less than 6 months", "28 days"],
  ["6 months to less than 1 year", "35 days"],
  ["1 year to less than 2 years", "42 days"],
  ["2 years to less than 4 years", "56 days"],
  ["4 years to less than 8 years", "84 days"],
  ["8 years or more", "112 days"],
];
const LANDLORD_NOTICE = [
  ["Less than 6 months", "28 days"],
  ["6 months to less than 1 year", "90 days"],
  ["1 year to less than 3 years", "120 days"],
  ["3 years to less than 7 years", "180 days"],
  ["7 years to less than 8 years", "196 days"],
  ["8 years or more", "224 days"],
];

/** The landlord table for notices served from 6 July 2022 (2022 Act, s. 96). */
const LANDLORD_NOTICE_SINCE_JULY_2022 = [
  ["Less than 6 months", "90 days"],
  ["6 months to less than 1 year", "152 days"],
  ["1 year to less than 7 years", "180 days"],
  ["7 years to less than 8 years", "196 days"],
  ["8 years or more", "224 days"],
];

function tables(guide: TabbedGuide) {
  return allBlocks(guide).filter((b): b is Extract<Block, { type: "table" }> => b.type === "table");
}

describe("figures", () => {
  it.each(Object.entries(EXPECTED_FIGURES))("%s quotes every figure of the spec", (path, figures) => {
    const text = pageText(GUIDES[path]!);
    for (const figure of figures) expect(text, `${path} should say "${figure}"`).toContain(figure);
  });

  it("Tenant Rights shows both notice tables exactly", () => {
    const byCaption = Object.fromEntries(tables(TENANT_RIGHTS).map((t) => [t.caption, t.rows]));
    expect(byCaption["Notice a tenant must give"]).toEqual(TENANT_NOTICE);
    expect(byCaption["Notice a landlord must give"]).toEqual(LANDLORD_NOTICE_SINCE_JULY_2022);
    // The spec's landlord table (28 to 224 days) stays on the page as the earlier table, with its dates.
    const history = allBlocks(TENANT_RIGHTS).flatMap((b) => (b.type === "history" ? b.items : [])).map(toPlainText);
    const earlier = history.find((item) => item.includes("to 5 July 2022") && item.includes("notices served by a landlord"));
    expect(earlier, "the 2019–2022 landlord table is in a history line").toBeDefined();
    for (const [label, notice] of LANDLORD_NOTICE) expect(earlier).toContain(`${notice} (${label!.toLowerCase()})`);
  });

  it("Rental Guide states the national rent rule, keeps the Rent Pressure Zone rules as dated history, and shows the Rent Tax Credit as a table", () => {
    // No zone table after 1 March 2026: the zones ended, and their rules are history lines with their dates.
    expect(tables(RENTING_GUIDE).some((t) => t.caption.includes("Rent Pressure Zone"))).toBe(false);
    const rentHistory = allBlocks(RENTING_GUIDE)
      .flatMap((b) => (b.type === "history" ? b.items : []))
      .map(toPlainText);
    const zones = rentHistory.find((item) => item.startsWith("From 11 December 2021 to 19 June 2025"))!;
    expect(zones).toContain("in a Rent Pressure Zone, rent could rise by no more than the lower of 2% a year or HICP inflation");
    expect(zones).toContain("outside a zone there was no cap, and rent could be reviewed once every 24 months");
    expect(rentHistory.some((item) => item.startsWith("From 20 June 2025 to 28 February 2026: the whole State was a Rent Pressure Zone"))).toBe(true);
    const credit = tables(RENTING_GUIDE).find((t) => t.caption === "Rent Tax Credit")!;
    expect(credit.rows.map((r) => r[1])).toEqual(["€1,000", "€2,000"]);
    // The spec's €750 / €1,500 stays on the page, in the credit's history, with why it differs.
    const history = allBlocks(RENTING_GUIDE).filter((b) => b.type === "history").flatMap((b) => (b.type === "history" ? b.items : []));
    expect(history.some((item) => item.includes("€750") && item.includes("€1,500"))).toBe(true);
  });

  it.each(Object.entries(EXPECTED_FIGURES))("%s: every block quoting a figure is followed by its source and review date", (path, figures) => {
    const guide = GUIDES[path]!;
    const numeric = figures.filter((f) => /\d/.test(f));
    for (const topic of guide.topics) {
      for (const s of topic.sections) {
        s.blocks.forEach((block, i) => {
          const text = blockText(block).map(toPlainText).join(" ");
          const quotes = block.type === "table" || numeric.some((f) => text.includes(f));
          if (!quotes) return;
          const source = s.blocks.slice(i + 1).find((b) => b.type === "source");
          expect(source, `${path} ${topic.id}/${s.id} block ${i} has no source after it`).toBeDefined();
          if (source?.type === "source") {
            expect(source.sources.length).toBeGreaterThan(0);
            for (const src of source.sources) expect(src.url).toMatch(/^https:\/\//);
            expect(source.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
        });
      }
    }
  });

  it.each(Object.values(GUIDES))("$path is a complete page (at least 1,200 words)", (guide) => {
    expect(wordCount(guide)).toBeGreaterThanOrEqual(1_200);
  });

  it.each(Object.values(GUIDES))("$path has no placeholder text", (guide) => {
    expect(pageText(guide)).not.toMatch(/TODO|FIXME|lorem ipsum|coming soon/i);
  });
});

/* ---------- ?topic= ---------- */

const params = (query: string) => new URLSearchParams(query);

describe("parseGuideParams", () => {
  it("uses the default topic when the URL names none", () => {
    expect(parseGuideParams(params(""), RENTING_GUIDE)).toEqual({ topic: "renting-fundamentals", openSection: null, ignored: [] });
    expect(parseGuideParams(params("topic="), RENTING_GUIDE).ignored).toEqual([]);
  });

  it("opens a named topic, case-insensitively", () => {
    expect(parseGuideParams(params("topic=financial-matters"), RENTING_GUIDE).topic).toBe("financial-matters");
    expect(parseGuideParams(params("topic=Financial-Matters"), RENTING_GUIDE).topic).toBe("financial-matters");
  });

  it("Tenant Rights opens on tenancy-fundamentals with security-of-tenure open, also for ?topic=security-of-tenure", () => {
    const expected = { topic: "tenancy-fundamentals", openSection: "security-of-tenure", ignored: [] };
    expect(parseGuideParams(params(""), TENANT_RIGHTS)).toEqual(expected);
    expect(parseGuideParams(params("topic=security-of-tenure"), TENANT_RIGHTS)).toEqual(expected);
    expect(parseGuideParams(params("topic=ending-tenancy"), TENANT_RIGHTS)).toEqual({ topic: "ending-tenancy", openSection: null, ignored: [] });
  });

  it("a section id opens its topic with that section open", () => {
    expect(parseGuideParams(params("topic=rent-reviews"), RENTING_GUIDE)).toEqual({ topic: "rights-responsibilities", openSection: "rent-reviews", ignored: [] });
  });

  it("an unknown topic falls back to the default and is reported by name", () => {
    const state = parseGuideParams(params("topic=<b>nope</b>"), FINDING_PROPERTY);
    expect(state.topic).toBe("define-rental-needs");
    expect(state.ignored).toEqual([{ name: "topic", value: "<b>nope</b>", reason: "invalid" }]);
    expect(ignoredNote(state, FINDING_PROPERTY)).toBe("We couldn't find the topic “<b>nope</b>” on this page, so we're showing “Define Your Rental Needs” instead.");
  });

  it("ignores repeated values after the first and cuts long values", () => {
    const state = parseGuideParams(params(`topic=budget&topic=${"x".repeat(100)}`), FINDING_PROPERTY);
    expect(state.topic).toBe("define-rental-needs");
    expect(state.openSection).toBe("budget");
    expect(state.ignored).toEqual([{ name: "topic", value: `${"x".repeat(40)}…`, reason: "repeated" }]);
  });

  it("says nothing when nothing was ignored", () => {
    expect(ignoredNote(parseGuideParams(params("topic=living-rights"), TENANT_RIGHTS), TENANT_RIGHTS)).toBeNull();
  });
});
