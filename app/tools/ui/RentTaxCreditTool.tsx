import { Download } from "lucide-react";
import { buttonClass } from "~/components/content/CallToAction";
import { RichText } from "~/components/content/RichText";
import { CalendarLink, calendarHref } from "~/components/ui/CalendarLink";
import { RTC_SOURCES, RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { eur, formatDate } from "~/lib/format";
import { fileHref } from "~/lib/url";
import type { RentTaxCreditInput, RentTaxCreditResult } from "~/rules/rent-tax-credit";
import { outsideYears, RTC_FORM, RTC_YEARS, type RtcEvaluation, type RtcKey } from "../rent-tax-credit.form";
import { ChoiceField, TextField } from "~/components/ui/fields";
import { HowList } from "~/components/ui/HowList";
import { Figure, Figures, optionLabel, Para, Section, ToolFrame, type ToolMode, type ToolProps, type ToolView, useTool, type ViewContext, Working } from "./ToolFrame";

const W = RTC_WORDS;
const F = W.fields;

function Result({ r, input, mode, href }: { r: RentTaxCreditResult; input: RentTaxCreditInput; mode: ToolMode; href: string }) {
  const claimable = r.years.filter((y) => y.claimable);
  const rate = r.years[0]?.rate ?? 0;
  const working = r.years.map((y) => (y.from === "monthly" ? W.working.monthly(y.year, y.payments ?? 0, input.monthly!.monthly, y.rent) : W.working.yearGiven(y.year, y.rent)));
  if (r.outsideYears.length) working.push(W.working.outside(r.outsideYears));
  working.push(W.working.credit);
  const withDates = claimable.some((y) => y.credit > 0);
  return (
    <>
      <p className="text-xl font-bold text-slate-900" data-answer="">{W.answer(r.totalClaimable, r.years)}</p>
      {r.closingSoon.map((y) => (
        <div key={y.year} role="note" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950" data-testid="closing-soon">
          <p className="text-lg"><RichText text={W.closing(y.year, y.lastDay)} /></p>
          <p className="mt-1">{W.closingAdvice}</p>
        </div>
      ))}
      <Figures>
        <Figure label={W.totalLabel} value={eur(r.totalClaimable)} sub={claimable.length ? W.totalSub(claimable.length) : W.noneClaimable} />
      </Figures>
      {/* On a phone the table scrolls sideways in its own box, which must be reachable by keyboard (WCAG 2.1.1), as in Blocks. */}
      <div role="region" aria-label={W.table.caption} tabIndex={0} className="overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">{W.table.caption}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">{W.table.year}</th>
              <th scope="col" className="py-2 pr-3 text-right">{W.table.rent}</th>
              <th scope="col" className="py-2 pr-3 text-right">{W.table.share(rate)}</th>
              <th scope="col" className="py-2 pr-3 text-right">{W.table.max}</th>
              <th scope="col" className="py-2 pr-3 text-right">{W.table.credit}</th>
              <th scope="col" className="py-2">{W.table.claim}</th>
            </tr>
          </thead>
          <tbody>
            {r.years.map((y) => (
              <tr key={y.year} className="border-b border-slate-200 align-top" data-year={y.year}>
                <th scope="row" className="py-2 pr-3">{y.year}</th>
                <td className="py-2 pr-3 text-right">{eur(y.rent)}</td>
                <td className="py-2 pr-3 text-right">{eur(y.share)}</td>
                <td className="py-2 pr-3 text-right">{eur(y.max)}</td>
                <td className="py-2 pr-3 text-right font-semibold">{eur(y.credit)}</td>
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
        <HowList items={W.limits} />
      </Section>
      <Section mode={mode} title={W.howToClaimTitle}>
        <HowList items={W.howToClaim} />
      </Section>
      {mode === "page" ? (
        <div className="space-y-3 print:hidden">
          {withDates ? <CalendarLink href={calendarHref(href)} what={W.calendar.name} /> : null}
          <a href={fileHref(href, "pdf")} download className={buttonClass.secondary}>
            <Download className="h-5 w-5" aria-hidden="true" />
            {W.pdf}
          </a>
        </div>
      ) : null}
    </>
  );
}

/** The result, the answers and the notes for the settled answers (useTool): worked out once per change, never once a key. */
function rtcView({ input, result }: RtcEvaluation, { values: settled, mode, href }: ViewContext<RtcKey>): ToolView {
  return {
    result: result && input ? <Result r={result} input={input} mode={mode} href={href} /> : null,
    answers: [
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
    how: <HowList items={W.how} />,
  };
}

export function RentTaxCreditTool(props: ToolProps<RtcKey>) {
  const { field, frame } = useTool(RTC_FORM, RTC_SOURCES, props, rtcView);
  // A year the credit does not cover gets its own message above the fields, not the general ignored note.
  const outside = outsideYears(frame.ignored);
  const ignored = frame.ignored.filter((p) => !outside.some((y) => p.name === `rent${y}`));

  const fields = (
    <>
      {outside.length ? <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">{W.problems.outsideYear(outside)}</p> : null}
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
