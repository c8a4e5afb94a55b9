import type { Location } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { safeDecode } from "~/lib/url";

/**
 * Where focus goes when a page arrives after a client navigation. After a
 * full page load the browser starts the reader at the top and a screen
 * reader announces the new title; after a client navigation nothing would:
 * focus stayed on the link the reader followed, which React has removed,
 * so it fell back to the body and nothing was read. So the shell moves it:
 * to the new page's main heading, which a screen reader reads out and from
 * where the next Tab goes on into the page; for a link to a #target, to that
 * target, as a browser does for an in-page link. The same page with another
 * query (a filter, a closing date, a search) keeps focus where the reader is.
 */
export type ArrivalFocus = { kind: "heading" } | { kind: "target"; id: string } | null;

type Place = { pathname: string; hash: string };

export function arrivalFocus(before: Place, after: Place): ArrivalFocus {
  const id = after.hash.replace(/^#/, "");
  if (id && (after.hash !== before.hash || after.pathname !== before.pathname)) return { kind: "target", id: safeDecode(id) };
  return after.pathname !== before.pathname ? { kind: "heading" } : null;
}

/** Elements that take focus themselves; anything else is given tabindex="-1" first (focusable by script, not by Tab). */
const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/**
 * Moves focus to the page that has arrived (arrivalFocus): its main
 * heading, or the #target a link named. Without scrolling: the window is
 * where <ScrollRestoration> put it (the top, the target, or where the reader
 * was on Back and Forward). Not on the page the server sent, where the
 * browser's own start applies.
 */
export function usePageFocus(location: Location): void {
  const previous = useRef<Location | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before) return;
    const plan = arrivalFocus(before, location);
    if (!plan) return;
    const heading = () => document.querySelector<HTMLElement>('#main [data-page="shown"] h1');
    // A #target the page does not have (a topic not shown, a section since renamed): the heading, if the page changed.
    const element = plan.kind === "target" ? document.getElementById(plan.id) ?? (before.pathname !== location.pathname ? heading() : null) : heading();
    if (!element) return;
    if (!element.matches(FOCUSABLE)) element.setAttribute("tabindex", "-1");
    element.focus({ preventScroll: true });
    // Once per location (its key); `location` itself is read for that one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
