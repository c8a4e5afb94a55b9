/**
 * Government Resource Links (spec 2.7, 3): the twelve official and trusted
 * websites, each in one of five categories with its own colour. URLs come
 * from SOURCES, so a moved site is fixed in one place.
 */
import { SOURCES } from "~/facts/sources";
import type { Accent, IconName } from "./types";

export const RESOURCE_CATEGORIES = ["housing", "financial", "legal", "government", "rental"] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export interface ResourceLink {
  title: string;
  description: string;
  /** Official https URL; opens in a new tab. */
  url: string;
  category: ResourceCategory;
  icon: IconName;
}

/** Filter button labels and each category's colour (spec 2.7: "each category has its own colour"). */
export interface ResourceCategoryInfo {
  label: string;
  short: string;
  accent: Accent;
}

export const RESOURCE_CATEGORY_INFO: Record<ResourceCategory, ResourceCategoryInfo> = {
  housing: { label: "Housing Agencies", short: "Housing Agency", accent: "blue" },
  financial: { label: "Financial Resources", short: "Financial", accent: "green" },
  legal: { label: "Legal Support", short: "Legal Support", accent: "purple" },
  government: { label: "Government Websites", short: "Government", accent: "amber" },
  rental: { label: "Rental Resources", short: "Rental", accent: "rose" },
};

export const RESOURCES_PAGE = {
  path: "/resources/guides",
  tag: "Official Resources",
  title: "Government Resource Links",
  lead: "Twelve official and trusted websites for housing in Ireland. Go straight to the source for scheme rules, applications, tax reliefs and your rights as a tenant.",
  allLabel: "All Resources",
  filterLabel: "Filter resources by category",
  listLabel: "Resource links",
  visitLabel: "Visit Website",
  // Sentences with {slots} rather than functions: these words reach the browser as loader data (JSON).
  count: { all: "Showing all {total} resources", some: "Showing {shown} of {total} resources" },
  carousel: {
    previous: "Previous resource",
    next: "Next resource",
    position: "Resource {index} of {total}: {title}",
    hint: "Swipe, or use the arrow keys, to move between resources.",
  },
  moreInfo: {
    title: "Need More Information?",
    text: "Can't find what you're looking for? Our FAQ answers the questions people ask most, or you can get in touch with us directly.",
    actions: [
      { label: "Browse FAQ", url: "/resources/faq", primary: true },
      { label: "Contact Us", url: "/contact" },
    ],
  },
} as const;

/** The page's words, as its components receive them (loader data). */
export type ResourcesPageWords = typeof RESOURCES_PAGE;

export const RESOURCES: ResourceLink[] = [
  {
    title: "The Housing Agency",
    description: "The State agency that supports local authorities and approved housing bodies, with information on affordable purchase, Cost Rental and housing supports across Ireland.",
    url: SOURCES.housingAgency.url,
    category: "housing",
    icon: "building",
  },
  {
    title: "Housing for All",
    description: "The government's housing plan: its targets for new social, affordable and Cost Rental homes, and the measures and schemes that deliver them.",
    url: SOURCES.housingForAll.url,
    category: "government",
    icon: "landmark",
  },
  {
    title: "Revenue",
    description: "Ireland's tax authority. Stamp duty, the Rent Tax Credit, Local Property Tax and the tax reliefs you can claim through myAccount.",
    url: SOURCES.revenue.url,
    category: "financial",
    icon: "euro",
  },
  {
    title: "Help to Buy Incentive",
    description: "Revenue's official Help to Buy pages: who qualifies, how much income tax you can get back towards a new home, and how to apply online.",
    url: SOURCES.revenueHelpToBuy.url,
    category: "financial",
    icon: "piggy-bank",
  },
  {
    title: "First Home Scheme",
    description: "The official shared equity scheme site: check the price ceilings in your area, see the participating lenders and register for an Eligibility Certificate.",
    url: SOURCES.firstHomeScheme.url,
    category: "financial",
    icon: "key",
  },
  {
    title: "Residential Tenancies Board",
    description: "The tenancy regulator. Register a tenancy, check the rent rules and notice periods, and raise a dispute with a landlord or tenant.",
    url: SOURCES.rtb.url,
    category: "rental",
    icon: "scale",
  },
  {
    title: "Threshold",
    description: "The national housing charity. Free, confidential advice for renters facing eviction, rent increases, deposit disputes or poor conditions.",
    url: SOURCES.threshold.url,
    category: "legal",
    icon: "heart-handshake",
  },
  {
    title: "Citizens Information",
    description: "Free, independent information on your rights and entitlements: renting, buying, social housing, housing supports and how to appeal a decision.",
    url: SOURCES.citizensInformation.url,
    category: "legal",
    icon: "info",
  },
  {
    title: "Department of Housing",
    description: "The Department of Housing, Local Government and Heritage: housing policy, scheme guidance, official forms and news of changes to supports.",
    url: SOURCES.housingDepartment.url,
    category: "government",
    icon: "globe",
  },
  {
    title: "Daft.ie",
    description: "Ireland's largest property website for homes to rent and buy, with regular reports on rents and asking prices around the country.",
    url: SOURCES.daft.url,
    category: "rental",
    icon: "search",
  },
  {
    title: "MyHome.ie",
    description: "Homes for sale from estate agents nationwide, with agent contact details, asking price histories and guides for buyers.",
    url: SOURCES.myhome.url,
    category: "housing",
    icon: "home",
  },
  {
    title: "Cost Rental Homes",
    description: "Where Cost Rental homes are being built and let, how rents are set below the local market, and how to register your interest.",
    url: SOURCES.costRentalInfo.url,
    category: "rental",
    icon: "door-open",
  },
];

/** What the directory needs, for the route's loader: the components get it as props, so this module stays out of the browser's files. */
export function resourceDirectoryData() {
  return { words: RESOURCES_PAGE, categories: RESOURCE_CATEGORIES.map((value) => ({ value, ...RESOURCE_CATEGORY_INFO[value] })), resources: RESOURCES };
}
export type ResourceDirectoryData = ReturnType<typeof resourceDirectoryData>;
