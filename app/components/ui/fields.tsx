/**
 * The site's one set of form fields (the tools, the purchase planner, the
 * questionnaire and the calculator): a label, a hint, one error markup, and
 * the ids that tie them together (`<id>-hint`, `<id>-error`, aria-describedby,
 * aria-invalid), plus the one error summary. A field renders only what it is
 * given: no state, no work per keystroke beyond the caller's own.
 */
import { CircleAlert } from "./icons";
import { startTransition, useCallback, useRef, useState, type ChangeEvent, type MouseEvent, type ReactNode, type Ref } from "react";
import { FIELD_WORDS } from "~/content/fields";
import { isIsoDate } from "~/lib/dates";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import { useIsomorphicLayoutEffect } from "~/lib/use-hydrated";
import type { FieldIssue, Issues } from "~/lib/params";

const inputBase =
  "scroll-mt-32 mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500";

/** An issue is shown if the value is wrong, or if it is missing once the form has been submitted. */
export function visibleIssue(issue: FieldIssue | undefined, showMissing: boolean): FieldIssue | undefined {
  return issue && (issue.kind === "invalid" || showMissing) ? issue : undefined;
}

/** The aria-describedby of a field: the ids given, in order, or nothing. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return <p id={id} className="mt-0.5 text-sm text-slate-600">{children}</p>;
}

/** The one error markup: an icon, "Error:" for screen readers, and the message. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1 flex gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">{FIELD_WORDS.errorPrefix} </span>
        {message}
      </span>
    </p>
  );
}

/**
 * A field is controlled (`value` and `onChange`: the tools and the planner
 * update as you type) or left to the browser (`defaultValue`: the
 * questionnaire's plain GET form, which re-renders nothing on a keystroke).
 */
type Controlled<V extends string> =
  | { value: string; onChange: (value: V) => void; defaultValue?: never }
  | { defaultValue?: string; value?: never; onChange?: never };

/** Every field's invalid state on its control: aria-invalid, the red border, and the mark the error summary focuses. */
function invalidProps(issue: FieldIssue | undefined) {
  return {
    "aria-invalid": issue ? true : undefined,
    "data-error-focus": issue ? "" : undefined,
    className: `${inputBase} ${issue ? "border-red-600" : "border-slate-300"}`,
  };
}

/** A labelled field's parts round its control: the label, the hint, any line under the box, and the error. */
function FieldFrame({ id, label, hint, note, issue, strong, children }: { id: string; label: string; hint?: ReactNode; note?: string; issue?: FieldIssue; strong?: boolean; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={`block ${strong ? "font-semibold" : "font-medium"} text-slate-900`}>{label}</label>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {children}
      {note ? <p id={`${id}-range`} className="mt-1 text-xs text-slate-600">{note}</p> : null}
      {issue ? <FieldError id={`${id}-error`} message={issue.message} /> : null}
    </div>
  );
}

/** What a text box shows for what was typed, and where the caret goes (the calculator's price groups its digits). */
export type Shape = (typed: string, caret: number) => { text: string; caret: number };

/**
 * A controlled text box's value as the reader types: drawn at once by the
 * field alone, and handed to the form that owns it (`onChange`) in a React
 * transition. The form, the result and everything else that follows the
 * value redraw in a render React interrupts for the next key, so a key costs
 * the field, not the page. The form's value stays the source: when it
 * changes other than by typing here (a reset, a link followed, Back), the
 * field shows it.
 */
function useTyped(value: string | undefined, onChange: ((value: string) => void) | undefined, shape: Shape | undefined) {
  const [shown, setShown] = useState(value ?? "");
  // The form's value as last seen: when it moves, the field follows it (React's "adjusting state when a prop changes").
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setShown(value ?? "");
  }
  const box = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  // A shaped value moves the caret to the end: put it back where the shape says, before the frame is painted.
  useIsomorphicLayoutEffect(() => {
    if (caret.current === null) return;
    if (box.current && document.activeElement === box.current) box.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const change = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    let text = event.target.value;
    if (shape) {
      const shaped = shape(text, event.target.selectionStart ?? text.length);
      text = shaped.text;
      caret.current = shaped.caret;
    }
    setShown(text);
    if (onChange) startTransition(() => onChange(text));
  }, [onChange, shape]);
  return { shown, change, box };
}

