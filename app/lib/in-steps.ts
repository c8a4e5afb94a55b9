import { startTransition, useEffect, useState } from "react";

/**
 * A value drawn in steps, a frame apart: `steps` copies of `value`, the
 * first always `value` itself, each next one catching up a frame after the
 * one before it has been drawn. A page that draws a large result (the
 * planner's plan: its answer, its table, each home's details) gives each
 * part its own step, so the browser lays out and paints one part per frame:
 * a key typed while the result is drawn waits for one part, never the whole
 * result. Each catch-up is a transition, so React interrupts it for a key.
 *
 * On the first render every copy is `value` (what the server drew), so
 * hydration draws the whole result at once and nothing renders twice.
 */
export function useInSteps<T>(value: T, steps: number): readonly T[] {
  const [later, setLater] = useState<readonly T[]>(() => Array.from({ length: steps - 1 }, () => value));
  // The first step that has not caught up yet.
  const behind = later.findIndex((v) => v !== value);
  useEffect(() => {
    if (behind < 0) return;
    let timer: number | undefined;
    // After the frame that draws the steps so far (requestAnimationFrame runs just before it, the timer after it).
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setLater((current) => current.map((v, i) => (i <= behind ? value : v)))), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value, behind]);
  return [value, ...later];
}
