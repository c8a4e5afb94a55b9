import { memo, useCallback, useMemo, useRef, type ReactNode } from "react";
import { Collapsible } from "~/components/guide/Collapsible";
import { HistoryNote } from "~/components/content/HistoryNote";
import { SourceNote } from "~/components/content/SourceNote";
import { useToast } from "~/components/ui/Toast";
import { useShowAnswer } from "~/components/ui/useShowAnswer";
import { CALCULATOR_PATH, CALCULATOR_TEXT, CARDS, FIELDS, IGNORED_REASONS, STAMP_DUTY_TEXT, SUMMARY_TOTALS, SWITCHES } from "~/content/calculator";
import { SiteLink } from "~/components/ui/SiteLink";
import { planHref } from "~/links";
import { formatEUR } from "~/lib/format";
import { CalculatorActions } from "./CalculatorActions";
import { computeCosts, dutiablePrice, vatPercentFor } from "./compute";
import { CostSummary } from "./CostSummary";
import { AmountField, HomeTypeChoice, PriceField, Switch } from "./fields";
import type { IgnoredParam } from "~/lib/params";
import { IgnoredNote, type IgnoredList } from "~/components/ui/IgnoredNote";
import { FORM_MARKER } from "./params";
import type { CalculatorInputs, DutyTerms, VatContext, VatRates } from "~/rules/types";
import { ClosingDateField, ClosingDateNotes } from "~/components/ui/ClosingDate";
import { CLOSING_DATE_TEXT, type ClosingDateNotes as Notes, type ClosingDateState } from "~/rules/closing-date";
import { calculatorUrl } from "~/links";
import { useCalculator } from "./useCalculator";
import { stampDutyNotes } from "./vat";

export const FORM_ID = "calculator-form";

// Drawn again only when their own props change (each field's onChange is a stable setter from
// useCalculator): a key typed into the price leaves the other seventeen fields alone.
const Amount = memo(AmountField);
const Toggle = memo(Switch);
const HomeType = memo(HomeTypeChoice);

const calculateClass =
  "nojs-only inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm print:break-inside-avoid print:shadow-none sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}

/** The calculator's list of what a link held that it could not use: each name, and what was used instead. */
const IGNORED_LIST: IgnoredList = {
  title: CALCULATOR_TEXT.ignoredTitle,
  lead: CALCULATOR_TEXT.ignoredLead,
  item: (p) => (
    <>
      <code className="rounded bg-white px-1 font-mono">{p.name}</code>: {p.message ?? IGNORED_REASONS[p.reason as "unknown" | "repeated"]}
    </>
  ),
  more: CALCULATOR_TEXT.ignoredMore,
};

