/**
 * Watching motion from inside the page: every animation frame, the pages in
 * <main> (leaving or shown, opacity, vertical offset, heading), the window's
 * scroll and the Web Animations running in <main>. Sampled per frame, so an exit of
 * 0.2 s is a dozen samples; timings are checked with room for a busy machine.
 *
 * Also sampled the moment a page in <main> changes state (shown to leaving, a page
 * added or removed), before any frame: framer-motion starts a page's fade on the
 * Web Animations API from the moment it was asked for, so a renderer busy for longer
 * than the 0.2 s exit (four browsers on two cores in CI) can end the fade, and
 * remove the old page, before the next frame is drawn. At 12x CPU throttling only
 * one drawn frame of each transition still showed the page leaving. Such a sample
 * sits among the frames in time order; it is a state the page was in, not one drawn.
 */
import type { Page } from "@playwright/test";

export interface PageSample {
  state: string | null;
  opacity: number;
  /** The vertical offset of the page's transform, in px (0 without one). */
  y: number;
  /** Where the page's box starts on screen, in px from the top of the window. */
  top: number;
  h1: string;
}

export interface Frame {
  t: number;
  pages: PageSample[];
  scrollY: number;
  animations: number;
}

type Watched = Window & { __frames?: Frame[]; __watching?: boolean };

/** Starts recording frames; `stop()` ends it and returns them. */
export async function watchFrames(page: Page) {
  await page.evaluate(() => {
    const w = window as Watched;
    w.__frames = [];
    w.__watching = true;
    const start = performance.now();
    const sample = () => {
      const pages = Array.from(document.querySelectorAll("#main > [data-page]"), (el) => {
        const style = getComputedStyle(el);
        const matrix = style.transform === "none" ? null : new DOMMatrixReadOnly(style.transform);
        const top = Math.round(el.getBoundingClientRect().top - (matrix ? matrix.m42 : 0));
        return { state: el.getAttribute("data-page"), opacity: Number(style.opacity), y: matrix ? matrix.m42 : 0, top, h1: el.querySelector("h1")?.textContent?.trim() ?? "" };
      });
      // Web Animations in <main> that take time (under reduced motion the stylesheet cuts CSS transitions to 0.01 ms).
      const animations = document.getAnimations().filter((a) => {
        const effect = a.effect as KeyframeEffect | null;
        return effect?.target?.closest("#main") && Number(effect.getComputedTiming().duration) > 1;
      }).length;
      w.__frames!.push({ t: performance.now() - start, pages, scrollY: window.scrollY, animations });
    };
    const tick = () => {
      if (!w.__watching) return;
      sample();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const main = document.getElementById("main");
    if (main) {
      // A page added or removed (the children of <main>), or one changing state (its data-page).
      // (Two observers: observing the same node again replaces the first options.)
      const onChange = () => w.__watching && sample();
      new MutationObserver(onChange).observe(main, { childList: true });
      new MutationObserver(onChange).observe(main, { subtree: true, attributeFilter: ["data-page"] });
    }
  });
  return {
    stop: () =>
      page.evaluate(() => {
        const w = window as Watched;
        w.__watching = false;
        return w.__frames ?? [];
      }),
  };
}

/**
 * Waits until the page shown is settled: one page (the one leaving has gone), the one headed `heading`,
 * fully opaque, not offset. The heading matters: the router changes the address before React renders
 * the new page (its render is a transition), and on a busy machine the old page, not yet leaving, was
 * "one page, fully opaque" after the address had changed (motion.spec.ts failed so in a CI run).
 */
export async function settled(page: Page, heading: string) {
  await page.waitForFunction((heading) => {
    const pages = document.querySelectorAll("#main > [data-page]");
    if (pages.length !== 1 || pages[0]!.querySelector("h1")?.textContent?.trim() !== heading) return false;
    const style = getComputedStyle(pages[0]!);
    return style.opacity === "1" && (style.transform === "none" || new DOMMatrixReadOnly(style.transform).m42 === 0);
  }, heading);
}

export interface PageAnimation {
  state: string | null;
  h1: string;
  /** The animated property and its keyframes, e.g. { opacity: [0.35, 0] }. */
  keyframes: Record<string, unknown>;
  duration: number;
  delay: number;
}

type Recorded = Window & { __pageAnimations?: PageAnimation[] };

/**
 * Records every Web Animation started on a page in <main> (framer-motion runs
 * a page's fade on the Web Animations API): from before the page loads, so
 * call it before `goto`. `take()` returns and clears them.
 */
export async function recordPageAnimations(page: Page) {
  await page.addInitScript(() => {
    const w = window as Recorded;
    w.__pageAnimations = [];
    const original = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (this.matches("#main > [data-page]") && keyframes && !Array.isArray(keyframes) && typeof options === "object") {
        const record: PageAnimation = {
          state: this.getAttribute("data-page"),
          h1: "",
          keyframes: { ...keyframes } as Record<string, unknown>,
          duration: Number(options.duration),
          delay: Number(options.delay ?? 0),
        };
        w.__pageAnimations!.push(record);
        // A leaving page's exit can start in the commit that swaps its content for the copy; read the heading once it is done.
        queueMicrotask(() => (record.h1 = this.querySelector("h1")?.textContent?.trim() ?? ""));
      }
      return original.call(this, keyframes, options);
    };
  });
  return {
    take: () =>
      page.evaluate(() => {
        const w = window as Recorded;
        const out = w.__pageAnimations ?? [];
        w.__pageAnimations = [];
        return out;
      }),
  };
}

/** Whether the motion code (framer-motion's layer and its features) has been requested. */
export function motionRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/(MotionLayer|features)-[\w-]+\.js$/.test(path)) urls.push(path);
  });
  return urls;
}
