import type { RefObject } from "react";
import { useIsomorphicLayoutEffect } from "~/lib/use-hydrated";

/**
 * A page being left can no longer be rendered by React: the router's state
 * already belongs to the next page (a route's loader data is gone). What is
 * animated out is a copy of what was on screen, taken by the shell when the
 * navigation starts, with nothing of React in it (components/layout/PageShell
 * and MotionLayer's Page).
 */
export interface PageCopy {
  /** The key of the page copied (PageShell's page key). */
  of: string;
  nodes: Node[];
  /** It was dimmed, waiting for the next page (it starts its exit from there). */
  waiting: boolean;
}

/** Puts `nodes` into the element once React has left it empty (removed the route's nodes, or never rendered any). */
export function useShowCopy(ref: RefObject<HTMLElement>, nodes: Node[] | null): void {
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (element && nodes && !element.hasChildNodes()) element.replaceChildren(...nodes);
  });
}
