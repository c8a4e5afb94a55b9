import type { Location } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { loadedMotion } from "~/components/motion/load";
import { arrivalScroll, ScrollPositions, type NavigationAction } from "~/lib/scroll-memory";

/** Spec 9: delay before scrolling to an in-page target after navigation. */
export const HASH_SCROLL_DELAY_MS = 100;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

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

/**
 * Scrolling between pages (spec 2; issue 26), for the page that arrives,
 * once the one leaving has gone: Back and Forward put the reader where they
 * were on that page, as a browser does without JavaScript; a followed link
 * goes to the top, smoothly, with the first screen of content entering
 * (components/motion), or to its #target after 100 ms; the same page with
 * another query stays where it is. Positions are recorded as the reader
 * scrolls, for the history entry on screen. The browser's own restoration is
 * off while the site handles Back and Forward in the page, and back on when
 * the page is hidden, so a reload or a return from another site stays the
 * browser's. Returns what the shell calls when a location's content arrives.
 */
export function useArrivalScroll(location: Location, action: NavigationAction): () => void {
  const latest = useRef({ location, action });
  latest.current = { location, action };
  const [positions] = useState(() => new ScrollPositions());
  /** The history entry whose page is on screen: scrolling is recorded for it. Null until hydrated. */
  const settled = useRef<string | null>(null);
  const arrivedPath = useRef(location.pathname);
  const cancel = useRef<() => void>(() => {});

  useEffect(() => {
    const manual = () => (window.history.scrollRestoration = "manual");
    const auto = () => (window.history.scrollRestoration = "auto");
    manual();
    const record = () => {
      if (settled.current) positions.set(settled.current, window.scrollY);
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", auto);
    window.addEventListener("pageshow", manual);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", auto);
      window.removeEventListener("pageshow", manual);
      auto();
    };
  }, []);

  const arrive = useRef(() => {
    const { location: here, action: how } = latest.current;
    const first = settled.current === null;
    settled.current = here.key;
    if (first) return; // The page the server sent: the browser placed it.
    cancel.current();
    cancel.current = () => {};
    const samePage = here.pathname === arrivedPath.current;
    arrivedPath.current = here.pathname;
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
  });
  return arrive.current;
}
