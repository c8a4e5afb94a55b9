/**
 * Blog articles keep their date and their words: a reader can see what the
 * article said when it was published. What has changed since is listed in a
 * dated "Updated" box at the top of the article, built here from the dated
 * rules (facts/dated.ts), so the box follows the rules and never needs a
 * hand edit when a rule changes.
 *
 * Each article lists the claims it makes about a dated rule:
 * - a claim with `said` is a figure the article states; it is listed when the
 *   rule in force on the date no longer matches it (`holds`; a claim without
 *   `holds` never matched any period and is always listed);
 * - a claim without `said` is a rule the article talks about without a
 *   figure; it is listed once the rule has changed after the article's date.
 */
import { eur, formatDate } from "~/lib/format";
import { authorityLink, ruleOn, type AnyRule, type Rule } from "~/facts/dated";
import { UNCONFIRMED_CLAIM, whenWords } from "../dated-words";
import { changesLink } from "~/facts/changes";
import { budget, budgetUnconfirmed, solarGrantRule } from "~/facts/budget";
import { mortgageDeposit, loanToIncome } from "~/facts/buying";
import { rentTaxCredit, residentialZonedLandTax, vacantHomesTax } from "~/facts/taxes";
import { costRental, costRentalIncomeRule, costRentalTenureRule, firstHome, firstHomeCeilingsRule, firstHomeSchemeRule, helpToBuy, helpToBuyRule, lahlIncomeRule, lahlRatesRule } from "~/facts/schemes";
import { RENT_CREDIT_GROUP, rentCreditDeadlines } from "../rent-credit";
import type { Rich } from "../types";
import type { BlogPost, UpdatedNote } from "./post";

export type { UpdatedNote } from "./post";

/** One claim an article makes about a dated rule. */
export interface ArticleClaim {
  rule: AnyRule;
  /** What the article says, in its words ("€1,000 a year, plus €250 for earners under €50,000"). */
  said?: Rich;
  /** Whether the rule's value on a date still matches what the article says. */
  holds?: (value: unknown) => boolean;
  /** The page of this site that states the rule now (default: its entry on /changes). */
  page?: { label: string; href: string };
}

/**
 * A figure an article states that no official or reported source sets and no
 * rule covers (only the specification gives it): always listed, as not
 * confirmed, with the official page to check.
 */
export interface UnconfirmedArticleClaim {
  title: string;
  said: Rich;
  check: { name: string; url: string };
}

/** A claim with its value type checked against the rule, then erased for the list. */
function claim<T>(rule: Rule<T>, c: { said?: Rich; holds?: (value: T) => boolean; page?: ArticleClaim["page"] }): ArticleClaim {
  return { rule: rule as AnyRule, said: c.said, holds: c.holds as ((value: unknown) => boolean) | undefined, page: c.page };
}

const RENTAL_GUIDE_MONEY = { label: "the Rental Guide: money matters", href: "/renting/guide?topic=financial-matters" };
const MORTGAGE_GUIDE = { label: "Preparing for your mortgage", href: "/buying/mortgage-process" };
const HELP_TO_BUY = { label: "Help to Buy", href: "/schemes/help-to-buy" };
const FIRST_HOME = { label: "the First Home Scheme", href: "/schemes/first-home" };
const COST_RENTAL = { label: "Cost Rental", href: "/schemes/cost-rental" };
const LAHL = { label: "the Local Authority Home Loan", href: "/schemes/local-authorities" };
/** The Dublin ceiling the Dublin areas article quotes (the specification's regional figure). */
const SPEC_DUBLIN_CEILING = firstHome.priceCeilings.find((c) => c.area === "dublin")!.ceiling;
const DUBLIN_COUNCILS = ["dublin-city", "dun-laoghaire-rathdown", "fingal", "south-dublin"] as const;

