import { Link } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";
import { fileExtension } from "~/lib/url";

/**
 * A link to one of the site's own addresses: Remix's <Link>. A page goes
 * through the router; a file (rules.json, a calendar, a PDF, the feed:
 * lib/url's fileExtension, decided here for every site link) never does:
 * reloadDocument, so the browser loads it as a file. discover="none": by
 * default a Link asks the server about its route as soon as the page is
 * live, and the answer makes the router re-render the whole page (measured:
 * 46 components on a tool page); the route is found when the link is
 * followed. The same for every <Form>.
 */
export function SiteLink({ to, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <Link to={to} discover="none" reloadDocument={fileExtension(to) !== null} {...rest} />;
}
