import { Calculator } from "~/components/ui/icons";
import { memo, useEffect, useMemo, useRef, type FormEvent, type ReactNode } from "react";
import { buttonClass } from "~/components/content/CallToAction";
import { PLAN_FIELDS as F, PLAN_PAGE } from "~/content/planner";
import type { FieldIssue } from "~/lib/params";
import { ChoiceField, SelectField, TextField } from "~/components/ui/fields";
import { PLAN_KEYS, PLAN_PATH, type PlanKey } from "~/links";
import { RESULT_ID } from "~/lib/url";
import { useUnchanged } from "~/lib/unchanged";

// Drawn again only when their own props change: a key typed into one field leaves the other fourteen
// (two council lists of 31 options among them) alone. Each field's onChange is stable (see `change`).
const Text = memo(TextField);
const Choice = memo(ChoiceField);
const Select = memo(SelectField);

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The planner's form: a plain GET form to the page itself, so without
 * JavaScript it submits and the server answers; with JavaScript the plan
 * updates as you type and submitting only shows what is missing. A note
 * beside a field says what was left out of the link, or (second home) what
 * was taken from the first home.
 */
export function PlanForm({
  ids,
  values,
  set,
  issue,
  note,
  onSubmit,
  closingDate,
}: {
  ids: Record<PlanKey, string>;
  values: Record<PlanKey, string>;
  set: (key: PlanKey, value: string) => void;
  issue: (key: PlanKey) => FieldIssue | undefined;
  /** A hint to show instead of the field's own (second-home fields taken from the first home). */
  note: (key: PlanKey) => string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The day-the-sale-closes field, inside the form so it is submitted without JavaScript. */
  closingDate?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  // Marked once the planner's code runs (tests wait for it before typing), as ToolFrame marks the tools' forms.
  useEffect(() => formRef.current?.setAttribute("data-live", ""), []);
  // One stable handler per field, so the memoised fields above see the same props while another is typed into.
  const change = useMemo(() => Object.fromEntries(PLAN_KEYS.map((k) => [k, (v: string) => set(k, v)])) as Record<PlanKey, (v: string) => void>, [set]);
  const ownHint = (key: PlanKey): string | undefined => {
    const f = F[key] as { hint?: string };
    return note(key) ?? f.hint;
  };
  const money = (key: "income" | "income2" | "savings" | "price" | "price2") => (
    <Text id={ids[key]} name={key} inputMode="numeric" label={F[key].label} hint={ownHint(key)} value={values[key]} onChange={change[key]} issue={issue(key)} />
  );
  const choice = (key: "buyer" | "type" | "homeType" | "type2" | "homeType2", inline = false) => (
    <Choice id={ids[key]} name={key} legend={F[key].label} hint={ownHint(key)} options={F[key].options} value={values[key]} onChange={change[key]} issue={issue(key)} inline={inline} />
  );
  const area = (key: "area" | "area2") => (
    <Select id={ids[key]} name={key} label={F[key].label} hint={ownHint(key)} placeholder={F[key].placeholder} options={F[key].options} value={values[key]} onChange={change[key]} issue={issue(key)} />
  );
  // Drawn again when the plan settles (new issues or notes), sharing what stayed the same (lib/unchanged):
  // the groups and fields whose props did not change are skipped.
  return useUnchanged(
    <form ref={formRef} method="get" action={`${PLAN_PATH}#${RESULT_ID}`} noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Group legend={PLAN_PAGE.aboutYou}>
          {choice("buyer")}
          {money("income")}
          {money("income2")}
          {money("savings")}
        </Group>
        <Group legend={PLAN_PAGE.theHome}>
          {money("price")}
          {choice("type")}
          {area("area")}
          {choice("homeType")}
        </Group>
        <Group legend={PLAN_PAGE.secondHome} hint={PLAN_PAGE.secondHomeHint}>
          {money("price2")}
          {choice("type2")}
          {area("area2")}
          {choice("homeType2")}
        </Group>
        <Group legend={PLAN_PAGE.repayment}>
          <Text id={ids.rate} name="rate" inputMode="decimal" label={F.rate.label} hint={F.rate.hint} value={values.rate} onChange={change.rate} issue={issue("rate")} />
          <Text id={ids.term} name="term" inputMode="numeric" label={F.term.label} hint={F.term.hint} value={values.term} onChange={change.term} issue={issue("term")} />
        </Group>
      </div>
      {closingDate}
      <button type="submit" className={buttonClass.primary}>
        <Calculator className="h-5 w-5" aria-hidden="true" />
        {PLAN_PAGE.calculate}
      </button>
    </form>,
  );
}
