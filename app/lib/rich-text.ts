/**
 * A small, strict inline format for content: **bold**, *emphasis* and
 * [label](href). Nothing else is interpreted, so content can never inject
 * HTML. Internal hrefs start with "/" or "#"; anything else is external.
 */
/** Text in the inline format this module reads: **bold**, *emphasis*, [label](/internal-or-https-url). */
export type Rich = string;

export type InlineNode =
  | { type: "text"; text: string }
  | { type: "strong"; children: InlineNode[] }
  | { type: "em"; children: InlineNode[] }
  | { type: "link"; href: string; children: InlineNode[] };

const TOKEN = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ type: "text", text: source.slice(last, index) });
    const [, strong, em, label, href] = match;
    if (strong !== undefined) nodes.push({ type: "strong", children: parseInline(strong) });
    else if (em !== undefined) nodes.push({ type: "em", children: parseInline(em) });
    else nodes.push({ type: "link", href: href!, children: parseInline(label!) });
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push({ type: "text", text: source.slice(last) });
  return nodes;
}

export function isInternalHref(href: string): boolean {
  return href.startsWith("/") || href.startsWith("#");
}

/** Plain text of a rich string, for search, meta descriptions and JSON-LD. */
export function toPlainText(source: string): string {
  // Recursive, like parseInline: "**[label](/x)**" is "label".
  return source.replace(TOKEN, (_m, strong, em, label) => toPlainText(strong ?? em ?? label ?? ""));
}

/** Every link target in a rich string (content integrity tests use this). */
export function linksIn(source: string): string[] {
  const out: string[] = [];
  const walk = (nodes: InlineNode[]) => {
    for (const n of nodes) {
      if (n.type === "link") out.push(n.href);
      if ("children" in n) walk(n.children);
    }
  };
  walk(parseInline(source));
  return out;
}
