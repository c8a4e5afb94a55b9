/**
 * Notice period rule (spec 001 §2, Tenant Rights): the notice a tenant or a
 * landlord must give depends on how long the tenancy has lasted on the day
 * the notice is served. Length is counted in complete calendar months from
 * the start date (see dates.ts), so a tenancy that began on 15 January is
 * exactly 6 months old on 15 July and falls in the "6 months to less than
 * 1 year" band.
 *
 * Day counting (the spec does not define it): the notice period starts the
 * day after the notice is served, and the earliest termination date is the
 * last day of that period, which is the service date plus the number of
 * notice days. 28 days' notice served on 1 March 2025 runs from 2 March and
 * ends on 29 March 2025.
 */
import { tenancy, type Band } from "~/content/facts";
import { addDays, compareIso, durationBetween, type Duration } from "./dates";

export type NoticeGiver = "tenant" | "landlord";

export interface NoticeInput {
  who: NoticeGiver;
  /** Tenancy start date, yyyy-mm-dd. */
  start: string;
  /** Date the notice is served, yyyy-mm-dd. */
  served: string;
}

export interface NoticeResult {
  who: NoticeGiver;
  length: Duration;
  /** Row of the notice table that applies. */
  bandIndex: number;
  band: Band;
  noticeDays: number;
  /** Day 1 of the notice period: the day after service. */
  firstDay: string;
  /** Earliest date the tenancy can end: service date + notice days. */
  terminationDate: string;
}

export type NoticeProblem = "start-in-future" | "start-after-served";

export type NoticeOutcome = { ok: true; result: NoticeResult } | { ok: false; problem: NoticeProblem };

export function noticeTable(who: NoticeGiver): readonly Band[] {
  return who === "tenant" ? tenancy.tenantNotice : tenancy.landlordNotice;
}

/** Index of the band whose [from, to) range of months holds `months`. */
export function bandIndexFor(table: readonly Band[], months: number): number {
  const index = table.findIndex((band) => months >= band.from && (band.to === null || months < band.to));
  if (index < 0) throw new RangeError(`No notice band for ${months} months`);
  return index;
}

/** The notice period and earliest termination date, or why the dates cannot be used. `today` is yyyy-mm-dd (UTC). */
export function noticePeriod(input: NoticeInput, today: string): NoticeOutcome {
  if (compareIso(input.start, today) > 0) return { ok: false, problem: "start-in-future" };
  if (compareIso(input.start, input.served) > 0) return { ok: false, problem: "start-after-served" };
  const table = noticeTable(input.who);
  const length = durationBetween(input.start, input.served);
  const bandIndex = bandIndexFor(table, length.totalMonths);
  const band = table[bandIndex]!;
  return {
    ok: true,
    result: {
      who: input.who,
      length,
      bandIndex,
      band,
      noticeDays: band.value,
      firstDay: addDays(input.served, 1),
      terminationDate: addDays(input.served, band.value),
    },
  };
}
