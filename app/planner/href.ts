/**
 * The purchase planner's address: its path and parameter names, and links
 * into it with what another page already knows. Light on purpose: the
 * borrowing and scheme tools, the calculator and the questionnaire import it
 * to link here, and must not carry the planner's rules or words.
 */
import { hrefWith, type RawValues } from "~/lib/params";

export const PLAN_PATH = "/buying/plan";
export const PLAN_PDF_PATH = "/buying/plan.pdf";

/** The first home's fields; the second home's are the same names ending in 2. */
export const HOME_KEYS = ["price", "type", "area", "homeType"] as const;
export const SECOND_HOME_KEYS = ["price2", "type2", "area2", "homeType2"] as const;

/** In the order the address lists them (the names the other tools already use). */
export const PLAN_KEYS = ["buyer", "income", "income2", "savings", ...HOME_KEYS, ...SECOND_HOME_KEYS, "rate", "term"] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** A planner link with the values given (blank ones left out). */
export function planHref(values: Partial<RawValues<PlanKey>>): string {
  return hrefWith(PLAN_PATH, values, PLAN_KEYS);
}
