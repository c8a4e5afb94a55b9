/**
 * Government schemes: Help to Buy, the First Home Scheme, the Local Authority
 * Home Loan, the Mortgage Allowance Scheme, Cost Rental and social housing.
 * See ./index.ts for how figures are kept; dated rules use ./dated.ts.
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
import { latestValue, numbersIn, type AnyRule, type Authority, type Rule } from "./dated";
import type { CouncilId } from "./local-authorities";
import { SOURCES, type Source } from "./sources";
import { sectionOf, STATUTES } from "./statutes";
import type { Group } from "./common";
import type { BuyerCondition } from "./buying";
import type { BuildType } from "./buying-kinds";

/** The day these rules were last checked against their sources. */
const CHECKED = "2026-11-25";

/* ======================= Where the figures come from ======================= */

/**
 * Official pages and the reports this file relies on, one place for each URL.
 * The Oireachtas record is cited through KildareStreet.com, which republishes
 * it with stable links to each answer.
 */
export const SCHEME_SOURCES = {
  htbDailAnswer: { name: "Dáil written answer, 22 October 2025 (Minister for Finance)", url: "https://www.kildarestreet.com/wrans/?id=2025-10-22a.88" },
  htbMortgageDailAnswer: { name: "Dáil written answer, 29 April 2025 (Minister for Finance)", url: "https://www.oireachtas.ie/en/debates/question/2025-04-29/592/" },
  revenueHtbApply: { name: "Revenue: How do you apply for Help to Buy?", url: "https://www.revenue.ie/en/property/help-to-buy-incentive/how-do-you-apply-for-help-to-buy-htb.aspx" },
  revenueHtbHowMuch: { name: "Revenue: Help to Buy, how much can you claim?", url: "https://www.revenue.ie/en/property/help-to-buy-incentive/how-much-can-you-claim.aspx" },
  revenueVatApartments: { name: "Revenue: VAT on qualifying apartments", url: "https://www.revenue.ie/en/vat/vat-on-property-and-construction/qualifying-apartments/index.aspx" },
  govFirstHome: { name: "gov.ie: First Home Scheme", url: "https://www.gov.ie/en/service/982d6-first-home-scheme/" },
  theJournalFirstHome: { name: "TheJournal.ie, 13 May 2025", url: "https://www.thejournal.ie/first-home-scheme-extended-two-years-6702958-May2025/" },
  southEastRadioFirstHome: { name: "South East Radio, 13 May 2025 (the Minister's announcement)", url: "https://www.southeastradio.ie/first-home-scheme-extended-to-2027-with-e30-million-boost/" },
  firstHomeAbout: { name: "First Home Scheme: About the scheme", url: "https://www.firsthomescheme.ie/about/" },
  firstHomeRules: { name: "First Home Scheme: Rules and eligibility", url: "https://www.firsthomescheme.ie/faqs/rules-and-eligibility/" },
  sefsFirstHome: { name: "SEFS: First Home Scheme summary", url: "https://www.sefs.ie/first-home-scheme/" },
  oneFamilyFirstHome: { name: "One Family: The First Home Scheme", url: "https://onefamily.ie/information-service-helpline/housing/buying-a-property/the-first-home-scheme/" },
  myHomeCeilings: { name: "MyHome.ie: First Home Scheme extended in 17 areas nationwide", url: "https://news.myhome.ie/myhome-living/first-home-scheme-extended-in-17-areas-nationwide-37053" },
  newsbeepCeilings: { name: "Newsbeep (Irish Independent report): ceilings after the 17-area review", url: "https://www.newsbeep.com/ie/?p=223576" },
  westmeathExaminerCeilings: { name: "Westmeath Examiner, 4 January 2026", url: "https://www.westmeathexaminer.ie/2026/01/04/revised-price-ceilings-to-open-the-first-home-scheme-to-more-buyers-in-westmeath" },
  corkIndependentCeilings: { name: "Cork Independent, July 2025", url: "https://www.corkindependent.com/?p=62182" },
  firstHomeCeilingsPage: { name: "First Home Scheme: property price ceilings", url: "https://www.firsthomescheme.ie/about-the-scheme/property-price-ceilings/" },
  costRentalDailAnswer: { name: "Dáil written answer, 8 July 2025 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2025-07-08a.1236.q" },
  costRentalEcho: { name: "Echo Live (PA), 1 August 2023", url: "https://www.echolive.ie/nationalnews/arid-41195668.html" },
  rtbUnlimitedDuration: { name: "Residential Tenancies Board: Tenancies of Unlimited Duration", url: "https://www.rtb.ie/news/tenancies-of-unlimited-duration" },
  socialThresholdsDailAnswer: { name: "Dáil written answer, 2 December 2025 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2025-12-02a.904" },
  socialThresholds2011: { name: "Dáil debate, 6 April 2011 (Social Housing Assessment Regulations 2011)", url: "https://www.kildarestreet.com/debate/?id=2011-04-06.198.4" },
  socialBands2022: { name: "Tipp Mid West Radio, 13 September 2022", url: "https://www.tippmidwestradio.com/2022/09/13/co-tipp-sees-no-change-for-social-housing-income-eligibility-model/" },
  socialBands2023: { name: "Nenagh Live, the Department's announcement of 29 November 2022", url: "https://www.nenaghlive.ie/news/national-news/975765/o-brien-confirms-5k-increase-in-social-housing-income-eligibility-thresholds.html" },
  socialThresholdsMay2025: { name: "Dáil written answer, 15 May 2025 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2025-05-15a.5" },
  socialThresholds2011Release: { name: "MerrionStreet.ie, 1 April 2011 (Minister Penrose)", url: "https://merrionstreet.ie/en/news-room/releases/penrose-announces-revised-approach-to-the-assessment-of-social-housing-need.html" },
  lahlIncomeDailAnswer: { name: "Dáil written answer, 16 February 2023 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2023-02-16a.620" },
  lahlMerrionStreet: { name: "MerrionStreet.ie (Government Information Service), 1 March 2023", url: "https://merrionstreet.ie/en/News-Room/News/major_improvements_to_local_authority_home_loan_take_effect_nationwide.175801.shortcut.html" },
  lahlRatesDailAnswer: { name: "Dáil written answer, 11 June 2024 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2024-06-11a.1177.q" },
  lahlPriceDailAnswer: { name: "Dáil written answer, 28 September 2023 (Minister for Housing)", url: "https://www.oireachtas.ie/en/debates/question/2023-09-28/194/" },
  lahlMerrionStreet2023: {
    name: "MerrionStreet.ie (Government News Service): Major improvements to Local Authority Home Loan take effect nationwide (1 March 2023)",
    url: "https://merrionstreet.ie/en/News-Room/News/major_improvements_to_local_authority_home_loan_take_effect_nationwide.175801.shortcut.html",
  },
  lahlLaois: { name: "Laois County Council: Local Authority Home Loan", url: "https://laois.ie/housing/housing-schemes/local-authority-home-loan" },
  lahlCanney: { name: "Seán Canney TD, Minister of State (early 2026)", url: "https://www.seancanney.com/minister-sean-canney-welcomes-updated-limits-for-local-authority-home-loan-and-purchase-renovation-loan" },
  lahlMyHome2023: { name: "MyHome.ie: Significant improvements announced to Local Authority Home Loan scheme", url: "https://news.myhome.ie/buying/significant-improvements-announced-to-local-authority-home-loan-scheme-29386" },
  lahlExaminer2026: { name: "Irish Examiner: Local authority home loan limits to rise", url: "https://www.irishexaminer.com/news/politics/arid-41795621.html" },
  lahlGovRelease: { name: "gov.ie: Local Authority Mortgages expanded (press release)", url: "https://www.gov.ie/en/department-of-housing-local-government-and-heritage/press-releases/local-authority-mortgages-expanded-as-property-price-ceilings-and-single-income-limit-rise-helping-more-people-to-become-homeowners" },
  localAuthorityHomeLoan: { name: "Local Authority Home Loan (official site)", url: "https://localauthorityhomeloan.ie/" },
  lahlAbout: { name: "Local Authority Home Loan: What is a Local Authority Home Loan?", url: "https://localauthorityhomeloan.ie/about/" },
  lahlContact: { name: "Local Authority Home Loan: Contact us (questions on eligibility)", url: "https://localauthorityhomeloan.ie/contact/" },
  citizensFirstHome: { name: "Citizens Information: Affordable housing schemes (First Home Scheme)", url: "https://www.citizensinformation.ie/en/housing/owning_a_home/help_with_buying_a_home/affordable_housing.html" },
  govFirstHomeLaunch: {
    name: "gov.ie: Brand new €400 million First Home scheme (press release, 7 July 2022)",
    url: "https://gov.ie/ga/an-roinn-tith%C3%ADochta-rialtais-%C3%A1it%C3%BAil-agus-oidhreachta/preaseisiuinti/brand-new-400-million-first-home-scheme-to-make-home-ownership-a-reality-for-first-time-buyers",
  },
  irishTimesFreshStart: { name: "The Irish Times, 28 February 2023", url: "https://www.irishtimes.com/your-money/2023/02/28/divorce-separated-buy-new-home-house-mortgage-rules-change/" },
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

/** Finance Act 2016, s. 9: the section that inserted s. 477C (Help to Buy) into the Taxes Consolidation Act 1997. */
const HTB_2016 = sectionOf(STATUTES.financeAct2016, "9", "s. 9 (s. 477C of the Taxes Consolidation Act 1997)");
/** The €500,000 limit in the Act's own words: s. 477C as inserted by Finance Act 2016, s. 9, for contracts from 1 January 2017. */
const HTB_500K = { text: "(iii) where the purchase value is not greater than— … (II) in all other cases, €500,000;", source: HTB_2016 };
/** The mortgage of at least 70% of the price, in the Act's own words (s. 477C(11), unchanged since 2016). */
const HTB_70 = { text: "(11) The loan-to-value ratio in respect of a claim under this section shall not be less than 70 per cent.", source: HTB_2016 };

/**
 * Help to Buy (Taxes Consolidation Act 1997, s. 477C), period by period, for
 * a contract signed (or a self-build's first mortgage drawdown made) on the
 * date. Each period's `until` is the last day its terms apply, so on
 * 1 January 2030 the page says the scheme ended unless a later Finance Act
 * extends it. Read in the Acts as enacted (legalize-dev/legalize-ie):
 * - Finance Act 2016, s. 9 inserted s. 477C: from 19 July 2016, the lesser of
 *   €20,000 and 5% of the price, on a home worth up to €600,000 for a contract
 *   signed in 2016 and €500,000 after, with a mortgage of at least 70%;
 *   a qualifying period to 31 December 2019, which Finance Act 2019, s. 16
 *   extended to 2021;
 * - Financial Provisions (Covid-19) (No. 2) Act 2020, s. 8 (the July Jobs
 *   Stimulus) inserted s. 477C(5A): €30,000 and 10% from 23 July 2020 to
 *   31 December 2020, which each Finance Act since extended: to December
 *   2021 (Finance Act 2020, s. 7), 2022 (Finance Act 2021, s. 5), 2024
 *   (Finance Act 2022, s. 6), 2025 (Finance (No. 2) Act 2023, s. 6) and
 *   31 December 2029 (Finance Act 2024, s. 7), each before the end it
 *   replaced arrived. So the terms never changed between those dates: one
 *   period, whose quotes give each Act's words and what they set.
 */
export const helpToBuyRule: Rule<HelpToBuyTerms> = {
  id: "help-to-buy",
  title: "Help to Buy",
  unit: "EUR and percent of the price",
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
  figures: (v) => [v.maxRefund, v.pricePercent, v.maxPropertyValue, v.minMortgagePercent],
  onlyWhileInForce: [/Help to Buy is open for contracts/i],
  periods: [
    {
      value: { maxRefund: 20_000, pricePercent: 5, completionValuePercent: 5, maxPropertyValue: 600_000, minMortgagePercent: 70 },
      from: "2016-07-19",
      until: "2016-12-31",
      note: "with a higher value limit, for contracts signed in 2016",
      source: HTB_2016,
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [
        { text: "‘qualifying period’ means the period commencing on 19 July 2016 and ending on 31 December 2019;" },
        { text: "(i) the amount of €20,000," },
        { text: "(iii) the amount equal to 5 per cent of the purchase value of the qualifying residence or self-build qualifying residence, as the case may be." },
        {
          text: "(I) where in the period commencing on 19 July 2016 and ending on 31 December 2016, a contract referred to in subsection (3)(a) is entered into between a claimant and a qualifying contractor or the first tranche of a qualifying loan referred to in subsection (3)(b) is drawn down by a claimant, €600,000, or",
        },
        HTB_70,
      ],
    },
    {
      value: { maxRefund: 20_000, pricePercent: 5, completionValuePercent: 5, maxPropertyValue: 500_000, minMortgagePercent: 70 },
      from: "2017-01-01",
      until: "2020-07-22",
      note: "the original scheme",
      source: HTB_2016,
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [
        { text: "(i) the amount of €20,000," },
        { text: "(iii) the amount equal to 5 per cent of the purchase value of the qualifying residence or self-build qualifying residence, as the case may be." },
        HTB_500K,
        HTB_70,
        {
          text: "(a) in subsection (1), in the definition of “qualifying period”, by substituting “2021” for “2019”,",
          source: sectionOf(STATUTES.financeAct2019, "16"),
          supports: "the scheme's continuation past 31 December 2019",
        },
        { text: "The original HTB scheme applies from 1 January 2017 to 22 July 2020.", source: S.revenueHtbHowMuch, supports: "the original scheme's dates" },
      ],
    },
    {
      value: { maxRefund: 30_000, pricePercent: 10, completionValuePercent: 10, maxPropertyValue: 500_000, minMortgagePercent: 70 },
      from: "2020-07-23",
      until: "2029-12-31",
      note: "for contracts signed (or a self-build's first mortgage drawdown) on or before 31 December 2029: the July 2020 stimulus's rate, first to the end of 2020, extended by each Finance Act since (to 2021, 2022, 2024, 2025, then 2029)",
      source: sectionOf(STATUTES.financeAct2024, "7", "s. 7 (closing date); limits confirmed in the Dáil, 22 October 2025"),
      certainty: "official",
      quotes: [
        { text: "in the definition of “qualifying period”, by the substitution of “31 December 2029” for “31 December 2025”" },
        { text: "(b) in subsection (5A), by the substitution of “31 December 2029” for “31 December 2025”," },
        {
          text: "“(5A) Where an individual has, in that part of the qualifying period beginning on 23 July 2020 and ending on 31 December 2020, either—",
          source: sectionOf(STATUTES.financialProvisionsCovidNo2Act2020, "8"),
          supports: "the enhanced rate from 23 July 2020, first to 31 December 2020",
        },
        { text: "(i) in subparagraph (i) of that paragraph, ‘€30,000’ shall be substituted for ‘€20,000’;", source: sectionOf(STATUTES.financialProvisionsCovidNo2Act2020, "8") },
        { text: "(ii) in subparagraph (iii) of that paragraph, ‘10 per cent’ shall be substituted for ‘5 per cent’.”.", source: sectionOf(STATUTES.financialProvisionsCovidNo2Act2020, "8") },
        { text: "An enhanced HTB scheme was introduced in 2020 as part of the Government's July Jobs Stimulus Plan.", source: S.revenueHtbHowMuch, supports: "the enhanced rate as the July Jobs Stimulus's" },
        {
          text: "Section 477C of the Principal Act is amended, in subsection (5A), by substituting “December 2021” for “December 2020”.",
          source: sectionOf(STATUTES.financeAct2020, "7"),
          supports: "the first extension, to December 2021",
        },
        { text: "(b) in subsection (5A), by the substitution of “2022” for “2021”,", source: sectionOf(STATUTES.financeAct2021, "5"), supports: "the extension to 2022" },
        { text: "(b) in subsection (5A), by the substitution of “2024” for “2022”,", source: sectionOf(STATUTES.financeAct2022, "6"), supports: "the extension to 2024, the closing date until Finance (No. 2) Act 2023" },
        { text: "(b) in subsection (5A), by the substitution of “2025” for “2024”,", source: sectionOf(STATUTES.financeNo2Act2023, "6"), supports: "the extension to 2025" },
        {
          text: "The level of support available to first time buyers under the HTB scheme, is whichever is the lesser of: €30,000; or 10 per cent of the purchase price of the new property; or, the amount of Income Tax and DIRT paid in the four years before application for the relief.",
          source: S.htbDailAnswer,
        },
        HTB_500K,
        // The same limit stated outright by the Minister for Finance (oireachtas.ie, 29 April 2025, question 592).
        { text: "Additionally, the purchase value/approved valuation of the property must not exceed €500,000.", source: S.htbMortgageDailAnswer },
        {
          text: "a qualifying first-time purchaser (“FTP”) must take out a loan in an amount equal to at least 70 per cent of the purchase value",
          source: S.htbMortgageDailAnswer,
        },
      ],
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
  unit: "boolean (the rule applies)",
  describe: () => "a new apartment in an apartment block sold at the reduced 9% VAT rate can qualify for Help to Buy, like any other new home",
  pages: ["/schemes/help-to-buy"],
  checked: CHECKED,
  periods: [
    {
      value: true,
      from: "2025-11-26",
      until: "2029-12-31",
      source: sectionOf(STATUTES.financeAct2025, "5", "s. 5 (amending s. 477C of the Taxes Consolidation Act 1997)"),
      certainty: "official",
      quotes: [
        {
          text: "Section 477C of the Principal Act is amended, with effect as on and from 26 November 2025, in subparagraph (ii) of the definition in subsection (1) of “qualifying residence”, by the substitution of “paragraph (c) or (cac), as the case may be, of section 46(1)” for “section 46(1)(c)”.",
        },
      ],
    },
  ],
};

/* ----- Help to Buy: the conditions (kind "condition") beside the amount rule above ----- */

/**
 * Help to Buy's conditions are in s. 477C of the Taxes Consolidation Act
 * 1997, inserted by Finance Act 2016, s. 9. The words quoted are that
 * section as enacted (read in the legalize-ie copy of the Act); the Finance
 * Acts since changed its dates, amounts and the kinds of new home, not these
 * definitions. Each period is linked to s. 477C in the revised Act, the text
 * in force. The €500,000 limit, the 70% mortgage and the closing date are
 * the amount rule's (helpToBuyRule), not repeated here.
 */
const S477C = sectionOf(STATUTES.taxesConsolidationAct1997, "477C");
const FA2016_S9 = sectionOf(STATUTES.financeAct2016, "9", "s. 9 (inserting s. 477C of the Taxes Consolidation Act 1997)");
/** Help to Buy opened for contracts signed (or first drawdowns made) from 19 July 2016 (s. 477C(1), "qualifying period"). */
const HTB_FROM = "2016-07-19";

export const helpToBuyBuyerRule: Rule<BuyerCondition> = {
  id: "help-to-buy-first-time-purchaser",
  title: "Help to Buy: only for first-time purchasers",
  kind: "condition",
  unit: "condition (words, and the buyers it is open to)",
  describe: (v) => v.words,
  pages: ["/tools/scheme-amounts", "/buying/plan", "/questionnaire"],
  checked: "2026-11-28",
  periods: [
    {
      value: {
        words:
          "Help to Buy is only for first-time purchasers: people who have never bought or built a home, on their own or with anyone else. There is no “fresh start” exception after a divorce, separation or insolvency, and on a joint claim each of you must be a first-time purchaser.",
        buyers: ["first"],
      },
      from: HTB_FROM,
      until: null,
      source: { ...S477C, section: "s. 477C(1) and (9)" },
      certainty: "official",
      quotes: [
        {
          text: "‘first-time purchaser’ means an individual who, at the time of a claim under subsection (3) has not, either individually or jointly with any other person, previously purchased or previously built, directly or indirectly, on his or her own behalf a dwelling;",
          source: FA2016_S9,
        },
        {
          text: "(9) Where an application is made under this section and more than one individual is a party to the application, each such individual shall— (a) confirm that he or she is a first-time purchaser,",
          source: FA2016_S9,
        },
        {
          text: "Furthermore, buyers in that position are now also deemed eligible for some first-time buyer schemes – the local authority home loan and the First Home Scheme – but not Help to Buy.",
          source: S.irishTimesFreshStart,
          certainty: "reported",
          supports: "that a fresh start is no exception",
        },
      ],
    },
  ],
};

/** What kind of home a scheme is for (the tools' "type of home"). */
export interface HomeCondition {
  words: string;
  /** The kinds of home it is open to. */
  types: readonly BuildType[];
}

export const helpToBuyHomeRule: Rule<HomeCondition> = {
  id: "help-to-buy-new-home",
  title: "Help to Buy: only for a new home you will live in",
  kind: "condition",
  unit: "condition (words, and the kinds of home it is open to)",
  describe: (v) => v.words,
  pages: ["/tools/scheme-amounts", "/buying/plan", "/questionnaire"],
  checked: "2026-11-28",
  periods: [
    {
      value: {
        words:
          "Help to Buy is only for a new home you will live in as your main home: one bought from a developer registered with Revenue, or one you build yourself. A second-hand home does not qualify.",
        types: ["new", "self-build"],
      },
      from: HTB_FROM,
      until: null,
      source: { ...S477C, section: "s. 477C(1) (“qualifying residence”) and (3)" },
      certainty: "official",
      quotes: [
        {
          text: "‘qualifying residence’ means— (a) a new building which was not, at any time, used, or suitable for use, as a dwelling, or (b) a building which was not, at any time, in whole or in part, used, or suitable for use, as a dwelling and which has been converted for use as a dwelling, and— (i) which is occupied as the sole or main residence of a first-time purchaser,",
          source: FA2016_S9,
        },
        {
          text: "(a) entered into a contract with a qualifying contractor for the purchase by that individual of a qualifying residence, that is not a self-build qualifying residence, or (b) drawn down the first tranche of a qualifying loan in respect of that individual’s self-build qualifying residence,",
          source: FA2016_S9,
        },
      ],
    },
  ],
};

/** The refund's limit by the tax paid before. */
export interface TaxPaidCondition {
  words: string;
  /** The tax years before the year of the application whose income tax (and DIRT) the refund is drawn from. */
  years: number;
}

export const helpToBuyTaxRule: Rule<TaxPaidCondition> = {
  id: "help-to-buy-tax-paid",
  title: "Help to Buy: no more than the tax you paid in the 4 years before",
  kind: "condition",
  unit: "condition (words, and the number of tax years)",
  describe: (v) => v.words,
  pages: ["/tools/scheme-amounts", "/buying/plan", "/questionnaire"],
  checked: "2026-11-28",
  figures: (v) => [v.years],
  periods: [
    {
      value: {
        words:
          "The refund can be no more than the income tax, and DIRT on savings interest, that you paid in the 4 tax years before the year you apply. Revenue works it out from its records.",
        years: 4,
      },
      from: HTB_FROM,
      until: null,
      source: { ...S477C, section: "s. 477C(5)(a)(ii) and (b)" },
      certainty: "official",
      quotes: [
        {
          text: "(ii) the amount of income tax payable and paid by the claimant in respect of the 4 tax years immediately preceding the year in which an application is made under subsection (6), or",
          source: FA2016_S9,
        },
        {
          text: "(b) In paragraph (a)(ii), income tax paid shall include any amount of appropriate tax which has, in accordance with sections 257 and 267AA, been deducted from payments of relevant interest made to the claimant in the 4 tax years immediately preceding the year in which an application is made under subsection (6).",
          source: FA2016_S9,
        },
      ],
    },
  ],
};

export interface HelpToBuyExpiry {
  /** The last day an application made from 1 January to 30 September is open for a claim. */
  earlyApplication: string;
  /** The same, for an application made from 1 October to 31 December. */
  lateApplication: string;
  /** The same rule as dates: the last day (mm-dd) of the early window, and the two expiry days (mm-dd). */
  earlyUntil: string;
  earlyExpires: string;
  lateExpires: string;
}

/**
 * The day a Help to Buy application made on `appliedOn` expires, by the rule
 * in force that day (31 December of the same year for one made by
 * 30 September; 31 March of the next year for one made later). The scheme
 * page and its calendar file (/schemes/help-to-buy.ics) both call this.
 */
export function helpToBuyApplicationExpiresOn(appliedOn: string): string {
  const rule = helpToBuyApplicationExpiryRule;
  const v = latestValue(rule, appliedOn);
  const year = Number(appliedOn.slice(0, 4));
  return appliedOn.slice(5) <= v.earlyUntil ? `${year}-${v.earlyExpires}` : `${year + 1}-${v.lateExpires}`;
}

/**
 * When a Help to Buy application (HTB1) expires, if no valid claim is made
 * (Revenue, "How do you apply for HTB?"). The specification's "valid for 12
 * months" and "claim within 12 months of HTB1 approval" were never Revenue's
 * rule: they are unconfirmed earlier claims.
 */
export const helpToBuyApplicationExpiryRule: Rule<HelpToBuyExpiry> = {
  id: "help-to-buy-application-expiry",
  title: "When a Help to Buy application expires",
  unit: "date",
  describe: (v) =>
    `an application made between 1 January and 30 September expires on ${v.earlyApplication}; one made between 1 October and 31 December expires on ${v.lateApplication}, unless a valid claim is made first`,
  pages: ["/schemes/help-to-buy"],
  checked: CHECKED,
  // The expiry days: "31 December", "31 March".
  figures: (v) => numbersIn(`${v.earlyApplication} ${v.lateApplication}`),
  periods: [
    {
      value: { earlyApplication: "31 December of the same year", lateApplication: "31 March of the following year", earlyUntil: "09-30", earlyExpires: "12-31", lateExpires: "03-31" },
      from: null,
      until: null,
      source: S.revenueHtbApply,
      certainty: "official",
      quotes: [
        {
          text: "A valid claim must be submitted before the application expires, otherwise your application will have to be resubmitted. Applications made between: 1 January and 30 September automatically expire on 31 December of the same year and 1 October and 31 December automatically expire on 31 March of the following year.",
        },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "that an HTB1 approval is “valid for 12 months” and that the HTB2 claim must be made “within 12 months of your HTB1 approval”",
      where: "the Help to Buy page",
      why: `Revenue sets no 12-month period: an application expires on a fixed date, 31 December for one made from January to September and 31 March of the next year for one made from October to December, and a valid claim must be made before then ([Revenue](${S.revenueHtbApply.url})).`,
      unconfirmed: true,
      neverSay: [/valid for \**12 months/i, /within \**12 months of (your )?HTB1 approval/i, /approval lasts \**12 months/i],
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
 * funded to run to. The share limits and the deposit are the scheme's own
 * published rules (firsthomescheme.ie). The Minister announced the extension
 * "to June 2027" (13 May 2025, his announcement as South East Radio published
 * it; his words to the press were "until at least June 2027"); only the day,
 * 1 June 2027, rests on TheJournal.ie's report, so the period as dated is
 * "reported" (and the questionnaire treats its end softly).
 *
 * The specification's "the mortgage must be at least 70% of the price" was
 * never a rule of this scheme (70% is Help to Buy's): it is an unconfirmed
 * earlier claim. The scheme asks you to borrow the most a participating
 * lender offers (up to 4 times income); the rules (app/rules/first-home.ts)
 * set no minimum mortgage.
 */
export const firstHomeSchemeRule: Rule<FirstHomeTerms> = {
  id: "first-home-scheme",
  title: "First Home Scheme",
  unit: "percent of the price",
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
  figures: (v) => [v.maxSharePercent, v.maxShareWithHelpToBuyPercent, v.minDepositPercent, v.minSharePercent, v.minShareEuro],
  onlyWhileInForce: [/(scheme|First Home Scheme) is open to new applications/i],
  periods: [
    {
      value: { maxSharePercent: 30, maxShareWithHelpToBuyPercent: 20, minDepositPercent: 10, minSharePercent: 2.5, minShareEuro: 10_000 },
      // Launched on 7 July 2022 (Dáil written answer, 18 January 2023).
      from: "2022-07-07",
      until: "2027-06-01",
      note: "share limits and deposit as the scheme publishes them",
      source: authority(S.theJournalFirstHome, "extension to 1 June 2027"),
      certainty: "reported",
      caveat: "The Minister for Housing announced the extension “to June 2027” (13 May 2025); only the exact day, 1 June 2027, rests on TheJournal.ie's report.",
      quotes: [
        { text: "Following today’s approval, the scheme will be in operation for another two years until 1 June 2027." },
        {
          text: "Minister for Housing, Local Government and Heritage, Wexford TD James Browne has today (Tuesday, 13 May) announced the extension of the First Home Scheme to June 2027",
          source: S.southEastRadioFirstHome,
        },
        { text: "The FHS can fund up to 30% of the market value of your new property", source: S.firstHomeAbout, certainty: "official", supports: "the share limits" },
        { text: "This amount is reduced to 20% if you are availing of the Help to Buy Scheme (HTB).", source: S.firstHomeAbout, certainty: "official", supports: "the share limits" },
        { text: "The minimum equity share is 2.5% of the property purchase price, or €10,000, whichever is higher", source: S.firstHomeAbout, certainty: "official", supports: "the smallest share" },
        {
          text: "borrow the maximum amount available to you from one of the Participating Lenders (up to 4 times your income*) … have a minimum deposit of 10% of the property cost",
          source: S.firstHomeRules,
          certainty: "official",
          supports: "the mortgage and the deposit",
        },
      ],
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
      why: `The scheme has no household income limit: your lender's normal borrowing rules decide how much you borrow (${link(S.firstHomeRules, "the scheme's rules")}; ${link(S.sefsFirstHome)}).`,
    },
    {
      claim: "that the mortgage must be at least 70% of the price, and that no share is given below it",
      where: "the First Home Scheme page, the scheme calculator and the questionnaire",
      why: `The scheme sets no such minimum (a 70% mortgage is a rule of [Help to Buy](/schemes/help-to-buy), not of this scheme). It asks you to borrow the most one of the participating lenders will lend you (up to 4 times your income), to have a deposit of at least 10%, and it pays a share of at least 2.5% of the price or €10,000, whichever is higher (${link(S.firstHomeRules, "the scheme's rules")}; ${link(S.firstHomeAbout, "About the scheme")}).`,
      unconfirmed: true,
      neverSay: [/(First Home|the scheme)[^.]{0,80}(mortgage|borrow)[^.]{0,40}at least \**70%/i, /\*\*Mortgage approval for at least 70%/i],
    },
  ],
};

/**
 * How long a First Home Scheme Eligibility Certificate lasts. Only the
 * specification says six months: the scheme's pages found do not give a
 * period, so the figure is unconfirmed and every page that shows it says so.
 */
export const firstHomeCertificateRule: Rule<number> = {
  id: "first-home-eligibility-certificate",
  title: "How long a First Home Scheme Eligibility Certificate lasts",
  unit: "months",
  describe: (v) => `an Eligibility Certificate valid for ${v} months (not confirmed)`,
  pages: ["/schemes/first-home", "/buying/first-time-buyer"],
  checked: CHECKED,
  periods: [
    {
      value: 6,
      from: null,
      until: null,
      source: SOURCES.firstHomeSchemeFaqs,
      certainty: "unconfirmed",
    },
  ],
};

/* ----- First Home Scheme: the conditions (kind "condition") beside its share rule ----- */

/** The scheme opened on 7 July 2022 (gov.ie), with fresh start applicants from the start. */
const FHS_FROM = "2022-07-07";

export const firstHomeBuyerRule: Rule<BuyerCondition> = {
  id: "first-home-eligible-buyer",
  title: "First Home Scheme: first-time buyers and fresh start applicants",
  kind: "condition",
  unit: "condition (words, and the buyers it is open to)",
  describe: (v) => v.words,
  pages: ["/tools/scheme-amounts", "/buying/plan", "/questionnaire"],
  checked: "2026-11-28",
  periods: [
    {
      value: {
        words:
          "The First Home Scheme is for first-time buyers, who have never bought or built a home to live in and do not own a home or a share in one (an inherited home counts), and for “fresh start” applicants, who owned a home with a spouse or partner until the relationship ended, or lost it through insolvency or bankruptcy, and keep no interest in it. If you buy with someone, each of you must be one or the other.",
        buyers: ["first", "fresh-start"],
      },
      from: FHS_FROM,
      until: null,
      note: "while the scheme runs",
      source: S.firstHomeRules,
      certainty: "official",
      quotes: [
        {
          text: "A First Time Buyer (‘FTB’) is defined as: (i) A person who has not previously purchased or built a dwelling in the State or elsewhere for his or her occupation, and, (ii) A person who does not own or is not beneficially entitled to an estate or interest in, any dwelling in the State or elsewhere (this excludes ownership of farmland or a site for the Self-build Product), and (iii) Has a right to reside in the State.",
        },
        { text: "You may also be an eligible homebuyer if you have previously purchased or built a property in the Republic of Ireland or elsewhere:" },
        { text: "with a spouse, civil partner, or partner, and that relationship has ended. You must not retain a beneficial interest in the previous property, or" },
        { text: "you have sold (or divested of) that property as part of a personal insolvency or bankruptcy arrangement, or other legal process as a consequence of insolvency." },
        { text: "You will not qualify as a first-time buyer if you have owned a home abroad or have previously inherited a home.", source: S.citizensFirstHome },
        { text: "If you are buying or building the property with someone else, they must also be a first-time buyer or fresh start applicant.", source: S.citizensFirstHome },
        { text: "eligibility extended beyond First-Time Buyers to include certain people affected by relationship breakdown and/or insolvency", source: S.govFirstHomeLaunch },
      ],
    },
  ],
};

export const firstHomeHomeRule: Rule<HomeCondition> = {
  id: "first-home-new-home",
  title: "First Home Scheme: a new home or a self-build, to live in",
  kind: "condition",
  unit: "condition (words, and the kinds of home it is open to)",
  describe: (v) => v.words,
  pages: ["/tools/scheme-amounts", "/buying/plan", "/questionnaire"],
  checked: "2026-11-28",
  periods: [
    {
      value: {
        words:
          "The First Home Scheme is for a new home you will live in: a newly built house or apartment in a private development, or a home you build yourself. A second-hand home qualifies only if you rent it now and are buying it because your landlord gave you notice to end the tenancy in order to sell it.",
        types: ["new", "self-build"],
      },
      // Opened on 7 July 2022 for new homes in private developments; self-builds from September 2023 (Citizens Information).
      from: null,
      until: null,
      note: "while the scheme runs",
      source: S.firstHomeRules,
      certainty: "official",
      caveat: "Self-builds joined the scheme in September 2023 (Citizens Information); we could not confirm the day, so this records the rule as it stands now",
      quotes: [
        { text: "be a newly built house or apartment" },
        {
          text: "be the house or apartment you are currently renting and residing in and are now looking to purchase it having received a Notice of Termination from your landlord, as the landlord is putting the property on the market",
        },
        { text: "(The scheme was extended to people building their own new homes in September 2023.)", source: S.citizensFirstHome },
        { text: "It is open to buyers of newly-built houses and apartments in private developments.", source: S.govFirstHomeLaunch },
      ],
    },
  ],
};

export const firstHomeLenderRule: Rule<{ words: string }> = {
  id: "first-home-participating-lender",
  title: "First Home Scheme: a mortgage from a participating lender, for the most it will lend",
  kind: "condition",
  unit: "condition (words)",
  describe: (v) => v.words,
  pages: ["/tools/scheme-amounts", "/buying/plan"],
  checked: "2026-11-28",
  periods: [
    {
      value: {
        words:
          "The First Home Scheme needs mortgage approval from one of its participating lenders, for the most that lender will lend you, and not by an exception to the Central Bank's limits.",
      },
      from: FHS_FROM,
      until: null,
      note: "while the scheme runs",
      source: S.firstHomeRules,
      certainty: "official",
      quotes: [
        { text: "have Mortgage Approval with a Participating Lender" },
        { text: "borrow the maximum amount available to you from one of the Participating Lenders (up to 4 times your income*)" },
        { text: "not be availing of a Macro Prudential Exception (MPE)with a Participating Lender" },
      ],
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
  unit: "EUR, by council and kind of home",
  describe: (v) => {
    const known = Object.values(v).filter((c): c is PriceCeiling => c !== null);
    const lows = known.map((c) => Math.min(c.house, c.apartment));
    const highs = known.map((c) => Math.max(c.house, c.apartment));
    return `price ceilings set for each local authority, from ${eur(Math.min(...lows))} to ${eur(Math.max(...highs))} where reported`;
  },
  pages: ["/schemes/first-home", "/tools/scheme-amounts", "/questionnaire", "/resources/faq", "/buying/first-time-buyer", "/resources/blog/affordable-dublin-areas"],
  checked: CHECKED,
  figures: (v) => [...new Set(Object.values(v).flatMap((c) => (c ? [c.house, c.apartment] : [])))],
  periods: [
    {
      value: CEILINGS_2026,
      from: "2026-01-01",
      // The ceilings apply while the scheme runs (firstHomeSchemeRule).
      until: "2027-06-01",
      note: "after the review that raised 17 areas by €25,000; the scheme reviews them twice a year",
      source: authority(S.myHomeCeilings, "in force from 1 January 2026 per the Westmeath Examiner"),
      certainty: "reported",
      quotes: [
        {
          text: "The changes mean the ceiling for a house or an apartment in Cork city will rise to €500,000. This is the level it remains at in Dublin city, Dun Laoghaire-Rathdown, Fingal, South Dublin, and Wicklow.",
        },
        { text: "In Galway city the new threshold will be €475,000, in line with the existing thresholds in Kildare and Meath." },
        { text: "Galway county has seen the new ceiling set at €450,000 for houses and apartments. Cork county remains unchanged at €450,000." },
        { text: "Limerick city now has a threshold of €425,000 for houses and €450,000 for apartments, with Louth now at €425,000 for both houses and apartments." },
        { text: "For Waterford city and county, the threshold is now €400,000 for houses and €450,000 for apartments.", source: S.newsbeepCeilings },
        { text: "A threshold of €400,000 for both houses and apartments has been set for Mayo, Kilkenny, Laois, Westmeath, Wexford and Kerry.", source: S.newsbeepCeilings },
        {
          text: "From January 1, following the latest scheduled twice yearly review, price ceilings in 17 local authority areas … have increased by €25,000",
          source: S.westmeathExaminerCeilings,
        },
      ],
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
  unit: "EUR of gross income a year",
  describe: (v) =>
    v.singleLowerInSomeAreas
      ? `gross income of up to ${eur(v.singleLowerInSomeAreas)} or ${eur(v.single)} for a single applicant, depending on the area, and ${eur(v.joint)} for joint applicants`
      : `gross income of up to ${eur(v.single)} for a single applicant and ${eur(v.joint)} for joint applicants`,
  pages: ["/schemes/local-authorities", "/resources/blog/2023-budget-housing-impact"],
  checked: CHECKED,
  figures: (v) => [v.single, v.joint, ...(v.singleLowerInSomeAreas ? [v.singleLowerInSomeAreas] : [])],
  periods: [
    {
      value: { single: 65_000, singleLowerInSomeAreas: 50_000, joint: 75_000 },
      from: null,
      until: "2023-02-28",
      source: authority(S.lahlMerrionStreet),
      certainty: "official",
      quotes: [
        { text: "Minister O’Brien, along with Public Expenditure and Reform Minister Pascal Donohoe TD, have signed the amendment regulations to effect the changes below from today (01 March 2023)." },
        {
          text: "Single applicants increase from previous limits €50,000 and €65,000 to €70,000. Joint applicants increase from €75,000 to €85,000.",
          source: S.lahlMyHome2023,
          certainty: "reported",
          supports: "the limits before 1 March 2023",
        },
      ],
    },
    {
      value: { single: 70_000, joint: 85_000 },
      from: "2023-03-01",
      until: null,
      source: authority(S.lahlIncomeDailAnswer),
      certainty: "official",
      quotes: [
        {
          text: "The income limits which will apply from 1 March 2023 are as follows: Single applicants - increased to a maximum income of €70,000 gross per annum; Joint applicants - increased to a combined maximum income of €85,000 gross per annum.",
        },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "a single applicant's income limit of €75,000",
      where: "the Budget article",
      why: `The limit for a single applicant has been €70,000 since 1 March 2023 (${link(S.lahlIncomeDailAnswer)}); it was never €75,000. The Minister for Housing announced a rise to €80,000 in early 2026 (${link(S.lahlGovRelease, "gov.ie")}), but we could not confirm the date it took effect.`,
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
  unit: "percent a year, fixed",
  describe: (v) => `${pct(v.upTo25Years)} fixed for a loan of up to 25 years and ${pct(v.upTo30Years)} for up to 30 years, whatever the price of the home`,
  pages: ["/schemes/local-authorities", "/resources/blog/2023-budget-housing-impact"],
  checked: CHECKED,
  figures: (v) => [v.upTo25Years, v.upTo30Years],
  periods: [
    {
      value: { upTo25Years: 4, upTo30Years: 4.05 },
      from: null,
      until: null,
      note: "for new loans, fixed for the life of the loan at the rate on the day it is drawn down",
      source: authority(S.lahlRatesDailAnswer),
      certainty: "official",
      quotes: [
        { text: "For mortgages up to 25 years the interest rate to be applied is 4%. For mortgages over 25 years and up to 30 years the interest rate to be applied is 4.05%" },
        { text: "The LAHL and LARP provide fixed rate mortgages for up to 25 or 30 years at an interest rate of 4% and 4.05% respectively.", source: S.lahlCanney, certainty: "reported", supports: "unchanged in early 2026" },
      ],
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
  unit: "EUR, by council",
  describe: (v) => `homes worth up to ${eur(Math.min(...Object.values(v)))} to ${eur(Math.max(...Object.values(v)))}, depending on the council; the loan is at most 90% of the value`,
  pages: ["/schemes/local-authorities"],
  checked: CHECKED,
  figures: (v) => [...new Set(Object.values(v))],
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
      // The Government News Service dates the change and gives the first band; a council's own page lists all four.
      // (The Dáil answer of 28 September 2023 once quoted here could not be found in any stored copy.)
      source: authority(S.lahlMerrionStreet2023),
      certainty: "official",
      quotes: [
        { text: "Minister O’Brien, along with Public Expenditure and Reform Minister Pascal Donohoe TD, have signed the amendment regulations to effect the changes below from today (01 March 2023)." },
        { text: "Increase from €320,000 to €360,000 – Dun Laoghaire Rathdown, South Dublin, Dublin City, Fingal, Wicklow, Kildare" },
        { text: "€330,000 – Galway City, Cork City, Louth, Meath, Galway County, Cork County", source: authority(S.lahlLaois) },
        { text: "€300,000 – Limerick, Waterford, Clare, Wexford, Westmeath, Kilkenny", source: authority(S.lahlLaois) },
        { text: "€275,000 – Kerry, Laois, Offaly, Carlow, Sligo, Tipperary, Monaghan, Cavan, Mayo, Donegal, Roscommon", source: authority(S.lahlLaois) },
      ],
    },
  ],
};

/* ----- Local Authority Home Loan: the conditions (kind "condition") beside its limits ----- */

export const lahlBuyerRule: Rule<BuyerCondition> = {
  id: "local-authority-home-loan-eligible-buyer",
  title: "Local Authority Home Loan: first-time buyers and fresh start applicants",
  kind: "condition",
  unit: "condition (words, and the buyers it is open to)",
  describe: (v) => v.words,
  pages: ["/buying/plan"],
  checked: "2026-11-28",
  periods: [
    {
      value: {
        words:
          "The Local Authority Home Loan is for first-time buyers and “fresh start” applicants: people who are divorced, separated or whose relationship has ended and who have no financial interest in the family home, or who have been through insolvency or bankruptcy.",
        buyers: ["first", "fresh-start"],
      },
      from: null,
      until: null,
      source: S.lahlAbout,
      certainty: "official",
      quotes: [
        { text: "A Local Authority Home Loan is a Government backed mortgage for first time buyers and Fresh Start applicants through local authorities." },
        {
          text: "The Fresh Start means that applicants who are divorced, legally separated or the relationship has ended and have no financial interest in the family home are eligible to apply under this scheme. In addition, applicants who have undergone personal insolvency/bankruptcy proceedings will also be eligible to apply for the Local Authority Home Loans Scheme.",
        },
      ],
    },
  ],
};

export const lahlOffersRule: Rule<{ words: string; lenders: number }> = {
  id: "local-authority-home-loan-insufficient-offers",
  title: "Local Authority Home Loan: refused, or offered too little, by two lenders",
  kind: "condition",
  unit: "condition (words, and the number of lenders)",
  describe: (v) => v.words,
  pages: ["/buying/plan"],
  checked: "2026-11-28",
  figures: (v) => [v.lenders],
  periods: [
    {
      value: {
        words:
          "You can apply only if two regulated mortgage lenders have refused you or offered you less than you need, with evidence dated within twelve months of your application.",
        lenders: 2,
      },
      from: null,
      until: null,
      source: S.lahlContact,
      certainty: "official",
      quotes: [
        {
          text: "You must have received insufficient mortgage offers from two regulated mortgage providers to be eligible to apply for the Local Authority Home Loan. Evidence must be dated within twelve months of your application, and the amount you have been offered must be equal to or less than the Local Authority Home Loan amount sought.",
        },
      ],
    },
  ],
};

/**
 * Announced by the Minister for Housing in early 2026 (gov.ie press release:
 * the announcement is official), but not confirmed in force: no official
 * page found gives the date it took effect ("expected to take effect from
 * early Quarter 2, 2026", Minister of State Canney). Not a period, so no page
 * applies it; pages state it as announced, with these sources. The figures
 * come from the Minister of State's site and the Irish Examiner (the gov.ie
 * excerpt found does not give them).
 */
export const lahlAnnounced2026 = {
  single: 80_000,
  joint: 85_000,
  expected: "early in the second quarter of 2026",
  /**
   * New maximum property values, as the Irish Examiner reported the Minister's
   * plan to Cabinet: `reported` where the report gives the figure ("from
   * €360,000 to €415,000", "will rise by €45,000 to €375,000", "make the
   * maximum loan available €345,000"); `arithmetic` where it gives only the
   * rise ("a €45,000 increase … in Clare, Kilkenny, …"), so the figure is our
   * sum on the 2023 limit. The report breaks off before the last 13 councils.
   */
  priceLimits: [
    { councils: "Dublin City, Dún Laoghaire-Rathdown, Fingal, South Dublin, Kildare and Wicklow", value: 415_000, basis: "reported" },
    { councils: "Cork City, Cork County, Galway City and Meath", value: 375_000, basis: "reported" },
    { councils: "Galway County and Louth", value: 345_000, basis: "reported" },
    { councils: "Clare, Kilkenny, Limerick, Waterford, Westmeath and Wexford", value: 345_000, basis: "arithmetic", from: 300_000, rise: 45_000 },
  ],
  /** The announcement itself (official). */
  announcement: S.lahlGovRelease as Source,
  announcementQuote:
    "The Minister for Housing, Local Government and Heritage, James Browne TD has today announced significant enhancements to the Local Authority Home Loan and the Local Authority Purchase and Renovation Loan, increasing both the maximum eligible property prices and the income thresholds for applicants.",
  /** The reports that give the figures and the expected start. */
  figureSources: [S.lahlCanney, S.lahlExaminer2026] as readonly Source[],
  /** Announced officially; the figures are reported; the start date is not confirmed. */
  certainty: "official-announcement",
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
  unit: "EUR",
  describe: (v) => `up to ${eur(v.total)} over ${v.payments.length} years, paid to your lender, on a mortgage of at least ${eur(v.minimumMortgage)}`,
  pages: ["/schemes/mortgage-allowance", "/questionnaire"],
  checked: CHECKED,
  figures: (v) => [v.total, ...v.payments.map((p) => p.amount), v.minimumMortgage],
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
      quotes: [
        { text: "An allowance of up to €11,450 is payable directly to the lending agency over a 5-year period and your repayments are reduced accordingly for the first 5 years of the mortgage." },
        { text: "The amount of the mortgage must be at least €38,092.14." },
        { text: "Year 1 | €3,560 | Year 2 | €2,800 | Year 3 | €2,040 | Year 4 | €1,780 | Year 5 | €1,270 | Total | €11,450" },
      ],
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
  unit: "EUR of net household income a year",
  describe: (v) =>
    v.dublin === v.elsewhere
      ? `a net household income of up to ${eur(v.dublin)} a year everywhere`
      : `a net household income of up to ${eur(v.dublin)} a year in Dublin and ${eur(v.elsewhere)} elsewhere`,
  pages: ["/schemes/cost-rental", "/questionnaire", "/resources/faq", "/renting/guide", "/resources/blog/tenant-to-homeowner"],
  checked: CHECKED,
  figures: (v) => [v.dublin, v.elsewhere],
  periods: [
    {
      value: { dublin: 53_000, elsewhere: 53_000 },
      from: null,
      until: "2023-07-31",
      source: authority(S.costRentalEcho),
      certainty: "reported",
      quotes: [{ text: "The maximum net household income limit will be increased from €53,000 across the country to €66,000 for those in Dublin and €59,000 for the rest of the country." }],
    },
    {
      value: { dublin: 66_000, elsewhere: 59_000 },
      from: "2023-08-01",
      until: null,
      source: authority(S.costRentalDailAnswer),
      certainty: "official",
      quotes: [
        {
          text: "In August 2023 the Government increased the net household income limits to €66,000 for Cost Rental homes in Dublin and €59,000 elsewhere. These limits were introduced across the Cost Rental sector from 1 August 2023 by the Affordable Housing Act 2021 (Cost Rental Eligibility) Regulations 2023.",
        },
      ],
    },
  ],
};

/**
 * How long a Cost Rental tenancy lasts: like any tenancy under the
 * Residential Tenancies Acts, and, for one created from 11 June 2022, of
 * unlimited duration after 6 months; the landlord can end it only for the
 * tenant's breach or because the home no longer suits the household (RTB).
 * The article's "leases run for 6 years" is an earlier claim.
 */
export const costRentalTenureRule: Rule<true> = {
  id: "cost-rental-tenure",
  title: "How long a Cost Rental tenancy lasts",
  unit: "boolean (the rule applies)",
  describe: () =>
    "a tenancy created from 11 June 2022 becomes a tenancy of unlimited duration after 6 months, and the landlord can end it only for the tenant's breach of obligations or because the home no longer suits the household",
  pages: ["/schemes/cost-rental", "/resources/blog/tenant-to-homeowner"],
  checked: CHECKED,
  // 11 June 2022, and the 6 months after which the tenancy is unlimited.
  figures: () => [11, 2022, 6],
  periods: [
    {
      value: true,
      from: "2022-06-11",
      until: null,
      note: "for Cost Rental tenancies created from 11 June 2022",
      source: S.rtbUnlimitedDuration,
      certainty: "official",
      quotes: [
        {
          text: "From 11 June 2022, Tenancies of Unlimited Duration will be introduced into law. This change provides more security of tenure for tenants. It means that, after six months living in a tenancy, the tenant will have a right to remain in the property for an unlimited duration.",
        },
        {
          text: "The grounds for termination of a residential tenancy in paragraphs 3, 4, 5 and 6 of the Table to section 34 of the Act of 2004 shall not apply where the tenancy is a cost rental tenancy.",
          source: sectionOf(STATUTES.affordableHousingAct2021, "32", "s. 32(3)"),
        },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "that Cost Rental leases run for 6 years",
      where: "the From Tenant to Homeowner article and the Cost Rental page",
      why: `A Cost Rental home is let on an ordinary tenancy under the Residential Tenancies Acts, not a fixed 6-year lease. Before 11 June 2022 such a tenancy, once 6 months old, ran in 6-year cycles like any other; for one created since then, the tenant has the right to stay for an unlimited duration after 6 months, and the landlord can end it only for a breach of the tenant's obligations or because the home no longer suits the household (${link(S.rtbUnlimitedDuration, "RTB: Tenancies of Unlimited Duration")}; [Affordable Housing Act 2021, s. 32(3)](${sectionOf(STATUTES.affordableHousingAct2021, "32").url})).`,
      neverSay: [/leases run for \**6 years/i, /quotes leases of \**6 years/i],
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
  unit: "EUR of net income a year, by band",
  describe: (v) => `base net income limits of ${eur(v[1])} in Band 1, ${eur(v[2])} in Band 2 and ${eur(v[3])} in Band 3, for a single person`,
  pages: ["/schemes/social-housing", "/questionnaire", "/resources/faq"],
  checked: CHECKED,
  figures: (v) => [v[1], v[2], v[3]],
  periods: [
    {
      value: { 1: 35_000, 2: 30_000, 3: 25_000 },
      from: "2011-04-01",
      until: "2022-12-31",
      source: authority(S.socialThresholds2011),
      certainty: "official",
      quotes: [
        {
          text: "In the new amended regulations Minister Penrose announced an increase of €5,000 in each of the income bands previously envisaged which now range from €25,000 - €35,000.",
          source: S.socialThresholds2011Release,
        },
        {
          text: "For Band one the income limits are €35,000 for a single person and €42,000 for a family while for Band two the limits are €30,000 for a single person and €36,000 for a family.",
          source: S.socialBands2022,
          certainty: "reported",
          supports: "the Band 2 figure",
        },
      ],
    },
    {
      value: { 1: 40_000, 2: 35_000, 3: 30_000 },
      from: "2023-01-01",
      until: null,
      source: authority(S.socialThresholdsDailAnswer),
      certainty: "official",
      quotes: [
        { text: "The thresholds thus increased to €40,000, €35,000 and €30,000 for bands 1, 2 and 3 respectively.", source: S.socialThresholdsMay2025 },
      ],
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
  unit: "band (1 to 3), by council",
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
      quotes: [{ text: "Carlow, Clare, Galway County, Laois and Westmeath – will be moved from Band 3 to Band 2 of the income eligibility model." }],
    },
    {
      value: bands(BAND_1, [...BAND_2_ALWAYS, ...MOVED_2022], BAND_3),
      from: "2022-10-01",
      until: null,
      source: authority(S.socialBands2023),
      certainty: "reported",
      quotes: [
        {
          text: "Band 1 Cork City, Dublin City, Dún Laoghaire-Rathdown, Fingal, Galway City, Meath, South Dublin, Kildare, Wicklow. … Band 2 Carlow, Clare, Cork County, Galway County, Kerry, Kilkenny, Laois, Limerick City & County, Louth, Waterford City & County, Westmeath, Wexford.",
        },
      ],
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
  /** @deprecated The specification's "valid for 12 months": never Revenue's rule (an unconfirmed earlier claim of helpToBuyApplicationExpiryRule). */
  htb1ValidMonths: 12,
  /** @deprecated The specification's "claim within 12 months": never Revenue's rule (same). */
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
  /**
   * @deprecated The specification's three regional ceilings, which never matched the scheme
   * (an earlier claim of firstHomeCeilingsRule). Use `valueOn(firstHomeCeilingsRule, on)[council]`.
   */
  priceCeilings: [
    { area: "dublin", label: "Dublin", ceiling: 475_000 },
    { area: "cities", label: "Cork, Galway, Limerick and Waterford", ceiling: 400_000 },
    { area: "rest", label: "Rest of Ireland", ceiling: 375_000 },
  ] as { area: FirstHomeArea; label: string; ceiling: number }[],
  /** @deprecated Not confirmed: use firstHomeCertificateRule, whose only period is unconfirmed. */
  eligibilityCertificateValidMonths: 6,
  /** A partial buy-back is at least this % of the original equity amount (firstHomeSchemeRedemption: "5% of the original FHS equity amount"). */
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
  helplinePhone: { display: "0818 275 662", publishedAt: SOURCES.firstHomeSchemeRedemption },
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
  /** @deprecated The blog's "leases run for 6 years": an earlier claim of costRentalTenureRule. */
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

/** This file's dated rules, for /changes and its feed (facts/dated-rules.ts). */
export const SCHEME_RULES: readonly AnyRule[] = [
  helpToBuyRule,
  helpToBuyVatApartmentsRule,
  helpToBuyApplicationExpiryRule,
  helpToBuyBuyerRule,
  helpToBuyHomeRule,
  helpToBuyTaxRule,
  firstHomeSchemeRule,
  firstHomeCertificateRule,
  firstHomeCeilingsRule,
  firstHomeBuyerRule,
  firstHomeHomeRule,
  firstHomeLenderRule,
  lahlIncomeRule,
  lahlRatesRule,
  lahlPriceCeilingsRule,
  lahlBuyerRule,
  lahlOffersRule,
  mortgageAllowanceRule,
  costRentalIncomeRule,
  costRentalTenureRule,
  socialHousingThresholdsRule,
  socialHousingBandsRule,
];
