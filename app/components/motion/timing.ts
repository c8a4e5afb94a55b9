/**
 * The site's motion (spec 2, 2.1, 2.7, 4 and 9), in seconds. Plain numbers
 * in a module of their own, so the shell and the tests read them without
 * loading the animation code.
 */
export const MOTION = {
  /** A page fades and slides up in over 0.3 s… */
  pageIn: 0.3,
  /** …and out over 0.2 s. */
  pageOut: 0.2,
  /** The phone menu's list opens and closes in 0.3 s… */
  menu: 0.3,
  /** …and a submenu in 0.2 s. */
  submenu: 0.2,
  /** Content entering a page: 0.6 s each, starting 0.1 s to 0.7 s after the page. */
  content: { duration: 0.6, first: 0.1, step: 0.1, last: 0.7 },
  /** Resource cards after a filter change: one 0.1 s after another. */
  resourceCards: { duration: 0.4, first: 0, step: 0.1, last: Infinity },
} as const;

/** Items entering one after another, in seconds: each over `duration`, the first at `first`, then `step` apart, none later than `last`. */
export type Stagger = Record<"duration" | "first" | "step" | "last", number>;

/** When a staggered item starts, in seconds (whole milliseconds). */
export function staggerDelay(index: number, { first, step, last }: Stagger): number {
  return Math.round(Math.min(first + index * step, last) * 1000) / 1000;
}

