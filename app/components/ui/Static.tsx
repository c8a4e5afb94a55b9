import { cloneElement, useRef, useState, useSyncExternalStore, type ReactElement } from "react";

const noSubscription = () => () => {};
const NOTHING = { __html: "" };

/**
 * A part of the page with nothing to do in the browser (prose, tables, the
 * footer's links), kept exactly as the server sent it instead of being
 * hydrated (issue 16). Hydration walks every element of a page to attach
 * React to it; most of a guide is text that never changes, and on a phone
 * that walk was most of the time the page did not answer a tap.
 *
 * `children` must be one host element (<div>, <footer>…). React hydrates
 * that element but not what is inside it: given dangerouslySetInnerHTML,
 * it leaves the server's children alone, and with the same empty string on
 * every render it never writes them. Links inside still navigate through
 * the router (SiteLink, lib/link-nav); nothing inside may need React
 * (no handlers, no state): put such parts outside, or do not use Static.
 *
 * Only a part that was hydrated stays as the server sent it. Rendered after
 * a client navigation, or if React had to render the page afresh because
 * the server's HTML did not match (useSyncExternalStore reads the server
 * snapshot only while hydrating), it renders its children as usual. When
 * `data` (what the content is made from) changes, say new loader data for
 * the same page, it renders them from then on too: React then clears the
 * server's children and puts the new ones in.
 */
export function Static({ children, data }: { children: ReactElement; data?: unknown }) {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [asSent] = useState(() => (hydrating ? { data } : null));
  const live = useRef(false);
  if (typeof document === "undefined" || !asSent) return children;
  if (live.current || asSent.data !== data) {
    live.current = true;
    return children;
  }
  return cloneElement(children, { children: undefined, dangerouslySetInnerHTML: NOTHING, suppressHydrationWarning: true });
}
