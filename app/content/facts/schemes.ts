/**
 * Government schemes: Help to Buy, the First Home Scheme, the Local Authority
 * Home Loan, the Mortgage Allowance Scheme, Cost Rental and social housing.
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 *
 * Every figure a law or a scheme changes is a dated rule below (issue 14):
 * pages, the scheme-amounts tool and the questionnaire ask `valueOn(rule,
 * today)` / `ruleOn(rule, today)` and never read a figure at module load.
 * The plain groups further down (`helpToBuy`, `firstHome`, …) hold what does
 * not change with the law (worked examples, steps, clawback table), plus the
 * specification's old readings under names other modules still import: they
 * are marked @deprecated and stay only until those modules use the rules.
 *
 * All rule ids are stable (anchors on /changes, Atom entry ids): never rename one.
 */
import { eur, pct } from "~/lib/format";
import type { AnyRule, Authority, Rule } from "../dated";
import type { CouncilId } from "../local-authorities";
import { SOURCES, type Source } from "../sources";
import { STATUTES } from "../statutes";
import type { Group } from "./common";

/** The day these rules were last checked against their sources. */
const CHECKED = "2026-11-24";

/* ======================= Where the figures come from ======================= */

/**
 * Official pages and the reports this file relies on, one place for each URL.
 * The Oireachtas record is cited through KildareStreet.com, which republishes
 * it with stable links to each answer.
 */
export const SCHEME_SOURCES = {
  htbDailAnswer: { name: "Dáil written answer, 22 October 2025 (Minister for Finance)", url: "https://www.kildarestreet.com/wrans/?id=2025-10-22a.88" },
  revenueVatApartments: { name: "Revenue: VAT on qualifying apartments", url: "https://www.revenue.ie/en/vat/vat-on-property-and-construction/qualifying-apartments/index.aspx" },
  govFirstHome: { name: "gov.ie: First Home Scheme", url: "https://www.gov.ie/en/service/982d6-first-home-scheme/" },
  theJournalFirstHome: { name: "TheJournal.ie, 13 May 2025", url: "https://www.thejournal.ie/first-home-scheme-extended-two-years-6702958-May2025/" },
  sefsFirstHome: { name: "SEFS: First Home Scheme summary", url: "https://www.sefs.ie/first-home-scheme/" },
  oneFamilyFirstHome: { name: "One Family: The First Home Scheme", url: "https://onefamily.ie/information-service-helpline/housing/buying-a-property/the-first-home-scheme/" },
  myHomeCeilings: { name: "MyHome.ie: First Home Scheme extended in 17 areas nationwide", url: "https://news.myhome.ie/myhome-living/first-home-scheme-extended-in-17-areas-nationwide-37053" },
  newsbeepCeilings: { name: "Newsbeep (Irish Independent report): ceilings after the 17-area review", url: "https://www.newsbeep.com/ie/?p=223576" },
  westmeathExaminerCeilings: { name: "Westmeath Examiner, 4 January 2026", url: "https://www.westmeathexaminer.ie/2026/01/04/revised-price-ceilings-to-open-the-first-home-scheme-to-more-buyers-in-westmeath" },
  corkIndependentCeilings: { name: "Cork Independent, July 2025", url: "https://www.corkindependent.com/?p=62182" },
  firstHomeCeilingsPage: { name: "First Home Scheme: property price ceilings", url: "https://www.firsthomescheme.ie/about-the-scheme/property-price-ceilings/" },
  costRentalDailAnswer: { name: "Dáil written answer, 8 July 2025 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2025-07-08a.1236.q" },
  costRentalEcho: { name: "Echo Live (PA), 1 August 2023", url: "https://www.echolive.ie/nationalnews/arid-41195668.html" },
  socialThresholdsDailAnswer: { name: "Dáil written answer, 2 December 2025 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2025-12-02a.904" },
  socialThresholds2011: { name: "Dáil debate, 6 April 2011 (Social Housing Assessment Regulations 2011)", url: "https://www.kildarestreet.com/debate/?id=2011-04-06.198.4" },
  socialBands2022: { name: "Tipp Mid West Radio, 13 September 2022", url: "https://www.tippmidwestradio.com/2022/09/13/co-tipp-sees-no-change-for-social-housing-income-eligibility-model/" },
  socialBands2023: { name: "Nenagh Live, the Department's announcement of 29 November 2022", url: "https://www.nenaghlive.ie/news/national-news/975765/o-brien-confirms-5k-increase-in-social-housing-income-eligibility-thresholds.html" },
  lahlIncomeDailAnswer: { name: "Dáil written answer, 16 February 2023 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2023-02-16a.620" },
  lahlMerrionStreet: { name: "MerrionStreet.ie (Government Information Service), 1 March 2023", url: "https://merrionstreet.ie/en/News-Room/News/major_improvements_to_local_authority_home_loan_take_effect_nationwide.175801.shortcut.html" },
  lahlRatesDailAnswer: { name: "Dáil written answer, 11 June 2024 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2024-06-11a.1177.q" },
  lahlPriceDailAnswer: { name: "Dáil written answer, 28 September 2023 (Minister for Housing)", url: "https://www.oireachtas.ie/en/debates/question/2023-09-28/194/" },
  lahlCanney: { name: "Seán Canney TD, Minister of State (early 2026)", url: "https://www.seancanney.com/minister-sean-canney-welcomes-updated-limits-for-local-authority-home-loan-and-purchase-renovation-loan" },
  lahlExaminer2026: { name: "Irish Examiner: Local authority home loan limits to rise", url: "https://www.irishexaminer.com/news/politics/arid-41795621.html" },
  lahlGovRelease: { name: "gov.ie: Local Authority Mortgages expanded (press release)", url: "https://www.gov.ie/en/department-of-housing-local-government-and-heritage/press-releases/local-authority-mortgages-expanded-as-property-price-ceilings-and-single-income-limit-rise-helping-more-people-to-become-homeowners" },
  localAuthorityHomeLoan: { name: "Local Authority Home Loan (official site)", url: "https://localauthorityhomeloan.ie/" },
  govMortgageAllowance: { name: "gov.ie: Mortgage Allowance Scheme", url: "https://www.gov.ie/en/department-of-housing-local-government-and-heritage/services/mortgage-allowance-scheme" },
  citizensMortgageAllowance: { name: "Citizens Information: Mortgage Allowance Scheme", url: "https://www.citizensinformation.ie/en/housing/owning_a_home/help_with_buying_a_home/mortgage_allowance_scheme.html" },
  clareMortgageAllowance: { name: "Clare County Council: Mortgage Allowance Scheme", url: "https://clarecoco.ie/services/housing/housing-loans/mortgage-allowance-scheme" },
} as const satisfies Record<string, Source>;

