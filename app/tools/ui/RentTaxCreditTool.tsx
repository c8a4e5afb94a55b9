import { Download } from "~/components/ui/icons";
import { buttonClass } from "~/components/content/CallToAction";
import { RichText } from "~/components/content/RichText";
import { CalendarLink, calendarHref } from "~/components/ui/CalendarLink";
import { RTC_SOURCES, RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { eur, formatDate } from "~/lib/format";
import { fileHref } from "~/lib/url";
import { isNo, type CreditYear, type RentTaxCreditAmounts, type RentTaxCreditInput, type RentTaxCreditNo } from "~/rules/rent-tax-credit";
import { outsideYears, RTC_FORM, RTC_YEARS, type RtcEvaluation, type RtcKey } from "../rent-tax-credit.form";
import { ChoiceField, TextField } from "~/components/ui/fields";
import { HowList } from "~/components/ui/HowList";
import { Figure, Figures, optionLabel, Para, Section, ToolFrame, type ToolMode, type ToolProps, type ToolView, useTool, type ViewContext, Working } from "./ToolFrame";

const W = RTC_WORDS;
const F = W.fields;

function PdfLink({ href }: { href: string }) {
  return (
    <a href={fileHref(href, "pdf")} download className={buttonClass.secondary}>
      <Download className="h-5 w-5" aria-hidden="true" />
      {W.pdf}
    </a>
  );
}

/**
 * A plain no: the rule's own sentence first, then the law it comes from
 * (Act and section, linked). No amount anywhere: the result has none
 * (rules/rent-tax-credit.ts works nothing out for a no), so no total, table,
 * working or calendar link; the PDF says the same no.
 */
function NoResult({ r, mode, href, on }: { r: RentTaxCreditNo; mode: ToolMode; href: string; on: string }) {
  const reasons = r.verdict.reasons;
  return (
    <>
      <p className="text-xl font-bold text-slate-900" data-answer="" data-verdict="no">{W.answer(r, on)}</p>
      {W.alsoNo(reasons, on).map((s) => <p key={s} className="font-semibold text-slate-900">{s}</p>)}
      <Section mode={mode} title={W.noTitle} data-testid="no-reasons">
        <ul className="mt-2 space-y-2 text-slate-800">
          {W.noReasons(reasons, on).map((t) => <li key={t}><RichText text={t} /></li>)}
        </ul>
      </Section>
      <Para text={W.noNextStep} />
      <Section mode={mode} title={W.limitsTitle}>
        <HowList items={W.limits(on)} />
      </Section>
      {mode === "page" ? <div className="print:hidden"><PdfLink href={href} /></div> : null}
    </>
  );
}

/** The figures' column labels, and one year's figures under them: the table's row and the phone's block both show them. */
const cellLabels = (rate: number) => [W.table.rent, W.table.share(rate), W.table.max, W.table.credit];
function yearCells(y: CreditYear, rate: number) {
  const values = [eur(y.rent), eur(y.share), eur(y.max), eur(y.credit)];
  return cellLabels(rate).map((label, i) => ({ label, value: values[i]!, strong: i === values.length - 1 }));
}

function AmountResult({ r, input, mode, href, on }: { r: RentTaxCreditAmounts; input: RentTaxCreditInput; mode: ToolMode; href: string; on: string }) {
  const claimable = r.years.filter((y) => y.claimable);
  const rate = r.years[0]?.rate ?? 0;
  const working = r.years.map((y) => (y.from === "monthly" ? W.working.monthly(y.year, y.payments ?? 0, input.monthly!.monthly, y.rent) : W.working.yearGiven(y.year, y.rent)));
  if (r.outsideYears.length) working.push(W.working.outside(r.outsideYears));
  working.push(W.working.credit);
  const withDates = claimable.some((y) => y.credit > 0);
  const unsure = input.conditions.registered === "unsure";
  return (
    <>
      <p className="text-xl font-bold text-slate-900" data-answer="" data-verdict={r.verdict.kind}>{W.answer(r, on)}</p>
      {unsure ? <Para text={W.registerTip} /> : null}
      {r.closingSoon.map((y) => (
        <div key={y.year} role="note" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950" data-testid="closing-soon">
          <p className="text-lg"><RichText text={W.closing(y.year, y.lastDay)} /></p>
          <p className="mt-1">{W.closingAdvice}</p>
        </div>
      ))}
      <Figures>
        <Figure label={W.totalLabel} value={eur(r.totalClaimable)} sub={claimable.length ? W.totalSub(claimable.length) : W.noneClaimable} />
      </Figures>
      {/* On a phone each year is its own block with the same figures, so nothing is off screen and nothing
          scrolls sideways (issue 46, as the planner's two-home comparison); from 640 px, and in print, the table. */}
      <div className="grid gap-3 sm:hidden print:hidden" data-testid="years-stacked">
        {r.years.map((y) => (
          <section key={y.year} aria-label={W.table.yearBlock(y.year)} className="rounded-xl border border-slate-200 bg-white p-4" data-year={y.year}>
            {/* A heading on the tool's page; bold text when embedded in a guide, whose outline it must not disturb (as Section). */}
            {mode === "page" ? <h3 className="font-semibold text-slate-900">{y.year}</h3> : <p className="font-semibold text-slate-900">{y.year}</p>}
            <dl className="mt-1 divide-y divide-slate-200 text-sm">
              {yearCells(y, rate).map((c) => (
                <div key={c.label} className={`flex flex-wrap items-baseline justify-between gap-x-4 py-2 ${c.strong ? "font-semibold text-slate-900" : ""}`}>
                  <dt className={c.strong ? "text-slate-900" : "text-slate-700"}>{c.label}</dt>
                  <dd className="ml-auto text-right tabular-nums text-slate-900">{c.value}</dd>
                </div>
              ))}
              <div className="py-2">
                <dt className="text-slate-700">{W.table.claim}</dt>
                <dd className="font-medium text-slate-900" data-testid="claim-state-stacked">{W.state[y.state](y)}</dd>
              </div>
            </dl>
          </section>
        ))}
      </div>
      {/* Keyboard-reachable when it scrolls (WCAG 2.1.1), as in Blocks; at 640 px and wider it fits. */}
      <div role="region" aria-label={W.table.caption} tabIndex={0} className="hidden overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:block print:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">{W.table.caption}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">{W.table.year}</th>
              {cellLabels(rate).map((label) => <th key={label} scope="col" className="py-2 pr-3 text-right">{label}</th>)}
              <th scope="col" className="py-2">{W.table.claim}</th>
            </tr>
          </thead>
          <tbody>
            {r.years.map((y) => (
              <tr key={y.year} className="border-b border-slate-200 align-top" data-year={y.year}>
                <th scope="row" className="py-2 pr-3">{y.year}</th>
                {yearCells(y, rate).map((c) => <td key={c.label} className={`py-2 pr-3 text-right ${c.strong ? "font-semibold" : ""}`}>{c.value}</td>)}
                <td className="py-2" data-testid="claim-state">{W.state[y.state](y)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {r.years.some((y) => y.state === "not-yet") ? <Para text={W.notYetNote} /> : null}
      <Working title={W.workingTitle} mode={mode} lines={working} />
      <Para text={W.future} />
      <Section mode={mode} title={W.limitsTitle}>
        <HowList items={W.limits(on)} />
      </Section>
      <Section mode={mode} title={W.howToClaimTitle}>
        <HowList items={W.howToClaim} />
      </Section>
      {mode === "page" ? (
        <div className="space-y-3 print:hidden">
          {withDates ? <CalendarLink href={calendarHref(href)} what={W.calendar.name} /> : null}
          <PdfLink href={href} />
        </div>
      ) : null}
    </>
  );
}

/** The result, the answers and the notes for the settled answers (useTool): worked out once per change, never once a key. */
function rtcView({ input, result }: RtcEvaluation, { values: settled, mode, href, on }: ViewContext<RtcKey>): ToolView {
  const no = result ? isNo(result) : false;
  // The conditions as answered; for a no, no rent (the result shows no amount at all).
  const conditions = [
    // No answer is the reader's own home (a link made before the question), as the logic reads it.
    { label: F.home.label, value: optionLabel(F.home.options, settled.home || "own") },
    { label: F.landlord.label, value: optionLabel(F.landlord.options, settled.landlord) },
    { label: F.support.label, value: optionLabel(F.support.options, settled.support) },
    { label: F.registered.label, value: optionLabel(F.registered.options, settled.registered) },
    ...(settled.home === "child" ? [{ label: F.childAge.label, value: optionLabel(F.childAge.options, settled.childage) }] : []),
  ];
  return {
    result: result && input ? (isNo(result) ? <NoResult r={result} mode={mode} href={href} on={on} /> : <AmountResult r={result} input={input} mode={mode} href={href} on={on} />) : null,
    answers: no
      ? conditions
      : [
          ...conditions,
          { label: F.status.label, value: optionLabel(F.status.options, settled.status) },
          ...RTC_YEARS.flatMap((year) => (input?.years.has(year) ? [{ label: F.year(year).label, value: eur(input.years.get(year)!) }] : [])),
          ...(input?.monthly
            ? [
                { label: F.rent.label, value: eur(input.monthly.monthly) },
                { label: F.from.label, value: formatDate(input.monthly.from) },
                { label: F.to.label, value: formatDate(input.monthly.to) },
              ]
            : []),
        ],
    how: <HowList items={W.how(on)} />,
  };
}

export function RentTaxCreditTool(props: ToolProps<RtcKey>) {
  const { field, frame } = useTool(RTC_FORM, RTC_SOURCES, props, rtcView);
  // A year the credit does not cover gets its own message above the fields, not the general ignored note.
  const outside = outsideYears(frame.ignored);
  const ignored = frame.ignored.filter((p) => !outside.some((y) => p.name === `rent${y}`));
  // The same date useTool judges by: the server's on the tool's page, the browser's when embedded.
  const deadlines = W.deadlines(props.today);

  const fields = (
    <>
      {deadlines.length ? (
        <div role="note" className="space-y-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 [&_a]:text-amber-950" data-testid="claim-deadline">
          {deadlines.map((t) => <p key={t}><RichText text={t} /></p>)}
        </div>
      ) : null}
      {outside.length ? <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">{W.problems.outsideYear(outside)}</p> : null}
      <fieldset className="space-y-5">
        <legend className="font-semibold text-slate-900">{F.conditionsLegend}</legend>
        <p className="text-sm text-slate-700">{F.conditionsHint}</p>
        <ChoiceField {...field("home")} legend={F.home.label} options={F.home.options} />
        <ChoiceField {...field("landlord")} legend={F.landlord.label} hint={F.landlord.hint} options={F.landlord.options} />
        <ChoiceField {...field("support")} legend={F.support.label} options={F.support.options} />
        <ChoiceField {...field("registered")} legend={F.registered.label} hint={F.registered.hint} options={F.registered.options} />
        <ChoiceField {...field("childage")} legend={F.childAge.label} options={F.childAge.options} inline />
      </fieldset>
      <ChoiceField {...field("status")} legend={F.status.label} options={F.status.options} />
      <fieldset className="space-y-4">
        <legend className="font-semibold text-slate-900">{F.yearsLegend}</legend>
        <p className="text-sm text-slate-700">{F.yearsHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {RTC_YEARS.map((year) => <TextField key={year} {...field(`rent${year}`)} inputMode="decimal" label={F.year(year).label} />)}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-slate-900">{F.monthlyLegend}</legend>
        <p className="text-sm text-slate-700">{F.monthlyHint}</p>
        <TextField {...field("rent")} inputMode="decimal" label={F.rent.label} />
        <TextField {...field("from")} type="date" label={F.from.label} hint={F.from.hint} />
        <TextField {...field("to")} type="date" label={F.to.label} hint={F.to.hint} />
      </fieldset>
    </>
  );

  return <ToolFrame fields={fields} {...frame} ignored={ignored} />;
}
