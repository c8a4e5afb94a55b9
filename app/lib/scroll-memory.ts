/**
 * Where the window scrolls when a page arrives after a client navigation.
 * A browser without JavaScript puts Back and Forward where the reader was,
 * and a followed link at the top (or at its #target); the site does the same
 * with its own router, with the scroll applied to the page that arrives,
 * after the one leaving has animated out.
 */
import { safeDecode } from "./url";

/** How the router reached the location: a link or form (PUSH/REPLACE), or Back and Forward (POP). */
export type NavigationAction = "POP" | "PUSH" | "REPLACE";

export type ArrivalScroll = { kind: "restore"; y: number } | { kind: "target"; id: string } | { kind: "top" } | { kind: "stay" };

/**
 * Back or Forward to an entry whose position was kept: that position. Then a
 * #target: that element. A new page: the top. The same page with another
 * query (a filter, a search): where it is.
 */
export function arrivalScroll({ action, savedY, hash, samePage }: { action: NavigationAction; savedY: number | undefined; hash: string; samePage: boolean }): ArrivalScroll {
  if (action === "POP" && savedY !== undefined) return { kind: "restore", y: savedY };
  const id = hash.replace(/^#/, "");
  if (id) return { kind: "target", id: safeDecode(id) };
  return samePage ? { kind: "stay" } : { kind: "top" };
}

/** Entries kept: a long visit's history, not an ever-growing map. */
const MAX_ENTRIES = 200;

/**
 * Where the positions are kept across page loads in the tab: sessionStorage,
 * as Remix's <ScrollRestoration> keeps them, so Back to a page of the site
 * after a reload (a new document, where the positions in memory are gone)
 * still lands where the reader was.
 */
export const SCROLL_STORAGE_KEY = "scroll-positions";

/**
 * Scroll positions by history entry (the router's location key). Kept in
 * memory while the document lives (components/layout/arrival-scroll.ts) and
 * written to sessionStorage when the page is hidden; a page loaded by
 * Back, Forward or a reload is put back where it was, before React runs, by
 * RESTORE_SCROLL_SCRIPT.
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

  /** Reads what `stringify` wrote; anything else (absent, edited, another shape) gives what it can, or nothing. */
  static parse(stored: string | null): ScrollPositions {
    const positions = new ScrollPositions();
    try {
      for (const [key, y] of JSON.parse(stored ?? "[]")) {
        if (typeof key === "string" && Number.isFinite(y)) positions.set(key, y);
      }
    } catch {
      // Not JSON, or not a list of pairs: what was read before the break, if anything.
    }
    return positions;
  }

  /** These positions laid over `other`'s: the ones in this document are the newer. */
  over(other: ScrollPositions): ScrollPositions {
    const merged = new ScrollPositions();
    for (const [key, y] of [...other.positions, ...this.positions]) merged.set(key, y);
    return merged;
  }

  /** [key, y] pairs, oldest first (an array, as an object would reorder keys that look like numbers). */
  stringify(): string {
    return JSON.stringify([...this.positions]);
  }
}

/**
 * Run inline at the end of <body>, before the router is created (module
 * scripts run after it): gives a history entry the page was loaded into
 * without one a key of its own, which the router then uses as the
 * location's key (as Remix's <ScrollRestoration> does; otherwise every page
 * loaded afresh is "default"), and scrolls a page that was shown before in
 * this tab to where the reader was. The browser does not: while the site is
 * live it leaves scroll restoration to the site (arrival-scroll.ts). An
 * entry given its key just now cannot have a position kept, so the common
 * case, a page opened afresh, never touches sessionStorage (whose first use
 * in a tab can cost a phone several milliseconds).
 */
export const RESTORE_SCROLL_SCRIPT = `(function(){try{var h=history,s=h.state;if(!s||!s.key){h.replaceState(Object.assign({},s,{key:Math.random().toString(36).slice(2,10)}),"");return}var k=s.key,a=JSON.parse(sessionStorage.getItem(${JSON.stringify(SCROLL_STORAGE_KEY)})||"[]");for(var i=0;i<a.length;i++)if(a[i][0]===k&&typeof a[i][1]==="number")scrollTo(0,a[i][1])}catch(e){}})()`;