const S = SCHEME_SOURCES;
const link = (s: Source, label: string = s.name) => `[${label}](${s.url})`;
const authority = (s: Source, section?: string): Authority => ({ name: s.name, url: s.url, ...(section ? { section } : {}) });

/* ======================= Help to Buy ======================= */

export interface HelpToBuyTerms {
  /** The most Revenue refunds. */
  maxRefund: number;
  /** The refund is at most this % of the price of a new home … */
  pricePercent: number;
  /** … or of a self-build's completion value. */
  completionValuePercent: number;
  /** Price (or completion value) above which the home does not qualify. */
  maxPropertyValue: number;
  /** The mortgage must be at least this % of the price. */
  minMortgagePercent: number;
}

/**
 * Help to Buy (Taxes Consolidation Act 1997, s. 477C): the limits, and the
 * last day a contract can be signed (or a self-build's first drawdown made).
 * The period's `until` is that closing date, so on 1 January 2030 the page
 * says the scheme ended unless a later Finance Act extends it.
 */
export const helpToBuyRule: Rule<HelpToBuyTerms> = {
  id: "help-to-buy",
  title: "Help to Buy",
  describe: (v) =>
    `a refund of up to ${eur(v.maxRefund)} or ${pct(v.pricePercent)} of the price, whichever is lower, on a new home worth ${eur(v.maxPropertyValue)} or less, with a mortgage of at least ${pct(v.minMortgagePercent)} of the price`,
  pages: [
    "/schemes/help-to-buy",
    "/schemes/first-home",
    "/tools/scheme-amounts",
    "/questionnaire",
    "/resources/faq",
    "/resources/blog/2023-budget-housing-impact",
    "/buying/first-time-buyer",
    "/buying/mortgage-process",
  ],
  checked: CHECKED,
  periods: [
    {
      value: { maxRefund: 30_000, pricePercent: 10, completionValuePercent: 10, maxPropertyValue: 500_000, minMortgagePercent: 70 },
      // The €30,000 / 10% limits date from the July 2020 stimulus; this site records them from the closing date's extension.
      from: null,
      until: "2029-12-31",
      note: "for contracts signed (or a self-build's first mortgage drawdown) on or before 31 December 2029",
      // s. 7: "by the substitution of “31 December 2029” for “31 December 2025”". Limits: Dáil answer of 22 October 2025.
      source: { ...STATUTES.financeAct2024, section: "s. 7 (closing date); limits confirmed in the Dáil, 22 October 2025" },
      certainty: "official",
    },
  ],
  earlierClaims: [
    {
      claim: "that Help to Buy had been extended to the end of 2025",
      where: "the Help to Buy page",
      why: `That was the closing date [Finance (No. 2) Act 2023, s. 6](${STATUTES.financeNo2Act2023.url}) set in December 2023. [Finance Act 2024, s. 7](${STATUTES.financeAct2024.url}) replaced it with 31 December 2029 before it arrived, so the scheme never closed at the end of 2025.`,
    },
    {
      claim: "that Help to Buy had been extended to December 2027",
      where: "the Budget article",
      why: `No Finance Act set that date. [Finance Act 2022, s. 6](${STATUTES.financeAct2022.url}) extended the scheme to the end of 2024, [Finance (No. 2) Act 2023, s. 6](${STATUTES.financeNo2Act2023.url}) to the end of 2025, and [Finance Act 2024, s. 7](${STATUTES.financeAct2024.url}) to 31 December 2029.`,
    },
  ],
};

