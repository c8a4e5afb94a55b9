/**
 * The Rent Tax Credit, year by year (Taxes Consolidation Act 1997, s. 473B;
 * figures in content/facts/taxes.ts): for each tax year, the credit is the
 * lower of the rate (20%) of the rent paid in that year and the year's
 * maximum (single, or jointly assessed couple). It also cannot exceed the
 * income tax paid for the year: only Revenue knows that, so callers say so.
 *
 * A past year is claimed as a repayment of tax, within four years after the
 * end of that year (s. 865(4), `taxRepaymentClaimWindow`): rent paid in 2022
 * can be claimed until 31 December 2026. The year in progress is claimed as
 * it goes (Revenue's Real-Time Credit). A year that has not begun cannot be
 * claimed yet.
 *
 * Rent given as a monthly amount is counted as one payment a month, on the
 * start date's day of the month (the last day in shorter months), from the
 * start date up to and including the end date; a year's own total, where
 * given, wins. Money in cents; the credit is rounded down to the cent.
 *
 * Pure: no clock, no React. The page, its PDF and its calendar file all call
 * `rentTaxCredit`, so the dates and amounts are worked out once.
 */
import { periodOn, valueOn } from "~/content/dated";
import { rentTaxCredit as creditRule, rentTaxCreditRate, taxRepaymentClaimWindow, type RentCredit } from "~/content/facts/taxes";
import { addMonths, compareIso } from "~/lib/dates";

export type FilingStatus = "single" | "couple";

/** The tax years the credit exists for, from the rule's periods (2022 to 2028). */
export function creditYears(): number[] {
  const periods = creditRule.periods;
  const first = Number(periods[0]!.from!.slice(0, 4));
  const last = Number(periods[periods.length - 1]!.until!.slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The last day a claim for `year` can be made: 31 December, four years after the year ends. */
export function lastDayToClaim(year: number): string {
  const years = valueOn(taxRepaymentClaimWindow, `${year + 1}-01-01`);
  return `${year + years}-12-31`;
}

/** How many months before a window closes the page warns of it. */
export const CLOSING_SOON_MONTHS = 3;

export interface MonthlyRent {
  /** Monthly rent in euro. */
  monthly: number;
  /** First payment, yyyy-mm-dd. */
  from: string;
  /** Last day counted, yyyy-mm-dd (the caller passes today when none is given). */
  to: string;
}

export interface MonthlyYear {
  year: number;
  payments: number;
  rent: number;
}

/** Rent paid in each calendar year at a monthly rent: one payment a month from `from` to `to`, both included. */
export function rentByYear(m: MonthlyRent): MonthlyYear[] {
  const counts = new Map<number, number>();
  // Dates from addMonths of the first payment, so a tenancy that began on the 31st pays on each month's last day.
  for (let i = 0; ; i++) {
    const due = addMonths(m.from, i);
    if (compareIso(due, m.to) > 0) break;
    const year = Number(due.slice(0, 4));
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return [...counts.entries()].map(([year, payments]) => ({ year, payments, rent: Math.round(payments * m.monthly * 100) / 100 }));
}

export type YearState =
  /** A past year whose window is still open: claim it through a tax return. */
  | "open"
  /** The year in progress: claim it as you pay (Real-Time Credit), or after the year ends. */
  | "current"
  /** The window has closed. */
  | "closed"
  /** The year has not begun. */
  | "not-yet";

export interface CreditYear {
  year: number;
  rent: number;
  /** Where the rent figure came from: the year's own total, or the monthly rent. */
  from: "year" | "monthly";
  /** Monthly payments counted (monthly rent only). */
  payments: number | null;
  rate: number;
  /** `rate`% of the rent. */
  share: number;
  max: number;
  credit: number;
  limitedBy: "share" | "max";
  lastDay: string;
  state: YearState;
  /** The year can be claimed on the rules date (open or current). */
  claimable: boolean;
  /** Claimable, and the window closes within CLOSING_SOON_MONTHS of the rules date. */
  closingSoon: boolean;
}

export interface RentTaxCreditInput {
  status: FilingStatus;
  /** Rent paid in each year, by year (a year's own total). */
  years: ReadonlyMap<number, number>;
  monthly: MonthlyRent | null;
}

export interface RentTaxCreditResult {
  years: CreditYear[];
  /** Monthly rent counted in years the credit does not cover (before 2022 or after 2028): the years, for the working. */
  outsideYears: number[];
  /** The credit for every year that can be claimed on the rules date. */
  totalClaimable: number;
  /** Years whose window closes within three months, soonest first. */
  closingSoon: CreditYear[];
}

function stateOf(year: number, today: string): YearState {
  const lastDay = lastDayToClaim(year);
  if (compareIso(today, `${year}-01-01`) < 0) return "not-yet";
  if (compareIso(today, `${year}-12-31`) <= 0) return "current";
  return compareIso(today, lastDay) <= 0 ? "open" : "closed";
}

/** The credit for one year's rent, on the rules in `year`. */
export function creditForYear(year: number, rent: number, status: FilingStatus): { rate: number; share: number; max: number; credit: number; limitedBy: "share" | "max" } {
  const on = `${year}-06-30`;
  const limits: RentCredit = periodOn(creditRule, on)!.value;
  const rate = periodOn(rentTaxCreditRate, on)!.value;
  const max = status === "couple" ? limits.joint : limits.single;
  const shareCents = Math.floor((Math.round(rent * 100) * rate) / 100);
  const share = shareCents / 100;
  return { rate, share, max, credit: Math.min(share, max), limitedBy: share > max ? "max" : "share" };
}

export function rentTaxCredit(input: RentTaxCreditInput, today: string): RentTaxCreditResult {
  const known = new Set(creditYears());
  const rents = new Map<number, { rent: number; from: "year" | "monthly"; payments: number | null }>();
  const outsideYears: number[] = [];
  if (input.monthly) {
    for (const y of rentByYear(input.monthly)) {
      if (known.has(y.year)) rents.set(y.year, { rent: y.rent, from: "monthly", payments: y.payments });
      else outsideYears.push(y.year);
    }
  }
  // A year's own total wins over the monthly working.
  for (const [year, rent] of input.years) if (known.has(year)) rents.set(year, { rent, from: "year", payments: null });

  const years = [...rents.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, r]): CreditYear => {
      const c = creditForYear(year, r.rent, input.status);
      const state = stateOf(year, today);
      const lastDay = lastDayToClaim(year);
      const claimable = state === "open" || state === "current";
      return {
        year,
        rent: r.rent,
        from: r.from,
        payments: r.payments,
        ...c,
        lastDay,
        state,
        claimable,
        closingSoon: claimable && compareIso(lastDay, addMonths(today, CLOSING_SOON_MONTHS)) <= 0,
      };
    });
  const totalCents = years.filter((y) => y.claimable).reduce((sum, y) => sum + Math.round(y.credit * 100), 0);
  return { years, outsideYears, totalClaimable: totalCents / 100, closingSoon: years.filter((y) => y.closingSoon) };
}
