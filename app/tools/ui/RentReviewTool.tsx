import { CalendarLink, calendarHref } from "~/components/ui/CalendarLink";
import { TOOL_EVENTS } from "~/content/calendar";
import { Blocks } from "~/components/content/Blocks";
import { historyBlock } from "~/content/dated-words";
import { SourceWords } from "~/components/content/SourceWords";
import { periodOn, quotesOf } from "~/facts/dated";
import { firstReviewAfterZoneRule, marketResetRule, rentControlRule, rentReviewNoticeRule } from "~/facts/tenancy";
import { TOOL_UI } from "~/content/tools/common";
import { RENT_SOURCES, RENT_WORDS } from "~/content/tools/rent-review";
import { eur, formatDate } from "~/lib/format";
import { compareIso } from "~/lib/dates";
import type { RentReviewInput, RentReviewResult } from "../rent-review";
import { RENT_FORM, type RentEvaluation, type RentKey } from "../rent-review.form";
import { ChoiceField, TextField } from "~/components/ui/fields";
import { HowList } from "~/components/ui/HowList";
import { Figure, Figures, optionLabel, Para, Section, ToolFrame, type ToolMode, type ToolProps, type ToolView, useTool, type ViewContext, Working } from "./ToolFrame";

const F = RENT_WORDS.fields;
const W = RENT_WORDS;

/**
 * The answer first (issue 42): a plain "No" with why when the review date is
 * before the earliest; else when, with any condition the reader has not
 * settled (the area's zone, student accommodation) stated first, the market
 * reset where it changes the answer, the most the rent can be, and the notice
 * it needs.
 */
export function rentAnswer(r: RentReviewResult, input: RentReviewInput): string {
  if (r.verdict === "not-yet") return W.answer.no({ review: r.reviewDate, earliest: r.earliestReview, lastSet: input.lastSet, because: r.because! });
  // Not said whether the area was already a zone, and the review date falls before the longer wait: the answer states both.
  const longer = r.firstReview === "may-apply" && r.firstReviewEarliest && compareIso(r.reviewDate, r.firstReviewEarliest) < 0 ? r.firstReviewEarliest : null;
  // A market reset that changes the answer on the review date: possible, or possible only for student accommodation (not said).
  const reset =
    r.resetState === "possible" && r.marketResetFrom && r.resetYears
      ? ({ state: "possible", from: r.marketResetFrom, years: r.resetYears } as const)
      : r.resetState === "if-student" && r.studentResetFrom && r.studentResetYears
        ? ({ state: "if-student", from: r.studentResetFrom, years: r.studentResetYears } as const)
        : null;
  return [
    W.answer.when({ earliest: r.earliestReview, passed: r.earliestHasPassed, reviewOn: input.reviewOn, longer }),
    reset ? W.answer.reset(reset) : "",
    r.cap ? W.answer.most(r.cap, reset?.state ?? null) : W.answer.apartmentNoCpi,
    r.notice ? W.answer.notice(r.notice) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function Result({ r, input, mode }: { r: RentReviewResult; input: RentReviewInput; mode: ToolMode }) {
  const { cap } = r;
  const no = r.verdict === "not-yet";
  const national = r.rule.scope === "national";
  const now = r.earliestHasPassed && !input.reviewOn;
  const answer = rentAnswer(r, input);
  // The sections and readings behind the answer, with the Acts' own words, behind "What the source says".
  const notes = [
    W.ruleSource(r.ruleSource),
    ...(r.newApartmentRule ? [W.ruleNewApartmentSource] : []),
    ...(r.firstReview ? [W.firstReview.source] : []),
    ...(r.newRegime ? [W.reset.source] : []),
  ];
  const rulePeriod = periodOn(rentControlRule, r.reviewDate);
  const zonePeriod = r.firstReview ? periodOn(firstReviewAfterZoneRule, input.lastSet) : undefined;
  const resetPeriod = r.newRegime ? periodOn(marketResetRule, input.start) : undefined;
  const evidence = [
    ...(rulePeriod ? [{ label: rentControlRule.title, quotes: quotesOf(rulePeriod) }] : []),
    ...(zonePeriod ? [{ label: firstReviewAfterZoneRule.title, quotes: quotesOf(zonePeriod) }] : []),
    ...(resetPeriod ? [{ label: marketResetRule.title, quotes: quotesOf(resetPeriod) }] : []),
  ].filter((e) => e.quotes.length > 0);
  const resetPara = r.resetState === "never" ? W.reset.old : r.resetState === "later" && r.marketResetFrom && r.resetYears ? (r.studentResetFrom ? W.reset.either(r.marketResetFrom, r.studentResetFrom) : W.reset.before(r.marketResetFrom, r.resetYears)) : null;
  return (
    <>
      <p className={`text-xl font-bold ${no ? "text-red-800" : "text-slate-900"}`} data-answer="" data-allowed={no ? "no" : "yes"}>
        {answer}
      </p>
      {no && r.because ? <Para text={W.answer.noSource(r.because)} /> : null}
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
      {r.notice ? (
        <Section mode={mode} title={W.noticeTitle}>
          <Para text={W.notice(r.notice)} />
        </Section>
      ) : null}
      <Para text={W.rule(r.rule, r.ruleEnded)} />
      {r.newApartmentRule ? <Para text={W.ruleNewApartment} /> : null}
      {!national && input.kind === "new-apartment" ? <Para text={W.ruleNoNewApartmentYet} /> : null}
      {resetPara ? <Para text={resetPara} /> : null}
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
      { label: F.student.label, value: optionLabel(F.student.options, settled.student) },
      { label: F.zone.label, value: optionLabel(F.zone.options, settled.zone) },
      { label: W.reviewLabel, value: result ? formatDate(result.reviewDate) : TOOL_UI.notGiven },
    ],
    how: (
      <>
        <HowList items={W.how} />
        {W.reset.between(on) ? <Para text={W.reset.between(on)} /> : null}
        <Blocks blocks={[...historyBlock(rentControlRule, on, W.historyTitle), ...historyBlock(rentReviewNoticeRule, on, W.noticeHistoryTitle), ...historyBlock(marketResetRule, on, W.resetHistoryTitle)]} />
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
        <ChoiceField {...field("student")} legend={F.student.label} hint={F.student.hint} options={F.student.options} inline />
      </div>
      <div className={wide}>
        <ChoiceField {...field("zone")} legend={F.zone.label} hint={F.zone.hint} options={F.zone.options} />
      </div>
      <TextField {...field("review")} type="date" label={F.review.label} hint={F.review.hint} />
    </>
  );
  return <ToolFrame fields={fields} {...frame} />;
}
