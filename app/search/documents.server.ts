/**
 * What site search indexes: one document per listed page of the registry
 * (title, description, section) plus the text of the page's content module,
 * found through CONTENT below. A page with no entry is indexed by its title
 * and description only; `unwiredPaths()` lists those, so a new content
 * module is one line here.
 */
import { ARTICLES_PAGE, BLOG_INDEX } from "~/content/blog";
import { DUBLIN_AREAS_POST } from "~/content/blog/affordable-dublin-areas";
import { BUDGET_POST } from "~/content/blog/budget-housing-impact";
import { TENANT_TO_HOMEOWNER_POST } from "~/content/blog/tenant-to-homeowner";
import { postOn } from "~/content/blog/updates";
import * as calculator from "~/content/calculator";
import { PLAN_FIELDS, PLAN_PAGE } from "~/content/planner";
import { planHow } from "~/content/planner-result";
import { planTermsOn } from "~/content/plan-terms";
import { FAQ_PAGE } from "~/content/faq";
import { faqItems } from "~/content/faq-items";
import { findingProperty } from "~/content/guides/finding-property";
import { firstTimeBuyerGuide } from "~/content/guides/first-time-buyer";
import { mortgageProcessGuide } from "~/content/guides/mortgage-process";
import * as propertySearch from "~/content/guides/property-search";
import { rentalAgreements } from "~/content/guides/rental-agreements";
import { rentingGuide } from "~/content/guides/renting-guide";
import { tenantRights } from "~/content/guides/tenant-rights";
import { HOME } from "~/content/home";
import { buyingHub, RENTING_HUB, RESOURCES_HUB, SCHEMES_HUB } from "~/content/hubs";
import { changeLog } from "~/facts/changes";
import { CHANGES_PAGE } from "~/content/changes-page";
import { CONTACT } from "~/content/legal/contact";
import { COOKIES } from "~/content/legal/cookies";
import { PRIVACY } from "~/content/legal/privacy";
import { TERMS } from "~/content/legal/terms";
import { LOCAL_AUTHORITIES } from "~/facts/local-authorities";
import { localAuthoritiesPage } from "~/content/schemes/local-authorities";
import { PAGES, breadcrumbsFor, pageTitle, type PageEntry, type Section } from "~/content/pages";
import { RESOURCES, RESOURCES_PAGE } from "~/content/resources";
import { ALL_RULES } from "~/facts/dated-rules";
import { QUESTIONNAIRE_PAGE, STEP_TEXT } from "~/content/questionnaire";
import { costRentalPage } from "~/content/schemes/cost-rental";
import { firstHomePage } from "~/content/schemes/first-home";
import { helpToBuyPage } from "~/content/schemes/help-to-buy";
import { mortgageAllowancePage } from "~/content/schemes/mortgage-allowance";
import { socialHousingPage } from "~/content/schemes/social-housing";
import { BORROWING_WORDS } from "~/content/tools/borrowing";
import { TOOLS_HUB } from "~/content/tools/hub";
import { NOTICE_WORDS } from "~/content/tools/notice-period";
import { RENT_WORDS } from "~/content/tools/rent-review";
import { SCHEME_WORDS } from "~/content/tools/scheme-amounts";
import type { SearchDocument } from "./engine";
import { extractText } from "./extract";

/**
 * What a page shows: any shape (the extractor walks it), or, for a page that
 * states dated rules, a function of the date that builds it.
 */
export type PageContent = unknown | ((on: string) => unknown);

