/**
 * Every figure the site quotes, written once. Each group names the official
 * source to re-check and the date it was last reviewed, as GOV.UK keeps its
 * rates beside its calculators. Pages, tools and the questionnaire import
 * from here; a change of rule is one edit.
 *
 * All money is in euro. Percentages are written as whole percents (10 = 10%).
 * Where the two specification documents quote different figures for the same
 * thing (Help to Buy end date, rent tax credit), both readings are kept, each
 * for the page that quotes it.
 */
import { LAST_REVIEWED } from "./reviewed";
import { SOURCES, type Source } from "./sources";

export { LAST_REVIEWED };

interface Group {
  source: Source;
  reviewed: string;
}

export interface Band<T = number> {
  /** Inclusive lower bound, in the unit of the table (months, years, euro). */
  from: number;
  /** Exclusive upper bound; null for "and over". */
  to: number | null;
  label: string;
  value: T;
}

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

/* ---------------- Buying: lending rules ---------------- */
export const lending = {
  source: SOURCES.centralBankMortgageMeasures,
  reviewed: LAST_REVIEWED,
  /** Loan-to-income limits. */
  ltiFirstTimeBuyer: 4,
  ltiOtherBuyer: 3.5,
  /** Multiples some lenders allow by exception. */
  ltiExceptions: [4.5, 4.75],
  /** Minimum deposit as a percentage of the price. */
  depositFirstTimeBuyerPercent: 10,
  depositOtherBuyerPercent: 20,
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

/* ---------------- Renting ---------------- */
export const tenancy = {
  source: SOURCES.rtbNotice,
  reviewed: LAST_REVIEWED,
  securityOfTenureMonths: 6,
  /** Notice a tenant must give, by length of tenancy (months). */
  tenantNotice: [
    { from: 0, to: 6, label: "Less than 6 months", value: 28 },
    { from: 6, to: 12, label: "6 months to less than 1 year", value: 35 },
    { from: 12, to: 24, label: "1 year to less than 2 years", value: 42 },
    { from: 24, to: 48, label: "2 years to less than 4 years", value: 56 },
    { from: 48, to: 96, label: "4 years to less than 8 years", value: 84 },
    { from: 96, to: null, label: "8 years or more", value: 112 },
  ] as Band[],
  /** Notice a landlord must give, by length of tenancy (months). */
  landlordNotice: [
    { from: 0, to: 6, label: "Less than 6 months", value: 28 },
    { from: 6, to: 12, label: "6 months to less than 1 year", value: 90 },
    { from: 12, to: 36, label: "1 year to less than 3 years", value: 120 },
    { from: 36, to: 84, label: "3 years to less than 7 years", value: 180 },
    { from: 84, to: 96, label: "7 years to less than 8 years", value: 196 },
    { from: 96, to: null, label: "8 years or more", value: 224 },
  ] as Band[],
  landlordEntryNoticeHours: 24,
  disputeWithinMonths: 6,
  depositMonths: { min: 1, max: 2 },
} as const satisfies Group & Record<string, unknown>;

export const rentPressureZones = {
  source: SOURCES.rtbRpz,
  reviewed: LAST_REVIEWED,
  reviewMonthsInRpz: 24,
  reviewMonthsOutsideRpz: 12,
  /** In an RPZ, rent may rise by the lower of inflation or this % a year. */
  maxAnnualIncreasePercent: 2,
} as const satisfies Group & Record<string, unknown>;

export const renterSupports = {
  source: SOURCES.citizensRenting,
  reviewed: LAST_REVIEWED,
  /** Rental Guide's reading of the Rent Tax Credit. */
  rentTaxCreditSingle: 750,
  rentTaxCreditCouple: 1_500,
  rentSupplementMaxWorkHours: 30,
  rasMinMonthsOnRentSupplement: 18,
  /** Keep rent to no more than this % of gross monthly income. */
  maxRentPercentOfGrossIncome: 30,
  applicationBankStatementMonths: 6,
  applicationPayslipMonths: 3,
  followUpDays: { min: 2, max: 3 },
} as const satisfies Group & Record<string, unknown>;

/* ---------------- The Budget article's figures ---------------- */
export const budget = {
  source: SOURCES.budget,
  reviewed: LAST_REVIEWED,
  rentTaxCredit: 1_000,
  rentTaxCreditExtra: 250,
  rentTaxCreditExtraIncomeBelow: 50_000,
  vacantHomesTaxMultipleOfLpt: 5,
  vacantHomesTaxAfterMonths: 12,
  housingForAllBillion: 5.2,
  firstHomeShareCapPercent: 35,
  firstHomeSingleIncomeLimit: 80_000,
  localAuthorityLoanSingleLimit: 75_000,
  localAuthorityLoanRatePercent: 3.5,
  localAuthorityLoanRateBelowPrice: 300_000,
  retrofitGrant: 35_000,
  solarGrant: 5_000,
  landTaxPercent: 10,
} as const satisfies Group & Record<string, unknown>;
