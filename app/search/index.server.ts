/**
 * The site's search index, shared by every request. Content is compiled into
 * the server, but pages that state dated rules read differently from one day
 * to the next, so the index is built for today's date (in Ireland) and built
 * again when the date changes.
 */
import { performance } from "node:perf_hooks";
import { siteToday } from "~/lib/today.server";
import { buildDocuments } from "./documents.server";
import { createSiteSearch, indexStats, searchSite, type SearchResponse } from "./engine";

let built: { on: string; index: ReturnType<typeof createSiteSearch>; ms: number } | undefined;

function indexFor(on: string) {
  if (built?.on !== on) {
    const started = performance.now();
    const index = createSiteSearch(buildDocuments(on));
    built = { on, index, ms: performance.now() - started };
  }
  return built;
}

// Build at start-up, so the first search does not pay for it.
indexFor(siteToday());

export function search(query: string | null | undefined): SearchResponse {
  return searchSite(indexFor(siteToday()).index, query);
}

export function searchIndexStats() {
  const { index, ms } = indexFor(siteToday());
  return { ...indexStats(index), buildMs: ms };
}
