/**
 * The FAQ's three scheme answers (content/faq.ts), as they read on a date.
 * Kept here, beside the scheme pages, so the FAQ module only places them:
 * each figure is the dated rule in force on `on` (facts/schemes.ts), with
 * its end date where it has one, and the figures the FAQ used to quote stay
 * in an "Earlier" line with why they changed.
 */
import { ruleOn, valueOn } from "~/facts/dated";
import {
  costRental,
  costRentalIncomeRule,
  firstHomeCeilingsRule,
  firstHomeSchemeRule,
  helpToBuy,
  helpToBuyRule,
  SCHEME_SOURCES,
  socialHousing,
  type PriceCeiling,
} from "~/facts/schemes";
import { STATUTES } from "~/facts/statutes";
import type { Rich } from "../types";
import { eur, formatDate, pct } from "~/lib/format";

/** The figures the FAQ quoted before issue 14 (specification 001), kept as history. */
const SPEC_FAQ = { firstHomeCeilings: { rest: 375_000, dublin: 475_000 }, costRentalLimit: 53_000 } as const;

export interface SchemeFaqAnswers {
  helpToBuy: Rich[];
  firstHome: Rich[];
  costRentalOrSocial: Rich[];
}

export function schemeFaqAnswers(on: string): SchemeFaqAnswers {
  const htb = ruleOn(helpToBuyRule, on);
  const h = htb.period?.value ?? helpToBuyRule.periods[0]!.value;
  const htbWhen =
    htb.state === "ended"
      ? `Help to Buy **ended on ${formatDate(htb.period!.until!)}** unless a later Finance Act extended it: check Revenue's page.`
      : `It is open for contracts signed **${formatDateWords(htb)}** ([Finance Act 2024, s. 7](${STATUTES.financeAct2024.url})).`;

  const fhs = ruleOn(firstHomeSchemeRule, on);
  const f = fhs.period?.value ?? firstHomeSchemeRule.periods[0]!.value;
  const ceilings = ruleOn(firstHomeCeilingsRule, on);
  const known = ceilings.state === "current" ? Object.values(ceilings.period!.value).filter((c): c is PriceCeiling => c !== null) : [];
  const range = known.length
    ? `from ${eur(Math.min(...known.map((c) => Math.min(c.house, c.apartment))))} to ${eur(Math.max(...known.map((c) => Math.max(c.house, c.apartment))))}, as reported`
    : "as set by the scheme";
  const fhsWhen =
    fhs.state === "ended"
      ? `The scheme was due to close to new applications on **${formatDate(fhs.period!.until!)}** (a date reported by ${SCHEME_SOURCES.theJournalFirstHome.name}): check the [official site](${SCHEME_SOURCES.govFirstHome.url}) whether it was extended.`
      : `The scheme is open **${formatDateWords(fhs)}**: the Minister for Housing announced the extension to June 2027, and the exact day is reported by ${SCHEME_SOURCES.theJournalFirstHome.name}.`;

  const cr = valueOn(costRentalIncomeRule, on);
  const crStatus = ruleOn(costRentalIncomeRule, on);
  const crLimit = cr.dublin === cr.elsewhere ? eur(cr.dublin) : `${eur(cr.dublin)} in Dublin and ${eur(cr.elsewhere)} elsewhere`;

  return {
    helpToBuy: [
      `Help to Buy refunds income tax you paid over the previous ${helpToBuy.taxYears} years to first-time buyers of a new or self-built home. The refund is the lowest of **${eur(h.maxRefund)}**, **${pct(h.pricePercent)} of the purchase price** (of the completion value for a self-build), or the income tax you paid in those years. The home must be worth ${eur(h.maxPropertyValue)} or less, and your mortgage must be at least ${pct(h.minMortgagePercent)} of the price. ${htbWhen}`,
      `See who qualifies and how to claim it from Revenue on the [Help to Buy page](/schemes/help-to-buy), or estimate yours with the [scheme amounts calculator](/tools/scheme-amounts).`,
    ],
    firstHome: [
      `The State and participating banks take a share of up to **${pct(f.maxSharePercent)}** of a new home's price (up to ${pct(f.maxShareWithHelpToBuyPercent)} if you also use Help to Buy) to bridge the gap between your mortgage and deposit and the price. You borrow the most a participating lender will offer you, you need a deposit of at least ${pct(f.minDepositPercent)}, and the home must be within the price ceiling for its local authority area, ${range}. ${fhsWhen}`,
      `You can buy back the share at any time. Read how the share is repaid, with a worked example, and see every council's ceiling on the [First Home Scheme page](/schemes/first-home), and see how it fits into the [first-time buyer checklist](/buying/first-time-buyer).`,
      `*Earlier.* This answer used to say the ceilings ran from ${eur(SPEC_FAQ.firstHomeCeilings.rest)} in most of the country to ${eur(SPEC_FAQ.firstHomeCeilings.dublin)} in Dublin. The scheme sets a ceiling for each council, reviewed twice a year, and those three regional figures never matched it ([what's changed](/changes#first-home-price-ceilings)).`,
    ],
    costRentalOrSocial: [
      `**Cost Rental** homes are for households with a net income of up to ${crLimit} a year${crStatus.earlier.length ? ` (since ${formatDate(crStatus.period!.from!)}; it was ${eur(SPEC_FAQ.costRentalLimit)} everywhere before)` : ""}. The rent covers the cost of building and running the home, about ${pct(costRental.belowMarketPercent)} below the local market, and tenancies are long-term. You register interest for a particular development.`,
      `**Social housing** is provided by your local authority or an approved housing body for households whose income is below the limit for their area. Rent is based on what you can pay, typically about ${pct(socialHousing.rentPercentOfIncome)} of assessable income, but you join a waiting list that can take years. Compare them on the [Cost Rental](/schemes/cost-rental) and [social housing](/schemes/social-housing) pages.`,
    ],
  };
}

/** "until 31 December 2029 unless extended" without importing the words module's JSX-free helpers twice. */
function formatDateWords(status: ReturnType<typeof ruleOn>): string {
  const p = status.period;
  // Before the rule's first period (a date before the scheme opened): say when it opens.
  if (!p) return status.later[0]?.from ? `from ${formatDate(status.later[0].from)}` : "on dates not yet set";
  return p.until ? `until ${formatDate(p.until)}${p.extendable === false ? "" : " unless extended"}` : "with no end date set";
}
