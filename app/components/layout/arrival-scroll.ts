import type { Location } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { motionLayer } from "~/components/motion/load";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import { arrivalScroll, SCROLL_STORAGE_KEY, ScrollPositions, type NavigationAction } from "~/lib/scroll-memory";

/** Spec 9: delay before scrolling to an in-page target after navigation. */
export const HASH_SCROLL_DELAY_MS = 100;

/** Scrolls to `y` as soon as the page is tall enough (a part may still be loading), unless the reader scrolls first. */
function restoreScroll(y: number): () => void {
  let frame = 0;
  const started = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown"]) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() - started < 1000) frame = requestAnimationFrame(attempt);
    else stop();
  };
  for (const type of ["wheel", "touchstart", "keydown"]) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/** The positions kept in the tab by earlier documents (sessionStorage; off or refused, none). */
function stored(): ScrollPositions {
  try {
    return ScrollPositions.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY));
  } catch {
    return new ScrollPositions();
  }
}

/** Adds this document's positions to those kept in the tab (off or full: Back after a reload lands at the top). */
function persist(positions: ScrollPositions): void {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, positions.over(stored()).stringify());
  } catch {
    // Storage refused: positions stay in memory for this document.
  }
}

/**
 * Scrolling between pages (spec 2), for the page that arrives,
 * once the one leaving has gone: Back and Forward put the reader where they
 * were on that page, as a browser does without JavaScript; a followed link
 * goes to the top, smoothly, with the first screen of content entering
 * (components/motion), or to its #target after 100 ms; the same page with
 * another query stays where it is.
 *
 * A page's position is noted when a navigation away from it starts (`depart`:
 * the page about to arrive may be shorter, and the browser would clamp the
 * window to it), or, for a change of #target alone, which loads nothing,
 * when the next location arrives; and when the page is hidden. It is written to
 * sessionStorage with those of earlier documents in the tab, so a page
 * loaded again by a reload, Back or Forward starts where it was
 * (RESTORE_SCROLL_SCRIPT in lib/scroll-memory, run before React), and Back
 * or Forward within this document to an entry of an earlier one (after a
 * reload) is restored from there. Nothing
 * listens to scrolling. The browser's own restoration is off while the site
 * handles Back and Forward in the page, and back on when the page is hidden.
 * Returns what the shell calls when a navigation starts and when a
 * location's content arrives, with that location.
 */
export function useArrivalScroll(): { arrive: (here: Location, how: NavigationAction) => void; depart: () => void } {
  const [positions] = useState(() => new ScrollPositions());
  /** The history entry whose page is on screen. Null until hydrated. */
  const settled = useRef<string | null>(null);
  const arrivedPath = useRef<string | null>(null);
  const cancel = useRef<() => void>(() => {});
  /** The position of the page on screen was noted when the navigation under way started. */
  const departed = useRef(false);

  useEffect(() => {
    const manual = () => (window.history.scrollRestoration = "manual");
    const hide = () => {
      if (settled.current) positions.set(settled.current, window.scrollY);
      persist(positions);
      window.history.scrollRestoration = "auto";
    };
    manual();
    window.addEventListener("pagehide", hide);
    window.addEventListener("pageshow", manual);
    return () => {
      window.removeEventListener("pagehide", hide);
      window.removeEventListener("pageshow", manual);
      window.history.scrollRestoration = "auto";
    };
  }, [positions]);

  // Plain functions: the shell calls them from effects, which never need them to keep their identity.
  const depart = () => {
    if (settled.current === null) return;
    positions.set(settled.current, window.scrollY);
    departed.current = true;
  };

  const arrive = (here: Location, how: NavigationAction) => {
    const left = settled.current;
    settled.current = here.key;
    const samePage = here.pathname === arrivedPath.current;
    arrivedPath.current = here.pathname;
    // A change of #target alone loads nothing and leaves the page as it was: noted now.
    if (left !== null && !departed.current) positions.set(left, window.scrollY);
    departed.current = false;
    if (left === null) return; // The page the server sent: the browser (or RESTORE_SCROLL_SCRIPT) placed it.
    cancel.current();
    cancel.current = () => {};
    // Back or Forward after a reload can stay in this document (Chromium does), to an entry of an earlier one.
    const savedY = positions.get(here.key) ?? (how === "POP" ? stored().get(here.key) : undefined);
    const plan = arrivalScroll({ action: how, savedY, hash: here.hash, samePage });
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    if (plan.kind === "restore") cancel.current = restoreScroll(plan.y);
    else if (plan.kind === "target") {
      const timer = window.setTimeout(() => document.getElementById(plan.id)?.scrollIntoView({ behavior, block: "start" }), HASH_SCROLL_DELAY_MS);
      cancel.current = () => window.clearTimeout(timer);
    } else if (plan.kind === "top") {
      window.scrollTo({ top: 0, behavior });
      const main = document.getElementById("main");
      const motion = motionLayer.get();
      if (main && motion) cancel.current = motion.enterContent(main);
    }
  };
  return { arrive, depart };
}
