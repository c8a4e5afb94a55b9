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
