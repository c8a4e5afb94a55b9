/**
 * A generic text extractor for content modules. It walks any content value
 * (objects, arrays, strings), keeps the words a visitor reads, and drops
 * what is not prose: URLs, paths, ids, icon and colour names, dates. Rich
 * strings are reduced to plain text. Titles and headings are kept apart so
 * the index can weigh them higher. Pure: no knowledge of any one module.
 */
import { isIsoDate } from "~/lib/dates";
import { toPlainText } from "~/lib/rich-text";

export interface ExtractedText {
  /** Titles, headings and questions, in document order. */
  headings: string[];
  /** Everything else a visitor reads, in document order. */
  text: string[];
  /** Headings and text together, in document order (snippets come from here). */
  all: string[];
}

/** Keys whose string values are machine values, never prose. */
const SKIP_KEYS = new Set([
  "id", "url", "href", "path", "slug", "route", "parent", "icon", "image", "imageAlt", "color", "hoverColor",
  "accent", "tagColor", "tone", "type", "tool", "variant", "param", "reviewed", "date", "datePublished",
  "dateModified", "publishDate", "area", "category", "section",
]);

/** Keys whose string values are headings of what follows. */
const HEADING_KEYS = new Set(["title", "heading", "question", "cardsTitle"]);

const URL_LIKE = /^(?:https?:|mailto:|tel:|\/|#|\.\/)/i;
/** kebab-case or snake_case identifiers: "security-of-tenure", "define_rental_needs". */
const ID_LIKE = /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/;
/** A lone lower-case word is an enum value ("buying", "info"), not something a visitor reads. */
const ENUM_LIKE = /^[a-z0-9]+$/;

/** A value that begins with a real day (a date, or a timestamp such as a build time) is machine data, not prose. */
function isProse(value: string): boolean {
  const v = value.trim();
  return v !== "" && !URL_LIKE.test(v) && !ID_LIKE.test(v) && !ENUM_LIKE.test(v) && !isIsoDate(v.slice(0, 10));
}

export function extractText(content: unknown): ExtractedText {
  const out: ExtractedText = { headings: [], text: [], all: [] };
  const seenStrings = new Set<string>();
  const seenObjects = new WeakSet<object>();

  const add = (raw: string, heading: boolean) => {
    if (!isProse(raw)) return;
    const plain = toPlainText(raw).replace(/\s+/g, " ").trim();
    if (!plain || seenStrings.has(plain)) return;
    seenStrings.add(plain);
    (heading ? out.headings : out.text).push(plain);
    out.all.push(heading ? withStop(plain) : plain);
  };

  const walk = (value: unknown, key: string | null, parent: Record<string, unknown> | null) => {
    if (typeof value === "string") {
      if (key !== null && SKIP_KEYS.has(key)) return;
      // A { type: "heading", text } block is a heading too.
      const heading = (key !== null && HEADING_KEYS.has(key)) || (key === "text" && parent?.type === "heading");
      add(value, heading);
      return;
    }
    if (value === null || typeof value !== "object") return; // numbers, booleans, functions
    if (seenObjects.has(value)) return;
    seenObjects.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key, parent);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(record)) walk(v, k, record);
  };

  walk(content, null, null);
  return out;
}

/** Headings read as sentences in a snippet: "Who can apply. You must ..." */
function withStop(text: string): string {
  return /[.!?:;…]$/.test(text) ? text : `${text}.`;
}
