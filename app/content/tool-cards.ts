/**
 * Cards for the tools, in the words a reader comes with. Their own module so
 * the home page can show them without loading the hubs' dated figures.
 */
import type { LinkCard } from "./types";

/** The purchase planner's card, in a buyer's words (issue 36): on the Buying hub and the home page. */
export const PLANNER_CARD: LinkCard = {
  title: "Can we afford it?",
  description: "Put in your incomes, savings and one or two homes: see what you can borrow, what Help to Buy and the First Home Scheme add, and the cash you need on the day.",
  url: "/buying/plan",
  icon: "calculator",
  accent: "blue",
};

/** The home page's "Work it out" cards: a question per tool (issue 36). */
export const HOME_TOOL_CARDS: LinkCard[] = [
  PLANNER_CARD,
  { title: "How much can we borrow?", description: "The Central Bank's limits on your income and the deposit you need, worked out.", url: "/tools/borrowing", icon: "banknote", accent: "teal" },
  { title: "My landlord gave me notice", description: "How much notice your landlord must give, or you must give, and the earliest date the tenancy can end.", url: "/tools/notice-period", icon: "calendar", accent: "green" },
  { title: "Can my rent go up?", description: "When your rent can next be reviewed and the most it can rise.", url: "/tools/rent-review", icon: "trending-up", accent: "indigo" },
];
