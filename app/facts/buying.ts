/**
 * Buying: stamp duty, the Central Bank's lending rules, green mortgages.
 * See ./index.ts for how figures are kept; dated rules use ./dated.ts.
 */
import { formatNumber } from "~/lib/format";
import { LAST_REVIEWED } from "./reviewed";
import { SOURCES } from "./sources";
import { valueOn, type AnyRule, type Authority, type Rule } from "./dated";
import type { Group } from "./common";
import { sectionOf, STATUTES } from "./statutes";
import type { BuyerType } from "./buying-kinds";

/* ---------------- Buying: stamp duty (used by the cost calculator and the planner) ---------------- */

/**
 * The figures around the dated stamp duty rules below that no Act changes by
 * date here: what a "bulk purchase" means and the VAT rate in a new house's
 * price. The rates and the rounding are dated rules (stampDutyRatesRule,
 * stampDutyRoundingRule); rules/stamp-duty.ts reads them for a date.
 */
export const stampDuty = {
  source: SOURCES.revenueStampDuty,
  reviewed: LAST_REVIEWED,
  /** A new build's price includes VAT at 13.5%; duty is charged on the price without it. */
  newBuildVatPercent: 13.5,
  /** Bulk purchase: 10 or more homes in 12 months (Stamp Duties Consolidation Act 1999, s. 31E(5)). */
  bulkMinHomes: 10,
  bulkWindowMonths: 12,
} as const satisfies Group & Record<string, unknown>;

/** One marginal band of stamp duty on the (VAT-exclusive) price: `rate` percent of the part from `from` to `to` (null: no top). */
export interface DutyBand {
  from: number;
  to: number | null;
  rate: number;
}

/** The rates of stamp duty on residential property in force on a date. */
export interface StampDutyRates {
  /** The ordinary marginal bands. */
  bands: readonly DutyBand[];
  /** The flat rate on a "relevant residential unit" (10 or more homes within 12 months, s. 31E), or null before that charge existed. */
  bulkRatePercent: number | null;
}

/** The Acts and Revenue's notice that set the rates, linked to the sections that wrote them. */
const STAMP_SOURCES = {
  fa2011: sectionOf(STATUTES.financeAct2011, "66"),
  fa2021: sectionOf(STATUTES.financeCovidMiscAct2021, "13"),
  fa2024: sectionOf(STATUTES.financeAct2024, "90"),
  ebrief: {
    name: "Revenue eBrief No. 261/24: Revised Rates of Stamp Duty on Residential Property (21 October 2024)",
    url: "https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-2612024.aspx",
  },
} as const satisfies Record<string, Authority>;

/**
 * The first band, 1% of the price up to €1,000,000: the same in every period
 * since 8 December 2010, so pages that state only it (the FAQ, the guides)
 * read it without a date. Written once here and used by every period below
 * (a plain value, so a browser bundle that needs only it leaves the rule out).
 */
export const FIRST_DUTY_BAND: DutyBand = { from: 0, to: 1_000_000, rate: 1 };

const STAMP_PAGES = ["/buying/costs-calculator", "/buying/plan", "/buying/first-time-buyer", "/buying/property-search", "/resources/faq"] as const;

const bandWords = (bands: readonly DutyBand[]) =>
  bands
    .map((b) => (b.from === 0 ? `${b.rate}% of the first €${formatNumber(b.to!)}` : b.to === null ? `${b.rate}% of the rest` : `${b.rate}% of the next €${formatNumber(b.to - b.from)}`))
    .join(", ");

