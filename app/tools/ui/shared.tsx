import type { ReactNode } from "react";
import { RichText } from "~/components/content/RichText";

import { TOOL_UI } from "~/content/tools/common";

export { IssueSummary, type ShownIssue } from "~/components/ui/fields";

/** A tool on its own page (/tools/…) or embedded in a guide. */
export type ToolMode = "page" | "embed";

/** A chosen option's words, for the answers printed with a result. */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? TOOL_UI.notGiven;
}

/** A result's main figure: a label and a large value. */
export function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
      {sub ? <dd className="text-sm text-slate-700">{sub}</dd> : null}
    </div>
  );
}

export function Figures({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}

/** A sub-heading inside a result: a real h3 on the tool's page, bold text when embedded in a guide (whose outline it must not disturb). */
export function ResultHeading({ mode, children }: { mode: ToolMode; children: ReactNode }) {
  return mode === "page" ? (
    <h3 className="text-lg font-semibold text-slate-900">{children}</h3>
  ) : (
    <p className="text-lg font-semibold text-slate-900">{children}</p>
  );
}

export function Para({ text }: { text: string }) {
  return <p className="text-slate-800"><RichText text={text} /></p>;
}

export function Working({ title, mode, lines }: { title: string; mode: ToolMode; lines: string[] }) {
  return (
    <div>
      <ResultHeading mode={mode}>{title}</ResultHeading>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800 marker:text-brand-700">
        {lines.map((line) => <li key={line}><RichText text={line} /></li>)}
      </ol>
    </div>
  );
}

/** The "How it works" list, shared with the purchase planner (components/ui/HowList). */
export { HowList } from "~/components/ui/HowList";
