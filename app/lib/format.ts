/** en-IE formatting, used everywhere a figure is shown. Formatters are built once. */
const eur2 = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const eur0 = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 2 });
const num = new Intl.NumberFormat("en-IE", { maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** €1,234.50: the calculator's money format (always two decimals). */
export function formatEUR(value: number): string {
  return eur2.format(value);
}

/** €30,000 or €38,092.14: money quoted in text, without needless ".00". */
export function eur(value: number): string {
  return eur0.format(value);
}

/** 1,234.5 */
export function formatNumber(value: number): string {
  return num.format(value);
}

/** 25.7% */
export function pct(value: number): string {
  return `${num.format(value)}%`;
}

/** "2026-11-22" -> "22 November 2026" */
export function formatDate(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : longDate.format(d);
}
