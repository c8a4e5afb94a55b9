/**
 * "The day the sale closes": the cost calculator and the purchase planner
 * can work out a purchase under the rules in force on a later (or earlier)
 * day than today. This module says which days are allowed, which of the
 * rules a result depends on differ between today and that day, and which are
 * not confirmed on that day. Pure: callers pass today and the rules.
 */
import { addMonths } from "~/lib/dates";
import { dateCheck, readParam, type ParamRead } from "~/lib/params";
import { eur, formatDate } from "~/lib/format";
import { periodOn, ruleOn, type AnyRule, type Period } from "~/facts/dated";

/** The query parameter that carries the day the sale closes (the calculator, the planner and their files). */
export const CLOSING_DATE_PARAM = "date";

/** What the field and its notes need from the loader. */
export interface ClosingDateState {
  /** The day the figures use. */
  on: string;
  today: string;
  min: string;
  max: string;
  /** Why the day given could not be used (today's rules are used instead). */
  message: string | null;
}

/** How far ahead a closing date may be. */
export const CLOSING_DATE_YEARS_AHEAD = 10;

export const CLOSING_DATE_TEXT = {
  label: "The day the sale closes",
  hint: "Leave it as today, or give a later day to see the rules in force then (year-month-day).",
  /** The sentence above the changes when the day is not today. */
  asOn: (on: string) => `Worked out under the rules in force on ${formatDate(on)}, the day the sale closes.`,
  noChanges: (on: string) => `None of the rules this uses change between today and ${formatDate(on)}.`,
  changesHeading: "What changes by then",
  ruleChange: (title: string, today: string, then: string, on: string) => `${title}: ${today} today; ${then} on ${formatDate(on)}.`,
  notInForce: "not in force",
  notConfirmed: (title: string, on: string) =>
    `${title}: what applies on ${formatDate(on)} is not confirmed by an official source, so the figures that depend on it are not confirmed either.`,
  /** The difference a closing day makes to one figure, in euros. */
  euros: (figure: string, on: string, then: number, today: number) =>
    then === today
      ? `${figure}: ${eur(then)}, the same as under today's rules.`
      : `${figure} on ${formatDate(on)}: ${eur(then)}, against ${eur(today)} under today's rules (${eur(Math.abs(then - today))} ${then > today ? "more" : "less"}).`,
  messages: {
    format: "Give the day the sale closes as year-month-day, for example 2027-03-31. Today's rules are used.",
    notReal: "That day does not exist. Today's rules are used.",
    range: (min: string, max: string) => `Give a day from ${formatDate(min)} to ${formatDate(max)}. Today's rules are used.`,
  },
} as const;

/**
 * The days a closing date may be: from the first day the site records a
 * change of any of the rules given (before it, a rule's first period only
 * says what was in force "before the site's records begin"), to ten years
 * after today.
 */
export function closingDateRange(rules: readonly AnyRule[], today: string): { min: string; max: string } {
  let min = today;
  for (const rule of rules) for (const p of rule.periods) if (p.from !== null && p.from < min) min = p.from;
  return { min, max: addMonths(today, CLOSING_DATE_YEARS_AHEAD * 12) };
}

const { messages } = CLOSING_DATE_TEXT;

/**
 * The day the sale closes as a query gives it (`date=`), read with the query
 * kit like every other parameter: a real day by the kit's date check, or this
 * field's message (which never repeats what was given).
 */
export function closingDateParam(params: URLSearchParams): ParamRead<string> {
  return readParam(params, CLOSING_DATE_PARAM, dateCheck({ format: messages.format, notReal: messages.notReal, tooLong: messages.format }));
}

/**
 * The closing date a query asks for, from the kit's reading of it: today when
 * absent, or a message (and today) when it is not a real day or not one of
 * the days allowed.
 */
export function readClosingDate(day: ParamRead<string>, rules: readonly AnyRule[], today: string): { on: string; message?: string } {
  if (day.message !== null) return { on: today, message: day.message };
  if (day.value === null) return { on: today };
  const { min, max } = closingDateRange(rules, today);
  if (day.value < min || day.value > max) return { on: today, message: messages.range(min, max) };
  return { on: day.value };
}

function valueWords(rule: AnyRule, period: Period<unknown> | undefined): string {
  return period ? (rule.describe as (v: unknown) => string)(period.value) : CLOSING_DATE_TEXT.notInForce;
}

export interface ClosingDateNotes {
  /** The day, when it is not today. */
  on: string;
  /** One sentence for each rule whose period differs between today and the day. */
  changes: string[];
  /** One sentence for each rule that is not confirmed on the day. */
  unconfirmed: string[];
}

/**
 * What a reader should know about working a purchase out on `on` rather than
 * today: the rules that differ, and those not confirmed on that day (a period
 * that is only reported or unconfirmed, or a scheduled end that has passed,
 * after which nothing is recorded).
 */
export function closingDateNotes(rules: readonly AnyRule[], today: string, on: string): ClosingDateNotes {
  const changes: string[] = [];
  const unconfirmed: string[] = [];
  for (const rule of rules) {
    const then = periodOn(rule, on);
    const [before, after] = [valueWords(rule, periodOn(rule, today)), valueWords(rule, then)];
    // Two periods can hold the same figure (a new Act restating it): only a change of figure is news.
    if (before !== after) changes.push(CLOSING_DATE_TEXT.ruleChange(rule.title, before, after, on));
    const status = ruleOn(rule, on);
    const scheduledEndPassed = status.state === "ended" && status.period?.extendable !== false;
    if ((then && then.certainty !== "official") || scheduledEndPassed) unconfirmed.push(CLOSING_DATE_TEXT.notConfirmed(rule.title, on));
  }
  return { on, changes, unconfirmed };
}
