import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { SourceNote } from "~/components/content/SourceNote";
import { SourceWords } from "~/components/content/SourceWords";
import { answerText, PLAN_FIELDS as F, PLAN_PAGE } from "~/content/planner";
import { PLAN_RESULT, planHow } from "~/content/planner-result";
import { IgnoredNote } from "~/components/ui/IgnoredNote";
import { type FieldIssue, type RawQuery } from "~/lib/params";
import { fieldIds, IssueSummary, visibleIssue } from "~/components/ui/fields";
import { HowList } from "~/components/ui/HowList";
import { useShowAnswer } from "~/components/ui/useShowAnswer";
import { useToolForm } from "~/components/ui/useToolForm";
import { useInSteps } from "~/lib/in-steps";
import { TYPING_PAUSE_MS } from "~/lib/address";
import { closingDateQuery, PLAN_PATH, PLAN_PDF_PATH, planHref } from "~/links";
import { RESULT_ID, shareHref } from "~/lib/url";
import { ANSWER_REGION_ATTR } from "~/lib/show-answer";
import { ClosingDateField, ClosingDateNotes } from "~/components/ui/ClosingDate";
import { CLOSING_DATE_TEXT, type ClosingDateNotes as Notes, type ClosingDateState } from "~/rules/closing-date";
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
  closing,
  date,
  origin,
}: {
  query: RawQuery<PlanKey>;
  /** Beside each field whose value in the link was left out (loader: cleanPlanQuery). */
  dropped: Partial<Record<PlanKey, string>>;
  /** The rules of the day the sale closes (today by default). */
  terms: PlanTerms;
  /** When the sale closes on another day than today: what differs, and today's terms to compare with. */
  closing: (Notes & { todayTerms: PlanTerms }) | null;
  date: ClosingDateState;
  /** The site's address, for the printed link. */
  origin: string;
}) {
  const extraQuery = closing ? closingDateQuery(closing.on) : "";
  const form = useToolForm({ keys: PLAN_KEYS, query, defaults: PLAN_DEFAULTS, syncUrl: true, extraQuery, settleAfterMs: TYPING_PAUSE_MS });
  // The fields show what is typed (values); the plan, the issues and the address follow `settled`,
  // once the reader pauses for 250 ms, in a render React interrupts for the next key (useToolForm).
  const { values, settled, showMissing } = form;
  const [touched, setTouched] = useState<ReadonlySet<PlanKey>>(() => new Set());
  const uid = useId();
  const ids = useMemo(() => fieldIds(uid, PLAN_KEYS), [uid]);
  const resultRef = useRef<HTMLDivElement>(null);
  const evaluation = useMemo(() => evaluatePlan(settled, terms), [settled, terms]);
  const { issues, borrowed, input, plan } = evaluation;
  // The plan is drawn in three steps a frame apart (lib/in-steps): its answer at once, then the comparison
  // of the homes, then each home's details, so a key typed meanwhile never waits for the whole plan.
  const [, comparison, details] = useInSteps(evaluation, 3);

  const setField = form.set;
  const set = useCallback((key: PlanKey, value: string) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
    setField(key, value);
  }, [setField]);
  const issue = (key: PlanKey): FieldIssue | undefined =>
    !touched.has(key) && dropped[key] ? { kind: "invalid", message: dropped[key]! } : visibleIssue(issues[key], showMissing);
  // "Show my plan": the plan settles at once, and once it has, its answer comes to the top with the focus.
  const showAnswer = useShowAnswer(resultRef, settled === values);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setShowMissing(true);
    form.settleNow();
    showAnswer();
  };

  // The address's query, with the day the sale closes: the PDF and the printed link reuse it.
  const { search } = form;
  const hrefForDay = useCallback((closingOn: string | null) => planHref(settled, closingOn), [settled]);
  // The same element until the plan settles: a key typed into another field leaves this one alone.
  const closingField = useMemo(() => <ClosingDateField id="plan-closing-date" date={date} hrefFor={hrefForDay} />, [date, hrefForDay]);
  // What the day the sale closes changes for each home, in euros, as the reader types.
  const closingNotes = useMemo(() => {
    if (!closing || !plan) return null;
    const now = evaluatePlan(settled, closing.todayTerms).plan;
    const euros = plan.homes.flatMap((home, i) => {
      const before = now?.homes[i];
      if (!before) return [];
      const which = plan.homes.length > 1 ? `${PLAN_RESULT.homeName(i, plan.homes.length)}: ` : "";
      const F = PLAN_RESULT.closingFigures;
      return [
        CLOSING_DATE_TEXT.euros(`${which}${F.helpToBuy}`, closing.on, home.helpToBuy.refund, before.helpToBuy.refund),
        CLOSING_DATE_TEXT.euros(`${which}${F.stampDuty}`, closing.on, home.costs.stampDuty ?? 0, before.costs.stampDuty ?? 0),
        CLOSING_DATE_TEXT.euros(`${which}${F.cash}`, closing.on, home.cashNeeded, before.cashNeeded),
      ];
    });
    return <ClosingDateNotes on={closing.on} changes={closing.changes} unconfirmed={closing.unconfirmed} euros={euros} />;
  }, [closing, plan, settled]);
  const pdfHref = `${PLAN_PDF_PATH}${search ? `?${search}` : ""}`;
  // The link a reader shares (Copy link, the printed link): this plan, opening at the answer.
  const planLink = shareHref(`${PLAN_PATH}${search ? `?${search}` : ""}`);
  const shown = PLAN_KEYS.flatMap((k) => (issue(k) ? [{ fieldId: ids[k], message: issue(k)!.message }] : []));

  const answersBlock = useMemo(() => (input && plan ? (
    <div className="mb-6 hidden print:block">
      <p className="font-semibold text-slate-900">{PLAN_PAGE.answersTitle}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        {PLAN_KEYS.filter((k) => settled[k].trim() !== "" && !issues[k]).map((k) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{F[k].label}</dt>
            <dd className="text-slate-900">{answerText(k, settled[k])}</dd>
          </div>
        ))}
      </dl>
    </div>
  ) : null), [input, plan, settled, issues]);
  // Drawn again only when the settled plan changes: a key typed into a field redraws that field alone.
  const planResult = useMemo(() => (input && plan ? <PlanResult plan={plan} comparison={comparison.plan} details={details} terms={terms} pdfHref={pdfHref} shareHref={planLink} /> : null), [input, plan, comparison, details, terms, pdfHref, planLink]);
  const howBlock = useMemo(() => (
    <>
      <HowList items={planHow(terms)} />
      {/* The sources in one line; how sure we are of each rule, and the sources' words, on request (issue 36). */}
      <SourceNote sources={terms.refs.sources} reviewed={terms.refs.reviewed} />
      <SourceWords evidence={terms.words.evidence} notes={terms.words.basis} />
      <ul className="hidden list-disc pl-5 text-sm text-slate-700 print:block">
        {terms.refs.sources.map((s) => <li key={s.url}>{s.name}: {s.url}</li>)}
      </ul>
    </>
  ), [terms]);

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-3 py-10 sm:px-6">
      <IgnoredNote ignored={form.ignored} />

      <section aria-labelledby="plan-form-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden">
        <h2 id="plan-form-title" className="mb-5 text-xl font-bold text-slate-900">{PLAN_PAGE.formTitle}</h2>
        <PlanForm ids={ids} values={values} set={set} issue={issue} note={(k) => borrowed[k]} onSubmit={submit} closingDate={closingField} />
      </section>

      {/* The form's action ends in #result: without JavaScript, "Show my plan" lands here, not at the top (issue 36).
          Not content-visibility: auto: it saved a few ms of layout per redraw, but axe cannot judge contrast or
          target size in a skipped section, and with the plan settling after a pause typing stays at about 32 ms without it. */}
      <section id={RESULT_ID} aria-labelledby="plan-result-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 shadow-sm sm:p-6 print:border-0 print:bg-white print:p-0 print:shadow-none">
        <h2 id="plan-result-title" className="mb-4 text-2xl font-bold text-slate-900">{PLAN_RESULT.title}</h2>
        {answersBlock}
        <div ref={resultRef} tabIndex={-1} {...{ [ANSWER_REGION_ATTR]: "" }} className="focus:outline-none">
          {closingNotes ? <div className="mb-6">{closingNotes}</div> : null}
          {input && plan ? (
            planResult
          ) : shown.length ? (
            <IssueSummary title={PLAN_PAGE.fixErrors} issues={shown} />
          ) : (
            <p className="text-slate-700">{PLAN_PAGE.pending}</p>
          )}
        </div>
        <p className="mt-6 hidden break-all text-sm text-slate-600 print:block">{PLAN_PAGE.shareHint} {origin}{planLink}</p>
      </section>

      <section aria-labelledby="plan-how-title" className="space-y-4">
        <h2 id="plan-how-title" className="text-2xl font-bold text-slate-900">{PLAN_PAGE.howTitle}</h2>
        {howBlock}
        <p className="text-sm text-slate-600">{PLAN_PAGE.disclaimer}</p>
      </section>
    </div>
  );
}
