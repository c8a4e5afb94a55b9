import { PAGES } from "~/content/pages";
import { siteConfig } from "~/content/site.server";
import { CACHE_CONTROL } from "~/lib/http.server";
import { setSecurityHeaders } from "~/lib/security.server";
import { sitemapXml } from "~/lib/sitemap";

export function loader() {
  return new Response(sitemapXml(siteConfig.url, PAGES), {
    headers: setSecurityHeaders(new Headers({ "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.page })),
  });
}
