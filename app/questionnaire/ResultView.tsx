import { Calculator, Check, ClipboardList, Info, RotateCcw, Share2, X } from "lucide-react";
import type { Ref } from "react";
import { buttonClass } from "~/components/content/CallToAction";
import { RichText } from "~/components/content/RichText";
import { SiteLink } from "~/components/ui/SiteLink";
import { SmartLink } from "~/components/ui/SmartLink";
import { CHECK_TEXT, NOTE_TEXT, RESULT, SCHEMES, STEP_TEXT } from "~/content/questionnaire";
import { eur } from "~/lib/format";
import { countyName, type CountyId } from "./counties";
import type { ResultView as ResultViewData, StepId } from "./flow";
import type { Answers } from "./params";
import type { SchemeResult, Status } from "~/questionnaire/eligibility";
import type { FlowMode } from "./StepForm";

const PATH = "/questionnaire";
const ORDER: Status[] = ["likely", "check", "unlikely"];
const BUYING_SCHEMES = new Set(["helpToBuy", "firstHome", "mortgageAllowance", "lending"]);
const BADGE: Record<Status, string> = {
  likely: "bg-emerald-100 text-emerald-900",
  check: "bg-amber-100 text-amber-900",
  unlikely: "bg-slate-200 text-slate-800",
};
const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

function answerText(step: StepId, a: Answers): string {
  const option = (field: keyof Answers) => STEP_TEXT[step]?.options?.find((o) => o.value === a[field])?.label ?? "";
  switch (step) {
    case "county":
      return a.county ? countyName(a.county as CountyId) : "";
    case "income":
      return RESULT.income(a.gross ?? 0, a.net ?? 0);
    case "price":
    case "rent":
    case "deposit":
    case "mortgage":
      return eur(a[step] ?? 0);
    default:
      return option(step);
  }
}

function SchemeCard({ result, calculator, level }: { result: SchemeResult; calculator: string | null; level: number }) {
  const scheme = SCHEMES[result.id]!;
  const H = `h${level}` as "h4";
  const amount = result.amount !== undefined ? RESULT.amount[result.id]?.(result.amount) : undefined;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-scheme={result.id} data-status={result.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <H className="text-lg font-semibold text-slate-900">{scheme.name}</H>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[result.status]}`}>{scheme.badges?.[result.status] ?? RESULT.groups[result.status].badge}</span>
      </div>
      {amount ? <p className="mt-1 font-semibold text-brand-800">{amount}</p> : null}
      <ul className="mt-3 space-y-2 text-slate-800">
        {result.checks.map((check, i) => {
          const sentence = CHECK_TEXT[check.code]?.[check.ok ? "met" : "unmet"](check.values ?? {});
          if (!sentence) return null;
          const Icon = check.ok ? Check : X;
          return (
            <li key={`c${i}`} className="flex gap-2">
              <Icon className={`mt-1 h-4 w-4 shrink-0 ${check.ok ? "text-emerald-700" : "text-red-700"}`} aria-hidden="true" />
              <span>
                <span className="sr-only">{check.ok ? RESULT.met : RESULT.unmet} </span>
                <RichText text={sentence} />
              </span>
            </li>
          );
        })}
        {result.notes.map((note, i) => {
          const sentence = NOTE_TEXT[note.code]?.(note.values ?? {});
          if (!sentence) return null;
          return (
            <li key={`n${i}`} className="flex gap-2">
              <Info className="mt-1 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
              <span>
                <span className="sr-only">{RESULT.note} </span>
                <RichText text={sentence} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        <RichText text={RESULT.confirm(`[${scheme.official.name}](${scheme.official.url})`)} />
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <SmartLink href={scheme.page} className={linkClass}>{scheme.pageLabel ?? RESULT.readMore(scheme.name)}</SmartLink>
        {calculator && BUYING_SCHEMES.has(result.id) ? (
          <SmartLink href={calculator} className={linkClass}>{RESULT.calculatorShort}</SmartLink>
        ) : null}
      </p>
    </li>
  );
}

/** The result: every scheme and support grouped by outcome, the answers with Change links, and how to share it. */
export function ResultView({
  view,
  mode,
  idPrefix,
  headingLevel,
  headingRef,
  onParams,
}: {
  view: ResultViewData;
  idPrefix: string;
  mode: FlowMode;
  headingLevel: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
  onParams?: (params: URLSearchParams) => void;
}) {
  const H = `h${headingLevel}` as "h2";
  const H2 = `h${headingLevel + 1}` as "h3";
  const results = view.evaluation.results;
  const go = (search: string) => onParams?.(new URLSearchParams(search.slice(1)));
  const steps = Object.keys(view.change) as StepId[];

  return (
    <section aria-labelledby={`${idPrefix}-result-title`}>
      <H id={`${idPrefix}-result-title`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {RESULT.title}
      </H>
      <p className="mt-2 text-slate-700">{RESULT.intro}</p>
      <div role="note" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 [&_a]:text-amber-950">
        <RichText text={RESULT.disclaimer} />
      </div>
      {view.calculator || view.planner ? (
        <p className="mt-4 flex flex-wrap gap-3">
          {view.planner ? (
            <SiteLink to={view.planner} className={buttonClass.secondary}>
              <ClipboardList className="h-4 w-4" aria-hidden="true" /> {RESULT.planner}
            </SiteLink>
          ) : null}
          {view.calculator ? (
            <SiteLink to={view.calculator} className={buttonClass.secondary}>
              <Calculator className="h-4 w-4" aria-hidden="true" /> {RESULT.calculator}
            </SiteLink>
          ) : null}
        </p>
      ) : null}

      {ORDER.map((status) => {
        const group = results.filter((r) => r.status === status);
        if (group.length === 0) return null;
        return (
          <div key={status} className="mt-8">
            <H2 className="text-xl font-bold text-slate-900">{RESULT.groups[status].title}</H2>
            <ul className="mt-3 space-y-4">
              {group.map((r) => (
                <SchemeCard key={r.id} result={r} calculator={view.calculator} level={headingLevel + 2} />
              ))}
            </ul>
          </div>
        );
      })}

      <H2 className="mt-10 text-xl font-bold text-slate-900">{RESULT.answersTitle}</H2>
      <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {steps.map((step) => {
          const label = STEP_TEXT[step]!.summary;
          const href = view.change[step]!;
          return (
            <div key={step} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="flex flex-wrap items-baseline gap-3 text-slate-800">
                <span>{answerText(step, view.answers)}</span>
                {mode === "page" ? (
                  <SiteLink to={`${PATH}${href}`} className={linkClass}>
                    {RESULT.change}<span className="sr-only">{RESULT.changeHidden(label)}</span>
                  </SiteLink>
                ) : (
                  <button type="button" onClick={() => go(href)} className={linkClass}>
                    {RESULT.change}<span className="sr-only">{RESULT.changeHidden(label)}</span>
                  </button>
                )}
              </dd>
            </div>
          );
        })}
      </dl>

      <div className="mt-6 flex flex-wrap gap-3">
        <SiteLink to={`${PATH}${view.share}`} className={buttonClass.primary}>
          <Share2 className="h-4 w-4" aria-hidden="true" /> {mode === "page" ? RESULT.share : RESULT.openAsPage}
        </SiteLink>
        {mode === "page" ? (
          <SiteLink to={PATH} className={buttonClass.secondary}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> {RESULT.startAgain}
          </SiteLink>
        ) : (
          <button type="button" onClick={() => go("")} className={buttonClass.secondary}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> {RESULT.startAgain}
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700">{RESULT.shareHint}</p>
    </section>
  );
}
