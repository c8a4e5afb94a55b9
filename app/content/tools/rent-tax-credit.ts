/**
 * Words of the Rent Tax Credit tool. Every figure comes from the dated rules
 * in facts/taxes.ts (the maximums, the 20% rate, the four-year window); the
 * limits and the steps to claim are Revenue's and Citizens Information's,
 * linked where they are said.
 *
 * 2027 and later: the maximums the tool uses for 2026 to 2028 are the ones
 * in law (Finance Act 2024, s. 5, with the years to 2028 by Finance Act
 * 2025, s. 3). A rise for 2027 announced in Budget 2027 could not be
 * confirmed from any stored official page or report (checked 27 November
 * 2026: no "Budget 2027 Tax Policy Changes" document and no Finance Bill
 * 2026 text was found), so the page says so plainly.
 *
 * Who can claim (issue 42): each condition the tool applies is a dated rule
 * in facts/taxes.ts (RTC_CONDITIONS), whose words this module says: the plain
 * "no" first, the clause the first sentence names while the reader has not
 * answered, and the rule itself in the list of conditions, each with its
 * Act and section linked.
 */
import { periodSpeakingOn, type Authority, type Period } from "~/facts/dated";
import {
  creditYears,
  lastDayToClaim,
  rentTaxCredit,
  rentTaxCreditRate,
  REVENUE_RENT_CREDIT_AMOUNTS,
  REVENUE_RENT_CREDIT_HOW_TO_CLAIM,
  RTC_CONDITIONS,
  taxRepaymentClaimWindow,
  type RtcLandlord,
  type RtcRegistered,
  type RtcSupport,
} from "~/facts/taxes";
import { authorityLink } from "~/facts/dated";
import { claimsCloseWords, conditionSentence, noSentence, rentCreditDeadlines } from "../rent-credit";
import { SOURCES } from "~/facts/sources";
import { STATUTES, sectionOf } from "~/facts/statutes";
import type { Rich } from "../types";
import { eur, formatDate } from "~/lib/format";
import type { RtcChildAge, RtcHome, RtcNoReason, RtcUnsaid } from "~/rules/rent-tax-credit";
import type { ChoiceWords, FieldWords, ToolSources } from "./common";
import { TOOL_LEADS } from "./leads";


/** A year of the result, as the claim-state words read it. */
type ClaimYear = { year: number; lastDay: string };
/** A year of the result, as the answer sentence reads it. */
type AnswerYear = { year: number; credit: number; lastDay: string; state: RtcStateWords };

const CI_RENT_CREDIT = { name: "Citizens Information: Rent Tax Credit", url: "https://www.citizensinformation.ie/en/money-and-tax/tax/housing-taxes-and-reliefs/rent-tax-credit/" };
const S865 = taxRepaymentClaimWindow.periods[0]!.source;
const NEWEST = rentTaxCredit.periods[rentTaxCredit.periods.length - 1]!;
const RATE = rentTaxCreditRate.periods[0]!.value;
const WINDOW = taxRepaymentClaimWindow.periods[0]!.value;
const spanYears = (from: string, until: string) => (from.slice(0, 4) === until.slice(0, 4) ? from.slice(0, 4) : `${from.slice(0, 4)} to ${until.slice(0, 4)}`);
/** "Payment on account of rent" (s. 473B(1)): what counts as rent, and what does not. */
const RENT_DEFINITION = sectionOf(STATUTES.financeAct2022, "13", "s. 13 (s. 473B(1), “payment on account of rent”, Taxes Consolidation Act 1997)");
/** The RTB's public register of tenancies, where a tenant can check a registration. */
const RTB_REGISTER = { name: "the RTB's public register", url: "https://rtb.ie/compliance/check-the-register/" };

/** "2022", "2022 and 2023", "2022, 2023 and 2024". */
function listYears(years: readonly number[]): string {
  return years.length === 1 ? String(years[0]) : `${years.slice(0, -1).join(", ")} and ${years[years.length - 1]}`;
}

/**
 * What can be claimed now, year by year with each year's last day; years
 * with no credit are left out. `after`: the sentence follows the conditions
 * ("If so, you can still claim …").
 */
