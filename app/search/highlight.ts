/**
 * Snippets with the matched words marked. Output is plain data (segments),
 * rendered as React elements: text is never turned into HTML, so nothing
 * in content or a query can inject markup.
 */
import { WORD, normalizeWord } from "~/lib/text";

export interface Segment {
  text: string;
  mark: boolean;
}

/** A word of a text: where it is and its normalised form. */
export interface Word {
  start: number;
  end: number;
  term: string;
}

/** Every word of a text with its offsets. Search computes this once per page and reuses it. */
export function wordsOf(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, term: normalizeWord(m[0]) }));
}

function segmentsOf(text: string, from: number, to: number, matches: Word[]): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const m of matches) {
    if (m.start < from || m.end > to) continue;
    if (m.start > at) out.push({ text: text.slice(at, m.start), mark: false });
    out.push({ text: text.slice(m.start, m.end), mark: true });
    at = m.end;
  }
  if (at < to) out.push({ text: text.slice(at, to), mark: false });
  return out;
}

/** The whole text, with every matched word marked (used for titles). */
export function highlightAll(text: string, terms: ReadonlySet<string>): Segment[] {
  return segmentsOf(text, 0, text.length, wordsOf(text).filter((w) => terms.has(w.term)));
}

/** Characters of context kept before the first match of a snippet. */
const LEAD_IN = 40;

/** Start of the window of `length` characters holding the most distinct matched terms (earliest on a tie). */
function bestWindowStart(matches: Word[], length: number): number {
  const counts = new Map<string, number>();
  let best = -1;
  let bestStart = 0;
  let right = 0;
  let left = 0;
  for (const anchor of matches) {
    const from = Math.max(0, anchor.start - LEAD_IN);
    while (left < right && matches[left]!.start < from) {
      const term = matches[left]!.term;
      const n = counts.get(term)! - 1;
      if (n === 0) counts.delete(term);
      else counts.set(term, n);
      left++;
    }
    while (right < matches.length && matches[right]!.end <= from + length) {
      const term = matches[right]!.term;
      counts.set(term, (counts.get(term) ?? 0) + 1);
      right++;
    }
    if (counts.size > best) {
      best = counts.size;
      bestStart = from;
    }
  }
  return bestStart;
}

/**
 * About `length` characters of `text` around the densest group of matched
 * words, cut at word boundaries, with "…" where text was cut. With no match
 * in the text, its beginning. `words` may be passed in when precomputed.
 */
export function makeSnippet(text: string, terms: ReadonlySet<string>, length = 220, words: Word[] = wordsOf(text)): Segment[] {
  const matches = words.filter((w) => terms.has(w.term));
  let start = matches.length > 0 && text.length > length ? bestWindowStart(matches, length) : 0;
  let end = Math.min(text.length, start + length);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    const firstMatch = matches.find((m) => m.start >= start);
    if (space !== -1 && (!firstMatch || space < firstMatch.start)) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    const lastInside = [...matches].reverse().find((m) => m.end <= end);
    if (space > start && (!lastInside || space >= lastInside.end)) end = space;
  }
  const segments = segmentsOf(text, start, end, matches);
  if (start > 0) segments.unshift({ text: "…", mark: false });
  if (end < text.length) segments.push({ text: "…", mark: false });
  return segments;
}
