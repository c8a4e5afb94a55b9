/**
 * The search page's parameter (`q`), read with the site's query kit
 * (lib/params.ts), and `cleanQuery`, which turns a raw search string into
 * safe, bounded text. Pure and browser-safe.
 */
import { parseQuery, squash, type Check } from "~/lib/params";
import { MAX_QUERY_LENGTH } from "~/content/search-limits";

export interface CleanQuery {
  text: string;
  /** The input was longer than the limit and was cut. */
  truncated: boolean;
}

export function cleanQuery(raw: string | null | undefined, max = MAX_QUERY_LENGTH): CleanQuery {
  const text = squash(raw ?? "");
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  return { text: chars.slice(0, max).join("").trim(), truncated: true };
}

/** Any text: cleanQuery bounds it. */
export const anyText: Check<string> = (raw) => ({ ok: true, value: raw });

/** At most this many ignored parameters are reported (the rest are ignored silently). */
export const MAX_REPORTED = 5;

/** The site search page's parameters: just `q`. */
export function parseSearchParams(params: URLSearchParams) {
  return parseQuery(params, { q: anyText }, { limit: MAX_REPORTED });
}

/** "?category=legal&q=deposit" from set values, in a stable order; "" when nothing is set. */
export function toQueryString(values: Record<string, string | null | undefined>): string {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value) out.set(name, value);
  }
  const query = out.toString();
  return query ? `?${query}` : "";
}
