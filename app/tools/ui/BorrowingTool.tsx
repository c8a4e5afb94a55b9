import { ArrowRight } from "lucide-react";
import { useId, useMemo } from "react";
import { buttonClass } from "~/components/content/CallToAction";
import { SiteLink } from "~/components/ui/SiteLink";
import { BORROWING_SOURCES, BORROWING_WORDS } from "~/content/tools/borrowing";
import { TOOL_UI } from "~/content/tools/common";
import { TOOL_PAGE } from "~/content/tools/pages";
import { eur, formatNumber, pct } from "~/lib/format";
import { todayIso } from "~/lib/dates";
import { planHref } from "~/content/links";
import { evaluateBorrowing, BORROWING_DEFAULTS, BORROWING_KEYS, type BorrowingKey } from "../borrowing.form";
import { hrefWith, type RawQuery, type RawValues } from "../params";
import { ChoiceField, TextField, visibleIssue } from "~/components/ui/fields";
import { fieldIds, Figure, Figures, HowList, Para, shownIssues, Working } from "./shared";
import { ToolFrame, type ToolMode } from "./ToolFrame";
import { useToolForm } from "~/components/ui/useToolForm";

const F = BORROWING_WORDS.fields;

export function BorrowingTool({ mode, query = null, today }: { mode: ToolMode; query?: RawQuery<BorrowingKey> | null; today?: string }) {
  // The tool page passes the server's date (no hydration mismatch); an embedded tool uses the browser's.
  const on = today ?? todayIso();
  const form = useToolForm({ keys: BORROWING_KEYS, query, defaults: BORROWING_DEFAULTS, syncUrl: mode === "page" });
  const uid = useId();
  const ids = useMemo(() => fieldIds(uid, BORROWING_KEYS), [uid]);
  const { set, showMissing } = form;
  // The fields show what is typed (form.values); everything else follows form.settled, a moment later.
  const view = useMemo(() => borrowingView(form.settled, on, mode, showMissing, ids), [form.settled, on, mode, showMissing, ids]);
  const issue = (k: BorrowingKey) => visibleIssue(view.issues[k], showMissing);
  const values = form.values;

  const fields = (
    <>
      <div className={mode === "embed" ? "sm:col-span-2" : undefined}>
        <ChoiceField id={ids.buyer} name="buyer" legend={F.buyer.label} options={F.buyer.options} value={values.buyer} onChange={(v) => set("buyer", v)} issue={issue("buyer")} />
      </div>
      <TextField id={ids.income} name="income" inputMode="numeric" label={F.income.label} hint={F.income.hint} value={values.income} onChange={(v) => set("income", v)} issue={issue("income")} />
      <TextField id={ids.income2} name="income2" inputMode="numeric" label={F.income2.label} hint={F.income2.hint} value={values.income2} onChange={(v) => set("income2", v)} issue={issue("income2")} />
      <TextField id={ids.savings} name="savings" inputMode="numeric" label={F.savings.label} value={values.savings} onChange={(v) => set("savings", v)} issue={issue("savings")} />
    </>
  );

  return (
    <ToolFrame
      tool="borrowing"
      sources={BORROWING_SOURCES}
      mode={mode}
      fields={fields}
      result={view.output}
      issues={view.shown}
      answers={view.answers}
      shareHref={view.shareHref}
      ignored={form.edited ? [] : query?.ignored}
      onSubmitAttempt={() => form.setShowMissing(true)}
      how={view.how}
    />
  );
}

/** The result, the answers, the issues and the explanation for `values`: built once per settled change, not once a key. */
function borrowingView(values: RawValues<BorrowingKey>, on: string, mode: ToolMode, showMissing: boolean, ids: Record<BorrowingKey, string>) {
  const { issues, input, result } = evaluateBorrowing(values, on);
  const output = result ? (
    result.price === 0 && result.priceBySavings === 0 ? (
      <Para text={BORROWING_WORDS.noSavings} />
    ) : (
      <>
        <p className="text-xl font-bold text-slate-900" data-answer="">{BORROWING_WORDS.answer(result)}</p>
        <Figures>
          <Figure label={BORROWING_WORDS.priceLabel} value={eur(result.price)} />
          <Figure label={BORROWING_WORDS.loanLimitLabel} value={eur(result.loanLimit)} sub={`${formatNumber(result.ltiMultiple)} × ${eur(result.grossIncome)}`} />
          <Figure label={BORROWING_WORDS.depositLabel} value={eur(result.deposit)} sub={`${pct(result.depositPercent)}`} />
          <Figure label={BORROWING_WORDS.loanLabel} value={eur(result.loan)} />
        </Figures>
        <Para text={`${BORROWING_WORDS.explain({ multiple: result.ltiMultiple, depositPercent: result.depositPercent, first: result.buyer === "first" })} ${BORROWING_WORDS.limitedBy[result.limitedBy](result)}`} />
        <Working
          title={BORROWING_WORDS.workingTitle}
          mode={mode}
          lines={[
            BORROWING_WORDS.working.loanLimit(result.grossIncome, result.ltiMultiple, result.loanLimit),
            BORROWING_WORDS.working.byIncome(result.loanLimit, result.depositPercent, result.priceByIncome),
            BORROWING_WORDS.working.bySavings(Math.floor(input!.savings), result.depositPercent, result.priceBySavings),
            BORROWING_WORDS.working.result(result.price, result.deposit, result.loan),
          ]}
        />
        {result.price > 0 ? (
          <p className="flex flex-wrap gap-3 print:hidden">
            <SiteLink to={result.calculatorHref} className={buttonClass.secondary}>
              {BORROWING_WORDS.calculatorLink(result.price)}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </SiteLink>
            <SiteLink to={planHref({ buyer: values.buyer, income: values.income, income2: values.income2, savings: values.savings, price: String(result.price) })} className={buttonClass.secondary}>
              {BORROWING_WORDS.plannerLink(result.price)}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </SiteLink>
          </p>
        ) : null}
      </>
    )
  ) : null;

  return {
    issues,
    output,
    shown: shownIssues(BORROWING_KEYS, issues, showMissing, ids),
    answers: [
      { label: F.buyer.label, value: F.buyer.options.find((o) => o.value === values.buyer)?.label ?? TOOL_UI.notGiven },
      { label: F.income.label, value: input ? eur(input.incomes[0]!) : TOOL_UI.notGiven },
      { label: F.income2.label, value: input && input.incomes.length > 1 ? eur(input.incomes[1]!) : TOOL_UI.notGiven },
      { label: F.savings.label, value: input ? eur(input.savings) : TOOL_UI.notGiven },
    ],
    shareHref: hrefWith(TOOL_PAGE.borrowing.path, values, BORROWING_KEYS),
    how: (
      <>
        <HowList items={BORROWING_WORDS.how(on)} />
        <Para text={BORROWING_WORDS.exceptions} />
      </>
    ),
  };
}
