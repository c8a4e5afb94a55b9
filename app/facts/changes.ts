/**
 * The change log: every change to a rule the site states, derived from the
 * dated rules (facts/dated-rules.ts) and nothing else, so /changes, its Atom feed
 * and a page's history line can never disagree. Pure: the date is passed in.
 */
import { nextDay } from "~/lib/dates";
import {
  ruleOn,
  scheduledEnd,
  type AnyRule,
  type Authority,
  type Certainty,
  type EarlierClaim,
  RECORDS_BEGIN,
} from "~/facts/dated";

/** Where the site lists every change: a rule's entry is at CHANGES_PATH#<rule id>. */
export const CHANGES_PATH = "/changes";

export function changesLink(rule: AnyRule): string {
  return `${CHANGES_PATH}#${rule.id}`;
}

/** A page's title by its path (content/pages.ts pageTitle): the facts name pages by path only. */
export type PageTitles = (path: string) => string | undefined;

export interface PageRef {
  path: string;
  title: string;
}

export interface ChangeEntry {
  /** Unique and stable: `<rule id>/<date>`. Feed ids and page anchors are built from it. */
  key: string;
  ruleId: string;
  rule: string;
  /** "changed": a new value replaced an old one; "ended": the rule stopped with nothing in its place; "began": the first recorded period started. */
  kind: "changed" | "ended" | "began";
  /** The day the change took effect. */
  date: string;
  /** The rule before the change, in words (null when it began). */
  was: string | null;
  /** The rule after the change, in words (null when it ended). */
  now: string | null;
  /** Who made the change, and how sure the site is. */
  source: Authority;
  certainty: Certainty;
  note?: string;
  pages: PageRef[];
  /** The day the site first published this entry. */
  recorded: string;
}

export interface ScheduledEnd {
  key: string;
  ruleId: string;
  rule: string;
  /** The last day the rule is in force, unless extended. */
  until: string;
  value: string;
  source: Authority;
  certainty: Certainty;
  pages: PageRef[];
}

/** A figure the site once stated that was never the rule, as /changes lists it (plain data: no patterns). */
export interface Correction extends Omit<EarlierClaim, "neverSay"> {
  key: string;
  ruleId: string;
  rule: string;
  pages: PageRef[];
  recorded: string;
}

export interface RuleSummary {
  ruleId: string;
  rule: string;
  /** The rule in force, in words, or null when none is. */
  value: string | null;
  state: "current" | "ended" | "none";
  from: string | null;
  until: string | null;
  extendable: boolean;
  source: Authority | null;
  certainty: Certainty | null;
  checked: string;
  pages: PageRef[];
}

export interface ChangeLog {
  /** The date the log was built for. */
  on: string;
  /** Changes that have taken effect, newest first. */
  past: ChangeEntry[];
  /** Changes already made law that take effect after `on`, soonest first. */
  upcoming: ChangeEntry[];
  /** Rules in force on `on` that are due to end, soonest first. */
  ending: ScheduledEnd[];
  /** Figures the site once stated that were never the rule, with why. */
  corrections: Correction[];
  /** Every rule, as it stands on `on`, by title. */
  rules: RuleSummary[];
}

function pageRefs(rule: AnyRule, titles: PageTitles): PageRef[] {
  return rule.pages.map((path) => ({ path, title: titles(path) ?? path }));
}

/** A short, stable slug of a claim, for a correction's key. */
function slug(text: string): string {
  return text.toLowerCase().replace(/€/g, "eur").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 48);
}

