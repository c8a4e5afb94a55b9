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
import { addMonths, isIsoDate, nextDay } from "~/lib/dates";
import type { Rich } from "~/lib/rich-text";

/**
 * How sure the site is of a period.
 * - official: the statute, or revenue.ie, gov.ie, rtb.ie, centralbank.ie,
 *   citizensinformation.ie, the Oireachtas record, or the own site of a
 *   State scheme (firsthomescheme.ie) says it;
 * - reported: only news, a law firm, a charity or a politician's own site says it;
 * - unconfirmed: only the specification (an earlier version of this guide)
 *   says it: no official or reported source was found. A page that shows such
 *   a figure says so in the same breath (dated-words.ts).
 */
export type Certainty = "official" | "reported" | "unconfirmed";

/**
 * The source's own words that set a figure, copied exactly (the sentence of
 * the Act, or of the official or reported page). Shown on request beside the
 * figure ("What the source says"), with a link to the text.
 */
export interface Quote {
  text: string;
  /** Where the words are, when not the period's own source (a second source that sets part of the value). */
  source?: Authority;
  /** How sure the site is of what these words support, when it differs from the period's certainty. */
  certainty?: Certainty;
  /** What these words support, when they back only part of the period: "the exact day, 1 June 2027". */
  supports?: string;
}

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
   * The source's own words that set this period's figures. Required for an
   * official or reported period; every number the rule's `figures` gives for
   * this value must appear in one of them (tests/unit/quotes.test.ts).
   */
  quotes?: readonly Quote[];
  /** A plain-English limit on how sure the site is, said with the certainty: "the date it came into force could not be confirmed". */
  caveat?: string;
  /**
   * Wording that is true only while this period is in force ("the whole
   * State is a Rent Pressure Zone"): a page built for any date outside the
   * period must not contain it (tests/unit/page-agreement.test.ts). The
   * period's own words must come from the rule, so a page says it only when
   * the rule is in force.
   */
  onlyWhileInForce?: readonly RegExp[];
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
  /**
   * "figure" (the default): the rule sets an amount, a rate, a date or a
   * length. "condition": the rule decides who a figure applies to, or whether
   * an answer is yes or no (who the landlord is, a housing support, the
   * reason for a notice, when a tenancy began). A condition's value carries
   * `words`, the sentence pages and tools say, and the structured fields the
   * logic reads; it is dated, sourced and quoted like any figure, and
   * published in /data with its kind.
   */
  kind?: RuleKind;
  /**
   * What the value is counted in, for the open data (/data/rules.json):
   * "EUR", "percent", "days, by length of tenancy". A structured value names
   * its fields' unit here; its words are `describe`.
   */
  unit?: string;
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
  /**
   * The numbers a value sets (€30,000, 10%, 31 December 2029 as 2029): each
   * must appear in the words quoted for the period (tests/unit/quotes.test.ts).
   * Derived numbers (a credit worked out as 20% of a limit) are left out.
   */
  figures?: (value: T) => readonly number[];
  /**
   * Wording that is true only while some period of the rule is in force
   * (the rule's own present tense): no page built for a date on which the
   * rule has ended, or not yet begun, may contain it (tests/unit/page-agreement.test.ts).
   */
  onlyWhileInForce?: readonly RegExp[];
}

export interface EarlierClaim {
  /** The figure as it was stated: "€750 for a single person and €1,500 for a couple". */
  claim: string;
  /** Where it was stated: "the Rental Guide", "the Budget article". */
  where: string;
  /** Why it is not the rule now, in Rich text with links to the authority. */
  why: string;
  /**
   * The figure was never a rule: no official or reported source ever set it
   * (it came from the specification). Worded as not confirmed, never as a
   * rule that later changed (dated-words.ts).
   */
  unconfirmed?: boolean;
  /**
   * Wording that would state the claim as a rule: no page may contain it on
   * any date (tests/unit/page-agreement.test.ts).
   */
  neverSay?: readonly RegExp[];
}

export type RuleKind = "figure" | "condition";

/** A rule of any value type, for lists of rules. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRule = Rule<any>;

/** The day the site began to record rule changes: the default `recorded` date of a period. */
export const RECORDS_BEGIN = "2026-11-24";

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

/**
 * The last day of the period in force, when nothing yet in law follows it:
 * the rule is due to end then (unless extended). Otherwise null.
 */
export function scheduledEnd(status: RuleStatus<unknown>): string | null {
  const until = status.period?.until;
  return status.state === "current" && until && status.later.length === 0 ? until : null;
}

/**
 * The last day of the rule's period in force on `on`, when it ends before
 * the same day a year later with nothing yet in law to follow it; otherwise
 * null. The plan names these rules as ending, and its calendar file carries them.
 */
export function endsWithinAYear(rule: AnyRule, on: string): string | null {
  const until = scheduledEnd(ruleOn(rule, on));
  return until && until < addMonths(on, 12) ? until : null;
}

/**
 * The period that speaks for a rule on `on`: the one in force; else, before
 * it starts or in a gap, the next to come; else, after its end, the last.
 * A condition of a scheme or of the Rent Tax Credit is stated by it on any
 * day: a condition of the Rent Tax Credit has one period, the credit's years,
 * so this is that period before, during and after them.
 */
export function periodSpeakingOn<T>(rule: Rule<T>, on: string): Period<T> {
  const status = ruleOn(rule, on);
  return status.period ?? status.later[0] ?? rule.periods[rule.periods.length - 1]!;
}