/**
 * New apartments charged VAT at the reduced 9% rate (Value-Added Tax
 * Consolidation Act 2010, s. 46(1)(cac)) still count as a qualifying home:
 * Finance Act 2025, s. 5, "with effect as on and from 26 November 2025".
 * What applied to such a sale between 8 October and 25 November 2025 is not
 * stated here: the site could not confirm it.
 */
export const helpToBuyVatApartmentsRule: Rule<true> = {
  id: "help-to-buy-9-percent-vat-apartments",
  title: "Help to Buy on new apartments charged 9% VAT",
  describe: () => "a new apartment in an apartment block sold at the reduced 9% VAT rate can qualify for Help to Buy, like any other new home",
  pages: ["/schemes/help-to-buy"],
  checked: CHECKED,
  periods: [
    {
      value: true,
      from: "2025-11-26",
      until: "2029-12-31",
      source: { ...STATUTES.financeAct2025, section: "s. 5 (amending s. 477C of the Taxes Consolidation Act 1997)" },
      certainty: "official",
    },
  ],
};

/* ======================= First Home Scheme ======================= */

export interface FirstHomeTerms {
  /** The scheme's equity share: at most this % of the price … */
  maxSharePercent: number;
  /** … or this % when the buyer also claims Help to Buy. */
  maxShareWithHelpToBuyPercent: number;
  /** Deposit the buyer must have, as a % of the price. */
  minDepositPercent: number;
  /** The smallest share: the higher of this % of the price or `minShareEuro`. */
  minSharePercent: number;
  minShareEuro: number;
}

/**
 * The First Home Scheme (shared equity): its share limits, and the date it is
 * funded to run to. The end date is reported (TheJournal.ie, 13 May 2025: "in
 * operation for another two years until 1 June 2027"); the Minister's own
 * words were "until at least June 2027". The scheme's rules are set by the
 * First Home Scheme DAC, not by statute, and the share limits are reported by
 * secondary summaries of its published terms, so the period is "reported".
 */
export const firstHomeSchemeRule: Rule<FirstHomeTerms> = {
  id: "first-home-scheme",
  title: "First Home Scheme",
  describe: (v) =>
    `an equity share of up to ${pct(v.maxSharePercent)} of the price of a new home (${pct(v.maxShareWithHelpToBuyPercent)} if you also claim Help to Buy), with a deposit of at least ${pct(v.minDepositPercent)} and no household income limit`,
  pages: [
    "/schemes/first-home",
    "/schemes/help-to-buy",
    "/tools/scheme-amounts",
    "/questionnaire",
    "/resources/faq",
    "/resources/blog/2023-budget-housing-impact",
    "/buying/first-time-buyer",
  ],
  checked: CHECKED,
  periods: [
    {
      value: { maxSharePercent: 30, maxShareWithHelpToBuyPercent: 20, minDepositPercent: 10, minSharePercent: 2.5, minShareEuro: 10_000 },
      // Launched on 7 July 2022 (Dáil written answer, 18 January 2023).
      from: "2022-07-07",
      until: "2027-06-01",
      note: "share limits and deposit as summarised from the scheme's terms by SEFS and One Family",
      source: authority(S.theJournalFirstHome, "extension to 1 June 2027"),
      certainty: "reported",
    },
  ],
  earlierClaims: [
    {
      claim: "that the scheme was open until 2025",
      where: "the First Home Scheme page",
      why: `The scheme was due to end in 2025. On 13 May 2025 the Government extended it for two more years, to 1 June 2027, with €30 million more in funding (${link(S.theJournalFirstHome)}).`,
    },
    {
      claim: "a share cap of 35%",
      where: "the Budget article",
      why: `The scheme's share has never been more than 30% of the price, or 20% with Help to Buy (${link(S.sefsFirstHome)}).`,
    },
    {
      claim: "an income limit of €80,000 for a single buyer",
      where: "the Budget article",
      why: `The scheme has no household income limit: your lender's normal borrowing rules decide how much you borrow (${link(S.sefsFirstHome)}; ${link(S.oneFamilyFirstHome)}).`,
    },
  ],
};

