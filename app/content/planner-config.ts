/**
 * The purchase planner's words that come from the dated rules themselves:
 * the date the rules are stated for, which rules it uses end within a year
 * (named with their dates, by the dated-words helpers), how sure the site is
 * of each, and the Local Authority Home Loan rise announced in 2026. Worked
 * out on the server for the loader's date (content/plan-terms.ts) and sent
 * to the page as plain text, so the browser never ships the rules.
 */
import type { PlanRefs, PlanRuleWords } from "~/rules/plan-types";
import { eur, formatDate } from "~/lib/format";
import { certaintyText, quotesOf, ruleOn, type AnyRule } from "~/facts/dated";
import { shortRuleWords } from "./dated-words";
import { conditionLine } from "~/facts/condition-words";
import { lending, loanToIncome, mortgageDeposit, mortgageFirstTimeBuyerRule, stampDuty } from "~/facts/buying";
import {
  firstHome,
  firstHomeBuyerRule,
  firstHomeLenderRule,
  helpToBuyBuyerRule,
  lahlBuyerRule,
  lahlOffersRule,
  firstHomeCeilingsRule,
  firstHomeSchemeRule,
  helpToBuy,
  helpToBuyRule,
  lahlAnnounced2026,
  lahlIncomeRule,
  lahlPriceCeilingsRule,
  SCHEME_SOURCES,
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

/** The same day a year later ("2026-11-25" → "2027-11-25"). */
function aYearAfter(on: string): string {
  return `${String(Number(on.slice(0, 4)) + 1).padStart(4, "0")}${on.slice(4)}`;
}

/**
 * A rule in force on `on` whose period ends within a year, with nothing yet
 * in law to follow it, in one sentence: "[First Home Scheme](/changes#first-home-scheme):
 * in force until 1 June 2027 unless extended (reported in the news, not yet
 * on an official page; other terms official)." The sources are behind "What
 * the source says" (endingDetail) and in the plan's source note.
 */
function endingSoon(rule: AnyRule, on: string): string | null {
  if (!endsWithinAYear(rule, on)) return null;
  return shortRuleWords(rule, on);
}

/** Where the date comes from and how sure the site is of it: "First Home Scheme: Reported by …" (issue 36: behind the disclosure). */
function endingDetail(rule: AnyRule, on: string): string {
  return `${rule.title}: ${certaintyText(ruleOn(rule, on).period!)}.`;
}

/** The last day of the rule's period in force, when it ends within a year of `on` with nothing in law to follow it. */
function endsWithinAYear(rule: AnyRule, on: string): string | null {
  const status = ruleOn(rule, on);
  const until = status.period?.until;
  if (status.state !== "current" || !until || status.later.length > 0 || until >= aYearAfter(on)) return null;
  return until;
}

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

function lahlAnnouncedWords(on: string): string {
  const a = lahlAnnounced2026;
  const current = ruleOn(lahlIncomeRule, on).period;
  const reporters = a.figureSources.map((s) => `[${s.name}](${s.url})`).join("; ");
  const limits = current ? ` This plan uses the limits we could confirm, from ${formatDate(current.from ?? on)}.` : "";
  return `In early 2026 the [Minister for Housing announced](${a.announcement.url}) higher Local Authority Home Loan limits: as reported (${reporters}), ${eur(a.single)} for a single applicant and ${eur(a.joint)} for joint applicants, with higher property values. They were expected to take effect ${a.expected}, but we could not confirm the date they took effect.${limits} Check with your council.`;
}

export function planRuleWords(on: string): PlanRuleWords {
  const ending = PLAN_RULES.filter((r) => endsWithinAYear(r, on) !== null);
  const basis: string[] = [];
  for (const rule of PLAN_RULES) {
    const period = ruleOn(rule, on).period;
    if (!period) continue;
    const text = certaintyText(period);
    if (!basis.includes(text)) basis.push(text);
  }
  return {
    rulesAsAt: `Rules as at ${formatDate(on)}`,
    endingSoon: ending.map((r) => endingSoon(r, on)!),
    endingDetail: ending.map((r) => endingDetail(r, on)),
    lahlAnnounced: lahlAnnouncedWords(on),
    conditions: {
      lendingFirstTime: conditionLine(mortgageFirstTimeBuyerRule, on) ?? "",
      helpToBuyBuyer: conditionLine(helpToBuyBuyerRule, on) ?? "",
      firstHomeBuyer: conditionLine(firstHomeBuyerRule, on) ?? "",
      firstHomeLender: conditionLine(firstHomeLenderRule, on) ?? "",
      lahlBuyer: conditionLine(lahlBuyerRule, on) ?? "",
      lahlOffers: conditionLine(lahlOffersRule, on) ?? "",
    },
    basis,
    evidence: [...PLAN_RULES, ...PLAN_CONDITIONS].flatMap((rule) => {
      const period = ruleOn(rule, on).period;
      const quotes = period ? quotesOf(period) : [];
      return quotes.length ? [{ label: rule.title, quotes }] : [];
    }),
  };
}

/** The plan's official pages and the static facts its words quote (see PlanRefs). */
export function planRefs(): PlanRefs {
  const groups = [lending, helpToBuy, firstHome, stampDuty];
  return {
    sources: [lending.source, helpToBuy.source, firstHome.source, SCHEME_SOURCES.localAuthorityHomeLoan, stampDuty.source].map((s) => ({ name: s.name, url: s.url })),
    reviewed: groups.map((g) => g.reviewed).sort().at(-1)!,
    centralBankUrl: lending.source.url,
    helpToBuyUrl: helpToBuy.source.url,
    firstHomeUrl: firstHome.source.url,
    ceilingsUrl: SCHEME_SOURCES.firstHomeCeilingsPage.url,
    helpToBuyTaxYears: helpToBuy.taxYears,
  };
}
