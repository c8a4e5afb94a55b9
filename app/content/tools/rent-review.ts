/**
 * Words of the rent review tool. Figures come from the dated rules in
 * facts/tenancy.ts; the rule in force is stated in its own words (the
 * period's `page`), never typed here.
 *
 * The inflation limb: the tool asks the reader for the rise in the CPI. The
 * CSO's monthly index values could not be confirmed from a stored official
 * page (only monthly and annual percentage changes were found, which cannot
 * rebuild the index exactly), so the tool does not ship them; it links the
 * RTB's calculator, which uses the official values.
 */
import { firstReviewAfterZoneRule, MINIMUM_DURATION_YEARS, rentControlRule, TENANCY_PAGES, WHOLE_STATE_ZONE_FROM, type RentControl } from "../facts/tenancy";
import { STATUTES } from "../statutes";
import type { Rich } from "../types";
import { eur, formatDate, formatNumber, pct } from "~/lib/format";
import type { ChoiceWords, ToolSources } from "./common";
import type { Authority } from "../dated";
import { TOOL_LEADS } from "./leads";

const NATIONAL = rentControlRule.periods[rentControlRule.periods.length - 1]!.value;
const CAP = NATIONAL.capPercentPerYear;
const ACT_2026 = STATUTES.residentialTenanciesMiscAct2026.url;
const RTB_GUIDE = TENANCY_PAGES.rtbRentReview.url;
const FIRST_REVIEW = firstReviewAfterZoneRule.periods[0]!;
const ZONE_DAY = formatDate(WHOLE_STATE_ZONE_FROM);
const STOPS = formatDate(firstReviewAfterZoneRule.periods[1]!.from!);