/** The claims each article makes, by path. */
export const ARTICLE_CLAIMS: Readonly<Record<string, readonly ArticleClaim[]>> = {
  "/resources/blog/2023-budget-housing-impact": [
    claim(rentTaxCredit, {
      said: `the Rent Tax Credit is ${eur(budget.rentTaxCredit)} a year, plus ${eur(budget.rentTaxCreditExtra)} for earners under ${eur(budget.rentTaxCreditExtraIncomeBelow)}`,
      // The credit has never had an income-based top-up, so this never held.
      page: RENTAL_GUIDE_MONEY,
    }),
    claim(vacantHomesTax, {
      said: `the Vacant Homes Tax is ${budget.vacantHomesTaxMultipleOfLpt} times the Local Property Tax`,
      holds: (multiple) => multiple === budget.vacantHomesTaxMultipleOfLpt,
    }),
    claim(vacantHomesTax, {
      said: `the Vacant Homes Tax applies once a home has been empty for ${budget.vacantHomesTaxAfterMonths} months`,
      // The test has always been fewer than 30 days' use in a 12-month period from 1 November.
    }),
    claim(residentialZonedLandTax, {
      said: `the land tax is ${budget.landTaxPercent}%`,
      holds: (rate) => rate === budget.landTaxPercent,
    }),
    // The scheme claims below never matched a period of their rule, so they are always listed.
    claim(helpToBuyRule, { said: `Help to Buy is extended to ${helpToBuy.endDateBudget}`, page: HELP_TO_BUY }),
    claim(firstHomeSchemeRule, {
      said: `the First Home Scheme's share is capped at ${budget.firstHomeShareCapPercent}%, with an income limit of ${eur(budget.firstHomeSingleIncomeLimit)} for a single buyer`,
      page: FIRST_HOME,
    }),
    claim(lahlIncomeRule, { said: `the Local Authority Home Loan is open to single applicants earning up to ${eur(budget.localAuthorityLoanSingleLimit)}`, page: LAHL }),
    claim(lahlRatesRule, {
      said: `the Local Authority Home Loan's rate is ${budget.localAuthorityLoanRatePercent}% for homes under ${eur(budget.localAuthorityLoanRateBelowPrice)}`,
      page: LAHL,
    }),
    // Never the grant in any year, so always listed.
    claim(solarGrantRule, { said: `a solar grant is worth up to ${eur(budget.solarGrant)}` }),
  ],
  "/resources/blog/tenant-to-homeowner": [
    claim(rentTaxCredit, { page: RENTAL_GUIDE_MONEY }),
    claim(costRentalIncomeRule, {
      said: `Cost Rental homes are for households with a net income of up to ${eur(costRental.incomeLimit)} a year`,
      holds: (v) => v.dublin === costRental.incomeLimit && v.elsewhere === costRental.incomeLimit,
      page: COST_RENTAL,
    }),
    claim(mortgageDeposit, { page: MORTGAGE_GUIDE }),
    claim(loanToIncome, { page: MORTGAGE_GUIDE }),
    // "leases run for 6 years": never how a Cost Rental tenancy worked, so always listed.
    claim(costRentalTenureRule, { said: `Cost Rental leases run for ${costRental.leaseYears} years`, page: COST_RENTAL }),
  ],
  "/resources/blog/affordable-dublin-areas": [
    claim(mortgageDeposit, { page: MORTGAGE_GUIDE }),
    claim(firstHomeCeilingsRule, {
      said: `the First Home Scheme's price ceiling in Dublin is ${eur(SPEC_DUBLIN_CEILING)}`,
      holds: (table) => DUBLIN_COUNCILS.every((id) => table[id]?.house === SPEC_DUBLIN_CEILING && table[id]?.apartment === SPEC_DUBLIN_CEILING),
      page: FIRST_HOME,
    }),
    claim(loanToIncome, { page: MORTGAGE_GUIDE }),
  ],
};

/** The figures, by article, that are not confirmed and no rule covers. */
export const ARTICLE_UNCONFIRMED: Readonly<Record<string, readonly UnconfirmedArticleClaim[]>> = {
  "/resources/blog/2023-budget-housing-impact": budgetUnconfirmed,
};

/** One line of the box for a figure that is not confirmed. */
export function unconfirmedItem(c: UnconfirmedArticleClaim): Rich {
  return `**${c.title}.** The article says ${c.said}. ${UNCONFIRMED_CLAIM} Check [${c.check.name}](${c.check.url}).`;
}

/** One line of the box, or null when the claim still holds (or the rule has not changed since `published`). */
export function claimItem(c: ArticleClaim, published: string, on: string): Rich | null {
  const status = ruleOn(c.rule, on);
  const page = c.page ?? { label: `${c.rule.title} on What's changed`, href: changesLink(c.rule) };
  if (c.said !== undefined) {
    if (status.state === "current" && c.holds?.(status.period!.value)) return null;
  } else {
    // A rule the article mentions without a figure: listed once a period has begun after the article's date.
    const changed = c.rule.periods.some((p) => p.from !== null && p.from > published && p.from <= on);
    if (!changed) return null;
  }
  const before = c.said !== undefined ? `The article says ${c.said}.` : `The article was written before this rule changed.`;
  let now: string;
  if (status.state === "current") {
    const p = status.period!;
    const when = whenWords(status);
    now = `Now: ${c.rule.describe(p.value)}${p.note ? `, ${p.note}` : ""}${when ? ` (${when})` : ""}. Source: ${authorityLink(p.source)}.`;
  } else if (status.state === "ended") {
    now = `Now: this rule ${whenWords(status)} (${authorityLink(status.period!.source)}).`;
  } else {
    now = "Now: no such rule is in force.";
  }
  return `**${c.rule.title}.** ${before} ${now} See [${page.label}](${page.href}).`;
}

/** The "Updated" box for an article on `on`, or null when nothing it says has changed. */
export function updatedNote(post: Pick<BlogPost, "path" | "publishDate">, on: string): UpdatedNote | null {
  const claims = ARTICLE_CLAIMS[post.path] ?? [];
  // An article that mentions the Rent Tax Credit warns, first, of a year's claim window about to close (issue 42).
  const deadlines = claims.some((c) => c.rule === rentTaxCredit) ? rentCreditDeadlines(on) : [];
  const listed = [
    ...claims.flatMap((c) => {
      const item = claimItem(c, post.publishDate, on);
      return item ? [{ item, checked: c.rule.checked }] : [];
    }),
    ...(ARTICLE_UNCONFIRMED[post.path] ?? []).map((c) => ({ item: unconfirmedItem(c), checked: post.publishDate })),
  ];
  if (listed.length === 0 && deadlines.length === 0) return null;
  // The box's date is the day its rules were last checked; a deadline alone dates it by the words' check.
  const date = listed.length ? listed.map((l) => l.checked).sort().at(-1)! : RENT_CREDIT_GROUP.reviewed;
  return {
    date,
    title: `Updated ${formatDate(date)}`,
    intro: `This article was published on ${formatDate(post.publishDate)} and is kept as it was written. Since then these rules have changed, or the article's figure was never the rule, or we could not confirm it. What applies now:`,
    items: [...deadlines, ...listed.map((l) => l.item)],
  };
}

/** The post as shown on `on`: its words as published, and the Updated box for that date. */
export function postOn<P extends BlogPost>(post: P, on: string): P & { updated: UpdatedNote | null } {
  return { ...post, updated: updatedNote(post, on) };
}
