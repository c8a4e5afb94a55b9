import { siteConfig } from "~/content/site.server";
import { CACHE_CONTROL } from "~/lib/http.server";
import { setSecurityHeaders } from "~/lib/security.server";
import { robotsTxt } from "~/lib/sitemap";

export function loader() {
  return new Response(robotsTxt(siteConfig.url), {
    headers: setSecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.page })),
  });
}
