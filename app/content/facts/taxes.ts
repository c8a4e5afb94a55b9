/**
 * Tax credits, reliefs and taxes that touch housing: the Rent Tax Credit and,
 * beside it, the property taxes the Budget article mentions.
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 */
import { eur } from "~/lib/format";
import type { AnyRule, Rule } from "../dated";
import { STATUTES } from "../statutes";

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
  describe: (v) => `up to ${eur(v.single)} a year for a single person and ${eur(v.joint)} for a jointly assessed couple (20% of the rent paid)`,
  pages: ["/renting/guide", "/resources/blog/2023-budget-housing-impact", "/resources/blog/tenant-to-homeowner", "/resources/faq"],
  checked: "2026-11-24",
  periods: [
    {
      value: { single: 500, joint: 1_000 },
      from: "2022-01-01",
      until: "2023-12-31",
      note: "for rent paid in 2022 and 2023",
      source: { ...STATUTES.financeAct2022, section: "s. 13 (inserting s. 473B into the Taxes Consolidation Act 1997)" },
      certainty: "official",
    },
    {
      value: { single: 1_000, joint: 2_000 },
      from: "2024-01-01",
      until: "2028-12-31",
      note: "for rent paid in 2024 to 2028",
      // s. 5(2): "deemed to have come into operation on 1 January 2024". The years 2022 to 2028: Finance Act 2025, s. 3.
      source: { ...STATUTES.financeAct2024, section: "s. 5; years to 2028 by Finance Act 2025, s. 3" },
      certainty: "official",
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
      why: `The credit has never had an income-based top-up: [Revenue](https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-credit/how-much-claim.aspx) gives one maximum, €1,000 (or €2,000 jointly assessed), whatever the income.`,
    },
  ],
};

/** This file's dated rules, for /changes and its feed (content/rules.ts). */
export const TAX_RULES: readonly AnyRule[] = [rentTaxCredit];
