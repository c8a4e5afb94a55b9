import { CalendarLink, calendarHref } from "~/components/ui/CalendarLink";
import { TOOL_EVENTS } from "~/content/calendar";
import { TOOL_UI } from "~/content/tools/common";
import { SCHEME_SOURCES, SCHEME_WORDS } from "~/content/tools/scheme-amounts";
import { eur, pct } from "~/lib/format";
import { SCHEME_FORM, type SchemeEvaluation, type SchemeKey } from "../scheme-amounts.form";
import { schemeEnds, schemeTermsOn, type SchemeInput, type SchemeResult } from "../scheme-amounts";
import { lendingLimitsOn } from "~/rules/borrowing";
import { planHref } from "~/links";
import { ChoiceField, SelectField, TextField } from "~/components/ui/fields";
import { HowList } from "~/components/ui/HowList";
import { RichText } from "~/components/content/RichText";
import { NextLink, optionLabel, Para, Section, ToolFrame, type ToolMode, type ToolProps, type ToolView, useTool, type ViewContext } from "./ToolFrame";

const F = SCHEME_WORDS.fields;
const W = SCHEME_WORDS;

/** Why a scheme gives nothing here: a sentence for each of the result's reasons. */
function Reasons<R extends string, T extends { reasons: R[] }>({ words, result }: { words: Record<R, string | ((result: T) => string)>; result: T }) {
  const text = (r: R) => {
    const w = words[r];
    return typeof w === "string" ? w : w(result);
  };
  return <ul className="list-disc space-y-1 pl-6 text-slate-800">{result.reasons.map((r) => <li key={r}><Para text={text(r)} /></li>)}</ul>;
}

function SchemeOutput({ mode, input, result }: { mode: ToolMode; input: SchemeInput; result: SchemeResult }) {
  const { helpToBuy: htb, firstHome: fhs } = result;
  const on = result.on;
  // A scheme closed, or not open to this buyer or this home: a "no", so no figure of the reader's gap either.
  const fhsRuledOut = fhs.reasons.some((r) => r === "closed" || r === "not-first-time" || r === "second-hand");
  return (
    <div className="space-y-5">
      <p className="text-xl font-bold text-slate-900" data-answer=""><RichText text={W.answer(result)} /></p>
      <Section className="space-y-2" data-result="help-to-buy" mode={mode} title={W.sectionTitle(W.htbTitle, htb.refund)}>
        {htb.limitedBy ? (
          <>
            <Para text={W.htbExplain({ terms: htb.terms, percentOfPrice: htb.percentOfPrice, refund: htb.refund, selfBuild: input.type === "self-build", limitedBy: htb.limitedBy, taxPaid: result.taxPaid })} />
            <div className="text-sm"><HowList items={W.htbConditions(result)} /></div>
          </>
        ) : (
          <Reasons words={W.htbReasons} result={{ ...htb, on }} />
        )}
      </Section>
      <Section className="space-y-2" data-result="first-home" mode={mode} title={W.sectionTitle(W.fhsTitle, fhs.share, ` (${pct(fhs.sharePercent)})`)}>
        {fhs.gap > 0 && !fhsRuledOut ? <Para text={W.fhsGap({ price: input.price, mortgage: input.mortgage, deposit: input.deposit, gap: fhs.gap })} /> : null}
        {fhs.reasons.length ? (
          <Reasons words={W.fhsReasons} result={{ ...fhs, on }} />
        ) : fhs.shortfall > 0 ? (
          <Para text={W.fhsCapped({ share: fhs.share, sharePercent: fhs.sharePercent, capPercent: fhs.capPercent, shortfall: fhs.shortfall, combined: fhs.combinedWithHelpToBuy })} />
        ) : (
          <Para text={W.fhsBridged({ share: fhs.share, sharePercent: fhs.sharePercent, capPercent: fhs.capPercent, capAmount: fhs.capAmount, combined: fhs.combinedWithHelpToBuy })} />
        )}
        {fhs.share > 0 ? <div className="text-sm"><HowList items={W.fhsConditions(result)} /></div> : null}
        {fhs.depositBelowMinimum && fhs.open && !fhsRuledOut ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">{W.depositWarning(fhs.terms, fhs.minDeposit)}</p>
        ) : null}
        {fhs.open && fhs.ceiling === null && !fhsRuledOut ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900" data-note="ceiling-unknown"><Para text={W.ceilingUnknown(fhs.areaLabel)} /></div>
        ) : null}
        {fhs.open && fhs.ceilingSplit && !fhs.reasons.includes("over-ceiling") && !fhsRuledOut ? (
          <p className="text-sm text-slate-700">{W.ceilingSplit({ areaLabel: fhs.areaLabel, ceilingSplit: fhs.ceilingSplit })}</p>
        ) : null}
      </Section>
      <Section className="space-y-2" data-result="repayment" mode={mode} title={W.repaymentTitle}>
        {result.repayment ? (
          <Para text={W.repaymentExplain({ sharePercent: result.repayment.sharePercent, salePrice: result.repayment.salePrice, amount: result.repayment.amount, assumed: result.repayment.assumedPurchasePrice })} />
        ) : (
          <p className="text-slate-800">{W.noRepayment}</p>
        )}
      </Section>
      <p className="print:hidden">
        <NextLink to={planHref({ ...(input.buyer ? { buyer: input.buyer } : {}), price: String(input.price), type: input.type, area: input.area })}>{W.plannerLink}</NextLink>
      </p>
    </div>
  );
}

