import { useLocation, useNavigation, useNavigationType } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { loadedMotion, loadMotion, motionLoading, type MotionLayer } from "~/components/motion/load";
import { copyContent, useShowCopy } from "~/components/motion/page-copy";
import { onFirstInteraction } from "~/lib/first-interaction";
import { inertWhen } from "~/lib/inert";
import type { NavigationAction } from "~/lib/scroll-memory";
import { prefersReducedMotion, useArrivalScroll } from "./arrival-scroll";

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Runs `onArrive` when it mounts: keyed by the location, it mounts with the content of each new location. */
function Arrival({ onArrive }: { onArrive: () => void }) {
  useIsomorphicLayoutEffect(onArrive, []);
  return null;
}

/** How long a new page may wait for the motion code that is on its way (fetched at the click that led here). */
const MOTION_WAIT_MS = 300;

interface Shown {
  pathname: string;
  /**
   * Counts page changes: each visit to a path is a page of its own, so Back to a page still
   * animating out brings a new one in after it, rather than calling the leaving copy back.
   */
  visit: number;
  /** The motion layer, from the first page change after it arrived: it then shows every page. */
  motion: MotionLayer | null;
  /** The page this shell showed itself, copied as it was, for the layer to animate out. */
  handover: { nodes: Node[]; waiting: boolean } | null;
  /** The layer is on its way: the copy stays on screen until it arrives (at most MOTION_WAIT_MS). */
  awaiting: boolean;
}

/** The copy of the page being left, while the motion code it waits for arrives. */
function Handover({ nodes, waiting }: { nodes: Node[]; waiting: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useShowCopy(ref, nodes);
  return <div ref={ref} data-page="leaving" aria-hidden="true" className={waiting ? "page-leaving" : undefined} {...inertWhen(true)} />;
}

/**
 * Route changes for the whole site. Nothing moves on the first render: the
 * server's HTML shows as it is. Once framer-motion has arrived
 * (components/motion/load, fetched at the visitor's first interaction or
 * first navigation), it shows every new page: the old one fades out over
 * 0.2 s, then the new one fades and slides in over 0.3 s, with its first
 * screen of content following (components/motion/MotionLayer). If its code
 * is still on its way when the next page is ready, the old page waits for it
 * (up to 0.3 s); without it, pages change at once.
 *
 * Each new location's content carries an Arrival: it mounts with the page
 * that arrives (after the one leaving has gone), which is when the window
 * is scrolled for it (arrival-scroll.ts).
 */
export function PageShell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const action = useNavigationType() as NavigationAction;
  const navigation = useNavigation();
  const pageRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>({ pathname: location.pathname, visit: 0, motion: null, handover: null, awaiting: false });

  if (shown.pathname !== location.pathname) {
    // A new page. Read now, before React replaces the old page's DOM (state derived from the previous render).
    const motion = shown.motion ?? loadedMotion();
    // Usually on its way already: the click that led here asked for it.
    const coming = !motion && motionLoading();
    const page = shown.motion ? null : pageRef.current;
    const handover = page && (motion || coming) ? { nodes: copyContent(page), waiting: page.classList.contains("page-leaving") } : null;
    setShown({ pathname: location.pathname, visit: shown.visit + 1, motion, handover, awaiting: coming && handover !== null });
  }

  useEffect(() => {
    if (!shown.awaiting) return;
    const stop = (motion: MotionLayer | null) => setShown((now) => (now.awaiting ? { ...now, motion, awaiting: false } : now));
    const timer = window.setTimeout(() => stop(null), MOTION_WAIT_MS);
    void loadMotion().then(stop);
    return () => window.clearTimeout(timer);
  }, [shown.awaiting]);

  const arrive = useArrivalScroll(location, action);

  // The motion code is fetched when the visitor first acts (most visits that navigate start with a touch or
  // a key), or when a navigation starts without that (Back and Forward are the browser's buttons, not the page's).
  useEffect(() => onFirstInteraction(loadMotion), []);
  const navigating = navigation.state !== "idle";
  useEffect(() => {
    if (navigating) void loadMotion();
  }, [navigating]);

  // The page being left dims while the next loads (not where less motion is wanted).
  const waiting = navigation.state === "loading" && navigation.location.pathname !== location.pathname && !prefersReducedMotion();
  const content = (
    <>
      {children}
      <Arrival key={location.key} onArrive={arrive} />
    </>
  );
  if (shown.motion) {
    const { PageTransition } = shown.motion;
    return (
      <PageTransition pageKey={String(shown.visit)} waiting={waiting} handover={shown.handover}>
        {content}
      </PageTransition>
    );
  }
  if (shown.awaiting && shown.handover) return <Handover {...shown.handover} />;
  return (
    <div ref={pageRef} key={shown.visit} data-page="shown" className={waiting ? "page-leaving" : undefined}>
      {content}
    </div>
  );
}
