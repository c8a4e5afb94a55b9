/**
 * The header navigation, as the specification's section 2.1 lists it, plus
 * the purchase planner under Buying (issue 36: buyers could not find it) and
 * the Rent Tax Credit tool under Renting (issue 46: renters could not find it),
 * each after the specification's items. Labels here are menu labels; page
 * titles live in pages.ts, and the two added items take their label from
 * their registry entry, so the menu and the page never name them apart.
 */
import { getPage } from "./pages";
import type { IconName } from "./types";

/** A page added to the specification's menu, labelled as its breadcrumb names it. */
const added = (route: string) => ({ label: getPage(route).crumb, route });

export interface NavItem {
  label: string;
  route: string;
  icon: IconName;
  subItems?: { label: string; route: string }[];
}

export const NAV: NavItem[] = [
  { label: "Home", route: "/", icon: "home" },
  {
    label: "Buying",
    route: "/buying",
    icon: "key",
    subItems: [
      { label: "First-Time Buyer", route: "/buying/first-time-buyer" },
      { label: "Mortgage Process", route: "/buying/mortgage-process" },
      { label: "Property Search", route: "/buying/property-search" },
      { label: "Costs Calculator", route: "/buying/costs-calculator" },
      // Added to the specification's four (issue 36): the purchase planner.
      added("/buying/plan"),
    ],
  },
  {
    label: "Renting",
    route: "/renting",
    icon: "building",
    subItems: [
      { label: "Rental Guide", route: "/renting/guide" },
      { label: "Tenant Rights", route: "/renting/tenant-rights" },
      { label: "Finding A Property", route: "/renting/finding-property" },
      { label: "Rental Agreements", route: "/renting/agreements" },
      // Added to the specification's four (issue 46): the Rent Tax Credit tool.
      added("/tools/rent-tax-credit"),
    ],
  },
  {
    label: "Government Schemes",
    route: "/schemes",
    icon: "landmark",
    subItems: [
      { label: "Help to Buy", route: "/schemes/help-to-buy" },
      { label: "First Home", route: "/schemes/first-home" },
      { label: "Cost Rental", route: "/schemes/cost-rental" },
      { label: "Social Housing", route: "/schemes/social-housing" },
      { label: "Mortgage Allowance", route: "/schemes/mortgage-allowance" },
    ],
  },
  {
    label: "Resources",
    route: "/resources",
    icon: "book-open",
    subItems: [
      { label: "Government Resource Links", route: "/resources/guides" },
      { label: "Articles", route: "/resources/articles" },
      { label: "FAQ", route: "/resources/faq" },
    ],
  },
];

export const FOOTER = {
  brand:
    "Independent, plain-English guidance for everyone in Ireland looking for a home: buyers, renters and people who need support. Nothing about you is stored.",
  headings: { quickLinks: "Quick Links", official: "Official Resources", contact: "Contact Us" },
  /** The bottom line: the year, the site's name, and what the site is not. */
  bottomLine: (year: number, siteName: string) => `© ${year} ${siteName}. General information, not financial or legal advice.`,
  quickLinks: [
    { label: "Buying", route: "/buying" },
    { label: "Renting", route: "/renting" },
    { label: "Government Schemes", route: "/schemes" },
    { label: "Resources", route: "/resources" },
    { label: "Blog", route: "/resources/blog" },
  ],
  /** On the bottom line before the policies: where every change to a rule is listed (issue 14). */
  changes: { label: "What's Changed", route: "/changes" },
  /** Beside it: the same rules as open data (JSON, CSV). */
  data: { label: "Open Data", route: "/data" },
  policies: [
    { label: "Privacy Policy", route: "/privacy" },
    { label: "Terms of Service", route: "/terms" },
    { label: "Cookie Policy", route: "/cookies" },
  ],
};

/** The header's and the phone menu's own words (the menu labels are NAV's). */
export const NAV_WORDS = {
  skip: "Skip to main content",
  home: (siteName: string) => `${siteName}, home`,
  main: "Main",
  mobile: "Mobile",
  search: "Search the guide",
  /** The chevron that opens a section's dropdown. */
  subPages: (label: string) => `${label} pages`,
  /** Without JavaScript, the menu is a link to the footer's quick links. */
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  overview: (label: string) => `${label} overview`,
};
