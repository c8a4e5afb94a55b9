/**
 * The words of the two article listings and the links between posts. Kept
 * apart from the posts themselves (index.ts) so the pages that only list
 * articles, and the article page's browser bundle, do not ship every post's
 * text: the post body reaches the browser once, as loader data.
 */
import { ALL_ARTICLES, BLOG_ARTICLES, type ArticleSummary } from "../articles";
import type { PageIntro } from "../types";

/** Newest first by ISO date (a string compare is a date compare for YYYY-MM-DD). */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/** The other posts, newest first, for "More articles" under a post. */
export function otherPosts(path: string): ArticleSummary[] {
  return newestFirst(BLOG_ARTICLES.filter((a) => a.slug !== path));
}

export const BACK_TO_ARTICLES = {
  label: "Back to all articles",
  /** The Recent Articles section of the Resources hub (spec 2.10). */
  href: "/resources#recent-articles",
} as const;

export interface ArticleListing extends PageIntro {
  path: string;
  articles: readonly ArticleSummary[];
}

export const ARTICLES_PAGE: ArticleListing = {
  path: "/resources/articles",
  tag: "Knowledge",
  title: "Housing Articles",
  lead: "Explainers and analysis for buyers and renters in Ireland: what the budget means for you, where to look for value in Dublin, how to get from renting to owning, and how the main government schemes work.",
  articles: ALL_ARTICLES,
};

export const BLOG_INDEX: ArticleListing = {
  path: "/resources/blog",
  tag: "Blog",
  title: "Housing Blog",
  lead: "Our analysis of housing in Ireland, newest first. For explainers on the government schemes as well, see [all housing articles](/resources/articles).",
  articles: newestFirst(BLOG_ARTICLES),
};
