/**
 * The shape of a blog post and the pure helpers around it (word count,
 * reading time). The card details (title, tag, date, image) come from
 * content/articles.ts, so the Recent Articles block, the article lists and
 * the article page can never disagree.
 */
import { BLOG_ARTICLES, type ArticleSummary } from "../articles";
import type { Source } from "~/facts/sources";
import type { Accent, Rich, Section } from "../types";
import { toPlainText } from "~/lib/rich-text";
import { blockText } from "../block-text";

/** What the "Updated" box shows (built by blog/updates.ts): when the list was checked, and one item per changed claim. */
export interface UpdatedNote {
  /** ISO date the rules behind the items were last checked. */
  date: string;
  title: string;
  intro: Rich;
  items: Rich[];
}

export interface BlogPost {
  /** Full path, e.g. /resources/blog/tenant-to-homeowner. */
  path: string;
  /** Last segment of the path. */
  slug: string;
  title: string;
  tag: string;
  /** Colour of the header and its tag. */
  accent: Accent;
  /** ISO date. */
  publishDate: string;
  /** One or two sentences: the header's lead, the meta description and the JSON-LD description. */
  description: string;
  image: string;
  imageAlt: string;
  /** The body: each section is an <h2> and its blocks. */
  sections: Section[];
  /** Official sources for the figures quoted. */
  sources: Source[];
  /** The dated "Updated" box (blog/updates.ts), added by the loader for today's date; absent or null when nothing has changed. */
  updated?: UpdatedNote | null;
}

/** Builds a post from its card summary plus the body, so shared details are written once. */
export function definePost(
  path: string,
  body: { accent: Accent; description: string; sections: Section[]; sources: Source[] },
): BlogPost {
  const summary: ArticleSummary | undefined = BLOG_ARTICLES.find((a) => a.slug === path);
  if (!summary) throw new Error(`No article summary for ${path}`);
  return {
    path,
    slug: path.slice(path.lastIndexOf("/") + 1),
    title: summary.title,
    tag: summary.tag,
    publishDate: summary.date,
    image: summary.image,
    imageAlt: summary.imageAlt,
    ...body,
  };
}

/** The article body as plain text (headings included), for counting and search. */
export function postPlainText(post: BlogPost): string {
  const parts: Rich[] = post.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(blockText)]);
  return parts.map(toPlainText).join("\n");
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function postWordCount(post: BlogPost): number {
  return countWords(postPlainText(post));
}

/** Minutes at an unhurried 200 words a minute, never less than one. */
export function readingMinutes(post: BlogPost): number {
  return Math.max(1, Math.round(postWordCount(post) / 200));
}
