/**
 * Where a scheme stands on a date, as plain data: the terms that apply,
 * whether it is open, and when it ended or opens. Every scheme rule
 * (help-to-buy.ts, first-home.ts) takes one of these, worked out once by the
 * caller for its date (the loader's today, or a date under test), so the
 * rules themselves never read a clock, and the planner can send the status
 * to the browser as data.
 */
import { ruleOn, type Certainty, type Rule } from "~/facts/dated";

export interface SchemeStatus<T> {
  /** The terms in force; else those of the period that last ended; else of the first to come. */
  terms: T;
  open: boolean;
  /** The last day of the period that ended, when the scheme has ended. */
  endedOn: string | null;
  /** The first day of the next period, when the scheme has not opened yet. */
  opensOn: string | null;
  /** The scheduled end of the period in force (null: none set). */
  until: string | null;
  /** How sure the site is of the period used. */
  certainty: Certainty;
}

export function schemeStatusOn<T>(rule: Rule<T>, on: string): SchemeStatus<T> {
  const status = ruleOn(rule, on);
  const period = status.period ?? status.later[0] ?? rule.periods[rule.periods.length - 1]!;
  return {
    terms: period.value,
    open: status.state === "current",
    endedOn: status.state === "ended" ? status.period!.until : null,
    opensOn: status.state === "none" ? (status.later[0]?.from ?? null) : null,
    until: status.state === "current" ? status.period!.until : null,
    certainty: period.certainty,
  };
}
