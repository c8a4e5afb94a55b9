/**
 * The purchase planner's addresses, and a planner link with what another
 * page already knows filled in. One of the links from one feature into
 * another (the calculator's are calculator.ts): the calculator, the tools and
 * the questionnaire link to the planner only through this module, so no
 * feature imports another.
 */
import { hrefWith, type RawValues } from "~/lib/url";
import { CLOSING_DATE_PARAM } from "~/rules/closing-date";

export const PLAN_PATH = "/buying/plan";
export const PLAN_PDF_PATH = "/buying/plan.pdf";
export const PLAN_ICS_PATH = "/buying/plan.ics";

/** The first home's fields; the second home's are the same names ending in 2. */
export const HOME_KEYS = ["price", "type", "area", "homeType"] as const;
export const SECOND_HOME_KEYS = ["price2", "type2", "area2", "homeType2"] as const;

/** In the order the address lists them (the names the other tools already use). */
export const PLAN_KEYS = ["buyer", "income", "income2", "savings", ...HOME_KEYS, ...SECOND_HOME_KEYS, "rate", "term"] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** A planner link with the values given (blank ones left out), and the day the sale closes when it is not today. */
export function planHref(values: Partial<RawValues<PlanKey>>, closingOn?: string | null): string {
  const href = hrefWith(PLAN_PATH, values, PLAN_KEYS);
  if (!closingOn) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${closingDateQuery(closingOn)}`;
}

/** "date=2031-01-02": the day the sale closes as an address parameter (CLOSING_DATE_PARAM, rules/closing-date.ts). */
export function closingDateQuery(closingOn: string): string {
  return new URLSearchParams({ [CLOSING_DATE_PARAM]: closingOn }).toString();
}
