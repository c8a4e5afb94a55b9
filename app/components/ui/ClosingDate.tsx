import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CLOSING_DATE_TEXT, type ClosingDateState } from "~/rules/closing-date";
import { isIsoDate } from "~/lib/dates";
import { TextField } from "./fields";

/** How long after the last change to the field the page asks for the new day's rules (typing a year goes 0002, 0020, 0203, 2031). */
const APPLY_DELAY_MS = 800;

/**
 * "The day the sale closes", for the cost calculator and the purchase
 * planner. It is part of the page's GET form, so without JavaScript it is
 * submitted with the rest. With JavaScript a new day is a navigation: the
 * rules of that day are worked out on the server (the browser never holds
 * the dated rules), so the page asks for them once the reader stops
 * changing the field, and puts the focus back in it.
 */
export function ClosingDateField({ id, date, hrefFor }: { id: string; date: ClosingDateState; hrefFor: (closingOn: string | null) => string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState(date.on);
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (value === date.on || !isIsoDate(value) || value < date.min || value > date.max) return;
    const timer = window.setTimeout(() => {
      navigate(hrefFor(value === date.today ? null : value), { replace: true, preventScrollReset: true, state: { focus: id } });
    }, APPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value, date, hrefFor, navigate, id]);

  // After the new day's page has arrived, the reader is still in the field.
  useEffect(() => {
    if ((location.state as { focus?: string } | null)?.focus === id) ref.current?.focus();
  }, [location.state, id]);

  return (
    <TextField
      id={id}
      name="date"
      type="date"
      label={CLOSING_DATE_TEXT.label}
      hint={CLOSING_DATE_TEXT.hint}
      value={value}
      onChange={setValue}
      issue={date.message ? { kind: "invalid", message: date.message } : undefined}
      inputRef={ref}
    />
  );
}

/** What changes by the day the sale closes: the rules that differ from today's, what that does in euros, and what is not confirmed. */
export function ClosingDateNotes({ on, changes, unconfirmed, euros }: { on: string; changes: string[]; unconfirmed: string[]; euros: string[] }) {
  return (
    <section aria-labelledby="closing-date-heading" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="closing-date-notes">
      <h3 id="closing-date-heading" className="font-semibold">{CLOSING_DATE_TEXT.changesHeading}</h3>
      <p>{CLOSING_DATE_TEXT.asOn(on)}</p>
      {changes.length === 0 ? <p>{CLOSING_DATE_TEXT.noChanges(on)}</p> : (
        <ul className="list-disc space-y-1 pl-5">
          {changes.map((text) => <li key={text}>{text}</li>)}
        </ul>
      )}
      {euros.map((text) => <p key={text} className="font-medium">{text}</p>)}
      {unconfirmed.map((text) => <p key={text}>{text}</p>)}
    </section>
  );
}
