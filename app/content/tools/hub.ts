/** Words of the tools hub, /tools. */
import { getPage } from "../pages";
import type { LinkCard } from "../types";
import { TOOLS_TAG } from "./tag";

export const TOOLS_HUB = {
  path: "/tools",
  tag: TOOLS_TAG,
  lead: "Put in your own dates and figures and get an exact answer you can share: notice periods, rent reviews, the Rent Tax Credit you can still claim, what you can borrow, what the schemes are worth to you, and whether you can afford a home.",
  cardsTitle: "Calculators",
  cards: [
    { title: "Notice period", description: "The notice a tenant or landlord must give, and the earliest date the tenancy can end.", url: "/tools/notice-period", icon: "calendar", accent: "teal" },
    { title: "Rent review", description: "When your rent can next be reviewed and the most it can rise.", url: "/tools/rent-review", icon: "trending-up", accent: "indigo" },
    { title: "Rent Tax Credit", description: "The credit for each year you rented, what you can still claim, and the last day to claim each year.", url: "/tools/rent-tax-credit", icon: "wallet", accent: "teal" },
    { title: "Borrowing limit", description: "What the Central Bank's rules let you borrow, the deposit you need and the highest price you can pay.", url: "/tools/borrowing", icon: "banknote", accent: "blue" },
    { title: "Scheme amounts", description: "Your Help to Buy refund, your First Home Scheme share and what you would repay on a later sale.", url: "/tools/scheme-amounts", icon: "euro", accent: "purple" },
    { title: getPage("/buying/plan").title, description: "Whether a home is within reach: your mortgage, both schemes, the costs and the cash you need on the day, for two homes side by side.", url: "/buying/plan", icon: "key", accent: "green" },
    { title: "Cost calculator", description: "Stamp duty, legal, survey, mortgage and moving costs for a home, added up and ready to share.", url: "/buying/costs-calculator", icon: "calculator", accent: "amber" },
  ] satisfies LinkCard[],
  note: "Every answer is worked out from the figures on this site's guide pages, each with a link to its official source. Your figures stay in the page's address and are never stored.",
};