export function Calculator({
  initial,
  ignored,
  ignoredNotListed,
  vat,
  closing,
  date,
}: {
  initial: CalculatorInputs;
  ignored: IgnoredParam[];
  ignoredNotListed: number;
  /** The VAT and stamp duty rates of the day the sale closes (today by default) and their words, from the loader. */
  vat: VatContext;
  /** When the sale closes on another day than today: what differs, and today's rates to compare with. */
  closing: (Notes & { today: { rates: VatRates; duty: DutyTerms } }) | null;
  date: ClosingDateState;
}) {
  const { values, inputs, costs, url, changed, setters, reset, ready } = useCalculator(initial, vat.rates, vat.duty, closing?.on);
  // Every change recomputes at once (spec section 4), so with JavaScript there is no Calculate button: pressing
  // Enter in a field sends the form, and that is Calculate, bringing the answer to the top with the focus.
  const summaryRef = useRef<HTMLElement>(null);
  const showAnswer = useShowAnswer(summaryRef, ready);
  const hrefForDay = useCallback((closingOn: string | null) => calculatorUrl(inputs, closingOn), [inputs]);
  // What the day the sale closes changes, in euros, as the reader types.
  const closingNotes = useMemo(() => {
    if (!closing) return null;
    const now = computeCosts(inputs, closing.today.rates, closing.today.duty);
    const euros = [
      CLOSING_DATE_TEXT.euros(CARDS.stampDuty.title, closing.on, costs.stampDuty, now.stampDuty),
      CLOSING_DATE_TEXT.euros(SUMMARY_TOTALS.totalCost, closing.on, costs.totalCost, now.totalCost),
    ];
    return <ClosingDateNotes on={closing.on} changes={closing.changes} unconfirmed={closing.unconfirmed} euros={euros} />;
  }, [closing, inputs, costs]);
  const toast = useToast();

  // What the figures show follows the settled inputs (useCalculator), so on a key only the field typed
  // into draws at once; the figures, notes and summary below are drawn again in a render React interrupts.
  // Only a field bounded by the price (the mortgage) is given it: the others are not drawn again for a new price.
  const price = inputs.price;
  const amount = (key: keyof typeof FIELDS & keyof typeof values, disabled = false) => (
    <Amount field={FIELDS[key]} value={values[key] as string} price={FIELDS[key].max === "price" ? price : undefined} disabled={disabled} onChange={setters[key] as (v: string) => void} />
  );
  const include = (key: "includeMoving" | "includeFurnishing" | "includeMisc") => (
    <Toggle content={SWITCHES[key]} checked={values[key]} onChange={setters[key]} />
  );
  // The switch's hint holds the bulk rule's figures, so it comes with the day's rules from the loader.
  const bulkSwitch = useMemo(() => ({ ...SWITCHES.bulk, hint: vat.dutyText.bulkHint }), [vat]);
  const vatWords = inputs.newBuild ? vat.words[inputs.homeType] : null;
  const explanation = useMemo(
    () => stampDutyNotes(inputs, vat).map((text) => <p key={text}>{text}</p>),
    [inputs, vat],
  );
  const stampDutyFigures = useMemo(() => (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-slate-700">{STAMP_DUTY_TEXT.amount}</p>
        <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid="stamp-duty-amount">{formatEUR(costs.stampDuty)}</p>
      </div>
      {vatWords ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm" data-testid="dutiable-price">
          <p className="text-slate-700">{vatWords.dutiableLabel}</p>
          <p className="font-medium tabular-nums text-slate-900">{formatEUR(dutiablePrice(inputs.price, vatPercentFor(inputs, vat.rates)))}</p>
        </div>
      ) : null}
      <p className="text-sm text-slate-600">{STAMP_DUTY_TEXT.rounding}</p>
      <SourceNote sources={vat.dutySource.sources} reviewed={vat.dutySource.reviewed} />
      {vatWords ? (
        <>
          {vatWords.history ? <HistoryNote {...vatWords.history} /> : null}
          <SourceNote sources={vat.source.sources} reviewed={vat.source.reviewed} basis={vatWords.basis} changes={vatWords.changes} />
        </>
      ) : null}
    </>
  ), [costs.stampDuty, inputs, vat, vatWords]);
  const summary = useMemo(() => (
    <>
      <CostSummary costs={costs} stampDutyNote={vatWords?.summary} regionRef={summaryRef} />
      <button type="submit" form={FORM_ID} className={calculateClass}>{CALCULATOR_TEXT.calculate}</button>
      <CalculatorActions inputs={inputs} vat={vat} today={date.today} url={url} toast={toast} onReset={reset} />
      <p className="print:hidden">
        <SiteLink to={planHref({ price: inputs.price > 0 ? String(inputs.price) : "", type: inputs.newBuild ? "new" : "existing", homeType: inputs.homeType })} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {CALCULATOR_TEXT.plannerLink}
        </SiteLink>
      </p>
      <p className="text-sm text-slate-600">{CALCULATOR_TEXT.estimateNote}</p>
    </>
  ), [costs, vatWords, inputs, vat, url, toast, reset]);

  // The cards of fees and extras: drawn again only when one of their own fields (or the settled price,
  // which bounds some of them) changes, not on every key typed into the price.
  const professionalCard = useMemo(() => (
    <Card id={CARDS.professional.id} title={CARDS.professional.title}>
      <Collapsible
        defaultOpen="legal-fees"
        items={[
          { id: "legal-fees", title: CARDS.professional.items.legal, content: amount("legal") },
          { id: "survey-fees", title: CARDS.professional.items.survey, content: amount("survey") },
          { id: "registration-fees", title: CARDS.professional.items.registration, content: amount("registration") },
        ]}
      />
    </Card>
  ), [values.legal, values.survey, values.registration, setters]);
  const mortgageCard = useMemo(() => (
    <Card id={CARDS.mortgage.id} title={CARDS.mortgage.title}>
      <Collapsible
        defaultOpen="mortgage-fees"
        items={[
          {
            id: "mortgage-fees",
            title: CARDS.mortgage.items.fees,
            content: (
              <div className="space-y-5">
                {amount("mortgage")}
                {amount("rate")}
                {amount("valuation")}
                <Toggle content={SWITCHES.broker} checked={values.broker} onChange={setters.broker} />
                {values.broker ? amount("brokerFee") : <input type="hidden" name="brokerFee" value={values.brokerFee} />}
              </div>
            ),
          },
          { id: "home-insurance", title: CARDS.mortgage.items.insurance, content: amount("insurance") },
        ]}
      />
    </Card>
  ), [values.mortgage, values.rate, values.valuation, values.broker, values.brokerFee, values.insurance, price, setters]);
  const additionalCard = useMemo(() => (
    <Card id={CARDS.additional.id} title={CARDS.additional.title}>
      <p className="text-sm text-slate-600">{CARDS.additional.note}</p>
      <Collapsible
        defaultOpen="moving-costs"
        items={[
          { id: "moving-costs", title: CARDS.additional.items.moving, content: <div className="space-y-4">{include("includeMoving")}{amount("moving", !values.includeMoving)}</div> },
          { id: "furnishing-costs", title: CARDS.additional.items.furnishing, content: <div className="space-y-4">{include("includeFurnishing")}{amount("furnishing", !values.includeFurnishing)}</div> },
          { id: "misc-costs", title: CARDS.additional.items.misc, content: <div className="space-y-4">{include("includeMisc")}{amount("misc", !values.includeMisc)}</div> },
        ]}
      />
    </Card>
  ), [values.includeMoving, values.moving, values.includeFurnishing, values.furnishing, values.includeMisc, values.misc, setters]);

  return (
    <div className="mx-auto max-w-5xl px-4 pb-10 pt-6 sm:px-6 sm:pt-10">
      {ignored.length > 0 && !changed ? <IgnoredNote ignored={ignored} omitted={ignoredNotListed} list={IGNORED_LIST} className="mb-8" testId="ignored-note" /> : null}

      <aside aria-label={CALCULATOR_TEXT.bufferTitle} className="mb-6 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 sm:mb-8 sm:p-4 sm:text-base">
        <p>
          <strong className="font-semibold">{CALCULATOR_TEXT.bufferTitle}.</strong> {CALCULATOR_TEXT.bufferNote}
        </p>
      </aside>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          id={FORM_ID}
          method="get"
          action={`${CALCULATOR_PATH}#${CARDS.summary.id}`}
          noValidate
          aria-label={CALCULATOR_TEXT.formLabel}
          onSubmit={(e) => {
            e.preventDefault();
            showAnswer();
          }}
          // A field brought into view when focused stops above the phone's total bar, not under it.
          className="space-y-6 [&_input]:scroll-mb-24 [&_select]:scroll-mb-24"
        >
          <input type="hidden" name={FORM_MARKER} value="1" />

          <Card id={CARDS.property.id} title={CARDS.property.title}>
            <PriceField field={FIELDS.price} value={values.price} onChange={setters.price} />
            <Toggle content={SWITCHES.newBuild} checked={values.newBuild} onChange={setters.newBuild} describedBy="stamp-duty-explanation" />
            <HomeType choice={vat.choice} value={values.homeType} hidden={!values.newBuild} onChange={setters.homeType} />
            <Toggle content={bulkSwitch} checked={values.bulk} onChange={setters.bulk} describedBy="stamp-duty-explanation" />
            <div id="stamp-duty-explanation" className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="stamp-duty-explanation">
              {explanation}
            </div>
            <ClosingDateField id="closing-date" date={date} hrefFor={hrefForDay} />
          </Card>

          {/*
            The phone's total bar is sticky inside this block, which starts after the Property Details card:
            a sticky box never leaves its containing block, so the bar can never sit over the price field,
            and on first load (the block's top below the screen) it waits below it (issue 36).
          */}
          <div className="space-y-6">
          <Card id={CARDS.stampDuty.id} title={CARDS.stampDuty.title}>
            {stampDutyFigures}
            {closingNotes}
          </Card>

          {professionalCard}
          {mortgageCard}
          {additionalCard}

          {/* On phones the summary sits below the form: keep the total in sight while editing. */}
          <a
            href={`#${CARDS.summary.id}`}
            className="sticky bottom-3 z-10 flex items-center justify-between gap-4 rounded-xl bg-brand-800 px-4 py-3 text-white shadow-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:hidden print:hidden"
          >
            <span className="font-semibold">{SUMMARY_TOTALS.totalCost}</span>
            <span className="text-lg font-bold tabular-nums" data-testid="phone-total">{formatEUR(costs.totalCost)}</span>
            <span className="sr-only">{CALCULATOR_TEXT.seeSummary}</span>
          </a>
          </div>

          <div className="nojs-only space-y-3">
            <p className="text-sm text-slate-700">{CALCULATOR_TEXT.noJsHint}</p>
            <button type="submit" className={calculateClass}>{CALCULATOR_TEXT.calculate}</button>
          </div>
        </form>

        <div className="space-y-4 self-start lg:sticky lg:top-24 print:static">
          {summary}
        </div>
      </div>
    </div>
  );
}
