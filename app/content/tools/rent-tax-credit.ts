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
 */
import { rentTaxCredit, rentTaxCreditRate, REVENUE_RENT_CREDIT_AMOUNTS, REVENUE_RENT_CREDIT_HOW_TO_CLAIM, taxRepaymentClaimWindow } from "../facts/taxes";
import { SOURCES } from "../sources";
import { STATUTES, sectionOf } from "../statutes";
import type { Rich } from "../types";
import { eur, formatDate } from "~/lib/format";
import type { ChoiceWords, FieldWords, ToolSources } from "./common";
import { TOOL_LEADS } from "./leads";

/** A year of the result, as the claim-state words read it. */
type ClaimYear = { year: number; lastDay: string };

const CI_RENT_CREDIT = { name: "Citizens Information: Rent Tax Credit", url: "https://www.citizensinformation.ie/en/money-and-tax/tax/housing-taxes-and-reliefs/rent-tax-credit/" };
const REVENUE_EBRIEF_247 = { name: "Revenue eBrief No. 247/24", url: "https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-2472024.aspx" };
const S865 = taxRepaymentClaimWindow.periods[0]!.source;
const NEWEST = rentTaxCredit.periods[rentTaxCredit.periods.length - 1]!;
const RATE = rentTaxCreditRate.periods[0]!.value;
const WINDOW = taxRepaymentClaimWindow.periods[0]!.value;
const FIRST_YEAR = Number(rentTaxCredit.periods[0]!.from!.slice(0, 4));
const spanYears = (from: string, until: string) => (from.slice(0, 4) === until.slice(0, 4) ? from.slice(0, 4) : `${from.slice(0, 4)} to ${until.slice(0, 4)}`);
const link = (s: { name: string; section?: string; url: string }) => `[${s.section ? `${s.name}, ${s.section}` : s.name}](${s.url})`;

export type RtcStateWords = "open" | "current" | "closed" | "not-yet";