/**
 * Stamp duty on buying a home, as Schedule 1 to the Stamp Duties
 * Consolidation Act 1999 charges it (the heading "CONVEYANCE or TRANSFER on
 * sale …", paragraph (1)). Each period is the paragraph as an Act
 * substituted it, for instruments executed from the date given:
 * - Finance Act 2011, s. 66: 1% and 2%, from 8 December 2010;
 * - Finance (Covid-19 and Miscellaneous Provisions) Act 2021, s. 13: the same
 *   bands, and 10% on a relevant residential unit, for units acquired on or
 *   after 20 May 2021 (s. 31E(5));
 * - Finance Act 2024, s. 90: the 6% band above €1.5 million and 15% on a
 *   relevant residential unit, for instruments executed on or after
 *   2 October 2024 (s. 90(2)), Budget day. A sale under a binding contract
 *   made before then, executed before 1 January 2025 with a certificate,
 *   kept the old rates (s. 90(2)(b)): the period's note says so.
 */
export const stampDutyRatesRule: Rule<StampDutyRates> = {
  id: "stamp-duty-residential-rates",
  title: "Stamp duty on residential property: rates",
  unit: "percent of the price (band limits in EUR)",
  describe: (v) => `${bandWords(v.bands)}${v.bulkRatePercent === null ? "" : `; ${v.bulkRatePercent}% on homes bought as 10 or more within 12 months`}`,
  pages: STAMP_PAGES,
  checked: "2026-11-27",
  figures: (v) => [...v.bands.flatMap((b) => [b.rate, ...(b.to === null ? [] : [b.to - b.from])]), ...(v.bulkRatePercent === null ? [] : [v.bulkRatePercent])],
  periods: [
    {
      value: { bands: [FIRST_DUTY_BAND, { from: 1_000_000, to: null, rate: 2 }], bulkRatePercent: null },
      from: "2010-12-08",
      until: "2021-05-19",
      source: STAMP_SOURCES.fa2011,
      certainty: "official",
      quotes: [
        { text: "1 per cent of the first €1,000,000 of the consideration and 2 per cent of the balance of the consideration thereafter" },
        { text: "subsection (1) shall apply as respects instruments executed on or after 8 December 2010." },
      ],
    },
    {
      value: { bands: [FIRST_DUTY_BAND, { from: 1_000_000, to: null, rate: 2 }], bulkRatePercent: 10 },
      from: "2021-05-20",
      until: "2024-10-01",
      source: STAMP_SOURCES.fa2021,
      certainty: "official",
      note: "and 10% on a home that is one of 10 or more bought within 12 months",
      quotes: [
        { text: "1 per cent of the first €1,000,000 of the consideration and 2 per cent of the balance of the consideration thereafter, but where the calculation results in an amount which is not a multiple of €1 the amount so calculated shall be rounded down to the nearest €." },
        { text: "10 per cent of the consideration, but where the calculation results in an amount which is not a multiple of €1 the amount so calculated shall be rounded down to the nearest €." },
        { text: "a person (in this subsection and subsection (6) referred to as the ‘first-mentioned person’) acquires a residential unit on or after 20 May 2021" },
      ],
    },
    {
      value: {
        bands: [FIRST_DUTY_BAND, { from: 1_000_000, to: 1_500_000, rate: 2 }, { from: 1_500_000, to: null, rate: 6 }],
        bulkRatePercent: 15,
      },
      from: "2024-10-02",
      until: null,
      source: STAMP_SOURCES.fa2024,
      certainty: "official",
      note: "for sales signed from 2 October 2024 (a sale under a binding contract made before then and signed before 1 January 2025 kept the old rates)",
      quotes: [
        { text: "1 per cent of the first €1,000,000 of the consideration, 2 per cent of the next €500,000 of the consideration and 6 per cent of the balance of the consideration thereafter" },
        { text: "15 per cent of the consideration" },
        { text: "shall have effect as respects instruments executed on or after 2 October 2024" },
        {
          text: "In addition, since 2 October, the higher rate of Stamp Duty that applies on certain acquisitions of residential property (excluding apartments) pursuant to section 31E of the Stamp Duties Consolidation Act 1999 is 15 per cent, replacing the 10 per cent rate that applied previously.",
          source: STAMP_SOURCES.ebrief,
        },
      ],
    },
  ],
};


