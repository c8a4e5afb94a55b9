/**
 * After Calculate: the answer's first sentence at the top of the view, just
 * below the fixed header, with the focus (issue 46). One mechanism for every
 * tool, the cost calculator and the planner:
 * - the result marks its first sentence `data-answer` (the one plain sentence
 *   every result leads with), and the region it sits in `data-answer-region`;
 * - the stylesheet gives both, and every #result, a `scroll-margin-top` of
 *   the header's height and a little room (tailwind.css), so scrolling them
 *   into view, and a link ending in #result, stops below the header, never
 *   under it;
 * - this function moves the focus there without the browser's own scroll
 *   (`preventScroll`: focusing a tall result scrolled to its middle, 1,400 px
 *   below the headline), then scrolls the sentence to the top, smoothly
 *   unless the reader asked for less motion.
 * Without a sentence (answers missing or wrong), the region itself, which
 * then holds the list of what to fix. Browser only: call it from an effect or
 * an event handler.
 */
import { prefersReducedMotion } from "./reduced-motion";

/** The attribute of a result's first sentence; its region's is ANSWER_REGION_ATTR. */
export const ANSWER_ATTR = "data-answer";
export const ANSWER_REGION_ATTR = "data-answer-region";

export function showAnswer(region: HTMLElement | null): void {
  if (!region) return;
  const target = region.querySelector<HTMLElement>(`[${ANSWER_ATTR}]`) ?? region;
  // A sentence is not focusable by itself: focusable by script only, never a Tab stop.
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
