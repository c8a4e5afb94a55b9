/**
 * `cleanQuery`, which turns a raw search string into
 * safe, bounded text. Pure and browser-safe.
 */
import { squash } from "~/lib/clip";
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

/** "?category=legal&q=deposit" from set values, in a stable order; "" when nothing is set. */
export function toQueryString(values: Record<string, string | null | undefined>): string {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value) out.set(name, value);
  }
  const query = out.toString();
  return query ? `?${query}` : "";
}
