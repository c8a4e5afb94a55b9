/** Words of the home page. */
import { HOME_TOOL_CARDS } from "./tool-cards";
import type { CallToAction, LinkCard } from "./types";

export const HOME = {
  hero: {
    tag: "Your guide to housing in Ireland",
    title: "Find, buy or rent a home in Ireland",
    lead: "Guiding you through your journey to find, buy, or rent a home in Ireland. Plain answers on costs, government schemes and your rights, from official sources.",
    primaryAction: "Start Questionnaire",
    secondaryAction: { label: "First-time buyer guide", url: "/buying/first-time-buyer" },
  },
  categoriesTitle: "Where would you like to start?",
  categories: [
    { title: "Buying", description: "A step-by-step checklist, mortgage preparation, property search tips and a full cost calculator.", url: "/buying", icon: "key", accent: "blue" },
    { title: "Renting", description: "Renting basics, your rights as a tenant, finding a place and understanding your lease.", url: "/renting", icon: "building", accent: "green" },
    { title: "Government Schemes", description: "Help to Buy, the First Home Scheme, Cost Rental, Social Housing and the Mortgage Allowance Scheme.", url: "/schemes", icon: "landmark", accent: "purple" },
    { title: "Resources", description: "Official resource links, housing articles and answers to the questions people ask most.", url: "/resources", icon: "book-open", accent: "amber" },
  ] satisfies LinkCard[],
  /** The tools, named by the question a reader comes with (issue 36: the planner was found only deep in a guide). */
  toolsTitle: "Work it out",
  tools: HOME_TOOL_CARDS,
  closing: {
    title: "Still have questions?",
    text: "Answer a few short questions and we'll point you to the schemes and supports that may fit your situation, and explain why.",
    actions: [],
  } satisfies CallToAction,
  closingButton: "Start Your Housing Journey",
};