/** One council's First Home Scheme price ceilings (the price must not be above them). */
export interface PriceCeiling {
  house: number;
  apartment: number;
}

/**
 * Ceiling per council, or null where the site could not confirm it: the page
 * says so and links to the scheme's own table (never a guess).
 */
export type CeilingTable = Readonly<Record<CouncilId, PriceCeiling | null>>;

const both = (amount: number): PriceCeiling => ({ house: amount, apartment: amount });

/**
 * The ceilings after the review that raised 17 areas by €25,000, in force
 * from 1 January 2026 (Westmeath Examiner, 4 January 2026: "From January 1,
 * following the latest scheduled twice yearly review, price ceilings in 17
 * local authority areas … have increased by €25,000"). The figures are the
 * Irish Independent's report as republished by MyHome.ie and Newsbeep; the
 * scheme's own table (firsthomescheme.ie) was not available to check.
 *
 * Not confirmed, so null: the report's list breaks off at "Clare, Sligo,
 * Offaly, …", so Carlow, Cavan, Clare, Donegal, Leitrim, Longford, Monaghan,
 * Offaly, Roscommon, Sligo and Tipperary are unknown; for Westmeath the
 * reports differ (€400,000 in the Independent's list, €375,000 in the
 * Westmeath Examiner). Where a report gives one figure ("the new threshold
 * will be €475,000") it is taken as the ceiling for houses and apartments.
 */
const CEILINGS_2026: CeilingTable = {
  "dublin-city": both(500_000),
  "dun-laoghaire-rathdown": both(500_000),
  fingal: both(500_000),
  "south-dublin": both(500_000),
  wicklow: both(500_000),
  "cork-city": both(500_000),
  kildare: both(475_000),
  meath: both(475_000),
  "galway-city": both(475_000),
  "cork-county": both(450_000),
  "galway-county": both(450_000),
  limerick: { house: 425_000, apartment: 450_000 },
  louth: both(425_000),
  waterford: { house: 400_000, apartment: 450_000 },
  mayo: both(400_000),
  kilkenny: both(400_000),
  laois: both(400_000),
  wexford: both(400_000),
  kerry: both(400_000),
  westmeath: null,
  carlow: null,
  cavan: null,
  clare: null,
  donegal: null,
  leitrim: null,
  longford: null,
  monaghan: null,
  offaly: null,
  roscommon: null,
  sligo: null,
  tipperary: null,
};

/** Councils whose ceiling reports disagree, with what each says (shown beside the table). */
export const FIRST_HOME_CEILING_CONFLICTS: readonly { council: CouncilId; text: string }[] = [
  {
    council: "westmeath",
    text: `Reports differ for Westmeath: ${link(S.newsbeepCeilings, "the Irish Independent's list")} gives €400,000, the ${link(S.westmeathExaminerCeilings)} €375,000.`,
  },
];

export const firstHomeCeilingsRule: Rule<CeilingTable> = {
  id: "first-home-price-ceilings",
  title: "First Home Scheme price ceilings",
  describe: (v) => {
    const known = Object.values(v).filter((c): c is PriceCeiling => c !== null);
    const lows = known.map((c) => Math.min(c.house, c.apartment));
    const highs = known.map((c) => Math.max(c.house, c.apartment));
    return `price ceilings set for each local authority, from ${eur(Math.min(...lows))} to ${eur(Math.max(...highs))} where reported`;
  },
  pages: ["/schemes/first-home", "/tools/scheme-amounts", "/questionnaire", "/resources/faq", "/buying/first-time-buyer", "/resources/blog/affordable-dublin-areas"],
  checked: CHECKED,
  periods: [
    {
      value: CEILINGS_2026,
      from: "2026-01-01",
      // The ceilings apply while the scheme runs (firstHomeSchemeRule).
      until: "2027-06-01",
      note: "after the review that raised 17 areas by €25,000; the scheme reviews them twice a year",
      source: authority(S.myHomeCeilings, "in force from 1 January 2026 per the Westmeath Examiner"),
      certainty: "reported",
    },
  ],
  earlierClaims: [
    {
      claim: "there were three regional ceilings: Dublin €475,000; Cork, Galway, Limerick and Waterford €400,000; Rest of Ireland €375,000",
      where: "the First Home Scheme page",
      why: `The scheme has always set its ceilings for each of the 31 local authorities, some different for houses and apartments, and reviews them twice a year (${link(S.firstHomeCeilingsPage, "the scheme's table")}). Those three figures were a simplification, and the ceilings have since risen.`,
    },
  ],
};

/* ======================= Local Authority Home Loan ======================= */

export interface LahlIncomeLimits {
  /** Gross income limit for a single applicant. */
  single: number;
  /** Before 1 March 2023 some areas had a lower single limit. */
  singleLowerInSomeAreas?: number;
  /** Combined gross income limit for joint applicants. */
  joint: number;
}

