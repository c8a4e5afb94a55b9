/**
 * Buying: stamp duty, the Central Bank's lending rules, green mortgages.
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 */
import { formatNumber } from "~/lib/format";
import { LAST_REVIEWED } from "../reviewed";
import { SOURCES } from "../sources";
import type { AnyRule, Authority, Rule } from "../dated";
import type { Group } from "./common";

/* ---------------- Buying: stamp duty (used by the cost calculator) ---------------- */
export const stampDuty = {
  source: SOURCES.revenueStampDuty,
  reviewed: LAST_REVIEWED,
  /** Marginal bands on the (VAT-exclusive) price. */
  bands: [
    { from: 0, to: 1_000_000, rate: 1 },
    { from: 1_000_000, to: 1_500_000, rate: 2 },
    { from: 1_500_000, to: null, rate: 6 },
  ],
  /** A new build's price includes VAT at 13.5%; duty is charged on the price without it. */
  newBuildVatPercent: 13.5,
  /** Bulk purchase: 10 or more homes in 12 months. */
  bulkRatePercent: 15,
  bulkMinHomes: 10,
  bulkWindowMonths: 12,
} as const satisfies Group & Record<string, unknown>;

/* ---------------- Buying: lending rules (Central Bank mortgage measures) ---------------- */

/** A figure for each kind of buyer the Central Bank's measures distinguish. */
export interface ByBuyer {
  /** First-time buyers. */
  firstTime: number;
  /** Second and subsequent buyers (anyone who has owned a home before). */
  other: number;
}

/** The Central Bank's announcements that set each period (its press releases, on centralbank.ie). */
const CENTRAL_BANK = {
  measures2015: {
    name: "Central Bank of Ireland: Mortgage measures (in force from 9 February 2015)",
    url: "https://www.centralbank.ie/financial-system/financial-stability/macro-prudential-policy/mortgage-measures",
  },
  explainer: {
    name: "Central Bank of Ireland: What are the mortgage measures?",
    url: "https://www.centralbank.ie/consumer-hub/explainers/what-are-the-mortgage-measures",
  },
  review2016: {
    name: "Central Bank of Ireland: Outcome of Review of Mortgage Measures, 23 November 2016 (in force 1 January 2017)",
    url: "https://www.centralbank.ie/news-media/press-releases/outcome-of-review-of-mortgage-measures-announced",
  },
  review2022: {
    name: "Central Bank of Ireland: Targeted changes to Mortgage Measures Framework, 19 October 2022 (in force January 2023)",
    url: "https://www.centralbank.ie/news/article/central-bank-announces-targeted-changes-to-mortgage-measures-framework",
  },
} as const satisfies Record<string, Authority>;

const LENDING_PAGES = ["/buying", "/buying/first-time-buyer", "/buying/mortgage-process", "/tools/borrowing", "/resources/faq"] as const;

/**
 * Minimum deposit (loan-to-value limit), as a percentage of the price. Second
 * and later buyers needed 20% until the end of 2022; from January 2023 both
 * kinds of buyer need 10% (centralbank.ie: "First-time-buyers and
 * second/subsequent buyers need to have a minimum deposit of 10%").
 */
export const mortgageDeposit: Rule<ByBuyer> = {
  id: "mortgage-minimum-deposit",
  title: "Minimum mortgage deposit (Central Bank)",
  describe: (v) =>
    v.firstTime === v.other
      ? `a deposit of at least ${v.firstTime}% of the price for first-time buyers and for second and later buyers`
      : `a deposit of at least ${v.firstTime}% of the price for first-time buyers and ${v.other}% for second and later buyers`,
  pages: [...LENDING_PAGES, "/resources/blog/affordable-dublin-areas", "/resources/blog/tenant-to-homeowner"],
  checked: "2026-11-25",
  figures: (v) => [v.firstTime, v.other],
  periods: [
    {
      // Before 2017 a first-time buyer's 10% applied only to the first €220,000 of the price (20% above it); this site records from 2017.
      value: { firstTime: 10, other: 20 },
      from: "2017-01-01",
      until: "2022-12-31",
      source: CENTRAL_BANK.review2016,
      certainty: "official",
      quotes: [
        { text: "This means that first time buyers will be able to borrow up to 90 per cent of a value of a home, with a requirement for a 10 per cent minimum deposit." },
        { text: "The 20 per cent minimum deposit requirement (i.e. maximum LTV ratio of 80 per cent) continues to apply to second and subsequent buyers." },
      ],
    },
    {
      value: { firstTime: 10, other: 10 },
      from: "2023-01-01",
      until: null,
      source: CENTRAL_BANK.review2022,
      certainty: "official",
      quotes: [
        { text: "LTV for first-time buyers will remain at 90%. LTV for second & subsequent buyers will increase to 90%." },
        { text: "First-time-buyers and second/subsequent buyers need to have a minimum deposit of 10%", source: CENTRAL_BANK.explainer },
      ],
    },
  ],
};

