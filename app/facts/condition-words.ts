/**
 * Conditions (rules of kind "condition") in running text: a condition said
 * in its rule's own words with its authority, and a period's authority as a
 * reason's source. Kept out of dated-words.ts, which every guide's page
 * loads: only the buying tools, the planner's server words and the
 * questionnaire's eligibility use these.
 */
import { authorityLink, ruleOn, type Period, type Rule } from "~/facts/dated";
import type { Rich } from "~/lib/rich-text";

/**
 * A condition rule (kind "condition") in force on `on`, said in its own
 * words with its authority linked: "Help to Buy is only for first-time
 * purchasers … ([Taxes Consolidation Act 1997, s. 477C(1) and (9)](url))",
 * or "(reported by [The Irish Times, …](url); not yet on an official page)".
 * Null when no period is in force that day.
 */
export function conditionLine<T extends { words: string }>(rule: Rule<T>, on: string): Rich | null {
  const status = ruleOn(rule, on);
  if (status.state !== "current") return null;
  return `${status.period!.value.words} (${basisLink(status.period!)})`;
}

/**
 * A period's authority linked, for a reason said in running text: the link
 * alone when official; "reported by [the report](url); not yet on an official
 * page" when only a report says it (the house rule: say "reported" and name
 * the report); "not confirmed; check [the page](url)" otherwise.
 */
export function basisLink(period: Period<unknown>): Rich {
  const link = authorityLink(period.source);
  return period.certainty === "official" ? link : period.certainty === "reported" ? `reported by ${link}; not yet on an official page` : `not confirmed; check ${link}`;
}
