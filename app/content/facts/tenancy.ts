/**
 * Tenancy law the tools compute with: notice periods, security of tenure and
 * the grounds for ending a tenancy, rent reviews.
 * See ../facts.ts for how figures are kept; dated rules use ../dated.ts.
 */
import { LAST_REVIEWED } from "../reviewed";
import { SOURCES } from "../sources";
import type { AnyRule, Authority, Rule } from "../dated";
import { STATUTES } from "../statutes";
import type { Band, Group } from "./common";

/**
 * Static figures kept for the pages that still read them (owned by the
 * renting pages). The landlord table below is the 4 June 2019 – 5 July 2022
 * table: new code reads the dated rules further down (landlordNoticeRule).
 */
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

/* ------------------------------------------------------------------------
 * Dated tenancy rules (checked 24 November 2026 against the enacted Acts in
 * irishstatutebook.ie and rtb.ie). Tools pick the period by the date that
 * matters in law: the notice tables by the date the notice is served, the
 * tenure regime by the date the tenancy was created, the rent rules by the
 * date of the review.
 * --------------------------------------------------------------------- */

const CHECKED = "2026-11-24";
// The renting pages state these rules too (rent-pages branch, issue 15).
const NOTICE_PAGES = ["/tools/notice-period", "/renting/tenant-rights", "/renting/agreements", "/resources/faq"] as const;
const RENT_PAGES = ["/tools/rent-review", "/renting/guide", "/renting/tenant-rights", "/resources/faq"] as const;

/** Official pages the tools and rules cite. */
export const TENANCY_PAGES = {
  rtbLandlordEnds: { name: "Residential Tenancies Board: How a landlord can end a tenancy", url: "https://www.rtb.ie/ending-a-tenancy/how-a-landlord-can-end-a-tenancy" },
  rtbTenantEnds: { name: "Residential Tenancies Board: How a tenant can end a tenancy", url: "https://rtb.ie/renting/ending-a-tenancy/how-a-tenant-can-end-a-tenancy" },
  rtbRightToStay: { name: "Residential Tenancies Board: Tenants' right to stay in a rented property", url: "https://rtb.ie/renting/tenants-right-to-stay-in-a-rented-property/" },
  rtbRentReview: { name: "Residential Tenancies Board: Guide to rent review notices", url: "https://rtb.ie/renting/guide-to-rent-review-notices" },
  rtbNoticeData: { name: "Residential Tenancies Board: Notices of termination received from Q3 2022", url: "https://rtb.ie/data-hub/notices-of-termination-received-by-the-rtb-from-q3-2022" },
  rtbDisputes: { name: "Residential Tenancies Board: Disputes", url: "https://www.rtb.ie/disputes" },
  threshold: { name: "Threshold: free advice for renters", url: "https://threshold.ie/" },
  govReforms2026: {
    name: "gov.ie: Government reforms to the rental sector starting 1 March 2026",
    url: "https://www.gov.ie/ga/an-roinn-tith%C3%ADochta-rialtais-%C3%A1it%C3%BAil-agus-oidhreachta/foilseachain/government-reforms-to-the-rental-sector-starting-1-march-2026",
  },
} as const satisfies Record<string, Authority>;

/** A notice table: rows by length of tenancy in complete months, value in days. */
export type NoticeTable = readonly Band[];

const months = (from: number, to: number | null, label: string, value: number): Band => ({ from, to, label, value });
const tableWords = (t: NoticeTable) => t.map((b) => `${b.value} days (${b.label.toLowerCase()})`).join(", ");

/**
 * Notice a landlord must give (Residential Tenancies Act 2004, s. 66, Table 1).
 * The table in force is the one in force on the day the notice is served
 * (2019 Act s. 16(2); 2022 Act s. 96(2)).
 */
