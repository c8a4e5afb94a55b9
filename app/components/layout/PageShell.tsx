import { useLocation, useNavigation, useNavigationType, type Location } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { loadMotion, motionLayer, type MotionLayer } from "~/components/motion/load";
import { useShowCopy, type PageCopy } from "~/components/motion/page-copy";
import { useIsomorphicLayoutEffect } from "~/lib/use-hydrated";
import { onFirstInteraction } from "~/lib/first-interaction";
import { inertWhen } from "~/lib/inert";
import { useLater } from "~/lib/later";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import type { NavigationAction } from "~/lib/scroll-memory";
import { useArrivalScroll } from "./arrival-scroll";

/** Runs `onArrive` with its location when it mounts: keyed by the location, it mounts with the content of each new location. */
function Arrival({ location, action, onArrive }: { location: Location; action: NavigationAction; onArrive: (here: Location, how: NavigationAction) => void }) {
  useIsomorphicLayoutEffect(() => onArrive(location, action), []);
  return null;
}

/** How long a new page may wait for the motion code that is on its way (fetched at the click that led here). */
const MOTION_WAIT_MS = 300;

/** A page, in the shell's sense: a visit to a path, whatever its query and #target. */
interface ShellPage {
  pathname: string;
  /**
   * Names the page: the router's key of the location where the visit began. Each visit to a path is a page of
   * its own, so Back to a page still animating out brings a new one in after it, rather than calling the
   * leaving copy back.
   */
  key: string;
  /** The motion layer, from the first page change after it arrived: it then shows every page. */
  motion: MotionLayer | null;
  /** Reduced motion, as it was when the navigation to this page started. */
  still: boolean;
  /**
   * The page this one replaces, copied when the navigation started, for the layer to animate out. Without the
   * layer, the page waits for it: the copy stays on screen until it arrives (at most MOTION_WAIT_MS).
   */
  leaving: PageCopy | null;
}

/** The page waits for the motion layer that is on its way. */
const awaiting = (page: ShellPage) => !page.motion && page.leaving !== null;

interface ShellState {
  /** The page shown (or last shown) at its path. */
  page: ShellPage;
  /** The page the navigation under way leads to, prepared when it started. */
  next: ShellPage | null;
}

/** The page for `location`: the one shown if it is still at its path, else the one prepared, else a new one. */
function pageFor({ page, next }: ShellState, location: Location): ShellPage {
  if (location.pathname === page.pathname) return page;
  // A redirect may end the navigation at another path than it set out for: the page prepared is still the one.
  if (next) return next.pathname === location.pathname ? next : { ...next, pathname: location.pathname };
  // A change the shell did not see start (none is known): the page changes without a copy to animate out.
  return { ...page, pathname: location.pathname, key: location.key, leaving: null };
}

/** The copy of the page being left, while the motion code it waits for arrives. */
function Handover({ nodes, waiting }: PageCopy) {
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
 * Render only reads the router and the shell's state. When a navigation to
 * another path starts (the router's navigation state turns to "loading"), an
 * effect copies the page on screen, which React will replace, and prepares
 * the next page with it; the render that brings the new location shows that
 * page. Each new location's content carries an Arrival: it mounts with the
 * page that arrives (after the one leaving has gone), which is when the
 * window is scrolled for it (arrival-scroll.ts).
 */
export function PageShell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const action = useNavigationType() as NavigationAction;
  const navigation = useNavigation();
  const [state, setState] = useState<ShellState>(() => ({ page: { pathname: location.pathname, key: location.key, motion: null, still: false, leaving: null }, next: null }));
  const page = pageFor(state, location);
  // The layer, once it has arrived, for a page that waits for it.
  const arrived = useLater(motionLayer) ?? null;
  const motion = page.motion ?? (awaiting(page) ? arrived : null);

  const { arrive, depart } = useArrivalScroll();

  const target = navigation.state === "loading" ? navigation.location : null;
  useIsomorphicLayoutEffect(() => {
    if (!target) return;
    depart();
    // The motion code, if the visitor has not acted yet (Back and Forward are the browser's buttons, not the page's).
    void loadMotion();
    // The page as shown: with the layer, if it came while the page waited for it.
    const current = motion !== page.motion ? { ...page, motion } : page;
    if (target.pathname === current.pathname) {
      // The same page with another query, or back to it before the next one came: it stays.
      if (state.page !== current || state.next !== null) setState({ page: current, next: null });
      return;
    }
    const layer = current.motion ?? motionLayer.get() ?? null;
    // The element showing the page: the shell's own, or the motion layer's (none while one is leaving).
    const element = document.querySelector('[data-page="shown"]');
    const still = prefersReducedMotion();
    // Without the layer, a copy only if it is on its way (usually: the click that led here asked for it).
    const copy = element && (layer || motionLayer.loading()) ? Array.from(element.childNodes, (node) => node.cloneNode(true)) : null;
    const leaving = copy ? { of: current.key, nodes: copy, waiting: !still } : null;
    setState({ page: current, next: { pathname: target.pathname, key: target.key, motion: layer, still, leaving } });
    // Once per navigation (a redirect is a new location, with a key of its own).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.key]);

  // A page waiting for the layer shows without it if it has not come in MOTION_WAIT_MS.
  const waitsForLayer = awaiting(page) && !arrived;
  useEffect(() => {
    if (!waitsForLayer) return;
    const stop = (some: ShellPage) => (some.key === page.key && !some.motion ? { ...some, leaving: null } : some);
    const timer = window.setTimeout(() => setState((now) => ({ page: stop(now.page), next: now.next && stop(now.next) })), MOTION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [waitsForLayer, page.key]);

  // The motion code is fetched when the visitor first acts (a tap, a click, a key; a touch that only scrolls is not
  // one), or when a navigation starts without that (above).
  useEffect(() => onFirstInteraction(loadMotion), []);

  // The page being left dims while the next loads (the stylesheet and the motion layer keep it still under reduced motion).
  const waiting = target !== null && target.pathname !== location.pathname;
  const content = (
    <>
      {children}
      <Arrival key={location.key} location={location} action={action} onArrive={arrive} />
    </>
  );
  if (motion) {
    const { PageTransition, features } = motion;
    return (
      <PageTransition features={features} pageKey={page.key} waiting={waiting} still={page.still} leaving={page.leaving}>
        {content}
      </PageTransition>
    );
  }
  if (page.leaving) return <Handover {...page.leaving} />;
  return <div key={page.key} data-page="shown" className={waiting ? "page-leaving" : undefined}>{content}</div>;
}
