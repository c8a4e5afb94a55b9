/**
 * Text normalisation shared by the site search index and the FAQ filter, so
 * both treat "Tenant's", "tenants" and "TENANTS" the same way. Pure and
 * browser-safe (the FAQ filters on the client too).
 */

/**
 * Words too common to tell pages apart. Dropped from queries (and the index)
 * so "how do I rent" matches on "rent" rather than failing on "how".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "does", "for", "from", "has", "have",
  "how", "i", "if", "in", "is", "it", "its", "me", "my", "of", "on", "or", "our", "so", "than", "that",
  "the", "their", "them", "there", "this", "to", "was", "we", "what", "when", "where", "which", "who",
  "why", "will", "with", "you", "your",
]);

/** Lower case without accents: "Fáilte" -> "failte". */
export function foldCase(text: string): string {
  // Most words are plain ASCII: skip Unicode normalisation for them (it dominates indexing time).
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Words of a text: runs of letters and digits. Thousands separators are kept
 * inside numbers, then removed, so "€53,000" and "53000" are the same word.
 */
export const WORD = /\p{N}{1,3}(?:,\p{N}{3})+|[\p{L}\p{N}]+/gu;

export function normalizeWord(word: string): string {
  const folded = foldCase(word);
  return folded.includes(",") ? folded.replace(/,/g, "") : folded;
}

export function words(text: string): string[] {
  return Array.from(text.matchAll(WORD), (m) => normalizeWord(m[0]));
}

/** Query words without stop words; if every word is a stop word, keep them all. */
export function queryWords(text: string): string[] {
  const all = words(text);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : all;
}

/** True when the text has at least one letter or digit to search for. */
export function hasSearchableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
