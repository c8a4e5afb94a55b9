import type { AnchorHTMLAttributes } from "react";
import { NAV_ATTRIBUTE } from "~/lib/link-nav";

/**
 * A link to one of the site's own pages: a plain anchor the router takes
 * over on click (lib/link-nav), so it costs nothing to hydrate and still
 * works where the page is not hydrated at all. Use Remix's <Link> only for
 * what this cannot do (preventScrollReset, state), and give it and every
 * <Form> discover="none": by default each asks the server about its route
 * as soon as the page is live, and the answer makes the router re-render
 * the whole page (measured: 46 components on a tool page). Like a
 * SiteLink, the route is then found when the link is followed.
 */
export function SiteLink({ to, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  // href last, as Remix's <Link> renders it: the HTML reads the same as before (tests match on it).
  return <a {...{ [NAV_ATTRIBUTE]: "" }} {...rest} href={to} />;
}
