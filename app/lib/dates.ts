/**
 * Calendar dates as ISO "yyyy-mm-dd" strings, computed in UTC so a result
 * never depends on the server's or the reader's time zone. Month arithmetic
 * follows the usual legal reading of "N months after": the same day of the
 * month N months later or, where that month is shorter, its last day
 * (31 January + 1 month = 28 or 29 February; 29 February + 12 months =
 * 28 February in a common year).
 */
import { compareText } from "./format";

/** The site's one written form of a day: four, two and two digits. Every check of a date goes through isIsoDate below. */
const ISO_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface Ymd {
  y: number;
  /** 1 to 12 */
  m: number;
  d: number;
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

/**
 * Written yyyy-mm-dd, whether or not the day exists ("2026-02-30" is, "2026-2-3"
 * is not): only for saying *why* a text is not a day (the wrong form, or a day
 * that does not exist). Whether it is a day is isIsoDate's answer.
 */
export function hasIsoDateForm(value: string): boolean {
  return ISO_FORM.test(value);
}

/** The parts of a real calendar date in strict yyyy-mm-dd form, or null (2023-02-29, 2024-13-01, "1/2/2024"). */
export function parseIsoDate(value: string): Ymd | null {
  const match = ISO_FORM.exec(value);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

/** The site's one check of a date: a real calendar day written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

export function toIso({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function strict(value: string): Ymd {
  const ymd = parseIsoDate(value);
  if (!ymd) throw new RangeError(`Not an ISO date: ${value}`);
  return ymd;
}

function toUtcMs({ y, m, d }: Ymd): number {
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): string {
  const date = new Date(ms);
  return toIso({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });
}

/** -1, 0 or 1. ISO dates with four-digit years sort as strings. */
export const compareIso: (a: string, b: string) => number = compareText;

export function addDays(iso: string, days: number): string {
  return fromUtcMs(toUtcMs(strict(iso)) + days * DAY_MS);
}

/** The day after `iso`. */
export function nextDay(iso: string): string {
  return addDays(iso, 1);
}

/** The day before `iso`. */
export function previousDay(iso: string): string {
  return addDays(iso, -1);
}

/** Calendar days from `from` to `to` (negative if `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(strict(to)) - toUtcMs(strict(from))) / DAY_MS);
}

/** The same day `months` calendar months later, or the last day of that month if it is shorter. */
export function addMonths(iso: string, months: number): string {
  const { y, m, d } = strict(iso);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toIso({ y: year, m: month, d: Math.min(d, daysInMonth(year, month)) });
}

/** Complete calendar months from `from` to `to` (0 if `to` is not later). */
export function wholeMonthsBetween(from: string, to: string): number {
  if (compareIso(to, from) <= 0) return 0;
  const a = strict(from);
  const b = strict(to);
  const months = (b.y - a.y) * 12 + (b.m - a.m);
  // The estimate can overshoot by one when `to` falls before the monthly anniversary.
  return compareIso(addMonths(from, months), to) <= 0 ? months : months - 1;
}

export interface Duration {
  years: number;
  months: number;
  days: number;
  /** Complete months in all (years × 12 + months). */
  totalMonths: number;
}

/** The time from `from` to `to` as complete years, months and remaining days. */
export function durationBetween(from: string, to: string): Duration {
  const totalMonths = wholeMonthsBetween(from, to);
  const days = compareIso(to, from) <= 0 ? 0 : daysBetween(addMonths(from, totalMonths), to);
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, days, totalMonths };
}
