import { SITE_DEFAULTS, type SiteConfig } from "./site";

/** Resolves the site configuration from the environment once per process. */
function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const url = (env.SITE_URL || SITE_DEFAULTS.url).replace(/\/+$/, "");
  return {
    ...SITE_DEFAULTS,
    url,
    email: env.CONTACT_EMAIL || SITE_DEFAULTS.email,
    phone: env.CONTACT_PHONE || SITE_DEFAULTS.phone,
  };
}

export const siteConfig: SiteConfig = readSiteConfig(process.env);
export { readSiteConfig };
