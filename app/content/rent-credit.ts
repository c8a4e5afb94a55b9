/**
 * What pages other than its tool say about the Rent Tax Credit (issue 42),
 * from the rules: who cannot claim (the conditions in facts/taxes.ts, in
 * their own words, with their Act and section), and the warning every page
 * that mentions the credit shows while a year's claim window is about to
 * close: "claims for 2022 close on 31 December 2026". The year and the day
 * come from the rules
 * (`closingClaimWindows` in facts/taxes.ts: the credit's years, the
 * four-year window of TCA 1997 s. 865(4), CLOSING_SOON_MONTHS), never typed,
 * so the warning appears from 1 October 2026 and is gone from pages built
 * for 1 January 2027, and the next year's does the same a year later
 * (tests/unit/page-agreement.test.tsx builds pages on each side).
 */
import { authorityLink, periodSpeakingOn, type AnyRule, type Rule } from "~/facts/dated";
import { closingClaimWindows, RTC_CONDITIONS, taxRepaymentClaimWindow, type RtcConditionId } from "~/facts/taxes";
import { SOURCES } from "~/facts/sources";
import type { Block, Rich } from "./types";
import { formatDate } from "~/lib/format";

/** "[Finance Act 2022, s. 13 (s. 473B(6)(a)(i), …)](url)". */

/** Each condition of the credit in its rule's words, with its Act and section linked: for a page's list of who can claim. */
export function rentCreditConditions(on: string): Record<keyof typeof RTC_CONDITIONS, Rich> {
  const said = <T extends { words: string }>(rule: Rule<T>) => {
    const p = periodSpeakingOn(rule, on);
    return `${p.value.words} (${authorityLink(p.source)})`;
  };
  const C = RTC_CONDITIONS;
  return {
    specifiedLandlords: said(C.specifiedLandlords),
    supportedTenants: said(C.supportedTenants),
    relatives: said(C.relatives),
    registration: said(C.registration),
    studentChild: said(C.studentChild),
  };
}

/** The rules behind those words, for a page's source note. */
export const RENT_CREDIT_CONDITION_RULES = Object.values(RTC_CONDITIONS);
/** The official page a source note about the credit points to, and the day these words were last checked against the rules. */
export const RENT_CREDIT_GROUP = { source: SOURCES.revenueRentCredit, reviewed: "2026-11-28" };

const S865 = taxRepaymentClaimWindow.periods[0]!.source;
const TOOL = "/tools/rent-tax-credit";

/* ---------------- The tool's answer, and the questionnaire's, in the rules' words ---------------- */

/**
 * A condition as the answer names it: the rule, and which of its sentences
 * (`case` for a "no", `about` for one not answered). The tool passes its
 * verdict's reasons (rules/rent-tax-credit.ts); the questionnaire the same as
 * plain values of its result codes.
 */
export type ConditionRef = { rule: RtcConditionId; case?: string; about?: string };

/** The order the first sentence names unanswered conditions in: who the landlord is, then the help, the registration, the child. */
const UNSAID_ORDER: readonly string[] = [
  "specifiedLandlords",
  "supportedTenants:landlord",
  "relatives:landlord",
  "relatives:roomLandlord",
  "studentChild:landlord",
  "supportedTenants:support",
  "registration",
  "relatives:registered",
  "studentChild:age",
];
/** "relatives:registered": a condition not answered, as a key (the questionnaire's values carry a list of them). */
export const unsaidKey = (u: ConditionRef) => (u.about ? `${u.rule}:${u.about}` : u.rule);
export const parseUnsaidKey = (key: string): ConditionRef => {
  const [rule, about] = key.split(":") as [RtcConditionId, string | undefined];
  return about ? { rule, about } : { rule };
};

/** One of a condition's words: the whole (a string) or the one for `key` (a record of them). */
function pick(words: string | Record<string, string>, key: string | undefined): string {
  return typeof words === "string" ? words : (words[key ?? ""] ?? Object.values(words)[0]!);
}

/** The clause the first sentence names for a condition the reader has not answered (the rule's `ifNotSaid`). */
function unsaidClause(u: ConditionRef, on: string): string {
  const value = periodSpeakingOn(RTC_CONDITIONS[u.rule] as AnyRule, on).value as { ifNotSaid: string | Record<string, string> };
  return pick(value.ifNotSaid, u.about);
}

/** A reason's plain "no": the rule's `no` for the reader's case ("No: there is no Rent Tax Credit for …"). */
export function noSentence(r: ConditionRef, on: string): string {
  const value = periodSpeakingOn(RTC_CONDITIONS[r.rule] as AnyRule, on).value as { no: string | Record<string, string> };
  return pick(value.no, r.case);
}

/** The Act and section a condition comes from, linked. */
export function conditionSource(rule: RtcConditionId, on: string): Rich {
  return authorityLink(periodSpeakingOn(RTC_CONDITIONS[rule] as AnyRule, on).source);
}

/** "a; b; and c": clauses that hold commas of their own. */
function listClauses(clauses: readonly string[]): string {
  return clauses.length === 1 ? clauses[0]! : `${clauses.slice(0, -1).join("; ")}; and ${clauses[clauses.length - 1]}`;
}

/** The first sentence while the reader has not said something the credit depends on: "You can claim only if …", in the rules' words. */
export function conditionSentence(unsaid: readonly ConditionRef[], on: string): string {
  const sorted = [...unsaid].sort((a, b) => UNSAID_ORDER.indexOf(unsaidKey(a)) - UNSAID_ORDER.indexOf(unsaidKey(b)));
  return `You can claim only if ${listClauses(sorted.map((u) => unsaidClause(u, on)))}.`;
}

/** The warning's first words, which the tool's result box also uses: "Claims for 2022 close on 31 December 2026." */
export const claimsCloseWords = (year: number, lastDay: string) => `Claims for ${year} close on ${formatDate(lastDay)}.`;

/** One window closing soon, as a page says it: bold headline, what to do, the law, the tool. */
export function deadlineWords({ year, lastDay }: { year: number; lastDay: string }, linkTool: boolean): Rich {
  return `**Rent Tax Credit: ${claimsCloseWords(year, lastDay)}** If you rented your home in ${year} and could claim the credit for that year, claim it by ${formatDate(lastDay)} in Revenue's myAccount ("Review your tax for the previous 4 years"). After that day Revenue cannot give the credit for ${year}: a claim for a past year must be made within ${taxRepaymentClaimWindow.periods[0]!.value} years after it ends ([${S865.name}, ${S865.section}](${S865.url})).${linkTool ? ` [Work out what you can still claim, and check whether you can claim at all](${TOOL}).` : ""}`;
}

/** The warnings in force on `on` (none most of the year), as Rich text; `linkTool` false on the tool's own page. */
export function rentCreditDeadlines(on: string, { linkTool = true }: { linkTool?: boolean } = {}): Rich[] {
  return closingClaimWindows(on).map((w) => deadlineWords(w, linkTool));
}

/** The same as a warning callout, for guide pages: nothing when no window is closing. */
export function rentCreditDeadlineBlocks(on: string): Block[] {
  const texts = rentCreditDeadlines(on);
  return texts.length ? [{ type: "callout", tone: "warning", text: texts }] : [];
}
