/**
 * The words a page uses to state a dated rule (facts/dated.ts): since when,
 * until when, what it was before, and how sure the site is. Every page says
 * these things the same way, and says them from the periods, so a change of
 * rule is one edit in the facts.
 */
import { formatDate } from "~/lib/format";
import type { Block, Rich } from "./types";
import type { Source } from "~/facts/sources";
import { CHANGES_PATH, changesLink } from "~/facts/changes";
import { authorityLink, certaintyText, quotesOf, ruleOn, type Evidence, type AnyRule, type Certainty, type EarlierClaim, type Period, type Rule, type RuleStatus } from "~/facts/dated";


/** "1 August 2023 to 31 July 2025", "until 31 July 2023", "from 1 August 2023". */
function spanWords(period: Period<unknown>): string {
  if (period.from && period.until) return `from ${formatDate(period.from)} to ${formatDate(period.until)}`;
  if (period.until) return `until ${formatDate(period.until)}`;
  if (period.from) return `from ${formatDate(period.from)}`;
  return "";
}

/**
 * The qualifier that goes with the figure in force: "from 1 August 2023",
 * "until 31 December 2029 unless extended", "ended on 1 June 2027".
 * Empty when the rule has no dates worth saying.
 */
export function whenWords(status: RuleStatus<unknown>): string {
  const p = status.period;
  if (!p) return "";
  if (status.state === "ended") return `ended on ${formatDate(p.until!)}`;
  const parts: string[] = [];
  if (p.from && status.earlier.length > 0) parts.push(`from ${formatDate(p.from)}`);
  if (p.until && status.later.length === 0) parts.push(`until ${formatDate(p.until)}${p.extendable === false ? "" : " unless extended"}`);
  return parts.join(", ");
}

/**
 * How sure we are, in a few words for running text. The full wording, which
 * names every source (certaintyText in dated.ts), belongs in the source note
 * and the open data, where "What the source says" lists the words themselves.
 */
export const CERTAINTY_SHORT = {
  official: "official",
  reported: "reported in the news, not yet on an official page",
  unconfirmed: "not confirmed by any source we found",
} as const satisfies Record<Certainty, string>;

/**
 * "reported in the news, not yet on an official page; other terms official":
 * the period's certainty, and the others its quotes carry for parts of it,
 * without naming a source.
 */
export function certaintyShort(period: Pick<Period<unknown>, "certainty" | "quotes">): string {
  const others = [...new Set((period.quotes ?? []).map((q) => q.certainty).filter((c): c is Certainty => !!c && c !== period.certainty))];
  const main = CERTAINTY_SHORT[period.certainty];
  return others.length ? `${main}; other terms ${others.map((c) => CERTAINTY_SHORT[c]).join(" or ")}` : main;
}

/**
 * The short form of a rule for running text, in one sentence: what it is,
 * until when, and how sure we are: "[First Home Scheme](/changes#first-home-scheme):
 * in force until 1 June 2027 unless extended (reported in the news, not yet
 * on an official page; other terms official)." Sources stay in the source
 * note. Empty when no period is in force or ended on `on`.
 */
export function shortRuleWords(rule: AnyRule, on: string): Rich {
  const status = ruleOn(rule, on);
  if (!status.period) return "";
  // Until when, not since when: "in force from 23 July 2020" would read as the day a scheme began, where it is
  // only the day its present figures did (Help to Buy ran from 2016 at other amounts).
  const when = whenWords({ ...status, earlier: [] });
  const state = status.state === "ended" ? when : `in force${when ? ` ${when}` : ""}`;
  return `[${rule.title}](${changesLink(rule)}): ${state} (${certaintyShort(status.period)}).`;
}

/**
 * One sentence per earlier period, newest first: "From 1 January 2019 to
 * 31 July 2023 it was €53,000 (source)." Includes the period that ended when
 * the rule has ended, and any period already law but not yet in force.
 */
export function historyItems<T>(rule: Rule<T>, on: string, options: { claims?: boolean } = {}): Rich[] {
  const status = ruleOn(rule, on);
  const items: Rich[] = [];
  for (const p of status.later) {
    items.push(`${capitalise(spanWords(p))}: ${rule.describe(p.value)} (${authorityLink(p.source)}).`);
  }
  if (status.state === "ended" && status.period) {
    const p = status.period;
    items.push(`${capitalise(spanWords(p))}: ${rule.describe(p.value)}. This rule **ended on ${formatDate(p.until!)}** (${authorityLink(p.source)}).`);
  }
  for (const p of status.earlier) {
    items.push(`${capitalise(spanWords(p))}: ${rule.describe(p.value)}${p.note ? `, ${p.note}` : ""} (${authorityLink(p.source)}).`);
  }
  if (options.claims !== false) for (const c of rule.earlierClaims ?? []) items.push(earlierClaimWords(c));
  return items;
}

