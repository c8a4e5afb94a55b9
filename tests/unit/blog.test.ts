import { describe, expect, it } from "vitest";
import { ALL_ARTICLES, BLOG_ARTICLES, RECENT_ARTICLES } from "~/content/articles";
import { BLOG_POSTS, findBlogPost } from "~/content/blog";
import { ARTICLES_PAGE, BACK_TO_ARTICLES, BLOG_INDEX, newestFirst, otherPosts } from "~/content/blog/listing";
import { countWords, postPlainText, postWordCount, readingMinutes, type BlogPost } from "~/content/blog/post";
import { budget, costRental, helpToBuy } from "~/facts";
import { breadcrumbsFor, findPage } from "~/content/pages";
import { eur, formatNumber, pct } from "~/lib/format";
import { articleLd } from "~/lib/jsonld";
import { linksIn } from "~/lib/rich-text";
import { blockText } from "~/content/block-text";

const post = (slug: string): BlogPost => {
  const p = findBlogPost(slug);
  if (!p) throw new Error(`missing post ${slug}`);
  return p;
};


const linksOf = (p: BlogPost) => p.sections.flatMap((s) => s.blocks.flatMap(blockText)).flatMap(linksIn);

describe("blog posts", () => {
  it("has the three posts of the spec with their dates and tags", () => {
    expect(BLOG_POSTS.map((p) => [p.path, p.publishDate, p.tag])).toEqual([
      ["/resources/blog/2023-budget-housing-impact", "2025-04-02", "Budget Analysis"],
      ["/resources/blog/affordable-dublin-areas", "2023-01-15", "Market Analysis"],
      ["/resources/blog/tenant-to-homeowner", "2023-03-15", "Housing Strategy"],
    ]);
  });

  it.each(BLOG_POSTS.map((p) => [p.slug, p] as const))("%s has at least 600 words", (slug, p) => {
    const words = postWordCount(p);
    console.info(`[words] ${slug}: ${words}`);
    expect(words).toBeGreaterThanOrEqual(600);
  });

  it.each(BLOG_POSTS.map((p) => [p.slug, p] as const))("%s: every internal link resolves to a registered page", (_slug, p) => {
    const internal = linksOf(p).filter((href) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(2);
    for (const href of internal) expect(findPage(href), href).toBeDefined();
    for (const href of linksOf(p).filter((h) => !h.startsWith("/"))) expect(href).toMatch(/^https:\/\//);
  });

  it.each(BLOG_POSTS.map((p) => [p.slug, p] as const))("%s: unique section ids, sources and no placeholder text", (_slug, p) => {
    const ids = p.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(p.sources.length).toBeGreaterThan(0);
    expect(postPlainText(p)).not.toMatch(/TODO|FIXME|lorem|coming soon|\bundefined\b|\[object/i);
    expect(postPlainText(p)).not.toMatch(/\bNaN\b/);
  });

  it("matches the card summaries, so lists and pages agree", () => {
    for (const p of BLOG_POSTS) {
      const card = BLOG_ARTICLES.find((a) => a.slug === p.path)!;
      expect([p.title, p.tag, p.publishDate, p.image]).toEqual([card.title, card.tag, card.date, card.image]);
      expect(findPage(p.path)).toBeDefined();
      expect(breadcrumbsFor(p.path, p.title).map((c) => c.label)).toEqual(["Home", "Resources", "Blog", p.title]);
    }
  });

  it("the budget article quotes every budget figure of the content spec", () => {
    const text = postPlainText(post("2023-budget-housing-impact"));
    const expected = [
      eur(budget.rentTaxCredit),
      eur(budget.rentTaxCreditExtra),
      eur(budget.rentTaxCreditExtraIncomeBelow),
      `${budget.vacantHomesTaxMultipleOfLpt} times`,
      `${budget.vacantHomesTaxAfterMonths} months`,
      `€${formatNumber(budget.housingForAllBillion)} billion`,
      pct(budget.firstHomeShareCapPercent),
      eur(budget.firstHomeSingleIncomeLimit),
      eur(budget.localAuthorityLoanSingleLimit),
      pct(budget.localAuthorityLoanRatePercent),
      eur(budget.localAuthorityLoanRateBelowPrice),
      eur(budget.retrofitGrant),
      eur(budget.solarGrant),
      pct(budget.landTaxPercent),
      helpToBuy.endDateBudget,
    ];
    for (const figure of expected) expect(text, figure).toContain(figure);
    // Literal spellings, so a changed fact cannot silently pass.
    for (const literal of ["€1,000", "€250", "€50,000", "€5.2 billion", "35%", "€80,000", "€75,000", "3.5%", "€300,000", "€35,000", "€5,000", "10%", "December 2027"]) {
      expect(text).toContain(literal);
    }
    expect(text).not.toContain(helpToBuy.endDatePage);
  });

  it("the Dublin article links to the first-time buyer guide and quotes no invented prices", () => {
    const p = post("affordable-dublin-areas");
    expect(linksOf(p)).toContain("/buying/first-time-buyer");
    const amounts = postPlainText(p).match(/€[\d,.]+/g) ?? [];
    // Only the site's own scheme figures (Help to Buy and First Home Scheme limits).
    expect(new Set(amounts)).toEqual(new Set(["€30,000", "€500,000", "€475,000"]));
  });

  it("the tenant-to-homeowner article quotes the blog's Cost Rental figures and links to the scheme pages", () => {
    const p = post("tenant-to-homeowner");
    const text = postPlainText(p);
    expect(text).toContain(`${pct(costRental.belowMarketPercent)} below`);
    expect(text).toContain(`${costRental.leaseYears} years`);
    expect(text).toContain(`${formatNumber(costRental.unitsPlanned)} Cost Rental homes are planned by ${costRental.unitsPlannedBy}`);
    expect(text).toContain("25% below");
    expect(text).toContain("18,000");
    expect(text).toContain("Rent Tax Credit");
    for (const href of ["/schemes/cost-rental", "/schemes/help-to-buy", "/schemes/first-home", "/renting/guide", "/buying/first-time-buyer"]) {
      expect(linksOf(p)).toContain(href);
    }
  });

  it("finds posts by slug and nothing else", () => {
    expect(findBlogPost("tenant-to-homeowner")?.title).toBe("From Tenant to Homeowner");
    for (const bad of [undefined, "", "nope", "TENANT-TO-HOMEOWNER", "../faq", "tenant-to-homeowner/"]) {
      expect(findBlogPost(bad)).toBeUndefined();
    }
  });
});

describe("listings", () => {
  it("the articles page lists the six articles, the three blog posts being the Recent Articles", () => {
    expect(ARTICLES_PAGE.tag).toBe("Knowledge");
    expect(ARTICLES_PAGE.title).toBe("Housing Articles");
    expect(ARTICLES_PAGE.articles).toBe(ALL_ARTICLES);
    expect(ARTICLES_PAGE.articles.map((a) => a.slug)).toEqual([
      "/resources/blog/2023-budget-housing-impact",
      "/resources/blog/tenant-to-homeowner",
      "/resources/blog/affordable-dublin-areas",
      "/schemes/first-home",
      "/schemes/cost-rental",
      "/schemes/help-to-buy",
    ]);
    expect(RECENT_ARTICLES).toBe(BLOG_ARTICLES);
  });

  it("the blog index is newest first", () => {
    expect(BLOG_INDEX.articles.map((a) => a.date)).toEqual(["2025-04-02", "2023-03-15", "2023-01-15"]);
    expect(newestFirst([{ date: "2023-01-15" }, { date: "2025-04-02" }, { date: "2024-12-31" }]).map((a) => a.date)).toEqual([
      "2025-04-02",
      "2024-12-31",
      "2023-01-15",
    ]);
    expect(otherPosts("/resources/blog/affordable-dublin-areas").map((a) => a.slug)).toEqual([
      "/resources/blog/2023-budget-housing-impact",
      "/resources/blog/tenant-to-homeowner",
    ]);
  });

  it("Back to all articles targets the Recent Articles anchor of the Resources hub", () => {
    expect(BACK_TO_ARTICLES.href).toBe("/resources#recent-articles");
  });
});

describe("helpers", () => {
  it("counts words, ignoring punctuation-only tokens", () => {
    expect(countWords("  Rent is €1,000 — a year.\nYes ")).toBe(6);
    expect(countWords("")).toBe(0);
  });

  it("reading time is words / 200, at least a minute", () => {
    const p = post("tenant-to-homeowner");
    expect(readingMinutes(p)).toBe(Math.max(1, Math.round(postWordCount(p) / 200)));
    expect(readingMinutes({ ...p, sections: [] })).toBe(1);
  });

  it("article JSON-LD carries the publish date", () => {
    const p = post("2023-budget-housing-impact");
    const ld = articleLd("https://www.example.ie", { path: p.path, title: p.title, description: p.description, datePublished: p.publishDate, publisher: "Irish Housing Guide" });
    expect(ld).toMatchObject({ "@type": "Article", headline: "How the Budget Affects Housing", datePublished: "2025-04-02", mainEntityOfPage: "https://www.example.ie/resources/blog/2023-budget-housing-impact" });
  });
});