/** How the duty is rounded: down to the whole euro, and (before 20 May 2021) never below €1. */
export interface StampDutyRounding {
  /** The smallest duty charged when any is due: €1 under the 2011 wording, 0 since. */
  minimumEuro: 0 | 1;
}

/** The stamp duty rules in force on one date, as plain data for the sums (rules/stamp-duty.ts). */
export interface DutyTerms extends StampDutyRates, StampDutyRounding {}

/** The rates and rounding of the periods in force on `on` (yyyy-mm-dd); throws on a date before 8 December 2010, which no period covers. */
export function dutyTermsOn(on: string): DutyTerms {
  const rates = valueOn(stampDutyRatesRule, on);
  return { bands: rates.bands, bulkRatePercent: rates.bulkRatePercent, minimumEuro: valueOn(stampDutyRoundingRule, on).minimumEuro };
}

/**
 * The rounding of stamp duty on residential property: the same paragraph of
 * Schedule 1 as the rates, in each Act's own words. Finance Act 2011 rounded
 * an amount under €1 up to €1; the 2021 and 2024 Acts say only "rounded down
 * to the nearest €".
 */
export const stampDutyRoundingRule: Rule<StampDutyRounding> = {
  id: "stamp-duty-rounding",
  title: "Stamp duty on residential property: rounding",
  unit: "EUR (the smallest duty charged)",
  describe: (v) => (v.minimumEuro === 1 ? "rounded down to the whole euro, but never less than €1" : "rounded down to the whole euro"),
  pages: STAMP_PAGES,
  checked: "2026-11-27",
  figures: (v) => (v.minimumEuro === 1 ? [1] : []),
  periods: [
    {
      value: { minimumEuro: 1 },
      from: "2010-12-08",
      until: "2021-05-19",
      source: STAMP_SOURCES.fa2011,
      certainty: "official",
      caveat: "We read this wording in the Finance Act 2011 and the next wording in the 2021 Act; an Act between them may have changed it first",
      quotes: [{ text: "where the calculation results in an amount which is not a multiple of €1 the amount so calculated shall, if less than €1, be rounded up to €1 and, if more than €1, be rounded down to the nearest €." }],
    },
    {
      value: { minimumEuro: 0 },
      from: "2021-05-20",
      until: null,
      source: STAMP_SOURCES.fa2021,
      certainty: "official",
      // Finance Act 2024, s. 90 substituted the paragraph again from 2 October 2024 with the same rounding words: one period, both Acts quoted.
      quotes: [
        { text: "but where the calculation results in an amount which is not a multiple of €1 the amount so calculated shall be rounded down to the nearest €." },
        { text: "but where the calculation results in an amount which is not a multiple of €1 the amount so calculated shall be rounded down to the nearest €.", source: STAMP_SOURCES.fa2024 },
      ],
    },
  ],
};

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
  unit: "percent of the price",
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
  unit: "times gross income",
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

/* ---------------- Buying: conditions of the Central Bank's limits (kind "condition") ---------------- */

/**
 * Who a scheme or a limit is open to, as the tools ask it (BUYER_FIELDS in
 * content/tools/common.ts): a first-time buyer, a "fresh start" buyer (owned
 * a home before, but a marriage, civil partnership or relationship ended, or
 * insolvency or bankruptcy took it, and no longer has any interest in it),
 * or anyone else who has owned a home. The Central Bank, Help to Buy, the
 * First Home Scheme and the Local Authority Home Loan each draw the line in
 * a different place, so each has its own condition rule with this value.
 */
export interface BuyerCondition {
  /** The sentence the tools and pages say, plain text. */
  words: string;
  /** The buyers the scheme (or the first-time buyer limits) is open to. */
  buyers: readonly BuyerType[];
}

