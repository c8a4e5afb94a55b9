import { describe, expect, it } from "vitest";
import { FOOTER, NAV } from "~/content/nav";
import { isNavActive, telHref } from "~/lib/url";
import { FOOTER_OFFICIAL_RESOURCES } from "~/content/official-resources";
import { PAGES, breadcrumbsFor, findPage } from "~/content/pages";
import { TOOL_PAGES } from "~/content/tools/pages";
import { TOOLS_HUB } from "~/content/tools/hub";
import { HOME_TOOL_CARDS, PLANNER_CARD } from "~/content/tool-cards";
import { SITE_DEFAULTS } from "~/content/site";
import { readSiteConfig } from "~/content/site.server";
import { formatDate, formatEUR, eur, pct } from "~/lib/format";
import { linksIn, parseInline, toPlainText } from "~/lib/rich-text";
import { contentSecurityPolicy, inlineScriptHashes } from "~/lib/security.server";
import { widgetOrigins } from "~/questionnaire/config.server";
import { robotsTxt, sitemapXml } from "~/lib/sitemap";

describe("navigation (spec 2.1)", () => {
  it("has the five top-level entries and their sub-pages, exactly", () => {
    expect(NAV.map((n) => [n.label, n.route])).toEqual([
      ["Home", "/"],
      ["Buying", "/buying"],
      ["Renting", "/renting"],
      ["Government Schemes", "/schemes"],
      ["Resources", "/resources"],
    ]);
    const sub = Object.fromEntries(NAV.map((n) => [n.label, (n.subItems ?? []).map((s) => `${s.label} ${s.route}`)]));
    expect(sub.Home).toEqual([]);
    expect(sub.Buying).toEqual([
      "First-Time Buyer /buying/first-time-buyer",
      "Mortgage Process /buying/mortgage-process",
      "Property Search /buying/property-search",
      "Costs Calculator /buying/costs-calculator",
      // Added to the specification's four (issues 36 and 46): the planner, by its one name (pages.ts).
      "Affordability Planner /buying/plan",
    ]);
    expect(sub.Renting).toEqual([
      "Rental Guide /renting/guide",
      "Tenant Rights /renting/tenant-rights",
      "Finding A Property /renting/finding-property",
      "Rental Agreements /renting/agreements",
      // Added (issue 46): the Rent Tax Credit tool.
      "Rent Tax Credit /tools/rent-tax-credit",
    ]);
    expect(sub["Government Schemes"]).toEqual([
      "Help to Buy /schemes/help-to-buy",
      "First Home /schemes/first-home",
      "Cost Rental /schemes/cost-rental",
      "Social Housing /schemes/social-housing",
      "Mortgage Allowance /schemes/mortgage-allowance",
    ]);
    expect(sub.Resources).toEqual([
      "Government Resource Links /resources/guides",
      "Articles /resources/articles",
      "FAQ /resources/faq",
    ]);
  });

  it("the planner has one name: the menu, the cards, the heading, the breadcrumb and the title read it from the registry (issue 46)", () => {
    const entry = findPage("/buying/plan")!;
    expect(entry.title).toBe("Affordability planner");
    const menu = NAV.flatMap((n) => n.subItems ?? []).filter((s) => s.route === "/buying/plan");
    expect(menu.map((s) => s.label)).toEqual([entry.crumb]);
    expect(entry.crumb.toLowerCase()).toBe(entry.title.toLowerCase());
    expect(breadcrumbsFor("/buying/plan").at(-1)!.label).toBe(entry.crumb);
    expect(PLANNER_CARD.title).toBe(entry.title);
    expect(TOOLS_HUB.cards.find((c) => c.url === "/buying/plan")!.title).toBe(entry.title);
    expect(HOME_TOOL_CARDS.filter((c) => c.url === "/buying/plan").map((c) => c.title)).toEqual([entry.title]);
    // The Rent Tax Credit is in the home page's "Work it out" row too.
    expect(HOME_TOOL_CARDS.map((c) => c.url)).toContain("/tools/rent-tax-credit");
  });

  it("every menu and footer route is a registered page", () => {
    const routes = [...NAV.flatMap((n) => [n.route, ...(n.subItems ?? []).map((s) => s.route)]), ...FOOTER.quickLinks.map((l) => l.route), ...FOOTER.policies.map((l) => l.route), FOOTER.changes.route];
    for (const r of routes) expect(findPage(r), r).toBeDefined();
  });

  it("footer has the spec's quick links, official resources (https) and policies", () => {
    expect(FOOTER.quickLinks.map((l) => l.label)).toEqual(["Buying", "Renting", "Government Schemes", "Resources", "Blog"]);
    expect(FOOTER_OFFICIAL_RESOURCES.map((l) => l.label)).toEqual(["Housing for All", "Citizens Information", "Housing Agency", "Residential Tenancies Board"]);
    for (const l of FOOTER_OFFICIAL_RESOURCES) expect(l.url).toMatch(/^https:\/\//);
    expect(FOOTER.policies.map((l) => l.label)).toEqual(["Privacy Policy", "Terms of Service", "Cookie Policy"]);
  });

  it.each([
    ["/", "/", true],
    ["/", "/buying", false],
    ["/buying", "/buying", true],
    ["/buying", "/buying/costs-calculator", true],
    ["/buying", "/buyingx", false],
    ["/renting", "/buying", false],
    ["/schemes", "/schemes/help-to-buy", true],
  ])("active rule: %s on %s is %s", (route, path, expected) => {
    expect(isNavActive(route, path)).toBe(expected);
  });
});

describe("site configuration", () => {
  it("has documented defaults", () => {
    const c = readSiteConfig({});
    expect(c.name).toBe("Irish Housing Guide");
    expect(c.url).toBe(SITE_DEFAULTS.url);
    expect(c.email).toBe(SITE_DEFAULTS.email);
    expect(c.phone).toBe(SITE_DEFAULTS.phone);
  });
  it("is overridden by the environment, trailing slash removed", () => {
    const c = readSiteConfig({ SITE_URL: "https://example.ie/", CONTACT_EMAIL: "a@b.ie", CONTACT_PHONE: "01 234 5678" });
    expect(c).toMatchObject({ url: "https://example.ie", email: "a@b.ie", phone: "01 234 5678" });
  });
  it("makes tel: links of phone numbers", () => {
    expect(telHref("+353 1 555 0100")).toBe("tel:+35315550100");
  });
});

describe("page registry", () => {
  it("has unique paths and titles, and every parent exists", () => {
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((p) => p.title)).size).toBe(PAGES.length);
    for (const p of PAGES) if (p.parent) expect(findPage(p.parent), p.path).toBeDefined();
  });
  it("the tools hub has a card for every tool, the purchase planner and the cost calculator", () => {
    const urls = TOOLS_HUB.cards.map((c) => c.url);
    for (const path of [...TOOL_PAGES.map((p) => p.path), "/buying/plan", "/buying/costs-calculator"]) expect(urls, path).toContain(path);
  });

  it("has a useful description for every page", () => {
    for (const p of PAGES) expect(p.description.length, p.path).toBeGreaterThan(50);
  });
  it("builds breadcrumbs from the parent chain", () => {
    expect(breadcrumbsFor("/schemes/cost-rental").map((c) => c.label)).toEqual(["Home", "Schemes", "Cost Rental Scheme"]);
    expect(breadcrumbsFor("/buying/costs-calculator").map((c) => c.label)).toEqual(["Home", "Buying", "Cost Calculator"]);
    expect(breadcrumbsFor("/resources/blog/tenant-to-homeowner").map((c) => c.label)).toEqual(["Home", "Resources", "Blog", "From Tenant to Homeowner"]);
    expect(breadcrumbsFor("/renting").at(-1)).toMatchObject({ isCurrent: true });
  });
  it("lists exactly the listed pages in the sitemap, with lastmod", () => {
    const xml = sitemapXml("https://example.ie", PAGES);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PAGES.filter((p) => !p.unlisted).map((p) => `https://example.ie${p.path === "/" ? "/" : p.path}`));
    expect(xml).toContain("<lastmod>");
    // Each URL's lastmod is that page's content review date from the registry.
    const lastmods = [...xml.matchAll(/<url><loc>[^<]+<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => m[1]);
    expect(lastmods).toEqual(PAGES.filter((p) => !p.unlisted).map((p) => p.reviewed));
    for (const date of lastmods) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(robotsTxt("https://example.ie")).toContain("Sitemap: https://example.ie/sitemap.xml");
    // Result pages are not crawled; /search itself is (a robots.txt rule is a prefix).
    const rules = robotsTxt("https://example.ie").split("\n").filter((l) => l.startsWith("Disallow:")).map((l) => l.slice(9).trim());
    expect(rules).toEqual(["/search?"]);
    expect(rules.some((r) => "/search".startsWith(r))).toBe(false);
    expect(rules.some((r) => "/search?q=rent".startsWith(r))).toBe(true);
  });
});