export const landlordNoticeRule: Rule<NoticeTable> = {
  id: "landlord-notice-periods",
  title: "Notice a landlord must give to end a tenancy",
  describe: (t) => `for notices served by a landlord: ${tableWords(t)}`,
  pages: NOTICE_PAGES,
  checked: CHECKED,
  periods: [
    {
      value: [
        months(0, 6, "Less than 6 months", 28),
        months(6, 12, "6 months to less than 1 year", 90),
        months(12, 36, "1 year to less than 3 years", 120),
        months(36, 84, "3 years to less than 7 years", 180),
        months(84, 96, "7 years to less than 8 years", 196),
        months(96, null, "8 years or more", 224),
      ],
      // Commenced 4 June 2019 (S.I. No. 236 of 2019); before that the 2015 table (28, 35, 42, 56, 84, 112, 140, 168, 196, 224 days) applied.
      from: "2019-06-04",
      until: "2022-07-05",
      note: "for notices served from 4 June 2019 to 5 July 2022",
      source: { ...STATUTES.residentialTenanciesAmendmentAct2019, section: "s. 16(1)(d), substituting Table 1 to s. 66 of the 2004 Act" },
      certainty: "official",
    },
    {
      value: [
        months(0, 6, "Less than 6 months", 90),
        months(6, 12, "6 months to less than 1 year", 152),
        months(12, 84, "1 year to less than 7 years", 180),
        months(84, 96, "7 years to less than 8 years", 196),
        months(96, null, "8 years or more", 224),
      ],
      // s. 99(1): Part 11 came into operation the day after the Act was passed (5 July 2022). Not changed by the 2026 Act.
      from: "2022-07-06",
      until: null,
      note: "for notices served from 6 July 2022",
      source: { ...STATUTES.buildingWorksAct2022, section: "s. 96, substituting Table 1 to s. 66 of the Residential Tenancies Act 2004" },
      certainty: "official",
    },
  ],
};

/** Notice a tenant must give (2004 Act s. 66, Table 2): unchanged by the 2019, 2022 and 2026 Acts. */
export const tenantNoticeRule: Rule<NoticeTable> = {
  id: "tenant-notice-periods",
  title: "Notice a tenant must give to end a tenancy",
  describe: (t) => `for notices served by a tenant: ${tableWords(t)}`,
  pages: NOTICE_PAGES,
  checked: CHECKED,
  periods: [
    {
      value: [
        months(0, 6, "Less than 6 months", 28),
        months(6, 12, "6 months to less than 1 year", 35),
        months(12, 24, "1 year to less than 2 years", 42),
        months(24, 48, "2 years to less than 4 years", 56),
        months(48, 96, "4 years to less than 8 years", 84),
        months(96, null, "8 years or more", 112),
      ],
      from: null,
      until: null,
      source: { ...TENANCY_PAGES.rtbTenantEnds, section: "notice periods table (Residential Tenancies Act 2004, s. 66, Table 2)" },
      certainty: "official",
    },
  ],
};

export interface RtbCopyRule {
  /** "same-day": a copy to the RTB on the day the notice is served, or the notice is invalid. */
  when: "same-day" | "after-termination";
  words: string;
}

/** A landlord's copy of a notice of termination to the RTB. */
export const rtbCopyRule: Rule<RtbCopyRule> = {
  id: "notice-copy-to-rtb",
  title: "Copy of a landlord's notice of termination to the RTB",
  describe: (v) => v.words,
  pages: NOTICE_PAGES,
  checked: CHECKED,
  periods: [
    {
      value: { when: "after-termination", words: "for a tenancy of more than 6 months, a copy of the notice to the RTB within 28 days after the termination date" },
      from: "2019-06-04",
      until: "2022-07-05",
      source: { ...TENANCY_PAGES.rtbNoticeData, section: "introduction" },
      certainty: "official",
    },
    {
      value: { when: "same-day", words: "a copy of every notice to the RTB on the same day it is served on the tenant, or the notice is invalid" },
      from: "2022-07-06",
      until: null,
      note: "for notices served from 6 July 2022; now s. 62(1A) of the 2004 Act (inserted by the 2026 Act, s. 15)",
      source: { ...TENANCY_PAGES.rtbLandlordEnds, section: "Notice of Termination Return Form" },
      certainty: "official",
    },
  ],
};

