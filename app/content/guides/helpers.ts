/**
 * Small builders the renting guides share, so a figure table is written once
 * and always comes from facts.ts, and a dated figure is always stated for the
 * date the page is built for.
 */
import { type Band } from "~/facts/common";
import { deposits, monthsRent, upfrontPayments } from "~/facts/renting";
import {
  disputeDeadlineRule,
  firstReviewAfterZoneRule,
  landlordNoticeRule,
  marketResetRule,
  newApartmentRentRule,
  rentControlRule,
  rentReviewNoticeRule,
  rtbCopyRule,
  TENANCY_PAGES,
  tenantNoticeRule,
} from "~/facts/tenancy";
import { ruleOn, valueOn } from "~/facts/dated";
import { historyBlock, sourceBlock } from "~/content/dated-words";
import { SOURCES, type Source } from "~/facts/sources";
import type { Block } from "~/content/types";
import { formatDate, formatNumber } from "~/lib/format";

/** A Rich link to an official body: [label](url). */
export function ext(source: Source, label: string = source.name): string {
  return `[${label}](${source.url})`;
}

/** "28 days" */
export function days(n: number): string {
  return `${formatNumber(n)} days`;
}

/** "6 months" / "1 month" */
export function months(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? "month" : "months"}`;
}

function noticeTable(caption: string, bands: readonly Band[]): Block {
  return {
    type: "table",
    caption,
    head: ["Length of the tenancy", "Notice required"],
    rows: bands.map((b) => [b.label, days(b.value)]),
  };
}

/** The group behind the notice rules: the RTB's page on how a landlord ends a tenancy, checked on the date below. */
export const noticeGroup = { source: TENANCY_PAGES.rtbLandlordEnds, reviewed: "2026-11-24" };

/** The tenant's notice table in force for a notice served on `on` (facts/tenancy.ts). */
export const tenantNoticeTable = (on: string): Block => noticeTable("Notice a tenant must give", valueOn(tenantNoticeRule, on));
/** The landlord's notice table in force for a notice served on `on` (facts/tenancy.ts). */
export const landlordNoticeTable = (on: string): Block => noticeTable("Notice a landlord must give", valueOn(landlordNoticeRule, on));

/** "for notices served from 6 July 2022": the note of the landlord table in force on `on`. */
export function landlordNoticeSince(on: string): string {
  return ruleOn(landlordNoticeRule, on).period?.note ?? "";
}

/** The notice checklist line on the RTB copy, as the law stands on `on`. */
export function rtbCopyWords(on: string): string {
  const v = ruleOn(rtbCopyRule, on).period?.value;
  if (!v) return "Be copied to the RTB as the law requires.";
  return v.when === "same-day"
    ? "Be copied to the RTB **on the same day** it is served on you. A landlord's notice not copied to the RTB that day is not valid."
    : "For a tenancy of more than 6 months, be copied to the RTB within 28 days after the termination date.";
}

/** "90 days from the day you receive the notice (28 days where …)": the time to challenge a notice on `on`. */
export function disputeDeadlineWords(on: string): string {
  const v = ruleOn(disputeDeadlineRule, on).period?.value;
  if (!v) return "a short time";
  return v.days === v.breachDays
    ? `**${days(v.days)}** from the day you receive it`
    : `**${days(v.days)}** from the day you receive it (**${days(v.breachDays)}** where the notice is for a breach of your obligations, such as rent arrears)`;
}

/* ---------------- Rent reviews ---------------- */

/** The group behind the rent rules: the RTB's guide to rent review notices, checked on the date below. */
export const rentGroup = { source: TENANCY_PAGES.rtbRentReview, reviewed: "2026-11-24" };

/**
 * The rent rule in force on `on`, in a few sentences (Rich): the words of the
 * period of facts/tenancy.ts `rentControlRule` in force (the national rule
 * from 1 March 2026, the whole-State Rent Pressure Zone before it, the zones
 * before that), then the exception for a first review after an area became a
 * zone while that rule is in force (`firstReviewAfterZoneRule`). Nothing here
 * is typed beside the rule, so a page never says what the rule no longer says.
 */
export function rentRuleParagraphs(on: string): string[] {
  const status = ruleOn(rentControlRule, on);
  if (!status.period || status.state !== "current") {
    return [`We could not confirm the rent rules for this date: check the ${ext(TENANCY_PAGES.rtbRentReview, "RTB's guide to rent reviews")}.`];
  }
  const first = ruleOn(firstReviewAfterZoneRule, on);
  const exception = first.state === "current" ? first.period!.value.page : [];
  const [lead, ...rest] = status.period.value.page;
  return [lead!, ...exception, ...rest];
}

/** The sources behind the rent rules stated by rentRuleParagraphs: the rule itself, its exception, and the rules its words take from (the review notice, new apartments, market resets). */
export const RENT_RULES = [rentControlRule, firstReviewAfterZoneRule, rentReviewNoticeRule, newApartmentRentRule, marketResetRule] as const;

/** The source line that closes a figure block: the group's official body and review date. */
export function sourceOf(group: { source: Source; reviewed: string }, ...more: Source[]): Block {
  return { type: "source", sources: [group.source, ...more.filter((s) => s.url !== group.source.url)], reviewed: group.reviewed };
}

/* ---------------- Deposit and rent in advance ---------------- */

/**
 * The limits on money up front for a tenancy created on `on`, as words:
 * "no more than one month's rent" (or, before the law set a limit, that there
 * was none). `deposit` and `advance` are the two halves; `since` names the
 * date the limit started, for a sentence like "for a tenancy created from …".
 */
export function upfrontWords(on: string): { deposit: string; advance: string; since: string; limited: boolean } {
  const status = ruleOn(upfrontPayments, on);
  const v = status.period?.value;
  const from = status.period?.from;
  if (!v || v.depositMonths === null || v.advanceRentMonths === null) {
    return { deposit: "whatever was agreed (the law set no limit)", advance: "whatever was agreed", since: "", limited: false };
  }
  return {
    deposit: `no more than ${monthsRent(v.depositMonths)}`,
    advance: `no more than ${monthsRent(v.advanceRentMonths)}`,
    since: from ? formatDate(from) : "",
    limited: true,
  };
}

/** "For a tenancy created from 9 August 2021, a landlord can ask for a deposit of no more than one month's rent, and …" */
export function upfrontSentence(on: string): string {
  const w = upfrontWords(on);
  if (!w.limited) return "The law sets no limit on the deposit or the rent in advance a landlord can ask for: it is whatever you agree.";
  const when = w.since ? `For a tenancy created on or after ${w.since}, a` : "A";
  return `${when} landlord can ask for a deposit of **${w.deposit}**, and for **${w.advance}** in advance. Asking for more is against the law: tell the RTB.`;
}

/**
 * The deposit rule's history (earlier rule, and the "1 to 2 months" our
 * guides once said) and its source note, to follow the sentence that states it.
 */
export function upfrontHistoryAndSource(on: string, ...more: Source[]): Block[] {
  return [
    ...historyBlock(upfrontPayments, on, "Deposits and rent in advance: earlier rules"),
    sourceBlock(deposits, [upfrontPayments], on, SOURCES.thresholdDeposit, ...more),
  ];
}
