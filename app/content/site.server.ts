import { isHttpUrl } from "~/lib/url";
import { SITE_DEFAULTS, type SiteConfig } from "./site";

/**
 * What a production server without a usable SITE_URL says at start, once.
 * The site never takes its origin from the request's Host header (a shared
 * cache would keep a page built for any host, and the server hands the site
 * one fixed Host: server/app.mjs), so without SITE_URL every link in a file
 * the site hands out (calendar files, PDFs, the sitemap, the feed, /data)
 * points at the default origin.
 */
export function siteUrlWarning(env: Record<string, string | undefined>): string | null {
  if (env.NODE_ENV !== "production") return null;
  const set = env.SITE_URL?.trim();
  if (!set) {
    return `SITE_URL is not set: links in calendar files, PDFs, the sitemap, the Atom feed and /data will point at ${SITE_DEFAULTS.url}. Set SITE_URL to the site's public origin (e.g. https://www.example.ie).`;
  }
  if (!isHttpUrl(set)) return `SITE_URL "${set}" is not an http(s) address: links in files the site hands out will be broken. Set it to the site's public origin (e.g. https://www.example.ie).`;
  return null;
}

/** Resolves the site configuration from the environment once per process. */
function readSiteConfig(env: Record<string, string | undefined>, warn: (message: string) => void = () => {}): SiteConfig {
  const warning = siteUrlWarning(env);
  if (warning) warn(warning);
  const url = (env.SITE_URL?.trim() || SITE_DEFAULTS.url).replace(/\/+$/, "");
  return {
    ...SITE_DEFAULTS,
    url,
    email: env.CONTACT_EMAIL || SITE_DEFAULTS.email,
    phone: env.CONTACT_PHONE || SITE_DEFAULTS.phone,
  };
}

export const siteConfig: SiteConfig = readSiteConfig(process.env, (message) => console.warn(`[site] warning: ${message}`));
export { readSiteConfig };
