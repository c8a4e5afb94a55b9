import { useId, useMemo, type ReactNode } from "react";
import { fieldIds, shownIssues, visibleIssue } from "~/components/ui/fields";
import { useToolForm } from "~/components/ui/useToolForm";
import { todayIso } from "~/lib/dates";
import type { Issues, RawQuery, RawValues } from "~/lib/params";
import type { ToolMode } from "./shared";

export interface Answer {
  label: string;
  value: string;
}

/** What a tool shows for its settled answers: the frame (ToolFrame) draws it the same way for every tool. */
export interface ToolView<K extends string> {
  issues: Issues<K>;
  /** The computed result, or null while answers are missing or wrong. */
  result: ReactNode | null;
  /** The answers in words, printed above the result. */
  answers: Answer[];
  /** The tool's page with these answers ("Open the full calculator" from a guide). */
  shareHref: string;
  /** Page mode: the explanation, tables and notes under the result. */
  how: ReactNode;
  /** What the result asks for before there is one, when a tool has a better question than "fill in the form". */
  pending?: string;
}

/** What every tool component takes: its own page passes the loader's query and date. */
export interface ToolProps<K extends string> {
  mode: ToolMode;
  query?: RawQuery<K> | null;
  today?: string;
}

/**
 * A tool's state, the same for every tool: the form's answers (useToolForm),
 * the fields' ids, the date whose rules apply, and the view `build` makes of
 * the settled answers. `build` is a module-level function, so the view is
 * worked out once per settled change, never once a key: a key typed into a
 * field redraws the field alone, and the result follows in React's deferred
 * render. `field(key)` is what a field of the form takes besides its words
 * (the fields show what is typed, at once); `frame` is what ToolFrame takes
 * besides the tool's name, sources and fields.
 */
export function useTool<K extends string, V extends ToolView<K>>(
  { keys, defaults }: { keys: readonly K[]; defaults: Partial<RawValues<K>> },
  { mode, query = null, today }: ToolProps<K>,
  build: (values: RawValues<K>, on: string, mode: ToolMode) => V,
) {
  const form = useToolForm({ keys, query, defaults, syncUrl: mode === "page" });
  const uid = useId();
  const ids = useMemo(() => fieldIds(uid, keys), [uid, keys]);
  // The tool page passes the server's date (no hydration mismatch); an embedded tool uses the browser's.
  const on = today ?? todayIso();
  const { settled, showMissing, setShowMissing, ignored } = form;
  const { view, shown } = useMemo(() => {
    const view = build(settled, on, mode);
    return { view, shown: shownIssues(keys, view.issues, showMissing, ids) };
  }, [build, keys, settled, on, mode, showMissing, ids]);
  const field = (k: K) => ({ id: ids[k], name: k, value: form.values[k], onChange: (v: string) => form.set(k, v), issue: visibleIssue(view.issues[k], showMissing) });
  const frame = { mode, view, shown, ignored, onSubmitAttempt: () => setShowMissing(true) };
  // A field that takes the whole row of an embedded tool's two-column form (ToolFrame).
  const wide = mode === "embed" ? "sm:col-span-2" : undefined;
  return { form, field, frame, wide };
}
