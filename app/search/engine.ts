/**
 * Site search over page documents with MiniSearch (BM25 ranking, prefix and
 * fuzzy matching on a radix tree). `createSiteSearch` builds the index once;
 * `searchSite` cleans a raw query, runs it and returns ranked hits with
 * highlighted titles and snippets. Pure: documents in, data out.
 */
import MiniSearch from "minisearch";
import { highlightAll, makeSnippet, wordsOf, type Segment, type Word } from "./highlight";
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from "~/content/search-limits";
import { cleanQuery } from "~/lib/clip";
import { STOP_WORDS, WORD, hasSearchableText, normalizeWord, queryWords } from "~/lib/text";

export interface SearchDocument {
  /** The page's path: the document id. */
  id: string;
  title: string;
  /** Where the page sits, e.g. "Renting" or "Resources › Blog". */
  section: string;
  description: string;
  headings: string[];
  text: string[];
  /** The everyday words people type for the page (the registry's `keywords`). */
  keywords?: string[];
  /** Description, headings and text in reading order: what snippets are cut from. */
  body: string;
}

/** One result as the page shows it (the loader sends it to the browser: nothing more). */
export interface SearchHit {
  path: string;
  titleSegments: Segment[];
  section: string;
  snippet: Segment[];
}

export type SearchResponse =
  | { kind: "empty" }
  /** Input with no letters or digits, e.g. only punctuation. */
  | { kind: "no-words"; query: string; truncated: boolean }
  | {
      kind: "results";
      query: string;
      hits: SearchHit[];
      total: number;
      truncated: boolean;
      /** More words than MAX_QUERY_WORDS: only the first ones were used. */
      wordsDropped: boolean;
    };

export interface SiteSearch {
  index: MiniSearch<SearchDocument>;
  docs: Map<string, SearchDocument>;
  /** Each body's words with offsets, computed on first use, for snippets. */
  words: Map<string, Word[]>;
}

/** The fields searched. Titles count most, then the words people type for a page, then headings and the description, then body text. */
const BOOST = { title: 4, keywords: 3, headings: 2, description: 2, text: 1 };

export const DEFAULT_LIMIT = 20;

export function createSiteSearch(documents: readonly SearchDocument[]): SiteSearch {
  const index = new MiniSearch<SearchDocument>({
    idField: "id",
    fields: Object.keys(BOOST),
    extractField: (doc, field) => {
      const value = doc[field as keyof SearchDocument];
      return Array.isArray(value) ? value.join(" ") : (value ?? "");
    },
    tokenize: (text) => Array.from(text.matchAll(WORD), (m) => m[0]),
    // Words are folded and stop words left out, in the index and in queries alike.
    processTerm: (term) => {
      const word = normalizeWord(term);
      return word && !STOP_WORDS.has(word) ? word : null;
    },
  });
  index.addAll(documents);
  return { index, docs: new Map(documents.map((d) => [d.id, d])), words: new Map() };
}

const NUMBER = /^\p{N}+$/u;

const SEARCH_OPTIONS = {
  boost: BOOST,
  // "tenan" finds tenant, tenancy, tenants. Numbers match exactly: 53000 is not 530000.
  prefix: (term: string) => term.length >= 3 && !NUMBER.test(term),
  // "morgage" finds mortgage: one typo in 4+ letters, two in 10+. Never for numbers: 53000 is not 50000.
  fuzzy: (term: string) => (term.length >= 4 && !NUMBER.test(term) ? 0.2 : false),
  maxFuzzy: 2,
};

/** Single letters and digits say little on their own; drop them unless nothing else is left. */
function meaningfulWords(text: string): string[] {
  const all = queryWords(text);
  const longer = all.filter((w) => w.length > 1);
  return longer.length > 0 ? longer : all;
}

export function searchSite(search: SiteSearch, raw: string | null | undefined, limit = DEFAULT_LIMIT): SearchResponse {
  const { text, truncated } = cleanQuery(raw, MAX_QUERY_LENGTH);
  if (text === "") return { kind: "empty" };
  if (!hasSearchableText(text)) return { kind: "no-words", query: text, truncated };

  // Repeated words add nothing but work.
  const all = [...new Set(meaningfulWords(text))];
  const used = all.slice(0, MAX_QUERY_WORDS);
  const query = used.join(" ");
  // Every word must match somewhere; if nothing matches them all, any word will do.
  let results = search.index.search(query, { ...SEARCH_OPTIONS, combineWith: "AND" });
  if (results.length === 0 && used.length > 1) results = search.index.search(query, { ...SEARCH_OPTIONS, combineWith: "OR" });

  const hits = results.slice(0, limit).map((result): SearchHit => {
    // The index holds exactly the documents of `docs`.
    const doc = search.docs.get(String(result.id))!;
    const terms = new Set(result.terms);
    return {
      path: doc.id,
      titleSegments: highlightAll(doc.title, terms),
      section: doc.section,
      snippet: makeSnippet(doc.body, terms, undefined, bodyWords(search, doc)),
    };
  });
  return { kind: "results", query: text, hits, total: results.length, truncated, wordsDropped: all.length > used.length };
}

function bodyWords(search: SiteSearch, doc: SearchDocument): Word[] {
  let words = search.words.get(doc.id);
  if (!words) {
    words = wordsOf(doc.body);
    search.words.set(doc.id, words);
  }
  return words;
}

/** Size figures for the report and the bench. */
export function indexStats(search: SiteSearch): { documents: number; terms: number; serializedBytes: number } {
  return {
    documents: search.index.documentCount,
    terms: search.index.termCount,
    serializedBytes: new TextEncoder().encode(JSON.stringify(search.index)).length,
  };
}
