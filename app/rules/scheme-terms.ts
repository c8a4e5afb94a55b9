/**
 * The schemes' figures on a date, read from the dated rules in
 * facts/schemes.ts (ruleOn / valueOn) for the date the caller
 * passes: the loader's today, or a date under test. Never the clock.
 *
 * Kept apart from the schemes' pure rules (help-to-buy.ts, first-home.ts,
 * local-authority-home-loan.ts) on purpose: a page that gets these terms
 * from its loader as data (the purchase planner) runs the rules in the
 * browser without shipping facts/schemes.ts, which would bring every
 * scheme's rules, earlier claims and sources with it (about 5 KB gzip, and
 * into every lazily loaded part that shares a rule). The scheme amounts tool
 * and the questionnaire, which work out the date's terms themselves, import
 * both. (The Central Bank's limits stay in borrowing.ts: facts/buying.ts is
 * small and every page that computes stamp duty ships it already.)
 */
import { periodOn, periodSpeakingOn, ruleOn, type Rule } from "~/facts/dated";
import {
  firstHomeBuyerRule,
  firstHomeCeilingsRule,
  firstHomeHomeRule,
  firstHomeSchemeRule,
  helpToBuyBuyerRule,
  helpToBuyHomeRule,
  helpToBuyRule,
  helpToBuyTaxRule,
  lahlBuyerRule,
  lahlIncomeRule,
  lahlPriceCeilingsRule,
  localAuthorityHomeLoan,
} from "~/facts/schemes";
import type { HomeType } from "~/rules/types";
import type { CouncilId } from "~/facts/local-authorities";
import { ceilingIn, type Ceiling, type CeilingsOn, type FirstHomeStatus } from "./first-home";
import type { HelpToBuyStatus } from "./help-to-buy";
import type { LahlTerms } from "./local-authority-home-loan";
import { schemeStatusOn } from "./scheme-status";

/** A condition rule's value on `on`: what the period that speaks for it on that day says (facts/dated's periodSpeakingOn). */
export function conditionOn<T>(rule: Rule<T>, on: string): T {
  return periodSpeakingOn(rule, on).value;
}

/** Help to Buy on a date: its terms and its conditions (who, which homes, the tax years), as data. */
export function helpToBuyOn(on: string): HelpToBuyStatus {
  return {
    ...schemeStatusOn(helpToBuyRule, on),
    conditions: { buyers: conditionOn(helpToBuyBuyerRule, on).buyers, types: conditionOn(helpToBuyHomeRule, on).types, taxYears: conditionOn(helpToBuyTaxRule, on).years },
  };
}

/** The First Home Scheme on a date: its terms and its conditions (who, which homes), as data. */
export function firstHomeOn(on: string): FirstHomeStatus {
  return { ...schemeStatusOn(firstHomeSchemeRule, on), conditions: { buyers: conditionOn(firstHomeBuyerRule, on).buyers, types: conditionOn(firstHomeHomeRule, on).types } };
}

export function ceilingsOn(on: string): CeilingsOn {
  const status = ruleOn(firstHomeCeilingsRule, on);
  return status.state === "current" ? { table: status.period!.value, certainty: status.period!.certainty } : { table: null, certainty: null };
}

/** A council's ceiling on a date (see ceilingIn). */
export function ceilingFor(area: CouncilId, on: string, homeType?: HomeType): Ceiling {
  return ceilingIn(ceilingsOn(on), area, homeType);
}

export function lahlTermsOn(on: string): LahlTerms {
  const income = periodOn(lahlIncomeRule, on);
  const prices = periodOn(lahlPriceCeilingsRule, on);
  return {
    income: income?.value ?? null,
    prices: prices?.value ?? null,
    maxLoanToValuePercent: localAuthorityHomeLoan.maxLoanToValuePercent,
    buyers: conditionOn(lahlBuyerRule, on).buyers,
    certainty: income && prices ? (income.certainty === "official" && prices.certainty === "official" ? "official" : "reported") : null,
  };
}
