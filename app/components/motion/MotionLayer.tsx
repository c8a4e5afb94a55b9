import { AnimatePresence, LazyMotion, m, MotionConfig, useIsPresent, type FeatureBundle, type Variants } from "framer-motion";
import { animate } from "framer-motion/dom/mini";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { inertWhen } from "~/lib/inert";
import { copyContent, useShowCopy } from "./page-copy";
import { MOTION, prefersReducedMotion, staggerDelay } from "./timing";

/**
 * The site's animations with framer-motion: the page transition with a real
 * exit, the phone menu's height, content and cards entering one after
 * another. This module is never among a page's first scripts: load.ts
 * fetches it, with the features, when the visitor first acts, and renders
 * nothing of it before they are both here.
 */

let features: FeatureBundle | null = null;

/** load.ts hands over the features it fetched beside this module. */
export function provideFeatures(bundle: FeatureBundle): void {
  features = bundle;
}

/**
 * LazyMotion with the features already in memory, so every `m` element can
 * animate from its first render (a feature arriving later would miss an exit
 * that has already started). `strict`: only `m` elements, never `motion`,
 * which would carry the features again. Under prefers-reduced-motion nothing
 * animates: values jump to their end (MotionConfig skipAnimations), read at
 * each render so a change of the setting counts from the next navigation.
 */
export function MotionRoot({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={features!} strict>
      <MotionConfig reducedMotion="user" skipAnimations={prefersReducedMotion()}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}

const PAGE: Variants = {
  enter: { opacity: 0, y: 12 },
  shown: { opacity: 1, y: 0, transition: { duration: MOTION.pageIn, ease: "easeOut" } },
  // While the next page loads, this one dims, as it did before the exit existed.
  waiting: { opacity: 0.35, transition: { duration: MOTION.pageOut, ease: "easeIn" } },
  leave: { opacity: 0, y: -12, transition: { duration: MOTION.pageOut, ease: "easeIn" } },
};

/**
 * One page. While it is shown it renders the route. In the render that tells
 * it it is leaving, before React touches the DOM, it copies what is on screen
 * (page-copy.ts) and animates that copy out, inert and hidden from assistive
 * technology. `from`: such a copy given at the start (the page the shell
 * showed before this layer took over).
 */
function Page({ children, from, waiting }: { children?: ReactNode; from?: Node[]; waiting?: boolean }) {
  const present = useIsPresent();
  const ref = useRef<HTMLDivElement>(null);
  const copy = useRef<Node[] | null>(from ?? null);
  if (!present && copy.current === null) copy.current = ref.current ? copyContent(ref.current) : [];
  const frozen = copy.current !== null;
  // Under reduced motion a page is shown as it is and removed at once (skipAnimations alone would still show one frame of "enter").
  const [still] = useState(prefersReducedMotion);

  useShowCopy(ref, copy.current);

  return (
    <m.div
      ref={ref}
      data-page={frozen ? "leaving" : "shown"}
      variants={PAGE}
      initial={still ? false : "enter"}
      animate={waiting ? "waiting" : "shown"}
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
 * then does the next one mount and animate in. `pageKey` names the page (one per visit to a path);
 * `handover` is a copy of the page the shell showed before this layer took
 * over (components/layout/PageShell), animated out first.
 */
export function PageTransition({
  pageKey,
  waiting,
  handover,
  children,
}: {
  pageKey: string;
  waiting: boolean;
  handover: { nodes: Node[]; waiting: boolean } | null;
  children: ReactNode;
}) {
  const [handingOver, setHandingOver] = useState(handover !== null);
  useLayoutEffect(() => setHandingOver(false), []);
  return (
    <MotionRoot>
      <AnimatePresence mode="wait" initial={false}>
        {handingOver ? (
          <Page key="handover" from={handover!.nodes} waiting={handover!.waiting} />
        ) : (
          <Page key={pageKey} waiting={waiting}>
            {children}
          </Page>
        )}
      </AnimatePresence>
    </MotionRoot>
  );
}

const COLLAPSE: Variants = {
  open: { height: "auto", visibility: "visible" },
  closed: { height: 0, transitionEnd: { visibility: "hidden" } },
};

/** A part that opens and closes; `appear`: it mounts while opening, so it opens from closed (otherwise it mounts as it is). */
export interface CollapseProps {
  open: boolean;
  seconds: number;
  appear?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A part that opens and closes by its height (the phone menu, 0.3 s, and its
 * submenus, 0.2 s). Closed, it is hidden and inert.
 */
export function Collapse({ open, seconds, appear = false, id, className, children }: CollapseProps) {
  return (
    <m.div
      id={id}
      className={className}
      style={{ overflow: "hidden" }}
      variants={COLLAPSE}
      initial={appear ? "closed" : false}
      animate={open ? "open" : "closed"}
      transition={{ duration: seconds, ease: "easeOut" }}
      data-open={open ? "true" : "false"}
      {...inertWhen(!open)}
    >
      {children}
    </m.div>
  );
}

export interface Stagger {
  duration: number;
  first: number;
  step: number;
  last: number;
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
