/**
 * The Rent Tax Credit, year by year (Taxes Consolidation Act 1997, s. 473B;
 * figures in facts/taxes.ts): for each tax year, the credit is the
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
import { periodOn, type Period } from "~/facts/dated";
import {
  CLOSING_SOON_MONTHS,
  creditYears,
  lastDayToClaim,
  rentTaxCredit as creditRule,
  rentTaxCreditRate,
  RTC_CONDITIONS,
  type RentCredit,
  type RtcLandlord,
  type RtcRegistered,
  type RtcSupport,
} from "~/facts/taxes";
import { addMonths, compareIso } from "~/lib/dates";

// The years, the last day to claim and the warning span are worked out in facts/taxes.ts, beside the
// rules they read, so the pages that warn of a closing window use the same dates as this tool.
export { CLOSING_SOON_MONTHS, closingClaimWindows, creditYears, lastDayToClaim, RTC_LANDLORDS, RTC_REGISTERED, RTC_SUPPORTS } from "~/facts/taxes";
export type { RtcConditionId, RtcLandlord, RtcRegistered, RtcSupport } from "~/facts/taxes";

export type FilingStatus = "single" | "couple";

/* ---------------- Who can claim: the conditions of s. 473B ---------------- */

/** Whose home the rent is for: the claimant's own, or a child's while on an approved course (s. 473B(8)). */
export const RTC_HOMES = ["own", "child"] as const;
export type RtcHome = (typeof RTC_HOMES)[number];
/** The child's age on 1 January of the year they first entered an approved course ("child", s. 473B(1)). */
export const RTC_CHILD_AGES = ["under-23", "23-or-over"] as const;
export type RtcChildAge = (typeof RTC_CHILD_AGES)[number];

/** The reader's answers to what the law conditions the credit on; null where the reader has not said. */
export interface RtcConditions {
  /** null: not said, read as the reader's own home (links made before the question existed). */
  home: RtcHome | null;
  landlord: RtcLandlord | null;
  support: RtcSupport | null;
  /** "unsure" is kept apart from null only for the answers' words: both are "not said" here. */
  registered: RtcRegistered | null;
  childAge: RtcChildAge | null;
}

export const NOT_SAID: RtcConditions = { home: null, landlord: null, support: null, registered: null, childAge: null };

/** Why the answer is no: the condition, which of its "no" sentences applies, and the period (its source) that says so. */
export type RtcNoReason =
  | { rule: "specifiedLandlords"; period: Period<unknown> }
  | { rule: "supportedTenants"; case: "hap" | "ras" | "rent-supplement" | "cost-rental"; period: Period<unknown> }
  | { rule: "relatives"; case: "barred" | "unregistered" | "room"; period: Period<unknown> }
  | { rule: "registration"; period: Period<unknown> }
  | { rule: "studentChild"; case: "age" | "related"; period: Period<unknown> };

/** A condition the reader has not answered: the answer's first sentence names it (`ifNotSaid` of the rule). */
export type RtcUnsaid =
  | { rule: "specifiedLandlords" }
  | { rule: "supportedTenants"; about: "support" | "landlord" }
  | { rule: "relatives"; about: "landlord" | "roomLandlord" | "registered" }
  | { rule: "registration" }
  | { rule: "studentChild"; about: "age" | "landlord" };

export type RtcVerdict = { kind: "no"; reasons: RtcNoReason[] } | { kind: "yes" } | { kind: "if"; unsaid: RtcUnsaid[] };

/**
 * The day whose conditions apply: `on`, kept within the credit's years (the
 * last year's once the credit has ended). Every condition has one period,
 * the credit's years 2022 to 2028 (a unit test holds this), so the verdict
 * is the same for every year and is worked out once; a condition that came
 * to differ between years would need it year by year.
 */
function conditionsDay(on: string): string {
  const first = creditRule.periods[0]!.from!;
  const last = creditRule.periods[creditRule.periods.length - 1]!.until!;
  return compareIso(on, first) < 0 ? first : compareIso(on, last) > 0 ? last : on;
}

/**
 * Can the reader claim, on the conditions of s. 473B in force on `on`? Each
 * condition is read from its dated rule (facts/taxes.ts): the
 * landlords and supports it excludes, whether a room in the landlord's own
 * home counts. "no" lists every condition the answers fail, in the rules'
 * order; "if" lists the conditions the reader has not answered (an answer
 * that cannot fail a condition is not asked about); "yes" when every
 * condition is answered and met. The income tax limit (s. 473B(2)(c)) is not
 * a condition here: only Revenue knows the tax paid, and the result says so.
 */
