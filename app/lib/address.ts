/**
 * The one way the site rewrites the address bar as a reader works a page:
 * a tab chosen, a filter picked, a calculator or tool changed. The current
 * history entry's query is replaced in place, so the address is always the
 * shareable result, without a navigation: no server request for the route's
 * data, no new history entry (Back still leaves the page), no scroll, and
 * nothing re-renders. The router's own state object (its entry key, used to
 * restore the scroll position on Back and Forward) is kept, and so is the
 * #hash unless a new one is given.
 *
 * Why not the router's navigate(…, { replace: true })? It would ask the
 * server for the route's data on every change (a tool updates as the reader
 * types) and hand the page new loader data mid-edit; the page already holds
 * everything the address describes.
 */

import { useEffect } from "react";

/** `search`: "" or "?a=1&b=2". */
export function replaceAddress(search: string, hash: string = window.location.hash): void {
  const next = `${window.location.pathname}${search}${hash}`;
  if (next === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  try {
    window.history.replaceState(window.history.state, "", next);
  } catch {
    // Browsers throttle the History API (about 100 calls in 10 s); the next change writes the address again.
  }
}

/** The current query with `name` set to `value`, as a "?…" string. */
export function withParam(name: string, value: string): string {
  const params = new URLSearchParams(window.location.search);
  params.set(name, value);
  return `?${params}`;
}

/**
 * How long typing must stop to count as the reader's pause. The address waits
 * for it before it is rewritten: the History API is slow (a synchronous round
 * trip to the browser, and browsers throttle it), so a form that changes on
 * every key writes its address once typing stops, not once a key. The
 * planner's plan waits for the same pause (useToolForm's settleAfterMs).
 */
export const TYPING_PAUSE_MS = 250;

/**
 * Rewrites the query to `search` once it has held still for `delayMs`. The
 * write is skipped if the reader has moved to another page in the meantime
 * (the timer must never give the next page this page's query).
 * Returns a cancel function.
 */
export function replaceAddressSoon(search: string, delayMs: number = TYPING_PAUSE_MS): () => void {
  const path = window.location.pathname;
  const timer = window.setTimeout(() => {
    if (window.location.pathname === path) replaceAddress(search);
  }, delayMs);
  return () => window.clearTimeout(timer);
}

/**
 * Keeps the address bar's query at `search` ("" or "?a=1") while `enabled`:
 * written once the reader pauses (replaceAddressSoon), not on every key, and
 * never after the page is left. The one hook the live forms and filters
 * (calculator, planner, tools, the FAQ and the resources directory) share.
 */
export function useAddressSync(search: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return replaceAddressSoon(search);
  }, [search, enabled]);
}
