import { CalendarLink, calendarHref } from "~/components/ui/CalendarLink";
import { TOOL_EVENTS } from "~/content/calendar";
import { ArrowRight } from "lucide-react";
import { useId, useMemo } from "react";
import { buttonClass } from "~/components/content/CallToAction";
import { SiteLink } from "~/components/ui/SiteLink";
import { TOOL_UI } from "~/content/tools/common";
import { TOOL_PAGE } from "~/content/tools/pages";
import { SCHEME_SOURCES, SCHEME_WORDS } from "~/content/tools/scheme-amounts";
import { eur, pct } from "~/lib/format";
import { hrefWith, type RawQuery } from "../params";
import { todayIso } from "~/lib/dates";
import { evaluateScheme, SCHEME_DEFAULTS, SCHEME_KEYS, type SchemeKey } from "../scheme-amounts.form";
import { schemeEnds, schemeTermsOn, type SchemeInput, type SchemeResult } from "../scheme-amounts";
import { lendingLimitsOn } from "~/rules/borrowing";
import { planHref } from "~/content/links";
import { ChoiceField, SelectField, TextField, visibleIssue } from "~/components/ui/fields";
import { fieldIds, HowList, Para, ResultHeading, shownIssues } from "./shared";
import { ToolFrame, type ToolMode } from "./ToolFrame";
import { useToolForm } from "~/components/ui/useToolForm";

const F = SCHEME_WORDS.fields;
const W = SCHEME_WORDS;

function SchemeOutput({ mode, input, result }: { mode: ToolMode; input: SchemeInput; result: SchemeResult }) {
  const htb = result.helpToBuy;
  const fhs = result.firstHome;
  const htbReasons = htb.reasons.map((r) => {
    switch (r) {
      case "closed":
        return W.htbReasons.closed(htb.endedOn);
      case "not-first-time":
      case "not-new":
        return W.htbReasons[r];
      case "over-value":
        return W.htbReasons["over-value"](htb.terms);
      case "mortgage-under":
        return W.htbReasons["mortgage-under"](htb.terms, htb.minMortgage);
    }
  });
  const fhsReasons = fhs.reasons.map((r) => {
    switch (r) {
      case "closed":
        return W.fhsReasons.closed(fhs.endedOn);
      case "second-hand":
      case "no-gap":
        return W.fhsReasons[r];
      case "over-ceiling":
        return W.fhsReasons["over-ceiling"](fhs);
      case "under-minimum":
        return W.fhsReasons["under-minimum"](fhs);
    }
  });
  return (
    <div className="space-y-5">
      <p className="text-xl font-bold text-slate-900" data-answer="">{W.answer({ refund: htb.refund, share: fhs.share })}</p>
      <div className="space-y-2" data-result="help-to-buy">
        <ResultHeading mode={mode}>{W.htbTitle}: {eur(htb.refund)}</ResultHeading>
        {htb.limitedBy ? (
          <>
            <Para text={W.htbExplain({ terms: htb.terms, percentOfPrice: htb.percentOfPrice, refund: htb.refund, selfBuild: input.type === "self-build", limitedBy: htb.limitedBy })} />
            <p className="text-sm text-slate-700">{W.htbAssumes}</p>
          </>
        ) : (
          <ul className="list-disc space-y-1 pl-6 text-slate-800">{htbReasons.map((t) => <li key={t}><Para text={t} /></li>)}</ul>
        )}
      </div>
      <div className="space-y-2" data-result="first-home">
        <ResultHeading mode={mode}>
          {W.fhsTitle}: {eur(fhs.share)}{fhs.share ? ` (${pct(fhs.sharePercent)})` : ""}
        </ResultHeading>
        {fhs.gap > 0 ? <Para text={W.fhsGap({ price: input.price, mortgage: input.mortgage, deposit: input.deposit, gap: fhs.gap })} /> : null}
        {fhs.reasons.length ? (
          <ul className="list-disc space-y-1 pl-6 text-slate-800">{fhsReasons.map((t) => <li key={t}><Para text={t} /></li>)}</ul>
        ) : fhs.shortfall > 0 ? (
          <Para text={W.fhsCapped({ share: fhs.share, sharePercent: fhs.sharePercent, capPercent: fhs.capPercent, shortfall: fhs.shortfall, combined: fhs.combinedWithHelpToBuy })} />
        ) : (
          <Para text={W.fhsBridged({ share: fhs.share, sharePercent: fhs.sharePercent, capPercent: fhs.capPercent, capAmount: fhs.capAmount, combined: fhs.combinedWithHelpToBuy })} />
        )}
        {fhs.depositBelowMinimum && fhs.open ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">{W.depositWarning(fhs.terms, fhs.minDeposit)}</p>
        ) : null}
        {fhs.open && fhs.ceiling === null ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900" data-note="ceiling-unknown"><Para text={W.ceilingUnknown(fhs.areaLabel)} /></div>
        ) : null}
        {fhs.open && fhs.ceilingSplit && !fhs.reasons.includes("over-ceiling") ? (
          <p className="text-sm text-slate-700">{W.ceilingSplit({ areaLabel: fhs.areaLabel, ceilingSplit: fhs.ceilingSplit })}</p>
        ) : null}
      </div>
      <div className="space-y-2" data-result="repayment">
        <ResultHeading mode={mode}>{W.repaymentTitle}</ResultHeading>
        {result.repayment ? (
          <Para text={W.repaymentExplain({ sharePercent: result.repayment.sharePercent, salePrice: result.repayment.salePrice, amount: result.repayment.amount, assumed: result.repayment.assumedPurchasePrice })} />
        ) : (
          <p className="text-slate-800">{W.noRepayment}</p>
        )}
      </div>
      <p className="print:hidden">
        <SiteLink to={planHref({ price: String(input.price), type: input.type, area: input.area })} className={buttonClass.secondary}>
          {W.plannerLink}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </SiteLink>
      </p>
    </div>
  );
}

