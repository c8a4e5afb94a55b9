/**
 * Tenancy law the tools compute with: notice periods, security of tenure and
 * the grounds for ending a tenancy, rent reviews.
 * See ./index.ts for how figures are kept; dated rules use ./dated.ts.
 */
import { LAST_REVIEWED } from "./reviewed";
import { SOURCES } from "./sources";
import type { AnyRule, Authority, Rule } from "./dated";
import { sectionOf, STATUTES } from "./statutes";
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
  /**
   * @deprecated The specification's "about 24 hours' notice" to enter was never the law: an
   * unconfirmed earlier claim of landlordAccessRule. No page states it as a rule.
   */
  landlordEntryNoticeHours: 24,
  /** Complaints of discrimination to the WRC: within 6 months (Equal Status Act 2000, s. 21(6)). */
  disputeWithinMonths: 6,
  depositMonths: { min: 1, max: 2 },
} as const satisfies Group & Record<string, unknown>;

/* ------------------------------------------------------------------------
 * Dated tenancy rules (checked 24 November 2026 against the enacted Acts in
 * irishstatutebook.ie and rtb.ie). Tools pick the period by the date that
 * matters in law: the notice tables by the date the notice is served, the
 * tenure regime by the date the tenancy was created, the rent rules by the
 * date of the review.
 * --------------------------------------------------------------------- */

const CHECKED = "2026-11-25";
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
  rtbNoticeGuide2026: { name: "Residential Tenancies Board: Notice of Termination guide (from 1 March 2026)", url: "https://rtb.ie/renting/ending-a-tenancy/notice-of-termination-guides" },
  threshold: { name: "Threshold: free advice for renters", url: "https://threshold.ie/" },
  govReforms2026: {
    name: "gov.ie: Government reforms to the rental sector starting 1 March 2026",
    url: "https://www.gov.ie/ga/an-roinn-tith%C3%ADochta-rialtais-%C3%A1it%C3%BAil-agus-oidhreachta/foilseachain/government-reforms-to-the-rental-sector-starting-1-march-2026",
  },
} as const satisfies Record<string, Authority>;

/** Pages quoted for a figure they give (not the period's own source). */
const QUOTED = {
  rtbOneStopGrounds: { name: "Residential Tenancies Board: Grounds for a landlord to end a tenancy", url: "https://onestopshop.rtb.ie/ending-a-tenancy/how-a-landlord-can-end-a-tenancy/landlords-grounds-for-ending-a-tenancy/" },
  rtbNonRpz: { name: "Residential Tenancies Board: Extension of rent certainty measures", url: "https://www.rtb.ie/new-changes-to-rental-legislation/extension-of-rent-certainty-measures" },
  rtbRpzPage: { name: "Residential Tenancies Board: Rent Pressure Zones (page of the time)", url: "https://www.rtb.ie/rent-pressure-zones/" },
  rtbRpzReviews: { name: "Residential Tenancies Board: Rent Reviews in a Rent Pressure Zone (page of the time)", url: "https://www.rtb.ie/during-a-tenancy/rent-reviews-in-a-rent-pressure-zone-rpz" },
  rtbNotice2019: { name: "Residential Tenancies Board: New notice periods (from 4 June 2019)", url: "https://www.rtb.ie/new-changes-to-rental-legislation/new-notice-periods" },
  mhc2015: {
    name: "Mason Hayes & Curran: The Residential Tenancies (Amendment) Act 2015 (on Mondaq)",
    url: "https://www.mondaq.com/ireland/x/455618/landlord+tenant+leases/Real+Estate+Update+The+Residential+Tenancies+Amendment+Act+2015",
  },
  kildareStreet2025Rpz: { name: "Dáil written answer, 24 June 2025 (Minister for Housing)", url: "https://www.kildarestreet.com/wrans/?id=2025-06-24a.1222.r" },
} as const satisfies Record<string, Authority>;

const RTA_2004 = STATUTES.residentialTenanciesAct2004;
const ACT_2026 = STATUTES.residentialTenanciesMiscAct2026;
/** The Residential Tenancies Act 2004, s. 20 (review frequency) in its revised text. */
const RTA_S20 = sectionOf(RTA_2004, "20", "s. 20 (as amended by the Residential Tenancies (Amendment) Act 2025, s. 2)");

/** The same-day copy of a landlord's notice of termination, in the Act itself since 1 March 2026 (s. 62(1A), inserted by the 2026 Act, s. 15). */
export const RTA_S62_1A = sectionOf(RTA_2004, "62", "s. 62(1A), inserted by the 2026 Act, s. 15");

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
  unit: "days, by length of tenancy",
  describe: (t) => `for notices served by a landlord: ${tableWords(t)}`,
  pages: NOTICE_PAGES,
  checked: CHECKED,
  figures: (t) => t.map((b) => b.value),
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
      source: sectionOf(STATUTES.residentialTenanciesAmendmentAct2019, "16", "s. 16(1)(d), substituting Table 1 to s. 66 of the 2004 Act"),
      certainty: "official",
      // The stored copy of the Act (legalize-ie, IE-2019-act-14) prints s. 16(1)(d)'s words but leaves its
      // Table out, so the days are quoted from the RTB's page on the 2019 change, whose stored copy holds
      // these words and this table word for word; s. 16(2) (the Act's own words) says which notices it governs.
      quotes: [
        {
          text: "Duration of Tenancy | Notice Period | Less than 6 months | 28 days | Not less than 6 months but less than 1year | 90 days | Not less than 1year but less than 3 years | 120 days | Not less than 3 years but less than 7 years | 180 days | Not less than 7 years but less than 8 years | 196 days | Not less than 8 years | 224 days |",
          source: QUOTED.rtbNotice2019,
        },
        {
          text: "Changes to the legislation effective from 4th June 2019 have extended notice periods which a landlord must provide to a tenant when serving them with a notice of termination.",
          source: QUOTED.rtbNotice2019,
          supports: "the start, 4 June 2019",
        },
        {
          text: "The amendment of Table 1 to section 66 of the Act of 2004 under subsection (1)(d) shall apply to a period of notice to be given in a notice of termination served by a landlord on a tenant on or after the commencement of subsection (1).",
          source: sectionOf(STATUTES.residentialTenanciesAmendmentAct2019, "16", "s. 16(2)"),
          supports: "that the table follows the day the notice is served",
        },
      ],
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
      source: sectionOf(STATUTES.buildingWorksAct2022, "96", "s. 96, substituting Table 1 to s. 66 of the Residential Tenancies Act 2004"),
      certainty: "official",
      quotes: [
        {
          text: "Less than 6 months | 90 days | Not less than 6 months but less than one year | 152 days | Not less than one year but less than 7 years | 180 days | Not less than 7 years but less than 8 years | 196 days | Not less than 8 years | 224 days",
        },
        { text: "This Part shall come into operation on the day after the date of the passing of this Act.", source: sectionOf(STATUTES.buildingWorksAct2022, "99") },
      ],
    },
  ],
};

