import { useId } from "react";
import { TOOL_PATHS, TOOL_UI } from "~/content/tools/common";
import { RENT_SOURCES, RENT_WORDS } from "~/content/tools/rent-review";
import { eur, formatDate } from "~/lib/format";
import { todayIso } from "../dates";
import { hrefWith, type RawQuery } from "../params";
import { evaluateRent, RENT_DEFAULTS, RENT_KEYS, type RentKey } from "../rent-review.form";
import { ChoiceField, TextField, visibleIssue } from "./fields";
import { fieldIds, Figure, Figures, HowList, Para, shownIssues, Working } from "./shared";
import { ToolFrame, type ToolMode } from "./ToolFrame";
import { useToolForm } from "./useToolForm";

const F = RENT_WORDS.fields;

export function RentReviewTool({ mode, query = null, today }: { mode: ToolMode; query?: RawQuery<RentKey> | null; today?: string }) {
  const form = useToolForm({ keys: RENT_KEYS, query, defaults: RENT_DEFAULTS, syncUrl: mode === "page" });
  const ids = fieldIds(useId(), RENT_KEYS);
  const { values, set, showMissing } = form;
  const { issues, input, result } = evaluateRent(values, today ?? todayIso());
  const issue = (k: RentKey) => visibleIssue(issues[k], showMissing);

  const fields = (
    <>
      <div className={mode === "embed" ? "sm:col-span-2" : undefined}>
        <ChoiceField id={ids.rpz} name="rpz" legend={F.rpz.label} hint={F.rpz.hint} options={F.rpz.options} value={values.rpz} onChange={(v) => set("rpz", v)} issue={issue("rpz")} />
      </div>
      <TextField id={ids.set} name="set" type="date" label={F.set.label} hint={F.set.hint} value={values.set} onChange={(v) => set("set", v)} issue={issue("set")} />
      <TextField id={ids.rent} name="rent" inputMode="decimal" label={F.rent.label} hint={F.rent.hint} value={values.rent} onChange={(v) => set("rent", v)} issue={issue("rent")} />
      <TextField id={ids.inflation} name="inflation" inputMode="decimal" label={F.inflation.label} hint={F.inflation.hint} value={values.inflation} onChange={(v) => set("inflation", v)} issue={issue("inflation")} />
      <TextField id={ids.review} name="review" type="date" label={F.review.label} hint={F.review.hint} value={values.review} onChange={(v) => set("review", v)} issue={issue("review")} />
    </>
  );

  const cap = result?.cap ?? null;
  const output = result ? (
    <>
      <Figures>
        <Figure label={RENT_WORDS.earliestLabel} value={formatDate(result.earliestReview)} />
        {cap ? (
          <Figure label={RENT_WORDS.maxRentLabel} value={`${eur(cap.maxRent)} ${RENT_WORDS.perMonth}`} sub={RENT_WORDS.increase(cap.increase, cap.increasePercent)} />
        ) : null}
      </Figures>
      {result.earliestHasPassed && !input?.reviewOn ? <Para text={RENT_WORDS.passed(result.earliestReview)} /> : null}
      <Para text={result.rpz ? RENT_WORDS.explainRpz : RENT_WORDS.explainMarket} />
      {cap ? (
        <Working
          title={RENT_WORDS.workingTitle}
          mode={mode}
          lines={[
            RENT_WORDS.working.rate(cap.inflation, cap.yearlyRate, cap.limitedBy),
            RENT_WORDS.working.period(cap.months, input!.lastSet, result.reviewDate),
            RENT_WORDS.working.total(cap.yearlyRate, cap.months, cap.increasePercent),
            RENT_WORDS.working.rent(cap.rent, cap.increasePercent, cap.maxRent),
          ]}
        />
      ) : null}
    </>
  ) : null;

  const choice = F.rpz.options.find((o) => o.value === values.rpz)?.label ?? TOOL_UI.notGiven;
  return (
    <ToolFrame
      tool="rent-review"
      sources={RENT_SOURCES}
      mode={mode}
      fields={fields}
      result={output}
      issues={shownIssues(RENT_KEYS, issues, showMissing, ids)}
      answers={[
        { label: F.rpz.label, value: choice },
        { label: F.set.label, value: input ? formatDate(input.lastSet) : TOOL_UI.notGiven },
        ...(cap ? [
          { label: F.rent.label, value: eur(cap.rent) },
          { label: F.inflation.label, value: `${values.inflation}%` },
          { label: F.review.label, value: formatDate(result!.reviewDate) },
        ] : []),
      ]}
      shareHref={hrefWith(TOOL_PATHS["rent-review"], values, RENT_KEYS)}
      ignored={form.edited ? [] : query?.ignored}
      onSubmitAttempt={() => form.setShowMissing(true)}
      how={<HowList items={RENT_WORDS.how} />}
    />
  );
}