/** Reports of the Central Bank's 2022 review, for what its own pages found here do not say in words. */
const CB_REPORTS = {
  irishTimes2022: { name: "The Irish Times, 19 October 2022", url: "https://www.irishtimes.com/business/2022/10/19/central-bank-to-ease-mortgage-lending-rules-from-january/" },
  irishTimes2023: { name: "The Irish Times, 28 February 2023", url: "https://www.irishtimes.com/your-money/2023/02/28/divorce-separated-buy-new-home-house-mortgage-rules-change/" },
  arthurCox: { name: "Arthur Cox (solicitors), 20 October 2022, on Mondaq", url: "https://www.mondaq.com/ireland/financial-services/1242098/central-bank-adjusts-its-mortgage-measures-framework" },
  mortgage123: { name: "Mortgage123 (mortgage broker): First Time Buyer Definition", url: "https://mortgage123.ie/first-time-buyer-definition/" },
} as const satisfies Record<string, Authority>;

/**
 * Who gets the first-time buyer limits (4 times income since 2023). The
 * Central Bank counts loans, not homes: a first-time buyer is a borrower who
 * has never had a mortgage. From January 2023 it also counts a "fresh start"
 * borrower. The definitions are in the Central Bank's regulations; the
 * stored copies of its own pages found here give the limits but not these
 * words, so both periods are "reported" (a broker quoting the definition,
 * the Irish Times and Arthur Cox on the 2022 change), with the Central Bank's
 * own announcement for the date.
 */
export const mortgageFirstTimeBuyerRule: Rule<BuyerCondition> = {
  id: "mortgage-first-time-buyer",
  title: "Who counts as a first-time buyer for the Central Bank's limits",
  kind: "condition",
  unit: "condition (words, and the buyers who get the first-time buyer limits)",
  describe: (v) => v.words,
  pages: ["/tools/borrowing", "/buying/plan"],
  checked: "2026-11-28",
  periods: [
    {
      value: {
        words:
          "For the Central Bank's limits, a first-time buyer was someone who had never had a mortgage. Someone who had one before, even after a divorce, separation or insolvency, was a second or subsequent buyer.",
        buyers: ["first"],
      },
      from: "2015-02-09",
      until: "2022-12-31",
      source: CB_REPORTS.mortgage123,
      certainty: "reported",
      quotes: [
        {
          text: "‘A first-time buyer is defined as a borrower to whom no housing loan has ever before been advanced. Where the borrower under a housing loan is more than one person and one or more of those persons has previously been advanced a housing loan, none of those persons is a first-time buyer.’",
        },
        {
          text: "Until recently, people who were divorced or separated were treated as second-time buyers by lenders when it came to buying a home (assuming they had previously owned one).",
          source: CB_REPORTS.irishTimes2023,
        },
      ],
    },
    {
      value: {
        words:
          "For the Central Bank's limits, a first-time buyer is someone who has never had a mortgage, or a “fresh start” buyer: someone who had one but no longer has any interest in that home because a marriage, civil partnership or relationship ended, or after insolvency or bankruptcy. If one of two buyers has had a mortgage before (a fresh start aside), both count as second buyers.",
        buyers: ["first", "fresh-start"],
      },
      from: "2023-01-01",
      until: null,
      source: CB_REPORTS.irishTimes2022,
      certainty: "reported",
      quotes: [
        {
          text: "The bank has also decided to broaden its definition of a first-time buyer to include borrowers who are separated or divorced or have undergone insolvency or bankruptcy and no longer have an interest in their previous property.",
        },
        {
          text: "the criteria for a borrower to be considered an FTB for the purposes of the mortgage measures have been adjusted so that borrowers who are divorced or separated or have undergone bankruptcy or insolvency may be considered FTBs for the purposes of the mortgage measures (where they no longer have an interest in the previous property).",
          source: CB_REPORTS.arthurCox,
        },
        { text: "New rules will take effect in January 2023.", source: CENTRAL_BANK.review2022, certainty: "official", supports: "the month the change took effect" },
        {
          text: "‘A first-time buyer is defined as a borrower to whom no housing loan has ever before been advanced. Where the borrower under a housing loan is more than one person and one or more of those persons has previously been advanced a housing loan, none of those persons is a first-time buyer.’",
          source: CB_REPORTS.mortgage123,
        },
      ],
    },
  ],
};

