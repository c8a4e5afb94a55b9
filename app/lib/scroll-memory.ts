/**
 * Where the window scrolls when a page arrives after a client navigation
 * (issue 26). A browser without JavaScript puts Back and Forward where the
 * reader was, and a followed link at the top (or at its #target); the site
 * does the same with its own router, with the scroll applied to the page
 * that arrives, after the one leaving has animated out.
 */
import { safeDecode } from "./url";

/** How the router reached the location: a link or form (PUSH/REPLACE), or Back and Forward (POP). */
export type NavigationAction = "POP" | "PUSH" | "REPLACE";

export type ArrivalScroll =
  | { kind: "restore"; y: number }
  | { kind: "target"; id: string }
  | { kind: "top" }
  | { kind: "stay" };

/**
 * Back or Forward to an entry whose position was kept: that position. Then a
 * #target: that element. A new page: the top. The same page with another
 * query (a filter, a search): where it is.
 */
export function arrivalScroll({
  action,
  savedY,
  hash,
  samePage,
}: {
  action: NavigationAction;
  savedY: number | undefined;
  hash: string;
  samePage: boolean;
}): ArrivalScroll {
  if (action === "POP" && savedY !== undefined) return { kind: "restore", y: savedY };
  const id = hash.replace(/^#/, "");
  if (id) return { kind: "target", id: safeDecode(id) };
  return samePage ? { kind: "stay" } : { kind: "top" };
}

/** Entries kept: a long visit's history, not an ever-growing map. */
const MAX_ENTRIES = 200;

/**
 * Scroll positions by history entry (the router's location key), for this
 * document. A reload or a visit from another site is the browser's own
 * affair: the shell hands scroll restoration back to it when the page is
 * hidden (components/layout/PageShell).
 */
export class ScrollPositions {
  private positions = new Map<string, number>();

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  set(key: string, y: number): void {
    // Re-inserted so the map's order is the order of use and the oldest go first.
    this.positions.delete(key);
    this.positions.set(key, Math.max(0, Math.round(y)));
    if (this.positions.size > MAX_ENTRIES) this.positions.delete(this.positions.keys().next().value!);
  }
}
