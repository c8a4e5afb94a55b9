import { CalendarLink } from "~/components/ui/CalendarLink";
import { TOOL_EVENTS } from "~/content/calendar";
import { PLAN_ICS_PATH, PLAN_PDF_PATH } from "~/links";
import { ArrowRight, Download, Printer } from "~/components/ui/icons";
import { buttonClass } from "~/components/content/CallToAction";
import { RichText } from "~/components/content/RichText";
import { SourceWords } from "~/components/content/SourceWords";
import { CopyLink } from "~/components/ui/CopyLink";
import { SiteLink } from "~/components/ui/SiteLink";
import { PLAN_PAGE } from "~/content/planner";
import { PLAN_DETAILS, PLAN_RESULT as R } from "~/content/planner-result";
import { eur } from "~/lib/format";
import { ANSWER_ATTR } from "~/lib/show-answer";
import { useUnchanged } from "~/lib/unchanged";
import type { HomePlan, Plan, PlanInput, PlanTerms } from "~/rules/plan-types";

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-slate-800 marker:text-brand-700">
      {/* Keyed by place, not by text: a figure that changes as the reader types updates its line in place
          rather than removing it and building a new one. */}
      {lines.map((line, i) => (
        <li key={i}><RichText text={line} /></li>
      ))}
    </ul>
  );
}

/** One row of the side-by-side table: a label (Rich, linked to its rule's page) and a cell per home. */
function Row({ label, cells, strong = false }: { label: string; cells: string[]; strong?: boolean }) {
  return (
    <tr className={strong ? "border-t-2 border-slate-300 font-semibold text-slate-900" : "border-t border-slate-200"}>
      <th scope="row" className={`py-2 pr-4 text-left ${strong ? "font-semibold text-slate-900" : "font-normal text-slate-700"}`}><RichText text={label} /></th>
      {cells.map((cell, i) => (
        <td key={i} className="py-2 pl-4 text-right tabular-nums text-slate-900">{cell}</td>
      ))}
    </tr>
  );
}

function Details({ name, h, input, terms }: { name: string; h: HomePlan; input: PlanInput; terms: PlanTerms }) {
  const sections: [string, string[]][] = [
    [R.sections.borrowing, PLAN_DETAILS.borrowing(h, input, terms)],
    [R.sections.helpToBuy, PLAN_DETAILS.helpToBuy(h, terms)],
    [R.sections.firstHome, PLAN_DETAILS.firstHome(h, terms)],
    [R.sections.lahl, PLAN_DETAILS.lahl(h, terms)],
    [R.sections.costs, PLAN_DETAILS.costs(h, terms)],
    [R.sections.monthly, PLAN_DETAILS.monthly(h, input)],
  ];
  // A home's figures change together, but most of its lines do not: only those are drawn again.
  return useUnchanged(
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 print:break-inside-avoid print:border-0 print:p-0" data-home-details>
      <h3 className="text-lg font-bold text-slate-900">{R.detailsTitle(name)}</h3>
      {sections
        .filter(([, lines]) => lines.length > 0)
        .map(([title, lines]) => (
          <div key={title}>
            <h4 className="mb-1 font-semibold text-slate-900">{title}</h4>
            <Lines lines={lines} />
          </div>
        ))}
      <p className="print:hidden">
        <SiteLink to={h.calculatorHref} className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {R.calculatorLink(name)}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </SiteLink>
      </p>
    </section>,
  );
}