export function creditVerdict(a: RtcConditions, on: string): RtcVerdict {
  const day = conditionsDay(on);
  const C = RTC_CONDITIONS;
  const sl = periodOn(C.specifiedLandlords, day)!;
  const st = periodOn(C.supportedTenants, day)!;
  const rel = periodOn(C.relatives, day)!;
  const reg = periodOn(C.registration, day)!;
  const sc = periodOn(C.studentChild, day)!;
  const reasons: RtcNoReason[] = [];
  const unsaid: RtcUnsaid[] = [];
  const forChild = a.home === "child";
  const registered = a.registered === "unsure" ? null : a.registered;

  // A specified landlord, or a supported tenant: no credit, whoever pays and whatever the tenancy.
  const specified = a.landlord !== null && sl.value.landlords.includes(a.landlord);
  if (specified) reasons.push({ rule: "specifiedLandlords", period: sl });
  if (a.landlord === null) unsaid.push({ rule: "specifiedLandlords" });
  const costRental = a.landlord !== null && st.value.landlords.includes(a.landlord);
  if (costRental) reasons.push({ rule: "supportedTenants", case: "cost-rental", period: st });
  if (a.landlord === null) unsaid.push({ rule: "supportedTenants", about: "landlord" });
  if (a.support !== null && a.support !== "none" && st.value.supports.includes(a.support)) reasons.push({ rule: "supportedTenants", case: a.support, period: st });
  if (a.support === null) unsaid.push({ rule: "supportedTenants", about: "support" });
  // Registration decides nothing for a council, housing body or Cost Rental home: the answer is no already.
  const registrationDecides = !specified && !costRental;

  if (forChild) {
    // s. 473B(8): the child's age, no relative of the parent or child as landlord, and a registrable tenancy registered.
    if (a.childAge === "23-or-over") reasons.push({ rule: "studentChild", case: "age", period: sc });
    if (a.childAge === null) unsaid.push({ rule: "studentChild", about: "age" });
    if (a.landlord !== null && sc.value.relatedLandlords.includes(a.landlord)) reasons.push({ rule: "studentChild", case: "related", period: sc });
    if (a.landlord === null) unsaid.push({ rule: "studentChild", about: "landlord" });
    const related = a.landlord !== null && sc.value.relatedLandlords.includes(a.landlord);
    if (registrationDecides && !related) {
      // A room in the landlord's own home counts for a parent since the 2023 Act (sc.value.roomCounts).
      if (registered === "no") reasons.push({ rule: "registration", period: reg });
      if (registered === null) unsaid.push({ rule: "registration" });
    }
  } else {
    // s. 473B(6)(b) and (7): a parent or child as landlord never; another relative only under a registered tenancy that had to be.
    if (a.landlord !== null && rel.value.barred.includes(a.landlord)) reasons.push({ rule: "relatives", case: "barred", period: rel });
    // A room in the landlord's own home never counts when the landlord is any relative (it need not be registered).
    if (a.landlord === null) unsaid.push({ rule: "relatives", about: registered === "room" ? "roomLandlord" : "landlord" });
    const relative = a.landlord !== null && rel.value.registeredOnly.includes(a.landlord);
    if (relative) {
      if (registered === "no") reasons.push({ rule: "relatives", case: "unregistered", period: rel });
      if (registered === "room") reasons.push({ rule: "relatives", case: "room", period: rel });
      if (registered === null) unsaid.push({ rule: "relatives", about: "registered" });
    } else if (registrationDecides && !(a.landlord !== null && rel.value.barred.includes(a.landlord))) {
      // s. 473B(1), "tenancy": registered with the RTB, or a room in the landlord's own home.
      if (registered === "no") reasons.push({ rule: "registration", period: reg });
      if (registered === null) unsaid.push({ rule: "registration" });
    }
  }
  if (reasons.length) return { kind: "no", reasons };
  return unsaid.length ? { kind: "if", unsaid } : { kind: "yes" };
}

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
  /** What the law conditions the credit on, as the reader answered (NOT_SAID for none). */
  conditions: RtcConditions;
}

/** The credit cannot be claimed: the reasons, and no amount at all (nothing is worked out, so nothing can be shown). */
export interface RentTaxCreditNo {
  verdict: Extract<RtcVerdict, { kind: "no" }>;
}

/** The credit year by year: `verdict` "yes", or "if" with the conditions the reader has not answered (said first). */
export interface RentTaxCreditAmounts {
  verdict: Exclude<RtcVerdict, { kind: "no" }>;
  years: CreditYear[];
  /** Monthly rent counted in years the credit does not cover (before 2022 or after 2028): the years, for the working. */
  outsideYears: number[];
  /** The credit for every year that can be claimed on the rules date. */
  totalClaimable: number;
  /** Years whose window closes within three months, soonest first. */
  closingSoon: CreditYear[];
}

export type RentTaxCreditResult = RentTaxCreditNo | RentTaxCreditAmounts;

/** The answer is a plain no: the result carries no amount. */
export function isNo(result: RentTaxCreditResult): result is RentTaxCreditNo {
  return result.verdict.kind === "no";
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

/**
 * The answer: first whether the reader can claim at all (creditVerdict, on
 * the conditions in force `today`); a "no" stops there, with no amount.
 * Otherwise the credit year by year.
 */
export function rentTaxCredit(input: RentTaxCreditInput, today: string): RentTaxCreditResult {
  const verdict = creditVerdict(input.conditions, today);
  if (verdict.kind === "no") return { verdict };
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
  return { verdict, years, outsideYears, totalClaimable: totalCents / 100, closingSoon: years.filter((y) => y.closingSoon) };
}
