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
import { firstReviewAfterZoneRule, marketResetRule, newApartmentRentRule, rentControlRule, TENANCY_PAGES, WHOLE_STATE_ZONE_FROM, type RentControl, type RentReviewNotice } from "~/facts/tenancy";
import { STATUTES } from "~/facts/statutes";
import type { Rich } from "../types";
import { eur, formatDate, formatNumber, pct } from "~/lib/format";
import type { ChoiceWords, ToolSources } from "./common";
import { authorityText, periodOn, type Authority } from "~/facts/dated";
import { TOOL_LEADS } from "./leads";

const NATIONAL = rentControlRule.periods[rentControlRule.periods.length - 1]!.value;
const CAP = NATIONAL.capPercentPerYear;
const ACT_2026 = STATUTES.residentialTenanciesMiscAct2026.url;
const RTB_GUIDE = TENANCY_PAGES.rtbRentReview.url;
const FIRST_REVIEW = firstReviewAfterZoneRule.periods[0]!;
const ZONE_DAY = formatDate(WHOLE_STATE_ZONE_FROM);
const STOPS = formatDate(firstReviewAfterZoneRule.periods[1]!.from!);
/** The 12-month rule (s. 20), the source of a "not yet". */
const TWELVE = firstReviewAfterZoneRule.periods[1]!;
const NEW_APARTMENT = newApartmentRentRule.periods[0]!;
/** The market reset for tenancies created from 1 March 2026 (its years: 6, and 3 for student accommodation). */
const RESET_2026 = marketResetRule.periods[1]!;
type LimitedBy = "inflation" | "cap" | "no-increase" | "cap-only";
const link = (a: Authority) => `[${authorityText(a)}](${a.url})`;

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
    student: {
      label: "Is it student accommodation?",
      noun: "whether it is student accommodation",
      hint: "A room or apartment in a building let only to students during term (“student-specific accommodation”). For a tenancy that began on or after 1 March 2026 it changes when the rent can be reset to the market rent.",
      options: [
        { value: "no", label: "No" },
        { value: "yes", label: "Yes, student-specific accommodation" },
      ],
    } satisfies ChoiceWords<"yes" | "no">,
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
    /** "No" first (issue 42): the review date is before the earliest the law allows, with why; no amount. */
    no: (o: { review: string; earliest: string; lastSet: string; because: "twelve-months" | "first-review-after-zone" }) =>
      `No: your rent cannot be reviewed on ${formatDate(o.review)}. ${
        o.because === "twelve-months"
          ? `The law allows one review in each 12 months, and your rent was last set on ${formatDate(o.lastSet)}`
          : `In our reading of the Act, the first review since your area became a Rent Pressure Zone waits ${FIRST_REVIEW.value.months} months from when the rent was last set (${formatDate(o.lastSet)}), until ${STOPS} at the latest`
      }, so the earliest date is ${formatDate(o.earliest)}.`,
    /** The law behind a "No", under it. */
    noSource: (because: "twelve-months" | "first-review-after-zone"): Rich => `The law: ${link(because === "twelve-months" ? TWELVE.source : FIRST_REVIEW.source)}.`,
    when: (o: { earliest: string; passed: boolean; reviewOn: string | null; longer: string | null }) => {
      const can = o.reviewOn ? `be reviewed on ${formatDate(o.reviewOn)}` : o.passed ? "be reviewed now" : `next be reviewed on ${formatDate(o.earliest)} at the earliest`;
      // Not said whether the area was already a zone, and it changes the date: both, first.
      if (o.longer) return `If your area was already a Rent Pressure Zone when the rent was last set, your rent can ${can}; if it became one later (on ${ZONE_DAY}), not before ${formatDate(o.longer)}.`;
      return o.reviewOn ? `For a review on ${formatDate(o.reviewOn)}:` : `Your rent can ${can}.`;
    },
    /** The market reset, where it changes the answer: possible on the review date, or possible only if it is student accommodation. */
    reset: (o: { state: "possible" | "if-student"; from: string; years: number }) =>
      o.state === "possible"
        ? `As the tenancy has reached the end of its ${o.years}-year period (${formatDate(o.from)}), the rent can instead be reset to the market rent, if every rent set in that period kept to the cap.`
        : `If the home is student accommodation, the rent can instead be reset to the market rent, as the tenancy has reached ${o.years} years (${formatDate(o.from)}), if every rent set kept to the cap.`,
    most: (o: { maxRent: number; increase: number; increasePercent: number; limitedBy: LimitedBy }, reset: "possible" | "if-student" | null = null) => {
      const lead = reset === "possible" ? "Reviewed in the ordinary way, the new rent" : reset === "if-student" ? "If not, the new rent" : "The new rent";
      return o.limitedBy === "no-increase"
        ? `${reset ? `${lead} cannot go up` : "The rent cannot go up"}: prices did not rise since it was last set.`
        : o.limitedBy === "cap-only"
          ? `${lead} can be at most ${eur(o.maxRent)} a month (${eur(o.increase)} more); less if prices rose less than ${pct(o.increasePercent)} since it was last set.`
          : `${lead} can be at most ${eur(o.maxRent)} a month (${eur(o.increase)} more).`;
    },
    apartmentNoCpi: "The new rent can rise by no more than prices rose (CPI) since it was last set: enter that rise to see the figure.",
    /** What the new rent needs, from the notice rule in force on the last day the notice can be served. */
    notice: (n: RentReviewNotice & { serveBy: string | null; appliesFrom: string | null }) => {
      const form = `written notice on the RTB's form${n.copyToRtb ? ", with a copy to the RTB the same day" : ""}`;
      return n.appliesFrom
        ? `A new rent can apply only ${n.noticeDays} days after your landlord serves ${form}: from ${formatDate(n.appliesFrom)} at the earliest, for a notice served today.`
        : `It needs ${form}, served at least ${n.noticeDays} days before (by ${formatDate(n.serveBy!)}).`;
    },
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
  /** The new-apartment rule in force on the review date, in its own words. */
  ruleNewApartment: `This home is one of them: ${NEW_APARTMENT.value.words}.`,
  ruleNewApartmentSource: `New apartments and student blocks: ${link(NEW_APARTMENT.source)}.`,
  ruleNoNewApartmentYet: "A new apartment had no separate rule before 1 March 2026.",
  firstReview: {
    applies: (earliest: string): Rich =>
      `**A longer wait for this first review, in our reading of the Act.** Your area became a Rent Pressure Zone after the rent was last set, so this first review can come no sooner than **${formatDate(earliest)}**. Ask the RTB or Threshold before you rely on it.`,
    mayApply: (twelve: string, longer: string): Rich =>
      `**Check this date before you rely on it.** The rent was last set before ${ZONE_DAY}. If the area was not yet a Rent Pressure Zone then, the first review may have to wait until **${formatDate(longer)}** instead of ${formatDate(twelve)}, in our reading of the Act. Answer the question about the area above to see it worked out, or ask the RTB.`,
    /** The reading behind both, with its sections, for "What the source says". */
    source: `The longer wait: section 20 of the Residential Tenancies Act 2004, whose 12 months read as ${FIRST_REVIEW.value.months} until ${STOPS} ([s. 20](${FIRST_REVIEW.source.url}), with s. 24C, which s. 20B keeps for such tenancies). ${FIRST_REVIEW.caveat ?? ""}`.trim(),
  },
  /** How the landlord must tell you: the notice rule in force on the day the notice is served, in its own words. */
  notice: (n: RentReviewNotice & { source: Authority }): Rich => `${n.words} (${link(n.source)})`,
  reset: {
    old: "This tenancy started before 1 March 2026, so the rent can never be reset to the market rent while it lasts: every review is capped.",
    before: (from: string, years: number): Rich =>
      `This tenancy started on or after 1 March 2026. From **${formatDate(from)}**, the end of its first ${years}-year period, the rent can be reset to the market rent instead of the cap, and again after each further ${years} years. Until then every review is capped.`,
    /** Student accommodation not said, for a tenancy created from 1 March 2026: both resets. */
    either: (standardFrom: string, studentFrom: string): Rich =>
      `This tenancy started on or after 1 March 2026, so the rent can be reset to the market rent from **${formatDate(standardFrom)}**, the end of its first ${RESET_2026.value.resetYears}-year period; for student accommodation, from **${formatDate(studentFrom)}**, after ${RESET_2026.value.studentResetYears} years. Until then every review is capped.`,
    source: `Market resets: ${link(RESET_2026.source)} (after each ${RESET_2026.value.resetYears} years; ${RESET_2026.value.studentResetYears} for student accommodation).`,
    /** Between tenancies: the rule for new tenancies created on `on` (empty before 1 March 2026). */
    between: (on: string): Rich => periodOn(marketResetRule, on)?.value.between ?? "",
  },
  /** The heading over the rent rules in force before the current one (dated history). */
  historyTitle: "Earlier rent rules",
  noticeHistoryTitle: "How a landlord must tell you of a new rent: earlier and later rules",
  resetHistoryTitle: "Resetting rent to the market rent: earlier and later rules",
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
    `A new rent applies only after written notice: the notice rule is the one in force on the last day the notice can be served, 90 days before the review date. If the earliest date has passed, a notice served today lets a new rent apply 90 days from today.`,
    `Whether the rent can be reset to the market rent follows the day the tenancy was created: never for one created before 1 March 2026; for one created from then, after ${RESET_2026.value.resetYears} years of capped rent, or ${RESET_2026.value.studentResetYears} for student accommodation.`,
    `The rent must also not be more than the market rent for similar homes nearby.`,
  ],
};

export const RENT_SOURCES: ToolSources = {
  sources: [TENANCY_PAGES.rtbRentReview, STATUTES.residentialTenanciesMiscAct2026],
  reviewed: RENT_WORDS.reviewed,
};
