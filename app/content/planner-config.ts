/**
 * The purchase planner's words that come from the dated rules themselves:
 * the date the rules are stated for, the rules it uses that end within a
 * year (named with their dates, by the dated-words helpers), how sure the
 * site is of each, and the Local Authority Home Loan rise announced in 2026.
 * Which rules a plan applies, and which of them end within a year, are
 * rules/plan-rules.ts and facts/dated.ts (endsWithinAYear); this module words
 * them. Worked out on the server for the loader's date
 * (content/plan-terms.ts) and sent to the page as plain text, so the browser
 * never ships the rules.
 */
import type { PlanRefs, PlanRuleWords } from "~/rules/plan-types";
import { eur, formatDate } from "~/lib/format";
import { certaintyText, endsWithinAYear, quotesOf, ruleOn, type AnyRule } from "~/facts/dated";
import { PLAN_CONDITIONS, PLAN_RULES } from "~/rules/plan-rules";
import { shortRuleWords } from "./dated-words";
import { conditionLine } from "~/facts/condition-words";
import { lending, mortgageFirstTimeBuyerRule, stampDuty } from "~/facts/buying";
import {
  firstHome,
  firstHomeBuyerRule,
  firstHomeLenderRule,
  helpToBuyBuyerRule,
  lahlBuyerRule,
  lahlOffersRule,
  helpToBuy,
  lahlAnnounced2026,
  lahlIncomeRule,
  SCHEME_SOURCES,
} from "~/facts/schemes";

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
