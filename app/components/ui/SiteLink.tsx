import { Link, useLinkClickHandler, useLocation } from "@remix-run/react";
import { startTransition, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { fileExtension } from "~/lib/url";

type Props = { to: string; preventScrollReset?: boolean } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/**
 * A link to one of the site's own addresses, a page, a place on this page
 * (#id) or a file: Remix's <Link>, or for a place on this page a plain
 * `<a href="#id">` (the address the page was given, query and all, is not
 * written into every page's links) that the router follows the same way.
 *
 * - A file (rules.json, a calendar, a PDF, the feed: lib/url's
 *   fileExtension, decided here for every site link) never goes through the
 *   router: reloadDocument, so the browser loads it as a file.
 * - discover="none": by default a Link asks the server about its route as
 *   soon as the page is live, and the answer makes the router re-render the
 *   whole page (measured: 46 components on a tool page); the route is found
 *   when the link is followed. The same for every <Form>.
 * - A followed link is a React transition. A part of the page that hydrates
 *   later (an embedded tool, components/ui/HydrateLater) may still be the
 *   server's HTML when the reader first clicks. Remix tells React of the new
 *   address outside a transition, and React then throws that part's HTML
 *   away (React error 421) and draws it again once its code arrives: on
 *   /schemes/help-to-buy the first click on "On this page" did so every time,
 *   and the tool vanished as the page scrolled. A plain `<a href="#id">`
 *   did the same (the browser tells the router through popstate). In a
 *   transition React hydrates the part first, then shows the change. Remix's
 *   own click handling (useLinkClickHandler) does the rest: new tabs and
 *   modified clicks are left to the browser.
 */
export function SiteLink({ to, preventScrollReset, onClick, ...rest }: Props) {
  const { search } = useLocation();
  const inPage = to.startsWith("#");
  const file = fileExtension(to) !== null;
  // A place on this page keeps the page's query, as the browser does ("#id" alone would resolve to the bare path).
  const follow = useLinkClickHandler(inPage ? { search, hash: to } : to, { preventScrollReset, target: rest.target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!file && !event.defaultPrevented) startTransition(() => follow(event));
  };
  if (inPage) return <a href={to} onClick={click} {...rest} />;
  return <Link to={to} discover="none" reloadDocument={file} preventScrollReset={preventScrollReset} onClick={click} {...rest} />;
}
