import { describe, expect, it } from "vitest";
import { costRental, firstHome, helpToBuy, mortgageAllowance, socialHousing } from "~/facts";
import { COUNCIL_OPTIONS, LOCAL_AUTHORITIES, authoritiesFor, byCounty } from "~/facts/local-authorities";
import { localAuthoritiesPage } from "~/content/schemes/local-authorities";
import { findPage } from "~/content/pages";
import { costRentalPage } from "~/content/schemes/cost-rental";
import { firstHomePage } from "~/content/schemes/first-home";
import { helpToBuyPage } from "~/content/schemes/help-to-buy";
import { mortgageAllowancePage } from "~/content/schemes/mortgage-allowance";
import { socialHousingPage } from "~/content/schemes/social-housing";
import { outlineOf, type SchemePage } from "~/content/schemes/types";
import type { Block } from "~/content/types";
import { linksIn, toPlainText } from "~/lib/rich-text";
import { blockText } from "~/content/block-text";

/** The pages as they read on the day this test was written; dated behaviour is tested in schemes-dated.test.ts. */
const ON = "2026-11-24";
const HELP_TO_BUY = helpToBuyPage(ON);
const FIRST_HOME = firstHomePage(ON);
const COST_RENTAL = costRentalPage(ON);
const SOCIAL_HOUSING = socialHousingPage(ON);
const MORTGAGE_ALLOWANCE = mortgageAllowancePage(ON);
const LOCAL_AUTHORITIES_PAGE = localAuthoritiesPage(ON);

const PAGES = [HELP_TO_BUY, FIRST_HOME, COST_RENTAL, SOCIAL_HOUSING, MORTGAGE_ALLOWANCE, LOCAL_AUTHORITIES_PAGE];


/** Every rich string a page shows, in order. */
function richTexts(page: SchemePage): string[] {
  return [
    page.header.title,
    page.header.lead,
    ...page.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(blockText)]),
    ...(page.faq ? [page.faq.title, ...page.faq.items.flatMap((i) => [i.question, ...i.answer])] : []),
    ...(page.links ? [page.links.title, page.links.intro ?? "", ...page.links.items.flatMap((i) => [i.title, i.description])] : []),
    page.cta.title,
    page.cta.text,
    ...page.cta.actions.map((a) => a.label),
  ];
}

const plain = (page: SchemePage) => richTexts(page).map(toPlainText).join("\n");
const section = (page: SchemePage, id: string) => {
  const found = page.sections.find((s) => s.id === id);
  if (!found) throw new Error(`${page.path} has no section ${id}`);
  return found;
};
const blocksOf = <T extends Block["type"]>(page: SchemePage, id: string, type: T) =>
  section(page, id).blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);
const allUrls = (page: SchemePage) => [
  ...richTexts(page).flatMap(linksIn),
  ...(page.links?.items.map((i) => i.url) ?? []),
  ...page.cta.actions.map((a) => a.url),
  ...page.sources.map((s) => s.url),
];
const words = (page: SchemePage) => plain(page).split(/\s+/).filter(Boolean).length;