export const lahlIncomeRule: Rule<LahlIncomeLimits> = {
  id: "local-authority-home-loan-income-limits",
  title: "Local Authority Home Loan income limits",
  describe: (v) =>
    v.singleLowerInSomeAreas
      ? `gross income of up to ${eur(v.singleLowerInSomeAreas)} or ${eur(v.single)} for a single applicant, depending on the area, and ${eur(v.joint)} for joint applicants`
      : `gross income of up to ${eur(v.single)} for a single applicant and ${eur(v.joint)} for joint applicants`,
  pages: ["/schemes/local-authorities", "/resources/blog/2023-budget-housing-impact"],
  checked: CHECKED,
  periods: [
    {
      value: { single: 65_000, singleLowerInSomeAreas: 50_000, joint: 75_000 },
      from: null,
      until: "2023-02-28",
      source: authority(S.lahlMerrionStreet),
      certainty: "official",
    },
    {
      value: { single: 70_000, joint: 85_000 },
      from: "2023-03-01",
      until: null,
      source: authority(S.lahlIncomeDailAnswer),
      certainty: "official",
    },
  ],
  earlierClaims: [
    {
      claim: "a single applicant's income limit of €75,000",
      where: "the Budget article",
      why: `The limit for a single applicant has been €70,000 since 1 March 2023 (${link(S.lahlIncomeDailAnswer)}); it was never €75,000. A rise to €80,000 was approved in early 2026, but we could not confirm the date it took effect.`,
    },
  ],
};

export interface LahlRates {
  /** Fixed rate for a loan of up to 25 years, in percent. */
  upTo25Years: number;
  /** Fixed rate for a loan of over 25 and up to 30 years, in percent. */
  upTo30Years: number;
}

/**
 * The fixed rates for new loans. They follow the Housing Finance Agency's
 * cost of funds, so they change from time to time; the rate is fixed at
 * drawdown. This site records them from the Dáil answer of 11 June 2024 and
 * confirmed them unchanged in early 2026 (Minister of State Canney).
 */
export const lahlRatesRule: Rule<LahlRates> = {
  id: "local-authority-home-loan-rates",
  title: "Local Authority Home Loan interest rates",
  describe: (v) => `${pct(v.upTo25Years)} fixed for a loan of up to 25 years and ${pct(v.upTo30Years)} for up to 30 years, whatever the price of the home`,
  pages: ["/schemes/local-authorities", "/resources/blog/2023-budget-housing-impact"],
  checked: CHECKED,
  periods: [
    {
      value: { upTo25Years: 4, upTo30Years: 4.05 },
      from: null,
      until: null,
      note: "for new loans, fixed for the life of the loan at the rate on the day it is drawn down",
      source: authority(S.lahlRatesDailAnswer),
      certainty: "official",
    },
  ],
  earlierClaims: [
    {
      claim: "a rate of 3.5% for homes under €300,000",
      where: "the Budget article",
      why: `The loan's rate depends on its term, not on the price of the home: ${link(S.lahlRatesDailAnswer, "4% fixed for up to 25 years and 4.05% for up to 30")}.`,
    },
  ],
};

/** The most a home bought with the loan may be worth, by council. */
export type LahlPriceTable = Readonly<Record<CouncilId, number>>;

const lahlPrices = (groups: readonly [number, readonly CouncilId[]][]): LahlPriceTable =>
  Object.fromEntries(groups.flatMap(([price, ids]) => ids.map((id) => [id, price]))) as LahlPriceTable;

export const lahlPriceCeilingsRule: Rule<LahlPriceTable> = {
  id: "local-authority-home-loan-price-limits",
  title: "Local Authority Home Loan maximum property values",
  describe: (v) => `homes worth up to ${eur(Math.min(...Object.values(v)))} to ${eur(Math.max(...Object.values(v)))}, depending on the council; the loan is at most 90% of the value`,
  pages: ["/schemes/local-authorities"],
  checked: CHECKED,
  periods: [
    {
      value: lahlPrices([
        [360_000, ["dublin-city", "dun-laoghaire-rathdown", "fingal", "south-dublin", "kildare", "wicklow"]],
        [330_000, ["cork-city", "cork-county", "galway-city", "galway-county", "louth", "meath"]],
        [300_000, ["clare", "kilkenny", "limerick", "waterford", "westmeath", "wexford"]],
        [275_000, ["carlow", "cavan", "donegal", "kerry", "laois", "leitrim", "longford", "mayo", "monaghan", "offaly", "roscommon", "sligo", "tipperary"]],
      ]),
      from: "2023-03-01",
      until: null,
      source: authority(S.lahlPriceDailAnswer),
      certainty: "official",
    },
  ],
};