/** Problems with a rule's periods: overlaps, unmarked gaps, bad dates, a missing source. Empty when sound. */
export function ruleProblems(rule: AnyRule): string[] {
  const problems: string[] = [];
  rule.periods.forEach((p, i) => {
    const where = `${rule.id} period ${i + 1}`;
    if (p.from !== null && !isIsoDate(p.from)) problems.push(`${where}: from is not a date`);
    if (p.until !== null && !isIsoDate(p.until)) problems.push(`${where}: until is not a date`);
    if (p.from !== null && p.until !== null && p.until < p.from) problems.push(`${where}: ends before it starts`);
    if (!p.source?.name || !/^https:\/\//.test(p.source?.url ?? "")) problems.push(`${where}: no source name and https URL`);
    if (p.certainty !== "official" && p.certainty !== "reported" && p.certainty !== "unconfirmed") problems.push(`${where}: no certainty`);
    if (i > 0 && p.from === null) problems.push(`${where}: only the first period may have no start date`);
    const prev = rule.periods[i - 1];
    if (!prev || p.from === null) return;
    if (prev.until === null || prev.until >= p.from) problems.push(`${where}: overlaps the period before it`);
    // A day that is not a date is reported above; the gap is only counted between real days.
    else if (isIsoDate(prev.until) && nextDay(prev.until) !== p.from && !(rule.gaps ?? []).includes(nextDay(prev.until))) {
      problems.push(`${where}: gap from ${nextDay(prev.until)} not marked in gaps`);
    }
  });
  if (!isIsoDate(rule.checked)) problems.push(`${rule.id}: checked is not a date`);
  return problems;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/**
 * The numbers written in some words, as the law and official pages write
 * them: "€30,000" is 30000, "4.05%" is 4.05, "two" is 2, "28-day" is 28.
 */
export function numbersIn(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(/\d[\d,]*(?:\.\d+)?/g)) {
    const n = Number(m[0].replace(/,(?=\d{3}(?!\d))/g, "").replace(/,/g, ""));
    if (Number.isFinite(n)) found.push(n);
  }
  for (const m of text.toLowerCase().matchAll(/[a-z]+/g)) {
    const i = NUMBER_WORDS.indexOf(m[0]);
    if (i >= 0) found.push(i);
  }
  return found;
}

/**
 * Problems with a rule's quotes: an official or reported period with no
 * quote from its source, a quote whose source has no link, or a number the
 * period sets (the rule's `figures`) that none of its quotes contains. Empty
 * when every figure is backed by the source's own words.
 */
export function quoteProblems(rule: AnyRule): string[] {
  const problems: string[] = [];
  rule.periods.forEach((p, i) => {
    const where = `${rule.id} period ${i + 1}`;
    const quotes = (p.quotes ?? []).filter((q) => q.text.trim().length > 0);
    if (p.certainty !== "unconfirmed" && quotes.length === 0) problems.push(`${where}: no quote from its source`);
    for (const q of quotes) {
      if (q.source && (!q.source.name || !/^https:\/\//.test(q.source.url))) problems.push(`${where}: a quote's source has no name and https URL`);
    }
    if (p.certainty === "unconfirmed" || !rule.figures) return;
    const quoted = new Set(quotes.flatMap((q) => numbersIn(q.text)));
    for (const figure of rule.figures(p.value)) {
      if (!quoted.has(figure)) problems.push(`${where}: ${figure} is not in its quotes`);
    }
  });
  return problems;
}

/** The authority in words: "Finance Act 2024, s. 7". */
export function authorityText(source: Authority): string {
  return source.section ? `${source.name}, ${source.section}` : source.name;
}

/** An authority (a period's source, or a section quoted on its own) as a link in Rich text (lib/rich-text.ts): "[Finance Act 2024, s. 7](url)". */
export function authorityLink(source: Authority): Rich {
  return `[${authorityText(source)}](${source.url})`;
}

/** How each certainty reads beside a source (dated-words.ts and the source notes). */
export const CERTAINTY_WORDS = {
  official: (source: string) => `Official: ${source}`,
  reported: (source: string) => `Reported by ${source}; not yet on an official page`,
  unconfirmed: (source: string) =>
    `Not confirmed: only an earlier version of this guide gave this figure, and no official or reported source we could find sets it. Check ${source}`,
} as const satisfies Record<Certainty, (source: string) => string>;

/**
 * "Official: Finance Act 2024, s. 7", "Reported by TheJournal.ie; not yet on
 * an official page", or the unconfirmed wording. Where quotes of another
 * certainty support part of the period, each is named with what it supports
 * ("the exact day, 1 June 2027, reported by TheJournal.ie"), and a caveat is
 * added at the end.
 */
export function certaintyText(period: Pick<Period<unknown>, "source" | "certainty" | "quotes" | "caveat">): string {
  const main = CERTAINTY_WORDS[period.certainty](authorityText(period.source));
  const parts = (period.quotes ?? [])
    .filter((q) => q.certainty && q.certainty !== period.certainty && q.supports)
    .map((q) => `${q.supports}: ${CERTAINTY_WORDS[q.certainty!](authorityText(q.source ?? period.source))}`);
  const text = [...new Set([main, ...parts])].join("; ");
  return period.caveat ? `${text}. ${period.caveat}` : text;
}

/** A quote with its source resolved: the words and where they are. */
export interface QuoteView {
  text: string;
  source: { name: string; url: string };
}

/**
 * The source's own words for a rule stated on a page ("What the source
 * says"): what the words set (the rule, and for an earlier rule its dates),
 * and its quotes, each with a link to the text it comes from.
 */
export interface Evidence {
  label: string;
  quotes: QuoteView[];
}

/** The quotes of a period, each with the source it comes from (the period's own, unless the quote names another). */
export function quotesOf(period: Pick<Period<unknown>, "source" | "quotes">): QuoteView[] {
  return (period.quotes ?? []).map((q) => {
    const s = q.source ?? period.source;
    return { text: q.text, source: { name: authorityText(s), url: s.url } };
  });
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