describe("scheme pages: sections in the specification's order", () => {
  const expected: [SchemePage, string[]][] = [
    [HELP_TO_BUY, ["what-it-is", "how-much", "who-can-apply", "how-to-apply", "deadlines", "repayment", "common-questions", "update-2025", "official-links"]],
    [FIRST_HOME, ["what-it-is", "how-it-works", "who-qualifies", "requirements", "application-process", "repaying", "worked-example", "common-questions", "help-links"]],
    [COST_RENTAL, ["what-it-is", "key-benefits", "who-can-apply", "how-to-apply", "rental-costs", "updates-2025", "common-questions", "disclaimer", "external-links"]],
    [SOCIAL_HOUSING, ["what-it-is", "who-can-apply", "income-thresholds", "how-to-apply", "housing-list", "priority", "types", "rights", "alternatives", "faq", "help-links"]],
    [MORTGAGE_ALLOWANCE, ["what-it-is", "payments", "eligibility", "requirements", "exclusions", "additional-information"]],
  ];
  it.each(expected)("%s", (page, ids) => {
    expect(outlineOf(page).map((e) => e.id)).toEqual(ids);
    expect(findPage(page.path), `${page.path} is registered`).toBeDefined();
    expect(page.cta.actions.length).toBeGreaterThan(0);
    expect(page.sources.length).toBeGreaterThan(0);
    expect(page.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("every section has a title and content, and every id on a page is unique", () => {
    for (const page of PAGES) {
      const ids = outlineOf(page).map((e) => e.id).concat(page.faq?.items.map((i) => i.id) ?? []);
      expect(new Set(ids).size, page.path).toBe(ids.length);
      for (const s of page.sections) {
        expect(s.title.length, `${page.path}#${s.id}`).toBeGreaterThan(3);
        expect(s.blocks.length, `${page.path}#${s.id}`).toBeGreaterThan(0);
      }
    }
  });

  it("each of the five scheme pages is a full page of text (1,200 to 2,500 words)", () => {
    for (const page of PAGES.slice(0, 5)) {
      expect(words(page), page.path).toBeGreaterThanOrEqual(1200);
      expect(words(page), page.path).toBeLessThanOrEqual(2500);
    }
  });
});

describe("scheme pages: every quoted figure", () => {
  const figures: [SchemePage, string[]][] = [
    [HELP_TO_BUY, ["€30,000", "10% of the purchase price", "10% of the completion value", "€500,000 or less", "70% of the price", "5 years", "previous 4 years", "valid for 12 months", "within 12 months of your HTB1 approval", "the end of 2025", "€350,000", "€25,000", "€250,000", "100%", "80%", "60%", "40%", "20%"]],
    [FIRST_HOME, ["up to 30%", "up to 20%", "at least 10%", "at least 70%", "Dublin", "€475,000", "Cork, Galway, Limerick and Waterford", "€400,000", "Rest of Ireland", "€375,000", "valid for 6 months", "at least 5% of value", "until 2025", "€350,000", "€90,000", "25.7%", "€102,800"]],
    [COST_RENTAL, ["about 2,000 a year on average", "€53,000", "25% below", "6 years", "18,000 Cost Rental homes by 2030", "Check eligibility", "Register interest", "Application and allocation"]],
    [SOCIAL_HOUSING, ["15% of assessable income", "2 to 12+ years", "Band 1", "Dublin, Kildare, Wicklow and others", "€35,000", "€42,000", "Band 2", "Cork, Galway, Limerick and others", "€30,000", "€36,000", "Band 3", "Other areas", "€25,000", "reviewed annually", "HAS1", "HAP", "RAS", "Mortgage to Rent"]],
    [MORTGAGE_ALLOWANCE, ["€11,450", "5 years", "€3,560", "€2,800", "€2,040", "€1,780", "€1,270", "€38,092.14"]],
  ];
  it.each(figures)("%s", (page, expected) => {
    const text = plain(page);
    for (const figure of expected) expect(text, `${page.path} quotes ${figure}`).toContain(figure);
  });

  /** The plain text of a page's history boxes: where the specification's superseded figures now live. */
  const history = (page: SchemePage) =>
    page.sections.flatMap((sec) => sec.blocks.flatMap((b) => (b.type === "history" ? b.items : []))).map(toPlainText).join("\n");

  it("Help to Buy: the spec's end dates are history; the current one is Finance Act 2024's 31 December 2029", () => {
    expect(history(HELP_TO_BUY)).toContain(helpToBuy.endDatePage);
    expect(history(HELP_TO_BUY)).toContain(helpToBuy.endDateBudget);
    expect(section(HELP_TO_BUY, "deadlines").blocks.flatMap(blockText).map(toPlainText).join(" ")).toContain("until 31 December 2029 unless extended");
    expect(section(HELP_TO_BUY, "deadlines").blocks.flatMap(blockText).join(" ")).not.toContain(helpToBuy.endDatePage);
  });

  it("superseded spec figures appear in the history, never as the current figure", () => {
    expect(history(COST_RENTAL)).toContain("Until 31 July 2023: a net household income of up to €53,000");
    expect(plain(COST_RENTAL).replace(history(COST_RENTAL), "")).not.toContain("under €53,000");
    for (const figure of ["€475,000", "Rest of Ireland", "€375,000", "until 2025"]) expect(history(FIRST_HOME)).toContain(figure);
    for (const figure of ["€42,000", "€36,000", "Dublin, Kildare, Wicklow and others", "Other areas"]) expect(history(SOCIAL_HOUSING)).toContain(figure);
  });
});

describe("scheme pages: tables built from the facts", () => {
  it("Help to Buy: clawback 100/80/60/40/20 by year, none after year 5", () => {
    const [table] = blocksOf(HELP_TO_BUY, "repayment", "table");
    expect(table!.caption).toMatch(/repaid/i);
    expect(table!.rows.map((r) => [r[0], r[1]])).toEqual([
      ["Year 1", "100%"],
      ["Year 2", "80%"],
      ["Year 3", "60%"],
      ["Year 4", "40%"],
      ["Year 5", "20%"],
      ["After year 5", "None"],
    ]);
    expect(table!.rows[0]![2]).toBe("€30,000");
  });

  it("Help to Buy: worked examples 350,000 → 30,000 and 250,000 → 25,000", () => {
    const [table] = blocksOf(HELP_TO_BUY, "how-much", "table");
    expect(table!.rows).toEqual([
      ["€350,000", "€35,000", "€30,000"],
      ["€250,000", "€25,000", "€25,000"],
    ]);
    // The refund is the lowest of the maximum and 10% of the price.
    for (const ex of helpToBuy.examples) {
      expect(ex.refund).toBe(Math.min(helpToBuy.maxRefund, (ex.price * helpToBuy.pricePercent) / 100));
    }
  });

  it("Help to Buy: HTB1 comes before HTB2, and the scheme-amounts tool sits in 'how much'", () => {
    const [steps] = blocksOf(HELP_TO_BUY, "how-to-apply", "steps");
    const titles = steps!.items.map((s) => s.title);
    const htb1 = titles.findIndex((t) => t.startsWith("HTB1"));
    const htb2 = titles.findIndex((t) => t.startsWith("HTB2"));
    expect(htb1).toBeGreaterThanOrEqual(0);
    expect(htb2).toBeGreaterThan(htb1);
    expect(blocksOf(HELP_TO_BUY, "how-much", "tool")).toEqual([{ type: "tool", tool: "scheme-amounts" }]);
  });

  it("Mortgage Allowance: payments 3,560 / 2,800 / 2,040 / 1,780 / 1,270, total 11,450", () => {
    const [table] = blocksOf(MORTGAGE_ALLOWANCE, "payments", "table");
    expect(table!.rows.map((r) => r[1])).toEqual(["€3,560", "€2,800", "€2,040", "€1,780", "€1,270", "**€11,450**"]);
    expect(mortgageAllowance.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(mortgageAllowance.total);
  });

  it("Social Housing: base limits €40,000 / €35,000 / €30,000 by band, with every council in one band", () => {
    const [table] = blocksOf(SOCIAL_HOUSING, "income-thresholds", "table");
    expect(table!.head).toHaveLength(3);
    expect(table!.rows.map((r) => [r[0], r[2]])).toEqual([
      ["Band 1", "€40,000"],
      ["Band 2", "€35,000"],
      ["Band 3", "€30,000"],
    ]);
    expect(table!.rows[0]![1]).toContain("Dublin City");
    expect(table!.rows[1]![1]).toContain("Clare");
    expect(table!.rows[2]![1]).toContain("Donegal");
    expect(table!.rows.map((r) => r[1]!.split(", ").length).reduce((a, b) => a + b, 0)).toBe(31);
    // The specification's table (the rules before 1 January 2023) is in the history.
    const earlier = section(SOCIAL_HOUSING, "income-thresholds").blocks.flatMap(blockText).map(toPlainText).join(" ");
    for (const figure of ["€35,000", "€42,000", "€30,000", "€36,000", "€25,000"]) expect(earlier).toContain(figure);
  });

  it("First Home: price ceilings for each of the 31 councils, houses and apartments", () => {
    const [table] = blocksOf(FIRST_HOME, "requirements", "table");
    expect(table!.head).toEqual(["Local authority", "House", "Apartment"]);
    expect(table!.rows).toHaveLength(31);
    expect(table!.rows).toContainEqual(["Dublin City Council", "€500,000", "€500,000"]);
    expect(table!.rows).toContainEqual(["Limerick City and County Council", "€425,000", "€450,000"]);
    expect(table!.rows).toContainEqual(["Carlow County Council", "Not confirmed", "Not confirmed"]);
    // The specification's three regional figures stay on the page, as history.
    const text = section(FIRST_HOME, "requirements").blocks.flatMap(blockText).map(toPlainText).join(" ");
    expect(text).toContain("Dublin €475,000; Cork, Galway, Limerick and Waterford €400,000; Rest of Ireland €375,000");
  });

  it("First Home: the worked example adds up (90,000 of 350,000 = 25.7%; 25.7% of 400,000 = 102,800)", () => {
    const ex = firstHome.schemeExample;
    expect(Math.round((ex.gap / ex.price) * 1000) / 10).toBe(ex.sharePercent);
    expect(Math.round((ex.salePrice * ex.sharePercent) / 100)).toBe(ex.repayment);
    const text = section(FIRST_HOME, "worked-example").blocks.flatMap(blockText).map(toPlainText).join(" ");
    for (const figure of ["€350,000", "€90,000", "25.7%", "€400,000", "€102,800"]) expect(text).toContain(figure);
    expect(blocksOf(FIRST_HOME, "worked-example", "tool")).toEqual([{ type: "tool", tool: "scheme-amounts" }]);
  });
});

describe("scheme pages: steps", () => {
  it("First Home: 5 steps of how it works and 6 of the application", () => {
    expect(blocksOf(FIRST_HOME, "how-it-works", "steps")[0]!.items).toHaveLength(5);
    const application = blocksOf(FIRST_HOME, "application-process", "steps")[0]!.items;
    expect(application).toHaveLength(6);
    expect(application[3]!.title).toMatch(/Eligibility Certificate/);
  });

  it("Cost Rental: three stages, in order", () => {
    expect(blocksOf(COST_RENTAL, "how-to-apply", "steps")[0]!.items.map((s) => s.title)).toEqual([...costRental.stages]);
  });

  it("Social Housing: five stages; the first links to the local authority list", () => {
    const steps = blocksOf(SOCIAL_HOUSING, "how-to-apply", "steps")[0]!.items;
    expect(steps.map((s) => s.title)).toEqual([...socialHousing.stages]);
    expect(linksIn(steps[0]!.content)).toContain("/schemes/local-authorities");
  });
});

describe("scheme pages: links", () => {
  it("every internal link leads to a registered page and every external one is https, tel: or mailto:", () => {
    for (const page of PAGES) {
      for (const url of allUrls(page)) {
        // A page's calendar file (/schemes/help-to-buy.ics) counts as that page's: it is the page's own route plus .ics.
        if (url.startsWith("/")) expect(findPage(url.replace(/\.ics$/, "")), `${page.path} links to ${url}`).toBeDefined();
        else expect(url, `${page.path} links to ${url}`).toMatch(/^(https:\/\/[^\s]+|tel:\d+|mailto:\S+@\S+)$/);
      }
    }
  });

  it("Help to Buy ends with a call to action to Revenue", () => {
    expect(HELP_TO_BUY.cta.actions.find((a) => a.primary)?.url).toMatch(/^https:\/\/www\.revenue\.ie\//);
  });

  it("First Home: help links to the official site, a phone link, an e-mail route and Citizens Information; CTA to the official site", () => {
    const urls = FIRST_HOME.links!.items.map((i) => i.url);
    expect(urls).toContain(firstHome.source.url);
    expect(urls.some((u) => u.startsWith("tel:"))).toBe(true);
    expect(FIRST_HOME.links!.items.some((i) => /e-mail/i.test(i.title))).toBe(true);
    expect(urls.some((u) => u.includes("citizensinformation.ie"))).toBe(true);
    expect(FIRST_HOME.cta.actions.find((a) => a.primary)?.url).toBe(firstHome.source.url);
  });

  it("Cost Rental: housing department, land agency, citizens information and three approved housing bodies", () => {
    const urls = COST_RENTAL.links!.items.map((i) => i.url).join(" ");
    for (const host of ["gov.ie", "lda.ie", "citizensinformation.ie", "cluid.ie", "respond.ie", "tuathhousing.ie"]) expect(urls).toContain(host);
  });

  it("Social Housing has a Back to Schemes button; Mortgage Allowance's Find Your Local Authority goes to the list", () => {
    expect(SOCIAL_HOUSING.header.backButton).toBe(true);
    const find = MORTGAGE_ALLOWANCE.cta.actions.find((a) => a.label === "Find Your Local Authority");
    expect(find?.url).toBe("/schemes/local-authorities");
  });

  it("no placeholder text", () => {
    for (const page of PAGES) expect(plain(page)).not.toMatch(/TODO|FIXME|lorem ipsum|coming soon/i);
  });
});

describe("local authorities", () => {
  it("lists Ireland's 31 local authorities with unique names and https websites", () => {
    expect(LOCAL_AUTHORITIES).toHaveLength(31);
    expect(new Set(LOCAL_AUTHORITIES.map((a) => a.name)).size).toBe(31);
    expect(new Set(LOCAL_AUTHORITIES.map((a) => new URL(a.url).hostname)).size).toBe(31);
    for (const a of LOCAL_AUTHORITIES) expect(new URL(a.url).protocol, a.name).toBe("https:");
  });

  it("26 county councils, 2 city and county councils, 3 city councils, across 26 counties", () => {
    const count = (kind: string) => LOCAL_AUTHORITIES.filter((a) => a.kind === kind).length;
    expect([count("county"), count("city-and-county"), count("city")]).toEqual([26, 2, 3]);
    expect(byCounty()).toHaveLength(26);
    expect(authoritiesFor("dublin").map((a) => a.name)).toHaveLength(4);
    expect(authoritiesFor(" Cork ")).toHaveLength(2);
    expect(authoritiesFor("Atlantis")).toEqual([]);
  });

  it("pickers and the page list councils and counties in English alphabetical order", () => {
    const english = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, "en-IE"));
    const labels = COUNCIL_OPTIONS.map((o) => o.label);
    expect(labels).toHaveLength(31);
    expect(labels).toEqual(english(LOCAL_AUTHORITIES.map((a) => a.name)));
    // Dún Laoghaire-Rathdown, the one name with an accent, comes after Dublin City as a reader expects.
    expect(labels.indexOf("Dún Laoghaire-Rathdown County Council")).toBe(labels.indexOf("Dublin City Council") + 1);
    const counties = byCounty().map((c) => c.county);
    expect(counties).toEqual(english(counties));
  });

  it("the page's table has one row per authority, each linking to its website", () => {
    const [table] = blocksOf(LOCAL_AUTHORITIES_PAGE, "councils", "table");
    expect(table!.rows).toHaveLength(31);
    const linked = table!.rows.flatMap((r) => linksIn(r[2]!));
    expect(new Set(linked)).toEqual(new Set(LOCAL_AUTHORITIES.map((a) => a.url)));
  });
});