/** Every change each rule's periods describe, in no particular order. */
export function changesOf(rule: AnyRule, titles: PageTitles): ChangeEntry[] {
  const out: ChangeEntry[] = [];
  const base = { ruleId: rule.id, rule: rule.title, pages: pageRefs(rule, titles) };
  rule.periods.forEach((p, i) => {
    const prev = rule.periods[i - 1];
    const recorded = p.recorded ?? RECORDS_BEGIN;
    // A gap before this period: the one before ended, then this one began.
    const joined = prev?.until != null && p.from !== null && nextDay(prev.until) === p.from;
    if (p.from !== null) {
      out.push({
        ...base,
        key: `${rule.id}/${p.from}`,
        kind: joined ? "changed" : "began",
        date: p.from,
        was: joined ? rule.describe(prev!.value) : null,
        now: rule.describe(p.value),
        source: p.source,
        certainty: p.certainty,
        ...(p.note ? { note: p.note } : {}),
        recorded,
      });
    }
    const next = rule.periods[i + 1];
    const replaced = next?.from != null && p.until !== null && nextDay(p.until) === next.from;
    if (p.until !== null && !replaced) {
      const date = nextDay(p.until);
      out.push({
        ...base,
        key: `${rule.id}/${date}`,
        kind: "ended",
        date,
        was: rule.describe(p.value),
        now: null,
        source: p.source,
        certainty: p.certainty,
        recorded,
      });
    }
  });
  return out;
}

/** The whole log as it stands on `on`. */
export function changeLog(rules: readonly AnyRule[], on: string, titles: PageTitles): ChangeLog {
  const all = rules.flatMap((rule) => changesOf(rule, titles));
  // An end only counts once it has happened; until then it is a scheduled end, listed with the rule in force.
  const past = all.filter((c) => c.date <= on).sort((a, b) => b.date.localeCompare(a.date) || a.rule.localeCompare(b.rule));
  const upcoming = all
    .filter((c) => c.date > on && c.kind !== "ended")
    .sort((a, b) => a.date.localeCompare(b.date) || a.rule.localeCompare(b.rule));
  const ending: ScheduledEnd[] = [];
  const summaries: RuleSummary[] = [];
  const corrections: Correction[] = [];
  for (const rule of rules) {
    const status = ruleOn(rule, on);
    const p = status.period;
    const until = scheduledEnd(status);
    if (until && p) {
      ending.push({
        key: `${rule.id}/ends/${until}`,
        ruleId: rule.id,
        rule: rule.title,
        until,
        value: rule.describe(p.value),
        source: p.source,
        certainty: p.certainty,
        pages: pageRefs(rule, titles),
      });
    }
    summaries.push({
      ruleId: rule.id,
      rule: rule.title,
      value: status.state === "current" && p ? rule.describe(p.value) : null,
      state: status.state,
      from: p?.from ?? null,
      until: p?.until ?? null,
      extendable: p?.extendable !== false,
      source: p?.source ?? null,
      certainty: p?.certainty ?? null,
      checked: rule.checked,
      pages: pageRefs(rule, titles),
    });
    for (const { neverSay: _patterns, ...c } of rule.earlierClaims ?? []) {
      corrections.push({ ...c, key: `${rule.id}/claim/${slug(c.claim)}`, ruleId: rule.id, rule: rule.title, pages: pageRefs(rule, titles), recorded: RECORDS_BEGIN });
    }
  }
  ending.sort((a, b) => a.until.localeCompare(b.until));
  summaries.sort((a, b) => a.rule.localeCompare(b.rule));
  return { on, past, upcoming, ending, corrections, rules: summaries };
}

/**
 * The page anchor of each item: the first place a rule appears on /changes
 * (in the order the page shows them) carries the rule's own id, so a source
 * note's link to /changes#<rule id> lands on its most relevant entry.
 */
export function anchorsFor(log: ChangeLog): Map<string, string> {
  const anchors = new Map<string, string>();
  const taken = new Set<string>();
  const order: { key: string; ruleId: string }[] = [
    ...log.upcoming,
    ...log.ending,
    ...log.past,
    ...log.corrections,
    ...log.rules.map((r) => ({ key: `${r.ruleId}/rule`, ruleId: r.ruleId })),
  ];
  for (const item of order) {
    const own = taken.has(item.ruleId) ? item.key.replace(/[^a-z0-9-]+/gi, "-") : item.ruleId;
    taken.add(item.ruleId);
    anchors.set(item.key, own);
  }
  return anchors;
}
