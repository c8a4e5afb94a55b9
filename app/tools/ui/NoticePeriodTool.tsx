import { CalendarLink, calendarHref } from "~/components/ui/CalendarLink";
import { TOOL_EVENTS } from "~/content/calendar";
import { Blocks } from "~/components/content/Blocks";
import { RichText } from "~/components/content/RichText";
import { OnceHydrated } from "~/components/ui/OnceHydrated";
import { historyBlock } from "~/content/dated-words";
import type { Authority } from "~/facts/dated";
import { breachNoticeRule, landlordNoticeRule, type NoticeTable } from "~/facts/tenancy";
import type { Block } from "~/content/types";
import { TOOL_UI } from "~/content/tools/common";
import { describeLength, NOTICE_SOURCES, NOTICE_WORDS } from "~/content/tools/notice-period";
import { formatDate } from "~/lib/format";
import { noticeTableOn, type NoticeGiver, type NoticeResult } from "../notice-period";
import { NOTICE_FORM, type NoticeEvaluation, type NoticeKey } from "../notice-period.form";
import { ChoiceField, TextField } from "~/components/ui/fields";
import { HowList } from "~/components/ui/HowList";
import { Figure, Figures, optionLabel, Para, Section, ToolFrame, type ToolMode, type ToolProps, type ToolView, useTool, type ViewContext } from "./ToolFrame";

const F = NOTICE_WORDS.fields;

function tableBlock(who: NoticeGiver, table: NoticeTable, note: string | undefined, highlight?: number): Block {
  return {
    type: "table",
    caption: NOTICE_WORDS.tableCaption(who, note),
    head: NOTICE_WORDS.tableHead,
    rows: table.map((band, i) => [i === highlight ? `${band.label} (${NOTICE_WORDS.yourRow})` : band.label, NOTICE_WORDS.days(band.value)]),
    highlight,
  };
}

function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6 text-slate-800 marker:text-brand-700">
      {items.map((item) => <li key={item}><RichText text={item} /></li>)}
    </ul>
  );
}

/** The law behind the answer: the reason rule for a notice in the first 6 months or without a reason, else the regime's grounds (and s. 67 for a breach). */
function answerSources(r: NoticeResult): Authority[] {
  if (r.who === "tenant") return [];
  if (r.answer.kind === "first-months" || r.answer.kind === "no-reason") return [r.reasonPeriod.source];
  return [r.regimePeriod.source, ...(r.noticeBasis === "breach" ? [breachNoticeRule.periods[0]!.source] : [])];
}

/** The answer first: the verdict on the reason, then the notice length (the words module joins the rule's words with the dates). */
export function noticeAnswer(r: NoticeResult): string {
  return NOTICE_WORDS.answer(r.answer, { days: r.noticeDays, date: r.terminationDate, end: r.minimumDuration?.lastDay ?? null, reasonRule: r.reasonPeriod.value });
}

function Result({ r, mode }: { r: NoticeResult; mode: ToolMode }) {
  const W = NOTICE_WORDS;
  const landlord = r.who === "landlord";
  const regimeText = !landlord ? W.regime.tenant(r.regime === "2026") : r.regime === "part4" ? W.regime.part4 : W.regime[r.landlordSize ?? "unknown"];
  const check = r.reasonCheck;
  const tmd = r.minimumDuration;
  const showEndOfTerm = check && tmd && landlord && r.sixMonthsOrMore && (check.why === "small-sale" || check.why === "small-end-of-term");
  const sources = answerSources(r);
  const breach = r.noticeBasis === "breach";
  return (
    <>
      <p className={`text-xl font-bold ${r.allowed === "no" ? "text-red-800" : "text-slate-900"}`} data-answer="" data-allowed={r.allowed}>
        {noticeAnswer(r)}
      </p>
      {sources.length ? <Para text={W.answerSource(sources)} /> : null}
      <Figures>
        <Figure label={W.terminationLabel} value={formatDate(r.terminationDate)} />
        <Figure label={W.noticeLabel} value={W.days(r.noticeDays)} sub={breach ? W.breachBand : r.band.label} />
        <Figure label={W.lengthLabel} value={describeLength(r.length)} />
      </Figures>
      <Para
        text={
          breach
            ? W.explainBreach({ days: r.noticeDays, firstDay: r.firstDay, termination: r.terminationDate })
            : W.explain({
                who: r.who,
                length: describeLength(r.length),
                band: r.band.label,
                days: r.noticeDays,
                firstDay: r.firstDay,
                termination: r.terminationDate,
                table: W.tableIn(r.tablePeriod.note, r.tablePeriod.source),
              })
        }
      />
      {r.winterDeferral ? <Para text={W.winter} /> : null}
      <Section className="space-y-2" mode={mode} title={W.regimeTitle}>
        <Para text={regimeText} />
        {landlord && tmd && r.landlordSize !== "large" && r.sixMonthsOrMore ? <Para text={W.minimumDuration(tmd.from, tmd.lastDay)} /> : null}
      </Section>
      {landlord ? (
        <Section className="space-y-2" mode={mode} title={W.reasonTitle}>
          {check ? (
            <>
              <p className={`font-semibold ${check.verdict === "not-allowed" ? "text-red-800" : "text-slate-900"}`} data-verdict={check.verdict}>
                {F.reason.options.find((o) => o.value === check.reason)?.label}: {W.verdict[check.verdict]}
              </p>
              <Para text={W.why(check.why, r.reasonPeriod.value)} />
              {showEndOfTerm ? <Para text={W.endOfTerm(tmd.lastDay, tmd.earliestReachesEnd)} /> : null}
            </>
          ) : (
            <Para text={W.reasonPending} />
          )}
        </Section>
      ) : null}
      <Section className="space-y-2" mode={mode} title={W.checklistTitle}>
        <Para text={W.checklistNote} />
        <Checklist
          items={
            landlord
              ? W.checklist.landlord({ copy: r.rtbCopy?.words ?? null, copyInAct: r.rtbCopyInAct, reasonLine: r.reasonPeriod.value.words, disputeDays: r.disputeDays })
              : W.checklist.tenant
          }
        />
      </Section>
      <Section className="space-y-2" mode={mode} title={W.disputeTitle}>
        <Para text={W.dispute(r.disputeDays, r.disputeBy, r.dispute.breachDays)} />
      </Section>
      <Section className="space-y-2" mode={mode} title={W.helpTitle}>
        <Checklist items={W.help} />
      </Section>
    </>
  );
}