function amountSentence(total: number, years: readonly AnswerYear[], after: boolean): string {
  const open = years.filter((y) => (y.state === "open" || y.state === "current") && y.credit > 0);
  if (total > 0 && open.length > 0) {
    const part = (y: AnswerYear, i: number) =>
      y.state === "current"
        ? `${eur(y.credit)} for ${y.year} (this year: claim as you pay, or until ${formatDate(y.lastDay)})`
        : `${eur(y.credit)} for ${y.year} (${i === 0 ? "claims close on" : "until"} ${formatDate(y.lastDay)})`;
    const parts = open.map(part);
    const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
    const claim = open.length === 1 ? `can still claim ${list}.` : `can still claim ${eur(total)}: ${list}.`;
    return after ? `If so, you ${claim}` : `You ${claim}`;
  }
  const closed = years.filter((y) => y.state === "closed");
  const notYet = years.filter((y) => y.state === "not-yet");
  const why = [
    ...(closed.length ? [`claims for ${listYears(closed.map((y) => y.year))} have closed`] : []),
    ...(notYet.length ? [`${listYears(notYet.map((y) => y.year))} ${notYet.length === 1 ? "has" : "have"} not begun`] : []),
  ];
  const lead = after ? "Even so, you cannot claim anything now for the years you entered" : "You cannot claim anything now for the years you entered";
  return why.length ? `${lead}: ${why.join(", and ")}.` : `${lead}: no rent was counted for them.`;
}

export type RtcStateWords = "open" | "current" | "closed" | "not-yet";

