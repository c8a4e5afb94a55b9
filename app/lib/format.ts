/**
 * en-IE formatting, used everywhere a figure is shown.
 *
 * Written out rather than built on Intl: the first Intl.DateTimeFormat a page
 * creates costs Chromium about 100 ms (400 ms on a phone, 4× slower) while it
 * loads ICU's calendar and pattern data, and the first NumberFormat about 50
 * more; built at module load, they were the longest part of every page's
 * startup task (see scripts/lib/trace.mjs). The output is Intl's, character
 * for character: tests/unit/format.test.ts compares the two over thousands
 * of values. Intl stays the fallback for what these never see (NaN,
 * infinities, numbers too large for plain digits).
 */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * |value| rounded to at most `max` and at least `min` decimals, with thousands
 * separators. Rounds half away from zero on the shortest decimal form of the
 * number (what ICU does: 1.005 -> "1.01", where toFixed gives "1.00"). Null
 * when the number has no plain decimal form (exponent notation, NaN, ∞).
 */
function digits(value: number, min: number, max: number): string | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".") as [string, string?];
  let kept = whole + fraction.slice(0, max).padEnd(max, "0");
  if (fraction.length > max && fraction[max]! >= "5") {
    // Add one unit in the last kept place, carrying through the digits.
    const out = kept.split("");
    let i = out.length - 1;
    while (i >= 0 && out[i] === "9") out[i--] = "0";
    if (i < 0) out.unshift("1");
    else out[i] = String(Number(out[i]) + 1);
    kept = out.join("");
  }
  const intPart = kept.slice(0, kept.length - max);
  let fracPart = kept.slice(kept.length - max);
  while (fracPart.length > min && fracPart.endsWith("0")) fracPart = fracPart.slice(0, -1);
  const grouped = intPart.replace(/\B(?=(\d{3})+$)/g, ",");
  return fracPart ? `${grouped}.${fracPart}` : grouped;
}

/** Intl for the rare cases `digits` leaves out (NaN, infinities, huge numbers): built only when one occurs. */
function viaIntl(value: number, min: number, max: number, currency: boolean): string {
  return new Intl.NumberFormat("en-IE", { ...(currency ? { style: "currency", currency: "EUR" } : {}), minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
}

function format(value: number, min: number, max: number, currency: boolean): string {
  const body = digits(value, min, max);
  if (body === null) return viaIntl(value, min, max, currency);
  // Intl keeps the sign of a negative amount that rounds to zero ("-€0.00"), and of -0.
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${currency ? "€" : ""}${body}`;
}

/**
 * The site's one money format, for every page, tool, PDF and calendar file:
 * a whole amount has no decimals (€30,000), an amount with cents has two
 * (€1,875.60, never €1,875.6). Cents are rounded first, so €2.999 is €3.
 * `cents: "always"` keeps two decimals on whole amounts too (€318,973.00):
 * the cost calculator's specification shows every figure with 2 decimals.
 */
export function eur(value: number, options: { cents?: "always" | "when-any" } = {}): string {
  if (options.cents === "always") return format(value, 2, 2, true);
  const body = digits(value, 0, 2);
  if (body === null) return viaIntl(value, 0, 2, true);
  // "1,875.6" -> "1,875.60": a figure with cents shows both places.
  return format(value, body.includes(".") ? 2 : 0, 2, true);
}

/** €1,234.50: the calculator's money format, eur() with cents always shown (spec: "2 decimals"). */
export function formatEUR(value: number): string {
  return eur(value, { cents: "always" });
}

/** 1,234.5 */
export function formatNumber(value: number): string {
  return format(value, 0, 2, false);
}

/** 25.7% */
export function pct(value: number): string {
  return `${formatNumber(value)}%`;
}

/** "2026-11-22" -> "22 November 2026" (a date as written, no time zone involved). */
export function formatDate(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * -1, 0 or 1, by the strings' characters: no collation, so no ICU data is loaded
 * (the first `localeCompare` or `Intl.Collator` a page asks for loads it: 55 to
 * 70 ms of the planner's main thread at 4× when the councils' list was sorted so
 * as its module loaded; docs/performance.md). For ISO dates, and for names whose
 * characters already sort in the English order (the councils and counties:
 * tests/unit/schemes.test.ts checks them against `localeCompare(…, "en-IE")`).
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