describe("formatting (en-IE)", () => {
  it("formats money and dates", () => {
    expect(formatEUR(1234.5)).toBe("€1,234.50");
    expect(eur(30000)).toBe("€30,000");
    expect(eur(38092.14)).toBe("€38,092.14");
    expect(pct(25.7)).toBe("25.7%");
    expect(formatDate("2025-04-02")).toBe("2 April 2025");
  });
});

describe("rich text", () => {
  it("parses bold, emphasis and links, and nothing else", () => {
    expect(parseInline("a **b** [c](/d) <script>")).toEqual([
      { type: "text", text: "a " },
      { type: "strong", children: [{ type: "text", text: "b" }] },
      { type: "text", text: " " },
      { type: "link", href: "/d", children: [{ type: "text", text: "c" }] },
      { type: "text", text: " <script>" },
    ]);
    expect(toPlainText("See **the** [guide](/renting/guide).")).toBe("See the guide.");
    expect(linksIn("[a](/x) and [b](https://y.ie)")).toEqual(["/x", "https://y.ie"]);
  });
});

describe("security headers", () => {
  it("hashes executable inline scripts only", () => {
    const html = `<script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"]);
  });
  it("has no unsafe-eval and denies framing; allows a widget host only when configured", () => {
    const csp = contentSecurityPolicy([], []);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(widgetOrigins({})).toEqual([]);
    expect(widgetOrigins({ WIDGET_SCRIPT_URL: "https://widgets.example.com/w.js" })).toEqual(["https://widgets.example.com"]);
    expect(contentSecurityPolicy([], ["https://widgets.example.com"])).toContain("script-src 'self' https://widgets.example.com");
  });
});