/** The Central Bank's deposit for a home bought to let, and what that means for a tool that works out a home to live in. */
export interface BuyToLetCondition {
  words: string;
  /** Minimum deposit for a buy-to-let mortgage, % of the price. */
  depositPercent: number;
}

/**
 * The limits the tools work out are those for a home the buyer will live in.
 * A home bought to let needs a 30% deposit (a 70% loan-to-value limit).
 */
export const mortgageBuyToLetRule: Rule<BuyToLetCondition> = {
  id: "mortgage-buy-to-let",
  title: "Mortgage limits for a home bought to let (Central Bank)",
  kind: "condition",
  unit: "condition (words, and the minimum deposit in percent of the price)",
  describe: (v) => v.words,
  pages: ["/tools/borrowing"],
  checked: "2026-11-28",
  figures: (v) => [v.depositPercent, 100 - v.depositPercent],
  periods: [
    {
      value: {
        words: "These limits are for a home you will live in. For a home bought to let, the Central Bank requires a deposit of at least 30% of the price.",
        depositPercent: 30,
      },
      from: null,
      until: null,
      source: CENTRAL_BANK.explainer,
      certainty: "official",
      quotes: [
        { text: "Buy-to-let buyers need to have a minimum deposit of 30%." },
        { text: "LTV for buy-to-let buyers will remain at 70%.", source: CENTRAL_BANK.review2022 },
      ],
    },
  ],
};

/** How much of its lending a lender may make above the limits in a year, % of its lending to each kind of buyer. */
export interface AllowanceCondition {
  words: string;
  firstTimePercent: number;
  otherPercent: number;
  buyToLetPercent: number;
}

/**
 * The lenders' allowance: a share of each lender's lending may go above the
 * limits. The tools cannot know whether a lender will use it for a reader,
 * so they state it beside the limits; the First Home Scheme will not take a
 * buyer who uses it (first-home-participating-lender).
 */
export const mortgageAllowancesRule: Rule<AllowanceCondition> = {
  id: "mortgage-measures-allowances",
  title: "Lending above the Central Bank's limits (allowances)",
  kind: "condition",
  unit: "condition (words, and percent of each lender's lending to each kind of buyer)",
  describe: (v) => v.words,
  pages: ["/tools/borrowing", "/buying/plan"],
  checked: "2026-11-28",
  figures: (v) => [v.firstTimePercent, v.otherPercent, v.buyToLetPercent],
  periods: [
    {
      value: {
        words:
          "A lender may go above these limits for some borrowers: each year up to 15% of its lending to first-time buyers, 15% to second and subsequent buyers and 10% to buy-to-let buyers, in line with its own credit policy. It decides who gets this; you cannot claim it.",
        firstTimePercent: 15,
        otherPercent: 15,
        buyToLetPercent: 10,
      },
      from: "2023-01-01",
      until: null,
      source: CENTRAL_BANK.explainer,
      certainty: "official",
      quotes: [
        { text: "15 per cent of first-time-buyer lending can take place above the limits." },
        { text: "15 per cent of second and subsequent buyer lending can take place above the limits." },
        { text: "10 per cent of buy-to-let-buyer lending can take place above the limits." },
        { text: "Lenders will continue to be able to lend a certain amount above these limits, in line with their own credit policies.", source: CENTRAL_BANK.review2022 },
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


/** This file's dated rules, for /changes and its feed (facts/dated-rules.ts). */
export const BUYING_RULES: readonly AnyRule[] = [
  stampDutyRatesRule,
  stampDutyRoundingRule,
  mortgageDeposit,
  loanToIncome,
  mortgageFirstTimeBuyerRule,
  mortgageBuyToLetRule,
  mortgageAllowancesRule,
];
