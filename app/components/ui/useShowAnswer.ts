import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { showAnswer } from "~/lib/show-answer";

/**
 * Calculate's last step, the same in every tool, the calculator and the
 * planner: returns `ask()`, for the form's submit handler; once the result on
 * screen is worked out from what the form holds now (`ready`: React's
 * deferred render, or the planner's pause, has caught up), its answer is
 * brought to the top of the view and given the focus (lib/show-answer). So
 * the focus never lands on an answer that the next render replaces, and a
 * result that is already up to date is shown at once.
 */
export function useShowAnswer(region: RefObject<HTMLElement>, ready: boolean): () => void {
  const [asked, setAsked] = useState(0);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || !ready) return;
    pending.current = false;
    showAnswer(region.current);
  }, [asked, ready, region]);
  return useCallback(() => {
    pending.current = true;
    setAsked((n) => n + 1);
  }, []);
}
