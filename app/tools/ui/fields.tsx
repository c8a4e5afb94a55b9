import { CircleAlert } from "lucide-react";
import { isIsoDate } from "~/lib/dates";
import type { FieldIssue } from "../params";

const inputBase =
  "scroll-mt-32 mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-1";

/** An issue is shown if the value is wrong, or if it is missing once the form has been submitted. */
export function visibleIssue(issue: FieldIssue | undefined, showMissing: boolean): FieldIssue | undefined {
  return issue && (issue.kind === "invalid" || showMissing) ? issue : undefined;
}

function ErrorText({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1 flex gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
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
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  issue?: FieldIssue;
  type?: "text" | "date";
  inputMode?: "decimal" | "numeric";
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, issue ? errorId : null].filter(Boolean).join(" ") || undefined;
  // A date input cannot hold a date that does not exist (it would show blank): show such a value as text, so it can be corrected.
  const shownType = type === "date" && value !== "" && !isIsoDate(value) ? "text" : type;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">{label}</label>
      {hint ? <p id={hintId} className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
      <input
        id={id}
        name={name}
        type={shownType}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={issue ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputBase} ${issue ? "border-red-600" : "border-slate-300"}`}
      />
      {issue ? <ErrorText id={errorId} message={issue.message} /> : null}
    </div>
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, issue ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={id} aria-describedby={describedBy} tabIndex={-1} className="scroll-mt-32 focus:outline-none">
      <legend className="font-medium text-slate-900">{legend}</legend>
      {hint ? <p id={hintId} className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
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
      {issue ? <ErrorText id={errorId} message={issue.message} /> : null}
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
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: V; label: string }[];
  value: string;
  onChange: (value: V) => void;
  issue?: FieldIssue;
  /** The label of the empty choice shown when no valid option is selected. */
  placeholder: string;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, issue ? errorId : null].filter(Boolean).join(" ") || undefined;
  const known = options.some((o) => o.value === value);
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">{label}</label>
      {hint ? <p id={hintId} className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
      <select
        id={id}
        name={name}
        value={known ? value : ""}
        onChange={(e) => onChange(e.target.value as V)}
        aria-invalid={issue ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputBase} ${issue ? "border-red-600" : "border-slate-300"}`}
      >
        {known ? null : <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
      {issue ? <ErrorText id={errorId} message={issue.message} /> : null}
    </div>
  );
}
