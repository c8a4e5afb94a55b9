/**
 * Tax credits, reliefs and taxes that touch housing: the Rent Tax Credit and,
 * beside it, the property taxes the Budget article mentions.
 * See ./index.ts for how figures are kept; dated rules use ./dated.ts.
 */
import { addDays, addMonths, compareIso } from "~/lib/dates";
import { eur } from "~/lib/format";
import { valueOn, type AnyRule, type Authority, type Rule } from "./dated";
import { sectionOf, STATUTES } from "./statutes";

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
  // Every page that mentions the Rent Tax Credit warns, from this rule, while a year's claims are about to close (content/rent-credit.ts).
  pages: [
    "/tools/rent-tax-credit",
    "/renting/guide",
    "/renting/tenant-rights",
    "/renting/agreements",
    "/renting/finding-property",
    "/buying/mortgage-process",
    "/resources/faq",
    "/resources/blog/2023-budget-housing-impact",
    "/resources/blog/tenant-to-homeowner",
    "/questionnaire",
  ],
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

/* ---------------- The Rent Tax Credit's claim windows ---------------- */

/** The tax years the Rent Tax Credit exists for, from its rule's periods (2022 to 2028). */
export function creditYears(): number[] {
  const periods = rentTaxCredit.periods;
  const first = Number(periods[0]!.from!.slice(0, 4));
  const last = Number(periods[periods.length - 1]!.until!.slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The last day a claim for `year` can be made: 31 December, `taxRepaymentClaimWindow` years after the year ends. */
export function lastDayToClaim(year: number): string {
  const years = valueOn(taxRepaymentClaimWindow, `${year + 1}-01-01`);
  return `${year + years}-12-31`;
}

/** How many months before a claim window closes the site warns of it: the tool's result and every page that mentions the credit. */
export const CLOSING_SOON_MONTHS = 3;

/** The first day the site warns that `year`'s window is closing: the day from which the last day is within CLOSING_SOON_MONTHS. */
export function closingWarningFrom(year: number): string {
  // addMonths keeps the day (the 31st becomes the month's last day), so step back and move forward a day.
  return addDays(addMonths(lastDayToClaim(year), -CLOSING_SOON_MONTHS), 1);
}

/**
 * The credit's years whose claim window closes within CLOSING_SOON_MONTHS of
 * `on` and has not closed: on 28 November 2026, 2022 (last day 31 December
 * 2026); from 1 January 2027, none until October 2027. Worked out from the
 * rules, never typed, so the warning ends the day after the window closes.
 */
export function closingClaimWindows(on: string): { year: number; lastDay: string }[] {
  return creditYears()
    .map((year) => ({ year, lastDay: lastDayToClaim(year) }))
    .filter(({ year, lastDay }) => compareIso(on, lastDay) <= 0 && compareIso(on, closingWarningFrom(year)) >= 0);
}

/* ---------------- The Rent Tax Credit's conditions ---------------- */

/**
 * Who the landlord is, as the Rent Tax Credit tool asks it (its `landlord`
 * answer): a private landlord (a person, company or agency), a local
 * authority (council), an approved housing body (its Cost Rental homes too),
 * Cost Rental from any provider, the claimant's parent or child, or another
 * relative. The conditions below name these kinds, and the tool's logic
 * (rules/rent-tax-credit.ts) reads them from the rules.
 */
export const RTC_LANDLORDS = ["private", "council", "housing-body", "cost-rental", "parent-or-child", "relative"] as const;
export type RtcLandlord = (typeof RTC_LANDLORDS)[number];
/** State help towards the rent (s. 473B(1), "supported tenant"): none, HAP, RAS or Rent Supplement. */
export const RTC_SUPPORTS = ["none", "hap", "ras", "rent-supplement"] as const;
export type RtcSupport = (typeof RTC_SUPPORTS)[number];
/** Whether the tenancy is registered with the RTB, or is a room in the landlord's own home (which need not be); "unsure" is not said. */
export const RTC_REGISTERED = ["yes", "no", "room", "unsure"] as const;
export type RtcRegistered = (typeof RTC_REGISTERED)[number];

/**
 * A condition of the Rent Tax Credit, as the rules below carry it: its
 * words (what pages and the tool say), and the structured fields the tool's
 * logic reads (rules/rent-tax-credit.ts). `no` is the tool's first sentence
 * when a reader's answer fails the condition; `ifNotSaid`, the clause its
 * first sentence names while the reader has not said.
 */
export interface RentCreditCondition {
  /** The rule in plain words, as pages and the tool's notes say it. */
  words: string;
}

/** s. 473B(6)(a)(i): no credit where the landlord is a "specified landlord". */
export interface SpecifiedLandlordCondition extends RentCreditCondition {
  /** The landlords the tool asks about that are specified landlords (a Minister and the OPW are named in the words). */
  landlords: readonly RtcLandlord[];
  no: string;
  ifNotSaid: string;
}

/** s. 473B(6)(a)(ii): no credit for a "supported tenant" (HAP, RAS, Rent Supplement, a Cost Rental home). */
export interface SupportedTenantCondition extends RentCreditCondition {
  supports: readonly Exclude<RtcSupport, "none">[];
  /** Landlord answers that make the tenant a supported tenant: a Cost Rental home. */
  landlords: readonly RtcLandlord[];
  no: Record<Exclude<RtcSupport, "none"> | "cost-rental", string>;
  ifNotSaid: { support: string; landlord: string };
}

/** s. 473B(6)(b) and (7): a parent or child as landlord never; another relative only under a registered tenancy of a kind that must be registered. */
export interface RelativeCondition extends RentCreditCondition {
  /** Never counts. */
  barred: readonly RtcLandlord[];
  /** Counts only under a tenancy that must be registered with the RTB and is. */
  registeredOnly: readonly RtcLandlord[];
  no: { barred: string; unregistered: string; room: string };
  ifNotSaid: { landlord: string; roomLandlord: string; registered: string };
}

/** s. 473B(1), "tenancy": registered with the RTB, or a licence of a room in the landlord's own home that need not be registered. */
export interface RegistrationCondition extends RentCreditCondition {
  /** A tenancy that must be registered counts only once registered. */
  mustBeRegistered: true;
  /** A room (or rooms) let in the landlord's own home need not be registered, and counts. */
  roomInOwnersHomeCounts: true;
  no: string;
  ifNotSaid: string;
}

/** s. 473B(8), as replaced by Finance (No. 2) Act 2023, s. 11: a parent paying for a child on an approved course. */
export interface StudentChildCondition extends RentCreditCondition {
  /** The child must not have reached this age on 1 January of the year they first entered an approved course. */
  ageUnder: number;
  /** Landlords related to the parent or the child: no credit. */
  relatedLandlords: readonly RtcLandlord[];
  /** A room in the landlord's own home (rent-a-room, digs) counts, since the 2023 Act (deemed from 2022). */
  roomCounts: true;
  no: { age: string; related: string };
  ifNotSaid: { age: string; landlord: string };
}

/** Finance Act 2022, s. 13, inserting s. 473B into the Taxes Consolidation Act 1997, cited at a subsection. */
const s473B = (sub: string) => sectionOf(STATUTES.financeAct2022, "13", `s. 13 (s. 473B${sub}, Taxes Consolidation Act 1997)`);
/** Revenue's pages on who can claim the Rent Tax Credit (stored copies read on 28 November 2026). */
const REVENUE_RTC_CONDITIONS: Authority = {
  name: "Revenue: Rent Tax Credit, qualifying conditions for all claimants",
  url: "https://revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/rent-credit/qualifying-conditions.aspx",
};
const REVENUE_RTC_PRINCIPAL_RESIDENCE: Authority = {
  name: "Revenue: Rent Tax Credit, conditions where a property is used as principal private residence",
  url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/rent-credit/principal-residence.aspx",
};
const REVENUE_EBRIEF_247: Authority = { name: "Revenue eBrief No. 247/24", url: "https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-2472024.aspx" };

/** The credit's years, 2022 to 2028: every condition holds for each of them (Finance Act 2025, s. 3, for the years). */
const CREDIT_FROM = "2022-01-01";
const CREDIT_UNTIL = "2028-12-31";
const FOR_CREDIT_YEARS = "for rent paid in 2022 to 2028";
const RTC_CONDITION_PAGES = ["/tools/rent-tax-credit", "/renting/guide", "/renting/tenant-rights", "/questionnaire"] as const;
/** The day these conditions were first published as rules. */
const CONDITIONS_RECORDED = "2026-11-28";

/**
 * Tenants of a local authority, an approved housing body, a Government
 * Minister or the Office of Public Works get no credit, whatever the rent and
 * with or without HAP (s. 473B(6)(a)(i) and the definition of "specified
 * landlord" in s. 473B(1); not amended since). A Minister and the OPW are
 * not asked about (few tenants have one as landlord): the council answer
 * and this rule's words name them.
 */
export const rentCreditSpecifiedLandlords: Rule<SpecifiedLandlordCondition> = {
  id: "rent-tax-credit-specified-landlords",
  title: "Rent Tax Credit: no credit for council, housing body, Minister or OPW tenants",
  kind: "condition",
  describe: (v) => v.words,
  pages: RTC_CONDITION_PAGES,
  checked: CONDITIONS_RECORDED,
  earlierClaims: [
    {
      claim: "that a registered tenancy lets you claim the Rent Tax Credit",
      where: "Tenant Rights",
      why: `Registration is one condition, not the only one: tenancies of a council, an approved housing body (its Cost Rental homes too), a Government Minister or the Office of Public Works are registered, or need not be, and still get no credit ([Finance Act 2022, s. 13: s. 473B(6)(a)(i)](${STATUTES.financeAct2022.url})).`,
      neverSay: [/A registered tenancy also lets you claim the Rent Tax Credit/i],
    },
  ],
  periods: [
    {
      value: {
        words: "There is no Rent Tax Credit for rent paid to a local authority (council), an approved housing body (its Cost Rental homes too), a Government Minister or the Office of Public Works.",
        landlords: ["council", "housing-body"],
        no: "No: there is no Rent Tax Credit for rent paid to a local authority (council), an approved housing body, a Government Minister or the Office of Public Works.",
        ifNotSaid: "your landlord is not a local authority (council), an approved housing body, a Government Minister or the Office of Public Works",
      },
      from: CREDIT_FROM,
      until: CREDIT_UNTIL,
      note: FOR_CREDIT_YEARS,
      recorded: CONDITIONS_RECORDED,
      source: s473B("(6)(a)(i)"),
      certainty: "official",
      quotes: [
        { text: "Notwithstanding subsection (2), this section shall not apply to a qualifying payment made in respect of a residential property— (a) in any case where— (i) the landlord is a specified landlord," },
        {
          text: "‘specified landlord’ means— (a) a Minister of the Government, (b) the Commissioners of Public Works in Ireland, (c) a housing authority within the meaning of the Housing (Miscellaneous Provisions) Act 1992, or (d) an approved housing body within the meaning of the Housing (Regulation of Approved Housing Bodies) Act 2019;",
          source: s473B("(1)"),
        },
      ],
    },
  ],
};

/**
 * A "supported tenant" gets no credit: one who gets Rent Supplement, the
 * Housing Assistance Payment (HAP) or other social housing support (the
 * Rental Accommodation Scheme is one: Housing (Miscellaneous Provisions) Act
 * 2009, s. 19(2)(d)), or who lives in a designated Cost Rental home
 * (s. 473B(6)(a)(ii) and (1)). The test is receiving the support, so a
 * top-up the tenant pays does not count either.
 */
export const rentCreditSupportedTenants: Rule<SupportedTenantCondition> = {
  id: "rent-tax-credit-supported-tenants",
  title: "Rent Tax Credit: no credit with HAP, RAS, Rent Supplement or in a Cost Rental home",
  kind: "condition",
  describe: (v) => v.words,
  pages: RTC_CONDITION_PAGES,
  checked: CONDITIONS_RECORDED,
  periods: [
    {
      value: {
        words:
          "There is no Rent Tax Credit for a home you get the Housing Assistance Payment (HAP), the Rental Accommodation Scheme (RAS) or Rent Supplement for, even if you pay part of the rent yourself, or for a Cost Rental home.",
        supports: ["hap", "ras", "rent-supplement"],
        landlords: ["cost-rental"],
        no: {
          hap: "No: there is no Rent Tax Credit for a home you get the Housing Assistance Payment (HAP) for, even if you pay part of the rent yourself.",
          ras: "No: there is no Rent Tax Credit for a home you get through the Rental Accommodation Scheme (RAS), even if you pay the rent yourself.",
          "rent-supplement": "No: there is no Rent Tax Credit for a home you get Rent Supplement for, even if you pay part of the rent yourself.",
          "cost-rental": "No: there is no Rent Tax Credit for a Cost Rental home.",
        },
        ifNotSaid: { support: "you get no HAP, RAS or Rent Supplement for the home", landlord: "the home is not a Cost Rental home" },
      },
      from: CREDIT_FROM,
      until: CREDIT_UNTIL,
      note: FOR_CREDIT_YEARS,
      recorded: CONDITIONS_RECORDED,
      source: s473B("(6)(a)(ii)"),
      certainty: "official",
      quotes: [
        { text: "(ii) the claimant is a supported tenant," },
        {
          text: "‘supported tenant’ means, in relation to a tenancy, an individual who is— (a) in receipt of— (i) payment of a supplement towards the amount of rent payable by the individual in respect of his or her residence payable in accordance with regulations made under section 198 of the Social Welfare Consolidation Act 2005, (ii) housing assistance, within the meaning of Part 4 of the Housing (Miscellaneous Provisions) Act 2014, or (iii) social housing support, within the meaning of the Housing (Miscellaneous Provisions) Act 2009, or (b) residing in a residential property which has been designated as a cost rental dwelling within the meaning of Part 3 of the Affordable Housing Act 2021;",
          source: s473B("(1)"),
        },
        {
          text: "social housing support may include all or any of the following: … (d) entering into and maintaining rental accommodation availability agreements;",
          source: sectionOf(STATUTES.housingMiscProvisionsAct2009, "19", "s. 19(2)"),
          supports: "that the Rental Accommodation Scheme (RAS), run through rental accommodation availability agreements, is social housing support",
        },
      ],
    },
  ],
};

/**
 * Rent paid to a relative (s. 473B(6)(b) and (7)): never to a parent or a
 * child; to another relative ("a lineal ascendent, lineal descendent,
 * brother, sister, uncle, aunt, niece or nephew", s. 473B(1): an in-law or a
 * cousin is not one) only under a tenancy of a kind that must be registered
 * with the RTB, and registered. So a room in a relative's own home, which
 * need not be registered, never counts.
 */
export const rentCreditRelatives: Rule<RelativeCondition> = {
  id: "rent-tax-credit-relatives",
  title: "Rent Tax Credit: rent paid to a relative",
  kind: "condition",
  describe: (v) => v.words,
  pages: RTC_CONDITION_PAGES,
  checked: CONDITIONS_RECORDED,
  earlierClaims: [
    {
      claim: "that rent paid to a relative does not count",
      where: "the Rent Tax Credit calculator",
      why: `Only rent paid to a parent or a child never counts. Rent paid to another relative counts under a tenancy that must be registered with the RTB and is ([Finance Act 2022, s. 13: s. 473B(7)](${STATUTES.financeAct2022.url})).`,
      neverSay: [/Rent paid to a relative, a deposit/i],
    },
  ],
  periods: [
    {
      value: {
        words:
          "Rent paid to your parent or your child never counts. Rent paid to another relative (a grandparent, grandchild, brother, sister, uncle, aunt, niece or nephew) counts only under a tenancy that must be registered with the RTB and is registered, so not for a room in the relative's own home.",
        barred: ["parent-or-child"],
        registeredOnly: ["relative"],
        no: {
          barred: "No: there is no Rent Tax Credit for rent paid to your parent or your child.",
          unregistered: "No: rent paid to a relative counts only if the tenancy is registered with the RTB, and you said it is not.",
          room: "No: rent paid to a relative counts only under a tenancy that must be registered with the RTB, and a room in the relative's own home is not one.",
        },
        ifNotSaid: {
          landlord: "your landlord is not your parent or your child",
          roomLandlord: "your landlord is not a relative of yours (a room in a relative's own home never counts)",
          registered: "the tenancy is registered with the RTB (rent paid to a relative counts only then)",
        },
      },
      from: CREDIT_FROM,
      until: CREDIT_UNTIL,
      note: FOR_CREDIT_YEARS,
      recorded: CONDITIONS_RECORDED,
      source: s473B("(6)(b) and (7)"),
      certainty: "official",
      quotes: [
        { text: "(b) subject to subsection (7), where the claimant is a relative of the landlord." },
        {
          text: "Notwithstanding subsection (6)(b), in a case where the claimant is a relative of the landlord concerned the relief provided for in this section shall apply where— (a) the relationship between the claimant and the landlord is other than that of parent and child, or child and parent, (b) the tenancy is of a type which is required to be registered under Part 7 of the Residential Tenancies Act 2004, and (c) the tenancy complies with the requirement referred to in paragraph (b).",
        },
        { text: "‘relative’ means a lineal ascendent, lineal descendent, brother, sister, uncle, aunt, niece or nephew;", source: s473B("(1)") },
        { text: "The Rent Tax Credit is not available if you and the landlord are parent and child, or vice versa.", source: REVENUE_RTC_PRINCIPAL_RESIDENCE },
      ],
    },
  ],
};

/**
 * Rent counts only under a "tenancy" (s. 473B(1)): an agreement registered
 * with the RTB under Part 7 of the Residential Tenancies Act 2004, or a
 * licence of a room (or rooms) in the landlord's own home that need not be
 * registered (rent-a-room, digs). Student-specific accommodation must be
 * registered (Revenue); the statute has no exception for it.
 */
export const rentCreditRegistration: Rule<RegistrationCondition> = {
  id: "rent-tax-credit-registration",
  title: "Rent Tax Credit: the tenancy must be registered with the RTB",
  kind: "condition",
  describe: (v) => v.words,
  pages: RTC_CONDITION_PAGES,
  checked: CONDITIONS_RECORDED,
  earlierClaims: [
    {
      claim: "that student accommodation need not be registered with the RTB “where the rules allow”",
      where: "the Rent Tax Credit calculator",
      why: `The law has no such exception: only a room let in the landlord's own home need not be registered (s. 473B(1), “tenancy”), and Revenue says student-specific accommodation must be registered, or there is no credit ([${REVENUE_RTC_CONDITIONS.name}](${REVENUE_RTC_CONDITIONS.url})).`,
      neverSay: [/student accommodation where the rules allow/i],
    },
  ],
  periods: [
    {
      value: {
        words:
          "The tenancy must be registered with the RTB. Only a room (or rooms) you rent in your landlord's own home, as rent-a-room or digs, need not be. Student accommodation run by a college or a company must be registered too.",
        mustBeRegistered: true,
        roomInOwnersHomeCounts: true,
        no: "No: the credit counts only rent paid under a tenancy registered with the RTB (or for a room in your landlord's own home), and you said your tenancy is not registered.",
        ifNotSaid: "the tenancy is registered with the RTB, or you rent a room in your landlord's own home",
      },
      from: CREDIT_FROM,
      until: CREDIT_UNTIL,
      note: FOR_CREDIT_YEARS,
      recorded: CONDITIONS_RECORDED,
      source: s473B("(1), “tenancy”"),
      certainty: "official",
      quotes: [
        {
          text: "‘tenancy’ means— (a) any agreement, contract or lease which has been registered under Part 7 of the Residential Tenancies Act 2004, or (b) any licence for the use, as a residence, of a room or rooms in an individual’s principal private residence, where— (i) there is no obligation under Part 7 of the Residential Tenancies Act 2004 for such licence to be registered, and (ii) the licence has been commenced with the consent of the landlord,",
        },
        { text: "‘qualifying payment’ means a payment made on account of rent falling due in a year of assessment, where such payment has been made under a tenancy;" },
        {
          text: "Certain tenancies must be registered with the Residential Tenancy Board (RTB). This includes Student Specific Accommodation (SSA) provided by universities, colleges or private sector organisations. If this registration is not complete, the claimant will not be eligible for the Rent Tax Credit.",
          source: REVENUE_RTC_CONDITIONS,
          supports: "that student accommodation must be registered",
        },
      ],
    },
  ],
};

/**
 * A parent paying rent for a child's home (s. 473B(8), as substituted by
 * Finance (No. 2) Act 2023, s. 11(1)(b), deemed in operation from 1 January
 * 2022 by s. 11(2)): while the child is on an approved course, if the child
 * had not reached 23 at the start of the tax year they first entered one
 * ("child", s. 473B(1)), and neither parent nor child is a relative of the
 * landlord. Since the 2023 Act a room in the landlord's own home counts; a
 * tenancy that must be registered must be. Finance Act 2022's first (8),
 * which required a registered tenancy, never applied in the end: the new one
 * reaches back to the credit's first year (Revenue eBrief No. 247/24).
 */
export const rentCreditStudentChild: Rule<StudentChildCondition> = {
  id: "rent-tax-credit-student-child",
  title: "Rent Tax Credit: a parent paying for a student child",
  kind: "condition",
  describe: (v) => v.words,
  pages: RTC_CONDITION_PAGES,
  checked: CONDITIONS_RECORDED,
  figures: (v) => [v.ageUnder],
  periods: [
    {
      value: {
        words:
          "A parent can claim for the rent of a child's home while the child is on an approved course, if the child was under 23 on 1 January of the year they first started an approved course, and neither the parent nor the child is a relative of the landlord. A room in the landlord's own home (rent-a-room or digs) counts; a tenancy that must be registered with the RTB must be registered.",
        ageUnder: 23,
        relatedLandlords: ["parent-or-child", "relative"],
        roomCounts: true,
        no: {
          age: "No: a parent can claim for a child's home only if the child was under 23 on 1 January of the year they first started an approved course.",
          related: "No: a parent cannot claim for a child's home when the parent or the child is a relative of the landlord.",
        },
        ifNotSaid: {
          age: "your child was under 23 on 1 January of the year they first started an approved course",
          landlord: "neither you nor your child is related to the landlord",
        },
      },
      from: CREDIT_FROM,
      until: CREDIT_UNTIL,
      note: FOR_CREDIT_YEARS,
      recorded: CONDITIONS_RECORDED,
      source: sectionOf(STATUTES.financeNo2Act2023, "11", "s. 11 (s. 473B(8), Taxes Consolidation Act 1997, deemed from 1 January 2022)"),
      certainty: "official",
      quotes: [
        {
          text: "(i) neither the individual nor the child is a relative of the landlord, (ii) the child was undertaking an approved course and using the property to facilitate his or her participation in that course during the period to which the qualifying payment relates, and (iii) in the case of a tenancy which is required to be registered under Part 7 of the Residential Tenancies Act 2004, the tenancy complies with that requirement.",
        },
        { text: "Paragraph (b) of subsection (1) shall be deemed to have come into operation on 1 January 2022." },
        {
          text: "‘child’ means a child of an individual, or a child of the individual’s spouse or civil partner, who has not attained the age of 23 years at the commencement of the year of assessment during which he or she first enters an approved course;",
          source: s473B("(1)"),
        },
        {
          text: "this change in eligibility, which was introduced by Finance (No.2) Act 2023, was applied retrospectively to tax years 2022 and 2023",
          source: REVENUE_EBRIEF_247,
          supports: "that rent-a-room and digs count for 2022 and 2023 too",
        },
      ],
    },
  ],
};

/** The Rent Tax Credit's conditions, in the order the tool checks them (rules/rent-tax-credit.ts). */
export const RTC_CONDITIONS = {
  specifiedLandlords: rentCreditSpecifiedLandlords,
  supportedTenants: rentCreditSupportedTenants,
  relatives: rentCreditRelatives,
  registration: rentCreditRegistration,
  studentChild: rentCreditStudentChild,
} as const;
export type RtcConditionId = keyof typeof RTC_CONDITIONS;

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

/** This file's dated rules, for /changes and its feed (facts/dated-rules.ts). */
export const TAX_RULES: readonly AnyRule[] = [
  rentTaxCredit,
  rentTaxCreditRate,
  taxRepaymentClaimWindow,
  ...Object.values(RTC_CONDITIONS),
  vacantHomesTax,
  residentialZonedLandTax,
  mortgageInterestTaxRelief,
];
