import { AnimatePresence, LazyMotion, m, MotionConfig, useIsPresent, useReducedMotion, type FeatureBundle, type Variants } from "framer-motion";
import { animate } from "framer-motion/dom/mini";
import { Component, createRef, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { inertWhen } from "~/lib/inert";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import { LEAVING_STYLE, leavingCopy, leavingStyle, type LeavingPage } from "./leaving";
import { MOTION, staggerDelay, type Stagger } from "./timing";

/**
 * The site's animations with framer-motion: the page transition, content
 * and cards entering one after another (the phone menu opens with the
 * stylesheet alone, components/layout/MobileMenu). This module is never among
 * a page's first scripts: load.ts fetches it, with the features, when the
 * visitor first acts, and the shell renders nothing of it before then.
 */

const PAGE: Variants = {
  enter: { opacity: 0, y: 12 },
  shown: { opacity: 1, y: 0, transition: { duration: MOTION.pageIn, ease: "easeOut" } },
  // While the next page loads, this one dims, in place (a value a variant leaves out would go back to "enter"'s).
  waiting: { opacity: 0.35, y: 0, transition: { duration: MOTION.pageOut, ease: "easeIn" } },
  leave: { opacity: 0, y: -12, transition: { duration: MOTION.pageOut, ease: "easeIn" } },
};

interface PageProps {
  children: ReactNode;
  /** The page it replaces is still leaving: it waits, transparent, in its place. */
  arriving: boolean;
  waiting: boolean;
  still: boolean;
}

/**
 * One page, shown by AnimatePresence. As it starts to leave it renders no
 * route (React could not: leaving.ts) and shows instead the copy of itself
 * read in getSnapshotBeforeUpdate, before React removes the route's nodes,
 * fixed where it was on screen, inert and hidden from assistive technology.
 * The next page is in the flow from the same commit, transparent until this
 * one has gone (`arriving`), then it comes in.
 */
class PageView extends Component<PageProps & { present: boolean }> {
  private element = createRef<HTMLDivElement>();
  private copy = createRef<HTMLDivElement>();

  getSnapshotBeforeUpdate(previous: PageProps & { present: boolean }): LeavingPage | null {
    const element = this.element.current;
    return element && previous.present && !this.props.present ? leavingCopy(element, this.copy.current) : null;
  }

  componentDidUpdate(_previous: unknown, _state: unknown, leaving: LeavingPage | null) {
    const element = this.element.current;
    const copy = this.copy.current;
    if (!element || !copy) return;
    if (leaving) {
      copy.replaceChildren(...leaving.nodes);
      Object.assign(element.style, leavingStyle(leaving));
    } else if (this.props.present && copy.hasChildNodes()) {
      // Called back before it had gone (Back at once): live again, in the flow.
      copy.replaceChildren();
      for (const property of LEAVING_STYLE) element.style.removeProperty(property);
    }
  }

  render() {
    const { present, children, arriving, waiting, still } = this.props;
    return (
      <m.div
        ref={this.element}
        data-page={present ? "shown" : "leaving"}
        variants={PAGE}
        // Under reduced motion a page is shown as it is and removed at once (skipAnimations alone would still show one frame of "enter").
        initial={still ? false : "enter"}
        animate={still ? "shown" : arriving ? "enter" : waiting ? "waiting" : "shown"}
        exit={still ? undefined : "leave"}
        aria-hidden={!present || undefined}
        {...inertWhen(!present)}
      >
        {present ? children : null}
        <div ref={this.copy} className="contents" />
      </m.div>
    );
  }
}

function Page(props: PageProps) {
  return <PageView {...props} present={useIsPresent()} />;
}

/** The page the shell showed before this layer took over, leaving as the layer's first page arrives. */
function Handover({ page, onGone }: { page: LeavingPage; onGone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.replaceChildren(...page.nodes), [page]);
  return <m.div ref={ref} data-page="leaving" aria-hidden="true" {...inertWhen(true)} style={leavingStyle(page)} variants={PAGE} initial="shown" animate="leave" onAnimationComplete={onGone} />;
}

/**
 * Route changes (spec 2: out over 0.2 s, then in over 0.3 s fading and
 * sliding up). `pageKey` names the page (its path: another query is the
 * same page); a new key is a new page, and AnimatePresence keeps the old one
 * while it animates out. `takeHandover`: the copy of the page the shell
 * showed before the layer, which leaves as the layer's first page arrives
 * (taken once this has mounted: the shell copies it as React removes it).
 * `stagger`: the page that arrives lets its first screen of content enter one
 * item after another (a followed link to the top of a new page).
 *
 * LazyMotion is given the features already in memory (`features`, fetched
 * beside this module by load.ts), so every `m` element can animate from its
 * first render. `strict`: only `m` elements, never `motion`, which would carry
 * the features again. Under prefers-reduced-motion nothing animates: values
 * jump to their end (MotionConfig skipAnimations), and nothing leaves slowly.
 */
export function PageTransition({ features, pageKey, waiting, stagger, takeHandover, children }: { features: FeatureBundle; pageKey: string; waiting: boolean; stagger: boolean; takeHandover: () => LeavingPage | null; children: ReactNode }) {
  const still = useReducedMotion() ?? false;
  // Every page the layer shows replaces one (the layer is made at a page change): it comes in once that one has gone.
  const [arriving, setArriving] = useState(true);
  // The page shown, and whether its content staggers in, as it was when that page came (a state, so the page
  // before it leaving, however soon, reads this page's: a ref written in an effect could still hold the last one's).
  const [shown, setShown] = useState({ key: pageKey, stagger });
  if (pageKey !== shown.key) {
    setShown({ key: pageKey, stagger });
    setArriving(true);
  }
  const [handover, setHandover] = useState<LeavingPage | null>(null);
  useLayoutEffect(() => {
    const page = takeHandover();
    if (page && !still) setHandover(page);
    else gone();
    // Once, as the layer arrives with its first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const stopContent = useRef<() => void>(() => {});
  const enter = () => {
    stopContent.current();
    const main = document.getElementById("main");
    stopContent.current = shown.stagger && main ? enterContent(main) : () => {};
  };
  useEffect(() => () => stopContent.current(), []);
  // The page before has gone: the new one comes in, and its first screen of content after it.
  const gone = () => {
    setHandover(null);
    setArriving(false);
    enter();
  };

  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user" skipAnimations={still}>
        {handover ? <Handover page={handover} onGone={gone} /> : null}
        <AnimatePresence onExitComplete={gone}>
          <Page key={pageKey} arriving={arriving} waiting={waiting} still={still}>
            {children}
          </Page>
        </AnimatePresence>
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
