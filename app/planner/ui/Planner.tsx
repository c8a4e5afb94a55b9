import { useId, useRef, useState, type FormEvent } from "react";
import { SourceNote } from "~/components/content/SourceNote";
import { answerText, PLAN_FIELDS as F, PLAN_PAGE } from "~/content/planner";
import { PLAN_RESULT, planHow } from "~/content/planner-result";
import { IgnoredNote } from "~/components/ui/IgnoredNote";
import { toQuery, type FieldIssue, type RawQuery } from "~/lib/params";
import { fieldIds, IssueSummary, visibleIssue } from "~/components/ui/fields";
import { HowList } from "~/tools/ui/shared";
import { useToolForm } from "~/tools/ui/useToolForm";
import { PLAN_PATH, PLAN_PDF_PATH } from "~/content/links";
import { evaluatePlan, PLAN_DEFAULTS, PLAN_KEYS, type PlanKey } from "../params";
import type { PlanTerms } from "~/rules/plan-types";
import { PlanForm } from "./PlanForm";
import { PlanResult } from "./PlanResult";

/**
 * The purchase planner. The server renders it from the loader's cleaned
 * query and today's terms; in the browser the same pure planner runs on
 * every change, with the same terms (never the browser's clock). The address
 * is kept in step by the tools' form hook (useToolForm), the one place that
 * writes it, so the link always reproduces the plan.
 */
export function Planner({
  query,
  dropped,
  terms,
  origin,
}: {
  query: RawQuery<PlanKey>;
  /** Beside each field whose value in the link was left out (loader: cleanPlanQuery). */
  dropped: Partial<Record<PlanKey, string>>;
  terms: PlanTerms;
  /** The site's address, for the printed link. */
  origin: string;
}) {
  const form = useToolForm({ keys: PLAN_KEYS, query, defaults: PLAN_DEFAULTS, syncUrl: true });
  const { values, showMissing } = form;
  const [touched, setTouched] = useState<ReadonlySet<PlanKey>>(() => new Set());
  const ids = fieldIds(useId(), PLAN_KEYS);
  const resultRef = useRef<HTMLDivElement>(null);
  const { issues, borrowed, input, plan } = evaluatePlan(values, terms);

  const set = (key: PlanKey, value: string) => {
    if (!touched.has(key)) setTouched(new Set(touched).add(key));
    form.set(key, value);
  };
  const issue = (key: PlanKey): FieldIssue | undefined =>
    !touched.has(key) && dropped[key] ? { kind: "invalid", message: dropped[key]! } : visibleIssue(issues[key], showMissing);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setShowMissing(true);
    window.setTimeout(() => resultRef.current?.focus(), 0);
  };

  const search = toQuery(values, PLAN_KEYS);
  const pdfHref = `${PLAN_PDF_PATH}${search ? `?${search}` : ""}`;
  const shown = PLAN_KEYS.flatMap((k) => (issue(k) ? [{ fieldId: ids[k], message: issue(k)!.message }] : []));
  const ignored = form.edited ? [] : query.ignored;

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-3 py-10 sm:px-6">
      <IgnoredNote ignored={ignored} />

      <section aria-labelledby="plan-form-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden">
        <h2 id="plan-form-title" className="mb-5 text-xl font-bold text-slate-900">{PLAN_PAGE.formTitle}</h2>
        <PlanForm ids={ids} values={values} set={set} issue={issue} note={(k) => borrowed[k]} onSubmit={submit} />
      </section>

      <section aria-labelledby="plan-result-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 shadow-sm sm:p-6 print:border-0 print:bg-white print:p-0 print:shadow-none">
        <h2 id="plan-result-title" className="mb-4 text-2xl font-bold text-slate-900">{PLAN_RESULT.title}</h2>
        {input && plan ? (
          <div className="mb-6 hidden print:block">
            <p className="font-semibold text-slate-900">{PLAN_PAGE.answersTitle}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
              {PLAN_KEYS.filter((k) => values[k].trim() !== "" && !issues[k]).map((k) => (
                <div key={k} className="contents">
                  <dt className="text-slate-600">{F[k].label}</dt>
                  <dd className="text-slate-900">{answerText(k, values[k])}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
          {input && plan ? (
            <PlanResult plan={plan} input={input} terms={terms} pdfHref={pdfHref} />
          ) : shown.length ? (
            <IssueSummary title={PLAN_PAGE.fixErrors} issues={shown} />
          ) : (
            <p className="text-slate-700">{PLAN_PAGE.pending}</p>
          )}
        </div>
        <p className="mt-6 hidden break-all text-sm text-slate-600 print:block">{PLAN_PAGE.shareHint} {origin}{`${PLAN_PATH}${search ? `?${search}` : ""}`}</p>
      </section>

      <section aria-labelledby="plan-how-title" className="space-y-4">
        <h2 id="plan-how-title" className="text-2xl font-bold text-slate-900">{PLAN_PAGE.howTitle}</h2>
        <HowList items={planHow(terms)} />
        <SourceNote sources={terms.refs.sources} reviewed={terms.refs.reviewed} basis={terms.words.basis} />
        <ul className="hidden list-disc pl-5 text-sm text-slate-700 print:block">
          {terms.refs.sources.map((s) => <li key={s.url}>{s.name}: {s.url}</li>)}
        </ul>
        <p className="text-sm text-slate-600">{PLAN_PAGE.disclaimer}</p>
      </section>
    </div>
  );
}
