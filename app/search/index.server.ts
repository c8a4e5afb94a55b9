/**
 * The site's search index, built once when the server starts (this module is
 * evaluated when the route that imports it loads) and shared by every
 * request. Content is compiled into the server, so it cannot change while
 * the process runs.
 */
import { performance } from "node:perf_hooks";
import { buildDocuments } from "./documents.server";
import { createSiteSearch, indexStats, searchSite, type SearchResponse } from "./engine";

const started = performance.now();
const SITE_SEARCH = createSiteSearch(buildDocuments());
/** Milliseconds spent extracting the content and building the index. */
export const INDEX_BUILD_MS = performance.now() - started;

export function search(query: string | null | undefined): SearchResponse {
  return searchSite(SITE_SEARCH, query);
}

export function searchIndexStats() {
  return { ...indexStats(SITE_SEARCH), buildMs: INDEX_BUILD_MS };
}