/** The comparison's rows, once: the table and the phone's stacked blocks show the same. */
function comparisonRows(homes: HomePlan[]): { label: string; cell: (h: HomePlan) => string; strong?: boolean }[] {
  const anyMonthly = homes.some((h) => h.monthly !== null);
  return [
    { label: R.rows.mortgage, cell: (h) => eur(h.mortgage) },
    { label: R.rows.helpToBuy, cell: (h) => (h.helpToBuy.refund ? eur(h.helpToBuy.refund) : R.cells.none) },
    { label: R.rows.firstHome, cell: R.cells.share },
    { label: R.rows.deposit, cell: (h) => eur(h.deposit) },
    { label: R.rows.depositFromSavings, cell: (h) => eur(h.depositFromSavings) },
    { label: R.rows.stampDuty, cell: R.cells.stampDuty },
    { label: R.rows.fees, cell: (h) => eur(h.costs.legal + h.costs.survey + h.costs.registration) },
    { label: R.rows.mortgageCosts, cell: (h) => eur(h.costs.mortgage) },
    { label: R.rows.costs, cell: (h) => eur(h.costs.total) },
    { label: R.rows.cash, cell: (h) => eur(h.cashNeeded), strong: true },
    { label: R.rows.savings, cell: (h) => R.cells.leftOver(h.leftOver), strong: true },
    { label: R.rows.binding, cell: (h) => h.binding.map((l) => R.limitNames[l]).join(", ") },
    ...(anyMonthly ? [{ label: R.rows.monthly, cell: (h: HomePlan) => R.cells.monthly(h) }] : []),
    { label: R.rows.lahl, cell: R.cells.lahl },
  ];
}