export const RTC_WORDS = {
  lead: TOOL_LEADS["rent-tax-credit"],
  reviewed: "2026-11-27",
  fields: {
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
   * The answer, first and in plain words, like the other tools: what the
   * reader can claim now, year by year with each year's last day, before
   * the table. Years with no credit are left out of the list.
   */
  answer: (total: number, years: readonly { year: number; credit: number; lastDay: string; state: RtcStateWords }[]): string => {
    const open = years.filter((y) => (y.state === "open" || y.state === "current") && y.credit > 0);
    if (total > 0 && open.length > 0) {
      const part = (y: (typeof open)[number], i: number) =>
        y.state === "current"
          ? `${eur(y.credit)} for ${y.year} (this year: claim as you pay, or until ${formatDate(y.lastDay)})`
          : `${eur(y.credit)} for ${y.year} (${i === 0 ? "claims close on" : "until"} ${formatDate(y.lastDay)})`;
      const parts = open.map(part);
      const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
      return open.length === 1 ? `You can still claim ${list}.` : `You can still claim ${eur(total)}: ${list}.`;
    }
    const closed = years.filter((y) => y.state === "closed");
    const notYet = years.filter((y) => y.state === "not-yet");
    const why = [
      ...(closed.length ? [`claims for ${listYears(closed.map((y) => y.year))} have closed`] : []),
      ...(notYet.length ? [`${listYears(notYet.map((y) => y.year))} ${notYet.length === 1 ? "has" : "have"} not begun`] : []),
    ];
    return why.length ? `You cannot claim anything now for the years you entered: ${why.join(", and ")}.` : "You cannot claim anything now for the years you entered: no rent was counted for them.";
  },
  totalLabel: "Total you can still claim",
  totalSub: (years: number) => `for ${years} ${years === 1 ? "year" : "years"}, if you paid enough income tax`,
  noneClaimable: "None of these years can be claimed now.",
  closing: (year: number, lastDay: string): Rich => `**Claims for ${year} close on ${formatDate(lastDay)}.**`,
  closingAdvice: "Claim before then: after that day Revenue cannot give the credit for that year.",
  table: {
    caption: "Your Rent Tax Credit, year by year",
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
  limitsTitle: "The limits",
  limits: [
    `**It cannot be more than the Income Tax you paid** for the year. It does not reduce USC or PRSI ([${REVENUE_RENT_CREDIT_AMOUNTS.name}](${REVENUE_RENT_CREDIT_AMOUNTS.url})).`,
    `**The tenancy must be registered with the RTB**, unless it is one that need not be: a rent-a-room or digs arrangement in the owner's home, or student accommodation where the rules allow ([${CI_RENT_CREDIT.name}](${CI_RENT_CREDIT.url})).`,
    `**No credit for a home you get housing support for**: the Housing Assistance Payment (HAP), Rent Supplement, the Rental Accommodation Scheme (RAS) or Cost Rental housing, even if you pay a top-up yourself ([${CI_RENT_CREDIT.name}](${CI_RENT_CREDIT.url})).`,
    `**Parents paying for a student child** can claim for the child's rented home while the child is on an approved course and was under 23 at the start of the year the course began. Rent-a-room and digs arrangements count too, from the Finance (No. 2) Act 2023, and Revenue applies that to 2022 and 2023 as well (${link(sectionOf(STATUTES.financeNo2Act2023, "11"))}; [${REVENUE_EBRIEF_247.name}](${REVENUE_EBRIEF_247.url})).`,
    `Rent paid to a relative, a deposit, repairs, and board, laundry or other services do not count ([${CI_RENT_CREDIT.name}](${CI_RENT_CREDIT.url})).`,
  ] as Rich[],
  howToClaimTitle: "How to claim",
  howToClaim: [
    `**Past years** (PAYE): sign in to myAccount, choose "Review your tax for the previous 4 years", request a Statement of Liability for the year, then "Complete your Income Tax Return" and add the Rent Tax Credit under "You and your family" ([${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.name}](${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.url})).`,
    `**This year** (PAYE): claim as you pay through "Manage your tax" in myAccount, Revenue's Real-Time Credit; your tax is reduced in your pay ([${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.name}](${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.url})).`,
    `**Self-assessed**: claim on your Form 11 tax return in ROS ([${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.name}](${REVENUE_RENT_CREDIT_HOW_TO_CLAIM.url})).`,
    "Have your tenancy's RTB registration number and your landlord's details ready, and keep your rent records: Revenue can ask for them.",
  ] as Rich[],
  how: [
    `The credit is ${RATE}% of the rent you paid in a tax year, up to that year's most: ${rentTaxCredit.periods
      .map((p) => `${eur(p.value.single)} (or ${eur(p.value.joint)} for a jointly assessed couple) for ${spanYears(p.from!, p.until!)} (${link(p.source)})`)
      .join("; ")}.`,
    `A past year can be claimed within ${WINDOW} years after it ends (${link(S865)}): rent paid in ${FIRST_YEAR} can be claimed until ${formatDate(`${FIRST_YEAR + WINDOW}-12-31`)}, rent paid in ${FIRST_YEAR + 1} until ${formatDate(`${FIRST_YEAR + 1 + WINDOW}-12-31`)}.`,
    `"Today" for this tool is the date in Ireland. Each year's last day to claim is 31 December, ${WINDOW} years after the year.`,
  ] as Rich[],
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
    description: (year: number, credit: number, lastDay: string) =>
      `The last day to claim the Rent Tax Credit for rent paid in ${year} (your credit, worked out on the Irish Housing Guide: ${eur(credit)}). A claim for a past tax year must be made within ${WINDOW} years after the year ends (Taxes Consolidation Act 1997, s. 865(4)), so claims for ${year} close on ${formatDate(lastDay)}.`,
    none: "No year in this result can still be claimed, so there is no date to add.",
  },
};

/** "2022", "2022 and 2023", "2022, 2023 and 2024". */
function listYears(years: readonly number[]): string {
  return years.length === 1 ? String(years[0]) : `${years.slice(0, -1).join(", ")} and ${years[years.length - 1]}`;
}

/** "2022 to 2028", from the rule's periods. */
export function rtcYearsText(): string {
  const periods = rentTaxCredit.periods;
  return `${periods[0]!.from!.slice(0, 4)} to ${periods[periods.length - 1]!.until!.slice(0, 4)}`;
}

export const RTC_SOURCES: ToolSources = {
  sources: [REVENUE_RENT_CREDIT_AMOUNTS, REVENUE_RENT_CREDIT_HOW_TO_CLAIM, SOURCES.revenueRentCredit, CI_RENT_CREDIT],
  reviewed: RTC_WORDS.reviewed,
};