/**
 * `today` is the loader's date in Ireland (tools/route.server.ts), so the
 * server and the browser apply the same rules; an embedded copy, which has
 * no loader of its own, falls back to the browser's date.
 */
export function SchemeAmountsTool({ mode, query = null, today }: { mode: ToolMode; query?: RawQuery<SchemeKey> | null; today?: string }) {
  const on = today ?? todayIso();
  const form = useToolForm({ keys: SCHEME_KEYS, query, defaults: SCHEME_DEFAULTS, syncUrl: mode === "page" });
  const uid = useId();
  const ids = useMemo(() => fieldIds(uid, SCHEME_KEYS), [uid]);
  const { values, settled, set, showMissing } = form;
  // The fields show what is typed (values); the result, issues and notes follow `settled`, a moment
  // later and once per change, so a key never waits for the result to be worked out and redrawn.
  const view = useMemo(() => {
    const { issues, input, result } = evaluateScheme(settled, on);
    const terms = schemeTermsOn(on);
    const label = <V extends string>(options: readonly { value: V; label: string }[], v: string) => options.find((o) => o.value === v)?.label ?? TOOL_UI.notGiven;
    return {
      issues,
      result: input && result ? <><SchemeOutput mode={mode} input={input} result={result} />{schemeEnds(on).length ? <CalendarLink href={calendarHref(hrefWith(TOOL_PAGE["scheme-amounts"].path, settled, SCHEME_KEYS))} what={TOOL_EVENTS.schemes.what(schemeEnds(on).map((e) => ({ name: TOOL_EVENTS.schemes.scheme[e.scheme], until: e.until, reported: e.certainty !== "official" })))} /> : null}</> : null,
      shown: shownIssues(SCHEME_KEYS, issues, showMissing, ids),
      answers: input
        ? [
            { label: F.price.label, value: eur(input.price) },
            { label: F.type.label, value: label(F.type.options, settled.type) },
            { label: F.area.label, value: label(F.area.options, settled.area) },
            { label: F.mortgage.label, value: eur(input.mortgage) },
            { label: F.deposit.label, value: eur(input.deposit) },
            { label: F.htb.label, value: label(F.htb.options, settled.htb) },
            { label: F.sale.label, value: input.salePrice === null ? TOOL_UI.notGiven : eur(input.salePrice) },
          ]
        : [],
      shareHref: hrefWith(TOOL_PAGE["scheme-amounts"].path, settled, SCHEME_KEYS),
      how: <HowList items={W.how(terms.helpToBuy.open ? terms.helpToBuy.terms : null, terms.firstHome.open ? terms.firstHome.terms : null, lendingLimitsOn("first", on).ltiMultiple)} />,
    };
  }, [settled, on, mode, showMissing, ids]);
  const issue = (k: SchemeKey) => visibleIssue(view.issues[k], showMissing);
  const full = mode === "embed" ? "sm:col-span-2" : undefined;

  const fields = (
    <>
      <TextField id={ids.price} name="price" inputMode="numeric" label={F.price.label} hint={F.price.hint} value={values.price} onChange={(v) => set("price", v)} issue={issue("price")} />
      <ChoiceField id={ids.type} name="type" legend={F.type.label} options={F.type.options} value={values.type} onChange={(v) => set("type", v)} issue={issue("type")} />
      <div className={full}>
        <SelectField id={ids.area} name="area" label={F.area.label} hint={F.area.hint} placeholder={F.area.placeholder} options={F.area.options} value={values.area} onChange={(v) => set("area", v)} issue={issue("area")} />
      </div>
      <TextField id={ids.mortgage} name="mortgage" inputMode="numeric" label={F.mortgage.label} value={values.mortgage} onChange={(v) => set("mortgage", v)} issue={issue("mortgage")} />
      <TextField id={ids.deposit} name="deposit" inputMode="numeric" label={F.deposit.label} hint={F.deposit.hint} value={values.deposit} onChange={(v) => set("deposit", v)} issue={issue("deposit")} />
      <ChoiceField id={ids.htb} name="htb" legend={F.htb.label} options={F.htb.options} value={values.htb} onChange={(v) => set("htb", v)} issue={issue("htb")} inline />
      <TextField id={ids.sale} name="sale" inputMode="numeric" label={F.sale.label} hint={F.sale.hint} value={values.sale} onChange={(v) => set("sale", v)} issue={issue("sale")} />
    </>
  );

  return (
    <ToolFrame
      tool="scheme-amounts"
      sources={SCHEME_SOURCES}
      mode={mode}
      fields={fields}
      result={view.result}
      issues={view.shown}
      answers={view.answers}
      shareHref={view.shareHref}
      ignored={form.edited ? [] : query?.ignored}
      onSubmitAttempt={() => form.setShowMissing(true)}
      how={view.how}
    />
  );
}