export function NoticePeriodTool(props: ToolProps<NoticeKey>) {
  const { form, field, frame } = useTool(NOTICE_FORM, NOTICE_SOURCES, props, noticeView);

  const landlordFields = (
    <fieldset className="space-y-5 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{F.landlord.legend}</legend>
      <p className="text-sm text-slate-600">{F.landlord.hint}</p>
      <TextField {...field("tenancies")} inputMode="numeric" label={F.tenancies.label} hint={F.tenancies.hint} />
      <ChoiceField {...field("company")} legend={F.company.label} options={F.company.options} inline />
      <ChoiceField {...field("reason")} legend={F.reason.label} options={F.reason.options} />
    </fieldset>
  );

  const fields = (
    <>
      <ChoiceField {...field("who")} legend={F.who.label} hint={F.who.hint} options={F.who.options} inline />
      <TextField {...field("start")} type="date" label={F.start.label} />
      <TextField {...field("served")} type="date" label={F.served.label} hint={F.served.hint} />
      {/* Without JavaScript the landlord's questions are always there (the form cannot react); live, they follow the choice at once. */}
      <OnceHydrated before={landlordFields}>{form.values.who === "landlord" ? landlordFields : null}</OnceHydrated>
    </>
  );
  return <ToolFrame fields={fields} {...frame} />;
}

/**
 * The result, the answers and the notes for the settled answers (useTool): worked out once per
 * change, a moment after the key, so typing never waits for them.
 */
function noticeView({ result }: NoticeEvaluation, { values, on, mode, href }: ViewContext<NoticeKey>): ToolView {
  // "How it works" shows the table used (or today's), then the earlier tables as history; with no side chosen yet, the landlord's (whose history it lists).
  const side: NoticeGiver = result?.who ?? (values.who === "tenant" ? "tenant" : "landlord");
  // A notice for a breach does not use the table, so no row is marked as the reader's.
  const table = result
    ? tableBlock(side, result.table, result.tablePeriod.note, result.noticeBasis === "breach" ? undefined : result.bandIndex)
    : tableBlock(side, noticeTableOn(side, on)?.value ?? [], undefined);
  const date = (iso: string) => (iso ? formatDate(iso) : TOOL_UI.notGiven);
  return {
    result: result ? <><Result r={result} mode={mode} /><CalendarLink href={calendarHref(href)} what={TOOL_EVENTS.notice.name} /></> : null,
    pending: values.who === "" ? NOTICE_WORDS.chooseSide : undefined,
    answers: [
      { label: F.who.label, value: optionLabel(F.who.options, values.who) },
      { label: F.start.label, value: date(values.start) },
      { label: F.served.label, value: date(values.served) },
      ...(values.who === "landlord"
        ? [
            { label: F.tenancies.label, value: values.tenancies || TOOL_UI.notGiven },
            { label: F.company.label, value: optionLabel(F.company.options, values.company) },
            { label: F.reason.label, value: optionLabel(F.reason.options, values.reason) },
          ]
        : []),
    ],
    how: (
      <>
        <Blocks blocks={[table, ...historyBlock(landlordNoticeRule, on, NOTICE_WORDS.historyTitle)]} />
        <HowList items={NOTICE_WORDS.how} />
      </>
    ),
  };
}
