/** Words of the four section hubs (spec 2.3). */
import { formatNumber } from "~/lib/format";
import { valueOn } from "~/facts/dated";
import { loanToIncome, mortgageDeposit } from "~/facts/buying";
import type { RecentArticleSet } from "./articles";
import { PLANNER_CARD } from "./tool-cards";
import type { Accent, LinkCard } from "./types";

export interface Hub {
  path: string;
  tag: string;
  title: string;
  lead: string;
  accent: Accent;
  cardsTitle: string;
  cards: LinkCard[];
  /** Accent of the Recent Articles block, or none to leave it out. */
  recentArticles?: "blue" | "green" | "purple";
  /** Which articles that block shows (the general three unless the hub has its own). */
  articles?: RecentArticleSet;
  tools?: LinkCard[];
}

/** The borrowing tool's card on the Buying hub, with the Central Bank's limits in force on `on`. */
function borrowingCard(on: string): LinkCard {
  const lti = valueOn(loanToIncome, on);
  const deposit = valueOn(mortgageDeposit, on);
  const depositWords = deposit.firstTime === deposit.other ? `at least ${deposit.firstTime}% for every buyer` : `at least ${deposit.firstTime}% for first-time buyers, ${deposit.other}% for others`;
  return {
    title: "Borrowing limit",
    description: `What the Central Bank's rules let you borrow (${formatNumber(lti.firstTime)} times your income as a first-time buyer, ${formatNumber(lti.other)} times if you have owned a home before), and the deposit you need (${depositWords}).`,
    url: "/tools/borrowing",
    icon: "banknote",
    accent: "teal",
  };
}

/** The Buying hub as it reads on `on` (ISO date): its tool card states the Central Bank's dated limits. */
export function buyingHub(on: string): Hub {
  return { ...BUYING_HUB, tools: BUYING_HUB.tools!.map((card) => (card.url === "/tools/borrowing" ? borrowingCard(on) : card)) };
}


/** The hub without dated figures (its words; buyingHub(on) adds the limits in force). */
export const BUYING_HUB: Hub = {
  path: "/buying",
  tag: "Buying",
  title: "Buying a home in Ireland",
  lead: "From your first savings to the day you get the keys: what to do, in what order, and what it will really cost.",
  accent: "blue",
  cardsTitle: "Buying guides",
  cards: [
    { title: "First-Time Buyer", description: "A 21-step checklist in four stages, and how the First Home Scheme can bridge the gap.", url: "/buying/first-time-buyer", icon: "clipboard-check", accent: "blue" },
    { title: "Mortgage Process", description: "Save a deposit, get mortgage-ready, compare lenders and consider a green mortgage.", url: "/buying/mortgage-process", icon: "landmark", accent: "green" },
    { title: "Property Search", description: "Where to look, how to judge a home at a viewing, and the 15-minute test.", url: "/buying/property-search", icon: "search", accent: "purple" },
    { title: "Costs Calculator", description: "Stamp duty, legal, survey, mortgage and moving costs, added up and ready to share.", url: "/buying/costs-calculator", icon: "calculator", accent: "amber" },
  ],
  tools: [
    PLANNER_CARD,
    { title: "Borrowing limit", description: "What the Central Bank's rules let you borrow, and the deposit you need.", url: "/tools/borrowing", icon: "banknote", accent: "teal" },
    { title: "Scheme amounts", description: "Your Help to Buy refund and First Home Scheme share, worked out.", url: "/tools/scheme-amounts", icon: "euro", accent: "indigo" },
  ],
  recentArticles: "green",
};

export const RENTING_HUB: Hub = {
  path: "/renting",
  tag: "Renting",
  title: "Renting a home in Ireland",
  lead: "Know your rights, find a place that suits you, and understand the agreement before you sign.",
  accent: "green",
  cardsTitle: "Renting guides",
  cards: [
    { title: "Rental Guide", description: "Renting basics, agreements, rights and responsibilities, and government support for renters.", url: "/renting/guide", icon: "book-open", accent: "green" },
    { title: "Tenant Rights", description: "Security of tenure, notice periods, repairs, privacy and how to resolve a dispute.", url: "/renting/tenant-rights", icon: "shield", accent: "blue" },
    { title: "Finding A Property", description: "Set a budget, search the right places, make viewings count and apply with confidence.", url: "/renting/finding-property", icon: "search", accent: "purple" },
    { title: "Rental Agreements", description: "What your lease should say about rent, deposits, repairs, rules and ending the tenancy.", url: "/renting/agreements", icon: "file-text", accent: "amber" },
  ],
  tools: [
    { title: "Notice period", description: "The notice a tenant or landlord must give, and the earliest end date.", url: "/tools/notice-period", icon: "calendar", accent: "teal" },
    { title: "Rent review", description: "When your rent can next be reviewed, and by how much.", url: "/tools/rent-review", icon: "trending-up", accent: "indigo" },
    { title: "Rent Tax Credit", description: "The credit for each year you rented, and the last day to claim each year.", url: "/tools/rent-tax-credit", icon: "wallet", accent: "green" },
  ],
  recentArticles: "purple",
  articles: "renting",
};

export const SCHEMES_HUB: Hub = {
  path: "/schemes",
  tag: "Government Schemes",
  title: "Housing schemes to help you",
  lead: "The State offers several schemes to help people buy or rent a home. Each page explains who qualifies, how much it is worth and how to apply.",
  accent: "purple",
  cardsTitle: "Schemes",
  cards: [
    { title: "Help to Buy", description: "A refund of income tax towards the deposit on a new home, for first-time buyers.", url: "/schemes/help-to-buy", icon: "piggy-bank", accent: "blue" },
    { title: "First Home", description: "A shared-equity stake from the State to bridge the gap on a new home.", url: "/schemes/first-home", icon: "home", accent: "green" },
    { title: "Mortgage Allowance", description: "Payments over five years for tenants who give up social housing to buy a home.", url: "/schemes/mortgage-allowance", icon: "banknote", accent: "purple" },
    { title: "Cost Rental", description: "Secure, long-term homes at rents well below the local market.", url: "/schemes/cost-rental", icon: "building", accent: "amber" },
    { title: "Social Housing", description: "Homes from your local authority or a housing body, with rent based on income.", url: "/schemes/social-housing", icon: "heart-handshake", accent: "rose" },
  ],
  tools: [
    { title: "Scheme amounts", description: "Work out your Help to Buy refund and First Home Scheme share.", url: "/tools/scheme-amounts", icon: "euro", accent: "indigo" },
    { title: "Find your local authority", description: "Ireland's 31 local authorities and their websites.", url: "/schemes/local-authorities", icon: "map-pin", accent: "teal" },
  ],
};

export const RESOURCES_HUB: Hub = {
  path: "/resources",
  tag: "Resources",
  title: "Housing resources & guides",
  lead: "Official websites, articles on the Irish housing market, and answers to the questions people ask most.",
  accent: "amber",
  cardsTitle: "Resources",
  cards: [
    { title: "Government Resource Links", description: "Twelve official websites: agencies, financial supports, legal advice and rental resources.", url: "/resources/guides", icon: "globe", accent: "blue" },
    { title: "Articles", description: "The budget, affordable areas, the path from renting to owning, and the schemes explained.", url: "/resources/articles", icon: "newspaper", accent: "green" },
    { title: "FAQ", description: "Answers to common questions about buying, renting and government schemes.", url: "/resources/faq", icon: "help-circle", accent: "purple" },
  ],
  recentArticles: "blue",
};

export const HUBS = [BUYING_HUB, RENTING_HUB, SCHEMES_HUB, RESOURCES_HUB];