export const RTC_WORDS = {
  lead: TOOL_LEADS["rent-tax-credit"],
  reviewed: "2026-11-28",
  fields: {
    conditionsLegend: "Can you claim at all?",
    conditionsHint: "The law rules some homes out whatever the rent. Answer these first: if the answer is no, you will see why straight away, and you need not enter any rent.",
    home: {
      label: "Whose home is the rent for?",
      noun: "whose home the rent is for",
      options: [
        { value: "own", label: "My own home (or one I live in for work or college)" },
        { value: "child", label: "My child's home, while they are on an approved college course (I am the parent)" },
      ],
    } satisfies ChoiceWords<RtcHome>,
    landlord: {
      label: "Who is the landlord?",
      noun: "who the landlord is",
      hint: "If you pay for your child's home, answer for your child's landlord. An in-law or a cousin is not a relative for this credit: choose the first answer.",
      options: [
        { value: "private", label: "A private landlord, a company or a letting agent" },
        { value: "council", label: "A local authority (council), a Government Minister or the Office of Public Works" },
        { value: "housing-body", label: "An approved housing body (a housing association), including its Cost Rental homes" },
        { value: "cost-rental", label: "A Cost Rental home from any other provider" },
        { value: "parent-or-child", label: "My parent or my child" },
        { value: "relative", label: "Another relative: a grandparent, grandchild, brother, sister, uncle, aunt, niece or nephew" },
      ],
    } satisfies ChoiceWords<RtcLandlord>,
    support: {
      label: "Do you get HAP, RAS or Rent Supplement for this home?",
      noun: "whether you get HAP, RAS or Rent Supplement",
      options: [
        { value: "none", label: "No" },
        { value: "hap", label: "Yes: the Housing Assistance Payment (HAP)" },
        { value: "ras", label: "Yes: the Rental Accommodation Scheme (RAS)" },
        { value: "rent-supplement", label: "Yes: Rent Supplement" },
      ],
    } satisfies ChoiceWords<RtcSupport>,
    registered: {
      label: "Is the tenancy registered with the RTB?",
      noun: "whether the tenancy is registered with the RTB",
      hint: "Your landlord registers it, and you can check the RTB's public register. Student accommodation run by a college or a company must be registered too.",
      options: [
        { value: "yes", label: "Yes" },
        { value: "no", label: "No" },
        { value: "room", label: "It need not be: I rent a room in my landlord's own home (rent-a-room or digs)" },
        { value: "unsure", label: "I don't know" },
      ],
    } satisfies ChoiceWords<RtcRegistered>,
    childAge: {
      label: "If the rent is for your child: was your child under 23 on 1 January of the year they first started an approved course?",
      noun: "your child's age when they first started an approved course",
      options: [
        { value: "under-23", label: "Yes, under 23" },
        { value: "23-or-over", label: "No, 23 or older" },
      ],
    } satisfies ChoiceWords<RtcChildAge>,
    status: {
      label: "How are you taxed?",
      noun: "how you are taxed",
      options: [
        { value: "single", label: "On my own (single, or married and taxed separately)" },
        { value: "couple", label: "Jointly, as a married couple or civil partners" },
      ],
    } satisfies ChoiceWords<"single" | "couple">,
    yearsLegend: "Rent paid in each year (€)",
    yearsHint: "The total rent you paid in the year, if you know it. Leave a year blank if you paid none, or use the monthly rent below.",
    year: (year: number): FieldWords => ({ label: `Rent paid in ${year} (€)`, noun: `the rent you paid in ${year}` }),
    monthlyLegend: "Or: a monthly rent",
    monthlyHint: "We count one payment a month from the first date to the last. A year's own total above wins over this.",
    rent: { label: "Monthly rent (€)", noun: "your monthly rent" } satisfies FieldWords,
    from: { label: "First rent payment", noun: "the date of your first rent payment", hint: "The date you first paid this rent, for example 2023-05-01." } satisfies FieldWords,
    to: { label: "Last rent payment (optional)", noun: "the date of your last rent payment", hint: "Leave blank if you still pay it: we count to today." } satisfies FieldWords,
  },
  problems: {
    toBeforeFrom: "The last payment is before the first: check both dates.",
    fromInFuture: "The first payment is after today: enter a date on or before today.",
    noFrom: "Enter the date of your first payment at this rent, so we can count the months.",
    noRent: "Enter the monthly rent too, or clear these dates.",
    nothing: "Enter the rent you paid in at least one year, or a monthly rent with its first date.",
    outsideYear: (years: string[]) =>
      `There is no Rent Tax Credit for ${years.join(", ")}: the credit exists for rent paid in ${rtcYearsText()} only, so ${years.length > 1 ? "those amounts were" : "that amount was"} left out.`,
  },
  /**
   * The answer, first and in plain words, like the other tools. A "no" is
   * the rule's own plain no, and nothing else (no amount). Otherwise what the
   * reader can claim now, year by year with each year's last day, before the
   * table; where the reader has not said something the law conditions the
   * credit on, the first sentence names those conditions, before any amount.
   */
  answer: (
    result: { verdict: { kind: "no"; reasons: RtcNoReason[] } } | { verdict: { kind: "yes" } | { kind: "if"; unsaid: RtcUnsaid[] }; totalClaimable: number; years: readonly AnswerYear[] },
    on: string,
  ): string => {
    if (result.verdict.kind === "no") return noSentence(result.verdict.reasons[0]!, on);
    const r = result as { totalClaimable: number; years: readonly AnswerYear[] };
    if (result.verdict.kind === "yes") return amountSentence(r.totalClaimable, r.years, false);
    return `${RTC_WORDS.conditionSentence(result.verdict.unsaid, on)} ${amountSentence(r.totalClaimable, r.years, true)}`;
  },
  /** The first sentence while the reader has not said something the credit depends on: the conditions, in the rules' words. */
  conditionSentence: (unsaid: readonly RtcUnsaid[], on: string): string => conditionSentence(unsaid, on),
  /** Under a "no": each reason the answers fail, the law in its rule's words, and its Act and section, linked. */
  noReasons: (reasons: readonly RtcNoReason[], on: string): Rich[] =>
    [...new Set(reasons.map((r) => r.rule))].map((rule) => {
      const period = reasons.find((r) => r.rule === rule)!.period;
      const words = (period.value as { words: string }).words;
      return `**The law:** ${words} (${authorityLink(period.source)})`;
    }),
  /** Under a "no": the other reasons (past the first), as plain sentences. */
  alsoNo: (reasons: readonly RtcNoReason[], on: string): string[] => [...new Set(reasons.slice(1).map((r) => noSentence(r, on)))].map((s) => s.replace(/^No: /, "Also: ")),
  noNextStep: "If one of your answers is not right, change it above: the answer follows. Nothing about the rent is worked out for a home the credit does not cover, so no amount is shown.",
  noTitle: "Why not",
  totalLabel: "Total you can still claim",
  totalSub: (years: number) => `for ${years} ${years === 1 ? "year" : "years"}, if you paid enough income tax`,
  noneClaimable: "None of these years can be claimed now.",
  closing: (year: number, lastDay: string): Rich => `**${claimsCloseWords(year, lastDay)}**`,
  closingAdvice: "Claim before then: after that day Revenue cannot give the credit for that year.",
  table: {
    caption: "Your Rent Tax Credit, year by year",
    /** A year's block on a phone, where the table becomes one block a year. */
    yearBlock: (year: number) => `Your Rent Tax Credit for ${year}`,
    year: "Year",
    rent: "Rent counted",
    share: (rate: number) => `${rate}% of the rent`,
    max: "Most for the year",
    credit: "Your credit",
    claim: "Can you still claim?",
  },
  // Whether a year can be claimed, from its row of the result.
  state: {
    open: ({ lastDay }: ClaimYear) => `Yes, until ${formatDate(lastDay)}`,
    current: ({ lastDay }: ClaimYear) => `Yes: this year, as you pay, or until ${formatDate(lastDay)}`,
    closed: ({ lastDay }: ClaimYear) => `No: claims closed on ${formatDate(lastDay)}`,
    "not-yet": ({ year }: ClaimYear) => `Not yet: from 1 January ${year}`,
  },
  workingTitle: "How the rent was counted",
  working: {
    monthly: (year: number, payments: number, monthly: number, rent: number) => `${year}: ${payments} ${payments === 1 ? "payment" : "payments"} of ${eur(monthly)} = ${eur(rent)}.`,
    yearGiven: (year: number, rent: number) => `${year}: ${eur(rent)}, the total you entered for the year.`,
    outside: (years: number[]) => `Payments in ${years.join(", ")} are not counted: the credit exists for rent paid in ${rtcYearsText()} only.`,
    credit: `Each year's credit is the lower of ${RATE}% of the rent counted and that year's most.`,
  },
  notYetNote: "A year that has not begun cannot be claimed yet: its credit is not in the total.",
  limitsTitle: "Who can claim, and the limits",
  /**
   * The conditions and limits, each in its rule's words with its Act and
   * section: the income tax limit, then every condition the tool applies
   * (RTC_CONDITIONS, as in force on `on`), then what counts as rent.
   */
  limits: (on: string): Rich[] => {
    const C = RTC_CONDITIONS;
    const sc = periodSpeakingOn(C.studentChild, on);
    const ebrief = sc.quotes?.find((q) => q.source?.name.startsWith("Revenue eBrief"))?.source;
    const rule = (period: Period<{ words: string }>, title: string, more: Authority[] = []) =>
      `**${title}** ${period.value.words} (${[period.source, ...more].map(authorityLink).join("; ")})`;
    return [
      `**It cannot be more than the Income Tax you paid** for the year. It does not reduce USC or PRSI ([${REVENUE_RENT_CREDIT_AMOUNTS.name}](${REVENUE_RENT_CREDIT_AMOUNTS.url})).`,
      rule(periodSpeakingOn(C.specifiedLandlords, on), "Council and housing body homes:"),
      rule(periodSpeakingOn(C.supportedTenants, on), "HAP, RAS, Rent Supplement and Cost Rental:"),
      rule(periodSpeakingOn(C.relatives, on), "Relatives:"),
      rule(periodSpeakingOn(C.registration, on), "Registration:"),
      rule(sc, "Parents paying for a student child:", ebrief ? [ebrief] : []),
      `**Only the rent itself counts:** not a deposit, repairs, or board, laundry or other services (${authorityLink(RENT_DEFINITION)}).`,
    ];
  },
  /** The RTB's register, for a reader who does not know whether the tenancy is registered. */
  registerTip: `You can check whether a tenancy is registered on [${RTB_REGISTER.name}](${RTB_REGISTER.url}).`,
  howToClaimTitle: "How to claim",
  howToClaim: [
    `**Past years** (PAYE): sign in to myAccount, choose "Review your tax for the previous 4 years", request a Statement of Liability for the year, then "Complete your Income Tax Return" and add the Rent Tax Credit under "You and your family" ([${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.name}](${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.url})).`,
    `**This year** (PAYE): claim as you pay through "Manage your tax" in myAccount, Revenue's Real-Time Credit; your tax is reduced in your pay ([${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.name}](${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.url})).`,
    `**Self-assessed**: claim on your Form 11 tax return in ROS ([${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.name}](${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.url})).`,
    "Have your tenancy's RTB registration number and your landlord's details ready, and keep your rent records: Revenue can ask for them.",
  ] as Rich[],
  /** How it works, for the rules on `on`: the example year is the earliest whose window is still open then. */
  how: (on: string): Rich[] => {
    const open = creditYears().filter((y) => lastDayToClaim(y) >= on && `${y}-12-31` < on);
    const example = open[0];
    return [
      `The credit is ${RATE}% of the rent you paid in a tax year, up to that year's most: ${rentTaxCredit.periods
        .map((p) => `${eur(p.value.single)} (or ${eur(p.value.joint)} for a jointly assessed couple) for ${spanYears(p.from!, p.until!)} (${authorityLink(p.source)})`)
        .join("; ")}.`,
      `A past year can be claimed within ${WINDOW} years after it ends (${authorityLink(S865)})${example ? `: rent paid in ${example} can be claimed until ${formatDate(lastDayToClaim(example))}` : ""}.`,
      `"Today" for this tool is the date in Ireland. Each year's last day to claim is 31 December, ${WINDOW} years after the year.`,
      "First the tool checks whether the law lets you claim at all: who the landlord is, any HAP, RAS or Rent Supplement, the RTB registration, and for a parent, the child's course and age. A no comes first, with the reason and the law; a question you leave blank is named in the answer's first sentence.",
    ];
  },
  /** The warning at the top of the tool while a year's window is closing (the same words every page that mentions the credit shows). */
  deadlines: (on: string): Rich[] => rentCreditDeadlines(on, { linkTool: false }),
  future:
    `**2027 and 2028:** the tool uses the most now set in law for those years, ${eur(NEWEST.value.single)} (or ${eur(NEWEST.value.joint)}). A higher amount from 2027 has been said to be in Budget 2027, but we could not confirm it from the Department of Finance's budget documents or the Finance Bill 2026, so it is **not confirmed** and not used here. Revenue confirms the amount for the year you claim.` as Rich,
  pdf: "Download as PDF",
  document: {
    title: "Rent Tax Credit: what you can still claim",
    fileName: "rent-tax-credit.pdf",
    generated: (date: string) => `Worked out on ${date} by the Irish Housing Guide, from the rules in force on that date.`,
    answers: "Your answers",
    years: "Year by year",
    reproduce: "Open this result again",
    sourcesHeading: "Sources",
  },
  calendar: {
    fileName: "rent-tax-credit.ics",
    name: "Rent Tax Credit: last days to claim",
    title: (year: number) => `Last day to claim the Rent Tax Credit for ${year}`,
    description: (year: number, credit: number, lastDay: string, condition: string | null) =>
      `The last day to claim the Rent Tax Credit for rent paid in ${year} (your credit, worked out on the Irish Housing Guide: ${eur(credit)}). ${condition ? `${condition} ` : ""}A claim for a past tax year must be made within ${WINDOW} years after the year ends (Taxes Consolidation Act 1997, s. 865(4)), so claims for ${year} close on ${formatDate(lastDay)}.`,
    none: "No year in this result can still be claimed, so there is no date to add.",
    /** A "no" has no date to claim by: the .ics address answers 400 with this and the reason. */
    noCredit: (reason: string) => `There is no date to add: ${reason.replace(/^No: /, "")}`,
  },
};

/** "2022 to 2028", from the rule's periods. */
export function rtcYearsText(): string {
  const periods = rentTaxCredit.periods;
  return `${periods[0]!.from!.slice(0, 4)} to ${periods[periods.length - 1]!.until!.slice(0, 4)}`;
}

export const RTC_SOURCES: ToolSources = {
  sources: [REVENUE_RENT_CREDIT_AMOUNTS, REVENUE_RENT_CREDIT_HOW_TO_CLAIM, SOURCES.revenueRentCredit, CI_RENT_CREDIT],
  reviewed: RTC_WORDS.reviewed,
};