/**
 * Loan-to-income limit: the most a lender may normally lend, as a multiple of
 * gross income. 3.5 times for everyone from February 2015; from January 2023
 * 4 times for first-time buyers, 3.5 times for others.
 */
export const loanToIncome: Rule<ByBuyer> = {
  id: "mortgage-loan-to-income",
  title: "Mortgage loan-to-income limit (Central Bank)",
  describe: (v) =>
    v.firstTime === v.other
      ? `a mortgage of up to ${formatNumber(v.firstTime)} times gross income for all buyers`
      : `a mortgage of up to ${formatNumber(v.firstTime)} times gross income for first-time buyers and ${formatNumber(v.other)} times for second and later buyers`,
  pages: [...LENDING_PAGES, "/resources/blog/affordable-dublin-areas", "/resources/blog/tenant-to-homeowner"],
  checked: "2026-11-25",
  figures: (v) => [v.firstTime, v.other],
  periods: [
    {
      value: { firstTime: 3.5, other: 3.5 },
      from: "2015-02-09",
      until: "2022-12-31",
      source: CENTRAL_BANK.measures2015,
      certainty: "official",
      quotes: [{ text: "The 3.5 times ceiling on the loan to income (LTI) ratio remains.", source: CENTRAL_BANK.review2016 }],
    },
    {
      value: { firstTime: 4, other: 3.5 },
      from: "2023-01-01",
      until: null,
      source: CENTRAL_BANK.review2022,
      certainty: "official",
      quotes: [
        { text: "First-time buyers will be able to borrow up to 4 times their gross income." },
        { text: "Second & subsequent buyers will continue to be able to borrow up to 3.5 times their gross income." },
      ],
    },
  ],
};

export const lending = {
  source: SOURCES.centralBankMortgageMeasures,
  reviewed: "2026-11-24",
  /**
   * @deprecated The scheme pages still read these two; new code reads
   * `loanToIncome` and `mortgageDeposit` with a date. Both equal the rule's
   * current period (from 1 January 2023); tests/unit/buying-rules.test.ts checks that.
   */
  ltiFirstTimeBuyer: 4,
  depositFirstTimeBuyerPercent: 10,
  /** Multiples some lenders allow by exception. */
  ltiExceptions: [4.5, 4.75],
  /** Lenders count variable income (overtime, bonus, commission) at 0% to 100%. */
  variableIncomeCountedPercent: { min: 0, max: 100 },
  variableIncomeHistoryYears: [2, 3],
  /** Worked example: a couple buying a 450,000 home was offered different loans by lender. */
  lenderExample: { price: 450_000, offers: [300_000, 339_000, 378_000] },
  /** Typical income tax refund first-time buyers reclaim while saving (e.g. unclaimed credits). */
  taxRefundTypical: { min: 900, max: 1_100 },
  /** New-build deposit is typically 10%, after the booking deposit. */
  newBuildDepositPercent: 10,
} as const satisfies Group & Record<string, unknown>;

export const greenMortgage = {
  source: SOURCES.seai,
  reviewed: LAST_REVIEWED,
  minimumBer: "B3",
  /** All new homes built since this year are A-rated. */
  newHomesARatedSince: 2019,
  fixedRateOnly: true,
} as const satisfies Group & Record<string, unknown>;


/** This file's dated rules, for /changes and its feed (content/dated-rules.ts). */
export const BUYING_RULES: readonly AnyRule[] = [mortgageDeposit, loanToIncome];