export function TextField({
  id,
  name,
  label,
  hint,
  value,
  onChange,
  issue,
  type = "text",
  inputMode,
  defaultValue,
  prefix,
  suffix,
  bounds,
  note,
  disabled,
  inputRef,
  strong,
  shape,
}: {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  issue?: FieldIssue;
  type?: "text" | "date" | "number";
  inputMode?: "decimal" | "numeric";
  /** A unit shown before the box ("€"), hidden from screen readers (the label names the unit). */
  prefix?: string;
  /** A unit shown after the box ("%"), likewise. */
  suffix?: string;
  /** A number box's usual range, for the browser's spin buttons: a guide, never enforced (the calculator, spec section 5). */
  bounds?: { min: number; max: number; step: number };
  /** A line under the box (the usual range in words), read out with the field. */
  note?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** A bolder label, for a form of many fields where the labels carry the structure (the calculator). */
  strong?: boolean;
  /** What the box shows for what was typed (controlled fields only): applied as the key is drawn, so the reader never sees the raw text. */
  shape?: Shape;
} & Controlled<string>) {
  const typed = useTyped(value, onChange, shape);
  const controlled = onChange !== undefined;
  const shown = controlled ? typed.shown : defaultValue ?? "";
  // The box is the caller's (inputRef) and the field's own (the caret after a shaped value).
  const ref = useCallback((el: HTMLInputElement | null) => {
    typed.box.current = el;
    if (typeof inputRef === "function") inputRef(el);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
  }, [inputRef, typed.box]);
  // A date input cannot hold a date that does not exist (it would show blank): show such a value as text, so it can be corrected.
  const shownType = type === "date" && shown !== "" && !isIsoDate(shown) ? "text" : type;
  const input = (
    <input
      ref={ref}
      id={id}
      name={name}
      type={shownType}
      inputMode={inputMode}
      {...bounds}
      disabled={disabled}
      autoComplete="off"
      spellCheck={false}
      {...(controlled ? { value: shown, onChange: typed.change } : { defaultValue })}
      aria-describedby={describedBy(hint ? `${id}-hint` : null, note && `${id}-range`, issue && `${id}-error`)}
      {...invalidProps(issue)}
    />
  );
  const unit = (text: string | undefined) => (text ? <span className="mt-1 font-semibold text-slate-700" aria-hidden="true">{text}</span> : null);
  return (
    <FieldFrame id={id} label={label} hint={hint} note={note} issue={issue} strong={strong}>
      {prefix || suffix ? (
        <div className="flex max-w-xs items-center gap-2">
          {unit(prefix)}
          {input}
          {unit(suffix)}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

export function ChoiceField<V extends string>({
  id,
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  issue,
  inline = false,
}: {
  id: string;
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: V; label: string }[];
  value: string;
  onChange: (value: V) => void;
  issue?: FieldIssue;
  inline?: boolean;
}) {
  return (
    <fieldset id={id} aria-describedby={describedBy(hint && `${id}-hint`, issue && `${id}-error`)} tabIndex={-1} className="scroll-mt-32 focus:outline-none">
      <legend className="font-medium text-slate-900">{legend}</legend>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <div className={`mt-2 ${inline ? "flex flex-wrap gap-x-6 gap-y-2" : "space-y-2"}`}>
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-start gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {issue ? <FieldError id={`${id}-error`} message={issue.message} /> : null}
    </fieldset>
  );
}

/** A drop-down for a long list of choices (31 councils), where radio buttons would fill the screen. */
export function SelectField<V extends string>({
  id,
  name,
  label,
  hint,
  options,
  value,
  onChange,
  issue,
  placeholder,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  options: readonly { value: V; label: string }[];
  issue?: FieldIssue;
  /** The label of the empty choice shown when no valid option is selected. */
  placeholder: string;
} & Controlled<V>) {
  const known = options.some((o) => o.value === (value ?? defaultValue));
  return (
    <FieldFrame id={id} label={label} hint={hint} issue={issue}>
      <select
        id={id}
        name={name}
        {...(onChange ? { value: known ? value : "", onChange: (e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value as V) } : { defaultValue: known ? defaultValue : "" })}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, issue && `${id}-error`)}
        {...invalidProps(issue)}
      >
        {known ? null : <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </FieldFrame>
  );
}

/** A problem with a field, as the error summary lists it. */
export interface ShownIssue {
  fieldId: string;
  message: string;
}

/** Field ids for one tool instance, so the error summary can link to them. */
export function fieldIds<K extends string>(prefix: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, `${prefix}-${k}`])) as Record<K, string>;
}

/** The issues to show now, in field order, for the summary. */
export function shownIssues<K extends string>(keys: readonly K[], issues: Issues<K>, showMissing: boolean, ids: Record<K, string>): ShownIssue[] {
  return keys.flatMap((k) => {
    const issue = visibleIssue(issues[k], showMissing);
    return issue ? [{ fieldId: ids[k], message: issue.message }] : [];
  });
}

/** The summary's links move focus to the field itself, not just the view (browsers only scroll to a #fragment). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/** What to fix before a result can show: each message links to its field (the tools and the purchase planner). */
export function IssueSummary({ title, issues }: { title: string; issues: ShownIssue[] }) {
  return (
    <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {issues.map((issue) => (
          <li key={issue.fieldId}>
            <a href={`#${issue.fieldId}`} onClick={(event) => focusField(event, issue.fieldId)} className="underline underline-offset-2">{issue.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
