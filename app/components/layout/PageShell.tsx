import { useLocation, useNavigation, useNavigationType, useOutlet } from "@remix-run/react";
import { Component, createRef, useEffect, useRef, useState, type ReactNode } from "react";
import { leavingCopy, type LeavingPage } from "~/components/motion/leaving";
import { loadMotion, motionLayer, type MotionLayer } from "~/components/motion/load";
import { onFirstPause } from "~/lib/first-interaction";
import { useLater } from "~/lib/later";
import { usePageFocus } from "./page-focus";

/**
 * A page shown before framer-motion has arrived. When it goes and the motion
 * layer is here to show the next one (`onLeave`), it hands over a copy of
 * itself, taken before React removes it (componentWillUnmount runs while
 * the page is still on screen), for the layer to animate out.
 */
class PlainPage extends Component<{ waiting: boolean; onLeave?: (page: LeavingPage) => void; children: ReactNode }> {
  private element = createRef<HTMLDivElement>();

  componentWillUnmount() {
    if (this.props.onLeave && this.element.current) this.props.onLeave(leavingCopy(this.element.current));
  }

  render() {
    return (
      <div ref={this.element} data-page="shown" className={this.props.waiting ? "page-leaving" : undefined}>
        {this.props.children}
      </div>
    );
  }
}

/**
 * The page in <main>, and how one page gives way to the next: Remix's
 * outlet (useOutlet), keyed by its path, so another query is the same page
 * and another path a new one. Nothing moves on the first render: the
 * server's HTML shows as it is. framer-motion (components/motion/load) is
 * fetched once the visitor has interacted and paused, or when a navigation starts;
 * from the first page change after it has arrived, AnimatePresence shows
 * every page (components/motion/MotionLayer: the old one fades out over
 * 0.2 s, then the new one fades and slides in over 0.3 s). Before then, and
 * if it cannot load, pages change at once. It is taken up only at a page
 * change: switching mid-page would mount the page on screen afresh, losing
 * what the reader had typed.
 *
 * Scrolling is Remix's <ScrollRestoration> (root.tsx): a followed link goes
 * to the top or its #target, Back and Forward to where the reader was, in
 * the commit that shows the new page. Focus moves to the new page's heading
 * (page-focus.ts).
 */
export function PageShell() {
  const outlet = useOutlet();
  const location = useLocation();
  const action = useNavigationType();
  const navigation = useNavigation();
  const arrived = useLater(motionLayer);
  const [shown, setShown] = useState<{ pathname: string; layer: MotionLayer | null }>({ pathname: location.pathname, layer: null });
  // A new page: the layer shows it if it has arrived (state kept from render to render, React's pattern for a value derived from a change).
  if (shown.pathname !== location.pathname) setShown({ pathname: location.pathname, layer: arrived ?? null });
  const layer = shown.pathname === location.pathname ? shown.layer : arrived ?? null;

  // The motion code, once the visitor has tapped, clicked or pressed a key (a touch that only scrolls is none)
  // and then paused for a second, or when a navigation starts first (Back and Forward are the browser's
  // buttons, not the page's): at the first tap it landed among the next keys of someone filling in a form.
  useEffect(() => onFirstPause(loadMotion), []);
  useEffect(() => {
    if (navigation.state === "loading") void loadMotion();
  }, [navigation.state]);

  usePageFocus(location);

  // The plain page's copy, from the moment React removes it to the layer's first commit.
  const handover = useRef<LeavingPage | null>(null);
  const takeHandover = () => {
    const page = handover.current;
    handover.current = null;
    return page;
  };
  const keepHandover = arrived ? (page: LeavingPage) => void (handover.current = page) : undefined;

  // The page being left dims while the next one loads (the stylesheet and the motion layer keep it still under reduced motion).
  const waiting = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  if (layer) {
    const { PageTransition, features } = layer;
    // A followed link to a new page lets its first screen of content enter; Back, Forward and a #target do not.
    const stagger = action !== "POP" && !location.hash;
    return (
      <PageTransition features={features} pageKey={location.pathname} waiting={waiting} stagger={stagger} takeHandover={takeHandover}>
        {outlet}
      </PageTransition>
    );
  }
  return (
    <PlainPage key={location.pathname} waiting={waiting} onLeave={keepHandover}>
      {outlet}
    </PlainPage>
  );
}
