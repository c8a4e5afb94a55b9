/**
 * The Budget article's figures, as the article quoted them when published
 * (2 April 2025). The article is kept as written; the "Updated" box at its top
 * (blog/updates.ts) compares these figures with the dated rules in force
 * (taxes.ts: rentTaxCredit, vacantHomesTax, residentialZonedLandTax) and lists
 * each one that no longer holds, or never did, with the current rule.
 * See ./index.ts for how figures are kept; dated rules use ./dated.ts.
 */
import { eur } from "~/lib/format";
import { LAST_REVIEWED } from "./reviewed";
import { SOURCES } from "./sources";
import type { AnyRule, Authority, Rule } from "./dated";
import type { Group } from "./common";

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

/* ---------------- The domestic solar PV grant ---------------- */

const SOLAR = {
  dail: { name: "Dáil written answer, 8 September 2025 (Minister for Climate)", url: "https://www.kildarestreet.com/wrans/?id=2025-09-08a.530.r" },
  rte: { name: "RTÉ News, 1 December 2023", url: "https://www.rte.ie/news/2023/1201/1419607-solar-panels-grants-cut" },
  irishTimes: {
    name: "The Irish Times, 17 November 2025",
    url: "https://irishtimes-irishtimes-prod.web.arc-cdn.net/environment/2025/11/17/solar-panel-grants-to-be-maintained-as-minister-orders-reversal-of-planned-cuts",
  },
} as const satisfies Record<string, Authority>;

/**
 * The most the SEAI's domestic solar PV grant pays a household, by year.
 * The scheme design cut it by €300 a year from 2024 (Dáil, 8 September 2025:
 * €1,800 in 2025, "this will decrease again to €1,500 from 1 January 2026");
 * in November 2025 the Minister ordered the cut reversed, as The Irish Times
 * reported, so from 2026 the figure is the reported €1,800. The Budget
 * article's "up to €5,000" was never the grant.
 */
export const solarGrantRule: Rule<number> = {
  id: "solar-pv-grant",
  title: "Domestic solar PV grant (SEAI)",
  unit: "EUR",
  describe: (v) => `a grant of up to ${eur(v)} for solar panels on a home`,
  pages: ["/resources/blog/2023-budget-housing-impact"],
  checked: "2026-11-25",
  figures: (v) => [v],
  periods: [
    {
      value: 2_400,
      from: "2022-01-01",
      until: "2023-12-31",
      source: SOLAR.dail,
      certainty: "official",
      quotes: [{ text: "In line with the approved final scheme design the maximum grant was set at €2,400 for 2022 and 2023, with a reduction of €300 for each subsequent year until 2028." }],
    },
    {
      value: 2_100,
      from: "2024-01-01",
      until: "2024-12-31",
      source: SOLAR.rte,
      certainty: "reported",
      quotes: [{ text: "the Domestic Solar PV grant will fall by €300, reducing the maximum allowance to €2,100." }],
    },
    {
      value: 1_800,
      from: "2025-01-01",
      until: "2025-12-31",
      source: SOLAR.dail,
      certainty: "official",
      quotes: [{ text: "The Domestic SPV provides supports to applicants, in the form of grants for Solar PV installations, up to a maximum of €1,800 in 2025 for household installations." }],
    },
    {
      value: 1_800,
      from: "2026-01-01",
      until: null,
      note: "the cut to €1,500 planned for 2026 was reversed in November 2025, as reported",
      source: SOLAR.irishTimes,
      certainty: "reported",
      quotes: [
        {
          text: "Households can get a grant of €1,800 from the Sustainable Energy Authority of Ireland to install rooftop panels but this was due to begin reducing by €300 a year from January 1st. Mr O’Brien said on Monday he had given instructions for the grant not to be touched.",
        },
        { text: "This resulted in the maximum grant being set to €1,800 in 2025, and this will decrease again to €1,500 from 1 January 2026.", source: SOLAR.dail, certainty: "official", supports: "the cut planned in September 2025" },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "a solar grant of up to €5,000",
      where: "the Budget article",
      why: `The household solar PV grant has never been €5,000: it was €2,400 in 2022 and 2023, then fell by €300 a year to €1,800 in 2025 ([Dáil, 8 September 2025](${SOLAR.dail.url})). A further cut to €1,500 from 2026 was announced in September 2025 and then reversed ([The Irish Times, 17 November 2025](${SOLAR.irishTimes.url})).`,
      unconfirmed: true,
      neverSay: [/solar grant of up to €5,000/i],
    },
  ],
};

/**
 * Figures the Budget article states that no official or reported source we
 * found sets (only the specification gives them). They are not rules: the
 * article's Updated box says they are not confirmed (blog/updates.ts).
 */
export const budgetUnconfirmed = [
  {
    title: "Retrofit grant",
    said: `retrofit grants of up to ${eur(budget.retrofitGrant)}`,
    check: { name: "SEAI: Home energy grants", url: "https://www.seai.ie/grants/home-energy-grants" },
  },
  {
    title: "Housing for All",
    said: `the budget allocates €${budget.housingForAllBillion} billion to Housing for All`,
    check: SOURCES.housingForAll,
  },
] as const;

/** This file's dated rules, for /changes and its feed (facts/dated-rules.ts). */
export const BUDGET_RULES: readonly AnyRule[] = [solarGrantRule];
