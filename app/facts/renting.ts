/**
 * Renting: deposits, entry, disputes and supports for renters (tenancy law and notice: ./tenancy.ts).
 * See ./index.ts for how figures are kept; dated rules use ./dated.ts.
 */
import { LAST_REVIEWED } from "./reviewed";
import { SOURCES } from "./sources";
import { sectionOf, STATUTES } from "./statutes";
import type { AnyRule, Rule } from "./dated";
import type { Group } from "./common";

/* ---------------- Renting ---------------- */
export const renterSupports = {
  source: SOURCES.citizensRenting,
  reviewed: LAST_REVIEWED,
  /**
   * The Rental Guide's old reading of the Rent Tax Credit. The guide now states
   * the dated rule (facts/taxes.ts `rentTaxCredit`, where this figure is an
   * earlier claim); the questionnaire still quotes these two.
   */
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

/* ---------------- Deposit and rent in advance ---------------- */

/** The most a landlord may ask for up front, in months of rent; null where the law set no limit. */
export interface UpfrontPayments {
  depositMonths: number | null;
  advanceRentMonths: number | null;
}

/** "one month's rent", "2 months' rent" */
export function monthsRent(n: number): string {
  return n === 1 ? "one month's rent" : `${n} months' rent`;
}

/**
 * The deposit and rent in advance a landlord may ask for to secure a tenancy
 * (Residential Tenancies Act 2004, s. 19B, inserted by the Residential
 * Tenancies (No. 2) Act 2021, s. 7). The periods are keyed by the date the
 * tenancy was created: s. 19B(5) applies the limit "to a tenancy created not
 * earlier than one month after the passing" of that Act, which was passed on
 * 9 July 2021, so to tenancies created on or after 9 August 2021.
 *
 * The specification's "a deposit is typically 1 to 2 months' rent" described
 * common practice, never a rule of law, so it is an earlier claim, not a period.
 */
export const upfrontPayments: Rule<UpfrontPayments> = {
  id: "deposit-and-advance-rent",
  title: "Deposit and rent in advance",
  unit: "months of rent",
  describe: (v) =>
    v.depositMonths === null || v.advanceRentMonths === null
      ? "no limit in law on the deposit or the rent in advance a landlord could ask for"
      : `a deposit of no more than ${monthsRent(v.depositMonths)}, and no more than ${monthsRent(v.advanceRentMonths)} in advance`,
  pages: ["/renting/guide", "/renting/agreements", "/renting/finding-property", "/renting/tenant-rights", "/resources/faq"],
  checked: "2026-11-25",
  figures: (v) => (v.depositMonths === null || v.advanceRentMonths === null ? [] : [v.depositMonths, v.advanceRentMonths]),
  periods: [
    {
      value: { depositMonths: null, advanceRentMonths: null },
      from: null,
      until: "2021-08-08",
      note: "for tenancies created before 9 August 2021",
      source: sectionOf(STATUTES.residentialTenanciesNo2Act2021, "7", "s. 7 (the limit in s. 19B applies only to tenancies created from 9 August 2021)"),
      certainty: "official",
      quotes: [{ text: "(5) This section shall apply to a tenancy created not earlier than one month after the passing of the Residential Tenancies (No. 2) Act 2021." }],
    },
    {
      value: { depositMonths: 1, advanceRentMonths: 1 },
      from: "2021-08-09",
      until: null,
      note: "for tenancies created from 9 August 2021",
      source: sectionOf(STATUTES.residentialTenanciesNo2Act2021, "7", "s. 7, inserting s. 19B into the Residential Tenancies Act 2004"),
      certainty: "official",
      quotes: [
        {
          text: "(a) an advance payment of rent, which shall be no greater than the amount of rent payable under the tenancy agreement in respect of a period of one month, and (b) a deposit of an amount no greater than that payable under the tenancy agreement as rent in respect of a period of one month.",
        },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "a deposit was typically 1 to 2 months' rent",
      where: "our renting guides",
      why: `That described what landlords commonly asked before the law set a limit. For a tenancy created on or after 9 August 2021, a landlord cannot ask for a deposit of more than one month's rent, or for more than one month's rent in advance ([Residential Tenancies Act 2004, s. 19B](${sectionOf(STATUTES.residentialTenanciesAct2004, "19B").url}); [RTB: Security deposits](${SOURCES.rtbDeposits.url})).`,
    },
  ],
};

/** The group behind the deposit figures: the RTB's page on deposits, checked on the date below. */
export const deposits = {
  source: SOURCES.rtbDeposits,
  reviewed: "2026-11-24",
} as const satisfies Group;

/** This file's dated rules, for /changes and its feed (facts/dated-rules.ts). */
export const RENTING_RULES: readonly AnyRule[] = [upfrontPayments];

