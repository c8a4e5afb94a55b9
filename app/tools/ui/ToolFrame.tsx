/**
 * What every tool's UI shares: its state (useTool), its frame (ToolFrame)
 * and the small pieces its result is drawn with.
 */
import { ArrowRight, Calculator, Printer } from "~/components/ui/icons";
import { useCallback, useEffect, useId, useMemo, useRef, type FormEvent, type HTMLAttributes, type ReactNode } from "react";
import { buttonClass } from "~/components/content/CallToAction";
import { RichText } from "~/components/content/RichText";
import { SourceNote } from "~/components/content/SourceNote";
import { fieldIds, IssueSummary, shownIssues, visibleIssue } from "~/components/ui/fields";
import { CopyLink } from "~/components/ui/CopyLink";
import { IgnoredNote } from "~/components/ui/IgnoredNote";
import { SiteLink } from "~/components/ui/SiteLink";
import { useShowAnswer } from "~/components/ui/useShowAnswer";
import { useToolForm } from "~/components/ui/useToolForm";
import { useUnchanged } from "~/lib/unchanged";
import { TOOL_UI, type ToolSources } from "~/content/tools/common";
import { TOOL_PAGE } from "~/content/tools/pages";
import { RESULT_ID, shareHref } from "~/lib/url";
import { ANSWER_REGION_ATTR } from "~/lib/show-answer";
import type { RawQuery, RawValues } from "~/lib/params";
import { toolHref, type ToolEvaluation, type ToolForm } from "../params";
import { EMBED_MARK } from "./embed-mark";

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

export function Para({ text }: { text: string }) {
  return <p className="text-slate-800"><RichText text={text} /></p>;
}

/**
 * A titled part of a result. The title is a real h3 on the tool's page, bold
 * text when embedded in a guide (whose outline it must not disturb).
 */
export function Section({ mode, title, children, ...div }: { mode: ToolMode; title: ReactNode; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  const Heading = mode === "page" ? "h3" : "p";
  return (
    <div {...div}>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {children}
    </div>
  );
}

export function Working({ title, mode, lines }: { title: string; mode: ToolMode; lines: string[] }) {
  return (
    <Section mode={mode} title={title}>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800 marker:text-brand-700">
        {/* Keyed by place, not by text: a figure that changes as the reader types updates its line in place. */}
        {lines.map((line, i) => <li key={i}><RichText text={line} /></li>)}
      </ol>
    </Section>
  );
}

/** A link from a result on to the next step (the cost calculator, the purchase planner). */
export function NextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <SiteLink to={to} className={buttonClass.secondary}>
      {children}
      <ArrowRight className="h-5 w-5" aria-hidden="true" />
    </SiteLink>
  );
}

/** What a tool shows for its settled answers: the frame (ToolFrame) draws it the same way for every tool. */
export interface ToolView {
  /** The computed result, or null while answers are missing or wrong. */
  result: ReactNode | null;
  /** The answers in words, printed above the result (every tool has answers once it has a result). */
  answers: { label: string; value: string }[];
  /** Page mode: the explanation, tables and notes under the result. */
  how: ReactNode;
  /** What the result asks for before there is one, when a tool has a better question than "fill in the form". */
  pending?: string;
}

/**
 * What every tool component takes: today's date in Ireland from the page's
 * loader (its own page, or the guide it is embedded in), and on its own page
 * the loader's query. The browser never reads its own clock: the server's
 * date is the one date, so the server's HTML and the live tool agree.
 */
export interface ToolProps<K extends string> {
  mode: ToolMode;
  query?: RawQuery<K> | null;
  today: string;
}

/** What a tool's view is made from: its settled answers, the date whose rules apply, the mode, and its page with these answers. */
export interface ViewContext<K extends string> {
  values: RawValues<K>;
  on: string;
  mode: ToolMode;
  href: string;
}

/**
 * A tool's state, the same for every tool: the form's answers (useToolForm),
 * the fields' ids, the date whose rules apply, the evaluation of the settled
 * answers and the view `build` makes of it. `build` is a module-level
 * function, so the view is worked out once per settled change, never once a
 * key: a key typed into a field redraws the field alone, and the result
 * follows in React's deferred render. `field(key)` is what a field of the
 * form takes besides its words (the fields show what is typed, at once);
 * `frame` is what ToolFrame takes besides the fields.
 */