/**
 * Approved by the Government in early 2026 but not confirmed in force: no
 * official page found gives the date it took effect ("expected to take effect
 * from early Quarter 2, 2026", Minister of State Canney). Not a period, so no
 * page applies it; pages state it as announced, with this source.
 */
export const lahlAnnounced2026 = {
  single: 80_000,
  joint: 85_000,
  expected: "early in the second quarter of 2026",
  /** Reported new maximum property values; the rest of the list was not found. */
  priceLimits: [
    { councils: "Dublin City, Dún Laoghaire-Rathdown, Fingal, South Dublin, Kildare and Wicklow", value: 415_000 },
    { councils: "Cork City, Cork County, Galway City and Meath", value: 375_000 },
    { councils: "Galway County and Louth", value: 345_000 },
  ],
  sources: [S.lahlCanney, S.lahlExaminer2026, S.lahlGovRelease] as readonly Source[],
  certainty: "reported",
} as const;

/* ======================= Mortgage Allowance Scheme ======================= */

export interface MortgageAllowanceTerms {
  total: number;
  payments: readonly { year: number; amount: number }[];
  /** The mortgage must be at least this much. */
  minimumMortgage: number;
}

/**
 * gov.ie's service page (published 19 January 2021, last updated 2 February
 * 2021) and Citizens Information give these amounts; Clare County Council
 * dates them to mortgages created on or after 15 June 2000. No later change
 * was found.
 */
export const mortgageAllowanceRule: Rule<MortgageAllowanceTerms> = {
  id: "mortgage-allowance-scheme",
  title: "Mortgage Allowance Scheme",
  describe: (v) => `up to ${eur(v.total)} over ${v.payments.length} years, paid to your lender, on a mortgage of at least ${eur(v.minimumMortgage)}`,
  pages: ["/schemes/mortgage-allowance", "/questionnaire"],
  checked: CHECKED,
  periods: [
    {
      value: {
        total: 11_450,
        payments: [
          { year: 1, amount: 3_560 },
          { year: 2, amount: 2_800 },
          { year: 3, amount: 2_040 },
          { year: 4, amount: 1_780 },
          { year: 5, amount: 1_270 },
        ],
        minimumMortgage: 38_092.14,
      },
      from: "2000-06-15",
      until: null,
      note: "for mortgages created on or after 15 June 2000 (Clare County Council)",
      source: authority(S.govMortgageAllowance, "page last updated 2 February 2021"),
      certainty: "official",
    },
  ],
};

/* ======================= Cost Rental ======================= */

export interface CostRentalLimits {
  /** Net household income limit for homes in Dublin (the four Dublin councils). */
  dublin: number;
  /** … and everywhere else. */
  elsewhere: number;
}

export const costRentalIncomeRule: Rule<CostRentalLimits> = {
  id: "cost-rental-income-limit",
  title: "Cost Rental income limit",
  describe: (v) =>
    v.dublin === v.elsewhere
      ? `a net household income of up to ${eur(v.dublin)} a year everywhere`
      : `a net household income of up to ${eur(v.dublin)} a year in Dublin and ${eur(v.elsewhere)} elsewhere`,
  pages: ["/schemes/cost-rental", "/questionnaire", "/resources/faq", "/renting/guide", "/resources/blog/tenant-to-homeowner"],
  checked: CHECKED,
  periods: [
    {
      value: { dublin: 53_000, elsewhere: 53_000 },
      from: null,
      until: "2023-07-31",
      source: authority(S.costRentalEcho),
      certainty: "reported",
    },
    {
      value: { dublin: 66_000, elsewhere: 59_000 },
      from: "2023-08-01",
      until: null,
      // "introduced across the Cost Rental sector from 1 August 2023 by the Affordable Housing Act 2021 (Cost Rental Eligibility) Regulations 2023"
      source: authority(S.costRentalDailAnswer),
      certainty: "official",
    },
  ],
};

/* ======================= Social housing ======================= */

export type SocialHousingBand = 1 | 2 | 3;

/** Base net income threshold for a single-person household, by band. */
export type SocialThresholds = Readonly<Record<SocialHousingBand, number>>;

/**
 * The base thresholds (Social Housing Assessment Regulations 2011, as
 * amended). They rise for each extra member of the household, by amounts the
 * site could not confirm from an official page, so no page gives a formula.
 */
