/**
 * Reads the resources and FAQ filters from the URL (server-only, so zod stays
 * out of the browser's JavaScript); the filtering itself is in filter.ts.
 */
import { z } from "zod";
import { FAQ_CATEGORIES } from "~/content/faq";
import { RESOURCE_CATEGORIES } from "~/content/resources";
import { cleanQuery } from "~/search/params";
import { parseParams } from "~/search/params.server";
import { MAX_FAQ_QUERY_LENGTH, type FaqFilter, type ResourceFilter } from "./filter";

export function parseResourceFilter(params: URLSearchParams): ResourceFilter {
  const { values, ignored } = parseParams(params, { category: z.enum(RESOURCE_CATEGORIES) });
  return { category: values.category ?? null, ignored };
}

export function parseFaqFilter(params: URLSearchParams): FaqFilter {
  const { values, ignored } = parseParams(params, { category: z.enum(FAQ_CATEGORIES), q: z.string() });
  const q = cleanQuery(values.q, MAX_FAQ_QUERY_LENGTH);
  return { category: values.category ?? null, q: q.text, ignored, truncated: q.truncated };
}
