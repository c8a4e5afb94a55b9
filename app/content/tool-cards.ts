/**
 * Cards for the tools, in the words a reader comes with. Their own module so
 * the home page can show them without loading the hubs' dated figures.
 */
import { getPage } from "./pages";
import type { LinkCard } from "./types";

/**
 * The purchase planner's card, on the Buying hub and the home page: titled
 * with the planner's one name (its registry entry), the question a buyer
 * comes with leading the description (issues 36 and 46).
 */
export const PLANNER_CARD: LinkCard = {
  title: getPage("/buying/plan").title,
  description: "Can we afford it? Put in your incomes, savings and one or two homes: see what you can borrow, what Help to Buy and the First Home Scheme add, and the cash you need on the day.",
  url: "/buying/plan",
  icon: "calculator",
  accent: "blue",
};

/** The home page's "Work it out" cards: a question per tool (issue 36), the Rent Tax Credit among them (issue 46). */
export const HOME_TOOL_CARDS: LinkCard[] = [
  PLANNER_CARD,
  { title: "How much can we borrow?", description: "The Central Bank's limits on your income and the deposit you need, worked out.", url: "/tools/borrowing", icon: "banknote", accent: "teal" },
  { title: "My landlord gave me notice", description: "How much notice your landlord must give, or you must give, and the earliest date the tenancy can end.", url: "/tools/notice-period", icon: "calendar", accent: "green" },
  { title: "Can my rent go up?", description: "When your rent can next be reviewed and the most it can rise.", url: "/tools/rent-review", icon: "trending-up", accent: "indigo" },
  { title: "Can I get tax back on my rent?", description: "The Rent Tax Credit for each year you rented, what you can still claim, and the last day to claim each year.", url: "/tools/rent-tax-credit", icon: "wallet", accent: "purple" },
];
