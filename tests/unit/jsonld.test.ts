/**
 * The schema.org JSON-LD builders (lib/jsonld.ts) and the meta tags every
 * page gets from pageMeta (lib/seo.ts): shapes search engines accept.
 */
import { describe, expect, it } from "vitest";
import { breadcrumbsFor, PAGES } from "~/content/pages";
import { SITE_DEFAULTS } from "~/content/site";
import { articleLd, breadcrumbListLd, faqPageLd, webSiteLd } from "~/lib/jsonld";
import { DEFAULT_SHARE_IMAGE } from "~/lib/seo";
import { pageMeta } from "~/components/layout/page-meta";

const SITE = "https://www.example.ie";
const matches = [{ id: "root", data: { site: { ...SITE_DEFAULTS, url: SITE } } }];
type Tag = Record<string, unknown>;
const ldOf = (tags: Tag[]) => tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Tag);

describe("BreadcrumbList", () => {
  it("lists the trail from home with 1-based positions and absolute URLs", () => {
    expect(breadcrumbListLd(SITE, breadcrumbsFor("/renting/tenant-rights"))).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Renting", item: `${SITE}/renting` },
        { "@type": "ListItem", position: 3, name: "Tenant Rights", item: `${SITE}/renting/tenant-rights` },
      ],
    });
  });
});

describe("WebSite with a SearchAction", () => {
  it("points the search box at /search?q= with the placeholder the query-input names", () => {
    const ld = webSiteLd(SITE, "Irish Housing Guide");
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "WebSite", name: "Irish Housing Guide", url: `${SITE}/` });
    const action = ld.potentialAction as { "@type": string; target: { "@type": string; urlTemplate: string }; "query-input": string };
    expect(action["@type"]).toBe("SearchAction");
    expect(action.target).toEqual({ "@type": "EntryPoint", urlTemplate: `${SITE}/search?q={search_term_string}` });
    const placeholder = /name=(\w+)/.exec(action["query-input"])?.[1];
    expect(action["query-input"]).toMatch(/^required name=/);
    expect(action.target.urlTemplate).toContain(`{${placeholder}}`);
  });
});

describe("Article", () => {
  const base = { path: "/resources/blog/budget", title: "Budget 2026", description: "What changed.", datePublished: "2026-10-08", publisher: "Irish Housing Guide" };

  it("has a headline, ISO dates, an absolute page and image, and an organisation as author and publisher", () => {
    const ld = articleLd(SITE, { ...base, image: "/images/articles/budget.svg" });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Budget 2026",
      description: "What changed.",
      datePublished: "2026-10-08",
      dateModified: "2026-10-08",
      mainEntityOfPage: `${SITE}/resources/blog/budget`,
      image: [`${SITE}/images/articles/budget.svg`],
      author: { "@type": "Organization", name: "Irish Housing Guide", url: `${SITE}/` },
      publisher: { "@type": "Organization", name: "Irish Housing Guide", url: `${SITE}/` },
    });
    expect(String(ld.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it("keeps a later modification date and leaves out a missing image", () => {
    const ld = articleLd(SITE, { ...base, dateModified: "2026-11-01" });
    expect(ld.dateModified).toBe("2026-11-01");
    expect(ld).not.toHaveProperty("image");
  });
});

describe("FAQPage", () => {
  it("makes each item a Question with an accepted Answer", () => {
    expect(faqPageLd([{ question: "What is a tenancy?", answer: "An agreement to rent." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "What is a tenancy?", acceptedAnswer: { "@type": "Answer", text: "An agreement to rent." } }],
    });
  });
});

describe("pageMeta", () => {
  it("writes Open Graph with property= and Twitter cards with name=, with the shipped share image", () => {
    const tags = pageMeta({ path: "/renting", matches }) as Tag[];
    const og = tags.filter((t) => String(t.property ?? t.name ?? "").startsWith("og:"));
    expect(og.length).toBeGreaterThan(5);
    for (const t of og) expect(t).toHaveProperty("property");
    const twitter = tags.filter((t) => String(t.property ?? t.name ?? "").startsWith("twitter:"));
    expect(twitter.map((t) => t.name)).toEqual(["twitter:card", "twitter:title", "twitter:description", "twitter:image"]);
    expect(tags).toContainEqual({ property: "og:image", content: `${SITE}${DEFAULT_SHARE_IMAGE.path}` });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/renting` });
  });

  it("adds a BreadcrumbList to every registered page with a parent, and none to the home page", () => {
    for (const page of PAGES) {
      const lds = ldOf(pageMeta({ path: page.path, matches }) as Tag[]);
      const crumbs = lds.filter((l) => l["@type"] === "BreadcrumbList");
      if (page.parent) {
        expect(crumbs, page.path).toHaveLength(1);
        const items = crumbs[0]!.itemListElement as { item: string }[];
        expect(items.at(-1)!.item).toBe(`${SITE}${page.path}`);
      } else {
        expect(crumbs, page.path).toHaveLength(0);
      }
    }
  });

  it("passes extra JSON-LD through after the breadcrumbs", () => {
    const tags = pageMeta({ path: "/", matches, extra: [{ "script:ld+json": webSiteLd(SITE, "x") }] }) as Tag[];
    expect(ldOf(tags).map((l) => l["@type"])).toEqual(["WebSite"]);
  });
});
