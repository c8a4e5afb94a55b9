/**
 * The FAQ (spec 2.11; content spec "FAQ"): its four topics, the page's
 * words, and the shape of a question. The questions themselves are built
 * for a date on the server (./faq-items.ts), so the browser never loads the
 * figures they quote: the route's loader sends them.
 */
import type { IconName, Rich } from "./types";
export const FAQ_CATEGORIES = ["buying", "renting", "schemes", "general"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqItem {
  /** Anchor id (#id opens the item). */
  id: string;
  question: string;
  /** Paragraphs of rich text. */
  answer: Rich[];
  category: FaqCategory;
  icon: IconName;
}

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  buying: "Buying",
  renting: "Renting",
  schemes: "Government Schemes",
  general: "General",
};

/** Longest FAQ search kept (the box's maxLength matches). */
const MAX_QUERY_LENGTH = 100;

export const FAQ_PAGE = {
  path: "/resources/faq",
  tag: "Frequently Asked Questions",
  title: "Your Housing Questions Answered",
  lead: "Straight answers to the questions people ask most about buying, renting and government housing schemes in Ireland, with links to the full guides.",
  allLabel: "All Questions",
  filterLabel: "Filter questions by topic",
  searchLabel: "Search the questions",
  searchPlaceholder: "Search for a question...",
  searchButton: "Search",
  maxQueryLength: MAX_QUERY_LENGTH,
  truncated: `Your search was long, so only its first ${MAX_QUERY_LENGTH} characters were used.`,
  resultsTitle: "Questions",
  countText: (shown: number, total: number) => (shown === total ? `Showing all ${total} questions` : `Showing ${shown} of ${total} questions`),
  noMatches: {
    title: "No questions match your search",
    text: "Try fewer or different words, or look in all topics.",
    reset: "Clear search and show all questions",
  },
  stillHaveQuestions: {
    title: "Still have questions?",
    text: "Our list of official resources points you to the right State body or advice service, or you can get in touch with us.",
    actions: [
      { label: "Government Resource Links", url: "/resources/guides", primary: true },
      { label: "Contact Us", url: "/contact" },
    ],
  },
} as const;
