import { Calculator, Printer } from "lucide-react";
import { useEffect, useId, useMemo, useRef, type FormEvent, type ReactNode } from "react";
import { SourceNote } from "~/components/content/SourceNote";
import { buttonClass } from "~/components/content/CallToAction";
import { SiteLink } from "~/components/ui/SiteLink";
import { IgnoredNote } from "~/components/ui/IgnoredNote";
import type { IgnoredParam } from "~/lib/params";
import { TOOL_UI, type ToolName, type ToolSources } from "~/content/tools/common";
import { TOOL_PAGE } from "~/content/tools/pages";
import { EMBED_MARK } from "./embed-mark";
import { IssueSummary, type ShownIssue, type ToolMode } from "./shared";
import type { ToolView } from "./tool-state";

export type { ShownIssue, ToolMode } from "./shared";

/** The result's id on a tool's page: a form submitted without JavaScript lands there. */
export const RESULT_ID = "result";

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
  view: { result, answers, shareHref, how, pending },
  shown: issues,
  ignored,
  onSubmitAttempt,
}: {
  tool: ToolName;
  /** The tool's official sources, from its own words module (a map of all tools would ship every tool's words). */
  sources: ToolSources;
  fields: ReactNode;
  mode: ToolMode;
  view: ToolView<string>;
  /** Issues currently shown beside their fields, for the summary. */
  shown: ShownIssue[];
  ignored: readonly IgnoredParam[];
  onSubmitAttempt: () => void;
}) {
  const id = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const page = TOOL_PAGE[tool];
  const formRef = useRef<HTMLFormElement>(null);
  // The form is marked once the tool's code runs (tests wait for it before typing). Written straight
  // to the element: a "hydrated" state here would render the whole frame again when hydration ends.
  useEffect(() => formRef.current?.setAttribute("data-live", ""), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Live already: submitting only shows what is missing and moves focus to the answer.
    event.preventDefault();
    onSubmitAttempt();
    window.setTimeout(() => resultRef.current?.focus(), 0);
  };

  const form = (
    // Without JavaScript the browser lands on the result (#result), not the top of the page (issue 36).
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
  // redraws the field alone, and the result follows in React's deferred render.
  const body = useMemo(() => (
    <div ref={resultRef} tabIndex={-1} aria-live="polite" className="space-y-4 focus:outline-none">
      {result ? (
        <>
          {answers.length ? (
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
          ) : null}
          {result}
        </>
      ) : issues.length ? (
        <IssueSummary title={TOOL_UI.fixErrors} issues={issues} />
      ) : (
        <p className="text-slate-700" data-pending="">{pending ?? TOOL_UI.pending}</p>
      )}
    </div>
  ), [result, issues, answers]);

  const sourceNote = useMemo(() => <SourceNote sources={source.sources} reviewed={source.reviewed} />, [source]);
  const notes = useMemo(() => (
    <>
      {how}
      {sourceNote}
      <p className="text-sm text-slate-600">{TOOL_UI.disclaimer}</p>
    </>
  ), [how, sourceNote]);

  if (mode === "embed") {
    const titleId = `${id}-title`;
    return (
      <div role="group" aria-labelledby={titleId} {...{ [EMBED_MARK]: tool }} className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm print:border-slate-300 print:shadow-none sm:p-6">
        <p id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Calculator className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          {page.title}
        </p>
        <p className="mb-5 mt-1 text-slate-700">{page.description}</p>
        <div className="print:hidden">{form}</div>
        <div className="mt-6 rounded-lg bg-brand-50 p-4 print:bg-white print:p-0">{body}</div>
        {result ? (
          <p className="mt-4 print:hidden">
            <SiteLink to={shareHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {TOOL_UI.openFull}
            </SiteLink>{" "}
            <span className="text-slate-600">({TOOL_UI.openFullHint})</span>
          </p>
        ) : null}
        <div className="mt-4">{sourceNote}</div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
      <IgnoredNote ignored={ignored} />
      {/* min-w-0 on both columns: a grid item otherwise grows to its widest content (the Rent Tax Credit's
          table), pushing the page sideways on a phone; with it, a wide table scrolls inside its own box. */}
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={`${id}-form`} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:hidden">
          <h2 id={`${id}-form`} className="mb-5 text-xl font-bold text-slate-900">{TOOL_UI.formTitle}</h2>
          {form}
        </section>
        <section id={RESULT_ID} aria-labelledby={`${id}-result`} className="min-w-0 scroll-mt-24 self-start rounded-2xl border border-brand-100 bg-brand-50 p-6 shadow-sm print:border-0 print:bg-white print:p-0 print:shadow-none lg:sticky lg:top-24">
          <h2 id={`${id}-result`} className="mb-4 text-xl font-bold text-slate-900">{TOOL_UI.resultTitle}</h2>
          {body}
          {result ? (
            <button type="button" onClick={() => window.print()} className={`js-only mt-6 print:hidden ${buttonClass.secondary}`}>
              <Printer className="h-5 w-5" aria-hidden="true" />
              {TOOL_UI.print}
            </button>
          ) : null}
        </section>
      </div>
      <section aria-labelledby={`${id}-how`} className="space-y-4">
        <h2 id={`${id}-how`} className="text-2xl font-bold text-slate-900">{TOOL_UI.howTitle}</h2>
        {notes}
      </section>
    </div>
  );
}
