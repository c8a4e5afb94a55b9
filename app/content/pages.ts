/**
 * The one registry of pages. Navigation, breadcrumbs, the sitemap, search
 * and the tests that visit every route all read from here, so a new page is
 * declared once. `crumb` is the short label used in breadcrumbs and menus.
 */
import type { Crumb } from "~/lib/jsonld";
import type { PageEntry } from "./page-entry";
import { LAST_REVIEWED } from "~/facts/reviewed";
import { TOOL_PAGES } from "./tools/pages";

export type { PageEntry, Section } from "./page-entry";
export type { Crumb } from "~/lib/jsonld";

const REVIEWED = LAST_REVIEWED;

export const PAGES: readonly PageEntry[] = [
  { path: "/", title: "Find, buy or rent a home in Ireland", crumb: "Home", section: "home", reviewed: REVIEWED,
    description: "Free, independent guidance for people in Ireland who want to find, buy or rent a home: costs, government schemes, renters' rights and official resources." },

  { path: "/buying", title: "Buying a home in Ireland", crumb: "Buying", section: "buying", parent: "/", reviewed: REVIEWED,
    description: "Everything first-time and other buyers need: a step-by-step checklist, mortgage preparation, property search tips and a full purchase cost calculator." },
  { path: "/buying/first-time-buyer", title: "First-time buyer checklist and First Home Scheme", crumb: "First-Time Buyer", section: "buying", parent: "/buying", reviewed: REVIEWED,
    description: "A 21-step checklist for first-time buyers in Ireland, from saving a deposit to getting the keys, and how the First Home Scheme can bridge the gap." },
  { path: "/buying/mortgage-process", title: "Preparing for your mortgage journey", crumb: "Mortgage Process", section: "buying", parent: "/buying", reviewed: REVIEWED,
    description: "How to save a deposit, get mortgage-ready, compare lenders and green mortgages, and what the Central Bank lending limits mean for you." },
  { path: "/buying/property-search", title: "Property search guide", crumb: "Property Search", section: "buying", parent: "/buying", reviewed: REVIEWED,
    description: "Where to look for homes for sale in Ireland, how to judge a property at a viewing, and what to check before you make an offer." },
  { path: "/buying/costs-calculator", title: "Home purchase cost calculator", crumb: "Cost Calculator", section: "buying", parent: "/buying", reviewed: REVIEWED,
    description: "Work out stamp duty, legal, survey, mortgage and moving costs for a home in Ireland, and share or download the breakdown as a PDF.",
    keywords: ["how much does buying a house cost", "closing costs", "solicitor fees", "stamp duty calculator", "total cost", "cash needed"] },
  // The planner's one name (issue 46: it had three). The menu (nav.ts), the cards (tool-cards.ts,
  // tools/hub.ts), the heading, the breadcrumb, the page title and search all read it from here.
  // "Affordability planner": the word a buyer types and a lender uses ("afford", "affordability"),
  // a noun that reads right in a menu, a breadcrumb and a sentence, and fits one buyer as well as two.
  { path: "/buying/plan", title: "Affordability planner", crumb: "Affordability Planner", section: "buying", parent: "/buying", reviewed: REVIEWED,
    description: "See whether a home is within reach: what you can borrow, what Help to Buy and the First Home Scheme add, and the cash you need on the day, for two homes side by side.",
    keywords: ["can we afford it", "afford", "affordability", "how much can we borrow", "how much cash do we need", "deposit", "compare two houses", "compare two homes", "purchase planner", "plan a purchase", "budget"] },

  { path: "/renting", title: "Renting a home in Ireland", crumb: "Renting", section: "renting", parent: "/", reviewed: REVIEWED,
    description: "Guides for renters in Ireland: the basics of renting, your rights as a tenant, finding a property and understanding your rental agreement." },
  { path: "/renting/guide", title: "Rental guide", crumb: "Rental Guide", section: "renting", parent: "/renting", reviewed: "2026-11-24",
    description: "Renting basics in Ireland: agreements, rights and responsibilities, rent reviews and the government supports available to renters." },
  { path: "/renting/tenant-rights", title: "Your rights as a renter in Ireland", crumb: "Tenant Rights", section: "renting", parent: "/renting", reviewed: "2026-11-24",
    description: "Security of tenure, notice periods for tenants and landlords, repairs, privacy and how to raise a dispute with the Residential Tenancies Board." },
  { path: "/renting/finding-property", title: "Finding your ideal rental property", crumb: "Finding A Property", section: "renting", parent: "/renting", reviewed: "2026-11-24",
    description: "Set a rental budget, search the right places, get the most from viewings and put together an application that landlords say yes to." },
  { path: "/renting/agreements", title: "Understanding your rental agreement", crumb: "Rental Agreements", section: "renting", parent: "/renting", reviewed: "2026-11-24",
    description: "What a lease in Ireland should say about the parties, the property, rent, deposits, repairs, house rules and ending the tenancy." },

  { path: "/schemes", title: "Government housing schemes", crumb: "Schemes", section: "schemes", parent: "/", reviewed: REVIEWED,
    description: "Housing schemes to help you: Help to Buy, the First Home Scheme, the Mortgage Allowance Scheme, Cost Rental and Social Housing explained." },
  { path: "/schemes/help-to-buy", title: "Help to Buy scheme", crumb: "Help to Buy", section: "schemes", parent: "/schemes", reviewed: REVIEWED,
    description: "How much the Help to Buy refund is, who can apply, how to claim it through Revenue, and what is repaid if you sell within five years." },
  { path: "/schemes/first-home", title: "First Home Scheme", crumb: "First Home Scheme", section: "schemes", parent: "/schemes", reviewed: REVIEWED,
    description: "How the First Home Scheme's shared equity works, the price ceilings by area, who qualifies, how to apply and how the equity share is repaid." },
  { path: "/schemes/cost-rental", title: "Cost Rental scheme", crumb: "Cost Rental Scheme", section: "schemes", parent: "/schemes", reviewed: REVIEWED,
    description: "Cost Rental homes in Ireland: rents below the market, long secure tenancies, who can apply and how to register your interest." },
  { path: "/schemes/social-housing", title: "Social housing support", crumb: "Social Housing", section: "schemes", parent: "/schemes", reviewed: REVIEWED,
    description: "Who qualifies for social housing, the income bands by area, how to apply to your local authority and what support there is while you wait." },
  { path: "/schemes/mortgage-allowance", title: "Mortgage Allowance Scheme", crumb: "Mortgage Allowance", section: "schemes", parent: "/schemes", reviewed: REVIEWED,
    description: "The Mortgage Allowance Scheme's payments over five years, who is eligible, what it requires and what it excludes." },
  { path: "/schemes/local-authorities", title: "Find your local authority", crumb: "Local Authorities", section: "schemes", parent: "/schemes", reviewed: REVIEWED,
    description: "Ireland's 31 local authorities, with links to their official websites, for social housing, the Mortgage Allowance Scheme and housing loans." },

  { path: "/resources", title: "Housing resources and guides", crumb: "Resources", section: "resources", parent: "/", reviewed: REVIEWED,
    description: "Official government resource links, housing articles and answers to common questions about buying and renting in Ireland." },
  { path: "/resources/guides", title: "Government resource links", crumb: "Government Resource Links", section: "resources", parent: "/resources", reviewed: REVIEWED,
    description: "Twelve official websites for housing in Ireland: agencies, financial supports, legal advice, government departments and rental resources." },
  { path: "/resources/articles", title: "Housing articles", crumb: "Articles", section: "resources", parent: "/resources", reviewed: REVIEWED,
    description: "Articles on the Irish housing market, the budget's effect on buyers and renters, affordable areas and moving from renting to owning." },
  { path: "/resources/faq", title: "Frequently asked housing questions", crumb: "FAQ", section: "resources", parent: "/resources", reviewed: "2026-11-24",
    description: "Answers to common questions about buying, renting, government schemes and housing in Ireland, searchable and sorted by topic." },
  { path: "/resources/blog", title: "Housing blog", crumb: "Blog", section: "resources", parent: "/resources", reviewed: REVIEWED,
    description: "Analysis of Irish housing: the budget, affordable areas of Dublin, and the path from tenant to homeowner." },
  { path: "/resources/blog/2023-budget-housing-impact", title: "How the budget affects housing", crumb: "How the Budget Affects Housing", section: "resources", parent: "/resources/blog", reviewed: REVIEWED,
    description: "What the budget's housing measures mean for renters, first-time buyers and homeowners: tax credits, schemes, grants and taxes." },
  { path: "/resources/blog/affordable-dublin-areas", title: "Affordable areas to buy in Dublin", crumb: "Affordable Dublin Areas", section: "resources", parent: "/resources/blog", reviewed: REVIEWED,
    description: "Where first-time buyers can still find value in and around Dublin, and what to weigh up beyond the asking price." },
  { path: "/resources/blog/tenant-to-homeowner", title: "From tenant to homeowner", crumb: "From Tenant to Homeowner", section: "resources", parent: "/resources/blog", reviewed: REVIEWED,
    description: "A practical path from renting to owning in Ireland: saving while renting, the schemes that help, and the steps to your first home." },

  { path: "/tools", title: "Housing tools", crumb: "Tools", section: "tools", parent: "/", reviewed: REVIEWED,
    description: "Calculators for notice periods, rent reviews, the Rent Tax Credit, borrowing limits and scheme amounts, with answers you can share." },
  ...TOOL_PAGES,

  { path: "/questionnaire", title: "Housing questionnaire", crumb: "Questionnaire", section: "tools", parent: "/", reviewed: REVIEWED,
    description: "Answer a few short questions to see which government housing schemes and supports you may qualify for, and why.",
    keywords: ["what am I entitled to", "which schemes", "eligibility", "do I qualify", "help with housing"] },
  { path: "/search", title: "Search", crumb: "Search", section: "about", parent: "/", reviewed: REVIEWED, unlisted: true,
    description: "Search every guide, scheme page, article and answer on the Irish Housing Guide." },

  { path: "/changes", title: "What's changed", crumb: "What's Changed", section: "about", parent: "/", reviewed: "2026-11-24",
    description: "Every change to a housing rule this site states, newest first: when it took effect, what it was, what it is now, the source and how sure we are. With an Atom feed." },

  { path: "/data", title: "Housing rules as open data", crumb: "Open Data", section: "about", parent: "/", reviewed: "2026-11-27",
    description: "Every dated housing rule this site states, with its periods, Acts and sections, the sources' own words and how sure we are, as JSON and CSV under CC BY 4.0. With curl examples and the changes feed." },

  { path: "/contact", title: "Contact us", crumb: "Contact", section: "about", parent: "/", reviewed: REVIEWED,
    description: "How to contact the Irish Housing Guide, and where to get personal advice on housing in Ireland." },
  { path: "/privacy", title: "Privacy policy", crumb: "Privacy Policy", section: "about", parent: "/", reviewed: REVIEWED,
    description: "The Irish Housing Guide stores nothing about you: no accounts, no tracking, no analytics cookies. Here is exactly what happens when you visit." },
  { path: "/terms", title: "Terms of service", crumb: "Terms of Service", section: "about", parent: "/", reviewed: REVIEWED,
    description: "The terms for using the Irish Housing Guide: general information, not financial or legal advice." },
  { path: "/cookies", title: "Cookie policy", crumb: "Cookie Policy", section: "about", parent: "/", reviewed: REVIEWED,
    description: "The Irish Housing Guide sets no cookies. This page explains what that means and what your browser may still store." },
];

const byPath = new Map(PAGES.map((p) => [p.path, p]));

export function getPage(path: string): PageEntry {
  const page = byPath.get(path);
  if (!page) throw new Error(`No page registered for ${path}`);
  return page;
}

export function findPage(path: string): PageEntry | undefined {
  return byPath.get(path);
}

/** A page's title by its path: what app/facts is handed to name the pages a rule is stated on (/changes, /data). */
export function pageTitle(path: string): string | undefined {
  return findPage(path)?.title;
}

/** Home > ... > the page itself, from the registry's parent links. */
export function breadcrumbsFor(path: string, currentLabel?: string): Crumb[] {
  const chain: PageEntry[] = [];
  for (let page = findPage(path); page; page = page.parent ? findPage(page.parent) : undefined) {
    chain.unshift(page);
  }
  return chain.map((page, i) => ({
    label: i === chain.length - 1 && currentLabel ? currentLabel : page.crumb,
    path: page.path,
    isCurrent: i === chain.length - 1 || undefined,
  }));
}

export function childrenOf(path: string): PageEntry[] {
  return PAGES.filter((p) => p.parent === path);
}
