import { useId } from "react";
import { Blocks } from "~/components/content/Blocks";
import { TOOL_PATHS, TOOL_UI } from "~/content/tools/common";
import { describeLength, NOTICE_SOURCES, NOTICE_WORDS } from "~/content/tools/notice-period";
import { formatDate } from "~/lib/format";
import { todayIso } from "../dates";
import { noticeTable, type NoticeGiver } from "../notice-period";
import { evaluateNotice, NOTICE_DEFAULTS, NOTICE_KEYS, type NoticeKey } from "../notice-period.form";
import { hrefWith, type RawQuery } from "../params";
import { ChoiceField, TextField, visibleIssue } from "./fields";
import { fieldIds, Figure, Figures, HowList, Para, shownIssues } from "./shared";
import { ToolFrame, type ToolMode } from "./ToolFrame";
import { useToolForm } from "./useToolForm";

const F = NOTICE_WORDS.fields;

function tableBlock(who: NoticeGiver, highlight?: number) {
  return {
    type: "table" as const,
    caption: NOTICE_WORDS.tableCaption(who),
    head: NOTICE_WORDS.tableHead,
    rows: noticeTable(who).map((band, i) => [i === highlight ? `${band.label} (${NOTICE_WORDS.yourRow})` : band.label, NOTICE_WORDS.days(band.value)]),
    highlight,
  };
}

export function NoticePeriodTool({ mode, query = null, today }: { mode: ToolMode; query?: RawQuery<NoticeKey> | null; today?: string }) {
  const form = useToolForm({ keys: NOTICE_KEYS, query, defaults: NOTICE_DEFAULTS, syncUrl: mode === "page" });
  const ids = fieldIds(useId(), NOTICE_KEYS);
  const { values, set, showMissing } = form;
  const { issues, result } = evaluateNotice(values, today ?? todayIso());
  const issue = (k: NoticeKey) => visibleIssue(issues[k], showMissing);
  const who = (values.who === "landlord" ? "landlord" : "tenant") satisfies NoticeGiver;

  const fields = (
    <>
      <ChoiceField id={ids.who} name="who" legend={F.who.label} options={F.who.options} value={values.who} onChange={(v) => set("who", v)} issue={issue("who")} inline />
      <TextField id={ids.start} name="start" type="date" label={F.start.label} value={values.start} onChange={(v) => set("start", v)} issue={issue("start")} />
      <TextField id={ids.served} name="served" type="date" label={F.served.label} hint={F.served.hint} value={values.served} onChange={(v) => set("served", v)} issue={issue("served")} />
    </>
  );

  const output = result ? (
    <>
      <p className="text-xl font-bold text-slate-900">{NOTICE_WORDS.headline(result.who, result.noticeDays)}</p>
      <Figures>
        <Figure label={NOTICE_WORDS.terminationLabel} value={formatDate(result.terminationDate)} />
        <Figure label={NOTICE_WORDS.noticeLabel} value={NOTICE_WORDS.days(result.noticeDays)} sub={result.band.label} />
        <Figure label={NOTICE_WORDS.lengthLabel} value={describeLength(result.length)} />
      </Figures>
      <Para
        text={NOTICE_WORDS.explain({
          who: result.who,
          length: describeLength(result.length),
          band: result.band.label,
          days: result.noticeDays,
          firstDay: result.firstDay,
          termination: result.terminationDate,
        })}
      />
    </>
  ) : null;

  return (
    <ToolFrame
      tool="notice-period"
      sources={NOTICE_SOURCES}
      mode={mode}
      fields={fields}
      result={output}
      issues={shownIssues(NOTICE_KEYS, issues, showMissing, ids)}
      answers={[
        { label: F.who.label, value: F.who.options.find((o) => o.value === values.who)?.label ?? TOOL_UI.notGiven },
        { label: F.start.label, value: values.start ? formatDate(values.start) : TOOL_UI.notGiven },
        { label: F.served.label, value: values.served ? formatDate(values.served) : TOOL_UI.notGiven },
      ]}
      shareHref={hrefWith(TOOL_PATHS["notice-period"], values, NOTICE_KEYS)}
      ignored={form.edited ? [] : query?.ignored}
      onSubmitAttempt={() => form.setShowMissing(true)}
      how={
        <>
          <Blocks blocks={[tableBlock(who, result ? result.bandIndex : undefined)]} />
          <HowList items={NOTICE_WORDS.how} />
        </>
      }
    />
  );
}
