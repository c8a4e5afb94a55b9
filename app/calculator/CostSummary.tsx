import type { Ref } from "react";
import { CARDS, SUMMARY_LINES, SUMMARY_TOTALS } from "~/content/calculator";
import { formatEUR } from "~/lib/format";
import { ANSWER_ATTR, ANSWER_REGION_ATTR } from "~/lib/show-answer";
import type { CostBreakdown } from "./compute";

/**
 * The sticky Cost Summary: each cost, moving/furnishing/misc only when above
 * 0, then the totals, after the answer in one sentence. `stampDutyNote` says
 * which VAT rate a new build's stamp duty was worked out without. It is the
 * calculator's result (#result): Calculate lands on it, and `regionRef` is
 * where the answer is brought into view from (lib/show-answer).
 */
export function CostSummary({ costs, stampDutyNote, regionRef }: { costs: CostBreakdown; stampDutyNote?: string; regionRef?: Ref<HTMLElement> }) {
  const headingId = `${CARDS.summary.id}-heading`;
  return (
    <section ref={regionRef} aria-labelledby={headingId} id={CARDS.summary.id} {...{ [ANSWER_REGION_ATTR]: "" }} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-md print:border-slate-300 print:shadow-none">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">{CARDS.summary.title}</h2>
      {/* The total stays the live region (below); the sentence is read when Calculate brings the focus here. */}
      <p className="mt-2 font-medium text-slate-900" {...{ [ANSWER_ATTR]: "" }}>
        {SUMMARY_TOTALS.answer(formatEUR(costs.propertyPrice), formatEUR(costs.additionalCosts), formatEUR(costs.totalCost))}
      </p>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {SUMMARY_LINES.filter((line) => !line.onlyWhenAboveZero || costs[line.key] > 0).map((line) => (
          <div key={line.key} className="flex items-baseline justify-between gap-4 py-2" data-line={line.key}>
            <dt className="text-slate-700">
              {line.label}
              {line.key === "stampDuty" && stampDutyNote ? (
                <span className="block text-xs text-slate-600" data-testid="stamp-duty-vat-note">{stampDutyNote}</span>
              ) : null}
            </dt>
            <dd className="font-medium tabular-nums text-slate-900">{formatEUR(costs[line.key])}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-2 border-t-2 border-slate-200 pt-2">
        <div className="flex items-baseline justify-between gap-4 py-2" data-line="additionalCosts">
          <dt className="font-semibold text-slate-800">
            {SUMMARY_TOTALS.additionalCosts}
            <span className="block text-xs font-normal text-slate-600">{SUMMARY_TOTALS.additionalCostsNote}</span>
          </dt>
          <dd className="font-semibold tabular-nums text-slate-900">{formatEUR(costs.additionalCosts)}</dd>
        </div>
        <div className="mt-1 flex items-baseline justify-between gap-4 rounded-lg bg-brand-50 px-3 py-3" data-line="totalCost">
          <dt className="text-lg font-bold text-brand-900">{SUMMARY_TOTALS.totalCost}</dt>
          <dd className="text-xl font-bold tabular-nums text-brand-900">
            <output aria-live="polite" data-testid="total-cost">{formatEUR(costs.totalCost)}</output>
          </dd>
        </div>
      </dl>
    </section>
  );
}
