import { AnimatePresence, LazyMotion, m, MotionConfig, useIsPresent, type FeatureBundle, type Variants } from "framer-motion";
import { animate } from "framer-motion/dom/mini";
import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { inertWhen } from "~/lib/inert";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import { useShowCopy, type PageCopy } from "./page-copy";
import { MOTION, staggerDelay, type Stagger } from "./timing";

/**
 * The site's animations with framer-motion: the page transition with a real
 * exit, content and cards entering one after another (the phone menu opens
 * with the stylesheet alone, components/layout/MobileMenu). This module is
 * never among a page's first scripts: load.ts fetches it, with the features,
 * when the visitor first acts, and renders nothing of it before they are both
 * here.
 */

const PAGE: Variants = {
  enter: { opacity: 0, y: 12 },
  shown: { opacity: 1, y: 0, transition: { duration: MOTION.pageIn, ease: "easeOut" } },
  // While the next page loads, this one dims.
  waiting: { opacity: 0.35, transition: { duration: MOTION.pageOut, ease: "easeIn" } },
  leave: { opacity: 0, y: -12, transition: { duration: MOTION.pageOut, ease: "easeIn" } },
};

/** The copy of the page being left, taken by the shell when the navigation started; `of` names that page. */
const LeavingCopy = createContext<PageCopy | null>(null);

/**
 * One page. While it is shown it renders the route. Once it is leaving
 * (AnimatePresence renders it again, with its last props, while it animates
 * out) it shows the copy of itself the shell took when the navigation
 * started (page-copy.ts), inert and hidden from assistive technology; React
 * removes the route's nodes and the copy takes their place before the
 * browser paints. `from`: such a copy given at the start (the page the shell
 * showed before this layer took over). `still`: reduced motion, as it was
 * when this page arrived.
 */
function Page({ id, children, from, waiting, still }: { id: string; children?: ReactNode; from?: Node[]; waiting: boolean; still: boolean }) {
  const present = useIsPresent();
  const leaving = useContext(LeavingCopy);
  const ref = useRef<HTMLDivElement>(null);
  // Leaving with no copy of itself (a navigation the shell did not see start): it leaves empty.
  const copy = from ?? (present ? null : leaving?.of === id ? leaving.nodes : []);
  const frozen = copy !== null;
  useShowCopy(ref, copy);

  return (
    <m.div
      ref={ref}
      data-page={frozen ? "leaving" : "shown"}
      variants={PAGE}
      // Under reduced motion a page is shown as it is and removed at once (skipAnimations alone would still show one frame of "enter").
      initial={still ? false : "enter"}
      animate={waiting && !still ? "waiting" : "shown"}
      exit={still ? undefined : "leave"}
      aria-hidden={frozen || undefined}
      {...inertWhen(frozen)}
    >
      {frozen ? null : children}
    </m.div>
  );
}

/**
 * Route changes (spec 2: in over 0.3 s fading and sliding up, out over 0.2 s).
 * AnimatePresence in "wait" mode: the page being left animates out, and only
 * then does the next one mount and animate in. `pageKey` names the page (one
 * per visit to a path). `leaving` is the copy of the page being left, taken
 * by the shell (components/layout/PageShell) when the navigation started: when
 * this layer mounts, it is the page the shell showed before the layer took
 * over, animated out first; later, the leaving Page finds its copy in it.
 *
 * LazyMotion is given the features already in memory (`features`, fetched
 * beside this module by load.ts), so every `m` element can animate from its
 * first render (a feature arriving later would miss an exit that has already
 * started). `strict`: only `m` elements, never
 * `motion`, which would carry the features again. Under prefers-reduced-motion
 * (`still`, read by the shell when a navigation starts, so a change of the
 * setting counts from the next navigation) nothing animates: values jump to
 * their end (MotionConfig skipAnimations).
 */
export function PageTransition({ features, pageKey, waiting, still, leaving, children }: { features: FeatureBundle; pageKey: string; waiting: boolean; still: boolean; leaving: PageCopy | null; children: ReactNode }) {
  // The page the shell showed, animated out first: on screen for the first commit only.
  const [handover, setHandover] = useState(leaving);
  useLayoutEffect(() => setHandover(null), []);
  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user" skipAnimations={still}>
        <LeavingCopy.Provider value={leaving}>
          <AnimatePresence mode="wait" initial={false}>
            {handover ? (
              <Page key="handover" id="handover" from={handover.nodes} waiting={handover.waiting} still={still} />
            ) : (
              <Page key={pageKey} id={pageKey} waiting={waiting} still={still}>
                {children}
              </Page>
            )}
          </AnimatePresence>
        </LeavingCopy.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}

/**
 * Fades `items` in and up one after another (framer-motion's animate, on the
 * Web Animations API). Each waits hidden for its turn; when it is done,
 * nothing of the animation is left on it. Returns what stops them.
 */
export function staggerIn(items: HTMLElement[], timing: Stagger): () => void {
  if (prefersReducedMotion() || items.length === 0) return () => {};
  const clear = () =>
    items.forEach((item) => {
      item.style.removeProperty("opacity");
      item.style.removeProperty("transform");
    });
  const animations = items.map((item, i) =>
    animate(item, { opacity: [0, 1], transform: ["translateY(16px)", "none"] }, { duration: timing.duration, delay: staggerDelay(i, timing), ease: "easeOut" }),
  );
  void Promise.all(animations).then(clear, clear);
  return () => {
    animations.forEach((animation) => animation.cancel());
    clear();
  };
}

/**
 * Content entering a page after a client navigation (spec 4 and 9: 0.6 s
 * each, starting 0.1 s to 0.7 s in): the children of every [data-stagger]
 * element in the first screen of `page`, which is scrolling to its top.
 */
export function enterContent(page: Element): () => void {
  const screen = window.innerHeight;
  const items = Array.from(page.querySelectorAll<HTMLElement>("[data-stagger] > *")).filter(
    (item) => item.getBoundingClientRect().top + window.scrollY < screen,
  );
  return staggerIn(items, MOTION.content);
}
