/**
 * Notice checker: what the law requires of a notice of termination, from
 * who serves it, when the tenancy started and when the notice is served,
 * and for a landlord its size and the reason given.
 *
 * Which law applies is decided by two different dates:
 * - the notice tables, the RTB copy, the dispute deadline and what a notice
 *   must say about its reason by the date the notice is SERVED (2019 Act
 *   s. 16(2), 2022 Act ss. 96(2) and 98(2), 2026 Act s. 15(2)): a notice
 *   served on 5 July 2022 uses the 2019 table, one served on 6 July 2022 the
 *   2022 table; every notice served from 1 March 2026 must give its reason,
 *   even in the first 6 months (facts/tenancy.ts noticeReasonRule);
 * - which reasons a landlord can use by the date the tenancy was CREATED:
 *   the 2026 Act's limits by landlord size apply only to tenancies created
 *   from 1 March 2026 (ss. 12(2), 13(2), new s. 35B; tenureRegimeRule).
 *
 * The verdict on the reason comes first (`answer`), read from the rule's
 * table of grounds by landlord size; where the reader has not said the size
 * or the reason, the answer is the condition ("if small …; if large …").
 * A notice for a breach of obligations gives 28 days whatever the length of
 * the tenancy (s. 67; breachNoticeRule), not the table.
 *
 * Length of tenancy is counted in complete calendar months from the start
 * date to the service date (see dates.ts): a tenancy that began on 15 January
 * is exactly 6 months old on 15 July. The notice period starts the day after
 * service and the earliest termination date is its last day: service date +
 * notice days (28 days served on 1 March 2025 ends on 29 March 2025).
 *
 * The checker never says a notice is valid: it says what the law requires
 * and what would make a notice invalid. Pure: no clock, no React.
 */
import { type Period, periodOn } from "~/facts/dated";
import {
  breachNoticeRule,
  disputeDeadlineRule,
  groundTable,
  landlordNoticeRule,
  MINIMUM_DURATION_YEARS,
  noticeReasonRule,
  rtbCopyRule,
  SMALL_LANDLORD_MAX_TENANCIES,
  tenantNoticeRule,
  tenureRegimeRule,
  type Ground,
  type GroundRule,
  type GroundTable,
  type LandlordSize,
  type NoticeTable,
  type TenureRegime,
} from "~/facts/tenancy";
import type { Band } from "~/facts/common";
import { addDays, addMonths, compareIso, durationBetween } from "~/lib/dates";

export type NoticeGiver = "tenant" | "landlord";
export type { LandlordSize } from "~/facts/tenancy";

/** The reason a landlord gives: the grounds of the Table to s. 34 of the 2004 Act, or none. */
export const REASONS = ["none", "breach", "unsuitable", "sale", "family", "refurbish", "change-use"] as const;
export type Reason = (typeof REASONS)[number];

export interface NoticeInput {
  who: NoticeGiver;
  /** Tenancy start date, yyyy-mm-dd. */
  start: string;
  /** Date the notice is served, yyyy-mm-dd. */
  served: string;
  /** Landlord only: how many tenancies the landlord has (null: not given). */
  tenancies?: number | null;
  /** Landlord only: is the landlord a company (null: not given). */
  company?: boolean | null;
  /** Landlord only: the reason the notice gives (null: not given). */
  reason?: Reason | null;
}

/** Why a reason is or is not open to this landlord, as a code the words module explains. */
export type ReasonWhy =
  | "first-six-months" // under 6 months, served before 1 March 2026: no reason needed
  | "first-six-months-category" // under 6 months, served from 1 March 2026: the notice must say which kind of reason
  | "first-six-months-none" // under 6 months, served from 1 March 2026, and the notice gives none: not valid
  | "no-reason-after-six-months" // 6 months or more: a reason the law allows is required
  | "ground-part4" // a tenancy created before 1 March 2026: the ground is open to any landlord
  | "ground-breach-or-unsuitable" // always open, with its conditions
  | "large-landlord" // 2026 tenancy, large landlord or company: grounds 3 to 6 never
  | "need-size" // 2026 tenancy: we need to know the landlord's size
  | "small-family" // small landlord: own or family use allowed (family narrowed during a 6-year tenancy)
  | "small-sale" // small landlord: sale only at the end of the 6-year tenancy, or earlier on proven hardship
  | "small-end-of-term"; // small landlord: refurbishment or change of use only at the end of the 6-year tenancy

