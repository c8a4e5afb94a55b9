import type { Block } from "./types";

/**
 * Every piece of reader-facing text in a content block, as rich strings (in
 * reading order). The one walker over blocks: the blog's word count and
 * plain text use it, and so do the tests that check what a page says.
 */
export function blockText(block: Block): string[] {
  switch (block.type) {
    case "p":
    case "heading":
      return [block.text];
    case "list":
      return block.items;
    case "steps":
      return block.items.flatMap((s) => [s.title, s.content]);
    case "checklist":
      return [block.title ?? "", ...block.items];
    case "table":
      return [block.caption, ...block.head, ...block.rows.flat()];
    case "callout":
      return [block.title ?? "", ...(Array.isArray(block.text) ? block.text : [block.text])];
    case "links":
      return block.items.flatMap((l) => [l.title, l.description]);
    case "history":
      return [block.title, ...block.items];
    case "source":
    case "tool":
      return [];
  }
}