/** The homes side by side: on a phone each home's own block, from 640 px and in print the table. */
function Comparison({ plan }: { plan: Plan }) {
  const homes = plan.homes;
  const names = homes.map((_, i) => R.homeName(i, homes.length));
  const rows = comparisonRows(homes);
  // Only the rows whose figures changed are drawn again (lib/unchanged).
  return useUnchanged(
    <>
      {homes.length > 1 ? (
        // On a phone each home is its own block with the same rows, so no figure is off screen (issue 36);
        // from 640 px, and in print, the side-by-side table below.
        <div className="grid gap-4 sm:hidden print:hidden" data-testid="plan-stacked">
          {homes.map((h, i) => (
            <section key={i} aria-label={`${names[i]} (${R.homeSummary(h)})`} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">
                {names[i]}
                <span className="block text-sm font-normal text-slate-600">{R.homeSummary(h)}</span>
              </h3>
              <dl className="mt-2 divide-y divide-slate-200 text-sm">
                {rows.map((row) => (
                  <div key={row.label} className={`flex flex-wrap items-baseline justify-between gap-x-4 py-2 ${row.strong ? "font-semibold text-slate-900" : ""}`}>
                    <dt className={row.strong ? "text-slate-900" : "text-slate-700"}><RichText text={row.label} /></dt>
                    <dd className="ml-auto text-right tabular-nums text-slate-900">{row.cell(h)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      ) : null}

      <div className={`-mx-2 overflow-x-auto rounded-xl border border-slate-200 bg-white p-3 sm:mx-0 sm:p-4 print:overflow-visible print:border-0 print:p-0 ${homes.length > 1 ? "hidden sm:block print:block" : ""}`} role="region" aria-label={R.tableCaption} tabIndex={0}>
        <table className={`w-full text-sm sm:text-base ${homes.length > 1 ? "min-w-[30rem]" : ""}`}>
          <caption className="sr-only">{R.tableCaption}</caption>
          <thead>
            <tr>
              <td />
              {homes.map((h, i) => (
                <th key={i} scope="col" className="pb-2 pl-4 text-right align-bottom font-semibold text-slate-900">
                  {names[i]}
                  <span className="block text-sm font-normal text-slate-600">{R.homeSummary(h)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => <Row key={row.label} label={row.label} cells={homes.map(row.cell)} strong={row.strong} />)}
          </tbody>
        </table>
      </div>
    </>,
  );
}

/**
 * The plan: the answer for each home, the side-by-side table, what limits
 * it, the rules that end within a year, and how each figure is worked out.
 * Only the answer is a live region: the table would be read out on every
 * keystroke.
 *
 * Drawn in three steps (lib/in-steps, from the Planner): `plan` (the answer,
 * at once), `comparison` (the homes side by side) and `details` (each home's
 * working) are the same plan a frame apart, so a new plan is laid out and
 * painted a part a frame; until a step has a plan, its part is not drawn.
 * The plan shares with its last drawing what stayed the same (lib/unchanged),
 * so React redraws only the figures and lines that changed.
 */
export function PlanResult({
  plan,
  comparison,
  details,
  terms,
  pdfHref,
  shareHref,
}: {
  plan: Plan;
  comparison: Plan | null;
  details: { plan: Plan | null; input: PlanInput | null };
  terms: PlanTerms;
  pdfHref: string;
  /** The link a reader shares (Copy link): this plan, opening at the answer. */
  shareHref: string;
}) {
  const homes = plan.homes;
  const names = homes.map((_, i) => R.homeName(i, homes.length));
  const answer = (
    <div aria-live="polite" className="space-y-3" data-testid="plan-answer">
      {homes.map((h, i) => (
        <div key={i} className="space-y-1">
          {/* The first home's answer is the plan's first sentence: Show my plan brings it to the top (lib/show-answer). */}
          <p className="text-lg text-slate-900" {...(i === 0 ? { [ANSWER_ATTR]: "" } : {})}>
            {homes.length > 1 ? <strong className="font-semibold">{names[i]} ({R.homeSummary(h)}): </strong> : null}
            <RichText text={R.answer(h)} />
          </p>
          {h.binding.length ? (
            <div className="text-slate-700" data-testid="limits">
              <p>{R.limitsLead}</p>
              <ul className="list-disc pl-5">{R.limits(h).map((t, j) => <li key={j}>{t}</li>)}</ul>
            </div>
          ) : (
            <p className="text-slate-700">{R.nothingLimits}</p>
          )}
        </div>
      ))}
      {homes.length > 1 ? (
        <p className="rounded-lg border border-brand-200 bg-white p-3 font-medium text-slate-900" data-testid="within-reach">
          <span className="font-semibold">{R.withinReachTitle}: </span>
          {R.withinReach(homes, names)}
        </p>
      ) : null}
    </div>
  );
  const working = details.plan && details.input ? details.plan.homes.map((h, i, all) => ({ h, name: R.homeName(i, all.length) })) : [];
  // Drawn again for each step, sharing with the last drawing every part that stayed the same (lib/unchanged).
  return useUnchanged(
    <div className="space-y-6">
      <p className="text-sm font-medium text-slate-700" data-testid="rules-as-at">{terms.words.rulesAsAt}</p>
      {answer}
      {comparison ? <Comparison plan={comparison} /> : null}

      {terms.words.endingSoon.length ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 [&_a]:text-amber-950" data-testid="ending-soon">
          <p className="font-semibold">{R.endingTitle}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {terms.words.endingSoon.map((t) => <li key={t}><RichText text={t} /></li>)}
          </ul>
          {/* Spaced from the calendar link below: each stays a 24 px target (WCAG 2.5.8). */}
          <div className="mb-4"><SourceWords evidence={[]} notes={terms.words.endingDetail} /></div>
          <CalendarLink href={pdfHref.replace(PLAN_PDF_PATH, PLAN_ICS_PATH)} what={TOOL_EVENTS.plan.what} />
        </div>
      ) : null}

      <div className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800" data-testid="lahl-announced">
        <p className="font-semibold text-slate-900">{R.lahlTitle}</p>
        <p className="mt-1"><RichText text={terms.words.lahlAnnounced} /></p>
      </div>

      <div className="flex flex-wrap gap-3 print:hidden">
        <CopyLink href={shareHref} className={buttonClass.secondary} />
        <button type="button" onClick={print} className={`js-only ${buttonClass.secondary}`}>
          <Printer className="h-5 w-5" aria-hidden="true" />
          {PLAN_PAGE.print}
        </button>
        <a href={pdfHref} download className={buttonClass.secondary}>
          <Download className="h-5 w-5" aria-hidden="true" />
          {PLAN_PAGE.pdf}
        </a>
      </div>

      <div className={`grid gap-6 ${working.length > 1 ? "lg:grid-cols-2" : ""}`}>
        {working.map(({ h, name }, i) => <Details key={i} name={name} h={h} input={details.input!} terms={terms} />)}
      </div>
    </div>,
  );
}

/** The print button's handler: one function, so the button is the same element from one plan to the next. */
const print = () => window.print();