export const socialHousingThresholdsRule: Rule<SocialThresholds> = {
  id: "social-housing-income-thresholds",
  title: "Social housing income thresholds",
  describe: (v) => `base net income limits of ${eur(v[1])} in Band 1, ${eur(v[2])} in Band 2 and ${eur(v[3])} in Band 3, for a single person`,
  pages: ["/schemes/social-housing", "/questionnaire", "/resources/faq"],
  checked: CHECKED,
  periods: [
    {
      value: { 1: 35_000, 2: 30_000, 3: 25_000 },
      from: "2011-04-01",
      until: "2022-12-31",
      source: authority(S.socialThresholds2011),
      certainty: "official",
    },
    {
      value: { 1: 40_000, 2: 35_000, 3: 30_000 },
      from: "2023-01-01",
      until: null,
      // "The baseline income thresholds increased by €5,000 for all local authorities with effect from 1 January 2023."
      source: authority(S.socialThresholdsDailAnswer),
      certainty: "official",
    },
  ],
  earlierClaims: [
    {
      claim: "the limits were Band 1 (Dublin, Kildare, Wicklow and others) €35,000 to €42,000; Band 2 (Cork, Galway, Limerick and others) €30,000 to €36,000; Band 3 (Other areas) €25,000 to €30,000",
      where: "the Social Housing page",
      why: `The lower figures were the base limits until 31 December 2022 (${link(S.socialThresholds2011, "Dáil, 6 April 2011")}); the upper ones were the limits for larger households under the rules of that time. The base limits rose by €5,000 on 1 January 2023 (${link(S.socialThresholdsDailAnswer)}). We could not confirm from an official page how much household size now adds, so we no longer give a range.`,
    },
  ],
};

export type SocialBandTable = Readonly<Record<CouncilId, SocialHousingBand>>;

const bands = (b1: readonly CouncilId[], b2: readonly CouncilId[], b3: readonly CouncilId[]): SocialBandTable =>
  Object.fromEntries([...b1.map((id) => [id, 1]), ...b2.map((id) => [id, 2]), ...b3.map((id) => [id, 3])]) as SocialBandTable;

const BAND_1: readonly CouncilId[] = ["cork-city", "dublin-city", "dun-laoghaire-rathdown", "fingal", "galway-city", "meath", "south-dublin", "kildare", "wicklow"];
const BAND_2_ALWAYS: readonly CouncilId[] = ["cork-county", "kerry", "kilkenny", "limerick", "louth", "waterford", "wexford"];
/** Moved from Band 3 to Band 2 on 1 October 2022. */
const MOVED_2022: readonly CouncilId[] = ["carlow", "clare", "galway-county", "laois", "westmeath"];
const BAND_3: readonly CouncilId[] = ["cavan", "donegal", "leitrim", "longford", "mayo", "monaghan", "offaly", "roscommon", "sligo", "tipperary"];

/**
 * Which band each council is in. The base thresholds are official; the lists
 * of councils come from news reports of the Department's announcements (no
 * official page with the full list was found), so these periods are "reported".
 */
export const socialHousingBandsRule: Rule<SocialBandTable> = {
  id: "social-housing-bands",
  title: "Social housing income bands by council",
  describe: (v) => {
    const count = (b: SocialHousingBand) => Object.values(v).filter((x) => x === b).length;
    return `${count(1)} councils in Band 1, ${count(2)} in Band 2 and ${count(3)} in Band 3`;
  },
  pages: ["/schemes/social-housing", "/questionnaire"],
  checked: CHECKED,
  periods: [
    {
      value: bands(BAND_1, BAND_2_ALWAYS, [...BAND_3, ...MOVED_2022]),
      from: null,
      until: "2022-09-30",
      note: "with Carlow, Clare, Galway County, Laois and Westmeath in Band 3",
      source: authority(S.socialBands2022),
      certainty: "reported",
    },
    {
      value: bands(BAND_1, [...BAND_2_ALWAYS, ...MOVED_2022], BAND_3),
      from: "2022-10-01",
      until: null,
      source: authority(S.socialBands2023),
      certainty: "reported",
    },
  ],
};

/* ======================= Groups: what does not change with the law ======================= */

export const helpToBuy = {
  source: SOURCES.revenueHelpToBuy,
  reviewed: CHECKED,
  /** @deprecated Use `valueOn(helpToBuyRule, on).maxRefund`. */
  maxRefund: 30_000,
  /** @deprecated Use `valueOn(helpToBuyRule, on).pricePercent`. */
  pricePercent: 10,
  /** @deprecated Use `valueOn(helpToBuyRule, on).completionValuePercent`. */
  completionValuePercent: 10,
  /** @deprecated Use `valueOn(helpToBuyRule, on).maxPropertyValue`. */
  maxPropertyValue: 500_000,
  /** @deprecated Use `valueOn(helpToBuyRule, on).minMortgagePercent`. */
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
  /** @deprecated The spec's scheme-page reading, kept as an earlier claim of helpToBuyRule. */
  endDatePage: "the end of 2025",
  /** @deprecated The Budget article's reading, kept as an earlier claim of helpToBuyRule. */
  endDateBudget: "December 2027",
} as const satisfies Group & Record<string, unknown>;