export interface ReasonCheck {
  reason: Reason;
  /** "possible": the law allows this reason here, on the conditions listed; "not-allowed": it does not; "unknown": we need more. */
  verdict: "possible" | "not-allowed" | "unknown";
  why: ReasonWhy;
}

/** Who the answer speaks of: "your landlord" where every landlord is alike, else a small or a large landlord. */
export type Subject = "any" | LandlordSize;

/**
 * The answer's first sentence, as data (content/tools/notice-period.ts words it):
 * - tenant: the tenant's notice;
 * - first-months: a tenancy under 6 months (`category`: the notice must say which kind of reason; `none`: it gives none);
 * - no-reason: 6 months or more and the notice gives no reason;
 * - ground: the verdict on the reason given, from the rule's cell for this landlord;
 * - need-size: a reason whose verdict depends on the landlord's size, which was not given (both cells);
 * - need-reason: 6 months or more and no reason given yet: what each landlord can end it for.
 */
export type NoticeAnswer =
  | { kind: "tenant" }
  | { kind: "first-months"; category: boolean; none: boolean }
  | { kind: "no-reason" }
  | { kind: "ground"; subject: Subject; ground: Ground; cell: GroundRule; reachesEnd: boolean }
  | { kind: "need-size"; ground: Ground; small: GroundRule; large: GroundRule; reachesEnd: boolean }
  | { kind: "need-reason"; tables: { subject: Subject; table: GroundTable }[] };

/** Can this notice end the tenancy on its earliest date? "if": only on a condition the reader has not settled (size, reason, hardship). */
export type Allowed = "yes" | "no" | "if";

/** What the law requires of a notice: `noticePeriod`'s result when the dates can be used. */
export type NoticeResult = Extract<ReturnType<typeof noticePeriod>, { ok: true }>["result"];

/** The notice table in force for `who` on the service date, or undefined before the site's records begin. */
export function noticeTableOn(who: NoticeGiver, served: string): Period<NoticeTable> | undefined {
  return periodOn(who === "tenant" ? tenantNoticeRule : landlordNoticeRule, served);
}

/** Index of the band whose [from, to) range of months holds `months`. */
export function bandIndexFor(table: readonly Band[], months: number): number {
  const index = table.findIndex((band) => months >= band.from && (band.to === null || months < band.to));
  if (index < 0) throw new RangeError(`No notice band for ${months} months`);
  return index;
}

/** Small landlord (s. 35B(2)): not a company and a landlord under not more than 3 tenancies. */
export function landlordSize(tenancies: number | null | undefined, company: boolean | null | undefined): LandlordSize | null {
  if (company === true) return "large";
  if (tenancies != null && tenancies > SMALL_LANDLORD_MAX_TENANCIES) return "large";
  if (company === false && tenancies != null) return "small";
  return null;
}

/** The 6-year period of a 2026 tenancy in which `on` falls: from the start or its last sixth anniversary. */
export function minimumDurationOn(start: string, on: string): { from: string; lastDay: string } {
  const months = MINIMUM_DURATION_YEARS * 12;
  let k = 0;
  while (compareIso(addMonths(start, months * (k + 1)), on) <= 0) k += 1;
  return { from: addMonths(start, months * k), lastDay: addDays(addMonths(start, months * (k + 1)), -1) };
}

/**
 * The verdict on a reason, read from the rules: the reason rule on the day
 * the notice is served (first 6 months), and the regime's table of grounds
 * for the landlord's size (after 6 months).
 */
