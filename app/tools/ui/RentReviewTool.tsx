import { CalendarLink, calendarHref } from "~/components/ui/CalendarLink";
import { TOOL_EVENTS } from "~/content/calendar";
import { Blocks } from "~/components/content/Blocks";
import { historyBlock } from "~/content/dated-words";
import { SourceWords } from "~/components/content/SourceWords";
import { periodOn, quotesOf } from "~/content/dated";
import { firstReviewAfterZoneRule, rentControlRule } from "~/content/facts/tenancy";
import { TOOL_UI } from "~/content/tools/common";
import { RENT_SOURCES, RENT_WORDS } from "~/content/tools/rent-review";
import { eur, formatDate } from "~/lib/format";
import type { RentReviewInput, RentReviewResult } from "../rent-review";
import { RENT_FORM, type RentEvaluation, type RentKey } from "../rent-review.form";
import { ChoiceField, TextField } from "~/components/ui/fields";
import { HowList } from "~/components/ui/HowList";
import { Figure, Figures, optionLabel, Para, Section, ToolFrame, type ToolMode, type ToolProps, type ToolView, useTool, type ViewContext, Working } from "./ToolFrame";

const F = RENT_WORDS.fields;
const W = RENT_WORDS;

function Result({ r, input, mode }: { r: RentReviewResult; input: RentReviewInput; mode: ToolMode }) {
  const { cap } = r;
  const national = r.rule.scope === "national";
  const now = r.earliestHasPassed && !input.reviewOn;
  // The sections and readings behind the answer, with the Acts' own words, behind "What the source says".
  const notes = [
    W.ruleSource(r.ruleSource),
    ...(r.newApartmentRule ? [W.ruleNewApartmentSource] : []),
    ...(r.firstReview ? [W.firstReview.source] : []),
    ...(r.newRegime ? [W.reset.source] : []),
  ];
  const rulePeriod = periodOn(rentControlRule, r.reviewDate);
  const zonePeriod = r.firstReview ? periodOn(firstReviewAfterZoneRule, input.lastSet) : undefined;
  const evidence = [
    ...(rulePeriod ? [{ label: rentControlRule.title, quotes: quotesOf(rulePeriod) }] : []),
    ...(zonePeriod ? [{ label: firstReviewAfterZoneRule.title, quotes: quotesOf(zonePeriod) }] : []),
  ].filter((e) => e.quotes.length > 0);
  return (
    <>
      <p className="text-xl font-bold text-slate-900" data-answer="">
        {W.answer.when({ earliest: r.earliestReview, passed: r.earliestHasPassed, reviewOn: input.reviewOn })}{" "}
        {cap ? W.answer.most(cap) : W.answer.apartmentNoCpi}
      </p>
      <Figures>
        <Figure label={W.earliestLabel} value={now ? W.now : formatDate(r.earliestReview)} sub={now ? W.possibleSince(r.earliestReview) : undefined} />
        {cap ? (
          <Figure
            label={cap.limitedBy === "cap-only" ? W.maxRentUpToLabel : W.maxRentLabel}
            value={`${eur(cap.maxRent)} ${W.perMonth}`}
            sub={W.increase(cap.increase, cap.increasePercent)}
          />
        ) : null}
      </Figures>
      {cap?.limitedBy === "cap-only" ? <Para text={W.noCpi} /> : null}
      {now ? <Para text={W.passed(r.earliestReview, r.reviewDate)} /> : null}
      {r.firstReview === "applies" ? <Para text={W.firstReview.applies(r.earliestReview)} /> : null}
      {r.firstReview === "may-apply" && r.firstReviewEarliest ? <Para text={W.firstReview.mayApply(r.earliestReview, r.firstReviewEarliest)} /> : null}
      {r.marketResetPossible && r.marketResetFrom ? <Para text={W.reset.possible(r.marketResetFrom)} /> : null}
      <Section mode={mode} title={W.noticeTitle}>
        <Para text={W.notice} />
      </Section>
      <Para text={W.rule(r.rule, r.ruleEnded)} />
      {r.newApartmentRule ? <Para text={W.ruleNewApartment} /> : null}
      {!national && input.kind === "new-apartment" ? <Para text={W.ruleNoNewApartmentYet} /> : null}
      {!r.marketResetPossible ? <Para text={r.newRegime && r.marketResetFrom ? W.reset.before(r.marketResetFrom) : W.reset.old} /> : null}
      <SourceWords evidence={evidence} notes={notes} />
      {cap ? (
        <Working
          title={W.workingTitle}
          mode={mode}
          lines={[
            W.working.period(cap.months, input.lastSet, r.reviewDate),
            cap.yearlyLimit === null ? W.working.noYearly : W.working.yearly(cap.months, cap.yearlyLimit),
            W.working.inflation(r.rule.index, cap.inflation),
            W.working.lower(cap.limitedBy, cap.increasePercent),
            W.working.rent(cap.rent, cap.increasePercent, cap.maxRent),
          ]}
        />
      ) : null}
      <Para text={W.calculator} />
    </>
  );
}

/** The result, the answers and the notes for the settled answers (useTool). */
function rentView({ input, result }: RentEvaluation, { values: settled, on, mode, href }: ViewContext<RentKey>): ToolView {
  return {
    result: result && input ? <><Result r={result} input={input} mode={mode} /><CalendarLink href={calendarHref(href)} what={TOOL_EVENTS.rentReview.name} /></> : null,
    answers: [
      { label: F.start.label, value: input ? formatDate(input.start) : TOOL_UI.notGiven },
      { label: F.set.label, value: input ? formatDate(input.lastSet) : TOOL_UI.notGiven },
      { label: F.rent.label, value: input ? eur(input.rent) : TOOL_UI.notGiven },
      { label: F.cpi.label, value: settled.cpi ? `${settled.cpi}%` : TOOL_UI.notGiven },
      { label: F.kind.label, value: optionLabel(F.kind.options, settled.kind) },
      { label: F.zone.label, value: optionLabel(F.zone.options, settled.zone) },
      { label: W.reviewLabel, value: result ? formatDate(result.reviewDate) : TOOL_UI.notGiven },
    ],
    how: (
      <>
        <HowList items={W.how} />
        <Para text={W.reset.between} />
        <Blocks blocks={historyBlock(rentControlRule, on, W.historyTitle)} />
      </>
    ),
  };
}

export function RentReviewTool(props: ToolProps<RentKey>) {
  const { field, frame, wide } = useTool(RENT_FORM, RENT_SOURCES, props, rentView);
  const fields = (
    <>
      <TextField {...field("start")} type="date" label={F.start.label} hint={F.start.hint} />
      <TextField {...field("set")} type="date" label={F.set.label} hint={F.set.hint} />
      <TextField {...field("rent")} inputMode="decimal" label={F.rent.label} />
      <TextField {...field("cpi")} inputMode="decimal" label={F.cpi.label} hint={F.cpi.hint} />
      <div className={wide}>
        <ChoiceField {...field("kind")} legend={F.kind.label} options={F.kind.options} />
      </div>
      <div className={wide}>
        <ChoiceField {...field("zone")} legend={F.zone.label} hint={F.zone.hint} options={F.zone.options} />
      </div>
      <TextField {...field("review")} type="date" label={F.review.label} hint={F.review.hint} />
    </>
  );
  return <ToolFrame fields={fields} {...frame} />;
}
