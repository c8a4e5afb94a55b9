import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { safeDecode } from "~/lib/url";

/** Spec 9: delay before scrolling to an in-page target after navigation. */
export const HASH_SCROLL_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Route-change behaviour for the whole site: the new page fades and slides
 * in (0.3 s), the old one fades while the next loads (0.2 s), and the window
 * scrolls smoothly to the top, or to the #target after 100 ms. Nothing runs
 * on the first render, so the server's HTML shows as it is.
 */
export function PageShell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useRef(false);
  const lastPath = useRef(location.pathname);
  // Only pages reached by client navigation animate in; the first page is shown as the server sent it.
  const [animateEntry, setAnimateEntry] = useState(false);

  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    if (location.hash) {
      const id = safeDecode(location.hash.slice(1));
      const timer = window.setTimeout(() => {
        document.getElementById(id)?.scrollIntoView({ behavior, block: "start" });
      }, HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (location.pathname !== lastPath.current) window.scrollTo({ top: 0, behavior });
  }, [location]);

  useEffect(() => {
    if (lastPath.current !== location.pathname) setAnimateEntry(true);
    lastPath.current = location.pathname;
  }, [location.pathname]);

  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  return (
    <div key={location.pathname} className={`${animateEntry ? "page-enter" : ""} ${leaving ? "page-leaving" : ""}`.trim() || undefined}>
      {children}
    </div>
  );
}