/**
 * "Earlier, the Rental Guide said €750 …: why." A claim no source ever set is
 * said to be not confirmed and not a rule, never a rule that later changed.
 */
export function earlierClaimWords(c: EarlierClaim): Rich {
  return c.unconfirmed
    ? `Earlier, ${c.where} said ${c.claim}. ${UNCONFIRMED_CLAIM} ${c.why}`
    : `Earlier, ${c.where} said ${c.claim}. ${c.why}`;
}

/** How a figure of the earlier guide that no source sets is described, wherever it is shown. */
export const UNCONFIRMED_CLAIM = "**Not confirmed, and not a rule:** we found no official or reported source that sets this figure.";

/** "The figure below is not confirmed …": the words that go with a figure whose period is unconfirmed, where a page states it. */
export function unconfirmedWords(period: Pick<Period<unknown>, "source">): Rich {
  return `**Not confirmed:** only an earlier version of this guide gave this figure, and no official or reported source we could find sets it. Check [${period.source.name}](${period.source.url}).`;
}

/** The source's own words for the periods given, one entry per period that has quotes. */
function evidenceFor(entries: readonly { label: string; period: Period<unknown> }[]): Evidence[] {
  return entries.flatMap(({ label, period }) => {
    const quotes = quotesOf(period);
    return quotes.length ? [{ label, quotes }] : [];
  });
}

/**
 * A "history" block for a rule: what it was before (and, once ended, that it
 * ended), with a link to its entry on /changes. An empty list when the rule
 * has no history on that date, so a page can spread it into its blocks.
 */
export function historyBlock<T>(rule: Rule<T>, on: string, title?: string): Block[] {
  const items = historyItems(rule, on);
  if (items.length === 0) return [];
  const evidence = historyEvidence(rule, on);
  return [{ type: "history", title: title ?? `${rule.title}: earlier and later rules`, items, changes: changesLink(rule), ...(evidence.length ? { evidence } : {}) }];
}

/** The source's own words for each period a history box lists (later, ended, earlier), labelled with its dates. */
export function historyEvidence<T>(rule: Rule<T>, on: string): Evidence[] {
  const status = ruleOn(rule, on);
  const shown = [...status.later, ...(status.state === "ended" && status.period ? [status.period] : []), ...status.earlier];
  return evidenceFor(shown.map((p) => ({ label: `${rule.title}, ${spanWords(p) || "all dates"}`, period: p as Period<unknown> })));
}

/**
 * The source note that closes a group of figures: the official page to check,
 * the date the group was last checked, and how sure the site is of the rules
 * it states on `on` ("Official: Finance Act 2024, s. 7"). Links to /changes
 * when one of the rules has changed.
 */
export function sourceBlock(
  group: { source: Source; reviewed: string },
  rules: readonly AnyRule[],
  on: string,
  ...more: Source[]
): Block {
  const basis: string[] = [];
  const stated: { label: string; period: Period<unknown> }[] = [];
  let changed: AnyRule | undefined;
  for (const rule of rules) {
    const status = ruleOn(rule, on);
    if (status.period) {
      const text = certaintyText(status.period);
      if (!basis.includes(text)) basis.push(text);
      stated.push({ label: status.state === "ended" ? `${rule.title} (ended on ${formatDate(status.period.until!)})` : rule.title, period: status.period });
    }
    if (!changed && (rule.periods.length > 1 || (rule.earlierClaims?.length ?? 0) > 0)) changed = rule;
  }
  const evidence = evidenceFor(stated);
  return {
    type: "source",
    sources: [group.source, ...more.filter((s) => s.url !== group.source.url)],
    reviewed: group.reviewed,
    ...(basis.length ? { basis } : {}),
    ...(changed ? { changes: rules.length === 1 ? changesLink(changed) : CHANGES_PATH } : {}),
    ...(evidence.length ? { evidence } : {}),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Labels of the source note and history box (components/content/SourceNote.tsx, HistoryNote.tsx). */
export const DATED_LABELS = {
  /** The disclosure that shows the source's own words (SourceNote, HistoryNote). */
  sourceWords: "What the source says",
  sourcesWords: "What the sources say",
  changes: "What's changed",
  changesHint: "See every change to these rules, with dates and sources",
  allChanges: "Every change to housing rules, newest first",
} as const;
