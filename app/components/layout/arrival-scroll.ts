import type { Location } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { loadedMotion } from "~/components/motion/load";
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

/** Adds this document's positions to those kept in the tab (sessionStorage; off or full, Back simply lands at the top). */
function persist(positions: ScrollPositions): void {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, positions.over(ScrollPositions.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY))).stringify());
  } catch {
    // Storage refused: positions stay in memory for this document.
  }
}

/**
 * Scrolling between pages (spec 2; issue 26), for the page that arrives,
 * once the one leaving has gone: Back and Forward put the reader where they
 * were on that page, as a browser does without JavaScript; a followed link
 * goes to the top, smoothly, with the first screen of content entering
 * (components/motion), or to its #target after 100 ms; the same page with
 * another query stays where it is.
 *
 * A page's position is noted when the next one arrives (until then it is on
 * screen, leaving or not) and when the page is hidden, then written to
 * sessionStorage with those of earlier documents in the tab, so a page
 * loaded again by a reload, Back or Forward starts where it was
 * (RESTORE_SCROLL_SCRIPT in lib/scroll-memory, run before React). Nothing
 * listens to scrolling. The browser's own restoration is off while the site
 * handles Back and Forward in the page, and back on when the page is hidden.
 * Returns what the shell calls when a location's content arrives, with that
 * location.
 */
export function useArrivalScroll(): (here: Location, how: NavigationAction) => void {
  const [positions] = useState(() => new ScrollPositions());
  /** The history entry whose page is on screen. Null until hydrated. */
  const settled = useRef<string | null>(null);
  const arrivedPath = useRef<string | null>(null);
  const cancel = useRef<() => void>(() => {});

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

  return useCallback(
    (here: Location, how: NavigationAction) => {
      const left = settled.current;
      settled.current = here.key;
      const samePage = here.pathname === arrivedPath.current;
      arrivedPath.current = here.pathname;
      if (left === null) return; // The page the server sent: the browser (or RESTORE_SCROLL_SCRIPT) placed it.
      // Where the reader was on the page that has just gone: the window has not moved since.
      positions.set(left, window.scrollY);
      cancel.current();
      cancel.current = () => {};
      const plan = arrivalScroll({ action: how, savedY: positions.get(here.key), hash: here.hash, samePage });
      const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
      if (plan.kind === "restore") cancel.current = restoreScroll(plan.y);
      else if (plan.kind === "target") {
        const timer = window.setTimeout(() => document.getElementById(plan.id)?.scrollIntoView({ behavior, block: "start" }), HASH_SCROLL_DELAY_MS);
        cancel.current = () => window.clearTimeout(timer);
      } else if (plan.kind === "top") {
        window.scrollTo({ top: 0, behavior });
        const main = document.getElementById("main");
        const motion = loadedMotion();
        if (main && motion) cancel.current = motion.enterContent(main);
      }
    },
    [positions],
  );
}