export interface DisputeDeadline {
  /** Days from receiving the notice to refer a dispute about its validity to the RTB. */
  days: number;
  /** Where the notice relies on the other side's breach (ss. 67 and 68, including rent arrears). */
  breachDays: number;
}

/** Time to challenge a notice of termination at the RTB (2004 Act s. 80). */
export const disputeDeadlineRule: Rule<DisputeDeadline> = {
  id: "notice-dispute-deadline",
  title: "Time to challenge a notice of termination at the RTB",
  describe: (v) =>
    v.days === v.breachDays
      ? `${v.days} days from receiving the notice`
      : `${v.days} days from receiving the notice (${v.breachDays} days where the notice is for a breach of obligations, including rent arrears)`,
  pages: NOTICE_PAGES,
  checked: CHECKED,
  periods: [
    {
      value: { days: 28, breachDays: 28 },
      from: null,
      until: "2022-07-05",
      source: { ...TENANCY_PAGES.rtbLandlordEnds, section: "“This was increased from 28-days”" },
      certainty: "official",
    },
    {
      value: { days: 90, breachDays: 28 },
      from: "2022-07-06",
      until: null,
      note: "for notices served from 6 July 2022",
      source: { ...STATUTES.buildingWorksAct2022, section: "s. 98, substituting s. 80 of the Residential Tenancies Act 2004" },
      certainty: "official",
    },
  ],
};

export interface TenureRegime {
  id: "part4" | "2026";
  words: string;
}

/**
 * Security of tenure, by the date the tenancy was created (not the date of
 * a notice): the 2026 Act's limits apply only to tenancies created on or
 * after 1 March 2026 (ss. 12(2), 13(2), new s. 35B(1)).
 */
export const tenureRegimeRule: Rule<TenureRegime> = {
  id: "tenure-regime",
  title: "Security of tenure: when a landlord can end a tenancy",
  describe: (v) => v.words,
  pages: NOTICE_PAGES,
  checked: CHECKED,
  periods: [
    {
      value: {
        id: "part4",
        words:
          "after the first 6 months any landlord can end the tenancy only on one of the grounds in the law: the tenant's breach of obligations, the home no longer suits the household, sale, the landlord's or a family member's own use, substantial refurbishment or a change of use",
      },
      from: null,
      until: "2026-02-28",
      note: "for tenancies created before 1 March 2026 (they keep these rules)",
      source: { ...STATUTES.residentialTenanciesAct2004, section: "s. 34 and its Table" },
      certainty: "official",
    },
    {
      value: {
        id: "2026",
        words:
          "a small landlord (not a company, 3 tenancies or fewer) gives 6-year tenancies of minimum duration and can sell, refurbish or change the use only at the end of one (sale earlier only on proven hardship); a large landlord (4 or more tenancies, or a company) can never end the tenancy to sell, move in, refurbish or change the use, so after 6 months it is of unlimited duration",
      },
      from: "2026-03-01",
      until: null,
      note: "for tenancies created from 1 March 2026",
      source: { ...STATUTES.residentialTenanciesMiscAct2026, section: "ss. 12–14 (new s. 35B of the 2004 Act)" },
      certainty: "official",
    },
  ],
};

export interface RentControl {
  /** Where the cap applies: Rent Pressure Zones only, every home (deemed RPZ), or the national rule. */
  scope: "rpz" | "whole-state-rpz" | "national";
  /** Months between reviews. */
  reviewMonths: number;
  /** Most rent can rise in a year, pro rata (2021 Act: "2 per cent … in respect of each year"). */
  capPercentPerYear: number;
  /** The inflation index the other limb of the cap uses. */
  index: "HICP" | "CPI";
  words: string;
}

