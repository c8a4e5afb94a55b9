/**
 * Dated rules: a figure the law changes is a list of periods, and one pure
 * function picks the period in force on a date (GOV.UK smart-answers keeps
 * its rates the same way). The same periods feed a page's current figure,
 * its history line ("before 1 August 2023 it was €53,000"), its source note,
 * the /changes page and its Atom feed, so nothing about a change is written
 * twice.
 *
 * Dates are ISO "yyyy-mm-dd" strings (they sort as strings). A period runs
 * from `from` to `until`, both days included, as the Acts word it ("ending on
 * 28 February 2026", "on or before 31 December 2029").
 *
 * This module is pure: no React, no clock. Callers pass the date: pages pass
 * today's date on the server (lib/today.server.ts), tools the date the user
 * enters where that matters.
 */

/**
 * How sure the site is of a period.
 * - official: the statute, or revenue.ie, gov.ie, rtb.ie, centralbank.ie,
 *   citizensinformation.ie or the Oireachtas record says it;
 * - reported: only news, a law firm or a charity says it.
 */
export type Certainty = "official" | "reported";

/** Who set a period: an Act and section, or the official page (or, if reported, the report). */
export interface Authority {
  /** "Finance Act 2024", "Revenue: Rent Tax Credit", "TheJournal.ie, 13 May 2025". */
  name: string;
  /** "s. 7", "s. 96 (Table)". */
  section?: string;
  url: string;
}

export interface Period<T> {
  value: T;
  /** First day in force. null: in force before the earliest date this site records. */
  from: string | null;
  /** Last day in force. null: no end date is set. */
  until: string | null;
  source: Authority;
  certainty: Certainty;
  /**
   * For a period with an `until` and no successor: the end is only scheduled
   * and could be extended ("until 1 June 2027 unless extended"). Set false
   * where the end is final (a repealed rule). Default true.
   */
  extendable?: boolean;
  /** A plain-English qualifier shown with the value: "for tenancies created from 9 August 2021". */
  note?: string;
  /** The date the site first published this period (the Atom entry's date). Default: RECORDS_BEGIN. */
  recorded?: string;
}

export interface Rule<T> {
  /** Stable id: the anchor on /changes and part of the Atom entry id. Never reuse or rename one. */
  id: string;
  /** "Cost Rental income limit". */
  title: string;
  /** The value in words, for history lines, /changes and the feed: "€66,000 net in Dublin, €59,000 elsewhere". */
  describe: (value: T) => string;
  /** Oldest first. They must not overlap; a gap between them must be listed in `gaps`. */
  periods: readonly Period<T>[];
  /** Paths of the pages that state this rule (for /changes). */
  pages: readonly string[];
  /** ISO date this rule was last checked against its source. */
  checked: string;
  /** Gaps between periods that are intended (a scheme closed, then reopened): the first day of each gap. */
  gaps?: readonly string[];
  /**
   * Figures this site (or its specification) once stated that were never the
   * rule for any period, or were overtaken before they applied: each stays on
   * the page with the reason it differs, so a reader who met it elsewhere
   * knows why ("€750: the 2024 rate set in 2023, raised to €1,000 before it applied").
   */
  earlierClaims?: readonly EarlierClaim[];
}

export interface EarlierClaim {
  /** The figure as it was stated: "€750 for a single person and €1,500 for a couple". */
  claim: string;
  /** Where it was stated: "the Rental Guide", "the Budget article". */
  where: string;
  /** Why it is not the rule now, in Rich text with links to the authority. */
  why: string;
}

/** A rule of any value type, for lists of rules. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRule = Rule<any>;

/** The day the site began to record rule changes: the default `recorded` date of a period. */
export const RECORDS_BEGIN = "2026-11-24";

const DAY_MS = 86_400_000;

