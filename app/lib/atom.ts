/**
 * An Atom 1.0 feed (RFC 4287) written out as XML: the envelope, the entries
 * and the escaping. It knows no words of the site; the feed's title, its
 * entries and their ids come from the caller (content/changes-feed.ts).
 */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

export interface AtomEntry {
  id: string;
  title: string;
  /** RFC 3339 date-time, written as both <updated> and <published>. */
  updated: string;
  link: string;
  summary: string;
  /** The entry's content as HTML (escaped once more into the XML). */
  html: string;
  categories: string[];
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  updated: string;
  /** The feed's own address (rel="self") and the page it follows (rel="alternate"). */
  self: string;
  alternate: string;
  author: { name: string; uri: string };
  entries: AtomEntry[];
}

export function atomXml(feed: AtomFeed): string {
  const entries = feed.entries.map(
    (i) => `  <entry>
    <id>${escapeXml(i.id)}</id>
    <title>${escapeXml(i.title)}</title>
    <updated>${i.updated}</updated>
    <published>${i.updated}</published>
    <link rel="alternate" type="text/html" href="${escapeXml(i.link)}"/>
${i.categories.map((c) => `    <category term="${escapeXml(c)}"/>`).join("\n")}
    <summary type="text">${escapeXml(i.summary)}</summary>
    <content type="html">${escapeXml(i.html)}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IE">
  <id>${escapeXml(feed.id)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.subtitle)}</subtitle>
  <updated>${feed.updated}</updated>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>
  <author><name>${escapeXml(feed.author.name)}</name><uri>${escapeXml(feed.author.uri)}</uri></author>
${entries.join("\n")}
</feed>
`;
}