export function checkReason(o: { reason: Reason; sixMonthsOrMore: boolean; categoryRequired: boolean; regime: TenureRegime; size: LandlordSize | null }): ReasonCheck {
  const { reason } = o;
  const check = (verdict: ReasonCheck["verdict"], why: ReasonWhy): ReasonCheck => ({ reason, verdict, why });
  if (!o.sixMonthsOrMore) {
    if (!o.categoryRequired) return check("possible", "first-six-months");
    return reason === "none" ? check("not-allowed", "first-six-months-none") : check("possible", "first-six-months-category");
  }
  if (reason === "none") return check("not-allowed", "no-reason-after-six-months");
  if (o.regime.grounds.any) return check("possible", reason === "breach" || reason === "unsuitable" ? "ground-breach-or-unsuitable" : "ground-part4");
  const table = groundTable(o.regime, o.size);
  const cell = table?.[reason] ?? sameForEverySize(o.regime, reason);
  if (!cell) return check("unknown", "need-size");
  if (cell.when === "never") return check("not-allowed", "large-landlord");
  if (reason === "breach" || reason === "unsuitable") return check("possible", "ground-breach-or-unsuitable");
  if (reason === "family") return check("possible", "small-family");
  if (reason === "sale") return check("possible", "small-sale");
  return check("possible", "small-end-of-term");
}

/** A ground's cell where every landlord size has the same rule (a breach, or the home no longer suiting), so the size need not be asked. */
function sameForEverySize(regime: TenureRegime, ground: Ground): GroundRule | undefined {
  const cells = Object.values(regime.grounds).map((table) => table[ground]);
  return cells.length > 0 && cells.every((c) => c.when === cells[0]!.when && c.words === cells[0]!.words) ? cells[0] : undefined;
}

/** The answer's first sentence, as data, and whether the notice can end the tenancy on its earliest date. */
function answerFor(o: {
  landlord: boolean;
  reason: Reason | null;
  sixMonthsOrMore: boolean;
  categoryRequired: boolean;
  regime: TenureRegime;
  size: LandlordSize | null;
  reachesEnd: boolean;
}): { answer: NoticeAnswer; allowed: Allowed } {
  if (!o.landlord) return { answer: { kind: "tenant" }, allowed: "yes" };
  if (!o.sixMonthsOrMore) {
    const none = o.reason === "none";
    return { answer: { kind: "first-months", category: o.categoryRequired, none }, allowed: none && o.categoryRequired ? "no" : "yes" };
  }
  if (o.reason === "none") return { answer: { kind: "no-reason" }, allowed: "no" };
  const sizes = (Object.keys(o.regime.grounds) as Subject[]).filter((s) => o.size === null || s === "any" || s === o.size);
  if (o.reason === null) {
    return { answer: { kind: "need-reason", tables: sizes.map((subject) => ({ subject, table: o.regime.grounds[subject]! })) }, allowed: "if" };
  }
  const ground = o.reason;
  const table = groundTable(o.regime, o.size);
  const subject: Subject | undefined = o.regime.grounds.any ? "any" : (o.size ?? (sameForEverySize(o.regime, ground) ? "any" : undefined));
  const cell = table?.[ground] ?? sameForEverySize(o.regime, ground);
  if (!cell || !subject) {
    const { small, large } = o.regime.grounds;
    return { answer: { kind: "need-size", ground, small: small![ground], large: large![ground], reachesEnd: o.reachesEnd }, allowed: "if" };
  }
  const allowed: Allowed =
    cell.when === "any-time" ? "yes" : cell.when === "never" ? "no" : o.reachesEnd ? "yes" : cell.when === "period-end" ? "no" : "if";
  return { answer: { kind: "ground", subject, ground, cell, reachesEnd: o.reachesEnd }, allowed };
}

/**
 * The "winter emergency period" of the Residential Tenancies (Deferment of
 * Termination Dates of Certain Tenancies) Act 2022 (s. 1): 30 October 2022 to
 * 31 March 2023. Termination dates in it were deferred (s. 2), and notices
 * served in it for tenancies under 6 months could not end before 18 June 2023
 * (s. 3), except for breach or unsuitability. We only flag it.
 */
const WINTER = { from: "2022-10-30", until: "2023-03-31" };
const inWinter = (iso: string) => compareIso(iso, WINTER.from) >= 0 && compareIso(iso, WINTER.until) <= 0;

