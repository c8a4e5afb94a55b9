/**
 * Government schemes: Help to Buy, First Home, Mortgage Allowance, Cost Rental, social housing.
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 */
import { LAST_REVIEWED } from "../reviewed";
import { SOURCES } from "../sources";
import type { AnyRule } from "../dated";
import type { Group } from "./common";

/* ---------------- Schemes ---------------- */
export const helpToBuy = {
  source: SOURCES.revenueHelpToBuy,
  reviewed: LAST_REVIEWED,
  maxRefund: 30_000,
  /** Refund is the lowest of maxRefund, this % of the price, or (self-build) this % of completion value. */
  pricePercent: 10,
  completionValuePercent: 10,
  maxPropertyValue: 500_000,
  minMortgagePercent: 70,
  /** Years the buyer must live in the home. */
  occupancyYears: 5,
  /** Years of income tax paid that the refund is drawn from. */
  taxYears: 4,
  htb1ValidMonths: 12,
  htb2ClaimWithinMonths: 12,
  /** Share of the refund repaid if the home is sold, by year of ownership; none after year 5. */
  clawback: [
    { year: 1, percent: 100 },
    { year: 2, percent: 80 },
    { year: 3, percent: 60 },
    { year: 4, percent: 40 },
    { year: 5, percent: 20 },
  ],
  examples: [
    { price: 350_000, refund: 30_000 },
    { price: 250_000, refund: 25_000 },
  ],
  /** The scheme page's reading: extended to the end of 2025. */
  endDatePage: "the end of 2025",
  /** The Budget article's reading: extended to December 2027. */
  endDateBudget: "December 2027",
} as const satisfies Group & Record<string, unknown>;

export type FirstHomeArea = "dublin" | "cities" | "rest";

export const firstHome = {
  source: SOURCES.firstHomeScheme,
  reviewed: LAST_REVIEWED,
  maxSharePercent: 30,
  maxShareWithHelpToBuyPercent: 20,
  minDepositPercent: 10,
  minMortgagePercent: 70,
  priceCeilings: [
    { area: "dublin", label: "Dublin", ceiling: 475_000 },
    { area: "cities", label: "Cork, Galway, Limerick and Waterford", ceiling: 400_000 },
    { area: "rest", label: "Rest of Ireland", ceiling: 375_000 },
  ] as { area: FirstHomeArea; label: string; ceiling: number }[],
  eligibilityCertificateValidMonths: 6,
  minPartialRedemptionPercent: 5,
  availableUntil: "2025",
  /** Scheme page example: a 90,000 gap on a 350,000 home is a 25.7% share; a later 400,000 sale repays 102,800. */
  schemeExample: { price: 350_000, gap: 90_000, sharePercent: 25.7, salePrice: 400_000, repayment: 102_800 },
  /** First-time buyer page example. */
  buyerExample: { income: 60_000, price: 350_000, mortgage: 240_000, deposit: 35_000, gap: 75_000, gapPercent: 21 },
  /**
   * The scheme's phone line as the scheme itself publishes it (SOURCES.firstHomeSchemeRedemption).
   * No e-mail address could be confirmed from an official page, so pages link to the official site instead.
   */
  helplinePhone: { display: "0818 275 662", href: "tel:0818275662", publishedAt: SOURCES.firstHomeSchemeRedemption },
} as const satisfies Group & Record<string, unknown>;

export const mortgageAllowance = {
  source: SOURCES.citizensSocialHousing,
  reviewed: LAST_REVIEWED,
  total: 11_450,
  years: 5,
  payments: [
    { year: 1, amount: 3_560 },
    { year: 2, amount: 2_800 },
    { year: 3, amount: 2_040 },
    { year: 4, amount: 1_780 },
    { year: 5, amount: 1_270 },
  ],
  minimumMortgage: 38_092.14,
} as const satisfies Group & Record<string, unknown>;

export const costRental = {
  source: SOURCES.costRentalInfo,
  reviewed: LAST_REVIEWED,
  /** Net household income limit per year. */
  incomeLimit: 53_000,
  homesPerYear: 2_000,
  /** Rent is about this % below the local market. */
  belowMarketPercent: 25,
  stages: ["Check eligibility", "Register interest", "Application and allocation"],
  /** Figures quoted by the blog. */
  leaseYears: 6,
  unitsPlanned: 18_000,
  unitsPlannedBy: 2030,
} as const satisfies Group & Record<string, unknown>;

export type SocialHousingBand = 1 | 2 | 3;

export const socialHousing = {
  source: SOURCES.citizensSocialHousing,
  reviewed: LAST_REVIEWED,
  rentPercentOfIncome: 15,
  waitYears: { min: 2, max: 12 },
  form: "HAS1",
  renewal: "annually",
  incomeBands: [
    { band: 1, areas: "Dublin, Kildare, Wicklow and others", min: 35_000, max: 42_000 },
    { band: 2, areas: "Cork, Galway, Limerick and others", min: 30_000, max: 36_000 },
    { band: 3, areas: "Other areas", min: 25_000, max: 30_000 },
  ] as { band: SocialHousingBand; areas: string; min: number; max: number }[],
  stages: ["Contact your local authority", "Complete the form", "Gather documents", "Assessment", "Added to the housing list"],
} as const satisfies Group & Record<string, unknown>;


/** This file's dated rules, for /changes and its feed (content/rules.ts). */
export const SCHEME_RULES: readonly AnyRule[] = [];
