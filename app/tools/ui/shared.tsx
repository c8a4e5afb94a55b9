import type { MouseEvent, ReactNode } from "react";
import { RichText } from "~/components/content/RichText";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import type { Issues } from "../params";
import { visibleIssue } from "./fields";

/** A tool on its own page (/tools/…) or embedded in a guide. */
export type ToolMode = "page" | "embed";

/** A problem with a field, as the error summary lists it. */
export interface ShownIssue {
  fieldId: string;
  message: string;
}

/** Field ids for one tool instance, so the error summary can link to them. */
export function fieldIds<K extends string>(prefix: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, `${prefix}-${k}`])) as Record<K, string>;
}

/** The issues to show now, in field order, for the summary. */
export function shownIssues<K extends string>(keys: readonly K[], issues: Issues<K>, showMissing: boolean, ids: Record<K, string>): ShownIssue[] {
  return keys.flatMap((k) => {
    const issue = visibleIssue(issues[k], showMissing);
    return issue ? [{ fieldId: ids[k], message: issue.message }] : [];
  });
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

export function HowList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-700">
      {items.map((item) => <li key={item}><RichText text={item} /></li>)}
    </ul>
  );
}

/** The summary's links move focus to the field itself, not just the view (browsers only scroll to a #fragment). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/** What to fix before a result can show: each message links to its field (the tools and the purchase planner). */
export function IssueSummary({ title, issues }: { title: string; issues: ShownIssue[] }) {
  return (
    <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {issues.map((issue) => (
          <li key={issue.fieldId}>
            <a href={`#${issue.fieldId}`} onClick={(event) => focusField(event, issue.fieldId)} className="underline underline-offset-2">{issue.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
