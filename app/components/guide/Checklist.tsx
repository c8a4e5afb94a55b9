import { useState } from "react";
import type { ChecklistStage } from "~/content/guides/sectioned";
import { RichText } from "~/components/content/RichText";

/**
 * A numbered checklist in stages (the first-time buyer's 21 steps). Each step
 * is a real checkbox with its label and description, so it works by keyboard,
 * screen reader and without JavaScript. Ticks live only in the page: nothing
 * is stored or sent. With JavaScript a running count is announced politely.
 */
export function Checklist({ stages }: { stages: ChecklistStage[] }) {
  const total = stages.reduce((n, s) => n + s.steps.length, 0);
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (n: number, checked: boolean) =>
    setDone((prev) => {
      const next = new Set(prev);
      if (checked) next.add(n);
      else next.delete(n);
      return next;
    });

  let offset = 0;
  return (
    <div className="space-y-8">
      <p className="js-only text-sm font-medium text-slate-700" aria-live="polite">
        {done.size} of {total} steps ticked
      </p>
      {stages.map((stage, s) => {
        const first = offset + 1;
        offset += stage.steps.length;
        return (
          <section key={stage.id} aria-labelledby={`stage-${stage.id}`} className="space-y-3">
            <h3 id={`stage-${stage.id}`} className="text-lg font-semibold text-slate-900">
              <span className="text-brand-700">Stage {s + 1}:</span> {stage.title}
            </h3>
            <p className="text-slate-700"><RichText text={stage.summary} /></p>
            <ol start={first} className="space-y-3">
              {stage.steps.map((step, i) => {
                const n = first + i;
                const id = `step-${n}`;
                return (
                  <li key={id} className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
                    <input
                      type="checkbox"
                      id={id}
                      aria-describedby={`${id}-detail`}
                      checked={done.has(n)}
                      onChange={(e) => toggle(n, e.currentTarget.checked)}
                      className="mt-1 h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    />
                    <div>
                      <label htmlFor={id} className="cursor-pointer font-semibold text-slate-900">
                        {n}. {step.title}
                      </label>
                      <p id={`${id}-detail`} className="mt-1 text-slate-700">
                        <RichText text={step.detail} />
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