/**
 * The result, the answers and the notes for the settled answers (useTool),
 * under the rules in force on `on`: the loader's date in Ireland on the
 * tool's page, so the server and the browser apply the same rules.
 */
function schemeView({ input, result }: SchemeEvaluation, { values: settled, on, mode, href }: ViewContext<SchemeKey>): ToolView {
  const terms = schemeTermsOn(on);
  const ends = schemeEnds(on);
  const what = TOOL_EVENTS.schemes.what(ends.map((e) => ({ name: TOOL_EVENTS.schemes.scheme[e.scheme], until: e.until, reported: e.certainty !== "official" })));
  return {
    result: input && result ? <><SchemeOutput mode={mode} input={input} result={result} />{ends.length ? <CalendarLink href={calendarHref(href)} what={what} /> : null}</> : null,
    answers: input
      ? [
          { label: F.buyer.label, value: optionLabel(F.buyer.options, settled.buyer) },
          { label: F.price.label, value: eur(input.price) },
          { label: F.type.label, value: optionLabel(F.type.options, settled.type) },
          { label: F.area.label, value: optionLabel(F.area.options, settled.area) },
          { label: F.mortgage.label, value: eur(input.mortgage) },
          { label: F.deposit.label, value: eur(input.deposit) },
          { label: F.htb.label, value: optionLabel(F.htb.options, settled.htb) },
          { label: F.tax.label, value: input.taxPaid === null ? TOOL_UI.notGiven : eur(input.taxPaid) },
          { label: F.sale.label, value: input.salePrice === null ? TOOL_UI.notGiven : eur(input.salePrice) },
        ]
      : [],
    how: <HowList items={W.how(terms.helpToBuy.open ? terms.helpToBuy.terms : null, terms.firstHome.open ? terms.firstHome.terms : null, lendingLimitsOn("first", on).ltiMultiple, on)} />,
  };
}

export function SchemeAmountsTool(props: ToolProps<SchemeKey>) {
  const { field, frame, wide } = useTool(SCHEME_FORM, SCHEME_SOURCES, props, schemeView);
  const fields = (
    <>
      <div className={wide}>
        <ChoiceField {...field("buyer")} legend={F.buyer.label} options={F.buyer.options} />
      </div>
      <TextField {...field("price")} inputMode="numeric" label={F.price.label} hint={F.price.hint} />
      <ChoiceField {...field("type")} legend={F.type.label} options={F.type.options} />
      <div className={wide}>
        <SelectField {...field("area")} label={F.area.label} hint={F.area.hint} placeholder={F.area.placeholder} options={F.area.options} />
      </div>
      <TextField {...field("mortgage")} inputMode="numeric" label={F.mortgage.label} />
      <TextField {...field("deposit")} inputMode="numeric" label={F.deposit.label} hint={F.deposit.hint} />
      <ChoiceField {...field("htb")} legend={F.htb.label} options={F.htb.options} inline />
      <TextField {...field("tax")} inputMode="numeric" label={F.tax.label} hint={F.tax.hint} />
      <TextField {...field("sale")} inputMode="numeric" label={F.sale.label} hint={F.sale.hint} />
    </>
  );
  return <ToolFrame fields={fields} {...frame} />;
}
