/**
 * The dated rules a purchase plan applies: the figures a closing date can
 * change (PLAN_RULES) and the conditions on who gets them (PLAN_CONDITIONS),
 * and which of the figures end within a year of a date. Lists of facts, read
 * by the plan's words (content/planner-config.ts), the day the sale closes
 * (planner/closing.server.ts) and the plan's calendar file (/buying/plan.ics).
 */
import { endsWithinAYear, ruleOn, type AnyRule } from "~/facts/dated";
import { loanToIncome, mortgageDeposit, mortgageFirstTimeBuyerRule } from "~/facts/buying";
import {
  firstHomeBuyerRule,
  firstHomeCeilingsRule,
  firstHomeLenderRule,
  firstHomeSchemeRule,
  helpToBuyBuyerRule,
  helpToBuyRule,
  lahlBuyerRule,
  lahlIncomeRule,
  lahlOffersRule,
  lahlPriceCeilingsRule,
} from "~/facts/schemes";
import { newApartmentVat, newHouseVat } from "~/facts/vat";

/** Every dated rule a plan applies. */
export const PLAN_RULES: readonly AnyRule[] = [
  loanToIncome,
  mortgageDeposit,
  helpToBuyRule,
  firstHomeSchemeRule,
  firstHomeCeilingsRule,
  lahlIncomeRule,
  lahlPriceCeilingsRule,
  newHouseVat,
  newApartmentVat,
];

/**
 * The conditions a plan applies (kind "condition"): who gets the first-time
 * limits and each scheme, and what the plan cannot check. Their words and
 * quotes go to the page with the plan; they are kept out of PLAN_RULES,
 * which names the figures a closing date can change.
 */
export const PLAN_CONDITIONS: readonly AnyRule[] = [mortgageFirstTimeBuyerRule, helpToBuyBuyerRule, firstHomeBuyerRule, firstHomeLenderRule, lahlBuyerRule, lahlOffersRule];

/**
 * The rules a plan applies that end within a year of `on` (the same list the
 * plan names under "rules ending"), as dates: /buying/plan.ics carries them.
 */
export function planRulesEnding(on: string): { title: string; until: string; certainty: string; id: string }[] {
  return PLAN_RULES.flatMap((rule) => {
    const until = endsWithinAYear(rule, on);
    return until ? [{ title: rule.title, until, certainty: ruleOn(rule, on).period!.certainty, id: rule.id }] : [];
  });
}
