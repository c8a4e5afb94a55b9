/**
 * The site's one clip for untrusted text shown back (a link's names and
 * values), and the one clean of a free-text query (the site search, the FAQ
 * filter): part of the query kit (params.ts), in a file of its own so a page
 * that only cleans a search box does not load the kit.
 */
/** Longest name or value echoed back (in code points); longer ones are cut and end with "…". */
export const MAX_ECHO = 40;
/** Control and invisible formatting characters, and lone surrogates from bad encodings. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;

/** Invisible characters as spaces, runs of space as one, trimmed. */
export function squash(text: string): string {
  return text.replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
}

/**
 * A short, display-safe version of untrusted text: invisible characters
 * become spaces, runs of space one, and it is cut after `max` code points
 * (never inside an emoji's surrogate pair). React escapes it; this bounds it.
 */
export function clip(text: string, max = MAX_ECHO): string {
  const cleaned = squash(text);
  const chars = Array.from(cleaned);
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : cleaned;
}

export interface CleanQuery {
  text: string;
  /** The input was longer than the limit and was cut. */
  truncated: boolean;
}

/** A raw search string as safe, bounded text: squashed, and cut after `max` code points. */
export function cleanQuery(raw: string | null | undefined, max: number): CleanQuery {
  const text = squash(raw ?? "");
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  return { text: chars.slice(0, max).join("").trim(), truncated: true };
}