export function useTool<K extends string, I, R>(
  tool: ToolForm<K, I, R>,
  /** The tool's official sources, from its own words module (a map of all tools would ship every tool's words). */
  sources: ToolSources,
  { mode, query = null, today }: ToolProps<K>,
  build: (evaluation: ToolEvaluation<K, I, R>, context: ViewContext<K>) => ToolView,
) {
  const { keys } = tool;
  const form = useToolForm({ keys, query, defaults: tool.defaults, syncUrl: mode === "page" });
  const uid = useId();
  const ids = useMemo(() => fieldIds(uid, keys), [uid, keys]);
  const on = today;
  const { settled, showMissing, setShowMissing, ignored } = form;
  const evaluated = useMemo(() => {
    const evaluation = tool.evaluate(settled, on);
    const href = toolHref(tool, settled);
    const view = build(evaluation, { values: settled, on, mode, href });
    return { issues: evaluation.issues, view, href, shown: shownIssues(keys, evaluation.issues, showMissing, ids) };
  }, [tool, build, keys, settled, on, mode, showMissing, ids]);
  // What stayed the same since the last drawing is the same object, so React skips it: a new figure
  // redraws that figure, not the explanation and sources around it (lib/unchanged).
  const { issues, view, href, shown } = useUnchanged(evaluated);
  // One stable handler per field: a field whose answer did not change is skipped too.
  const { set } = form;
  const change = useMemo(() => Object.fromEntries(keys.map((k) => [k, (v: string) => set(k, v)])) as Record<K, (v: string) => void>, [keys, set]);
  const field = (k: K) => ({ id: ids[k], name: k, value: form.values[k], onChange: change[k], issue: visibleIssue(issues[k], showMissing) });
  // `shown`: the issues shown beside their fields now, for the summary; `shareHref`: the link a reader shares (Copy link,
  // "Open the full calculator" from a guide), ending at the answer; `ready`: the result follows what the fields hold now.
  const onSubmitAttempt = useCallback(() => setShowMissing(true), [setShowMissing]);
  const frame = { tool: tool.name, sources, mode, view, shareHref: shareHref(href), shown, ignored, ready: form.settled === form.values, onSubmitAttempt };
  // A field that takes the whole row of an embedded tool's two-column form (ToolFrame).
  const wide = mode === "embed" ? "sm:col-span-2" : undefined;
  return { form, field, frame, wide };
}

/**
 * The frame every tool shares, full page or embedded in a guide. The form
 * is a plain GET form whose action is the tool's own page, so without
 * JavaScript it submits there and the server renders the result; with
 * JavaScript the result updates as you type and submitting only reveals
 * what is still missing. The result region is a polite live region.
 * Everything but the tool's name, sources and fields comes from useTool.
 */