/** The next calendar day (UTC arithmetic on a date, never a time zone). */
export function nextDay(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export function previousDay(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** Is the period in force on `on`? */
export function inForceOn(period: Period<unknown>, on: string): boolean {
  return (period.from === null || period.from <= on) && (period.until === null || on <= period.until);
}

/** The period in force on `on`, or undefined if none is (before the first, in a gap, or after the last has ended). */
export function periodOn<T>(rule: Rule<T>, on: string): Period<T> | undefined {
  return rule.periods.find((p) => inForceOn(p, on));
}

export type RuleState =
  /** A period is in force. */
  | "current"
  /** The last period has ended and nothing has replaced it. */
  | "ended"
  /** No period is in force yet, or the rule is between two periods. */
  | "none";

export interface RuleStatus<T> {
  state: RuleState;
  /** The period in force, or (state "ended") the one that ended. */
  period: Period<T> | undefined;
  /** Periods that ended before `on`, newest first: the history. */
  earlier: Period<T>[];
  /** Periods that start after `on`, soonest first (a change already made law but not yet in force). */
  later: Period<T>[];
}

/** Everything a page needs to state a rule on a date: what is in force, what came before, what is to come. */
export function ruleOn<T>(rule: Rule<T>, on: string): RuleStatus<T> {
  const current = periodOn(rule, on);
  const earlier = rule.periods.filter((p) => p.until !== null && p.until < on).reverse();
  const later = rule.periods.filter((p) => p.from !== null && p.from > on);
  if (current) return { state: "current", period: current, earlier, later };
  if (later.length === 0 && earlier.length > 0) {
    const [ended, ...before] = earlier;
    return { state: "ended", period: ended, earlier: before, later };
  }
  return { state: "none", period: undefined, earlier, later };
}

/** The value in force on `on`; throws if none is, because a page must never guess. */
export function valueOn<T>(rule: Rule<T>, on: string): T {
  const period = periodOn(rule, on);
  if (!period) throw new RangeError(`No period of rule "${rule.id}" is in force on ${on}`);
  return period.value;
}

/** The value in force on `on`, else the value of the period that most recently ended (its rule is stated as ended). */
export function latestValue<T>(rule: Rule<T>, on: string): T {
  const status = ruleOn(rule, on);
  if (!status.period) throw new RangeError(`Rule "${rule.id}" has no period in force or ended by ${on}`);
  return status.period.value;
}

/** Problems with a rule's periods: overlaps, unmarked gaps, bad dates, a missing source. Empty when sound. */
export function ruleProblems(rule: AnyRule): string[] {
  const problems: string[] = [];
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  rule.periods.forEach((p, i) => {
    const where = `${rule.id} period ${i + 1}`;
    if (p.from !== null && !iso.test(p.from)) problems.push(`${where}: from is not a date`);
    if (p.until !== null && !iso.test(p.until)) problems.push(`${where}: until is not a date`);
    if (p.from !== null && p.until !== null && p.until < p.from) problems.push(`${where}: ends before it starts`);
    if (!p.source?.name || !/^https:\/\//.test(p.source?.url ?? "")) problems.push(`${where}: no source name and https URL`);
    if (p.certainty !== "official" && p.certainty !== "reported") problems.push(`${where}: no certainty`);
    if (i > 0 && p.from === null) problems.push(`${where}: only the first period may have no start date`);
    const prev = rule.periods[i - 1];
    if (!prev || p.from === null) return;
    if (prev.until === null || prev.until >= p.from) problems.push(`${where}: overlaps the period before it`);
    else if (nextDay(prev.until) !== p.from && !(rule.gaps ?? []).includes(nextDay(prev.until))) {
      problems.push(`${where}: gap from ${nextDay(prev.until)} not marked in gaps`);
    }
  });
  if (!iso.test(rule.checked)) problems.push(`${rule.id}: checked is not a date`);
  return problems;
}

/** The authority in words: "Finance Act 2024, s. 7". */
export function authorityText(source: Authority): string {
  return source.section ? `${source.name}, ${source.section}` : source.name;
}

/** "Official: Finance Act 2024, s. 7" or "Reported by TheJournal.ie; not yet on an official page". */
export function certaintyText(period: Pick<Period<unknown>, "source" | "certainty">): string {
  return period.certainty === "official"
    ? `Official: ${authorityText(period.source)}`
    : `Reported by ${authorityText(period.source)}; not yet on an official page`;
}

/** The first day after `on` on which some rule's period starts or ends: a page stating these rules may change then. */
export function nextChangeAfter(rules: readonly AnyRule[], on: string): string | undefined {
  let next: string | undefined;
  for (const rule of rules) {
    for (const p of rule.periods) {
      for (const day of [p.from, p.until === null ? null : nextDay(p.until)]) {
        if (day !== null && day > on && (next === undefined || day < next)) next = day;
      }
    }
  }
  return next;
}
