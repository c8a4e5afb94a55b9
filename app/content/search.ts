/** Words of the search page (/search) and of the notes shown when part of a link is ignored. */
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from "~/content/search-limits";

export const SEARCH_PAGE = {
  path: "/search",
  title: "Search the guide",
  lead: "Search every guide, scheme page, article and answer on this site.",
  inputLabel: "Search for",
  button: "Search",
  resultsTitle: "Results",
  empty: {
    title: "What are you looking for?",
    text: "Type a word or two, for example “deposit”, “notice period” or “Help to Buy”, or start from one of the sections below.",
  },
  noWords: {
    title: "Try searching with words",
    text: "Your search had no letters or numbers in it. Type a word such as “rent” or “mortgage”.",
  },
  noResults: {
    title: (query: string) => `No pages match “${query}”`,
    text: "Check the spelling, try fewer or more general words, or browse a section:",
  },
  count: (total: number, query: string) => `${total} ${total === 1 ? "page matches" : "pages match"} “${query}”`,
  shownOf: (shown: number) => `Showing the best ${shown}.`,
  truncated: `Your search was long, so only its first ${MAX_QUERY_LENGTH} characters were used.`,
  wordsDropped: `Only the first ${MAX_QUERY_WORDS} words of your search were used.`,
  browse: [
    { label: "Buying", url: "/buying" },
    { label: "Renting", url: "/renting" },
    { label: "Government Schemes", url: "/schemes" },
    { label: "Resources", url: "/resources" },
    { label: "FAQ", url: "/resources/faq" },
  ],
};

/** The search box in the site header (every page). */
export const HEADER_SEARCH = {
  action: "/search",
  label: "Search the guide",
  placeholder: "Search",
  /** The submit button's accessible name (it shows only a magnifier). */
  button: "Search",
};