/** How often rent can be reviewed and how much it can rise, by the date of the review. */
export const rentControlRule: Rule<RentControl> = {
  id: "rent-control",
  title: "Rent reviews: how often and by how much",
  describe: (v) => v.words,
  pages: RENT_PAGES,
  checked: CHECKED,
  periods: [
    {
      value: {
        scope: "rpz",
        reviewMonths: 12,
        capPercentPerYear: 2,
        index: "HICP",
        words:
          "in a Rent Pressure Zone, rent could rise by no more than the lower of 2% a year or HICP inflation; it could be reviewed once a year (the first review after an area became a zone, 24 months after the rent was last set); outside a zone there was no cap",
      },
      from: "2021-12-11",
      until: "2025-06-19",
      note: "in Rent Pressure Zones only",
      source: { ...STATUTES.residentialTenanciesAmendmentAct2021, section: "s. 3 (s. 19(4) of the 2004 Act); review frequency s. 24C" },
      certainty: "official",
    },
    {
      value: {
        scope: "whole-state-rpz",
        reviewMonths: 12,
        capPercentPerYear: 2,
        index: "HICP",
        words: "the whole State was a Rent Pressure Zone: rent could rise by no more than the lower of 2% a year or HICP inflation, once a year",
      },
      from: "2025-06-20",
      until: "2026-02-28",
      source: { ...STATUTES.residentialTenanciesAmendmentAct2025, section: "s. 3 (every area deemed a Rent Pressure Zone until 28 February 2026)" },
      certainty: "official",
    },
    {
      value: {
        scope: "national",
        reviewMonths: 12,
        capPercentPerYear: 2,
        index: "CPI",
        words:
          "Rent Pressure Zones are abolished and one national rule applies to every tenancy: rent can be reviewed once every 12 months and can rise by no more than the lower of 2% a year or CPI inflation (new apartments and student blocks whose building work started on or after 10 June 2025: CPI, without the 2% limit); a tenancy created from 1 March 2026 can be reset to market rent between tenancies in listed situations and at the end of each 6-year period",
      },
      from: "2026-03-01",
      until: null,
      source: { ...STATUTES.residentialTenanciesMiscAct2026, section: "ss. 2, 8 and 9 (ss. 19 and 20B of the 2004 Act)" },
      certainty: "official",
    },
  ],
  earlierClaims: [
    {
      claim: "in a Rent Pressure Zone, rent can be reviewed once every 24 months",
      where: "the rent review tool and the Rental Guide",
      why: `The 24 months applied only to the first review after an area became a Rent Pressure Zone; later reviews could be once a year (Residential Tenancies Act 2004, s. 24C). Since 1 March 2026 there are no Rent Pressure Zones and every tenancy can be reviewed once every 12 months ([Residential Tenancies (Miscellaneous Provisions) Act 2026](${STATUTES.residentialTenanciesMiscAct2026.url}), ss. 2 and 9).`,
    },
  ],
};

/** The first day of the 2026 regime (tenancies created, reviews carried out, notices served). */
export const REFORM_2026 = "2026-03-01";
/** Apartments and student blocks whose commencement notice was given on or after this date: CPI without the 2% limit (2026 Act s. 8, new s. 19(4)(aa)). */
export const NEW_APARTMENT_COMMENCEMENT = "2025-06-10";
/** A small landlord under the 2026 Act: not a company and a landlord under not more than this many tenancies (s. 35B(2)). */
export const SMALL_LANDLORD_MAX_TENANCIES = 3;
/** A tenancy of minimum duration: 6 years from the start and from each sixth anniversary (s. 35B(1)). */
export const MINIMUM_DURATION_YEARS = 6;

/** This file's dated rules, for /changes and its feed (content/rules.ts). */
export const TENANCY_RULES: readonly AnyRule[] = [landlordNoticeRule, tenantNoticeRule, rtbCopyRule, disputeDeadlineRule, tenureRegimeRule, rentControlRule];

