/**
 * The one test for "the reader asked for less motion" (prefers-reduced-motion),
 * for code that runs in the browser: effects, event handlers and the motion
 * layer, never a server render (there is no window there, and the answer would
 * differ between the server's HTML and the browser's). The stylesheet stops CSS
 * motion with the same media query (tailwind.css).
 */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