/** What the law requires of this notice, or why the dates cannot be used. `today` is yyyy-mm-dd (Ireland). */
export function noticePeriod(input: NoticeInput, today: string) {
  if (compareIso(input.start, today) > 0) return { ok: false as const, problem: "start-in-future" as const };
  if (compareIso(input.start, input.served) > 0) return { ok: false as const, problem: "start-after-served" as const };
  const tablePeriod = noticeTableOn(input.who, input.served);
  // Only the landlord's table is recorded from a date (4 June 2019); the tenant's has not changed since before then.
  if (!tablePeriod) return { ok: false as const, problem: "served-before-tables" as const };
  const table = tablePeriod.value;
  const length = durationBetween(input.start, input.served);
  const bandIndex = bandIndexFor(table, length.totalMonths);
  const band = table[bandIndex]!;
  const landlord = input.who === "landlord";
  const reason = landlord ? (input.reason ?? null) : null;
  // A notice for a breach of obligations gives 28 days whatever the length of the tenancy (s. 67), not the table.
  const breach = landlord && reason === "breach" ? periodOn(breachNoticeRule, input.served)!.value : null;
  const noticeDays = breach ? breach.days : band.value;
  const terminationDate = addDays(input.served, noticeDays);
  const sixMonthsOrMore = length.totalMonths >= 6;
  const regimePeriod = periodOn(tenureRegimeRule, input.start)!;
  const regime = regimePeriod.value;
  const reasonPeriod = periodOn(noticeReasonRule, input.served)!;
  const categoryRequired = reasonPeriod.value.categoryInFirstSixMonths;
  const size = landlord ? landlordSize(input.tenancies, input.company) : null;
  const reasonCheck = reason ? checkReason({ reason, sixMonthsOrMore, categoryRequired, regime, size }) : null;
  const tmd = regime.minimumDurationYears && landlord ? minimumDurationOn(input.start, input.served) : null;
  const reachesEnd = tmd !== null && compareIso(terminationDate, tmd.lastDay) >= 0;
  const { answer, allowed } = answerFor({ landlord, reason, sixMonthsOrMore, categoryRequired, regime, size, reachesEnd });
  const dispute = periodOn(disputeDeadlineRule, input.served)!.value;
  const disputeDays = reason === "breach" ? dispute.breachDays : dispute.days;
  return {
    ok: true as const,
    result: {
      who: input.who,
      length,
      // The table in force on the service date, and the period it comes from (for its date and source).
      table,
      tablePeriod,
      // The row of the table that applies.
      bandIndex,
      band,
      noticeDays,
      // "breach": the 28 days of s. 67 (breachNoticeRule), not the table's row.
      noticeBasis: breach ? ("breach" as const) : ("table" as const),
      breach,
      // Day 1 of the notice period: the day after service.
      firstDay: addDays(input.served, 1),
      // The earliest date the tenancy can end: service date + notice days.
      terminationDate,
      // The tenancy has lasted 6 months or more (a Part 4 tenancy, if the other conditions are met).
      sixMonthsOrMore,
      // The security-of-tenure regime, by the date the tenancy was created ("part4" or "2026"), and its period (source, words).
      regime: regime.id,
      regimePeriod,
      // What a notice must say about its reason, by the date it is served (noticeReasonRule).
      reasonPeriod,
      // The verdict on the reason first, then the notice length (content/tools/notice-period.ts words it).
      answer,
      allowed,
      // Landlord only, where known.
      landlordSize: size,
      reasonCheck,
      // A 2026-regime tenancy's current tenancy of minimum duration (s. 35B(1)): the 6-year period the notice is served in, its
      // last day (the day before the next sixth anniversary), and whether the earliest termination date already reaches it.
      minimumDuration: tmd ? { ...tmd, earliestReachesEnd: reachesEnd } : null,
      // The copy-to-RTB rule on the service date (landlord only), and whether it is in the Act itself (s. 62(1A)): the 2026 Act's
      // s. 15(1) inserted it with the reason rule's s. 62(1)(da), for notices served from the same day.
      rtbCopy: landlord ? (periodOn(rtbCopyRule, input.served)?.value ?? null) : null,
      rtbCopyInAct: landlord && categoryRequired,
      dispute,
      // The dispute deadline in days for this notice (the breach figure when the landlord's reason is a breach), and the last
      // day to refer a dispute to the RTB if the notice is received on the day it is served.
      disputeDays,
      disputeBy: addDays(input.served, disputeDays),
      // The notice may have fallen under the 2022–23 winter deferral of termination dates.
      winterDeferral:
        landlord &&
        reason !== "breach" &&
        reason !== "unsuitable" &&
        ((compareIso(input.served, WINTER.from) < 0 && inWinter(terminationDate)) || (inWinter(input.served) && !sixMonthsOrMore)),
    },
  };
}
