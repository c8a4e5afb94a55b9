/**
 * Reads the resources and FAQ filters from the URL with the site's query kit
 * (lib/params.ts). Loaders only: the browser never reads these links itself
 * (the filters are links), so the kit stays out of these pages' JavaScript.
 */
import { FAQ_CATEGORIES } from "~/content/faq";
import { RESOURCE_CATEGORIES } from "~/content/resources";
import { cleanQuery } from "~/lib/clip";
import { anyText, choiceCheck, MAX_REPORTED, parseQuery } from "~/lib/params";
import { MAX_FAQ_QUERY_LENGTH, type FaqFilter, type ResourceFilter } from "~/components/resources/filter";

export function parseResourceFilter(params: URLSearchParams): ResourceFilter {
  const { values, ignored } = parseQuery(params, { category: choiceCheck(RESOURCE_CATEGORIES, "") }, { limit: MAX_REPORTED });
  return { category: values.category ?? null, ignored };
}

export function parseFaqFilter(params: URLSearchParams): FaqFilter {
  const { values, ignored } = parseQuery(params, { category: choiceCheck(FAQ_CATEGORIES, ""), q: anyText }, { limit: MAX_REPORTED });
  const q = cleanQuery(values.q, MAX_FAQ_QUERY_LENGTH);
  return { category: values.category ?? null, q: q.text, ignored, truncated: q.truncated };
}