/** @deprecated The spec's three regions; ceilings are per council now (firstHomeCeilingsRule). */
export type FirstHomeArea = "dublin" | "cities" | "rest";

export const firstHome = {
  source: SOURCES.firstHomeScheme,
  reviewed: CHECKED,
  /** @deprecated Use `valueOn(firstHomeSchemeRule, on).maxSharePercent`. */
  maxSharePercent: 30,
  /** @deprecated Use `valueOn(firstHomeSchemeRule, on).maxShareWithHelpToBuyPercent`. */
  maxShareWithHelpToBuyPercent: 20,
  /** @deprecated Use `valueOn(firstHomeSchemeRule, on).minDepositPercent`. */
  minDepositPercent: 10,
  minMortgagePercent: 70,
  /**
   * @deprecated The specification's three regional ceilings, which never matched the scheme
   * (an earlier claim of firstHomeCeilingsRule). Use `valueOn(firstHomeCeilingsRule, on)[council]`.
   */
  priceCeilings: [
    { area: "dublin", label: "Dublin", ceiling: 475_000 },
    { area: "cities", label: "Cork, Galway, Limerick and Waterford", ceiling: 400_000 },
    { area: "rest", label: "Rest of Ireland", ceiling: 375_000 },
  ] as { area: FirstHomeArea; label: string; ceiling: number }[],
  eligibilityCertificateValidMonths: 6,
  minPartialRedemptionPercent: 5,
  /** @deprecated Use `ruleOn(firstHomeSchemeRule, on)` and its end date. */
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

export const localAuthorityHomeLoan = {
  source: S.localAuthorityHomeLoan,
  reviewed: CHECKED,
  /** The loan is at most this % of the home's market value. */
  maxLoanToValuePercent: 90,
} as const satisfies Group & Record<string, unknown>;

export const mortgageAllowance = {
  source: S.govMortgageAllowance,
  reviewed: CHECKED,
  /** @deprecated Use `valueOn(mortgageAllowanceRule, on).total`. */
  total: 11_450,
  years: 5,
  /** @deprecated Use `valueOn(mortgageAllowanceRule, on).payments`. */
  payments: [
    { year: 1, amount: 3_560 },
    { year: 2, amount: 2_800 },
    { year: 3, amount: 2_040 },
    { year: 4, amount: 1_780 },
    { year: 5, amount: 1_270 },
  ],
  /** @deprecated Use `valueOn(mortgageAllowanceRule, on).minimumMortgage`. */
  minimumMortgage: 38_092.14,
} as const satisfies Group & Record<string, unknown>;

export const costRental = {
  source: SOURCES.costRentalInfo,
  reviewed: CHECKED,
  /** @deprecated The spec's national €53,000, in force until 31 July 2023. Use `valueOn(costRentalIncomeRule, on)`. */
  incomeLimit: 53_000,
  /** Not re-checked (issue 14 research): the spec's figure, quoted as the Government's commitment. */
  homesPerYear: 2_000,
  /** Rent is at least this % below the local market. */
  belowMarketPercent: 25,
  stages: ["Check eligibility", "Register interest", "Application and allocation"],
  /** Figures quoted by the blog (not re-checked). */
  leaseYears: 6,
  unitsPlanned: 18_000,
  unitsPlannedBy: 2030,
} as const satisfies Group & Record<string, unknown>;

export const socialHousing = {
  source: SOURCES.citizensSocialHousing,
  reviewed: CHECKED,
  rentPercentOfIncome: 15,
  waitYears: { min: 2, max: 12 },
  form: "HAS1",
  renewal: "annually",
  /**
   * @deprecated The specification's bands: the base limits before 1 January 2023 and the
   * largest-household limits of that time. History of socialHousingThresholdsRule now.
   */
  incomeBands: [
    { band: 1, areas: "Dublin, Kildare, Wicklow and others", min: 35_000, max: 42_000 },
    { band: 2, areas: "Cork, Galway, Limerick and others", min: 30_000, max: 36_000 },
    { band: 3, areas: "Other areas", min: 25_000, max: 30_000 },
  ] as { band: SocialHousingBand; areas: string; min: number; max: number }[],
  stages: ["Contact your local authority", "Complete the form", "Gather documents", "Assessment", "Added to the housing list"],
} as const satisfies Group & Record<string, unknown>;

/** This file's dated rules, for /changes and its feed (content/rules.ts). */
export const SCHEME_RULES: readonly AnyRule[] = [
  helpToBuyRule,
  helpToBuyVatApartmentsRule,
  firstHomeSchemeRule,
  firstHomeCeilingsRule,
  lahlIncomeRule,
  lahlRatesRule,
  lahlPriceCeilingsRule,
  mortgageAllowanceRule,
  costRentalIncomeRule,
  socialHousingThresholdsRule,
  socialHousingBandsRule,
];