/** Notice a tenant must give (2004 Act s. 66, Table 2): unchanged by the 2019, 2022 and 2026 Acts. */
export const tenantNoticeRule: Rule<NoticeTable> = {
  id: "tenant-notice-periods",
  title: "Notice a tenant must give to end a tenancy",
  unit: "days, by length of tenancy",
  describe: (t) => `for notices served by a tenant: ${tableWords(t)}`,
  pages: NOTICE_PAGES,
  checked: CHECKED,
  figures: (t) => t.map((b) => b.value),
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
      quotes: [
        {
          text: "Tenancy length | Notice needed | Less than 6 months | 28 days | 6 months to 1 year | 35 days | 1 year to 2 years | 42 days | 2 years to 4 years | 56 days | 4 years to 8 years | 84 days | 8 years or longer | 112 days",
        },
      ],
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
  kind: "condition",
  title: "Copy of a landlord's notice of termination to the RTB",
  unit: "words (the rule as it applies)",
  describe: (v) => v.words,
  pages: NOTICE_PAGES,
  checked: CHECKED,
  figures: (v) => (v.when === "after-termination" ? [28] : []),
  periods: [
    {
      value: { when: "after-termination", words: "for a tenancy of more than 6 months, a copy of the notice to the RTB within 28 days after the termination date" },
      from: "2019-06-04",
      until: "2022-07-05",
      source: { ...TENANCY_PAGES.rtbNoticeData, section: "introduction" },
      certainty: "official",
      quotes: [
        {
          text: "These documents must be sent to the Residential Tenancies Board within 28 days of the expiration of the tenancy termination date.",
          source: QUOTED.rtbOneStopGrounds,
        },
      ],
      onlyWhileInForce: [/within 28 days after the termination date/i],
    },
    {
      value: { when: "same-day", words: "a copy of every notice to the RTB on the same day it is served on the tenant, or the notice is invalid" },
      from: "2022-07-06",
      until: null,
      note: "for notices served from 6 July 2022; now s. 62(1A) of the 2004 Act (inserted by the 2026 Act, s. 15)",
      source: { ...TENANCY_PAGES.rtbLandlordEnds, section: "Notice of Termination Return Form" },
      certainty: "official",
      quotes: [
        {
          text: "From 6 July 2022, there is a new requirement for the landlord to send a copy of all Notices of Termination to the RTB on the same day as the notice is served on the tenant. The Notice of Termination will be deemed invalid if this requirement is not met.",
        },
        {
          text: "(1A) Where a notice of termination is served by a landlord, the landlord shall serve a copy of the notice on the Board on the same day on which the notice is served on the tenant, and where the copy is not so served the notice shall be invalid.",
          source: RTA_S62_1A,
          supports: "the same rule in the Act itself for notices served from 1 March 2026 (s. 62(1A), inserted by the 2026 Act, s. 15)",
        },
      ],
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
  unit: "days",
  describe: (v) =>
    v.days === v.breachDays
      ? `${v.days} days from receiving the notice`
      : `${v.days} days from receiving the notice (${v.breachDays} days where the notice is for a breach of obligations, including rent arrears)`,
  pages: NOTICE_PAGES,
  checked: CHECKED,
  figures: (v) => [v.days, v.breachDays],
  periods: [
    {
      value: { days: 28, breachDays: 28 },
      from: null,
      until: "2022-07-05",
      source: { ...TENANCY_PAGES.rtbLandlordEnds, section: "“This was increased from 28-days”" },
      certainty: "official",
      quotes: [
        {
          text: "From 6 July 2022, if a tenant has an issue with the validity of the Notice of Termination they have received, a tenant now has 90-days (from the receipt of the notice) to apply for dispute resolution with the RTB. This was increased from 28-days.",
        },
      ],
      // The 2004 Act's own words for a notice before 6 July 2022 (s. 62(1)(g)): no page may give them as today's.
      onlyWhileInForce: [/within 28 days from the date of receipt/i, /must be referred to the (RTB|Residential Tenancies Board) within \**28 days/i, /has 28 days to refer/i],
    },
    {
      value: { days: 90, breachDays: 28 },
      from: "2022-07-06",
      until: null,
      note: "for notices served from 6 July 2022",
      source: sectionOf(STATUTES.buildingWorksAct2022, "98", "s. 98, substituting s. 80 of the Residential Tenancies Act 2004"),
      certainty: "official",
      quotes: [
        {
          text: "A dispute relating to the validity of a notice of termination which has been served or purported to be served may not be referred to the Board for resolution at any time after— (a) where section 67 or 68 applies, the period of 28 days, or (b) in all other cases, the period of 90 days, has elapsed from the date of receipt of that notice.",
        },
      ],
    },
  ],
};

/**
 * The grounds of the Table to s. 34 a landlord can end a tenancy on once it
 * has lasted 6 months. Paragraphs 1 and 1A (a breach, and rent arrears) are
 * one choice here, as the notice checker asks them.
 */
export const GROUNDS = ["breach", "unsuitable", "sale", "family", "refurbish", "change-use"] as const;
export type Ground = (typeof GROUNDS)[number];

/** A landlord under the 2026 Act: small (not a company, 3 tenancies or fewer) or large (s. 35B(2)). */
export type LandlordSize = "small" | "large";

/**
 * When a landlord may end a tenancy of 6 months or more on a ground:
 * - any-time: whenever the ground is true (with what the law requires for it);
 * - never: not at all (s. 35B(2));
 * - period-end: only by a notice served before a 6-year period ends whose
 *   notice period runs to its end or later (s. 35B(3)(b), (5));
 * - period-end-or-hardship: that, or earlier on hardship shown to the RTB (s. 35B(3)(a), (4)).
 */
export type GroundWhen = "any-time" | "never" | "period-end" | "period-end-or-hardship";

export interface GroundRule {
  when: GroundWhen;
  /**
   * What the landlord can do, without its subject, so a page can say it of
   * "your landlord", "a small landlord" or "they": "cannot end this tenancy
   * to sell before {end} unless they prove hardship to the RTB". {end} is
   * the last day of the tenancy's current 6-year period.
   */
  words: string;
  /** The words once the notice's termination date reaches the end of the 6-year period (period-end rules; family use, whose narrow list then lapses). */
  atEnd?: string;
}

export type GroundTable = Readonly<Record<Ground, GroundRule>>;

export interface TenureRegime {
  id: "part4" | "2026";
  words: string;
  /** After the first 6 months, what each landlord may end the tenancy for: "any" where every landlord is alike, else by size. */
  grounds: Readonly<Partial<Record<"any" | LandlordSize, GroundTable>>>;
  /** The 2026 regime's numbers (s. 35B): the 6-year tenancy of minimum duration, the most tenancies a small landlord has, and the hardship test for a sale. */
  minimumDurationYears?: number;
  smallLandlordMaxTenancies?: number;
  saleHardship?: { debtPercentOfPrice: number; dueWithinMonths: number };
  /** What someone looking for a home to rent should ask the landlord, where the regime makes it matter (guides/finding-property.ts). */
  househunting?: string;
}

/** The grounds every landlord may use, under either regime (s. 34 Table, paragraphs 1, 1A and 2). */
const BREACH: GroundRule = {
  when: "any-time",
  words: "can end this tenancy for a breach of your obligations (including rent arrears), usually once they have warned you in writing and given you time to put it right",
};
const UNSUITABLE: GroundRule = { when: "any-time", words: "can end this tenancy because the home no longer suits your household's needs (for example, it has become overcrowded)" };
const FAMILY_ANY = "can end this tenancy to live in the home or let a member of their family live there, with a statutory declaration saying so";
const NEVER = "(the law does not allow it for a tenancy created from 1 March 2026)";

/**
 * Security of tenure, by the date the tenancy was created (not the date of
 * a notice): which grounds a landlord can use once a tenancy has lasted 6
 * months. The 2026 Act's limits apply only to tenancies created on or after
 * 1 March 2026 (ss. 12(2), 13(2), new s. 35B(1)); a tenancy that began
 * earlier and carried on into a new tenancy when an old 6-year cycle ended
 * (Residential Tenancies (Amendment) Act 2021, s. 5(4)) is not one of them.
 * The notice checker reads `grounds` for its verdict; the words are the
 * cells' own.
 */
export const tenureRegimeRule: Rule<TenureRegime> = {
  id: "tenure-regime",
  kind: "condition",
  title: "Security of tenure: when a landlord can end a tenancy",
  unit: "words (the rule as it applies), grounds by landlord size, years, tenancies, percent and months",
  describe: (v) => v.words,
  pages: [...NOTICE_PAGES, "/renting/guide", "/renting/finding-property"],
  checked: "2026-11-28",
  // The first 6 months before the grounds apply; from 2026, the 6-year period, the 3 tenancies that make a small landlord, and the hardship test's 15% and 9 months.
  figures: (v) => (v.id === "part4" ? [6] : [v.minimumDurationYears!, v.smallLandlordMaxTenancies!, v.saleHardship!.debtPercentOfPrice, v.saleHardship!.dueWithinMonths]),
  periods: [
    {
      value: {
        id: "part4",
        words:
          "after the first 6 months any landlord can end the tenancy only on one of the grounds in the law: the tenant's breach of obligations, rent arrears, the home no longer suits the household, sale, the landlord's or a family member's own use, substantial refurbishment or a change of use",
        grounds: {
          any: {
            breach: BREACH,
            unsuitable: UNSUITABLE,
            sale: { when: "any-time", words: "can end this tenancy to sell the home within 9 months of it ending, with a statutory declaration saying so" },
            family: { when: "any-time", words: FAMILY_ANY },
            refurbish: { when: "any-time", words: "can end this tenancy to refurbish or renovate the home substantially, with a statement of the works" },
            "change-use": { when: "any-time", words: "can end this tenancy to change the use of the home, with a statement of the new use" },
          },
        },
      },
      from: null,
      until: "2026-02-28",
      note: "for tenancies created before 1 March 2026 (they keep these rules)",
      source: sectionOf(RTA_2004, "34", "s. 34 and its Table"),
      certainty: "official",
      // The Table to s. 34 has 7 grounds: paragraphs 1, 1A (inserted in 2020) and 2 to 6. The RTB's
      // one-stop-shop page still says "one of the 6 permitted grounds", so the figure is quoted from the Act.
      caveat: "The Act's Table to s. 34 lists 7 grounds (paragraphs 1, 1A and 2 to 6); the RTB's one-stop-shop page still says “one of the 6 permitted grounds”, without rent arrears (ground 1A, added in 2020)",
      quotes: [
        {
          text: "Where a person has been in occupation of a dwelling under a tenancy for a continuous period of 6 months and the condition specified in subsection (3) is satisfied, that tenancy shall, subject to Chapter 3, continue in existence for a period of unlimited duration from the date on which the first-mentioned period expires.",
          source: sectionOf(RTA_2004, "28", "s. 28(1)"),
        },
        { text: "may be terminated by the landlord— (a) on one or more of the grounds specified in the Table to this section" },
        {
          text: "1A. The tenant has failed to comply with paragraph (a) of section 16 in relation to the tenancy concerned and the condition specified in subsection (3) … of section 67 has been satisfied.",
          source: sectionOf(STATUTES.residentialTenanciesValuationAct2020, "9", "s. 9 (rent arrears, ground 1A)"),
        },
        // The seven grounds, as the Act itself names them elsewhere: paragraphs 1, 1A and 2 (s. 19(5)(a)(iii)(I)) and
        // 3 to 6 (s. 56(1)(b)). The Table's own words are on the Law Reform Commission's revised s. 34 (this
        // period's source); legalize-ie's copy of the 2004 Act prints the heading "Grounds for termination" without them.
        {
          text: "the ground or grounds specified in paragraph 1, 1A or 2 of the Table to section 34",
          source: sectionOf(RTA_2004, "19", "s. 19(5)(a)(iii)(I), as in force from 1 March 2026"),
          supports: "the 7 grounds: paragraphs 1, 1A and 2",
        },
        {
          text: "one or more of the grounds specified in paragraphs 3 to 6 of the Table to section 34",
          source: sectionOf(RTA_2004, "56", "s. 56(1)(b)"),
          supports: "the 7 grounds: paragraphs 3, 4, 5 and 6",
        },
      ],
    },
    {
      value: {
        id: "2026",
        words:
          "a small landlord (not a company, 3 tenancies or fewer) gives 6-year tenancies of minimum duration and can sell, refurbish or change the use only at the end of one (sale earlier only on proven hardship: a debt or Revenue bill of at least 15% of the price due within 9 months, the money needed for their own home, or insolvency), and during one can house only close family; a large landlord (4 or more tenancies, or a company) can never end the tenancy to sell, move in, refurbish or change the use, so after 6 months it is of unlimited duration",
        grounds: {
          small: {
            breach: BREACH,
            unsuitable: UNSUITABLE,
            sale: {
              when: "period-end-or-hardship",
              words: "cannot end this tenancy to sell before {end} unless they prove hardship to the RTB",
              atEnd: "can end this tenancy to sell at the end of its 6-year period, {end}, with a statutory declaration saying so",
            },
            family: {
              when: "any-time",
              words:
                "can end this tenancy to live in the home or let a close family member live there (before {end}, only a spouse or civil partner, child, stepchild, foster child, adopted child, parent, step-parent or parent-in-law), with a statutory declaration saying so",
              atEnd: FAMILY_ANY,
            },
            refurbish: {
              when: "period-end",
              words: "cannot end this tenancy to refurbish the home before {end}, the end of its 6-year period",
              atEnd: "can end this tenancy to refurbish the home at the end of its 6-year period, {end}, with a statement of the works and a statutory declaration",
            },
            "change-use": {
              when: "period-end",
              words: "cannot end this tenancy to change the use of the home before {end}, the end of its 6-year period",
              atEnd: "can end this tenancy to change the use of the home at the end of its 6-year period, {end}, with a statement of the new use and a statutory declaration",
            },
          },
          large: {
            breach: BREACH,
            unsuitable: UNSUITABLE,
            sale: { when: "never", words: `can never end this tenancy to sell ${NEVER}` },
            family: { when: "never", words: `can never end this tenancy to live in the home or house family there ${NEVER}` },
            refurbish: { when: "never", words: `can never end this tenancy to refurbish the home ${NEVER}` },
            "change-use": { when: "never", words: `can never end this tenancy to change the use of the home ${NEVER}` },
          },
        },
        minimumDurationYears: 6,
        smallLandlordMaxTenancies: 3,
        saleHardship: { debtPercentOfPrice: 15, dueWithinMonths: 9 },
        househunting:
          "Is the landlord a company, and how many tenancies do they have? (For a tenancy starting from 1 March 2026, that decides whether, and when, they can end it to sell or to move in.)",
      },
      from: "2026-03-01",
      until: null,
      note: "for tenancies created from 1 March 2026",
      source: sectionOf(ACT_2026, "14", "ss. 12–14 (new s. 35B of the 2004 Act)"),
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [
        {
          text: "A relevant Part 4 tenancy shall not be terminated by the landlord on the ground specified in paragraph 3, 4, 5 or 6 of the Table to section 34 where the landlord is a company or a landlord under more than 3 tenancies of dwellings.",
        },
        { text: "‘relevant Part 4 tenancy’ means a tenancy, referred to in paragraph (a) of section 29, that commences on or after 1 March 2026;" },
        {
          text: "‘tenancy of minimum duration’ means a continuous period of 6 years under a relevant Part 4 tenancy— (a) from the commencement of the relevant Part 4 tenancy, or (b) from each sixth anniversary of that commencement.",
        },
        {
          text: "Subject to subsections (4) and (5), a relevant Part 4 tenancy shall not be terminated by a landlord to whom subsection (2) does not apply— (a) on the ground specified in paragraph 3 of the Table to section 34, or (b) on the ground specified in paragraph 5 or 6 of the Table to section 34.",
        },
        {
          text: "Subsection (3)(a) does not apply where the landlord can show to the satisfaction of the Board that— … (b) the consideration arising from the transfer referred to in paragraph 3 of the Table to section 34 is required to enable the landlord, or the spouse or civil partner of the landlord, to discharge a debt, or make a payment to the Revenue Commissioners, of at least 15 per cent of the expected consideration arising from that transfer, which debt or payment, as the case may be, is legally required to be discharged or paid within 9 months after the termination date specified in the notice of termination,",
        },
        {
          text: "A relevant Part 4 tenancy may be terminated by a landlord to whom subsection (2) does not apply on the grounds specified in paragraph 3, 5 or 6 of the Table to section 34 if, in addition to any other requirement under section 34 or 35, a notice of termination (giving the required period of notice) is served by the landlord before the expiry of a tenancy of minimum duration under the relevant Part 4 tenancy and that period of notice expires on or after the expiry of the tenancy of minimum duration.",
        },
        {
          text: "(b) where the notice of termination is served in respect of a relevant Part 4 tenancy (within the meaning of section 35B) and the termination date specified in the notice of termination falls before the expiry of a tenancy of minimum duration under the relevant Part 4 tenancy, any spouse, civil partner within the meaning of the Civil Partnership and Certain Rights and Obligations of Cohabitants Act 2010, child, stepchild, foster child, parent, step parent, parent-in-law of the landlord or a person adopted by the landlord under the Adoption Acts 2010 to 2015.",
          source: sectionOf(ACT_2026, "13", "s. 13 (s. 35(4)(b) of the 2004 Act)"),
          supports: "the narrower family during a 6-year period",
        },
        {
          text: "The amendments of section 34 of the Principal Act effected by subsection (1) shall only apply in respect of a notice of termination referred to in that section of a tenancy to which that section applies created on or after 1 March 2026.",
          source: sectionOf(ACT_2026, "12", "s. 12(2)"),
          supports: "that the tenancy's creation date decides, not the notice's",
        },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "that the 2026 rules apply only to tenancies created on or after 1 March 2026",
      where: "the notice checker",
      why: `That is true of the 6-year periods and of which reasons a landlord can use ([2026 Act, ss. 12 to 14](${sectionOf(ACT_2026, "14").url})). But what a notice must say about the reason, and its copy to the RTB the same day, follow the day the notice is served: every notice served from 1 March 2026 must state its reason, even in a tenancy's first 6 months ([2026 Act, s. 15](${sectionOf(ACT_2026, "15").url}), new s. 62(1)(da) and (1A)).`,
      neverSay: [/the 2026 (limits|rules|reforms) apply only to tenancies created/i],
    },
  ],
};

/** The grounds a landlord of `size` may use under a regime ("any" where size makes no difference); null where the size decides and is not known. */
export function groundTable(regime: TenureRegime, size: LandlordSize | null): GroundTable | null {
  return regime.grounds.any ?? (size ? (regime.grounds[size] ?? null) : null);
}

/** The 2026 regime, for the numbers pages and tools state with it (s. 35B). */
const TENURE_2026 = tenureRegimeRule.periods[tenureRegimeRule.periods.length - 1]!.value;
/** A small landlord under the 2026 Act: not a company and a landlord under not more than this many tenancies (s. 35B(2)). */
export const SMALL_LANDLORD_MAX_TENANCIES = TENURE_2026.smallLandlordMaxTenancies!;
/** A tenancy of minimum duration: 6 years from the start and from each sixth anniversary (s. 35B(1)). */
export const MINIMUM_DURATION_YEARS = TENURE_2026.minimumDurationYears!;
/** The hardship test that lets a small landlord sell during a 6-year period (s. 35B(4)(b)). */
export const SALE_HARDSHIP = TENURE_2026.saleHardship!;

export interface BreachNotice {
  /** Notice for a breach of the tenant's obligations, including rent arrears once the arrears warning has run, whatever the length of the tenancy. */
  days: number;
  /** Notice for serious anti-social behaviour, or behaviour that threatens the fabric of the home. */
  antisocialDays: number;
  words: string;
}

/**
 * Notice for a tenant's breach of obligations (s. 67): the notice tables
 * (s. 66) do not apply; for rent arrears only after the arrears warning
 * (to the tenant and the RTB) has gone unpaid for 28 days (s. 67(3)).
 */
export const breachNoticeRule: Rule<BreachNotice> = {
  id: "breach-notice-period",
  kind: "condition",
  title: "Notice a landlord must give for a tenant's breach of obligations",
  unit: "days, and words",
  describe: (v) => v.words,
  pages: ["/tools/notice-period", "/renting/tenant-rights", "/renting/agreements", "/resources/faq"],
  checked: "2026-11-28",
  figures: (v) => [v.days, v.antisocialDays],
  periods: [
    {
      value: {
        days: 28,
        antisocialDays: 7,
        words:
          "a notice for a breach of your obligations (including rent arrears, after the arrears warning) gives 28 days whatever the length of the tenancy, and 7 days for serious anti-social behaviour or behaviour that threatens the fabric of the home",
      },
      from: null,
      until: null,
      source: sectionOf(RTA_2004, "67", "s. 67(2)"),
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [
        { text: "(2) Where this section applies the period of notice to be given by the notice of termination is— (a) 7 days, if the tenancy is being terminated by reason of behaviour of the tenant that is—" },
        {
          text: "(aa) in the case of the termination of a Part 4 tenancy, 28 days (regardless of the duration of the tenancy) provided that, where the reason for such termination is the failure by the tenant to pay an amount of rent due, the condition specified in subsection (3) is satisfied,",
        },
        { text: "that amount is not paid to the landlord within the period of 28 days following— (i) receipt of the notification by the tenant, or (ii) receipt of the notification by the Board," },
      ],
    },
  ],
};

export interface NoticeReason {
  /** A notice served in the first 6 months must also say which kind of reason it is (s. 62(1)(da)). */
  categoryInFirstSixMonths: boolean;
  /** The checklist line: what a landlord's notice must say about the reason. */
  words: string;
  /** The rule for the first 6 months, as a page says it (Rich): "In the first 6 months, a landlord …". */
  firstSixMonths: string;
  /** What a notice must give, to follow "the notice must also give …". */
  clause: string;
  /** A first-6-months notice that gives no reason at all, where that makes it invalid; null where it does not. */
  withoutReason: string | null;
}

/**
 * What a landlord's notice of termination must say about the reason, by the
 * date it is SERVED (not the tenancy's creation): after 6 months one of the
 * grounds in the law; and, for a notice served from 1 March 2026 (2026 Act
 * s. 15(2); the RTB's notice requirements "from 1 March 2026"), in the first
 * 6 months which kind of reason it is. The notice checker reads
 * `categoryInFirstSixMonths`; the pages say `firstSixMonths` and `clause`.
 */
export const noticeReasonRule: Rule<NoticeReason> = {
  id: "notice-reason",
  kind: "condition",
  title: "What a landlord's notice must say about the reason",
  unit: "words (the rule as it applies)",
  describe: (v) => v.words,
  pages: ["/renting/tenant-rights", "/renting/agreements", "/tools/notice-period", "/resources/faq"],
  checked: "2026-11-28",
  periods: [
    {
      value: {
        categoryInFirstSixMonths: false,
        words: "Give the reason (one of the grounds the law allows), if the tenancy has lasted 6 months or more.",
        firstSixMonths: "In the first 6 months, a landlord can end the tenancy without giving a reason (unless a fixed-term lease says otherwise)",
        clause: "one of the reasons the law allows, once the tenancy has lasted 6 months",
        withoutReason: null,
      },
      from: null,
      until: "2026-02-28",
      note: "for notices served before 1 March 2026",
      source: sectionOf(RTA_2004, "62", "s. 62(1)(e)"),
      certainty: "official",
      quotes: [
        { text: "if the duration of the tenancy is a period of more than 6 months, or the tenancy is a further Part 4 tenancy, state (where the termination is by the landlord) the reason for the termination," },
        { text: "the notice of termination cites as the reason for the termination the ground or grounds concerned", source: sectionOf(RTA_2004, "34", "s. 34(a)(ii)") },
      ],
      // The rule of notices served before 1 March 2026, in the present tense: no page built for a later date may say it.
      onlyWhileInForce: [/landlord can end (the|a|your) tenancy without giving a reason/i, /landlord does not (have|need) to give a reason/i],
    },
    {
      value: {
        categoryInFirstSixMonths: true,
        words:
          "Give the reason (one of the grounds the law allows), if the tenancy has lasted 6 months or more. A notice served in the first 6 months must still say which kind of reason it is: your breach of obligations, rent arrears, the home no longer suiting your household, or other reasons.",
        firstSixMonths:
          "In the first 6 months, a landlord does not need one of the grounds the law lists to end the tenancy (unless a fixed-term lease says otherwise), but every notice served since 1 March 2026 must say which kind of reason it is: your breach of obligations, rent arrears, the home no longer suiting your household, or other reasons",
        clause:
          "its reason: once the tenancy has lasted 6 months, one of the reasons the law allows, and in the first 6 months, which kind of reason it is, for every notice served since 1 March 2026",
        withoutReason: "Every notice served since 1 March 2026 must say which kind of reason ends the tenancy, even in its first 6 months: a notice that gives none is not valid",
      },
      from: "2026-03-01",
      until: null,
      note: "for notices served from 1 March 2026",
      source: sectionOf(ACT_2026, "15", "s. 15 (new s. 62(1)(da) of the 2004 Act)"),
      certainty: "official",
      quotes: [
        {
          text: "(da) if Part 4 does not apply to the tenancy, including where the duration of the tenancy is a period of not more than 6 months, state (where the termination is by the landlord) that the reason for the termination of the tenancy is one or more of the following:",
        },
        { text: "(i) the same as the ground specified in paragraph 1 of the Table to section 34;" },
        { text: "(ii) the same as the ground specified in paragraph 1A of the Table to section 34;" },
        { text: "(iii) the same as the ground specified in paragraph 2 of the Table to section 34;" },
        { text: "(iv) reasons other than the grounds referred to in subparagraph (i), (ii) or (iii)," },
        {
          text: "The amendments of section 62 of the Principal Act effected by subsection (1) shall only apply in respect of a notice of termination referred to in that section served after the date of commencement of subsection (1).",
          supports: "that the day the notice is served decides, not the day the tenancy began",
        },
        {
          text: "Notice of Termination Requirements from 1 March 2026",
          source: TENANCY_PAGES.rtbNoticeGuide2026,
          supports: "the first day, 1 March 2026",
        },
      ],
      onlyWhileInForce: [/must say which kind of reason/i],
    },
  ],
};

export interface NoticeService {
  /** The ways the Act lists, in words for a page. */
  words: string;
}

/**
 * How a notice (of termination, of a rent review) may be served: the
 * Residential Tenancies Act 2004, s. 6(1). The 2026 Act, s. 5 inserted
 * s. 6(1)(ca), e-mail to an address the person uses; the Act leaves its
 * start to a Minister's order (s. 1(2)), and no official page found gives
 * the date, so the page says both and that the date is not confirmed.
 */
export const noticeServiceRule: Rule<NoticeService> = {
  id: "notice-service",
  title: "How a notice can be served",
  unit: "words (the rule as it applies)",
  describe: (v) => v.words,
  pages: ["/renting/tenant-rights", "/tools/notice-period"],
  checked: CHECKED,
  periods: [
    {
      value: {
        words:
          "A notice must be in writing and signed. It can be handed to the person, left at or posted to the address where they live (or an address they gave for notices), or fixed to the home if no one seems to live there.",
      },
      from: null,
      // The day before the Residential Tenancies (Miscellaneous Provisions) Act 2026 was enacted (24 February 2026): the e-mail rule is in it, its start date not confirmed.
      until: "2026-02-23",
      source: sectionOf(RTA_2004, "6", "s. 6(1)"),
      certainty: "official",
      quotes: [
        { text: "(a) by delivering it to the person;" },
        { text: "(c) by sending it by post in a prepaid letter to the address at which the person ordinarily resides or, in a case in which an address for service has been furnished, to that address;" },
      ],
    },
    {
      value: {
        words:
          "A notice must be in writing and signed. It can be handed to the person, left at or posted to the address where they live (or an address they gave for notices), or fixed to the home if no one seems to live there. The Residential Tenancies (Miscellaneous Provisions) Act 2026 adds e-mail: sending it to an e-mail address (or other electronic contact point) the person uses for messages, with a record that it was sent.",
      },
      from: "2026-02-24",
      until: null,
      note: "the e-mail rule from a date not yet confirmed",
      source: sectionOf(RTA_2004, "6", "s. 6(1), with para. (ca) inserted by the 2026 Act, s. 5"),
      certainty: "official",
      caveat:
        "The 2026 Act leaves the date its e-mail rule comes into force to a Minister's order, and we could not confirm that date on an official page: if a notice reaches you only by e-mail, ask the RTB or Threshold whether it was validly served.",
      quotes: [
        { text: "(c) by sending it by post in a prepaid letter to the address at which the person ordinarily resides or, in a case in which an address for service has been furnished, to that address;" },
        {
          text: "(ca) by sending it by electronic means to an email address, fax number or other electronic contact point used by the person for receiving emails, faxes or other electronic messages, where a record that the notice or other document has been sent is made for the sender by the email system, fax machine or other electronic system used;",
          source: sectionOf(ACT_2026, "5"),
        },
        {
          text: "This Act (other than Part 3 and section 31) shall come into operation on such day or days as the Minister for Housing, Local Government and Heritage may by order or orders appoint either generally or with reference to any particular purpose or provision and different days may be so appointed for different purposes or provisions.",
          source: sectionOf(ACT_2026, "1", "s. 1(2)"),
          supports: "the date the e-mail rule comes into force is left to a Minister's order",
        },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "that a notice must be “in writing (not a text message, email or phone call)”",
      where: "the notice checker",
      why: `A notice must be in writing and signed, so a phone call is never a notice. But the [2026 Act, s. 5](${sectionOf(ACT_2026, "5").url}) added e-mail (and other electronic messages to a contact point the person uses, with a record of sending) to the ways a notice can be served; we could not confirm the date that came into force.`,
      neverSay: [/not a text message, e-?mail or phone call/i, /e-?mail[^.]{0,40}(is|are) not (a )?valid notice/i],
    },
  ],
};

/** Access to the home: the tenant lets the landlord in "on a date and time agreed in advance" (2004 Act, s. 16(c)). */
export const landlordAccessRule: Rule<true> = {
  id: "landlord-access",
  title: "When a landlord can enter your home",
  unit: "boolean (the rule applies)",
  describe: () => "the tenant must allow the landlord access, at reasonable intervals, on a date and time agreed in advance with the tenant (and, for a sale, for viewings on the same terms)",
  pages: ["/renting/tenant-rights", "/renting/guide"],
  checked: CHECKED,
  periods: [
    {
      value: true,
      from: null,
      until: null,
      source: sectionOf(RTA_2004, "16", "s. 16(c), and (ca) inserted by the 2026 Act, s. 7"),
      certainty: "official",
      quotes: [
        {
          text: "(c) allow, at reasonable intervals, the landlord, or any person or persons acting on the landlord's behalf, access to the dwelling (on a date and time agreed in advance with the tenant) for the purposes of inspecting the dwelling,",
        },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "that a landlord must give “about 24 hours' notice” before entering",
      where: "our renting guides",
      why: `The law sets no number of hours: a landlord may come in only on a date and time agreed in advance with you ([Residential Tenancies Act 2004, s. 16(c)](${sectionOf(RTA_2004, "16").url})). 24 hours is a common courtesy, not a rule.`,
      unconfirmed: true,
      neverSay: [/24 hours' notice/i],
    },
  ],
};

export interface RentReviewNotice {
  /** The least number of days between serving the notice and the new rent taking effect (s. 22(2)). */
  noticeDays: number;
  /** A copy of the notice to the RTB on the same day it is served on the tenant (s. 22(2), as amended by the 2026 Act, s. 10). */
  copyToRtb: boolean;
  /** The rule as a page says it, a full sentence. */
  words: string;
}

/**
 * How a landlord must tell a tenant of a new rent (2004 Act s. 22(2)), by
 * the day the review notice is SERVED: 90 days' notice on the prescribed
 * form since the 2015 Act, and since 1 March 2026 a copy to the RTB the same
 * day (2026 Act s. 10, which applies to notices served after it commenced;
 * setting a rent without it is an offence, new s. 22(4)). The rent review
 * tool reads `noticeDays` and `copyToRtb`; the pages say `words`.
 */
export const rentReviewNoticeRule: Rule<RentReviewNotice> = {
  id: "rent-review-notice",
  kind: "condition",
  title: "How a landlord must tell you of a new rent",
  unit: "days, and words",
  describe: (v) => v.words,
  pages: RENT_PAGES,
  checked: "2026-11-28",
  figures: (v) => [v.noticeDays],
  periods: [
    {
      value: {
        noticeDays: 90,
        copyToRtb: false,
        words: "Your landlord must give you at least 90 days' written notice of a new rent, on the RTB's form, before it takes effect.",
      },
      from: "2015-12-04",
      until: "2026-02-28",
      note: "for review notices served from 4 December 2015 to 28 February 2026",
      source: sectionOf(STATUTES.residentialTenanciesAmendmentAct2015, "26", "s. 26(1)(a) (s. 22(2) of the 2004 Act)"),
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [
        { text: "(i) by substituting “90 days” for “28 days”, (ii) by substituting “in the prescribed form” for “in writing”," },
        {
          text: "This Act, other than section 25, subparagraph (i) of paragraph (a) of subsection (1) of section 26, section 26(2) and section 31, shall come into operation on such day or days as the Minister may appoint by order or orders either generally or with reference to any particular purpose or provision and different days may be so appointed for different purposes or provisions.",
          source: sectionOf(STATUTES.residentialTenanciesAmendmentAct2015, "1", "s. 1(4)"),
          supports: "that the 90 days were not left to a Minister's order: they applied from the Act's passing",
        },
        {
          text: "The new rent review provisions came into operation on 4 December 2015.",
          source: QUOTED.mhc2015,
          certainty: "reported",
          supports: "the start, 4 December 2015",
        },
      ],
    },
    {
      value: {
        noticeDays: 90,
        copyToRtb: true,
        words:
          "Your landlord must give you at least 90 days' written notice of a new rent, on the RTB's form, and send a copy of the review notice to the RTB on the same day: a new rent set without that copy is an offence.",
      },
      from: "2026-03-01",
      until: null,
      note: "for review notices served from 1 March 2026",
      source: sectionOf(RTA_2004, "22", "s. 22(2) and (4), as amended by the 2026 Act, s. 10"),
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [
        {
          text: "(2) That condition is that, at least 90 days before the date from which the new rent is to have effect, a notice in the prescribed form is served by the landlord on the tenant stating the amount of the new rent and the date from which it is to have effect and the matters specified in subsection (2A), and a copy of that notice is served on the Board on the same day on which the notice is served on the tenant.",
        },
        { text: "(4) It shall be an offence for a landlord to set a rent pursuant to a review of the rent under a tenancy by serving notice of the rent on the tenant other than in accordance with the condition specified in subsection (2)." },
        {
          text: "The amendments of section 22 of the Principal Act effected by subsection (1) shall only apply in respect of a notice referred to in that section served after the date of commencement of subsection (1).",
          source: sectionOf(ACT_2026, "10", "s. 10(2)"),
          supports: "that the day the review notice is served decides",
        },
      ],
      // The same-day copy of a REVIEW notice (a notice of termination's copy dates from 2022): no page built before 1 March 2026 may state it.
      onlyWhileInForce: [/(review|new rent)[^.]{0,160}cop(y|ied)[^.]{0,40}RTB (on )?the same day/i],
    },
  ],
};

export interface NewApartmentRent {
  /** Building work whose commencement notice was given on or after this day (yyyy-mm-dd). */
  commencementFrom: string;
  words: string;
}

/**
 * New apartments and student blocks: the 2% limb of the cap does not apply
 * (2004 Act s. 19(4)(aa), inserted by the 2026 Act s. 8), for rent set from
 * 1 March 2026 (s. 19(3)). Before then the whole-State Rent Pressure Zone's
 * 2% limit applied to them too, so the rule has no earlier period. The rent
 * review tool asks for it (`kind`) and reads this rule on the review date.
 */
export const newApartmentRentRule: Rule<NewApartmentRent> = {
  id: "new-apartment-rent",
  kind: "condition",
  title: "New apartments and student blocks: rent rises by inflation, without the 2% limit",
  unit: "date (commencement notice on or after), and words",
  describe: (v) => v.words,
  pages: RENT_PAGES,
  checked: "2026-11-28",
  periods: [
    {
      value: {
        commencementFrom: "2025-06-10",
        words:
          "for a new apartment (or student accommodation) in a building whose work started on or after 10 June 2025 (a new building, or one extended by at least a quarter or converted into homes), the rent can rise by inflation (CPI), without the 2% limit",
      },
      from: "2026-03-01",
      until: null,
      note: "for rent set from 1 March 2026",
      source: sectionOf(ACT_2026, "8", "s. 8 (new s. 19(4)(aa) of the 2004 Act)"),
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [
        {
          text: "(aa) subparagraph (i) of paragraph (a) shall not apply where— (i) the dwelling is one of a number of dwellings comprising an apartment complex or a dwelling situated in a building or part of a building referred to in subsection (1A) of section 3 to which this Act applies, (ii) a commencement notice or a 7 day notice, as the case may be, was given or submitted to a building control authority on or after 10 June 2025,",
        },
        { text: "New private apartment where construction commenced after 10 June 2025 • Every 12 months • In line with rate of inflation (CPI). No 2% cap applies", source: TENANCY_PAGES.rtbRentReview },
      ],
    },
  ],
};

export interface MarketReset {
  /** Years of capped rent after which a tenancy's rent can be reset to the market rent (s. 19(5)(aa)); null: never while the tenancy lasts. */
  resetYears: number | null;
  /** The same for student-specific accommodation (s. 3(1A); s. 19(5)(ab), (ac)); null: never. */
  studentResetYears: number | null;
  /** The rule in words (for /data and the history). */
  words: string;
  /** When a new tenancy's first rent can be set at the market rent (s. 19(5)(a)), as a page says it (Rich); empty before the rule. */
  between: string;
}

/**
 * When the rent can go back to the market rent, by the date the tenancy was
 * CREATED (2026 Act s. 8, new s. 19(5)(a), (aa) to (ac)). The rent review
 * tool reads `resetYears` (and `studentResetYears` for student-specific
 * accommodation, which it asks about).
 */
export const marketResetRule: Rule<MarketReset> = {
  id: "market-rent-reset",
  kind: "condition",
  title: "When rent can be reset to the market rent",
  unit: "years of capped rent, and words",
  describe: (v) => v.words,
  pages: RENT_PAGES,
  checked: "2026-11-28",
  figures: (v) => (v.resetYears === null ? [] : [v.resetYears, v.studentResetYears!]),
  periods: [
    {
      value: {
        resetYears: null,
        studentResetYears: null,
        words: "a tenancy created before 1 March 2026 keeps its rent under the cap: it cannot be reset to the market rent while the tenancy lasts",
        between: "",
      },
      from: null,
      until: "2026-02-28",
      note: "for tenancies created before 1 March 2026",
      source: { ...TENANCY_PAGES.rtbRentReview, section: "Step 1: Check rent control rules" },
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [{ text: "Private tenancy started before 1 March 2026 • Every 12 months • 2% or rate of inflation (CPI), whichever is lower • Not allowed" }],
    },
    {
      value: {
        resetYears: 6,
        studentResetYears: 3,
        words:
          "for a tenancy created from 1 March 2026, the rent can be reset to the market rent after each 6 years in which every rent set kept to the cap; for student-specific accommodation, after 3 years (so 1 March 2029 at the earliest); and a new tenancy's first rent can be set at the market rent only in listed cases, not after a no-fault ending",
        between:
          "A new tenancy's first rent (from 1 March 2026) can be set at the market rent only in listed cases: the home was not let for the 2 years before (1 year for a protected structure), or the last tenant left of their own accord, or their tenancy was ended for their breach of obligations, rent arrears or because the home no longer suited them. Not after a “no-fault” ending such as a sale; and for student accommodation, only in the first of those cases.",
      },
      from: "2026-03-01",
      until: "2029-02-28",
      note: "for tenancies created from 1 March 2026 to 28 February 2029",
      source: sectionOf(ACT_2026, "8", "s. 8 (s. 19(5)(a), (aa) and (ab) of the 2004 Act)"),
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [
        {
          text: "(aa) in the case of a tenancy (other than a tenancy to which section 5(4) of the Residential Tenancies (Amendment) Act 2021 applies) created on or after 1 March 2026 of a dwelling (other than a dwelling referred to in subsection (1A) of section 3), to the rent set under the tenancy following a period of not less than 6 years during which— (i) subsection (4) applied to the rent under the tenancy, and (ii) any setting of that rent was in compliance with the requirements of subsection (4),",
        },
        {
          text: "(ab) in the case of a tenancy created on or after 1 March 2026 and before 1 March 2029 of a dwelling referred to in subsection (1A) of section 3, to the rent set under the tenancy following a period of not less than 3 years during which—",
        },
        {
          text: "(ii) a dwelling, other than a dwelling referred to in subparagraph (i), in respect of which no tenancy subsisted during the period of two years immediately preceding the date on which the tenancy concerned was created,",
          supports: "the first rent of a new tenancy, after 2 years unlet",
        },
        {
          text: "Private tenancy started after 1 March 2026 • Every 12 months • 2% or rate of inflation (CPI), whichever is lower • Allowed at beginning of new tenancy, except after a ‘no-fault termination’ • Allowed at end of 6-year tenancy cycle",
          source: TENANCY_PAGES.rtbRentReview,
        },
        {
          text: "Student specific accommodation (SSA) • Every 12 months • 2% or rate of inflation (CPI), whichever is lower • Allowed once every 3 years from 1 March 2029",
          source: TENANCY_PAGES.rtbRentReview,
          supports: "the first day a student tenancy's rent can be reset, 1 March 2029: 3 years after the first such tenancies began",
        },
      ],
    },
    {
      value: {
        resetYears: 6,
        studentResetYears: 3,
        words:
          "for a tenancy created from 1 March 2029, the rent can be reset to the market rent after each 6 years in which every rent set kept to the cap; for student-specific accommodation that was let as such for the 3 years before, the first rent can be set at the market rent and reset after each 3 years",
        between:
          "A new tenancy's first rent can be set at the market rent only in listed cases: the home was not let for the 2 years before (1 year for a protected structure), or the last tenant left of their own accord, or their tenancy was ended for their breach of obligations, rent arrears or because the home no longer suited them. Not after a “no-fault” ending such as a sale. For student accommodation let as such for the 3 years before, the first rent can be set at the market rent.",
      },
      from: "2029-03-01",
      until: null,
      note: "for tenancies created from 1 March 2029",
      source: sectionOf(ACT_2026, "8", "s. 8 (s. 19(5)(aa) and (ac) of the 2004 Act)"),
      certainty: "official",
      recorded: "2026-11-28",
      quotes: [
        {
          text: "(aa) in the case of a tenancy (other than a tenancy to which section 5(4) of the Residential Tenancies (Amendment) Act 2021 applies) created on or after 1 March 2026 of a dwelling (other than a dwelling referred to in subsection (1A) of section 3), to the rent set under the tenancy following a period of not less than 6 years during which—",
        },
        {
          text: "(ac) in the case of a tenancy created on or after 1 March 2029 of a dwelling referred to in subsection (1A) of section 3 that was such a dwelling for the 3 years immediately preceding the date on which the tenancy concerned was created— (i) to the rent first set under the tenancy, provided that—",
        },
        { text: "(ii) to any rent subsequently set under the tenancy following a period of not less than 3 years during which—" },
      ],
    },
  ],
  earlierClaims: [
    {
      claim: "“Student accommodation follows a 3-year cycle from 1 March 2029”",
      where: "the rent review calculator",
      why: `For student-specific accommodation let on a tenancy created from 1 March 2026, the rent can be reset to the market rent after 3 years of capped rent ([2026 Act, s. 8](${sectionOf(ACT_2026, "8").url}), new s. 19(5)(ab)): the rule already applies to tenancies created from 1 March 2026, and 1 March 2029 is only the earliest day such a reset can happen (the [RTB's guide](${TENANCY_PAGES.rtbRentReview.url}): “Allowed once every 3 years from 1 March 2029”). A tenancy created from 1 March 2029 follows s. 19(5)(ac).`,
      neverSay: [/3-year cycle from 1 March 2029/i],
    },
  ],
};

export interface RentControl {
  /** Where the cap applies: Rent Pressure Zones only, every home (deemed RPZ), or the national rule. */
  scope: "rpz" | "whole-state-rpz" | "national";
  /** Months between reviews. */
  reviewMonths: number;
  /** Months between reviews outside a Rent Pressure Zone, while there were homes outside one. */
  reviewMonthsOutsideZone?: number;
  /** Most rent can rise in a year, pro rata (2021 Act: "2 per cent … in respect of each year"). */
  capPercentPerYear: number;
  /** The inflation index the other limb of the cap uses. */
  index: "HICP" | "CPI";
  words: string;
  /**
   * The rule as a page states it while the period is in force, in the
   * present tense (Rich): pages take these words from the rule rather than
   * type them, so a page says "the whole State is a Rent Pressure Zone" only
   * while it is (guides/helpers.ts rentRuleParagraphs).
   */
  page: readonly string[];
  /** What someone looking for a home to rent should check (guides/finding-property.ts): a tip, and a question for the landlord. */
  househunting: { tip: string; question: string };
}

/** Present-tense words about Rent Pressure Zones: true only while zones exist (to 28 February 2026). */
const ZONES_PRESENT = [
  /in a Rent Pressure Zone,? (the most it can rise|rent can|your rent can|by how much)/i,
  /(check|find out) whether [^.]{0,60}(is in )?a Rent Pressure Zone/i,
  /Is the home in a Rent Pressure Zone/i,
  /check (the )?Rent Pressure Zones/i,
] as const;

/** The rules the national rent rule's page words take from (one source for each). */
const REVIEW_NOTICE_NOW = rentReviewNoticeRule.periods[rentReviewNoticeRule.periods.length - 1]!.value;
const NEW_APARTMENT = newApartmentRentRule.periods[0]!.value;
const RESET_2026 = marketResetRule.periods[1]!.value;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How often rent can be reviewed and how much it can rise, by the date of the review. */
export const rentControlRule: Rule<RentControl> = {
  id: "rent-control",
  title: "Rent reviews: how often and by how much",
  unit: "words and percent a year",
  describe: (v) => v.words,
  pages: RENT_PAGES,
  checked: CHECKED,
  figures: (v) => [v.reviewMonths, v.capPercentPerYear, ...(v.reviewMonthsOutsideZone ? [v.reviewMonthsOutsideZone] : [])],
  periods: [
    {
      value: {
        scope: "rpz",
        reviewMonths: 12,
        reviewMonthsOutsideZone: 24,
        capPercentPerYear: 2,
        index: "HICP",
        words:
          "in a Rent Pressure Zone, rent could rise by no more than the lower of 2% a year or HICP inflation; it could be reviewed once a year (the first review after an area became a zone, 24 months after the rent was last set); outside a zone there was no cap, and rent could be reviewed once every 24 months",
        page: [
          "In a Rent Pressure Zone, rent can rise by no more than the lower of 2% a year or inflation (HICP), and can be reviewed once every 12 months. Outside a zone, it can be reviewed once every 24 months and set at the market rent for similar homes nearby.",
        ],
        househunting: {
          tip: "**Rent rules**: find out whether the area is a Rent Pressure Zone, which limits future rent increases.",
          question: "Is the home in a Rent Pressure Zone, and when was the rent last set?",
        },
      },
      from: "2021-12-11",
      until: "2025-06-19",
      source: sectionOf(STATUTES.residentialTenanciesAmendmentAct2021, "3", "s. 3 (s. 19(4) of the 2004 Act); review frequency ss. 20 and 24C"),
      certainty: "official",
      quotes: [
        { text: "2 per cent of the old rent in respect of each year that has elapsed since the previous setting" },
        { text: "a review of the rent under the tenancy of a dwelling may not occur— (a) more frequently than once in each period of 12 months", source: RTA_S20 },
        { text: "In non-RPZ areas, landlords may review the rent only once in every 24 month period.", source: QUOTED.rtbNonRpz },
      ],
      onlyWhileInForce: [/Outside a (Rent Pressure )?zone, (it|rent|your rent) can be reviewed/i, ...ZONES_PRESENT],
    },
    {
      value: {
        scope: "whole-state-rpz",
        reviewMonths: 12,
        capPercentPerYear: 2,
        index: "HICP",
        words: "the whole State was a Rent Pressure Zone: rent could rise by no more than the lower of 2% a year or HICP inflation, once a year",
        page: [
          "From 20 June 2025 to 28 February 2026 the whole State is a Rent Pressure Zone: your rent can be reviewed once every 12 months and can rise by no more than the lower of 2% a year or inflation (HICP).",
        ],
        househunting: {
          tip: "**Rent rules**: until 28 February 2026 the whole State is a Rent Pressure Zone, so a rent can rise by no more than the lower of 2% a year or inflation. Ask when the rent was last set.",
          question: "When was the rent last set, and what was it?",
        },
      },
      from: "2025-06-20",
      until: "2026-02-28",
      source: sectionOf(STATUTES.residentialTenanciesAmendmentAct2025, "3", "s. 3 (every area deemed a Rent Pressure Zone until 28 February 2026)"),
      certainty: "official",
      quotes: [
        { text: "is deemed to be a rent pressure zone during the period commencing on the coming into operation of that Act and ending on 28 February 2026." },
        // The words once quoted from the Dáil answer of 24 June 2025 ("The Act came into operation on 20 June 2025") were found in no stored copy:
        // the Act's own commencement section says it, with the day it was passed (19 June 2025, the Irish Statute Book).
        {
          text: "This Act shall come into operation on the day following its passing.",
          source: sectionOf(STATUTES.residentialTenanciesAmendmentAct2025, "5", "s. 5(2)"),
          supports: "the start, 20 June 2025: the Act was passed on 19 June 2025",
        },
        { text: "2 per cent of the old rent in respect of each year that has elapsed since the previous setting", source: sectionOf(STATUTES.residentialTenanciesAmendmentAct2021, "3") },
        { text: "a review of the rent under the tenancy of a dwelling may not occur— (a) more frequently than once in each period of 12 months", source: RTA_S20 },
      ],
      onlyWhileInForce: [/the whole State is (now )?a Rent Pressure Zone/i, /All of Ireland is now a Rent Pressure Zone/i, ...ZONES_PRESENT],
    },
    {
      value: {
        scope: "national",
        reviewMonths: 12,
        capPercentPerYear: 2,
        index: "CPI",
        words:
          "Rent Pressure Zones are abolished and one national rule applies to private tenancies: rent can be reviewed once every 12 months and can rise by no more than the lower of 2% a year or CPI inflation (new apartments and student blocks whose building work started on or after 10 June 2025: CPI, without the 2% limit); a tenancy created from 1 March 2026 can be reset to market rent between tenancies in listed situations and at the end of each 6-year period",
        page: [
          "Since 1 March 2026 there are no Rent Pressure Zones: **one national rule applies to private tenancies**. Your rent can be reviewed **once every 12 months**, and can rise by no more than **the lower of 2% a year or inflation (CPI)**.",
          `${capitalise(NEW_APARTMENT.words)}.`,
          `${REVIEW_NOTICE_NOW.words} The notice must give the rents of three comparable homes from the RTB register. For a tenancy created from 1 March 2026, the landlord must also tell you and the RTB, when the tenancy starts, the last rent set for the home and when, how the new rent was worked out, and the rents of three similar homes nearby from the RTB register.`,
          `The rent can go back to the market rent only for a tenancy created from 1 March 2026: at the start of a new tenancy (not where the landlord ended the last one without fault on the tenant's side, for example to sell), and at the end of each ${RESET_2026.resetYears}-year period (for student accommodation, after each ${RESET_2026.studentResetYears} years). A tenancy created before 1 March 2026 keeps its rent and cannot be reset.`,
        ],
        househunting: {
          tip: "**Rent rules**: since 1 March 2026 one national limit on rent increases applies to private tenancies: the lower of 2% a year or inflation (a new apartment in a building whose work started on or after 10 June 2025 can follow inflation, without the 2% limit). Ask when the rent was last set and what it was under the last tenancy.",
          question: "What was the rent under the last tenancy, and when was it last set? (For a tenancy starting from 1 March 2026 the landlord must tell you.)",
        },
      },
      from: "2026-03-01",
      until: null,
      source: sectionOf(ACT_2026, "8", "ss. 2, 8 and 9 (ss. 19 and 20B of the 2004 Act)"),
      certainty: "official",
      quotes: [
        { text: "The following provisions of the Residential Tenancies Act 2004 are repealed: (a) sections 24A, 24B, 24BA and 24C", source: sectionOf(ACT_2026, "2") },
        { text: "by the substitution of “CPI number” for “HICP value” in both places where it occurs in subparagraph (ii)" },
        {
          text: "Private tenancy started before 1 March 2026 • Every 12 months • 2% or rate of inflation (CPI), whichever is lower • Not allowed",
          source: TENANCY_PAGES.rtbRentReview,
        },
      ],
      onlyWhileInForce: [/there are no Rent Pressure Zones/i, /Rent Pressure Zones no longer exist/i],
    },
  ],
  earlierClaims: [
    {
      claim: "in a Rent Pressure Zone, rent can be reviewed once every 24 months",
      where: "the rent review tool and the Rental Guide",
      why: `The 24 months applied only to the first review after an area became a Rent Pressure Zone; later reviews could be once a year (Residential Tenancies Act 2004, s. 24C). Since 1 March 2026 there are no Rent Pressure Zones and rent can be reviewed once every 12 months ([Residential Tenancies (Miscellaneous Provisions) Act 2026](${ACT_2026.url}), ss. 2 and 9), with one exception in our reading: see [the first review after an area became a zone](/changes#first-review-after-zone).`,
    },
    {
      claim: "outside a Rent Pressure Zone, rent could be reviewed once every 12 months",
      where: "the Rental Guide and the FAQ",
      why: `From 4 December 2015, outside the zones, rent could be reviewed only once in every 24 months ([Residential Tenancies Act 2004, s. 20(4)](${RTA_S20.url}); [RTB](${QUOTED.rtbNonRpz.url}): “In non-RPZ areas, landlords may review the rent only once in every 24 month period”). Once a year was the rule only before December 2015.`,
    },
  ],
};

/** The day the 24-month rule of s. 20(4) stops: the day after the "relevant period" ends, two years after the 2025 Act came into operation (s. 20(5), (6)). */
export const TWENTY_FOUR_MONTHS_ENDS = "2027-06-21";

export interface FirstReview {
  /** The least time, in months, from the date the rent was last set to that first review. */
  months: number;
  /** The rule in words (for /data and the history). */
  words: string;
  /** What a page says while the period is in force (Rich), in the present tense. */
  page: readonly string[];
}

/**
 * The first rent review after an area became a Rent Pressure Zone, for a
 * tenancy that began before then: "carried out in accordance with section
 * 20" (s. 24C(1)(a)), whose 12 months read as 24 until the relevant period
 * ends (s. 20(4) to (6), as extended by the 2025 Act, s. 2). Section 24C was
 * repealed on 1 March 2026, but "shall continue to apply" to a tenancy it
 * applied to immediately before (new s. 20B(1)). This is our reading of the
 * Act; the RTB's guide says only "every 12 months". A tenancy in an area
 * that first became a zone on 20 June 2025, whose rent was last set before
 * then, may therefore wait 24 months for that first review, until the 24
 * months stop on 21 June 2027.
 *
 * Where each quote can be read: s. 24C in the Planning and Development Act
 * 2024, s. 634(e), and s. 20B in the 2026 Act, s. 9 (legalize-ie, IE-2024-act-34
 * and IE-2026-act-3); s. 20(1), (4) and (5) in the 2004 Act as revised to
 * 1 March 2026 (IE-2004-act-27); the 2025 Act's substitution in its s. 2
 * (IE-2025-act-5). The RTB's two pages say the same of earlier designations;
 * no RTB page says it of 20 June 2025, hence "our reading" and the caveat.
 */
export const firstReviewAfterZoneRule: Rule<FirstReview> = {
  id: "first-review-after-zone",
  kind: "condition",
  title: "The first rent review after an area became a Rent Pressure Zone",
  unit: "months, and words",
  describe: (v) => v.words,
  pages: ["/tools/rent-review", "/renting/guide", "/renting/tenant-rights", "/resources/faq"],
  checked: CHECKED,
  figures: (v) => [v.months],
  periods: [
    {
      value: {
        months: 24,
        words:
          "for a tenancy that began before its area became a Rent Pressure Zone, the first rent review after that date comes no sooner than 24 months after the rent was last set (our reading of the Act)",
        page: [
          `**An exception, in our reading of the Act:** if your tenancy began before your area became a Rent Pressure Zone (every area that was not one already became one on 20 June 2025) and your rent has not been reviewed since then, that first review may have to wait **24 months** from the date the rent was last set, until this 24-month rule stops on 21 June 2027 ([Residential Tenancies Act 2004, s. 20](${RTA_S20.url}), with s. 24C, which s. 20B keeps for such tenancies). The RTB's guide says only “every 12 months”, so if this could be you, ask the RTB or Threshold. The [rent review calculator](/tools/rent-review) asks about it.`,
        ],
      },
      from: null,
      until: "2027-06-20",
      note: "while s. 20(4) reads 12 months as 24",
      source: RTA_S20,
      certainty: "official",
      caveat: "This is our reading of the Act: the RTB's guide to rent reviews says only that rent can be reviewed every 12 months.",
      quotes: [
        {
          text: "the first rent review after the relevant date or, where an order is made by the Minister under section 24A(5) or (6A) in respect of the area in which the dwelling is situate, the first rent review after the date of the coming into operation of that order, shall be carried out in accordance with section 20",
          source: sectionOf(STATUTES.planningAndDevelopmentAct2024, "634", "s. 634(e) (s. 24C of the 2004 Act)"),
        },
        { text: "The references to \"12 months\" in— (a) paragraphs (a) and (b) of subsection (1), and (b) subsection (3), shall, for the duration of the relevant period, be construed as references to \"24 months\"." },
        { text: "by the substitution of “the day that falls two years after the coming into operation of the Residential Tenancies (Amendment) Act 2025” for “31 December 2025”", source: sectionOf(STATUTES.residentialTenanciesAmendmentAct2025, "2") },
        {
          text: "Where, immediately before the coming into operation of section 2(a) of the Residential Tenancies (Miscellaneous Provisions) Act 2026, section 24C applied to a tenancy, section 24C shall continue to apply to the tenancy as if that Act had not been enacted.",
          source: sectionOf(ACT_2026, "9", "s. 9 (new s. 20B of the 2004 Act)"),
        },
        {
          text: "Landlords should note that if their tenancy was already in existence at the point of the area being designated, they remain under the current rent certainty measures (rent review once every 24 months) for the purpose of the next rent review.",
          source: QUOTED.rtbRpzPage,
          supports: "the same reading, from the RTB, for areas designated before June 2025",
        },
        {
          text: "Following the designation of a Rent Pressure Zone, all existing tenancies at the relevant date of designation are still covered by the 24 month rent certainty laws. Therefore, a landlord must wait 24 months from the tenancy commencing or 24 months from the service of the last rent review notice before serving a further rent review.",
          source: QUOTED.rtbRpzReviews,
          supports: "the same reading, from the RTB, for areas designated before June 2025",
        },
      ],
      onlyWhileInForce: [/may have to wait \**24 months/i],
    },
    {
      value: { months: 12, words: "every rent review, the first after an area became a Rent Pressure Zone included, can come 12 months after the rent was last set", page: [] },
      from: TWENTY_FOUR_MONTHS_ENDS,
      until: null,
      source: RTA_S20,
      certainty: "official",
      quotes: [
        { text: "Subsections (4) and (6) shall cease to have effect on the day following the day on which the relevant period ends" },
        { text: "a review of the rent under the tenancy of a dwelling may not occur— (a) more frequently than once in each period of 12 months" },
      ],
    },
  ],
};

/** The first day of the 2026 regime (tenancies created, reviews carried out, notices served). */
export const REFORM_2026 = "2026-03-01";
/** The day every area became a Rent Pressure Zone (Residential Tenancies (Amendment) Act 2025, s. 3). */
export const WHOLE_STATE_ZONE_FROM = "2025-06-20";
/** Apartments and student blocks whose commencement notice was given on or after this date: CPI without the 2% limit (2026 Act s. 8, new s. 19(4)(aa)). */
export const NEW_APARTMENT_COMMENCEMENT = newApartmentRentRule.periods[0]!.value.commencementFrom;

/** This file's dated rules, for /changes and its feed (facts/dated-rules.ts). */
export const TENANCY_RULES: readonly AnyRule[] = [
  landlordNoticeRule,
  tenantNoticeRule,
  rtbCopyRule,
  disputeDeadlineRule,
  tenureRegimeRule,
  breachNoticeRule,
  noticeReasonRule,
  noticeServiceRule,
  landlordAccessRule,
  rentControlRule,
  firstReviewAfterZoneRule,
  rentReviewNoticeRule,
  newApartmentRentRule,
  marketResetRule,
];
