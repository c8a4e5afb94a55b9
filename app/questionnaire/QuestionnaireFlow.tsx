import { IgnoredNote } from "~/components/ui/IgnoredNote";
import { useEffect, useId, useRef } from "react";
import type { QuestionnaireView } from "./flow";
import { ResultView } from "./ResultView";
import { StepForm, type ViewProps } from "./StepForm";

/**
 * The built-in questionnaire for one view: a step or the result. Used by the
 * /questionnaire page (mode "page": GET forms and links) and by the overlay
 * (mode "overlay": the same forms, answered in place through `onParams`).
 * After each change, focus moves to the new question (or to the first answer
 * with an error) so keyboard and screen-reader users follow along.
 */
export function QuestionnaireFlow({ view, mode, headingLevel = 2, onParams }: Pick<ViewProps<QuestionnaireView>, "view" | "mode" | "onParams"> & { headingLevel?: 2 | 3 }) {
  const idPrefix = `q${useId().replace(/:/g, "")}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new view (another step, an error, the result) remounts the step's form, so its inputs show the view's values, and moves focus.
  const key = JSON.stringify(view);
  const focusedKey = useRef(key);

  useEffect(() => {
    // The first view is where the reader already is: leave focus alone.
    if (focusedKey.current === key) return;
    focusedKey.current = key;
    const invalid = rootRef.current?.querySelector<HTMLElement>("[data-error-focus]");
    (invalid ?? headingRef.current)?.focus();
  }, [key]);

  const props = { mode, idPrefix, headingLevel, headingRef, onParams };
  return (
    <div ref={rootRef}>
      <IgnoredNote ignored={view.ignored} className="mb-5" />
      {view.kind === "step" ? <StepForm key={key} view={view} {...props} /> : <ResultView view={view} {...props} />}
    </div>
  );
}
