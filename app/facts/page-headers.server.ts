/**
 * Cache headers for content pages. A page states the rules in force today,
 * so no cache may keep it past the next day a rule starts or ends
 * (facts/dated-rules.ts lists every rule): lib/http.server works out the policy
 * from that day.
 */
import { cacheControlUntil, datedPageCacheControl } from "~/lib/http.server";
import { siteToday } from "~/lib/today.server";
import { nextChangeAfter, type AnyRule } from "~/facts/dated";
import { ALL_RULES } from "~/facts/dated-rules";

export function contentCacheControl(now: Date = new Date(), rules: readonly AnyRule[] = ALL_RULES): string {
  return cacheControlUntil(nextChangeAfter(rules, siteToday(now)), now);
}

export function pageHeaders(extra?: HeadersInit, now: Date = new Date()): Headers {
  const headers = new Headers(extra);
  headers.set("Cache-Control", contentCacheControl(now));
  return headers;
}

/**
 * For a page whose browser code works with today's date (a tool in its
 * content judges "in the future" by it): today in Ireland, to pass down in
 * the loader's data, and headers that let no cache keep the page past
 * midnight in Ireland, when that date changes. One clock reading for both.
 */
export function pageToday(now: Date = new Date()): { today: string; headers: Headers } {
  return { today: siteToday(now), headers: new Headers({ "Cache-Control": datedPageCacheControl(now) }) };
}