/** Path -> the content that page shows. */
export const CONTENT: Readonly<Record<string, PageContent>> = {
  "/": HOME,
  "/buying": buyingHub,
  "/buying/first-time-buyer": firstTimeBuyerGuide,
  "/buying/mortgage-process": mortgageProcessGuide,
  "/buying/property-search": propertySearch,
  "/buying/costs-calculator": calculator,
  "/buying/plan": (on: string) => ({ page: PLAN_PAGE, fields: PLAN_FIELDS, how: planHow(planTermsOn(on)) }),
  "/renting": RENTING_HUB,
  "/renting/guide": rentingGuide,
  "/renting/tenant-rights": tenantRights,
  "/renting/finding-property": findingProperty,
  "/renting/agreements": rentalAgreements,
  "/schemes": SCHEMES_HUB,
  "/schemes/help-to-buy": helpToBuyPage,
  "/schemes/first-home": firstHomePage,
  "/schemes/cost-rental": costRentalPage,
  "/schemes/social-housing": socialHousingPage,
  "/schemes/mortgage-allowance": mortgageAllowancePage,
  "/schemes/local-authorities": (on: string) => ({ page: localAuthoritiesPage(on), LOCAL_AUTHORITIES }),
  "/resources": RESOURCES_HUB,
  "/resources/guides": { tag: RESOURCES_PAGE.tag, lead: RESOURCES_PAGE.lead, RESOURCES, moreInfo: RESOURCES_PAGE.moreInfo },
  "/resources/articles": ARTICLES_PAGE,
  "/resources/faq": (on: string) => ({ tag: FAQ_PAGE.tag, title: FAQ_PAGE.title, lead: FAQ_PAGE.lead, items: faqItems(on), still: FAQ_PAGE.stillHaveQuestions }),
  "/resources/blog": BLOG_INDEX,
  "/resources/blog/2023-budget-housing-impact": (on: string) => postOn(BUDGET_POST, on),
  "/resources/blog/affordable-dublin-areas": (on: string) => postOn(DUBLIN_AREAS_POST, on),
  "/resources/blog/tenant-to-homeowner": (on: string) => postOn(TENANT_TO_HOMEOWNER_POST, on),
  "/tools": TOOLS_HUB,
  "/tools/notice-period": NOTICE_WORDS,
  "/tools/rent-review": RENT_WORDS,
  "/tools/borrowing": (on: string) => ({ ...BORROWING_WORDS, how: BORROWING_WORDS.how(on) }),
  "/tools/scheme-amounts": SCHEME_WORDS,
  // The questions a visitor is asked; result wording depends on the answers.
  "/questionnaire": { QUESTIONNAIRE_PAGE, STEP_TEXT },
  // The page's words and every entry as it stands on the date.
  "/changes": (on: string) => ({ page: CHANGES_PAGE, log: changeLog(ALL_RULES, on, pageTitle) }),
  "/contact": CONTACT,
  "/privacy": PRIVACY,
  "/terms": TERMS,
  "/cookies": COOKIES,
};

const SECTION_LABELS: Record<Section, string> = {
  home: "Home",
  buying: "Buying",
  renting: "Renting",
  schemes: "Government Schemes",
  resources: "Resources",
  tools: "Tools",
  about: "About",
};

/** "Resources › Blog" for a blog post; the section's name for top-level pages. */
export function sectionLabel(page: PageEntry): string {
  const trail = breadcrumbsFor(page.path).slice(1, -1).map((c) => c.label);
  return trail.length > 0 ? trail.join(" › ") : SECTION_LABELS[page.section];
}

/** Pages search can return: every registered page except utility pages (search itself). */
export function searchablePages(): PageEntry[] {
  return PAGES.filter((p) => !p.unlisted);
}

/** Listed pages indexed by title and description only, because no content is wired for them yet. */
export function unwiredPaths(): string[] {
  return searchablePages()
    .filter((p) => CONTENT[p.path] === undefined)
    .map((p) => p.path);
}

/** The documents as the pages read on `on` (yyyy-mm-dd): dated content is built for that date. */
export function buildDocuments(on: string, content: Readonly<Record<string, PageContent>> = CONTENT): SearchDocument[] {
  return searchablePages().map((page) => {
    const entry = content[page.path];
    const extracted = extractText(typeof entry === "function" ? entry(on) : entry ?? null);
    // The registry's own words lead, so they never repeat in the body.
    const skip = new Set([page.title, page.description]);
    const all = extracted.all.filter((s) => !skip.has(s) && !skip.has(s.replace(/\.$/, "")));
    return {
      id: page.path,
      title: page.title,
      section: sectionLabel(page),
      description: page.description,
      ...(page.keywords?.length ? { keywords: [...page.keywords] } : {}),
      headings: extracted.headings.filter((s) => !skip.has(s)),
      text: extracted.text.filter((s) => !skip.has(s)),
      body: [page.description, ...all].join(" "),
    };
  });
}