export function ToolFrame({
  tool,
  sources: source,
  fields,
  mode,
  view: { result, answers, how, pending },
  shareHref,
  shown: issues,
  ignored,
  ready,
  onSubmitAttempt,
}: ReturnType<typeof useTool>["frame"] & { fields: ReactNode }) {
  const id = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const page = TOOL_PAGE[tool];
  const formRef = useRef<HTMLFormElement>(null);
  // The form is marked once the tool's code runs (tests wait for it before typing). Written straight
  // to the element: a "hydrated" state here would render the whole frame again when hydration ends.
  useEffect(() => formRef.current?.setAttribute("data-live", ""), []);

  const showAnswer = useShowAnswer(resultRef, ready);
  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // Live already: submitting only shows what is missing, and brings the answer (or what to fix) to the top with the focus.
      event.preventDefault();
      onSubmitAttempt();
      showAnswer();
    },
    [onSubmitAttempt, showAnswer],
  );

  const form = (
    // Without JavaScript the browser lands on the result (#result), not the top of the page.
    <form ref={formRef} method="get" action={`${page.path}#${RESULT_ID}`} noValidate onSubmit={submit} className={mode === "page" ? "space-y-6" : "grid gap-5 sm:grid-cols-2"}>
      {fields}
      <div className={mode === "embed" ? "sm:col-span-2" : undefined}>
        <button type="submit" className={buttonClass.primary}>
          <Calculator className="h-5 w-5" aria-hidden="true" />
          {TOOL_UI.calculate}
        </button>
      </div>
    </form>
  );

  // The result region and the notes under it are drawn again only when the result, the issues or the
  // answers change (the tools pass them memoised from the settled values): a key typed into a field
  // redraws the field alone, and the result follows in a render React interrupts for the next key.
  const body = useMemo(() => (
    <div ref={resultRef} tabIndex={-1} aria-live="polite" {...{ [ANSWER_REGION_ATTR]: "" }} className="space-y-4 focus:outline-none">
      {result ? (
        <>
          <div className="hidden print:block">
            <p className="font-semibold text-slate-900">{TOOL_UI.answersTitle}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
              {answers.map((a) => (
                <div key={a.label} className="contents">
                  <dt className="text-slate-600">{a.label}</dt>
                  <dd className="text-slate-900">{a.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {result}
        </>
      ) : issues.length ? (
        <IssueSummary title={TOOL_UI.fixErrors} issues={issues} />
      ) : (
        <p className="text-slate-700" data-pending="">{pending ?? TOOL_UI.pending}</p>
      )}
    </div>
  ), [result, issues, answers, pending]);

  const sourceNote = useMemo(() => <SourceNote sources={source.sources} reviewed={source.reviewed} />, [source]);
  const notes = useMemo(() => (
    <>
      {how}
      {sourceNote}
      <p className="text-sm text-slate-600">{TOOL_UI.disclaimer}</p>
    </>
  ), [how, sourceNote]);

  const titleId = `${id}-title`;
  // Drawn again for each settled answer, sharing with the last drawing every part that stayed the same
  // (lib/unchanged): the fields not typed into, the buttons and their icons, the notes are skipped.
  return useUnchanged(mode === "embed" ? (
      <div role="group" aria-labelledby={titleId} {...{ [EMBED_MARK]: tool }} className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm print:border-slate-300 print:shadow-none sm:p-6">
        <p id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Calculator className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          {page.title}
        </p>
        <p className="mb-5 mt-1 text-slate-700">{page.description}</p>
        <div className="print:hidden">{form}</div>
        <div className="mt-6 rounded-lg bg-brand-50 p-4 print:bg-white print:p-0">{body}</div>
        {result ? (
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 print:hidden">
            <p>
              <SiteLink to={shareHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {TOOL_UI.openFull}
              </SiteLink>{" "}
              <span className="text-slate-600">({TOOL_UI.openFullHint})</span>
            </p>
            <CopyLink href={shareHref} className={buttonClass.secondary} />
          </div>
        ) : null}
        <div className="mt-4">{sourceNote}</div>
      </div>
  ) : (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
      <IgnoredNote ignored={ignored} />
      {/* min-w-0 on both columns: a grid item otherwise grows to its widest content (the Rent Tax Credit's
          table), pushing the page sideways on a phone; with it, a wide table scrolls inside its own box. */}
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={`${id}-form`} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:hidden">
          <h2 id={`${id}-form`} className="mb-5 text-xl font-bold text-slate-900">{TOOL_UI.formTitle}</h2>
          {form}
        </section>
        <section id={RESULT_ID} aria-labelledby={`${id}-result`} className="min-w-0 self-start rounded-2xl border border-brand-100 bg-brand-50 p-6 shadow-sm print:border-0 print:bg-white print:p-0 print:shadow-none lg:sticky lg:top-24">
          <h2 id={`${id}-result`} className="mb-4 text-xl font-bold text-slate-900">{TOOL_UI.resultTitle}</h2>
          {body}
          {result ? (
            <div className="mt-6 flex flex-wrap gap-3 print:hidden">
              <CopyLink href={shareHref} className={buttonClass.secondary} />
              <button type="button" onClick={print} className={`js-only ${buttonClass.secondary}`}>
                <Printer className="h-5 w-5" aria-hidden="true" />
                {TOOL_UI.print}
              </button>
            </div>
          ) : null}
        </section>
      </div>
      <section aria-labelledby={`${id}-how`} className="space-y-4">
        <h2 id={`${id}-how`} className="text-2xl font-bold text-slate-900">{TOOL_UI.howTitle}</h2>
        {notes}
      </section>
    </div>
  ));
}

/** The print button's handler: one function, so the button is the same element from one result to the next. */
const print = () => window.print();
