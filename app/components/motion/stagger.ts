import { loadMotion } from "./load";
import type { Stagger } from "./timing";

/**
 * Staggers `items` in with the motion layer (MotionLayer's staggerIn). It is
 * fetched once the visitor has interacted and paused (lib/first-interaction),
 * and what is staggered follows an interaction (a filter change), so it has
 * often arrived: then it starts in a microtask, before the browser paints. If
 * not, this fetches it, and until it arrives the items wait hidden, as each
 * would for its turn; if it cannot load they simply show.
 * Returns what stops it.
 */
export function staggerWhenReady(items: HTMLElement[], timing: Stagger): () => void {
  let stopped = false;
  let stop = () => {};
  const show = () => items.forEach((item) => item.style.removeProperty("opacity"));
  items.forEach((item) => item.style.setProperty("opacity", "0"));
  void loadMotion().then((loaded) => {
    show();
    if (loaded && !stopped) stop = loaded.staggerIn(items, timing);
  });
  return () => {
    stopped = true;
    stop();
    show();
  };
}
