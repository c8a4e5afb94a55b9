/**
 * Replaces the query string in place (no new history entry, no navigation):
 * filters keep the URL shareable without a server round trip.
 */
export function replaceQuery(query: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${query}${hash}`);
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Spec 9: the mobile breakpoint. At and above it the resources show as a grid. */
export const DESKTOP_QUERY = "(min-width: 768px)";

export function isDesktop(): boolean {
  return window.matchMedia(DESKTOP_QUERY).matches;
}
