/** A page as the sitemap lists it (content/pages.ts's entries fit). */
interface SitemapPage {
  path: string;
  /** ISO date: the page's lastmod. */
  reviewed: string;
  unlisted?: boolean;
}

/** Every listed page, with its review date as lastmod. */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.filter((p) => !p.unlisted)
    .map((p) => `  <url><loc>${siteUrl}${p.path === "/" ? "/" : p.path}</loc><lastmod>${p.reviewed}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Search result pages (/search?q=…) are kept out of crawlers' way; the empty search page is a page like any other. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /search?\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
