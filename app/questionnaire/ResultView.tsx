import { Calculator, Check, ClipboardList, Info, RotateCcw, Share2, X, type LucideIcon } from "~/components/ui/icons";
import { buttonClass } from "~/components/content/CallToAction";
import { RichText } from "~/components/content/RichText";
import { SiteLink } from "~/components/ui/SiteLink";
import { SmartLink } from "~/components/ui/SmartLink";
import { CHECK_TEXT, NOTE_TEXT, RESULT, SCHEMES, STEP_TEXT } from "~/content/questionnaire";
import { eur } from "~/lib/format";
import { countyName } from "./counties";
import type { ResultView as ResultViewData, StepId } from "./flow";
import type { Answers } from "./params";
import type { SchemeResult, Status } from "./eligibility";
import { FlowLink, type ViewProps } from "./StepForm";

const ORDER: Status[] = ["likely", "check", "unlikely"];
const BUYING_SCHEMES = new Set(["helpToBuy", "firstHome", "mortgageAllowance", "lending"]);
const BADGE: Record<Status, string> = {
  likely: "bg-emerald-100 text-emerald-900",
  check: "bg-amber-100 text-amber-900",
  unlikely: "bg-slate-200 text-slate-800",
};
const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

function answerText(step: StepId, a: Answers): string {
  switch (step) {
    case "county":
      return a.county ? countyName(a.county) : "";
    case "income":
      return RESULT.income(a.gross ?? 0, a.net ?? 0);
    case "price":
    case "rent":
    case "deposit":
    case "mortgage":
      return eur(a[step] ?? 0);
    default:
      return STEP_TEXT[step]?.options?.find((o) => o.value === a[step])?.label ?? "";
  }
}

/** One line of a scheme's card: a rule met or not, or a note. The icon is hidden; the words say which. */
function CardLine({ Icon, iconClass, label, text }: { Icon: LucideIcon; iconClass: string; label: string; text: string }) {
  return (
    <li className="flex gap-2">
      <Icon className={`mt-1 h-4 w-4 shrink-0 ${iconClass}`} aria-hidden="true" />
      <span>
        <span className="sr-only">{label} </span>
        <RichText text={text} />
      </span>
    </li>
  );
}

function SchemeCard({ result, calculator, level }: { result: SchemeResult; calculator: string | null; level: number }) {
  const scheme = SCHEMES[result.id]!;
  const H = `h${level}` as "h4";
  const amount = result.amount !== undefined ? RESULT.amount[result.id]?.(result.amount) : undefined;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-scheme={result.id} data-status={result.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <H className="text-lg font-semibold text-slate-900">{scheme.name}</H>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[result.status]}`}>{scheme.badges?.[result.status] ?? RESULT.groups[result.status].badge}</span>
      </div>
      {amount ? <p className="mt-1 font-semibold text-brand-800">{amount}</p> : null}
      <ul className="mt-3 space-y-2 text-slate-800">
        {result.checks.map((check, i) => {
          const sentence = CHECK_TEXT[check.code]?.[check.ok ? "met" : "unmet"](check.values ?? {});
          if (!sentence) return null;
          return <CardLine key={`c${i}`} Icon={check.ok ? Check : X} iconClass={check.ok ? "text-emerald-700" : "text-red-700"} label={check.ok ? RESULT.met : RESULT.unmet} text={sentence} />;
        })}
        {result.notes.map((note, i) => {
          const sentence = NOTE_TEXT[note.code]?.(note.values ?? {});
          return sentence ? <CardLine key={`n${i}`} Icon={Info} iconClass="text-slate-600" label={RESULT.note} text={sentence} /> : null;
        })}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        <RichText text={RESULT.confirm(`[${scheme.official.name}](${scheme.official.url})`)} />
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <SmartLink href={scheme.page} className={linkClass}>{scheme.pageLabel ?? RESULT.readMore(scheme.name)}</SmartLink>
        {calculator && BUYING_SCHEMES.has(result.id) ? <SmartLink href={calculator} className={linkClass}>{RESULT.calculatorShort}</SmartLink> : null}
      </p>
    </li>
  );
}

/** The result: every scheme and support grouped by outcome, the answers with Change links, and how to share it. */
export function ResultView({ view, mode, idPrefix, headingLevel, headingRef, onParams }: ViewProps<ResultViewData>) {
  const H = `h${headingLevel}` as "h2";
  const H2 = `h${headingLevel + 1}` as "h3";
  const steps = Object.keys(view.change) as StepId[];

  return (
    <section aria-labelledby={`${idPrefix}-result-title`}>
      <H id={`${idPrefix}-result-title`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">{RESULT.title}</H>
      <p className="mt-2 text-slate-700">{RESULT.intro}</p>
      <div role="note" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 [&_a]:text-amber-950">
        <RichText text={RESULT.disclaimer} />
      </div>
      {/* A buyer's result has both links, a renter's neither. */}
      {view.planner && view.calculator ? (
        <p className="mt-4 flex flex-wrap gap-3">
          <SiteLink to={view.planner} className={buttonClass.secondary}>
            <ClipboardList className="h-4 w-4" aria-hidden="true" /> {RESULT.planner}
          </SiteLink>
          <SiteLink to={view.calculator} className={buttonClass.secondary}>
            <Calculator className="h-4 w-4" aria-hidden="true" /> {RESULT.calculator}
          </SiteLink>
        </p>
      ) : null}

      {ORDER.map((status) => {
        const group = view.evaluation.results.filter((r) => r.status === status);
        if (group.length === 0) return null;
        return (
          <div key={status} className="mt-8">
            <H2 className="text-xl font-bold text-slate-900">{RESULT.groups[status].title}</H2>
            <ul className="mt-3 space-y-4">
              {group.map((r) => (
                <SchemeCard key={r.id} result={r} calculator={view.calculator} level={headingLevel + 2} />
              ))}
            </ul>
          </div>
        );
      })}

      <H2 className="mt-10 text-xl font-bold text-slate-900">{RESULT.answersTitle}</H2>
      <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {steps.map((step) => {
          const label = STEP_TEXT[step]!.summary;
          return (
            <div key={step} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="flex flex-wrap items-baseline gap-3 text-slate-800">
                <span>{answerText(step, view.answers)}</span>
                <FlowLink search={view.change[step]!} mode={mode} onParams={onParams} className={linkClass}>
                  {RESULT.change}<span className="sr-only">{RESULT.changeHidden(label)}</span>
                </FlowLink>
              </dd>
            </div>
          );
        })}
      </dl>

      <div className="mt-6 flex flex-wrap gap-3">
        {/* A page link even in the overlay: the result's own address, to keep or share. */}
        <FlowLink search={view.share} mode="page" className={buttonClass.primary}>
          <Share2 className="h-4 w-4" aria-hidden="true" /> {mode === "page" ? RESULT.share : RESULT.openAsPage}
        </FlowLink>
        <FlowLink search="" mode={mode} onParams={onParams} className={buttonClass.secondary}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> {RESULT.startAgain}
        </FlowLink>
      </div>
      <p className="mt-2 text-sm text-slate-700">{RESULT.shareHint}</p>
    </section>
  );
}
