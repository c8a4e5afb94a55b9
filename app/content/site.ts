/**
 * The site's identity and contact details. The defaults below are used unless
 * the server's environment overrides them (see README, "Configuration"):
 *   SITE_URL       canonical origin, no trailing slash
 *   CONTACT_EMAIL  the e-mail address shown in the footer and on /contact
 *   CONTACT_PHONE  the phone number shown (written as people read it)
 * Only the server reads the environment (site.server.ts); the browser gets the
 * resolved values through the root loader.
 */
export const SITE_DEFAULTS = {
  name: "Irish Housing Guide",
  tagline: "Guiding you through your journey to find, buy, or rent a home in Ireland.",
  url: "http://localhost:3000",
  email: "hello@irishhousingguide.ie",
  phone: "+353 1 555 0100",
  location: "Dublin, Ireland",
} as const;

export interface SiteConfig {
  name: string;
  tagline: string;
  url: string;
  email: string;
  phone: string;
  location: string;
}

/** Said to screen readers after a link that opens in a new tab (components/ui/SmartLink). */
export const NEW_TAB_WORDS = " (opens in new tab)";
