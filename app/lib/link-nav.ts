/**
 * Client-side navigation for the site's own links, decided in one place.
 * Internal links are plain <a data-nav href> elements instead of one Remix
 * <Link> component each: a Link costs a dozen hooks at hydration,
 * registers itself for route discovery and re-renders on every navigation,
 * and a page has 60 to 300 of them. One click listener on the document
 * (components/layout/LinkNavigation) sends a click on any of them through
 * the router, so navigation, the page transition and the scroll behave as
 * with <Link>, and the anchors work before the page is hydrated, or if it
 * never is.
 */

import { fileExtension } from "./url";

/** The attribute that marks an internal link the router should handle. */
export const NAV_ATTRIBUTE = "data-nav";

/** What the decision reads of a click and of its link (plain objects in the tests). */
export type ClickLike = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">;
export type AnchorLike = Pick<HTMLAnchorElement, "href" | "target" | "hasAttribute">;

/**
 * Where the router should go for this click, or null to leave it to the
 * browser: a click that opens a new tab or window (modifier keys, middle
 * button, target), a download, a link to one of the site's files (a .json,
 * .csv, .pdf, .ics, .atom, .xml or .txt route: the router would show a blank
 * page), another origin, or one something else has already handled. `replace`: the link points at the page already shown,
 * as Remix's <Link> does, so Back does not step through the same page.
 */
export function navigationFor(click: ClickLike, anchor: AnchorLike, current: { origin: string; href: string }): { to: string; replace: boolean } | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || !anchor.hasAttribute(NAV_ATTRIBUTE)) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || fileExtension(url.pathname)) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = new URL(current.href);
  return { to, replace: `${here.pathname}${here.search}${here.hash}` === to };
}
