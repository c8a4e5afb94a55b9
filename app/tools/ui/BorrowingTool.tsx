import { BORROWING_SOURCES, BORROWING_WORDS } from "~/content/tools/borrowing";
import { TOOL_UI } from "~/content/tools/common";
import { eur, formatNumber, pct } from "~/lib/format";
import { planHref } from "~/links";
import { BORROWING_FORM, type BorrowingEvaluation, type BorrowingKey } from "../borrowing.form";
import { ChoiceField, TextField } from "~/components/ui/fields";
import { HowList } from "~/components/ui/HowList";
import { RichText } from "~/components/content/RichText";
import { Figure, Figures, NextLink, optionLabel, Para, Section, ToolFrame, type ToolProps, type ToolView, useTool, type ViewContext, Working } from "./ToolFrame";

const F = BORROWING_WORDS.fields;

export function BorrowingTool(props: ToolProps<BorrowingKey>) {
  const { field, frame, wide } = useTool(BORROWING_FORM, BORROWING_SOURCES, props, borrowingView);
  const fields = (
    <>
      <div className={wide}>
        <ChoiceField {...field("buyer")} legend={F.buyer.label} options={F.buyer.options} />
      </div>
      <TextField {...field("income")} inputMode="numeric" label={F.income.label} hint={F.income.hint} />
      <TextField {...field("income2")} inputMode="numeric" label={F.income2.label} hint={F.income2.hint} />
      <TextField {...field("savings")} inputMode="numeric" label={F.savings.label} />
    </>
  );
  return <ToolFrame fields={fields} {...frame} />;
}

const euroOrNot = (amount: number | undefined) => (amount === undefined ? TOOL_UI.notGiven : eur(amount));

/** The result, the answers, the issues and the explanation for `values`: built once per settled change, not once a key. */
function borrowingView({ input, result }: BorrowingEvaluation, { values, on, mode }: ViewContext<BorrowingKey>): ToolView {
  const output = result ? (
    result.price === 0 && result.priceBySavings === 0 ? (
      <p className="text-xl font-bold text-slate-900" data-answer=""><RichText text={BORROWING_WORDS.noSavings(result.depositPercent)} /></p>
    ) : (
      <>
        <p className="text-xl font-bold text-slate-900" data-answer="">{BORROWING_WORDS.answer(result)}</p>
        <Figures>
          <Figure label={BORROWING_WORDS.priceLabel} value={eur(result.price)} />
          <Figure label={BORROWING_WORDS.loanLimitLabel} value={eur(result.loanLimit)} sub={`${formatNumber(result.ltiMultiple)} × ${eur(result.grossIncome)}`} />
          <Figure label={BORROWING_WORDS.depositLabel} value={eur(result.deposit)} sub={`${pct(result.depositPercent)}`} />
          <Figure label={BORROWING_WORDS.loanLabel} value={eur(result.loan)} />
        </Figures>
        <Para text={`${BORROWING_WORDS.explain({ multiple: result.ltiMultiple, depositPercent: result.depositPercent, firstTime: result.firstTime })} ${BORROWING_WORDS.limitedBy[result.limitedBy](result)}`} />
        <Section mode={mode} title={BORROWING_WORDS.conditionsTitle} data-result="conditions">
          <HowList items={BORROWING_WORDS.conditions(on)} />
        </Section>
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
            <NextLink to={result.calculatorHref}>{BORROWING_WORDS.calculatorLink(result.price)}</NextLink>
            <NextLink to={planHref({ ...values, price: String(result.price) })}>{BORROWING_WORDS.plannerLink(result.price)}</NextLink>
          </p>
        ) : null}
      </>
    )
  ) : null;

  return {
    result: output,
    answers: [
      { label: F.buyer.label, value: optionLabel(F.buyer.options, values.buyer) },
      { label: F.income.label, value: euroOrNot(input?.incomes[0]) },
      { label: F.income2.label, value: euroOrNot(input?.incomes[1]) },
      { label: F.savings.label, value: euroOrNot(input?.savings) },
    ],
    how: <HowList items={BORROWING_WORDS.how(on)} />,
  };
}
