/**
 * Tax credits, reliefs and taxes that touch housing: the Rent Tax Credit and,
 * beside it, the property taxes the Budget article mentions.
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 */
import { eur } from "~/lib/format";
import type { AnyRule, Authority, Rule } from "../dated";
import { sectionOf, STATUTES } from "../statutes";

/** Revenue's page on the Rent Tax Credit: the amounts it gives. */
const REVENUE_RENT_CREDIT_AMOUNTS: Authority = {
  name: "Revenue: How much can you claim? (Rent Tax Credit)",
  url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-credit/how-much-claim.aspx",
};

export interface RentCredit {
  /** Most a single person can claim for a tax year. */
  single: number;
  /** Most a married couple or civil partners assessed jointly can claim. */
  joint: number;
}

/**
 * The Rent Tax Credit (Taxes Consolidation Act 1997, s. 473B): 20% of the rent
 * paid in a tax year, up to a maximum. Its periods are tax years: the credit
 * "in force" on a date is the one for rent paid in that year.
 */
export const rentTaxCredit: Rule<RentCredit> = {
  id: "rent-tax-credit",
  title: "Rent Tax Credit",
  unit: "EUR a year",
  describe: (v) => `up to ${eur(v.single)} a year for a single person and ${eur(v.joint)} for a jointly assessed couple (20% of the rent paid)`,
  pages: ["/renting/guide", "/tools/rent-tax-credit", "/resources/blog/2023-budget-housing-impact", "/resources/blog/tenant-to-homeowner", "/resources/faq"],
  checked: "2026-11-25",
  figures: (v) => [v.single, v.joint],
  // Said only while some year's credit is set in law (renting-guide.ts states it from the rule in force).
  onlyWhileInForce: [/The credit is 20% of the rent you paid in the year, up to these amounts/],
  periods: [
    {
      value: { single: 500, joint: 1_000 },
      from: "2022-01-01",
      until: "2023-12-31",
      note: "for rent paid in 2022 and 2023",
      source: sectionOf(STATUTES.financeAct2022, "13", "s. 13 (inserting s. 473B into the Taxes Consolidation Act 1997)"),
      certainty: "official",
      quotes: [
        {
          text: "the aggregate of such credit shall not exceed €500 or, in the case of an individual who is assessed to tax in accordance with section 1017 or 1031C in the year of assessment, €1,000.",
        },
      ],
    },
    {
      value: { single: 1_000, joint: 2_000 },
      from: "2024-01-01",
      until: "2028-12-31",
      note: "for rent paid in 2024 to 2028",
      // s. 5(2): "deemed to have come into operation on 1 January 2024". The years 2022 to 2028: Finance Act 2025, s. 3.
      source: sectionOf(STATUTES.financeAct2024, "5", "s. 5; years to 2028 by Finance Act 2025, s. 3"),
      certainty: "official",
      quotes: [
        { text: "(i) by the substitution of “€1,000” for “€750”, and (ii) by the substitution of “€2,000” for “€1,500”." },
        { text: "This section shall apply in respect of the years of assessment 2022 to 2028 (both years inclusive).", source: sectionOf(STATUTES.financeAct2025, "3") },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "€750 for a single person and €1,500 for a couple",
      where: "the Rental Guide",
      why: `That was the maximum [Finance (No. 2) Act 2023, s. 11](${STATUTES.financeNo2Act2023.url}) set for rent paid in 2024. [Finance Act 2024, s. 5](${STATUTES.financeAct2024.url}) raised the 2024 maximum to €1,000 and €2,000, so no year's credit was finally set at €750.`,
    },
    {
      claim: "€1,000, with €250 more for incomes under €50,000",
      where: "the Budget article",
      why: `The credit has never had an income-based top-up: [Revenue](${REVENUE_RENT_CREDIT_AMOUNTS.url}) gives one maximum, €1,000 (or €2,000 jointly assessed), whatever the income.`,
    },
  ],
};

/** Revenue's page on how to claim the Rent Tax Credit (myAccount, ROS, the Real-Time Credit). */
export const REVENUE_RENT_CREDIT_HOW_TO_CLAIM: Authority = {
  name: "Revenue: How to claim (Rent Tax Credit)",
  url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-credit/how-to-claim.aspx",
};
export { REVENUE_RENT_CREDIT_AMOUNTS };

/**
 * The share of the rent the credit gives: s. 473B(2) gives "the appropriate
 * percentage" of the rent paid, defined in s. 473B(1) as the standard rate of
 * income tax for the year, 20% in every year the credit exists. Kept as a
 * rule of its own so a change of the standard rate is one edit. Periods are
 * the credit's tax years (the last one the Act names, 2028, by Finance Act 2025, s. 3).
 */
export const rentTaxCreditRate: Rule<number> = {
  id: "rent-tax-credit-rate",
  title: "Rent Tax Credit: share of the rent",
  describe: (v) => `${v}% of the rent paid in the year (the standard rate of income tax)`,
  pages: ["/tools/rent-tax-credit"],
  checked: "2026-11-27",
  figures: (v) => [v],
  periods: [
    {
      value: 20,
      from: "2022-01-01",
      until: "2028-12-31",
      note: "for rent paid in 2022 to 2028",
      recorded: "2026-11-27",
      source: sectionOf(STATUTES.financeAct2022, "13", "s. 13 (s. 473B(1) and (2), Taxes Consolidation Act 1997)"),
      certainty: "official",
      quotes: [
        { text: "‘appropriate percentage’, in relation to a year of assessment, means a percentage equal to the standard rate of tax for that year;" },
        {
          text: "The total of all rental payments made by Ciarán and Seán of €3,000 at 20%",
          source: REVENUE_RENT_CREDIT_AMOUNTS,
          supports: "the rate, 20% (Revenue's worked example for 2024)",
        },
      ],
    },
  ],
};

/**
 * How long after a tax year a claim for it can be made: a claim for repayment
 * of income tax "shall not be allowed unless it is made … within 4 years,
 * after the end of the chargeable period to which the claim relates" (TCA
 * 1997, s. 865(4), as substituted by Finance Act 2003, s. 17). A Rent Tax
 * Credit claim for a past year is such a claim, so rent paid in 2022 can be
 * claimed until 31 December 2026. The 4-year limit applies to claims made
 * from 1 January 2005 (s. 865(4)(b) and (c)).
 */
export const taxRepaymentClaimWindow: Rule<number> = {
  id: "tax-repayment-claim-window",
  title: "Time limit for claiming back income tax (four years)",
  describe: (v) => `a claim for a tax year must be made within ${v} years after the end of that year`,
  pages: ["/tools/rent-tax-credit"],
  checked: "2026-11-27",
  figures: (v) => [v],
  periods: [
    {
      value: 4,
      from: "2005-01-01",
      until: null,
      recorded: "2026-11-27",
      source: sectionOf(STATUTES.taxesConsolidationAct1997, "865", "s. 865(4) (substituted by Finance Act 2003, s. 17)"),
      certainty: "official",
      quotes: [
        { text: "in relation to any chargeable period beginning on or after 1 January 2003, within 4 years, after the end of the chargeable period to which the claim relates." },
        {
          text: "Click on ‘Review your tax for the previous 4 years’ in the ‘PAYE Services’ section.",
          source: REVENUE_RENT_CREDIT_HOW_TO_CLAIM,
          supports: "that Rent Tax Credit claims for past years are made through the 4-year review in myAccount",
        },
      ],
    },
  ],
};

/* ---------------- Taxes on empty homes and unused land ---------------- */

/** Where the Vacant Homes Tax's multiples are set: s. 653AP of the Taxes Consolidation Act 1997, as Finance Act 2024, s. 113 substituted it. */
const vhtSection = (sub: number, extra = "") => sectionOf(STATUTES.financeAct2024, "113", `s. 113 (s. 653AP(${sub}), Taxes Consolidation Act 1997)${extra}`);
/** The words of s. 653AP that set the multiple for a chargeable period (Finance Act 2024, s. 113). */
const vhtWords = (start: string, multiple: number, more = "") =>
  `The amount of vacant homes tax to be charged in respect of a residential property for the chargeable period commencing on ${start}${more} shall be the amount represented by ‘A’ in the formula— A = B × ${multiple}`;

/**
 * Vacant Homes Tax: a multiple of the home's basic Local Property Tax (before
 * any local adjustment), charged for each 12-month chargeable period from
 * 1 November in which the home is in use as a dwelling for less than 30 days
 * (Finance Act 2022, s. 96, inserting Part 22B). Periods follow the
 * chargeable periods: 3 times for 1 Nov 2022 to 31 Oct 2023, 5 times for the
 * next, 7 times from 1 November 2024 on.
 */
export const vacantHomesTax: Rule<number> = {
  id: "vacant-homes-tax",
  title: "Vacant Homes Tax",
  unit: "times the home's basic Local Property Tax",
  describe: (v) => `${v} times the home's basic Local Property Tax, for a year (1 November to 31 October) in which the home is lived in for fewer than 30 days`,
  pages: ["/resources/blog/2023-budget-housing-impact"],
  checked: "2026-11-25",
  figures: (v) => [v],
  periods: [
    { value: 3, from: "2022-11-01", until: "2023-10-31", source: vhtSection(1, "; the tax: Finance Act 2022, s. 96"), certainty: "official", quotes: [{ text: vhtWords("1 November 2022", 3) }] },
    { value: 5, from: "2023-11-01", until: "2024-10-31", source: vhtSection(2), certainty: "official", quotes: [{ text: vhtWords("1 November 2023", 5) }] },
    {
      value: 7,
      from: "2024-11-01",
      until: null,
      source: vhtSection(3),
      certainty: "official",
      quotes: [{ text: vhtWords("1 November 2024", 7, " and for each subsequent chargeable period") }],
    },
  ],
  earlierClaims: [
    {
      claim: "that the tax applies once a home has been empty for 12 months",
      where: "the Budget article",
      why: `The test is use, not a 12-month wait: the tax is due for any 12-month chargeable period (from 1 November) in which the home is in use as a dwelling for less than 30 days ([Finance Act 2022, s. 96](${STATUTES.financeAct2022.url})).`,
    },
  ],
};

/**
 * Residential Zoned Land Tax (Taxes Consolidation Act 1997, s. 653R, inserted
 * by Finance Act 2021, s. 80): 3% a year of the market value of serviced land
 * zoned for housing, first charged in 2025 (Revenue eBrief 019/25: "It will
 * apply from 2025 onwards"). Homes liable to Local Property Tax are excluded.
 */
export const residentialZonedLandTax: Rule<number> = {
  id: "residential-zoned-land-tax",
  title: "Residential Zoned Land Tax",
  unit: "percent of market value a year",
  describe: (v) => `${v}% a year of the market value of serviced land zoned for housing (homes that pay Local Property Tax are excluded)`,
  pages: ["/resources/blog/2023-budget-housing-impact"],
  checked: "2026-11-25",
  figures: (v) => [v],
  periods: [
    {
      value: 3,
      from: "2025-01-01",
      until: null,
      note: "first charged for 2025",
      source: { name: "Revenue: Residential Zoned Land Tax (rate: Taxes Consolidation Act 1997, s. 653R, inserted by Finance Act 2021, s. 80)", url: "https://www.revenue.ie/en/property/rzlt/what-you-need-to-do/index.aspx" },
      certainty: "official",
      // The first words are on the cited page (www.revenue.ie, "What you need to do", its Overview); a
      // later copy of the same page words it "Residential Zoned Land Tax (RZLT) is a self-assessed annual
      // tax, calculated at 3% of the market value of land within the charge to the tax." The eBrief's
      // three sentences carry the rate and the first year together, on one Revenue page.
      quotes: [
        { text: "It is a self-assessed annual tax, calculated at 3% of the market value of land within the charge of the tax." },
        {
          text: "Residential Zoned Land Tax (RZLT) is an annual tax. It is calculated at 3% of the market value of land within its scope. It will apply from 2025 onwards.",
          source: { name: "Revenue eBrief No. 019/25", url: "https://revenue.ie/en/tax-professionals/ebrief/2025/no-0192025.aspx" },
        },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "a land tax of 10%",
      where: "the Budget article",
      why: `The land tax is the Residential Zoned Land Tax, and its rate has always been 3% of the land's market value a year ([Revenue](https://www.revenue.ie/en/property/rzlt/what-you-need-to-do/index.aspx); [Finance Act 2021, s. 80](${STATUTES.financeAct2021.url})). No 10% rate was ever enacted.`,
    },
  ],
};

/** Mortgage Interest Tax Relief, for one tax year: the most relief per property. */
export interface MortgageInterestRelief {
  /** The most extra interest (over 2022's) that counts. */
  upperLimit: number;
  /** The most relief: 20% of the upper limit. */
  maxCredit: number;
}

/**
 * Mortgage Interest Tax Relief (Taxes Consolidation Act 1997, s. 473C): relief
 * at 20% on the increase in mortgage interest on your home over 2022's, for
 * the years 2023 to 2026 only. Finance Act 2025, s. 4 set 2026 as the last
 * year, at half the earlier limit. Periods are tax years.
 */
export const mortgageInterestTaxRelief: Rule<MortgageInterestRelief> = {
  id: "mortgage-interest-tax-relief",
  title: "Mortgage Interest Tax Relief",
  unit: "EUR a year",
  describe: (v) => `up to ${eur(v.maxCredit)} a year per property (20% of up to ${eur(v.upperLimit)} of extra interest paid over 2022)`,
  pages: ["/buying/mortgage-process"],
  checked: "2026-11-25",
  // The credit is 20% of the upper limit, worked out: the Act sets the limit.
  figures: (v) => [v.upperLimit],
  onlyWhileInForce: [/Mortgage Interest Tax Relief gives back/],
  periods: [
    {
      value: { upperLimit: 6_250, maxCredit: 1_250 },
      from: "2023-01-01",
      until: "2025-12-31",
      note: "for interest paid in 2023, 2024 and 2025",
      source: sectionOf(STATUTES.financeAct2025, "4", "s. 4 (s. 473C, Taxes Consolidation Act 1997)"),
      certainty: "official",
      quotes: [{ text: "‘upper limit’ means— (a) €6,250 for the years of assessment 2023, 2024 and 2025," }],
    },
    {
      value: { upperLimit: 3_125, maxCredit: 625 },
      from: "2026-01-01",
      until: "2026-12-31",
      note: "for interest paid in 2026, the last year set in law",
      source: sectionOf(STATUTES.financeAct2025, "4", "s. 4 (s. 473C, Taxes Consolidation Act 1997)"),
      certainty: "official",
      quotes: [{ text: "(b) €3,125 for the year of assessment 2026," }],
    },
  ],
};

/** This file's dated rules, for /changes and its feed (content/dated-rules.ts). */
export const TAX_RULES: readonly AnyRule[] = [rentTaxCredit, rentTaxCreditRate, taxRepaymentClaimWindow, vacantHomesTax, residentialZonedLandTax, mortgageInterestTaxRelief];