export const RENT_WORDS = {
  lead: TOOL_LEADS["rent-review"],
  reviewed: "2026-11-24",
  fields: {
    start: { label: "Date the tenancy started", noun: "the date the tenancy started", hint: "It decides whether the rent can ever be reset to the market rent." },
    set: { label: "Date the rent was last set", noun: "the date the rent was last set", hint: "The date the current rent started, at the start of the tenancy or the last review." },
    rent: { label: "Current monthly rent (€)", noun: "your current monthly rent" },
    cpi: {
      label: "Rise in prices since the rent was last set (%)",
      noun: "the rise in prices",
      hint: "Optional. Leave it blank to see the most the law allows. The rise in the Consumer Price Index (CPI) from the month the rent was last set to the latest month published, for example 3.1, narrows it: the RTB's rent calculator works it out (use the HICP for a review before 1 March 2026).",
    },
    zone: {
      label: "Was the home's area already a Rent Pressure Zone on the date the rent was last set?",
      noun: "whether the area was already a Rent Pressure Zone",
      hint: `Only matters if the rent was last set before ${ZONE_DAY}, when every area not already a zone became one. The RTB can tell you when your area became a zone.`,
      options: [
        { value: "yes", label: "Yes, it was already a zone" },
        { value: "no", label: `No, it became one later (for example on ${ZONE_DAY})` },
        { value: "unsure", label: "I don't know" },
      ],
    } satisfies ChoiceWords<"yes" | "no" | "unsure">,
    kind: {
      label: "What kind of home is it?",
      noun: "what kind of home it is",
      options: [
        { value: "standard", label: "Any other home" },
        { value: "new-apartment", label: "A new apartment or student block: building work began (commencement notice) on or after 10 June 2025" },
      ],
    } satisfies ChoiceWords<"standard" | "new-apartment">,
    review: {
      label: "Date of the review (optional)",
      noun: "the date of the review",
      hint: "Leave blank to use the earliest date (or today, if that has passed).",
    },
  },
  problems: {
    "last-set-in-future": "The date the rent was last set is in the future. Enter the date the current rent started.",
    "set-before-start": "The date the rent was last set is before the tenancy started. The rent is set at the start of the tenancy or later: check both dates.",
    "review-before-earliest": (earliest: string) => `The rent can't be reviewed before ${formatDate(earliest)}. Enter that date or a later one, or leave this blank.`,
    "review-before-rules": (from: string) =>
      `This tool works out reviews from ${formatDate(from)}, when every home became subject to the cap. Before then it depended on whether the home was in a Rent Pressure Zone: check with the Residential Tenancies Board.`,
  },
  earliestLabel: "Earliest review",
  /** The earliest date has passed: the figure reads "Now", with the date it became possible under it. */
  now: "Now",
  possibleSince: (earliest: string) => `possible since ${formatDate(earliest)}`,
  /**
   * The answer, first and in plain words (issue 36): when the rent can be
   * reviewed, and the most it can then be. No section numbers here: those sit
   * behind "What the source says".
   */
  answer: {
    when: (o: { earliest: string; passed: boolean; reviewOn: string | null }) =>
      o.reviewOn
        ? `For a review on ${formatDate(o.reviewOn)}:`
        : o.passed
          ? "Your rent can be reviewed now."
          : `Your rent can next be reviewed on ${formatDate(o.earliest)} at the earliest.`,
    most: (o: { maxRent: number; increase: number; increasePercent: number; limitedBy: "inflation" | "cap" | "no-increase" | "cap-only" }) =>
      o.limitedBy === "no-increase"
        ? "The rent cannot go up: prices did not rise since it was last set."
        : o.limitedBy === "cap-only"
          ? `The new rent can be at most ${eur(o.maxRent)} a month (${eur(o.increase)} more); less if prices rose less than ${pct(o.increasePercent)} since it was last set.`
          : `The new rent can be at most ${eur(o.maxRent)} a month (${eur(o.increase)} more).`,
    apartmentNoCpi: "The new rent can rise by no more than prices rose (CPI) since it was last set: enter that rise to see the figure.",
  },
  reviewLabel: "Review worked out for",
  maxRentLabel: "Highest new rent",
  maxRentUpToLabel: "Most the new rent can be",
  perMonth: "a month",
  increase: (amount: number, percent: number) => `${eur(amount)} more (${pct(percent)})`,
  passed: (earliest: string, review: string) =>
    `The earliest date, ${formatDate(earliest)}, has passed, so we work the figure out for today, ${formatDate(review)}. Enter a later review date to see the most on that date.`,
  /** Without the rise in prices: what the figure is, and how to narrow it. */
  noCpi: `This is the ${pct(CAP)}-a-year ceiling. The rent can also rise by no more than prices rose (the CPI) since it was last set, so if prices rose less, the most is lower. Enter the rise in prices above to narrow it.`,
  /**
   * The rule in force on the review date, in the rule's own words, with its
   * Act: its present-tense page words while it is in force, its past-tense
   * description once it has ended (a review date in the past).
   */
  rule: (rule: RentControl, ended: boolean): Rich => (ended ? `On the date of the review, ${rule.words}.` : `On the date of the review: ${rule.page[0]}`),
  /** The Act behind the rule, for "What the source says" (the answer above names no sections). */
  ruleSource: (source: Authority): Rich => `The rule: [${source.name}${source.section ? `, ${source.section}` : ""}](${source.url}).`,
  ruleNewApartment: `This is a new apartment or student block whose building work began on or after 10 June 2025, so the rent can rise in line with the CPI, without the ${pct(CAP)} limit.`,
  ruleNewApartmentSource: `New apartments and student blocks: [2026 Act, s. 8](${ACT_2026}) (new s. 19(4)(aa) of the 2004 Act).`,
  ruleNoNewApartmentYet: "A new apartment had no separate rule before 1 March 2026.",
  firstReview: {
    applies: (earliest: string): Rich =>
      `**A longer wait for this first review, in our reading of the Act.** Your area became a Rent Pressure Zone after the rent was last set, so this first review can come no sooner than **${formatDate(earliest)}**. Ask the RTB or Threshold before you rely on it.`,
    mayApply: (twelve: string, longer: string): Rich =>
      `**Check this date before you rely on it.** The rent was last set before ${ZONE_DAY}. If the area was not yet a Rent Pressure Zone then, the first review may have to wait until **${formatDate(longer)}** instead of ${formatDate(twelve)}, in our reading of the Act. Answer the question about the area above to see it worked out, or ask the RTB.`,
    /** The reading behind both, with its sections, for "What the source says". */
    source: `The longer wait: section 20 of the Residential Tenancies Act 2004, whose 12 months read as ${FIRST_REVIEW.value.months} until ${STOPS} ([s. 20](${FIRST_REVIEW.source.url}), with s. 24C, which s. 20B keeps for such tenancies). ${FIRST_REVIEW.caveat ?? ""}`.trim(),
  },
  notice: `The landlord must give at least 90 days' written notice of the new rent, on the official form, and since 1 March 2026 send a copy to the RTB the same day. A review notice served before 1 March 2026 follows the earlier rule.`,
  reset: {
    old: "This tenancy started before 1 March 2026, so the rent can never be reset to the market rent while it lasts: every review is capped.",
    before: (from: string): Rich =>
      `This tenancy started on or after 1 March 2026. From **${formatDate(from)}**, the end of its first ${MINIMUM_DURATION_YEARS}-year period, the rent can be reset to the market rent instead of the cap, and again at the end of each ${MINIMUM_DURATION_YEARS}-year period. Until then every review is capped.`,
    possible: (from: string): Rich =>
      `**A market reset may be possible instead.** This tenancy started on or after 1 March 2026 and has passed the end of its first ${MINIMUM_DURATION_YEARS}-year period (${formatDate(from)}): at the end of each ${MINIMUM_DURATION_YEARS}-year period the rent can be reset to the market rent, if every rent set in that period kept to the cap. The figure above is the cap if the rent is reviewed in the ordinary way.`,
    source: `Market resets at the end of each ${MINIMUM_DURATION_YEARS}-year period: [2026 Act, s. 8](${ACT_2026}) (new s. 19(5)(aa) of the 2004 Act).`,
    between: `Between tenancies, a new tenancy's first rent can be set at the market rent only in listed cases (for example, the last tenant left of their own accord or for their own breach, or the home was not let for 2 years), not after a “no-fault” ending such as a sale. Student accommodation follows a 3-year cycle from 1 March 2029.`,
  },
  /** The heading over the rent rules in force before the current one (dated history). */
  historyTitle: "Earlier rent rules",
  calculator: `Check the figure with the [RTB's rent calculator and guide to rent reviews](${RTB_GUIDE}): it uses the official CSO index values for your dates, which we could not confirm for every month, so we ask you for the rise instead.`,
  noticeTitle: "How the landlord must tell you",
  workingTitle: "The working",
  working: {
    period: (months: number, from: string, to: string) =>
      `Period: ${months} complete months from ${formatDate(from)} to ${formatDate(to)} = ${formatNumber(months / 12)} ${months === 12 ? "year" : "years"}.`,
    yearly: (months: number, limit: number) => `${pct(CAP)} a year limit: ${pct(CAP)} × ${formatNumber(months / 12)} = **${pct(limit)}** (added up for each year, not compounded).`,
    noYearly: `No ${pct(CAP)} limit for this home.`,
    inflation: (index: "CPI" | "HICP", rise: number | null) =>
      rise === null
        ? `Rise in prices (${index}): not given, so the ${pct(CAP)} limit is the most the rent can rise; it rises less if prices rose less.`
        : rise <= 0 ? `Rise in prices (${index}): ${pct(rise)}, so no increase is allowed.` : `Rise in prices (${index}) since the rent was last set: **${pct(rise)}**.`,
    lower: (limitedBy: "inflation" | "cap" | "no-increase" | "cap-only", increase: number) =>
      limitedBy === "cap-only"
        ? `Increase allowed: at most the ${pct(CAP)} limit, **${pct(increase)}**.`
        : limitedBy === "no-increase"
        ? "Increase allowed: **0%**."
        : limitedBy === "cap"
          ? `Increase allowed: the lower of the two, the ${pct(CAP)} limit = **${pct(increase)}**.`
          : `Increase allowed: the lower of the two (or the only one), the rise in prices = **${pct(increase)}**.`,
    rent: (rent: number, increasePercent: number, maxRent: number) =>
      `Highest new rent: ${eur(rent)} × (1 + ${pct(increasePercent)}) = **${eur(maxRent)}** a month, rounded down to the cent.`,
  },
  how: [
    `Since 1 March 2026 rent can be reviewed once every 12 months, so the earliest review is 12 months after the rent was last set. Where the matching day does not exist (29 February), it is the last day of that month.`,
    `The exception, in our reading of the Act: for the first review after an area became a Rent Pressure Zone, where the rent was last set before then, the wait is ${FIRST_REVIEW.value.months} months until ${STOPS} (and at least 12 months after that). Tell the tool whether the area was already a zone when the rent was last set.`,
    `The rule is “the lower of ${pct(CAP)} a year or inflation”. We apply ${pct(CAP)} a year to the period pro rata for each complete month and without compounding: over 18 months that is ${pct(CAP * 1.5)}. The inflation limit is the rise in the index over the whole period. If prices fell, no increase is allowed.`,
    `The rule in force on the date of the review applies: the CPI from 1 March 2026, the HICP from 20 June 2025 to 28 February 2026, when the whole State was a Rent Pressure Zone.`,
    `The rent must also not be more than the market rent for similar homes nearby.`,
  ],
};

export const RENT_SOURCES: ToolSources = {
  sources: [TENANCY_PAGES.rtbRentReview, STATUTES.residentialTenanciesMiscAct2026],
  reviewed: RENT_WORDS.reviewed,
};
