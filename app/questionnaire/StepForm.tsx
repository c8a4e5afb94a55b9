import { Form } from "@remix-run/react";
import { ArrowLeft } from "~/components/ui/icons";
import type { FormEvent, ReactNode, Ref } from "react";
import { buttonClass } from "~/components/content/CallToAction";
import { RichText } from "~/components/content/RichText";
import { SiteLink } from "~/components/ui/SiteLink";
import { CHOICE_MISSING, COUNTY_PLACEHOLDER, FIELD_ERRORS, FLOW, STEP_TEXT } from "~/content/questionnaire";
import { describedBy, FieldError as ErrorText, SelectField, TextField } from "~/components/ui/fields";
import { COUNTIES } from "./counties";
import type { StepView } from "./flow";
import type { Field, FieldError } from "./params";

export type FlowMode = "page" | "overlay";

const COUNTY_OPTIONS = COUNTIES.map((c) => ({ value: c.id, label: c.name }));

const PATH = "/questionnaire";

const hiddenInputs = (pairs: [string, string][]) => pairs.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);

function errorText(field: Field, error: FieldError, name: string): string {
  // A choice can only be missing or not one of the options: either way, ask to choose.
  if (STEP_TEXT[field]?.options || field === "county") return CHOICE_MISSING[field] ?? CHOICE_MISSING.default!;
  return FIELD_ERRORS[error]?.(name) ?? FIELD_ERRORS.notNumber!(name);
}

/** What the flow gives a step or the result to render: its view, the mode, ids and heading, and (in the overlay) where a new query goes. */
export interface ViewProps<V> {
  view: V;
  mode: FlowMode;
  idPrefix: string;
  headingLevel: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
  onParams?: (params: URLSearchParams) => void;
}

type FlowLinkProps = Pick<ViewProps<unknown>, "mode" | "onParams"> & { search: string; keepScroll?: boolean; className: string; children: ReactNode };

/**
 * A move to another view (`search`: its query string): on the page a link to
 * /questionnaire?… (`keepScroll` for Back, which stays where the form is), in
 * the overlay a button that hands the query to `onParams`.
 */
export function FlowLink({ search, mode, onParams, keepScroll = false, className, children }: FlowLinkProps) {
  const to = `${PATH}${search}`;
  if (mode === "overlay") return <button type="button" onClick={() => onParams?.(new URLSearchParams(search))} className={className}>{children}</button>;
  return <SiteLink to={to} preventScrollReset={keepScroll || undefined} className={className}>{children}</SiteLink>;
}

/**
 * One question as a GET form. Earlier answers ride along as hidden inputs,
 * so without JavaScript each step is a plain page load of /questionnaire?….
 * On the page, Remix's <Form> makes that a client navigation; in the
 * overlay, submitting hands the form's query string to `onParams`.
 */
export function StepForm({ view, mode, idPrefix, headingLevel, headingRef, onParams }: ViewProps<StepView>) {
  const text = STEP_TEXT[view.step]!;
  const H = `h${headingLevel}` as "h2";
  const id = (s: string) => `${idPrefix}-${s}`;
  // Choice steps have one field, named like the step.
  const choiceField = text.options ? (view.step as Field) : undefined;
  const stepError = choiceField ? view.errors[choiceField] : undefined;

  const described = describedBy(text.hint && id("hint"), stepError && id(`${choiceField}-error`));

  // In the overlay the form's query goes to `onParams`; preventing the default also stops Remix's <Form> from navigating.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    new FormData(event.currentTarget).forEach((value, key) => params.append(key, typeof value === "string" ? value : ""));
    onParams?.(params);
  };
  return (
    <Form method="get" action={PATH} discover="none" noValidate preventScrollReset onSubmit={mode === "overlay" ? submit : undefined}>
      {hiddenInputs(view.hidden)}
      <p className="text-sm font-semibold text-slate-700">{FLOW.progress(view.progress.current, view.progress.total)}</p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.round(((view.progress.current - 1) / view.progress.total) * 100)}%` }} />
      </div>
      <fieldset className="mt-5" aria-describedby={described}>
        <legend className="w-full">
          <H ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl">{text.question}</H>
        </legend>
        {text.hint ? <p id={id("hint")} className="mt-2 text-slate-700"><RichText text={text.hint} /></p> : null}
        {choiceField && stepError ? <ErrorText id={id(`${choiceField}-error`)} message={errorText(choiceField, stepError, "")} /> : null}
        {choiceField ? (
          <div className="mt-4 space-y-3">
            {text.options!.map((option, i) => (
              <label key={option.value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name={choiceField}
                  value={option.value}
                  defaultChecked={view.values[choiceField] === option.value}
                  aria-invalid={stepError ? true : undefined}
                  data-error-focus={stepError && i === 0 ? "" : undefined}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span className="text-slate-900">{option.label}</span>
              </label>
            ))}
          </div>
        ) : (
          <div className="mt-4 space-y-5">
            {Object.entries(text.fields ?? {}).map(([name, field]) => {
              const f = name as Field;
              const error = view.errors[f];
              const issue = error ? { kind: "invalid" as const, message: errorText(f, error, field.name) } : undefined;
              return name === "county" ? (
                <SelectField key={name} id={id(name)} name={name} label={field.label} hint={field.hint} issue={issue} options={COUNTY_OPTIONS} placeholder={COUNTY_PLACEHOLDER} defaultValue={view.values.county ?? ""} />
              ) : (
                <TextField key={name} id={id(name)} name={name} label={field.label} hint={field.hint} issue={issue} inputMode="decimal" prefix="€" defaultValue={view.values[f] ?? ""} />
              );
            })}
          </div>
        )}
      </fieldset>
      {hiddenInputs(view.trailing)}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary}>{view.last ? FLOW.seeResults : FLOW.continue}</button>
        {view.back !== null ? (
          <FlowLink search={view.back} mode={mode} onParams={onParams} keepScroll className={buttonClass.secondary}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {FLOW.back}
          </FlowLink>
        ) : null}
      </div>
    </Form>
  );
}
