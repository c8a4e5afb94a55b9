/**
 * URL parameters are parsed, never trusted (the zod-based `parseParams` is in
 * params.server.ts, so zod stays out of the browser's JavaScript). `cleanQuery`
 * turns a raw search string into safe, bounded text. Pure and browser-safe.
 */
import { MAX_QUERY_LENGTH } from "~/content/search-limits";

/** Longest name or value repeated back in a note. */
const MAX_ECHO = 40;

export interface CleanQuery {
  text: string;
  /** The input was longer than the limit and was cut. */
  truncated: boolean;
}

/** Control and invisible formatting characters, and lone surrogates from bad encodings. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;

export function cleanQuery(raw: string | null | undefined, max = MAX_QUERY_LENGTH): CleanQuery {
  const text = (raw ?? "").replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  return { text: chars.slice(0, max).join("").trim(), truncated: true };
}

/** A short, display-safe version of untrusted text (React escapes it; this bounds it). */
export function clip(text: string, max = MAX_ECHO): string {
  const cleaned = text.replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
  const chars = Array.from(cleaned);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : cleaned;
}

export interface IgnoredParam {
  name: string;
  value: string;
  reason: "unknown" | "invalid" | "repeated";
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
