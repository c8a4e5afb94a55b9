import { CalendarLink, calendarHref } from "~/components/ui/CalendarLink";
import { TOOL_EVENTS } from "~/content/calendar";
import { useId, useMemo } from "react";
import { Blocks } from "~/components/content/Blocks";
import { historyBlock } from "~/content/dated-words";
import { SourceWords } from "~/components/content/SourceWords";
import { periodOn, quotesOf } from "~/content/dated";
import { firstReviewAfterZoneRule, rentControlRule } from "~/content/facts/tenancy";
import { TOOL_UI } from "~/content/tools/common";
import { TOOL_PAGE } from "~/content/tools/pages";
import { RENT_SOURCES, RENT_WORDS } from "~/content/tools/rent-review";
import { eur, formatDate } from "~/lib/format";
import { todayIso } from "~/lib/dates";
import { hrefWith, type RawQuery } from "../params";
import type { RentReviewInput, RentReviewResult } from "../rent-review";
import { evaluateRent, RENT_DEFAULTS, RENT_KEYS, type RentKey } from "../rent-review.form";
import { ChoiceField, TextField, visibleIssue } from "~/components/ui/fields";
import { fieldIds, Figure, Figures, HowList, Para, ResultHeading, shownIssues, Working } from "./shared";
import { ToolFrame, type ToolMode } from "./ToolFrame";
import { useToolForm } from "~/components/ui/useToolForm";

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
      <div>
        <ResultHeading mode={mode}>{W.noticeTitle}</ResultHeading>
        <Para text={W.notice} />
      </div>
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

export function RentReviewTool({ mode, query = null, today }: { mode: ToolMode; query?: RawQuery<RentKey> | null; today?: string }) {
  const form = useToolForm({ keys: RENT_KEYS, query, defaults: RENT_DEFAULTS, syncUrl: mode === "page" });
  const uid = useId();
  const ids = useMemo(() => fieldIds(uid, RENT_KEYS), [uid]);
  const on = today ?? todayIso();
  const { values, settled, set, showMissing } = form;
  // The fields show what is typed (values); the result, issues and notes follow `settled`, a moment
  // later and once per change, so a key never waits for the result to be worked out and redrawn.
  const view = useMemo(() => {
    const { issues, input, result } = evaluateRent(settled, on);
    return {
      issues,
      result: result && input ? <><Result r={result} input={input} mode={mode} /><CalendarLink href={calendarHref(hrefWith(TOOL_PAGE["rent-review"].path, settled, RENT_KEYS))} what={TOOL_EVENTS.rentReview.name} /></> : null,
      shown: shownIssues(RENT_KEYS, issues, showMissing, ids),
      answers: [
        { label: F.start.label, value: input ? formatDate(input.start) : TOOL_UI.notGiven },
        { label: F.set.label, value: input ? formatDate(input.lastSet) : TOOL_UI.notGiven },
        { label: F.rent.label, value: input ? eur(input.rent) : TOOL_UI.notGiven },
        { label: F.cpi.label, value: settled.cpi ? `${settled.cpi}%` : TOOL_UI.notGiven },
        { label: F.kind.label, value: F.kind.options.find((o) => o.value === settled.kind)?.label ?? TOOL_UI.notGiven },
        { label: F.zone.label, value: F.zone.options.find((o) => o.value === settled.zone)?.label ?? TOOL_UI.notGiven },
        { label: W.reviewLabel, value: result ? formatDate(result.reviewDate) : TOOL_UI.notGiven },
      ],
      shareHref: hrefWith(TOOL_PAGE["rent-review"].path, settled, RENT_KEYS),
      how: (
        <>
          <HowList items={W.how} />
          <Para text={W.reset.between} />
          <Blocks blocks={historyBlock(rentControlRule, on, "Earlier rent rules")} />
        </>
      ),
    };
  }, [settled, on, mode, showMissing, ids]);
  const issue = (k: RentKey) => visibleIssue(view.issues[k], showMissing);
  const wide = mode === "embed" ? "sm:col-span-2" : undefined;

  const fields = (
    <>
      <TextField id={ids.start} name="start" type="date" label={F.start.label} hint={F.start.hint} value={values.start} onChange={(v) => set("start", v)} issue={issue("start")} />
      <TextField id={ids.set} name="set" type="date" label={F.set.label} hint={F.set.hint} value={values.set} onChange={(v) => set("set", v)} issue={issue("set")} />
      <TextField id={ids.rent} name="rent" inputMode="decimal" label={F.rent.label} value={values.rent} onChange={(v) => set("rent", v)} issue={issue("rent")} />
      <TextField id={ids.cpi} name="cpi" inputMode="decimal" label={F.cpi.label} hint={F.cpi.hint} value={values.cpi} onChange={(v) => set("cpi", v)} issue={issue("cpi")} />
      <div className={wide}>
        <ChoiceField id={ids.kind} name="kind" legend={F.kind.label} options={F.kind.options} value={values.kind} onChange={(v) => set("kind", v)} issue={issue("kind")} />
      </div>
      <div className={wide}>
        <ChoiceField id={ids.zone} name="zone" legend={F.zone.label} hint={F.zone.hint} options={F.zone.options} value={values.zone} onChange={(v) => set("zone", v)} issue={issue("zone")} />
      </div>
      <TextField id={ids.review} name="review" type="date" label={F.review.label} hint={F.review.hint} value={values.review} onChange={(v) => set("review", v)} issue={issue("review")} />
    </>
  );

  return (
    <ToolFrame
      tool="rent-review"
      sources={RENT_SOURCES}
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
