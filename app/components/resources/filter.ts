/**
 * The filters of the resources directory and the FAQ: URL parameters in
 * (read with the site's query kit in loaders/resource-filters.server.ts), filtered lists out. Pure,
 * used by the loaders (server render, JavaScript off) and by the components
 * (instant updates in the browser).
 */
import { FAQ_CATEGORY_LABELS, FAQ_PAGE, type FaqCategory, type FaqItem } from "~/content/faq";
import type { ResourceCategory, ResourceLink } from "~/content/resources";
import { toPlainText } from "~/lib/rich-text";
import type { IgnoredParam } from "~/lib/params";
import { hrefWith } from "~/lib/url";
import { cleanQuery } from "~/lib/clip";
import { foldCase, queryWords, words } from "~/lib/text";

/** Longest FAQ search (the input's maxLength matches). */
export const MAX_FAQ_QUERY_LENGTH = FAQ_PAGE.maxQueryLength;

/* ---------------- Resources ---------------- */

export interface ResourceFilter {
  category: ResourceCategory | null;
  ignored: IgnoredParam[];
}

export function filterResources(resources: readonly ResourceLink[], category: ResourceCategory | null): ResourceLink[] {
  return category ? resources.filter((r) => r.category === category) : [...resources];
}

export function resourceFilterQuery(category: ResourceCategory | null): string {
  return hrefWith("", { category: category ?? "" }, ["category"]);
}

/* ---------------- FAQ ---------------- */

export interface FaqFilter {
  category: FaqCategory | null;
  q: string;
  ignored: IgnoredParam[];
  /** The search text was longer than allowed and was cut. */
  truncated: boolean;
}

/** Everything a visitor can read of an item, folded for matching: question, answer, topic. */
function faqSearchText(item: FaqItem): string {
  return words([item.question, ...item.answer.map(toPlainText), FAQ_CATEGORY_LABELS[item.category]].join(" ")).join(" ");
}

/**
 * Items of the category (all when null) whose question, answer or topic
 * contain every word of the query. A word matches the start of a word in the
 * text, so "tenan" finds "tenancy" and "deposit" finds "deposits".
 */
export function filterFaq(items: readonly FaqItem[], filter: { category: FaqCategory | null; q: string }): FaqItem[] {
  const wanted = queryWords(cleanQuery(filter.q, MAX_FAQ_QUERY_LENGTH).text);
  return items.filter((item) => {
    if (filter.category && item.category !== filter.category) return false;
    if (wanted.length === 0) return true;
    const text = ` ${faqSearchText(item)}`;
    return wanted.every((w) => text.includes(` ${foldCase(w)}`));
  });
}

export function faqFilterQuery(filter: { category: FaqCategory | null; q: string }): string {
  return hrefWith("", { q: filter.q, category: filter.category ?? "" }, ["q", "category"]);
}
